import * as z from 'zod';
import { config } from '../../platform/config/load.ts';
import type { Scope } from '../references/references.ts';
import { store, writePoints, type PointInput } from '../spatial/payload.ts';
import { MAX_LIMIT } from '../spatial/query.ts';
import { createSpatialDataReference } from '../spatial/references.ts';
import { spatialDataReferenceWrite } from '../spatial/wire.ts';
import { ensureImportedContainer } from './copy-containers.ts';
import type { TimeseriesContext } from './copy-timeseries.ts';
import * as s from './source.ts';
import { mapped, readProgress, recordMapping, saveProgress } from './store.ts';

/**
 * Spatial data references, their containers and ALL the points of each container (not only what
 * the reference's filters select: the copy answers the same reads as the source). Points are read
 * in timestamp order through a time window from 0 (a read without one walks the container in key
 * order), MAX_LIMIT at a time (halved while the source refuses the answer's size), each page
 * starting at the last page's last timestamp; the points of that timestamp already written are
 * skipped (within one timestamp the source orders by point id). The legacy read takes no negative
 * startTime, so points before 1970 are not reached.
 *
 * A container's copy may span invocations: after each page its cursor (the next page's start
 * timestamp, how many points of that timestamp and how many in all are written) is saved in the
 * job's id map, and a page starts only while the worker has time left (else OutOfTime: the step
 * hands over and the next message resumes at the cursor). A worker may die after writing a page
 * and before saving the cursor: a resumed copy first truncates the target at the cursor (the
 * points from its timestamp on, but the ones of that timestamp it counts), so no point is written
 * twice and none is lost. The container's id-map entry, with the number of points, is written
 * after the last page; the container and its points are counted then (the counts of a step that
 * handed over are dropped with it).
 */
const legacyId = z.union([z.bigint(), z.number().int()]).transform(Number);
const srcSpatialReference = z.object({ id: legacyId, name: z.string(), spatialDataContainerId: legacyId });
const srcPoints = z.array(
  z.object({
    timestamp: z.union([z.bigint(), z.number().int()]).transform((v) => BigInt(v)),
    x: z.union([z.bigint(), z.number()]).transform(Number),
    y: z.union([z.bigint(), z.number()]).transform(Number),
    z: z.union([z.bigint(), z.number()]).transform(Number),
    measurements: z.record(z.string(), z.unknown()).nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
);
/** Filters hold plain JSON numbers (the int64 reader makes integers bigints; only the times stay exact). */
const plain = (v: unknown): unknown =>
  typeof v === 'bigint'
    ? Number(v)
    : Array.isArray(v)
      ? v.map(plain)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]))
        : v;

/** undefined (with the reason recorded) when spatial data is off on this instance. */
export async function copySpatialDataReference(
  ctx: TimeseriesContext,
  detail: Record<string, unknown>,
  scope: Scope,
  appId: string,
): Promise<number | undefined> {
  const ref = srcSpatialReference.parse(detail);
  if (!config()['svc.spatial-data.enabled']) {
    ctx.tally.error(
      `SpatialDataReference ${ref.id}: spatial data is switched off on this instance (svc.spatial-data.enabled)`,
    );
    return undefined;
  }
  const container = await ensureImportedContainer(ctx, 'SpatialDataContainer', ref.spatialDataContainerId, {
    count: false,
  });
  const key = `sppoints#${ref.spatialDataContainerId}`;
  const running =
    (ctx.inflight.get(key) as Promise<void> | undefined) ?? copyPoints(ctx, ref.spatialDataContainerId, container);
  ctx.inflight.set(key, running);
  await running;
  const { startTime, endTime, limit, skip, geometryFilter, measurementsFilter, metadataFilter } = detail;
  const input = spatialDataReferenceWrite.parse({
    name: ref.name,
    spatialDataContainerId: container,
    geometryFilter: plain(geometryFilter),
    measurementsFilter: plain(measurementsFilter),
    metadataFilter: metadataFilter ?? null,
    startTime: startTime ?? null,
    endTime: endTime ?? null,
    limit: plain(limit) ?? null,
    skip: plain(skip) ?? null,
  });
  return (await createSpatialDataReference(ctx.principal, scope, input, { appId })).id;
}

/** The step ran out of time inside a container's copy: it hands over, the next message resumes at the saved cursor. */
export class OutOfTime extends Error {}

/** Where a container's copy stands: the next page starts at `start`, where `seenAtStart` points are written already; `written` in all. */
export interface PointsCursor {
  readonly start: bigint;
  readonly seenAtStart: number;
  readonly written: number;
}
export const FIRST_CURSOR: PointsCursor = { start: 0n, seenAtStart: 0, written: 0 };

const cursorValues = (c: PointsCursor) => ({
  start: String(c.start),
  seenAtStart: String(c.seenAtStart),
  written: String(c.written),
});
const cursorOf = (v: Readonly<Record<string, string>>): PointsCursor => ({
  start: BigInt(v['start'] ?? '0'),
  seenAtStart: Number(v['seenAtStart'] ?? '0'),
  written: Number(v['written'] ?? '0'),
});

/**
 * A page read at `cursor` (asked for `size` points; its timestamps in order): the index of its
 * first point not yet written, the cursor after it, and whether the container goes on (`more`),
 * has ended (`done`, a short page), or cannot go on (`stuck`: a full page of the cursor's own
 * timestamp, of which no further point can be asked for).
 */
export function advance(
  cursor: PointsCursor,
  timestamps: readonly bigint[],
  size: number,
): { from: number; next: PointsCursor; end: 'more' | 'done' | 'stuck' } {
  const from = Math.min(cursor.seenAtStart, timestamps.length);
  const written = cursor.written + timestamps.length - from;
  const last = timestamps.at(-1);
  if (timestamps.length < size || last === undefined)
    return { from, next: { start: cursor.start, seenAtStart: cursor.seenAtStart, written }, end: 'done' };
  const atLast = timestamps.filter((t) => t === last).length;
  if (last === cursor.start && atLast <= cursor.seenAtStart)
    return { from, next: { start: cursor.start, seenAtStart: cursor.seenAtStart, written }, end: 'stuck' };
  return { from, next: { start: last, seenAtStart: atLast, written }, end: 'more' };
}

async function copyPoints(ctx: TimeseriesContext, sourceId: number, target: number): Promise<void> {
  // Copied already (this job, an earlier step or run): counted then, as timeseries windows are.
  if (await mapped(ctx.jobId, 'sppoints', sourceId)) return;
  const saved = await readProgress(ctx.jobId, 'sppoints', sourceId);
  let cursor = saved ? cursorOf(saved) : FIRST_CURSOR;
  // What a worker that died wrote after its last saved cursor goes first (nothing on a fresh copy).
  await store().truncateFrom(target, cursor.start, cursor.seenAtStart);
  let size = MAX_LIMIT;
  for (let pages = 0; ; pages++) {
    // At least one page per call, so even a worker short of time gets on.
    if (pages > 0 && ctx.timeIsShort?.())
      throw new OutOfTime(`spatial data container ${sourceId}: ${cursor.written} points copied, handed over`);
    const path = `/spatialDataContainers/${sourceId}/payload?startTime=${cursor.start}&limit=${size}`;
    let page: z.output<typeof srcPoints>;
    try {
      page = await ctx.src.json(path, srcPoints, { int64: true });
    } catch (err) {
      // An answer too large in bytes (svc answers at most 5 MB of points: a 400 naming limit) is asked again in half.
      if (err instanceof s.SourceError && err.status === 400 && /limit/.test(err.body) && size > 1) {
        size = Math.ceil(size / 2);
        continue;
      }
      throw err;
    }
    const step = advance(
      cursor,
      page.map((p) => p.timestamp),
      size,
    );
    const fresh: PointInput[] = page.slice(step.from).map((p) => ({
      timestamp: p.timestamp,
      x: p.x,
      y: p.y,
      z: p.z,
      measurements: p.measurements ?? {},
      metadata: p.metadata ?? {},
    }));
    if (fresh.length > 0) await writePoints(ctx.principal, target, fresh);
    if (step.end === 'stuck')
      ctx.tally.error(
        `spatial data container ${sourceId}: more than ${size} points share timestamp ${cursor.start}; the points after them were not copied`,
      );
    cursor = step.next;
    if (step.end !== 'more') break;
    await saveProgress(ctx.jobId, 'sppoints', sourceId, cursorValues(cursor));
  }
  // The container and its points are counted once it is complete: the counts of a step that handed over are dropped.
  ctx.tally.add('spatialDataContainers', 'total');
  ctx.tally.add('spatialDataContainers', 'done');
  ctx.tally.add('spatialPoints', 'total', cursor.written);
  ctx.tally.add('spatialPoints', 'done', cursor.written);
  await recordMapping(ctx.jobId, 'sppoints', sourceId, cursor.written);
}
