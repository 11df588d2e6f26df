import { Readable } from 'node:stream';
import type { StorageAdapter } from '../../platform/plugins/types.ts';
import { adapterById } from '../../platform/storage/registry.ts';
import type { ExportPlan, ExportReference } from './collect.ts';
import type { Skipped } from './crate.ts';
import type { ExportEntries } from './entries.ts';
import { payloadEntryName } from './names.ts';
import type { ExportOptions } from './options.ts';
import { payloadJobs, READ_AHEAD, ReadAhead } from './read-ahead.ts';

/**
 * The payload writers, one per reference kind: each writes the entries of one reference after
 * its metadata document, or records what it could not read as skipped. A kind the options
 * leave out has no writer.
 */
export type PayloadWriter = (ref: ExportReference) => Promise<void>;

export function payloadWriters(
  out: ExportEntries,
  plan: ExportPlan,
  options: ExportOptions,
): Partial<Record<string, PayloadWriter>> {
  const { payloads } = options;
  return {
    FileReference: filePayloadWriter(out, plan, options),
    ...(payloads.timeseries ? { TimeseriesReference: timeseriesCsvWriter(out, plan) } : {}),
    ...(payloads.structuredData ? { StructuredDataReference: structuredDocumentsWriter(out, plan) } : {}),
    ...(payloads.spatialData ? { SpatialDataReference: spatialPointsWriter(out, plan) } : {}),
  };
}

/**
 * A file reference's stored files, `<oid>.<ext>`, streamed uncompressed as the read-ahead opens
 * them; a file whose bytes cannot be read is skipped. The jobs (and the skips of oids a container
 * no longer holds) are decided at once, so reading can start before the first entry is written.
 */
export function filePayloadWriter(out: ExportEntries, plan: ExportPlan, options: ExportOptions): PayloadWriter {
  const adapters = new Map<string, StorageAdapter | undefined>();
  const adapterFor = async (id: string) => {
    if (!adapters.has(id)) adapters.set(id, await adapterById(id));
    return adapters.get(id);
  };
  const jobs = payloadJobs(plan, options, out.skipped);
  const ahead = new ReadAhead(
    jobs.flatMap(([, list]) => list),
    READ_AHEAD,
    adapterFor,
  );
  const jobsOf = new Map(jobs);
  out.signal.addEventListener('abort', () => ahead.close(), { once: true });
  return async (ref) => {
    for (let n = jobsOf.get(ref.id)?.length ?? 0; n > 0; n--) {
      const { job, stream, problem } = await ahead.next();
      if (!stream) {
        out.skip({ kind: 'File', id: job.file.oid, fileReferenceIds: [ref.id], reason: problem ?? 'unreadable' });
        continue;
      }
      const id = out.allocate(payloadEntryName(job.file.oid, job.file.filename));
      await out.addStream(id, stream, false);
      out.listPayload({
        id,
        name: job.file.filename,
        encodingFormat: job.file.contentType ?? undefined,
        contentSize: job.file.size ?? undefined,
      });
    }
  };
}

/** The list of referencing ids a skipped container carries, by its kind. */
const referenceIdsOf = {
  TimeseriesContainer: 'timeseriesReferenceIds',
  StructuredDataContainer: 'structuredDataReferenceIds',
  SpatialDataContainer: 'spatialDataReferenceIds',
} as const;

/** A container whose payload could not be read, with the reference that named it. */
const unreadable = (
  kind: keyof typeof referenceIdsOf,
  containerId: number,
  refId: number,
  reason: string,
): Skipped => ({ kind, id: String(containerId), [referenceIdsOf[kind]]: [refId], reason });

/** A timeseries reference's points as `<refId>.timeseries.csv` (ROW layout), streamed chunk by chunk. */
export function timeseriesCsvWriter(out: ExportEntries, plan: ExportPlan): PayloadWriter {
  return async (ref) => {
    if (ref.start === undefined || ref.end === undefined || ref.timeseriesContainerId === undefined) return;
    const opened = await plan.timeseriesCsv({
      timeseriesContainerId: ref.timeseriesContainerId,
      start: ref.start,
      end: ref.end,
      timeseries: ref.timeseries ?? [],
    });
    if ('problem' in opened)
      return out.skip(unreadable('TimeseriesContainer', ref.timeseriesContainerId, ref.id, opened.problem));
    const name = `${ref.id}.timeseries.csv`;
    const id = out.allocate(name);
    const stream = Readable.from(opened.lines);
    let size = 0;
    stream.on('data', (chunk: string | Buffer) => (size += Buffer.byteLength(chunk)));
    await out.addStream(id, stream, true);
    out.listPayload({ id, name, encodingFormat: 'text/csv', contentSize: size });
  };
}

/** A structured-data reference's documents as `<oid>.json` (the stored text); one named by several references is written once. */
export function structuredDocumentsWriter(out: ExportEntries, plan: ExportPlan): PayloadWriter {
  const written = new Set<string>();
  return async (ref) => {
    if (ref.structuredDataContainerId === undefined) return;
    const oids = (ref.structuredDataOids ?? []).filter((o) => !written.has(`${ref.structuredDataContainerId}/${o}`));
    if (oids.length === 0) return;
    const opened = await plan.structuredDocuments({
      structuredDataContainerId: ref.structuredDataContainerId,
      structuredDataOids: oids,
    });
    if ('problem' in opened)
      return out.skip(unreadable('StructuredDataContainer', ref.structuredDataContainerId, ref.id, opened.problem));
    for await (const doc of opened.documents) {
      out.signal.throwIfAborted();
      if (doc.text === null) {
        out.skip({
          kind: 'StructuredData',
          id: doc.oid,
          structuredDataReferenceIds: [ref.id],
          reason: 'the document no longer exists',
        });
        continue;
      }
      written.add(`${ref.structuredDataContainerId}/${doc.oid}`);
      out.addJsonPayload(`${doc.oid}.json`, doc.text);
    }
  };
}

/** A spatial data reference's points as `<refId>.spatial.json`, what its `…/payload` answers. */
export function spatialPointsWriter(out: ExportEntries, plan: ExportPlan): PayloadWriter {
  return async (ref) => {
    if (ref.spatialDataContainerId === undefined) return;
    const opened = await plan.spatialPoints({ ...ref, spatialDataContainerId: ref.spatialDataContainerId });
    if ('problem' in opened)
      return out.skip(unreadable('SpatialDataContainer', ref.spatialDataContainerId, ref.id, opened.problem));
    out.addJsonPayload(`${ref.id}.spatial.json`, opened.text);
  };
}
