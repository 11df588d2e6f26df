import { badRequest } from '../../kernel/problem.ts';
import {
  contains,
  distanceSquared,
  meetsConditions,
  regionOf,
  type Condition,
  type GeometryFilter,
  type KnnFilter,
} from './filters.ts';
import { boxRanges, pointKey, type Vec3 } from './spatial-key.ts';
import { ALL_POINTS, keyRange, timeRange, type ContainerMeta, type SpatialStore, type StoredPoint } from './store.ts';

/**
 * A spatial read: every filter must hold (upstream ANDs them in one SQL WHERE). The geometry
 * filter picks the key ranges to read, else a time window the time index's range, else the read
 * walks the container (at most MAX_WALK points); every filter is then checked on each point read. K nearest neighbours are the k nearest of the points that pass the other
 * filters, nearest first (ties by point id), cut to `limit`.
 */
export interface PointQuery {
  readonly geometry?: GeometryFilter | undefined;
  readonly metadata?: Readonly<Record<string, unknown>> | undefined;
  readonly conditions?: readonly Condition[] | undefined;
  readonly start?: bigint | undefined;
  readonly end?: bigint | undefined;
  readonly limit?: number | undefined;
  readonly skip?: number | undefined;
}

/** The most points one answer carries, and the JSON it may fill (Lambda answers at most 6 MB). */
export const MAX_LIMIT = 10_000;
export const ANSWER_BYTES = 5 * 1024 * 1024;
/** The octree refinement budget of one box read (about 30 key ranges after merging; each one Query, eight at a time). */
export const MAX_RANGES = 128;
/** The most points a read without a geometry filter or time window walks (metadata and measurement filters have no index). */
export const MAX_WALK = 200_000;
/** A nearest-neighbour step that finds more matches than this in its box shrinks the box instead. */
const knnCap = (k: number) => Math.max(16 * k, 1024);
const MAX_KNN_STEPS = 40;
const WITHIN_SLACK = 1 + 1e-12;
const BOX_PAD = 1e-9;
const UNCAPPED_AFTER = 30;

const tooMany = (what: string) =>
  badRequest(`${what}; set limit (at most ${MAX_LIMIT}) or narrow the filters.`, {
    violations: [{ field: 'limit', message: what }],
  });

function passes(q: PointQuery): (p: StoredPoint) => boolean {
  return (p) =>
    (q.start === undefined || p.timestamp >= q.start) &&
    (q.end === undefined || p.timestamp <= q.end) &&
    (q.skip === undefined || q.skip <= 1 || p.id % q.skip === 0) &&
    (q.metadata === undefined || contains(p.metadata, q.metadata)) &&
    (q.conditions === undefined || meetsConditions(p.measurements, q.conditions));
}

const byTimeThenId = (a: StoredPoint, b: StoredPoint) =>
  a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : a.id - b.id;

/**
 * The matching points. Without `limit`, more than MAX_LIMIT matches (or more than ANSWER_BYTES of
 * them) is a 400: the read stops at the first point too many, so its cost stays bounded.
 */
export async function queryPoints(store: SpatialStore, containerId: number, q: PointQuery): Promise<StoredPoint[]> {
  if (q.limit === 0) return [];
  const meta = await store.meta(containerId);
  if (!meta || meta.count === 0) return [];
  const limit = q.limit ?? MAX_LIMIT;
  const ok = passes(q);
  const g = q.geometry;
  if (g?.type === 'K_NEAREST_NEIGHBOR') return (await nearest(store, containerId, meta, g, ok)).slice(0, limit);

  const region = g ? regionOf(g) : undefined;
  const byTime = !region && (q.start !== undefined || q.end !== undefined);
  const ranges = region
    ? boxRanges(region.box, meta.grid, MAX_RANGES).map((r) => keyRange(r.lo, r.hi))
    : byTime
      ? [timeRange(q.start, q.end)]
      : [ALL_POINTS];
  const walks = !region && !byTime;
  const want = q.limit === undefined ? limit + 1 : limit;
  const out: StoredPoint[] = [];
  let bytes = 0;
  let walked = 0;
  await store.scan(
    containerId,
    meta,
    ranges,
    (p) => {
      if (walks && ++walked > MAX_WALK) return false;
      if (region && !region.contains(p)) return true;
      if (!ok(p)) return true;
      out.push(p);
      bytes += p.size + 64;
      return out.length < want && bytes <= ANSWER_BYTES;
    },
    { byTime },
  );
  if (walked > MAX_WALK) {
    throw badRequest(
      `Without a geometryFilter or a startTime/endTime window a read walks the container's points, and this one walked ${MAX_WALK} without filling its answer; add a geometryFilter or a time window.`,
      {
        violations: [
          {
            field: 'geometryFilter',
            message: `needed: the other filters matched too few of the first ${MAX_WALK} points`,
          },
        ],
      },
    );
  }
  if (out.length > limit) throw tooMany(`More than ${MAX_LIMIT} points match`);
  if (bytes > ANSWER_BYTES) throw tooMany(`The matching points fill more than ${ANSWER_BYTES} bytes`);
  return out.sort(byTimeThenId);
}

interface Ranked {
  readonly p: StoredPoint;
  readonly d2: number;
}
const byDistance = (a: Ranked, b: Ranked) => a.d2 - b.d2 || a.p.id - b.p.id;

/**
 * Exact k nearest neighbours. Every point within distance r of the target lies in the box
 * [target ± r], so once that box holds at least k matches within r, they include the k nearest.
 * The first radius is the k-th smallest distance among the matches next to the target's key
 * (which the box is then certain to satisfy); a box with more than knnCap(k) matches is shrunk, one
 * with too few within r grown, bisecting between the two; once a box has read every point of the
 * container the answer is exact whatever r is.
 */
async function nearest(
  store: SpatialStore,
  containerId: number,
  meta: ContainerMeta,
  g: KnnFilter,
  ok: (p: StoredPoint) => boolean,
): Promise<StoredPoint[]> {
  const target: Vec3 = { x: g.x, y: g.y, z: g.z };
  const rank = (p: StoredPoint): Ranked => ({ p, d2: distanceSquared(p, target) });
  const probe = (await store.around(containerId, meta, pointKey(target, meta.grid), 2 * g.k + 16)).map(rank);
  const probeMatches = probe.filter((r) => ok(r.p)).sort(byDistance);
  const bound = probeMatches.length >= g.k ? Math.sqrt(probeMatches[g.k - 1]!.d2) : Infinity;
  const farthest = probe.reduce((m, r) => Math.max(m, Math.sqrt(r.d2)), 0);

  let r = Number.isFinite(bound) ? bound : Math.max(farthest * 2, Number.MIN_VALUE);
  let lo = -1;
  let over = Infinity;
  for (let step = 0; step < MAX_KNN_STEPS; step++) {
    const cap = step >= UNCAPPED_AFTER ? Infinity : knnCap(g.k);
    const found = await ballCandidates(store, containerId, meta, target, r, ok, cap);
    if (found === 'overflow') {
      over = r;
      r = lo >= 0 ? (lo + r) / 2 : r / 4;
      continue;
    }
    const ranked = found.matches.map(rank).sort(byDistance);
    // Rounding: r may be the square root of a probe's squared distance; the box read was padded for this.
    const within = ranked.filter((x) => x.d2 <= r * r * WITHIN_SLACK);
    if (within.length >= g.k || found.complete) return (found.complete ? ranked : within).slice(0, g.k).map((x) => x.p);
    lo = r;
    const grown = Number.isFinite(over) ? (r + over) / 2 : r * 2;
    r = Math.min(grown, bound);
    if (!Number.isFinite(r) || r > 1e300) r = Infinity;
  }
  // Not reached in practice: the uncapped steps end as soon as a box holds k matches.
  const all = await ballCandidates(store, containerId, meta, target, Infinity, ok, Infinity);
  return all === 'overflow'
    ? []
    : all.matches
        .map(rank)
        .sort(byDistance)
        .slice(0, g.k)
        .map((x) => x.p);
}

async function ballCandidates(
  store: SpatialStore,
  containerId: number,
  meta: ContainerMeta,
  c: Vec3,
  r: number,
  ok: (p: StoredPoint) => boolean,
  cap: number,
): Promise<{ matches: StoredPoint[]; complete: boolean } | 'overflow'> {
  // Padded so that every point counted as within r (with WITHIN_SLACK) lies in the box read.
  const pad = r * BOX_PAD + Math.max(Math.abs(c.x), Math.abs(c.y), Math.abs(c.z)) * 1e-12;
  const h = r + pad;
  const box = { min: { x: c.x - h, y: c.y - h, z: c.z - h }, max: { x: c.x + h, y: c.y + h, z: c.z + h } };
  const ranges = Number.isFinite(r)
    ? boxRanges(box, meta.grid, MAX_RANGES).map((k) => keyRange(k.lo, k.hi))
    : [ALL_POINTS];
  const matches: StoredPoint[] = [];
  let overflow = false;
  // Matches outside the box are kept too: when the ranges turn out to hold the whole container they are candidates.
  const read = await store.scan(containerId, meta, ranges, (p) => {
    if (!ok(p)) return true;
    matches.push(p);
    overflow = matches.length > cap;
    return !overflow;
  });
  if (overflow) return 'overflow';
  return { matches, complete: !Number.isFinite(r) || read >= meta.count };
}
