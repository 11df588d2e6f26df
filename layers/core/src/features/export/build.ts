import { once } from 'node:events';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { ProblemError } from '../../kernel/problem.ts';
import { stringifyInt64Json } from '../../kernel/int64-json.ts';
import type { StorageAdapter } from '../../platform/plugins/types.ts';
import type { ObjectUpload } from '../../platform/storage/s3.ts';
import { adapterById } from '../../platform/storage/registry.ts';
import { isoDate, roCrateMetadata, type CrateFile, type Skipped } from './crate.ts';
import type { ExportPlan, ExportReference, StoredFile } from './collect.ts';
import { EntryNames, METADATA_ENTRY, payloadEntryName } from './names.ts';
import type { ExportOptions } from './options.ts';

/**
 * Writes the export ZIP of a plan as a stream (yazl) and hands the bytes to a sink that keeps
 * them in memory only up to `inlineLimit`; past it (or at once when there is no limit) they go to
 * an object upload. Payloads are opened one at a time, in entry order, and streamed through
 * uncompressed (research payloads are mostly compressed already; storing keeps the CPU for the
 * transfer); the JSON documents are deflated. So neither the whole ZIP nor a whole payload is
 * ever held in memory, and a payload whose bytes are missing is skipped and recorded instead of
 * breaking the archive. `ro-crate-metadata.json` is the last entry, as upstream writes it.
 */
export type ExportBytes =
  | { readonly kind: 'inline'; readonly body: Buffer }
  | { readonly kind: 'stored'; readonly key: string; readonly size: number };

export interface ExportSinkOptions {
  /** Bytes kept in memory before spilling to the store; null spills at once. */
  readonly inlineLimit: number | null;
  /** Opens the object upload when the bytes must leave memory (may throw a problem). */
  readonly open: () => Promise<ObjectUpload>;
}

export interface BuildOptions {
  readonly options: ExportOptions;
  /** Records the selection in the metadata (a `/v2` body was sent). */
  readonly recordSelection: boolean;
  readonly now: Date;
}

export interface BuildResult {
  readonly bytes: ExportBytes;
  readonly entries: number;
  readonly payloads: number;
  readonly skipped: readonly Skipped[];
}

export async function buildExport(
  plan: ExportPlan,
  build: BuildOptions,
  sink: ExportSinkOptions,
): Promise<BuildResult> {
  const zip = new ZipFile();
  const output = zip.outputStream;
  if (!(output instanceof Readable)) throw new Error('yazl output is not a Node.js Readable');
  const abort = new AbortController();
  const producing = produce(zip, plan, build, abort.signal).catch((err: unknown) => {
    output.destroy(err instanceof Error ? err : new Error(String(err)));
    throw err;
  });
  const draining = drain(output, sink).catch((err: unknown) => {
    abort.abort(err);
    throw err;
  });
  const [made, drained] = await Promise.allSettled([producing, draining]);
  if (drained.status === 'rejected') throw drained.reason;
  if (made.status === 'rejected') throw made.reason;
  return { ...made.value, bytes: drained.value };
}

/** JSON documents keep int64 values exact (a timeseries reference's nanosecond start and end). */
const json = (v: unknown) => Buffer.from(`${stringifyInt64Json(v, 2)}\n`, 'utf8');

async function produce(
  zip: ZipFile,
  plan: ExportPlan,
  build: BuildOptions,
  signal: AbortSignal,
): Promise<Omit<BuildResult, 'bytes'>> {
  const { options, now } = build;
  const mtime = now;
  const names = new EntryNames();
  const files: CrateFile[] = [];
  const skipped: Skipped[] = [];
  let payloads = 0;
  const adapters = new Map<string, StorageAdapter | undefined>();
  const adapterFor = async (id: string) => {
    if (!adapters.has(id)) adapters.set(id, await adapterById(id));
    return adapters.get(id);
  };

  const addJson = (wanted: string, body: unknown, entity: Omit<CrateFile, 'id' | 'encodingFormat'>) => {
    const id = names.allocate(wanted);
    zip.addBuffer(json(body), id, { mtime, compress: true });
    files.push({ ...entity, id, encodingFormat: 'application/json' });
  };
  const stamped = (e: { createdBy: string; createdAt: string; updatedAt: string | null }) => ({
    author: e.createdBy || undefined,
    dateCreated: isoDate(e.createdAt),
    dateModified: isoDate(e.updatedAt),
  });

  const c = plan.collection;
  addJson(`${c.id}.json`, c, { name: c.name, ...stamped(c), additionalType: 'Collection', description: c.description });
  if (options.includePermissions) {
    if (plan.collectionPermissions)
      addJson(`${c.id}.permissions.json`, plan.collectionPermissions, {
        name: `${c.id}.permissions`,
        additionalType: 'Permissions',
      });
    else
      skipped.push({
        kind: 'Permissions',
        id: `Collection ${c.id}`,
        reason: 'reading permissions needs manage rights',
      });
  }

  // Containers: skipped ones are listed once with every file reference that named them.
  for (const container of plan.containers.values()) {
    if (container.readable) continue;
    const refs = plan.references.filter((r) => r.fileContainerId === container.id).map((r) => r.id);
    skipped.push({
      kind: 'FileContainer',
      id: String(container.id),
      fileReferenceIds: refs,
      reason: container.exists ? 'the caller may not read this file container' : 'the file container no longer exists',
    });
  }

  const jobs = payloadJobs(plan, options, skipped);
  const ahead = new ReadAhead(
    jobs.flatMap(([, list]) => list),
    READ_AHEAD,
    adapterFor,
  );
  const jobsOf = new Map(jobs);
  const addPayloads = async (ref: ExportReference) => {
    for (let n = jobsOf.get(ref.id)?.length ?? 0; n > 0; n--) {
      const { job, stream, problem } = await ahead.next();
      if (!stream) {
        skipped.push({ kind: 'File', id: job.file.oid, fileReferenceIds: [ref.id], reason: problem ?? 'unreadable' });
        continue;
      }
      const id = names.allocate(payloadEntryName(job.file.oid, job.file.filename));
      zip.addReadStream(stream, id, { mtime, compress: false });
      try {
        await finished(stream, { signal });
      } catch (err) {
        stream.destroy();
        throw err;
      }
      payloads++;
      files.push({
        id,
        name: job.file.filename,
        encodingFormat: job.file.contentType ?? undefined,
        contentSize: job.file.size ?? undefined,
      });
    }
  };
  signal.addEventListener('abort', () => ahead.close(), { once: true });

  /** A timeseries reference's points as `<refId>.timeseries.csv` (ROW layout), streamed chunk by chunk. */
  const addTimeseries = async (ref: ExportReference) => {
    if (ref.start === undefined || ref.end === undefined || ref.timeseriesContainerId === undefined) return;
    const opened = await plan.timeseriesCsv({
      timeseriesContainerId: ref.timeseriesContainerId,
      start: ref.start,
      end: ref.end,
      timeseries: ref.timeseries ?? [],
    });
    if ('problem' in opened) {
      skipped.push({
        kind: 'TimeseriesContainer',
        id: String(ref.timeseriesContainerId),
        timeseriesReferenceIds: [ref.id],
        reason: opened.problem,
      });
      return;
    }
    const name = `${ref.id}.timeseries.csv`;
    const id = names.allocate(name);
    const stream = Readable.from(opened.lines);
    let size = 0;
    stream.on('data', (chunk: string | Buffer) => (size += Buffer.byteLength(chunk)));
    zip.addReadStream(stream, id, { mtime, compress: true });
    try {
      await finished(stream, { signal });
    } catch (err) {
      stream.destroy();
      throw err;
    }
    payloads++;
    files.push({ id, name, encodingFormat: 'text/csv', contentSize: size });
  };

  /** A structured-data reference's documents as `<oid>.json` (the stored text); one named by several references is written once. */
  const writtenDocuments = new Set<string>();
  const addDocuments = async (ref: ExportReference) => {
    if (ref.structuredDataContainerId === undefined) return;
    const oids = (ref.structuredDataOids ?? []).filter(
      (o) => !writtenDocuments.has(`${ref.structuredDataContainerId}/${o}`),
    );
    if (oids.length === 0) return;
    const opened = await plan.structuredDocuments({
      structuredDataContainerId: ref.structuredDataContainerId,
      structuredDataOids: oids,
    });
    if ('problem' in opened) {
      skipped.push({
        kind: 'StructuredDataContainer',
        id: String(ref.structuredDataContainerId),
        structuredDataReferenceIds: [ref.id],
        reason: opened.problem,
      });
      return;
    }
    for await (const doc of opened.documents) {
      signal.throwIfAborted();
      if (doc.text === null) {
        skipped.push({
          kind: 'StructuredData',
          id: doc.oid,
          structuredDataReferenceIds: [ref.id],
          reason: 'the document no longer exists',
        });
        continue;
      }
      writtenDocuments.add(`${ref.structuredDataContainerId}/${doc.oid}`);
      const body = Buffer.from(doc.text, 'utf8');
      const id = names.allocate(`${doc.oid}.json`);
      zip.addBuffer(body, id, { mtime, compress: true });
      payloads++;
      files.push({ id, name: `${doc.oid}.json`, encodingFormat: 'application/json', contentSize: body.length });
    }
  };

  /** A spatial data reference's points as `<refId>.spatial.json`, what its `…/payload` answers. */
  const addSpatial = async (ref: ExportReference) => {
    if (ref.spatialDataContainerId === undefined) return;
    const opened = await plan.spatialPoints({ ...ref, spatialDataContainerId: ref.spatialDataContainerId });
    if ('problem' in opened) {
      skipped.push({
        kind: 'SpatialDataContainer',
        id: String(ref.spatialDataContainerId),
        spatialDataReferenceIds: [ref.id],
        reason: opened.problem,
      });
      return;
    }
    const body = Buffer.from(opened.text, 'utf8');
    const name = `${ref.id}.spatial.json`;
    const id = names.allocate(name);
    zip.addBuffer(body, id, { mtime, compress: true });
    payloads++;
    files.push({ id, name, encodingFormat: 'application/json', contentSize: body.length });
  };

  const byObject = groupBy(plan.references, (r) => r.dataObjectId);
  const journalByObject = groupBy(plan.labJournal, (l) => l.dataObjectId);
  for (const d of plan.dataObjects) {
    signal.throwIfAborted();
    addJson(`${d.id}.json`, d, {
      name: d.name,
      ...stamped(d),
      additionalType: 'DataObject',
      description: d.description,
    });
    for (const ref of byObject.get(d.id) ?? []) {
      addJson(`${ref.id}.json`, ref, { name: ref.name, ...stamped(ref), additionalType: ref.type });
      if (ref.type === 'FileReference') await addPayloads(ref);
      if (ref.type === 'TimeseriesReference' && options.payloads.timeseries) await addTimeseries(ref);
      if (ref.type === 'StructuredDataReference' && options.payloads.structuredData) await addDocuments(ref);
      if (ref.type === 'SpatialDataReference' && options.payloads.spatialData) await addSpatial(ref);
    }
    for (const entry of journalByObject.get(d.id) ?? []) {
      addJson(`${entry.id}.json`, entry, {
        name: `LabJournalEntry ${entry.id}`,
        ...stamped(entry),
        additionalType: 'LabJournalEntry',
      });
    }
  }

  if (options.includePermissions) {
    for (const container of plan.containers.values()) {
      if (!container.readable) continue;
      if (container.permissions) {
        addJson(`${container.id}.permissions.json`, container.permissions, {
          name: `${container.id}.permissions`,
          additionalType: 'Permissions',
        });
      } else {
        skipped.push({
          kind: 'Permissions',
          id: `FileContainer ${container.id}`,
          reason: 'reading permissions needs manage rights',
        });
      }
    }
  }

  const metadata = roCrateMetadata({
    collection: { name: c.name, appId: c.appId },
    datePublished: now.toISOString(),
    files,
    people: plan.people,
    skipped,
    selection: build.recordSelection ? options : undefined,
  });
  zip.addBuffer(json(metadata), METADATA_ENTRY, { mtime, compress: true });
  zip.end();
  return { entries: files.length + 1, payloads, skipped };
}

/** How many payloads are opened ahead of the one being written (latency hiding for small files). */
const READ_AHEAD = 8;

interface PayloadJob {
  readonly ref: ExportReference;
  readonly file: StoredFile;
}

/**
 * The payloads to write, per file reference, in entry order: each readable file once (the first
 * reference naming it writes it), oids the container no longer holds recorded as skipped.
 */
function payloadJobs(plan: ExportPlan, options: ExportOptions, skipped: Skipped[]): [number, PayloadJob[]][] {
  if (!options.payloads.files) return [];
  const seen = new Set<string>();
  const out: [number, PayloadJob[]][] = [];
  const refs = new Map(plan.references.map((r) => [r.id, r]));
  const order = plan.dataObjects.flatMap((d) =>
    plan.references.filter((r) => r.dataObjectId === d.id).map((r) => r.id),
  );
  for (const refId of order) {
    const ref = refs.get(refId);
    if (ref?.type !== 'FileReference' || ref.fileContainerId === undefined) continue;
    const container = plan.containers.get(ref.fileContainerId);
    if (!container?.readable) continue;
    const list: PayloadJob[] = [];
    for (const oid of ref.fileOids ?? []) {
      const file = container.files.get(oid);
      if (!file) {
        skipped.push({
          kind: 'File',
          id: oid,
          fileReferenceIds: [ref.id],
          reason: `file container ${container.id} holds no file ${oid}`,
        });
        continue;
      }
      const key = `${container.id}/${oid}`;
      if (seen.has(key)) continue;
      seen.add(key);
      list.push({ ref, file });
    }
    out.push([ref.id, list]);
  }
  return out;
}

interface Opened {
  readonly job: PayloadJob;
  readonly stream?: Readable;
  readonly problem?: string;
}

/**
 * Opens payload streams up to `depth` ahead of the one being consumed, in order. Each opened
 * stream is primed (`read(0)`), so its first chunk is fetched while earlier entries are written:
 * memory stays bounded by `depth` chunks, and small files no longer cost one round trip each.
 */
class ReadAhead {
  private readonly pending: Promise<Opened>[] = [];
  private nextJob = 0;
  private closed = false;

  constructor(
    private readonly jobs: readonly PayloadJob[],
    private readonly depth: number,
    private readonly adapterFor: (id: string) => Promise<StorageAdapter | undefined>,
  ) {
    this.fill();
  }

  async next(): Promise<Opened> {
    const head = this.pending.shift();
    if (!head) throw new Error('no payload left to open');
    this.fill();
    return head;
  }

  /** Destroys every stream opened but not consumed. */
  close(): void {
    this.closed = true;
    for (const p of this.pending.splice(0))
      void p.then(
        (o) => o.stream?.destroy(),
        () => undefined,
      );
  }

  private fill(): void {
    while (!this.closed && this.pending.length < this.depth && this.nextJob < this.jobs.length) {
      const job = this.jobs[this.nextJob++];
      if (!job) break;
      const opening = this.open(job);
      opening.catch(() => undefined); // awaited in order by next()
      this.pending.push(opening);
    }
  }

  private async open(job: PayloadJob): Promise<Opened> {
    const adapter = await this.adapterFor(job.file.providerId);
    if (!adapter) return { job, problem: `storage adapter "${job.file.providerId}" is not available` };
    try {
      const stream = await adapter.get(job.file.locator);
      stream.read(0);
      return { job, stream };
    } catch (err) {
      if (err instanceof ProblemError && err.status === 404) return { job, problem: 'the stored bytes are missing' };
      throw err;
    }
  }
}

function groupBy<T>(xs: readonly T[], key: (x: T) => number): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const x of xs) {
    const k = key(x);
    const list = m.get(k);
    if (list) list.push(x);
    else m.set(k, [x]);
  }
  return m;
}

/** Keeps the ZIP in memory up to the limit, then streams it (buffered part first) into an upload. */
async function drain(output: Readable, sink: ExportSinkOptions): Promise<ExportBytes> {
  let buffered: Buffer[] = [];
  let size = 0;
  let upload: ObjectUpload | undefined;
  const write = async (u: ObjectUpload, chunk: Buffer) => {
    if (u.body.write(chunk)) return;
    await Promise.race([
      once(u.body, 'drain'),
      u.done.then(() => Promise.reject(new Error('the export upload ended before the archive did'))),
    ]);
  };
  try {
    for await (const chunk of output) {
      const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += b.length;
      if (upload) {
        await write(upload, b);
        continue;
      }
      buffered.push(b);
      if (sink.inlineLimit === null || size > sink.inlineLimit) {
        upload = await sink.open();
        for (const x of buffered) await write(upload, x);
        buffered = [];
      }
    }
    if (!upload) return { kind: 'inline', body: Buffer.concat(buffered, size) };
    upload.body.end();
    await upload.done;
    return { kind: 'stored', key: upload.key, size };
  } catch (err) {
    await upload?.abort();
    throw err;
  }
}
