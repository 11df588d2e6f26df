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
import { mapped, recordMapping } from './store.ts';

/**
 * Spatial data references, their containers and ALL the points of each container (not only what
 * the reference's filters select: the copy answers the same reads as the source). Points are read
 * in timestamp order through a time window from 0 (a read without one walks the container in key
 * order), MAX_LIMIT at a time (halved while the source refuses the answer's size), each page
 * starting at the last page's last timestamp; the points of that timestamp already written are
 * skipped (within one timestamp the source orders by point id). The legacy read takes no negative
 * startTime, so points before 1970 are not reached. A container's points are copied once per job within one step: its
 * id-map entry is written after the last point; a copy begun by a worker that died is first
 * cleared on the target, then done again, so no point is written twice.
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
  const container = await ensureImportedContainer(ctx, 'SpatialDataContainer', ref.spatialDataContainerId);
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

async function copyPoints(ctx: TimeseriesContext, sourceId: number, target: number): Promise<void> {
  // Copied already (this job, an earlier step or run): counted then, as timeseries windows are.
  if (await mapped(ctx.jobId, 'sppoints', sourceId)) return;
  // A copy begun before (its worker died midway): what it wrote goes first.
  if (await mapped(ctx.jobId, 'sppoints-begun', sourceId)) {
    for (let step = await store().purgeStep(target, 500); !step.done; step = await store().purgeStep(target, 500));
  } else await recordMapping(ctx.jobId, 'sppoints-begun', sourceId, target);
  let start = 0n;
  let size = MAX_LIMIT;
  let written = 0;
  // How many points of timestamp `start` the previous page wrote.
  let seenAtStart = 0;
  for (;;) {
    const path = `/spatialDataContainers/${sourceId}/payload?startTime=${start}&limit=${size}`;
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
    const fresh: PointInput[] = page.slice(seenAtStart).map((p) => ({
      timestamp: p.timestamp,
      x: p.x,
      y: p.y,
      z: p.z,
      measurements: p.measurements ?? {},
      metadata: p.metadata ?? {},
    }));
    if (fresh.length > 0) await writePoints(ctx.principal, target, fresh);
    written += fresh.length;
    ctx.tally.add('spatialPoints', 'total', fresh.length);
    ctx.tally.add('spatialPoints', 'done', fresh.length);
    const last = page.at(-1)?.timestamp;
    if (page.length < size || last === undefined) break;
    const atLast = page.filter((p) => p.timestamp === last).length;
    if (last === start && atLast <= seenAtStart) {
      ctx.tally.error(
        `spatial data container ${sourceId}: more than ${size} points share timestamp ${last}; the points after them were not copied`,
      );
      break;
    }
    seenAtStart = atLast;
    start = last;
  }
  await recordMapping(ctx.jobId, 'sppoints', sourceId, written);
}
