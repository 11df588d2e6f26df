import type { Principal } from '../../kernel/principal.ts';
import { badRequest, notFound } from '../../kernel/problem.ts';
import { tableName } from '../../platform/aws/clients.ts';
import { config } from '../../platform/config/load.ts';
import { getContainer } from '../containers/records.ts';
import {
  aggregateFunctions,
  bucketCount,
  checkFunctionForType,
  checkLegacyFunction,
  type AggregateFunction,
  type AggregateValue,
} from './aggregate.ts';
import { channelKeyOf, ensureChannel, findChannel, getChannel, storeKey, type Channel } from './channels.ts';
import { ChunkStore } from './chunk-store.ts';
import type { ChannelKey } from './csv.ts';
import { applyFill } from './fill.ts';
import { checkBatch, checkUniqueTimestamps, type Point, type ValueType } from './points.ts';
import { aggregateChannel, aggregateChannelFunctions } from './query-engine.ts';
import { invalid, MAX_BUCKETS, type AggregateQuery } from './query.ts';
import { MAX_V2_BUCKETS, type BucketFunction } from './wire.ts';

/**
 * The payload of timeseries containers: writing a batch to a channel, reading a range raw or
 * aggregated. Container access goes through the one permission gate (write to write, read to
 * read); the channel's type comes from the graph (channels.ts), its points from the chunk store.
 */
let shared: ChunkStore | undefined;
export const store = (): ChunkStore => (shared ??= new ChunkStore(tableName('timeseries')));

/**
 * MEDIAN, MODE and STDDEV hold every point of the range: at most this many (about 150 MB of decoded
 * points, within the 512 MB of an HTTP function), beyond a 400 naming `end`. Longer ranges: narrow
 * them. (The other functions are combined from summaries and read only the points of chunks cut by
 * bucket borders.)
 */
export const MAX_AGGREGATED_POINTS = 2_000_000;

/**
 * `svc.autoconvert-int`: when true, Integer values (JSON integer literals) are written as Doubles
 * into a channel that holds Doubles, and a new channel whose first batch mixes Integer and Double
 * literals becomes a Double channel. So a client that cannot write `1.0` (JavaScript's
 * JSON.stringify writes `1`) can feed a Double channel. Off (the default), types are strict: a
 * channel keeps its first type and any other is refused with 400.
 */
export function autoconvert(points: readonly Point[], channelType: ValueType | undefined): Point[] {
  const hasDouble = points.some((p) => typeof p.value === 'number');
  const toDouble = channelType === 'Double' || (channelType === undefined && hasDouble);
  if (!toDouble || !config()['svc.autoconvert-int']) return [...points];
  return points.map((p) => (typeof p.value === 'bigint' ? { timestamp: p.timestamp, value: Number(p.value) } : p));
}

/** Writes a batch (all or nothing: checked as a whole first, one point per timestamp) and answers the channel's names. */
export async function writePoints(
  principal: Principal,
  containerId: number,
  key: ChannelKey,
  raw: readonly Point[],
): Promise<ChannelKey> {
  await getContainer(principal, 'TimeseriesContainer', containerId, 'write');
  const existing = await findChannel(containerId, key);
  const points = autoconvert(raw, existing?.valueType);
  const batchType = checkBatch(points, existing?.valueType);
  checkUniqueTimestamps(points);
  const channel = existing ?? (await ensureChannel(containerId, key, batchType));
  if (!channel) throw notFound(`TimeseriesContainer ${containerId} does not exist.`);
  if (channel.valueType !== batchType) checkBatch(points, channel.valueType); // created concurrently with another type: 400 naming the point
  await store().appendPoints(storeKey(channel), points);
  return channelKeyOf(channel);
}

/** The channel of a readable container, 404 when the container holds no such channel. */
export async function readableChannel(principal: Principal, containerId: number, key: ChannelKey): Promise<Channel> {
  await getContainer(principal, 'TimeseriesContainer', containerId, 'read');
  const channel = await findChannel(containerId, key);
  if (!channel) throw notFound(`TimeseriesContainer ${containerId} holds no timeseries ${describe(key)}.`);
  return channel;
}

const describe = (k: ChannelKey) =>
  `(measurement "${k.measurement}", device "${k.device}", location "${k.location}", symbolicName "${k.symbolicName}", field "${k.field}")`;

/** One answered point: a raw point, or a bucket of an aggregate (null where a bucket has no answer). */
export interface AnsweredPoint {
  readonly timestamp: bigint;
  readonly value: AggregateValue;
}

/** What an answer's values are: the channel's type, or the function's result type. */
export function resultType(channelType: ValueType, fn: AggregateFunction | undefined): ValueType {
  switch (fn) {
    case undefined:
    case 'MIN':
    case 'MAX':
    case 'FIRST':
    case 'LAST':
    case 'MODE':
    case 'SPREAD':
      return channelType;
    case 'COUNT':
      return 'Integer';
    case 'SUM':
      return channelType === 'Integer' ? 'Integer' : 'Double';
    default:
      return 'Double';
  }
}

/**
 * 400 when the legacy shelf refuses the query for a channel of this type, as shepard 5.2 does: a
 * function other than COUNT, FIRST and LAST, or any fill_option, on a Boolean or String channel.
 */
export function checkQueryForType(q: AggregateQuery, type: ValueType): void {
  if (q.fn !== undefined) checkLegacyFunction(q.fn, type);
  if (q.fillGiven && (type === 'Boolean' || type === 'String')) {
    const message = `cannot fill gaps of a ${type} channel (shepard 5.2 fills Integer and Double channels only)`;
    throw badRequest(`fill_option ${message}.`, { violations: [{ field: 'fill_option', message }] });
  }
}

/**
 * The answer of a query for one channel, chunk by chunk: the raw points of [start, end] as the
 * chunk store yields them (about 2,000 a chunk, so a read of any length holds one chunk at a time;
 * the caller streams them out, platform/storage/large-answers.ts), or the buckets of an aggregate
 * at once. Aggregates: at most MAX_BUCKETS buckets, gap-filled (fill.ts); a gap-filling
 * fill_option over more buckets was refused by parseAggregateQuery; with fill NONE over a range of
 * more buckets, the aggregation stops with a 400 as soon as more than MAX_BUCKETS of them are found
 * to hold points, so a refused query costs at most that much reading; MEDIAN, MODE and STDDEV stop
 * once they have read more than MAX_AGGREGATED_POINTS points.
 */
export async function* answerChunks(channel: Channel, q: AggregateQuery): AsyncGenerator<readonly AnsweredPoint[]> {
  if (q.fn === undefined || q.groupBy === undefined) {
    yield* store().readChunks(storeKey(channel), q.start, q.end);
    return;
  }
  checkQueryForType(q, channel.valueType);
  const mayExceed = bucketCount(q.start, q.end, q.groupBy) > BigInt(MAX_BUCKETS);
  const { buckets } = await aggregateChannel(
    store(),
    storeKey(channel),
    { fn: q.fn, type: channel.valueType, start: q.start, end: q.end, groupBy: q.groupBy },
    { maxBuckets: mayExceed ? MAX_BUCKETS : undefined, maxPoints: MAX_AGGREGATED_POINTS },
  );
  yield applyFill(buckets, q.fill, { start: q.start, end: q.end, groupBy: q.groupBy });
}

/**
 * Every function's value over [start, end] of a channel (the `metrics` of a reference): those the
 * legacy shelf allows for the channel's type (checkLegacyFunction), each one value over the whole
 * range, as 5.2's metrics are (no buckets).
 */
export async function metricsOf(
  channel: Channel,
  start: bigint,
  end: bigint,
): Promise<{ function: AggregateFunction; value: AggregateValue }[]> {
  const out: { function: AggregateFunction; value: AggregateValue }[] = [];
  for (const fn of aggregateFunctions) {
    try {
      checkLegacyFunction(fn, channel.valueType);
    } catch {
      continue;
    }
    out.push({ function: fn, value: await metricOf(channel, fn, start, end) });
  }
  return out;
}

/**
 * One function's value over the whole of [start, end], no buckets (svc's rules for the function
 * and type: the legacy route checks its own first); COUNT of no point is 0, any other null.
 */
export async function metricOf(
  channel: Channel,
  fn: AggregateFunction,
  start: bigint,
  end: bigint,
): Promise<AggregateValue> {
  checkFunctionForType(fn, channel.valueType);
  const { buckets } = await aggregateChannel(store(), storeKey(channel), { fn, type: channel.valueType, start, end });
  const v = buckets[0]?.value;
  return v === undefined ? (fn === 'COUNT' ? 0n : null) : v;
}

/** One bucket of `/v2` buckets: its start and the value of each function asked. */
export type BucketRow = { timestamp: bigint } & Partial<Record<BucketFunction, AggregateValue>>;

/**
 * Several functions over the same epoch-aligned buckets of one channel, in one read (the plot's
 * envelope and line: MIN, MAX, MEAN and COUNT). Read on the container (found by its appId); the
 * channel by its id; then the range (start ≤ end) and at most MAX_V2_BUCKETS buckets, 400 naming
 * the parameter otherwise. The buckets that hold points, each with every function's value.
 */
export async function channelBuckets(
  principal: Principal,
  containerAppId: string,
  timeseriesId: number,
  q: { readonly start: string; readonly end: string; readonly groupBy: string; readonly functions: string },
): Promise<{ groupBy: bigint; buckets: BucketRow[] }> {
  const container = await getContainer(principal, 'TimeseriesContainer', { appId: containerAppId });
  const channel = await getChannel(container.id, timeseriesId);
  if (!channel) throw notFound(`TimeseriesContainer ${containerAppId} holds no timeseries ${timeseriesId}.`);
  const [start, end, groupBy] = [BigInt(q.start), BigInt(q.end), BigInt(q.groupBy)];
  if (start > end) invalid('start', `(${start}) is after end (${end})`);
  if (bucketCount(start, end, groupBy) > BigInt(MAX_V2_BUCKETS))
    invalid('groupBy', `of ${groupBy} ns cuts [${start}, ${end}] into more than ${MAX_V2_BUCKETS} buckets`);
  const fns = [...new Set(q.functions.split(','))] as BucketFunction[];
  for (const fn of fns) checkFunctionForType(fn, channel.valueType);
  const answers = await aggregateChannelFunctions(
    store(),
    storeKey(channel),
    fns,
    { type: channel.valueType, start, end, groupBy },
    { maxBuckets: MAX_V2_BUCKETS },
  );
  const rows = new Map<bigint, BucketRow>();
  fns.forEach((fn, i) => {
    for (const b of answers[i] ?? []) {
      const row = rows.get(b.timestamp) ?? { timestamp: b.timestamp };
      row[fn] = b.value;
      rows.set(b.timestamp, row);
    }
  });
  return { groupBy, buckets: [...rows.values()].sort((a, b) => (a.timestamp < b.timestamp ? -1 : 1)) };
}
