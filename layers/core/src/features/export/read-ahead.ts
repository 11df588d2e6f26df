import type { Readable } from 'node:stream';
import { ProblemError } from '../../kernel/problem.ts';
import type { StorageAdapter } from '../../platform/plugins/types.ts';
import type { ExportPlan, ExportReference, StoredFile } from './collect.ts';
import type { Skipped } from './crate.ts';
import type { ExportOptions } from './options.ts';

/** How many payloads are opened ahead of the one being written (latency hiding for small files). */
export const READ_AHEAD = 8;

export interface PayloadJob {
  readonly ref: ExportReference;
  readonly file: StoredFile;
}

/**
 * The payloads to write, per file reference, in entry order: each readable file once (the first
 * reference naming it writes it), oids the container no longer holds recorded as skipped.
 */
export function payloadJobs(plan: ExportPlan, options: ExportOptions, skipped: Skipped[]): [number, PayloadJob[]][] {
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

export interface Opened {
  readonly job: PayloadJob;
  readonly stream?: Readable;
  readonly problem?: string;
}

/**
 * Opens payload streams up to `depth` ahead of the one being consumed, in order. Each opened
 * stream is primed (`read(0)`), so its first chunk is fetched while earlier entries are written:
 * memory stays bounded by `depth` chunks, and small files no longer cost one round trip each.
 */
export class ReadAhead {
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
