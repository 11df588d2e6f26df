import {
  asNs,
  type ChannelNames,
  type CountLayer,
  channelParams,
  DISCOVERY_BUCKETS,
  discoveryStep,
  groupByFor,
  INT64_MAX,
  rollupAligned,
  MAX_RAW_POINTS,
  type Plan,
  type Window,
} from '../logic/timeseries-plot.ts';
import { unwrapBody } from './client.ts';
import { api } from './instance.ts';
import { ApiError } from './problems.ts';
import type { paths } from './schema.d.ts';

/**
 * The timeseries calls of the console: the legacy shelf, and `/v2` buckets for the plot (several
 * functions over the same buckets in one read).
 */
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type ContainerPath = '/svc/api/timeseriesContainers/{timeseriesContainerId}';

export type TimeseriesContainer = JsonOf<paths[ContainerPath]['get']['responses'][200]>;
export type Channel = JsonOf<paths[`${ContainerPath}/timeseries`]['get']['responses'][200]>[number];
type Fn = NonNullable<paths[`${ContainerPath}/payload`]['get']['parameters']['query']['function']>;

/** A point as plotted: exact time, value as a double (display only; Integer values beyond 2^53 round). */
export interface PlotPoint {
  t: bigint;
  v: number | null;
}

const toNumber = (v: unknown): number | null =>
  typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : typeof v === 'boolean' ? Number(v) : null;

/** The points (raw, or one aggregate's buckets) of one channel over [start, end]. */
export async function fetchPoints(
  containerId: string,
  ch: ChannelNames,
  w: Window,
  agg?: { fn: Fn; groupBy: bigint; fill?: 'NONE' | 'NULL' },
): Promise<PlotPoint[]> {
  const query = {
    ...channelParams(ch),
    start: w.start.toString(),
    end: w.end.toString(),
    ...(agg
      ? { function: agg.fn, group_by: agg.groupBy.toString(), ...(agg.fill ? { fill_option: agg.fill } : {}) }
      : {}),
  };
  const body = await unwrapBody(
    api().GET('/svc/api/timeseriesContainers/{timeseriesContainerId}/payload', {
      params: { path: { timeseriesContainerId: containerId }, query },
    }),
  );
  return body.points.map((p) => ({ t: asNs(p.timestamp), v: toNumber(p.value) }));
}

/** What one window of one channel drew. */
export type WindowData =
  | { kind: 'raw'; window: Window; points: PlotPoint[] }
  | {
      kind: 'buckets';
      window: Window;
      groupBy: bigint;
      min: PlotPoint[];
      max: PlotPoint[];
      mean: PlotPoint[];
      counts: CountLayer;
    };

/** The functions of one bucketed window, asked together: an envelope (MIN, MAX), a line (MEAN) and the counts. */
const WINDOW_FUNCTIONS = 'COUNT,MIN,MAX,MEAN';

/**
 * One window of one channel as planned: raw points (legacy payload), or COUNT, MIN, MAX and MEAN
 * over the same buckets in one request (`/v2` buckets: the server reads the summaries once). A
 * raw request the server refuses as too long (400 naming `end`: the estimate was short, e.g. in
 * live mode) is asked again as buckets of `fallbackBuckets`.
 */
export async function fetchWindow(
  container: { id: string; appId: string },
  ch: Channel,
  w: Window,
  plan: Plan,
  fallbackBuckets: number,
): Promise<WindowData> {
  const containerId = container.id;
  if (plan.kind === 'raw') {
    try {
      return { kind: 'raw', window: w, points: await fetchPoints(containerId, ch, w) };
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 400) throw e;
      plan = { kind: 'buckets', groupBy: groupByFor(w, fallbackBuckets), buckets: fallbackBuckets };
    }
  }
  const groupBy = plan.groupBy;
  const body = await unwrapBody(
    api().GET('/v2/timeseries-containers/{containerAppId}/timeseries/{timeseriesId}/buckets', {
      params: {
        path: { containerAppId: container.appId, timeseriesId: String(ch.id) },
        query: {
          start: w.start.toString(),
          end: w.end.toString(),
          groupBy: groupBy.toString(),
          functions: WINDOW_FUNCTIONS,
        },
      },
    }),
  );
  const series = (fn: 'MIN' | 'MAX' | 'MEAN') =>
    body.buckets.map((b) => ({ t: asNs(b.timestamp), v: toNumber(b[fn]) }));
  return {
    kind: 'buckets',
    window: w,
    groupBy,
    min: series('MIN'),
    max: series('MAX'),
    mean: series('MEAN'),
    counts: {
      covered: w,
      width: groupBy,
      buckets: body.buckets.map((b) => ({ start: asNs(b.timestamp), count: toNumber(b.COUNT) ?? 0 })),
    },
  };
}

/** A channel's extent (first and last point), its point count and the finest COUNT layer seen. */
export interface ChannelExtent {
  extent: Window;
  /** True when the ends are the first and last points' timestamps (else bucket borders around them). */
  exact: boolean;
  count: number;
  layer: CountLayer;
}

type Bucket = { start: bigint; count: number };

async function countBuckets(containerId: string, ch: ChannelNames, w: Window, g: bigint): Promise<Bucket[]> {
  const pts = await fetchPoints(containerId, ch, w, { fn: 'COUNT', groupBy: g, fill: 'NONE' });
  return pts.map((p) => ({ start: p.t, count: p.v ?? 0 })).filter((b) => b.count > 0);
}

const clip = (s: bigint, g: bigint): Window => ({ start: s, end: s + g - 1n > INT64_MAX ? INT64_MAX : s + g - 1n });

/**
 * The first (or last) timestamp inside one non-empty bucket: narrowed by COUNT buckets of the
 * bucket alone until the edge bucket holds at most 80,000 points, then read raw. Undefined when
 * it stays above that (not expected: a bucket of 1 ns holds one point).
 */
async function edge(
  containerId: string,
  ch: ChannelNames,
  b: Bucket,
  g: bigint,
  last: boolean,
): Promise<bigint | undefined> {
  let bucket = b;
  let width = g;
  for (let i = 0; i < 8 && bucket.count > MAX_RAW_POINTS; i++) {
    const w = clip(bucket.start, width);
    const inner = groupByFor(w, DISCOVERY_BUCKETS);
    const found = await countBuckets(containerId, ch, w, inner);
    const next = last ? found[found.length - 1] : found[0];
    if (!next) return undefined;
    bucket = next;
    width = inner;
  }
  if (bucket.count > MAX_RAW_POINTS) return undefined;
  const pts = await fetchPoints(containerId, ch, clip(bucket.start, width));
  return last ? pts[pts.length - 1]?.t : pts[0]?.t;
}

/**
 * The extent and count of a channel: the channel list answers neither, so COUNT buckets over the
 * whole int64 range are narrowed to the non-empty ones, in whole minutes where the buckets are a
 * minute or more (the server answers those from its rollups, without decoding points), until the
 * extent spans 16 buckets; then each end bucket is narrowed on its own and its raw points give the
 * exact first and last timestamps. About 6 requests for a channel of 1,000 s or of 10,000 s at
 * 1 kHz. Undefined for a channel without points.
 */
export async function discoverExtent(containerId: string, ch: ChannelNames): Promise<ChannelExtent | undefined> {
  let asked: Window = { start: 0n, end: INT64_MAX };
  for (let i = 0; i < 12; i++) {
    const g = rollupAligned(groupByFor(asked, DISCOVERY_BUCKETS));
    const buckets = await countBuckets(containerId, ch, asked, g);
    const step = discoveryStep(asked, g, buckets);
    if (!step.done) {
      asked = step.next;
      continue;
    }
    if (step.count === 0) return undefined;
    const layer: CountLayer = { covered: asked, width: g, buckets };
    const first = buckets[0];
    const last = buckets[buckets.length - 1];
    if (!first || !last) return { extent: step.extent, exact: false, count: step.count, layer };
    const [start, end] = await Promise.all([
      edge(containerId, ch, first, g, false),
      edge(containerId, ch, last, g, true),
    ]);
    return {
      extent: { start: start ?? step.extent.start, end: end ?? step.extent.end },
      exact: start !== undefined && end !== undefined,
      count: step.count,
      layer,
    };
  }
  return undefined;
}
