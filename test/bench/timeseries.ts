/**
 * `npm run bench -- timeseries [points=1000000] [bigPoints=10000000] [runs=30] [--store-only | --http-only]`: the
 * figures of issue 14, at two levels in one run.
 *
 * STORE level: in this process, the ChunkStore (chunk-store.ts) and the routes' query path
 * (query-engine.ts) against DynamoDB Local, in a table of its own (random name, the resource
 * definition's, deleted at the end):
 * - ingest of `points` 1 kHz smooth doubles (exact ns timestamps, off the ms grid) into one channel
 *   in sequential batches of 10,000, and of 100 channels × 10,000 points (one batch per channel, 4
 *   channels at a time): points/s; bytes written and AWS write units per 1,000 points (computed from
 *   item sizes by write-units.ts, rollup marks included; goal ≤ 10);
 * - a raw range read of 100,000 points (readRange): p50/p99, against a raw DynamoDB Query of the
 *   same chunk items (same key range and projection, no decoding) in the same loop;
 * - MEAN and MAX with group_by 60 s over the channel (range cut half a second inside each end):
 *   the first query (which computes and stores the minute rollups of the range) and then p50/p99,
 *   against a raw Query of the same chunk items (goal: within 2×), and for reference the raw Query
 *   of the same keys in the summary index;
 * - the same over `bigPoints` points in a second channel (goal ≤ 3× the 1,000,000-point figures);
 * - MEDIAN over the first channel (it needs every raw point).
 * HTTP level: the same scenarios through the local gateway into the local cloud's own table (a
 * new user, container and channels; the container is deleted at the end), the raw read at 80,000
 * points (inline).
 * LARGE READS (`--large-reads` alone): raw reads of `points` and `bigPoints` points of one channel
 * through the legacy route with a redirect-following client, beside a raw DynamoDB Query of the
 * same chunks (see largeReads below).
 * Writes test/bench/results/timeseries.json and prints a table.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { dynamodbEndpoint, localAwsCredentials, localEnvironment } from '../../localstack/src/local-env.ts';
import { repoRoot } from '../../localstack/src/paths.ts';
import { benchUser, gateway } from './support.ts';
import type { AggregateOptions, RawBucket } from '../../layers/core/src/features/timeseries/aggregate.ts';
import type { Point } from '../../layers/core/src/features/timeseries/points.ts';
import type { WriteStats } from '../../layers/core/src/features/timeseries/write-units.ts';

Object.assign(process.env, localEnvironment(ensureLocalSecrets()), { LOG_LEVEL: 'ERROR' });
const { ChunkStore, chunkTableInput, SUMMARY_INDEX } = await import(
  '../../layers/core/src/features/timeseries/chunk-store.ts'
);
const { aggregate } = await import('../../layers/core/src/features/timeseries/aggregate.ts');
const engine = await import('../../layers/core/src/features/timeseries/query-engine.ts');
const { chunkKeyRange } = await import('../../layers/core/src/features/timeseries/buckets.ts');
const { addStats, emptyStats, perThousandPoints } = await import(
  '../../layers/core/src/features/timeseries/write-units.ts'
);
const { dynamo, tableName } = await import('../../layers/core/src/platform/aws/clients.ts');
const { jsonDouble, parseInt64Json, stringifyInt64Json } = await import('../../layers/core/src/kernel/int64-json.ts');

const N = Number(process.argv[2] ?? '1000000');
const BIG_N = Number(process.argv[3] ?? '10000000');
const RUNS = Number(process.argv[4] ?? '30');
const BATCH = 10_000;
const MANY_CHANNELS = 100;
const CHANNEL_CONCURRENCY = 4;
const RANGE_POINTS = 100_000;
/** The most points one raw answer carries (features/timeseries/payload.ts MAX_RAW_POINTS). */
const HTTP_RANGE_POINTS = 80_000;
const SKIP_HTTP = process.argv.includes('--store-only');
const HTTP_ONLY = process.argv.includes('--http-only');
/** Only the large raw reads through the legacy route (issue 35, item 6). */
const LARGE_READS_ONLY = process.argv.includes('--large-reads');
const LARGE_READS_PORT = 18135;
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
  return Array.from({ length: n }, (_, k) => ({
    timestamp: t0 + BigInt(from + k) * MS,
    value: 20 + 5 * Math.sin((from + k) / 1000) + noise() * 0.01,
  }));
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
const round = (x: number, d = 1) => +x.toFixed(d);
interface Latency {
  p50: number;
  p99: number;
  runs: number;
}
function latency(ms: number[]): Latency {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: round(percentile(s, 50)), p99: round(percentile(s, 99)), runs: s.length };
}

/** Times each candidate `runs` times, interleaved so that they share the machine's state; two warm-up rounds first. */
async function compare(
  runs: number,
  candidates: Record<string, () => Promise<unknown>>,
): Promise<Record<string, Latency>> {
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

async function ingest(
  channel: string,
  n: number,
  t0 = T0,
): Promise<{ points: number; seconds: number; pointsPerSecond: number; stats: WriteStats }> {
  const stats = emptyStats();
  const t = performance.now();
  for (let i = 0; i < n; i += BATCH) {
    addStats(stats, await store.appendPoints(channel, batch(i, Math.min(BATCH, n - i), t0)));
    if ((i / BATCH) % 100 === 99)
      process.stdout.write(`  ${channel}: ${i + BATCH} points, ${round((performance.now() - t) / 1000)} s\n`);
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
  return {
    TableName: table,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': `CH#${channel}`, ':from': from, ':to': to },
  };
}

const aggregateChannel = (channel: string, opts: AggregateOptions) => engine.aggregateChannel(store, channel, opts);

/** The summary path must answer what aggregating every raw point answers (MEAN to rounding). */
function checkSame(fn: string, viaSummaries: readonly RawBucket[], viaPoints: readonly RawBucket[]): void {
  if (viaSummaries.length !== viaPoints.length)
    throw new Error(`${fn}: ${viaSummaries.length} buckets from summaries, ${viaPoints.length} from points`);
  viaSummaries.forEach((b, i) => {
    const a = Number(b.value);
    const e = Number(viaPoints[i]!.value);
    if (b.timestamp !== viaPoints[i]!.timestamp || Math.abs(a - e) > 1e-9 * Math.max(1, Math.abs(e))) {
      throw new Error(
        `${fn}: bucket ${i} differs: ${String(b.value)} from summaries, ${String(viaPoints[i]!.value)} from points`,
      );
    }
  });
}

function writeFigures(s: WriteStats) {
  const per = perThousandPoints(s);
  return {
    bytesPer1000Points: round(per.bytes, 0),
    writeUnitsPer1000Points: round(per.writeUnits, 2),
    itemsWritten: s.itemsWritten,
    conflicts: s.conflicts,
  };
}

async function aggregates(channel: string, n: number, runs: number, withIndexQuery = true) {
  // The channel's span minus half a second at each end: the first and last chunk are cut, as an arbitrary range cuts them.
  const start = T0 + 500n * MS;
  const end = T0 + BigInt(n - 1) * MS - 500n * MS;
  const tableQuery = await keyRange(channel, start, end);
  const indexQuery = { ...tableQuery, IndexName: SUMMARY_INDEX };
  const out: Record<string, unknown> = { points: n, range: { start: start.toString(), end: end.toString() } };
  for (const fn of ['MEAN', 'MAX'] as const) {
    const opts: AggregateOptions = { fn, type: 'Double', start, end, groupBy: GROUP_BY };
    // The first query after the writes computes the rollups of the range from the chunks and stores them.
    const t0 = performance.now();
    const { buckets, rawChunks, rollups } = await aggregateChannel(channel, opts);
    const firstQueryMs = round(performance.now() - t0);
    if (n <= 1_000_000) checkSame(fn, buckets, aggregate(await store.readRange(channel, start, end), opts));
    const items = (await rawQuery(tableQuery)).items;
    const t = await compare(runs, {
      aggregate: () => aggregateChannel(channel, opts),
      rawTableQuery: () => rawQuery(tableQuery),
      ...(withIndexQuery ? { rawIndexQuery: () => rawQuery(indexQuery) } : {}),
    });
    log(`  ${fn} over ${n}: first ${firstQueryMs} ms, then ${JSON.stringify(t)}`);
    out[fn] = {
      buckets: buckets.length,
      chunkItems: items,
      chunksReadRaw: rawChunks,
      rollupWindows: rollups,
      firstQueryMs,
      latencyMs: t,
      ratioToTableQuery: {
        p50: round(t['aggregate']!.p50 / t['rawTableQuery']!.p50, 2),
        p99: round(t['aggregate']!.p99 / t['rawTableQuery']!.p99, 2),
      },
      ...(withIndexQuery
        ? {
            ratioToIndexQuery: {
              p50: round(t['aggregate']!.p50 / t['rawIndexQuery']!.p50, 2),
              p99: round(t['aggregate']!.p99 / t['rawIndexQuery']!.p99, 2),
            },
          }
        : {}),
    };
  }
  return out;
}

/**
 * The same scenarios through the local gateway (HTTP, JSON with exact int64s, the group handler,
 * the graph's channel lookup and the container gate), into the local cloud's own `timeseries`
 * table: what a client of the API sees. The raw Query is of that table's chunk items of the same
 * channel and range, in the same run. The raw read is of 80,000 points, the most one answer carries.
 */
async function httpLevel(): Promise<Record<string, unknown>> {
  const user = await benchUser('bench-ts');
  const key = user.key;
  const send = async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${gateway}${path}`, {
      method,
      headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: stringifyInt64Json(body) }),
    });
    const text = await r.text();
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${text.slice(0, 300)}`);
    return text ? parseInt64Json(text) : undefined;
  };
  const container = Number(
    ((await send('POST', '/svc/api/timeseriesContainers', { name: 'bench' })) as { id: bigint }).id,
  );
  const base = `/svc/api/timeseriesContainers/${container}`;
  const channelOf = (field: string) => ({
    measurement: 'bench',
    device: 'rig',
    location: 'lab',
    symbolicName: 'sensor',
    field,
  });
  const post = (field: string, points: Point[]) =>
    send('POST', `${base}/payload`, {
      timeseries: channelOf(field),
      points: points.map((p) => ({ timestamp: p.timestamp, value: jsonDouble(p.value as number) })),
    });
  const query = (field: string, q: string) =>
    `${base}/payload?measurement=bench&device=rig&location=lab&symbolic_name=sensor&field=${field}&${q}`;
  const storeKeyOf = async (field: string) => {
    const list = (await send('GET', `${base}/timeseries?field=${field}`)) as { id: bigint }[];
    return String(list[0]!.id);
  };
  const liveTable = tableName('timeseries');
  const live = new ChunkStore(liveTable);
  const liveRange = async (ch: string, start: bigint, end: bigint): Promise<QueryCommandInput> => {
    const meta = await live.channelMeta(ch);
    if (!meta) throw new Error(`channel ${ch} has no points`);
    const [from, to] = chunkKeyRange(start, end, meta.width);
    return {
      TableName: liveTable,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': `CH#${ch}`, ':from': from, ':to': to },
    };
  };
  const out: Record<string, unknown> = {};

  const ingestHttp = async (field: string, n: number) => {
    const t = performance.now();
    for (let i = 0; i < n; i += BATCH) {
      await post(field, batch(i, Math.min(BATCH, n - i)));
      if ((i / BATCH) % 100 === 99)
        log(`  http ${field}: ${i + BATCH} points, ${round((performance.now() - t) / 1000)} s`);
    }
    const seconds = (performance.now() - t) / 1000;
    return { points: n, batch: BATCH, seconds: round(seconds), pointsPerSecond: Math.round(n / seconds) };
  };
  log(`http: ingest ${N} points …`);
  out['ingestOneChannel'] = await ingestHttp('one', N);

  log(`http: ingest ${MANY_CHANNELS} channels × ${BATCH} points …`);
  {
    const t = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CHANNEL_CONCURRENCY }, async () => {
        while (next < MANY_CHANNELS) await post(`many-${next++}`, batch(0, BATCH));
      }),
    );
    const seconds = (performance.now() - t) / 1000;
    out['ingestManyChannels'] = {
      channels: MANY_CHANNELS,
      pointsPerChannel: BATCH,
      concurrentChannels: CHANNEL_CONCURRENCY,
      seconds: round(seconds),
      pointsPerSecond: Math.round((MANY_CHANNELS * BATCH) / seconds),
    };
  }

  const one = await storeKeyOf('one');
  log(`http: range read of ${HTTP_RANGE_POINTS} points …`);
  {
    const start = T0 + 100_000n * MS;
    const end = start + BigInt(HTTP_RANGE_POINTS - 1) * MS;
    const got = ((await send('GET', query('one', `start=${start}&end=${end}`))) as { points: unknown[] }).points.length;
    if (got !== HTTP_RANGE_POINTS)
      throw new Error(`http range read answered ${got} points, expected ${HTTP_RANGE_POINTS}`);
    const q = { ...(await liveRange(one, start, end)), ProjectionExpression: 'd, t0, t1' };
    const t = await compare(RUNS, {
      http: () => send('GET', query('one', `start=${start}&end=${end}`)),
      rawTableQuery: () => rawQuery(q),
    });
    out['rangeRead'] = {
      points: HTTP_RANGE_POINTS,
      latencyMs: t,
      ratioToTableQuery: {
        p50: round(t['http']!.p50 / t['rawTableQuery']!.p50, 2),
        p99: round(t['http']!.p99 / t['rawTableQuery']!.p99, 2),
      },
    };
  }

  const aggregatesHttp = async (field: string, ch: string, n: number, runs: number) => {
    const start = T0 + 500n * MS;
    const end = T0 + BigInt(n - 1) * MS - 500n * MS;
    const q = await liveRange(ch, start, end);
    const res: Record<string, unknown> = { points: n };
    for (const fn of ['MEAN', 'MAX'] as const) {
      const path = query(field, `start=${start}&end=${end}&function=${fn}&group_by=${GROUP_BY}`);
      const t0 = performance.now();
      const buckets = ((await send('GET', path)) as { points: unknown[] }).points.length;
      const firstQueryMs = round(performance.now() - t0);
      const t = await compare(runs, { http: () => send('GET', path), rawTableQuery: () => rawQuery(q) });
      log(`  http ${fn} over ${n}: first ${firstQueryMs} ms, then ${JSON.stringify(t)}`);
      res[fn] = {
        buckets,
        firstQueryMs,
        latencyMs: t,
        ratioToTableQuery: {
          p50: round(t['http']!.p50 / t['rawTableQuery']!.p50, 2),
          p99: round(t['http']!.p99 / t['rawTableQuery']!.p99, 2),
        },
      };
    }
    return res;
  };
  log(`http: MEAN and MAX, group_by 60 s, over ${N} points …`);
  out['aggregates1M'] = await aggregatesHttp('one', one, N, RUNS);

  log('http: MEDIAN, group_by 60 s …');
  {
    const path = query('one', `start=${T0}&end=${T0 + BigInt(N - 1) * MS}&function=MEDIAN&group_by=${GROUP_BY}`);
    const t = await compare(Math.max(5, Math.floor(RUNS / 3)), { http: () => send('GET', path) });
    out['median1M'] = { points: N, latencyMs: t };
  }

  if (BIG_N > 0) {
    log(`http: ingest ${BIG_N} points …`);
    out['ingestBigChannel'] = await ingestHttp('big', BIG_N);
    const big = await storeKeyOf('big');
    log(`http: MEAN and MAX, group_by 60 s, over ${BIG_N} points …`);
    out['aggregates10M'] = await aggregatesHttp('big', big, BIG_N, Math.max(3, Math.floor(RUNS / 5)));
    const small = out['aggregates1M'] as Record<string, { latencyMs: Record<string, Latency> }>;
    const large = out['aggregates10M'] as Record<string, { latencyMs: Record<string, Latency> }>;
    out['growth10Mover1M'] = Object.fromEntries(
      (['MEAN', 'MAX'] as const).map((fn) => [
        fn,
        {
          p50: round(large[fn]!.latencyMs['http']!.p50 / small[fn]!.latencyMs['http']!.p50, 2),
          p99: round(large[fn]!.latencyMs['http']!.p99 / small[fn]!.latencyMs['http']!.p99, 2),
        },
      ]),
    );
  }
  // The container and its points go in the background.
  await send('DELETE', base);
  return out;
}

/** The resident set of a process now, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
}

/**
 * Issue 35, item 6: a raw read of `points` and of `bigPoints` points of one 1 kHz channel through
 * the legacy route (`GET .../payload`), as a redirect-following client sees it: the 303 answered
 * once the function has read the chunks, written the JSON and stored it under large-answers/, then
 * the body from the presigned GET. Through a gateway of this tree started for the bench, so its
 * memory is this read's alone: its RSS is sampled every 50 ms (before the read, and the peak during
 * it). Beside it, a raw DynamoDB Query of the same chunk items. The channel is made by one HTTP
 * write (which picks its chunk width), the rest appended through the ChunkStore straight into the
 * local cloud's table, which is faster than HTTP and not what is measured here.
 */
async function largeReads(): Promise<Record<string, unknown>> {
  const { startExtraGateway } = await import('../support/extra-gateway.ts');
  const gw = await startExtraGateway(LARGE_READS_PORT, {});
  try {
    const { key } = await benchUser('bench-large');
    const send = async (method: string, path: string, body?: unknown) => {
      const r = await fetch(`${gw.url}${path}`, {
        method,
        headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: stringifyInt64Json(body) }),
      });
      const text = await r.text();
      if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${text.slice(0, 300)}`);
      return text ? parseInt64Json(text) : undefined;
    };
    const container = Number(
      ((await send('POST', '/svc/api/timeseriesContainers', { name: 'bench-large' })) as { id: bigint }).id,
    );
    const base = `/svc/api/timeseriesContainers/${container}`;
    const timeseries = { measurement: 'bench', device: 'rig', location: 'lab', symbolicName: 'sensor', field: 'big' };
    const n = Math.max(N, BIG_N);
    await send('POST', `${base}/payload`, {
      timeseries,
      points: batch(0, BATCH).map((p) => ({ timestamp: p.timestamp, value: jsonDouble(p.value as number) })),
    });
    const channel = String(((await send('GET', `${base}/timeseries?field=big`)) as { id: bigint }[])[0]!.id);
    const liveTable = tableName('timeseries');
    const live = new ChunkStore(liveTable);
    log(`large reads: append ${n} points …`);
    const t = performance.now();
    for (let i = BATCH; i < n; i += BATCH) {
      await live.appendPoints(channel, batch(i, Math.min(BATCH, n - i)));
      if ((i / BATCH) % 100 === 99) log(`  ${i + BATCH} points, ${round((performance.now() - t) / 1000)} s`);
    }
    const out: Record<string, unknown> = { gateway: gw.url, gatewayRssIdleMb: rssMb(gw.pid) };
    for (const points of [N, BIG_N].filter((x) => x > 0)) {
      const start = T0;
      const end = T0 + BigInt(points - 1) * MS;
      const path = `${base}/payload?measurement=bench&device=rig&location=lab&symbolic_name=sensor&field=big&start=${start}&end=${end}`;
      log(`large reads: raw read of ${points} points …`);
      const before = rssMb(gw.pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(gw.pid));
      }, 50);
      const t0 = performance.now();
      const first = await fetch(`${gw.url}${path}`, { headers: { 'x-api-key': key }, redirect: 'manual' });
      const answeredMs = performance.now() - t0;
      const location = first.headers.get('location');
      let body: Response = first;
      if (first.status === 303 && location) {
        await first.arrayBuffer();
        body = await fetch(location);
      }
      // The body streamed and counted, never held: bytes, point objects (`{` less the two outer ones), the tail.
      let bytes = 0;
      let braces = 0;
      let tail = '';
      if (body.body) {
        for await (const chunk of body.body) {
          const b = Buffer.from(chunk);
          bytes += b.length;
          for (let i = b.indexOf(123); i >= 0; i = b.indexOf(123, i + 1)) braces++;
          tail = (tail + b.subarray(Math.max(0, b.length - 200)).toString('latin1')).slice(-200);
        }
      }
      const totalMs = performance.now() - t0;
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(gw.pid));
      const ok = body.status === 200 && braces - 2 === points && tail.includes(`"timestamp":${end},`);
      const meta = await live.channelMeta(channel);
      if (!meta) throw new Error(`channel ${channel} has no points`);
      const [from, to] = chunkKeyRange(start, end, meta.width);
      const q: QueryCommandInput = {
        TableName: liveTable,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': `CH#${channel}`, ':from': from, ':to': to },
        ProjectionExpression: 'd, t0, t1',
      };
      const tq = performance.now();
      const items = (await rawQuery(q)).items;
      const rawQueryMs = performance.now() - tq;
      const r = {
        points,
        status: first.status,
        ...(ok ? {} : { problem: tail.slice(-300), answeredStatus: body.status, pointsCounted: braces - 2 }),
        secondsTo303: round(answeredMs / 1000, 2),
        secondsTotal: round(totalMs / 1000, 2),
        mb: round(bytes / 1e6),
        mbPerSecond: round(bytes / 1e6 / (totalMs / 1000)),
        pointsPerSecond: Math.round(points / (totalMs / 1000)),
        gatewayRssMb: { before, peak },
        rawQuery: { chunkItems: items, seconds: round(rawQueryMs / 1000, 2) },
      };
      log(`  ${JSON.stringify(r)}`);
      out[`read${points}`] = r;
    }
    await send('DELETE', base);
    return out;
  } finally {
    gw.stop();
  }
}

const results: Record<string, unknown> = {
  when: new Date().toISOString(),
  level: 'store (in-process ChunkStore + aggregate() against DynamoDB Local; no HTTP)',
  table,
};
const log = (s: string) => process.stdout.write(`${s}\n`);
if (!HTTP_ONLY && !LARGE_READS_ONLY)
  try {
    await admin.send(new CreateTableCommand(chunkTableInput(table)));
    await waitUntilTableExists({ client: admin, maxWaitTime: 30 }, { TableName: table });

    const one = 'bench-1m';
    log(`ingest ${N} points into ${one} …`);
    const single = await ingest(one, N);
    results['ingestOneChannel'] = {
      points: N,
      batch: BATCH,
      seconds: single.seconds,
      pointsPerSecond: single.pointsPerSecond,
      ...writeFigures(single.stats),
    };

    log(`ingest ${MANY_CHANNELS} channels × ${BATCH} points …`);
    const manyStats = emptyStats();
    const tMany = performance.now();
    let nextChannel = 0;
    await Promise.all(
      Array.from({ length: CHANNEL_CONCURRENCY }, async () => {
        while (nextChannel < MANY_CHANNELS)
          addStats(manyStats, await store.appendPoints(`bench-many-${nextChannel++}`, batch(0, BATCH)));
      }),
    );
    const manySeconds = (performance.now() - tMany) / 1000;
    results['ingestManyChannels'] = {
      channels: MANY_CHANNELS,
      pointsPerChannel: BATCH,
      concurrentChannels: CHANNEL_CONCURRENCY,
      seconds: round(manySeconds),
      pointsPerSecond: Math.round((MANY_CHANNELS * BATCH) / manySeconds),
      ...writeFigures(manyStats),
    };

    log(`range read of ${RANGE_POINTS} points …`);
    {
      const start = T0 + 100_000n * MS;
      const end = start + BigInt(RANGE_POINTS - 1) * MS;
      const got = (await store.readRange(one, start, end)).length;
      if (got !== RANGE_POINTS) throw new Error(`range read answered ${got} points, expected ${RANGE_POINTS}`);
      const q = { ...(await keyRange(one, start, end)), ProjectionExpression: 'd, t0, t1' };
      const t = await compare(RUNS, {
        readRange: () => store.readRange(one, start, end),
        rawTableQuery: () => rawQuery(q),
      });
      results['rangeRead'] = {
        points: RANGE_POINTS,
        chunkItems: (await rawQuery(q)).items,
        latencyMs: t,
        ratioToTableQuery: {
          p50: round(t['readRange']!.p50 / t['rawTableQuery']!.p50, 2),
          p99: round(t['readRange']!.p99 / t['rawTableQuery']!.p99, 2),
        },
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
      const t = await compare(Math.max(5, Math.floor(RUNS / 3)), {
        median: () => aggregateChannel(one, opts),
        rawTableQuery: () => rawQuery(q),
      });
      results['median1M'] = {
        points: N,
        latencyMs: t,
        ratioToTableQuery: { p50: round(t['median']!.p50 / t['rawTableQuery']!.p50, 2) },
      };
    }

    if (BIG_N > 0) {
      const big = 'bench-10m';
      log(`ingest ${BIG_N} points into ${big} …`);
      const b = await ingest(big, BIG_N);
      results['ingestBigChannel'] = {
        points: BIG_N,
        batch: BATCH,
        seconds: b.seconds,
        pointsPerSecond: b.pointsPerSecond,
        ...writeFigures(b.stats),
      };
      log(`MEAN and MAX, group_by 60 s, over ${BIG_N} points …`);
      // Fewer runs: each raw table Query here reads some 70 MB of chunk items from DynamoDB Local.
      const agg = await aggregates(big, BIG_N, Math.max(3, Math.floor(RUNS / 5)), false);
      results['aggregates10M'] = agg;
      const small = results['aggregates1M'] as Record<string, { latencyMs: Record<string, Latency> }>;
      const large = agg as Record<string, { latencyMs: Record<string, Latency> }>;
      results['growth10Mover1M'] = Object.fromEntries(
        (['MEAN', 'MAX'] as const).map((fn) => [
          fn,
          {
            p50: round(large[fn]!.latencyMs['aggregate']!.p50 / small[fn]!.latencyMs['aggregate']!.p50, 2),
            p99: round(large[fn]!.latencyMs['aggregate']!.p99 / small[fn]!.latencyMs['aggregate']!.p99, 2),
          },
        ]),
      );
    }
  } finally {
    await admin
      .send(new DeleteTableCommand({ TableName: table }))
      .catch((e: unknown) => log(`could not delete table ${table}: ${String(e)}`));
    admin.destroy();
  }

if (!SKIP_HTTP && !LARGE_READS_ONLY) {
  log(`HTTP level, through ${gateway} …`);
  results['http'] = await httpLevel();
}
if (!SKIP_HTTP) results['largeReads'] = await largeReads();

const dir = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'timeseries.json'), `${JSON.stringify(results, null, 2)}\n`);

type Agg = Record<
  'MEAN' | 'MAX',
  { latencyMs: Record<string, Latency>; ratioToTableQuery: Latency; firstQueryMs: number }
>;
const rows: [string, string][] = [];
const ing = (k: string) =>
  results[k] as
    | { pointsPerSecond: number; seconds: number; bytesPer1000Points: number; writeUnitsPer1000Points: number }
    | undefined;
for (const [k, label] of [
  ['ingestOneChannel', `ingest ${N} pts, 1 channel`],
  ['ingestManyChannels', `ingest ${MANY_CHANNELS} ch × ${BATCH}`],
  ['ingestBigChannel', `ingest ${BIG_N} pts, 1 channel`],
] as const) {
  const r = ing(k);
  if (r)
    rows.push([
      label,
      `${r.pointsPerSecond} pts/s (${r.seconds} s); ${r.bytesPer1000Points} B and ${r.writeUnitsPer1000Points} WU per 1,000 pts`,
    ]);
}
const rr = results['rangeRead'] as { latencyMs: Record<string, Latency>; ratioToTableQuery: Latency } | undefined;
if (rr)
  rows.push([
    `range read ${RANGE_POINTS} pts`,
    `p50 ${rr.latencyMs['readRange']!.p50} / p99 ${rr.latencyMs['readRange']!.p99} ms; raw Query p50 ${rr.latencyMs['rawTableQuery']!.p50} ms (×${rr.ratioToTableQuery.p50})`,
  ]);
for (const [k, label] of [
  ['aggregates1M', N],
  ['aggregates10M', BIG_N],
] as const) {
  const a = results[k] as Agg | undefined;
  if (!a) continue;
  for (const fn of ['MEAN', 'MAX'] as const) {
    const l = a[fn].latencyMs;
    rows.push([
      `${fn} 60 s over ${label} pts`,
      `p50 ${l['aggregate']!.p50} / p99 ${l['aggregate']!.p99} ms; raw table Query p50 ${l['rawTableQuery']!.p50} ms (×${a[fn].ratioToTableQuery.p50})${l['rawIndexQuery'] ? `; index Query p50 ${l['rawIndexQuery'].p50} ms` : ''}; first query ${a[fn].firstQueryMs} ms`,
    ]);
  }
}
const md = results['median1M'] as { latencyMs: Record<string, Latency> } | undefined;
if (md)
  rows.push([
    `MEDIAN 60 s over ${N} pts`,
    `p50 ${md.latencyMs['median']!.p50} / p99 ${md.latencyMs['median']!.p99} ms; raw table Query p50 ${md.latencyMs['rawTableQuery']!.p50} ms`,
  ]);
if (results['growth10Mover1M']) rows.push(['10M / 1M aggregate', JSON.stringify(results['growth10Mover1M'])]);
const h = results['http'] as Record<string, Record<string, unknown>> | undefined;
if (h) {
  for (const [k, label] of [
    ['ingestOneChannel', `HTTP ingest ${N} pts, 1 channel`],
    ['ingestManyChannels', `HTTP ingest ${MANY_CHANNELS} ch × ${BATCH}`],
    ['ingestBigChannel', `HTTP ingest ${BIG_N} pts`],
  ] as const) {
    const r = h[k] as { pointsPerSecond: number; seconds: number } | undefined;
    if (r) rows.push([label, `${r.pointsPerSecond} pts/s (${r.seconds} s)`]);
  }
  const hr = h['rangeRead'] as { latencyMs: Record<string, Latency>; ratioToTableQuery: Latency };
  rows.push([
    `HTTP range read ${HTTP_RANGE_POINTS} pts`,
    `p50 ${hr.latencyMs['http']!.p50} / p99 ${hr.latencyMs['http']!.p99} ms; raw Query p50 ${hr.latencyMs['rawTableQuery']!.p50} ms (×${hr.ratioToTableQuery.p50})`,
  ]);
  for (const [k, label] of [
    ['aggregates1M', N],
    ['aggregates10M', BIG_N],
  ] as const) {
    const a = h[k] as
      | Record<'MEAN' | 'MAX', { latencyMs: Record<string, Latency>; ratioToTableQuery: Latency; firstQueryMs: number }>
      | undefined;
    if (!a) continue;
    for (const fn of ['MEAN', 'MAX'] as const) {
      const l = a[fn].latencyMs;
      rows.push([
        `HTTP ${fn} 60 s over ${label} pts`,
        `p50 ${l['http']!.p50} / p99 ${l['http']!.p99} ms; raw table Query p50 ${l['rawTableQuery']!.p50} ms (×${a[fn].ratioToTableQuery.p50}); first query ${a[fn].firstQueryMs} ms`,
      ]);
    }
  }
  const hm = h['median1M'] as { latencyMs: Record<string, Latency> };
  rows.push([
    `HTTP MEDIAN 60 s over ${N} pts`,
    `p50 ${hm.latencyMs['http']!.p50} / p99 ${hm.latencyMs['http']!.p99} ms`,
  ]);
  if (h['growth10Mover1M']) rows.push(['HTTP 10M / 1M aggregate', JSON.stringify(h['growth10Mover1M'])]);
}
const lr = results['largeReads'] as Record<string, unknown> | undefined;
for (const [k, v] of Object.entries(lr ?? {})) {
  if (!k.startsWith('read')) continue;
  const r = v as {
    points: number;
    status: number;
    secondsTo303: number;
    secondsTotal: number;
    mbPerSecond: number;
    pointsPerSecond: number;
    gatewayRssMb: { before: number; peak: number };
    rawQuery: { seconds: number };
    problem?: string;
  };
  rows.push([
    `legacy raw read ${r.points} pts (${r.status})`,
    r.problem
      ? `failed after ${r.secondsTotal} s: ${r.problem.slice(-200)}`
      : `${r.secondsTotal} s (303 after ${r.secondsTo303} s), ${r.mbPerSecond} MB/s, ${r.pointsPerSecond} pts/s; gateway RSS ${r.gatewayRssMb.before} → peak ${r.gatewayRssMb.peak} MB; raw Query ${r.rawQuery.seconds} s`,
  ]);
}
const width = Math.max(...rows.map(([l]) => l.length));
for (const [l, v] of rows) log(`${l.padEnd(width)}  ${v}`);
process.exit(0);
