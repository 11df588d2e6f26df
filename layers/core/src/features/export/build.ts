import { once } from 'node:events';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ObjectUpload } from '../../platform/storage/s3.ts';
import { isoDate, roCrateMetadata, type Skipped } from './crate.ts';
import type { ExportPlan } from './collect.ts';
import { ExportEntries } from './entries.ts';
import type { ExportOptions } from './options.ts';
import { payloadWriters } from './payload-writers.ts';

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

/**
 * The entries in upstream's order: the Collection's document (and permissions), then per
 * DataObject its document, each reference's document followed by the payload its kind's writer
 * adds, and its lab journal entries; the file containers' permissions; the metadata last.
 */
async function produce(
  zip: ZipFile,
  plan: ExportPlan,
  build: BuildOptions,
  signal: AbortSignal,
): Promise<Omit<BuildResult, 'bytes'>> {
  const { options, now } = build;
  const out = new ExportEntries(zip, now, signal);
  writeCollection(out, plan, options);
  skipUnreadableContainers(out, plan);
  const writers = payloadWriters(out, plan, options);
  const byObject = groupBy(plan.references, (r) => r.dataObjectId);
  const journalByObject = groupBy(plan.labJournal, (l) => l.dataObjectId);
  for (const d of plan.dataObjects) {
    signal.throwIfAborted();
    out.addJson(`${d.id}.json`, d, {
      name: d.name,
      ...stamped(d),
      additionalType: 'DataObject',
      description: d.description,
    });
    for (const ref of byObject.get(d.id) ?? []) {
      out.addJson(`${ref.id}.json`, ref, { name: ref.name, ...stamped(ref), additionalType: ref.type });
      await writers[ref.type]?.(ref);
    }
    for (const entry of journalByObject.get(d.id) ?? []) {
      out.addJson(`${entry.id}.json`, entry, {
        name: `LabJournalEntry ${entry.id}`,
        ...stamped(entry),
        additionalType: 'LabJournalEntry',
      });
    }
  }
  if (options.includePermissions) writeContainerPermissions(out, plan);
  const c = plan.collection;
  out.finish(
    roCrateMetadata({
      collection: { name: c.name, appId: c.appId },
      datePublished: now.toISOString(),
      files: out.files,
      people: plan.people,
      skipped: out.skipped,
      selection: build.recordSelection ? options : undefined,
    }),
  );
  return { entries: out.files.length + 1, payloads: out.payloads, skipped: out.skipped };
}

const stamped = (e: { createdBy: string; createdAt: string; updatedAt: string | null }) => ({
  author: e.createdBy || undefined,
  dateCreated: isoDate(e.createdAt),
  dateModified: isoDate(e.updatedAt),
});

const readingPermissions = 'reading permissions needs manage rights';

/** The Collection's document and, when permissions are included, its ACL (or why it is missing). */
function writeCollection(out: ExportEntries, plan: ExportPlan, options: ExportOptions): void {
  const c = plan.collection;
  out.addJson(`${c.id}.json`, c, {
    name: c.name,
    ...stamped(c),
    additionalType: 'Collection',
    description: c.description,
  });
  if (!options.includePermissions) return;
  if (plan.collectionPermissions)
    out.addJson(`${c.id}.permissions.json`, plan.collectionPermissions, {
      name: `${c.id}.permissions`,
      additionalType: 'Permissions',
    });
  else out.skip({ kind: 'Permissions', id: `Collection ${c.id}`, reason: readingPermissions });
}

/** File containers the caller may not read (or that are gone), each listed once with every file reference naming it. */
function skipUnreadableContainers(out: ExportEntries, plan: ExportPlan): void {
  for (const container of plan.containers.values()) {
    if (container.readable) continue;
    const refs = plan.references.filter((r) => r.fileContainerId === container.id).map((r) => r.id);
    out.skip({
      kind: 'FileContainer',
      id: String(container.id),
      fileReferenceIds: refs,
      reason: container.exists ? 'the caller may not read this file container' : 'the file container no longer exists',
    });
  }
}

/** The ACL of every readable file container (skipped where the caller may not manage it). */
function writeContainerPermissions(out: ExportEntries, plan: ExportPlan): void {
  for (const container of plan.containers.values()) {
    if (!container.readable) continue;
    if (container.permissions) {
      out.addJson(`${container.id}.permissions.json`, container.permissions, {
        name: `${container.id}.permissions`,
        additionalType: 'Permissions',
      });
    } else {
      out.skip({ kind: 'Permissions', id: `FileContainer ${container.id}`, reason: readingPermissions });
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
