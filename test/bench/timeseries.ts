/**
 * `npm run bench -- timeseries [points=1000000] [bigPoints=10000000] [runs=30]`: the figures of
 * issue 14's timeseries point store, measured at the STORE/DOMAIN level: in this process, the
 * ChunkStore (chunk-store.ts) and aggregate() (aggregate.ts) against DynamoDB Local, no HTTP. The
 * payload routes come next and will reuse this bench (the same scenarios through the gateway).
 *
 * In one run, in a table of its own (random name, the store's own definition, deleted at the end):
 * - ingest of `points` 1 kHz smooth doubles (exact ns timestamps, off the ms grid) into one
 *   channel in sequential batches of 10,000, and of 100 channels × 10,000 points (one batch per
 *   channel, 4 channels at a time): points/s; bytes written and AWS write units per 1,000 points
 *   (computed from item sizes by write-units.ts; goal ≤ 10);
 * - a raw range read of 100,000 points (readRange): p50/p99, against a raw DynamoDB Query of the
 *   same chunk items (same key range and projection, no decoding) in the same loop;
 * - MEAN and MAX with group_by 60 s over the channel: p50/p99, the query path the routes will
 *   take: chunk summaries from the summary index, raw points only for chunks not wholly inside
 *   one bucket of the range (the range cuts the first and last chunk, so two are read raw);
 *   against a raw Query of the same chunk items of the table (goal: within 2×), and for reference
 *   the raw Query of the same keys in the summary index (the floor of the summary path);
 * - the same over `bigPoints` points in a second channel (ingest reported too; goal ≤ 3× the
 *   1,000,000-point figures; runs/5 repetitions, as each raw table Query there reads ~70 MB);
 * - MEDIAN over the first channel (it needs every raw point).
 * Writes test/bench/results/timeseries.json and prints a table.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { dynamodbEndpoint, localAwsCredentials, localEnvironment } from '../../localstack/src/local-env.ts';
import { repoRoot } from '../../localstack/src/paths.ts';
import type { AggregateOptions, ChunkSummary, RawBucket } from '../../layers/core/src/features/timeseries/aggregate.ts';
import type { Point } from '../../layers/core/src/features/timeseries/points.ts';
import type { WriteStats } from '../../layers/core/src/features/timeseries/write-units.ts';

Object.assign(process.env, localEnvironment(ensureLocalSecrets()), { LOG_LEVEL: 'ERROR' });
const { ChunkStore, chunkTableInput, SUMMARY_INDEX } = await import('../../layers/core/src/features/timeseries/chunk-store.ts');
const { aggregate, fromStoredSummary, needsRawPoints, summaryBucket } = await import('../../layers/core/src/features/timeseries/aggregate.ts');
const { chunkKeyRange } = await import('../../layers/core/src/features/timeseries/buckets.ts');
const { addStats, emptyStats, perThousandPoints } = await import('../../layers/core/src/features/timeseries/write-units.ts');
const { dynamo } = await import('../../layers/core/src/platform/aws/clients.ts');

const N = Number(process.argv[2] ?? '1000000');
const BIG_N = Number(process.argv[3] ?? '10000000');
const RUNS = Number(process.argv[4] ?? '30');
const BATCH = 10_000;
const MANY_CHANNELS = 100;
const CHANNEL_CONCURRENCY = 4;
const RANGE_POINTS = 100_000;
const GROUP_BY = 60_000_000_000n;
const MS = 1_000_000n;
/** Off the ms grid by 123,456,789 ns: timestamps must come back exact to the nanosecond. */
const T0 = 1_700_000_000_123_456_789n;

const table = `svc-bench-timeseries-${randomBytes(4).toString('hex')}`;
const admin = new DynamoDBClient({ region: 'us-east-1', endpoint: dynamodbEndpoint, credentials: localAwsCredentials });
const store = new ChunkStore(table);

/** 1 kHz smooth doubles (a slow sine plus a little seeded noise, as a sensor gives). */
let seed = 0x5eed;
const noise = () => {
  seed = (seed * 1103515245 + 12345) >>> 0;
  return seed / 2 ** 32;
};
function batch(from: number, n: number, t0 = T0): Point[] {
  return Array.from({ length: n }, (_, k) => ({ timestamp: t0 + BigInt(from + k) * MS, value: 20 + 5 * Math.sin((from + k) / 1000) + noise() * 0.01 }));
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
const round = (x: number, d = 1) => +x.toFixed(d);
interface Latency { p50: number; p99: number; runs: number }
function latency(ms: number[]): Latency {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: round(percentile(s, 50)), p99: round(percentile(s, 99)), runs: s.length };
}

/** Times each candidate `runs` times, interleaved so that they share the machine's state; two warm-up rounds first. */
async function compare(runs: number, candidates: Record<string, () => Promise<unknown>>): Promise<Record<string, Latency>> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(candidates).map((k) => [k, []]));
  for (let r = -2; r < runs; r++) {
    for (const [name, fn] of Object.entries(candidates)) {
      const t = performance.now();
      await fn();
      if (r >= 0) times[name]!.push(performance.now() - t);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([k, v]) => [k, latency(v)]));
}

async function ingest(channel: string, n: number, t0 = T0): Promise<{ points: number; seconds: number; pointsPerSecond: number; stats: WriteStats }> {
  const stats = emptyStats();
  const t = performance.now();
  for (let i = 0; i < n; i += BATCH) {
    addStats(stats, await store.appendPoints(channel, batch(i, Math.min(BATCH, n - i), t0)));
    if ((i / BATCH) % 100 === 99) process.stdout.write(`  ${channel}: ${i + BATCH} points, ${round((performance.now() - t) / 1000)} s\n`);
  }
  const seconds = (performance.now() - t) / 1000;
  return { points: n, seconds: round(seconds), pointsPerSecond: Math.round(n / seconds), stats };
}

/** A raw paged DynamoDB Query, items counted and dropped: the floor any read of these items pays. */
async function rawQuery(input: QueryCommandInput): Promise<{ items: number }> {
  let items = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const r = await dynamo().send(new QueryCommand({ ...input, ...(cursor ? { ExclusiveStartKey: cursor } : {}) }));
    items += r.Items?.length ?? 0;
    cursor = r.LastEvaluatedKey;
  } while (cursor);
  return { items };
}

async function keyRange(channel: string, start: bigint, end: bigint): Promise<QueryCommandInput> {
  const meta = await store.channelMeta(channel);
  if (!meta) throw new Error(`channel ${channel} has no points`);
  const [from, to] = chunkKeyRange(start, end, meta.width);
  return { TableName: table, KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to', ExpressionAttributeValues: { ':pk': `CH#${channel}`, ':from': from, ':to': to } };
}

/**
 * An aggregate query as the payload route will answer it: for the functions chunk summaries can
 * answer, the summaries of the range from the summary index; a chunk wholly inside one bucket of
 * the range counts by its summary, the others (at the range's edges, or straddling a group_by
 * border) are read point by point, consecutive ones in one Query. MEDIAN, MODE, STDDEV and
 * INTEGRAL read every raw point.
 */
async function aggregateChannel(channel: string, opts: AggregateOptions): Promise<{ buckets: RawBucket[]; rawChunks: number }> {
  if (needsRawPoints(opts.fn)) return { buckets: aggregate(await store.readRange(channel, opts.start, opts.end), opts), rawChunks: -1 };
  const whole: ChunkSummary[] = [];
  const ranges: [bigint, bigint][] = [];
  let rawChunks = 0;
  let previousRaw = false;
  for (const stored of await store.readSummaries(channel, opts.start, opts.end)) {
    const s = fromStoredSummary(stored);
    if (s.last.t < opts.start || s.first.t > opts.end) { previousRaw = false; continue; }
    if (summaryBucket(s, opts) !== undefined) { whole.push(s); previousRaw = false; continue; }
    rawChunks++;
    const from = s.first.t < opts.start ? opts.start : s.first.t;
    const to = s.last.t > opts.end ? opts.end : s.last.t;
    const last = ranges[ranges.length - 1];
    if (previousRaw && last) last[1] = to;
    else ranges.push([from, to]);
    previousRaw = true;
  }
  const points: Point[] = [];
  for (const [from, to] of ranges) for await (const chunk of store.readChunks(channel, from, to)) for (const p of chunk) points.push(p);
  return { buckets: aggregate(points, opts, whole), rawChunks };
}

/** The summary path must answer what aggregating every raw point answers (MEAN to rounding). */
function checkSame(fn: string, viaSummaries: readonly RawBucket[], viaPoints: readonly RawBucket[]): void {
  if (viaSummaries.length !== viaPoints.length) throw new Error(`${fn}: ${viaSummaries.length} buckets from summaries, ${viaPoints.length} from points`);
  viaSummaries.forEach((b, i) => {
    const a = Number(b.value);
    const e = Number(viaPoints[i]!.value);
    if (b.timestamp !== viaPoints[i]!.timestamp || Math.abs(a - e) > 1e-9 * Math.max(1, Math.abs(e))) {
      throw new Error(`${fn}: bucket ${i} differs: ${String(b.value)} from summaries, ${String(viaPoints[i]!.value)} from points`);
    }
  });
}

function writeFigures(s: WriteStats) {
  const per = perThousandPoints(s);
  return { bytesPer1000Points: round(per.bytes, 0), writeUnitsPer1000Points: round(per.writeUnits, 2), itemsWritten: s.itemsWritten, conflicts: s.conflicts };
}

async function aggregates(channel: string, n: number, runs: number) {
  // The channel's span minus half a second at each end: the first and last chunk are cut, as an arbitrary range cuts them.
  const start = T0 + 500n * MS;
  const end = T0 + BigInt(n - 1) * MS - 500n * MS;
  const tableQuery = await keyRange(channel, start, end);
  const indexQuery = { ...tableQuery, IndexName: SUMMARY_INDEX };
  const out: Record<string, unknown> = { points: n, range: { start: start.toString(), end: end.toString() } };
  for (const fn of ['MEAN', 'MAX'] as const) {
    const opts: AggregateOptions = { fn, type: 'Double', start, end, groupBy: GROUP_BY };
    const { buckets, rawChunks } = await aggregateChannel(channel, opts);
    if (n <= 1_000_000) checkSame(fn, buckets, aggregate(await store.readRange(channel, start, end), opts));
    const items = (await rawQuery(tableQuery)).items;
    const t = await compare(runs, {
      aggregate: () => aggregateChannel(channel, opts),
      rawTableQuery: () => rawQuery(tableQuery),
      rawIndexQuery: () => rawQuery(indexQuery),
    });
    log(`  ${fn} over ${n}: ${JSON.stringify(t)}`);
    out[fn] = {
      buckets: buckets.length, chunkItems: items, chunksReadRaw: rawChunks, latencyMs: t,
      ratioToTableQuery: { p50: round(t['aggregate']!.p50 / t['rawTableQuery']!.p50, 2), p99: round(t['aggregate']!.p99 / t['rawTableQuery']!.p99, 2) },
      ratioToIndexQuery: { p50: round(t['aggregate']!.p50 / t['rawIndexQuery']!.p50, 2), p99: round(t['aggregate']!.p99 / t['rawIndexQuery']!.p99, 2) },
    };
  }
  return out;
}

const results: Record<string, unknown> = { when: new Date().toISOString(), level: 'store (in-process ChunkStore + aggregate() against DynamoDB Local; no HTTP)', table };
const log = (s: string) => process.stdout.write(`${s}\n`);
try {
  await admin.send(new CreateTableCommand(chunkTableInput(table)));
  await waitUntilTableExists({ client: admin, maxWaitTime: 30 }, { TableName: table });

  const one = 'bench-1m';
  log(`ingest ${N} points into ${one} …`);
  const single = await ingest(one, N);
  results['ingestOneChannel'] = { points: N, batch: BATCH, seconds: single.seconds, pointsPerSecond: single.pointsPerSecond, ...writeFigures(single.stats) };

  log(`ingest ${MANY_CHANNELS} channels × ${BATCH} points …`);
  const manyStats = emptyStats();
  const tMany = performance.now();
  let nextChannel = 0;
  await Promise.all(Array.from({ length: CHANNEL_CONCURRENCY }, async () => {
    while (nextChannel < MANY_CHANNELS) addStats(manyStats, await store.appendPoints(`bench-many-${nextChannel++}`, batch(0, BATCH)));
  }));
  const manySeconds = (performance.now() - tMany) / 1000;
  results['ingestManyChannels'] = {
    channels: MANY_CHANNELS, pointsPerChannel: BATCH, concurrentChannels: CHANNEL_CONCURRENCY,
    seconds: round(manySeconds), pointsPerSecond: Math.round((MANY_CHANNELS * BATCH) / manySeconds), ...writeFigures(manyStats),
  };

  log(`range read of ${RANGE_POINTS} points …`);
  {
    const start = T0 + 100_000n * MS;
    const end = start + BigInt(RANGE_POINTS - 1) * MS;
    const got = (await store.readRange(one, start, end)).length;
    if (got !== RANGE_POINTS) throw new Error(`range read answered ${got} points, expected ${RANGE_POINTS}`);
    const q = { ...(await keyRange(one, start, end)), ProjectionExpression: 'd, t0, t1' };
    const t = await compare(RUNS, { readRange: () => store.readRange(one, start, end), rawTableQuery: () => rawQuery(q) });
    results['rangeRead'] = {
      points: RANGE_POINTS, chunkItems: (await rawQuery(q)).items, latencyMs: t,
      ratioToTableQuery: { p50: round(t['readRange']!.p50 / t['rawTableQuery']!.p50, 2), p99: round(t['readRange']!.p99 / t['rawTableQuery']!.p99, 2) },
    };
  }

  log(`MEAN and MAX, group_by 60 s, over ${N} points …`);
  results['aggregates1M'] = await aggregates(one, N, RUNS);

  log('MEDIAN, group_by 60 s …');
  {
    const start = T0;
    const end = T0 + BigInt(N - 1) * MS;
    const opts: AggregateOptions = { fn: 'MEDIAN', type: 'Double', start, end, groupBy: GROUP_BY };
    const q = await keyRange(one, start, end);
    const t = await compare(Math.max(5, Math.floor(RUNS / 3)), { median: () => aggregateChannel(one, opts), rawTableQuery: () => rawQuery(q) });
    results['median1M'] = { points: N, latencyMs: t, ratioToTableQuery: { p50: round(t['median']!.p50 / t['rawTableQuery']!.p50, 2) } };
  }

  if (BIG_N > 0) {
    const big = 'bench-10m';
    log(`ingest ${BIG_N} points into ${big} …`);
    const b = await ingest(big, BIG_N);
    results['ingestBigChannel'] = { points: BIG_N, batch: BATCH, seconds: b.seconds, pointsPerSecond: b.pointsPerSecond, ...writeFigures(b.stats) };
    log(`MEAN and MAX, group_by 60 s, over ${BIG_N} points …`);
    // Fewer runs: each raw table Query here reads some 70 MB of chunk items from DynamoDB Local.
    const agg = await aggregates(big, BIG_N, Math.max(3, Math.floor(RUNS / 5)));
    results['aggregates10M'] = agg;
    const small = results['aggregates1M'] as Record<string, { latencyMs: Record<string, Latency> }>;
    const large = agg as Record<string, { latencyMs: Record<string, Latency> }>;
    results['growth10Mover1M'] = Object.fromEntries((['MEAN', 'MAX'] as const).map((fn) => [fn, {
      p50: round(large[fn]!.latencyMs['aggregate']!.p50 / small[fn]!.latencyMs['aggregate']!.p50, 2),
      p99: round(large[fn]!.latencyMs['aggregate']!.p99 / small[fn]!.latencyMs['aggregate']!.p99, 2),
    }]));
  }
} finally {
  await admin.send(new DeleteTableCommand({ TableName: table })).catch((e: unknown) => log(`could not delete table ${table}: ${String(e)}`));
  admin.destroy();
}

const dir = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'timeseries.json'), `${JSON.stringify(results, null, 2)}\n`);

type Agg = Record<'MEAN' | 'MAX', { latencyMs: Record<string, Latency>; ratioToTableQuery: Latency }>;
const rows: [string, string][] = [];
const ing = (k: string) => results[k] as { pointsPerSecond: number; seconds: number; bytesPer1000Points: number; writeUnitsPer1000Points: number } | undefined;
for (const [k, label] of [['ingestOneChannel', `ingest ${N} pts, 1 channel`], ['ingestManyChannels', `ingest ${MANY_CHANNELS} ch × ${BATCH}`], ['ingestBigChannel', `ingest ${BIG_N} pts, 1 channel`]] as const) {
  const r = ing(k);
  if (r) rows.push([label, `${r.pointsPerSecond} pts/s (${r.seconds} s); ${r.bytesPer1000Points} B and ${r.writeUnitsPer1000Points} WU per 1,000 pts`]);
}
const rr = results['rangeRead'] as { latencyMs: Record<string, Latency>; ratioToTableQuery: Latency };
rows.push([`range read ${RANGE_POINTS} pts`, `p50 ${rr.latencyMs['readRange']!.p50} / p99 ${rr.latencyMs['readRange']!.p99} ms; raw Query p50 ${rr.latencyMs['rawTableQuery']!.p50} ms (×${rr.ratioToTableQuery.p50})`]);
for (const [k, label] of [['aggregates1M', N], ['aggregates10M', BIG_N]] as const) {
  const a = results[k] as Agg | undefined;
  if (!a) continue;
  for (const fn of ['MEAN', 'MAX'] as const) {
    const l = a[fn].latencyMs;
    rows.push([`${fn} 60 s over ${label} pts`, `p50 ${l['aggregate']!.p50} / p99 ${l['aggregate']!.p99} ms; raw table Query p50 ${l['rawTableQuery']!.p50} ms (×${a[fn].ratioToTableQuery.p50}); index Query p50 ${l['rawIndexQuery']!.p50} ms`]);
  }
}
const md = results['median1M'] as { latencyMs: Record<string, Latency> };
rows.push([`MEDIAN 60 s over ${N} pts`, `p50 ${md.latencyMs['median']!.p50} / p99 ${md.latencyMs['median']!.p99} ms; raw table Query p50 ${md.latencyMs['rawTableQuery']!.p50} ms`]);
if (results['growth10Mover1M']) rows.push(['10M / 1M aggregate', JSON.stringify(results['growth10Mover1M'])]);
const width = Math.max(...rows.map(([l]) => l.length));
for (const [l, v] of rows) log(`${l.padEnd(width)}  ${v}`);
process.exit(0);
