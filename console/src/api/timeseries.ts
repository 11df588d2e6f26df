import {
  asNs,
  type ChannelNames,
  type CountLayer,
  channelParams,
  DISCOVERY_BUCKETS,
  discoveryStep,
  groupByFor,
  INT64_MAX,
  MAX_RAW_POINTS,
  type Plan,
  type Window,
} from '../logic/timeseries-plot.ts';
import { unwrapBody } from './client.ts';
import { api } from './instance.ts';
import { ApiError } from './problems.ts';
import type { paths } from './schema.d.ts';

/** The timeseries calls of the console (the legacy shelf: `/v2` has no timeseries operation). */
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
      /** Absent when COUNT was not asked (the known counts resolved the window). */
      counts?: CountLayer;
    };

/**
 * One window of one channel as planned: raw points, or MIN, MAX and MEAN buckets (and COUNT when
 * the plan asks for it), in parallel. A raw request the server refuses as too long (400 naming `end`: the
 * estimate was short, e.g. in live mode) is asked again as buckets of `fallbackBuckets`.
 */
export async function fetchWindow(
  containerId: string,
  ch: ChannelNames,
  w: Window,
  plan: Plan,
  fallbackBuckets: number,
): Promise<WindowData> {
  if (plan.kind === 'raw') {
    try {
      return { kind: 'raw', window: w, points: await fetchPoints(containerId, ch, w) };
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 400) throw e;
      plan = { kind: 'buckets', groupBy: groupByFor(w, fallbackBuckets), buckets: fallbackBuckets };
    }
  }
  const groupBy = plan.groupBy;
  const ask = (fn: Fn) => fetchPoints(containerId, ch, w, { fn, groupBy });
  const [min, max, mean, count] = await Promise.all([
    ask('MIN'),
    ask('MAX'),
    ask('MEAN'),
    plan.count === false ? Promise.resolve(undefined) : ask('COUNT'),
  ]);
  return {
    kind: 'buckets',
    window: w,
    groupBy,
    min: min ?? [],
    max: max ?? [],
    mean: mean ?? [],
    ...(count
      ? { counts: { covered: w, width: groupBy, buckets: count.map((p) => ({ start: p.t, count: p.v ?? 0 })) } }
      : {}),
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

/**
 * The extent and count of a channel: the channel list answers neither, so COUNT buckets over the
 * whole int64 range are narrowed to the non-empty ones (3 requests for a channel of a thousand
 * seconds), then the first and last buckets' raw points give the exact ends (2 more, when those
 * buckets hold at most 80,000 points). Undefined for a channel without points.
 */
export async function discoverExtent(containerId: string, ch: ChannelNames): Promise<ChannelExtent | undefined> {
  let asked: Window = { start: 0n, end: INT64_MAX };
  for (let i = 0; i < 12; i++) {
    const g = groupByFor(asked, DISCOVERY_BUCKETS);
    const pts = await fetchPoints(containerId, ch, asked, { fn: 'COUNT', groupBy: g, fill: 'NONE' });
    const buckets = pts.map((p) => ({ start: p.t, count: p.v ?? 0 })).filter((b) => b.count > 0);
    const step = discoveryStep(asked, g, buckets);
    if (!step.done) {
      asked = step.next;
      continue;
    }
    if (step.count === 0) return undefined;
    const layer: CountLayer = { covered: asked, width: g, buckets };
    const first = buckets[0];
    const last = buckets[buckets.length - 1];
    if (!first || !last || first.count > MAX_RAW_POINTS || last.count > MAX_RAW_POINTS)
      return { extent: step.extent, exact: false, count: step.count, layer };
    const clip = (s: bigint): Window => ({ start: s, end: s + g - 1n > INT64_MAX ? INT64_MAX : s + g - 1n });
    const [head, tail] = await Promise.all([
      fetchPoints(containerId, ch, clip(first.start)),
      fetchPoints(containerId, ch, clip(last.start)),
    ]);
    const start = head[0]?.t ?? step.extent.start;
    const end = tail[tail.length - 1]?.t ?? step.extent.end;
    return { extent: { start, end }, exact: true, count: step.count, layer };
  }
  return undefined;
}
