import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapLimit } from '#core/kernel/concurrency.ts';
import { jsonDouble } from '#core/kernel/int64-json.ts';
import { LEGACY_CONTRACT, contractErrors, declaredStatuses, referenceJson } from '../support/fixtures.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { call, userWithKey, type Reply } from '../support/local.ts';
import { multipart } from '../support/multipart.ts';
import { expectProblem } from '../support/problem.ts';
import { rng, type Rng } from '../unit/timeseries/seeded-rng.ts';
import {
  anyTypeFunctions,
  bucketDifferences,
  expectedBuckets,
  expectedFill,
  fills,
  functions,
  type Fill,
  type Fn,
  type OraclePoint,
  type Value,
  type ValueType,
} from '../support/shepard52-oracle.ts';
import { freePort } from '../support/private-services.ts';
import {
  channel,
  channelQuery,
  newTimeseriesContainer,
  tsCall,
  type Channel,
  type Int64Reply,
} from '../support/timeseries.ts';

/**
 * The payload routes of timeseries containers over HTTP, through the local gateway: answers valid
 * against the reference schema; nanosecond (and Integer) exactness through JSON and CSV; every
 * aggregate function and fill option against an independent computation of shepard 5.2's rules
 * (support/shepard52-oracle.ts) on seeded random data, also where chunk summaries and rollups
 * answer; value types; concurrent writers; CSV round trips; bad input (400 naming the field,
 * nothing written); `svc.autoconvert-int`.
 */
const TC = '/timeseriesContainers/{timeseriesContainerId}';
const INT64_MAX = 2n ** 63n - 1n;
const SECOND = 1_000_000_000n;
const MS = 1_000_000n;
const T0 = 1_700_000_000_000_000_000n; // a whole second since the epoch, 20 s past a whole minute

let owner: { username: string; key: string };
beforeAll(async () => {
  owner = await userWithKey();
});

interface TsPoint {
  readonly timestamp: bigint;
  readonly value: Value;
}
interface Answer {
  timeseries: Channel;
  points: { timestamp: bigint; value: Value | null }[];
}

const base = (container: number) => `/svc/api/timeseriesContainers/${container}`;
/** Numbers go out as Doubles (`2.0`), bigints as Integers. */
const wire = (points: readonly TsPoint[]) =>
  points.map((p) => ({ timestamp: p.timestamp, value: typeof p.value === 'number' ? jsonDouble(p.value) : p.value }));

function post(
  container: number,
  ch: Channel,
  points: readonly TsPoint[],
  opts: { key?: string; gw?: string } = {},
): Promise<Int64Reply> {
  return tsCall('POST', `${base(container)}/payload`, {
    key: opts.key ?? owner.key,
    body: { timeseries: ch, points: wire(points) },
    ...(opts.gw ? { base: opts.gw } : {}),
  });
}

async function write(container: number, ch: Channel, points: readonly TsPoint[], batch = 10_000): Promise<void> {
  for (let i = 0; i < points.length; i += batch) {
    const r = await post(container, ch, points.slice(i, i + batch));
    expect(r.status, r.text.slice(0, 500)).toBe(201);
  }
}

/** A raw JSON body (for bodies the int64 writer cannot produce). */
const postRaw = (container: number, text: string) =>
  call('POST', `${base(container)}/payload`, {
    headers: { 'x-api-key': owner.key, 'content-type': 'application/json' },
    raw: text,
  });

interface Params {
  start: bigint | string;
  end: bigint | string;
  function?: string;
  group_by?: bigint | string;
  fill_option?: string;
  csv_format?: string;
}
const query = (ch: Channel, p: Params) =>
  `${channelQuery(ch)}&${new URLSearchParams(Object.entries(p).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]]))).toString()}`;

const getPayload = (container: number, ch: Channel, p: Params, gw?: string) =>
  tsCall<Answer>('GET', `${base(container)}/payload?${query(ch, p)}`, { key: owner.key, ...(gw ? { base: gw } : {}) });
const getExport = (container: number, ch: Channel, p: Params) =>
  tsCall('GET', `${base(container)}/export?${query(ch, p)}`, { key: owner.key });

async function rawPoints(container: number, ch: Channel, start = 0n, end = INT64_MAX, gw?: string): Promise<TsPoint[]> {
  const r = await getPayload(container, ch, { start, end }, gw);
  expect(r.status, r.text.slice(0, 500)).toBe(200);
  return r.json.points as TsPoint[];
}

function importCsv(container: number, csv: string, gw?: string): Promise<Reply> {
  const form = multipart([{ name: 'file', filename: 'points.csv', data: Buffer.from(csv, 'utf8') }]);
  return call('POST', `${base(container)}/import`, {
    headers: { 'x-api-key': owner.key, 'content-type': form.contentType },
    raw: form.body,
    ...(gw ? { base: gw } : {}),
  });
}

/** A 400 problem naming `field` among its violations (and the batch index, when given). */
function expectViolation(r: Reply, field: string, index?: number): Record<string, unknown> {
  expectProblem(r, 400);
  const body = r.body as { violations?: { field: string }[]; index?: number };
  expect(
    body.violations?.map((v) => v.field),
    r.text,
  ).toContain(field);
  if (index !== undefined) expect(body.index, r.text).toBe(index);
  return body as Record<string, unknown>;
}

const sortByTime = <P extends { timestamp: bigint }>(ps: readonly P[]) =>
  [...ps].sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));

/** Runs tasks with at most `n` in flight, in order of the answers' list. */
async function limited<T>(n: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = new Array<T>(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}

describe('timeseries payload: the reference contract', () => {
  it('answers every payload operation as the reference schema describes', async () => {
    const container = await newTimeseriesContainer(owner.key);
    const temp = channel('temp', { device: 'rig1' });
    const count = channel('count', { device: 'rig2', measurement: 'bench' });
    const note = channel('note', { device: 'rig1', location: 'lab', symbolicName: 'N' });

    const created = await post(container, temp, [
      { timestamp: T0, value: 20.5 },
      { timestamp: T0 + 2n * SECOND, value: 21 },
    ]);
    expect(contractErrors(`${TC}/payload`, 'post', 201, created.body)).toEqual([]);
    expect(created.status).toBe(201);
    expect(created.json).toEqual(temp);
    expect((await post(container, count, [{ timestamp: T0, value: 7n }])).status).toBe(201);
    expect((await post(container, note, [{ timestamp: T0, value: 'started' }])).status).toBe(201);

    const raw = await getPayload(container, temp, { start: T0, end: T0 + 10n * SECOND });
    expect(raw.status).toBe(200);
    expect(contractErrors(`${TC}/payload`, 'get', 200, raw.body)).toEqual([]);
    expect(raw.json).toEqual({
      timeseries: temp,
      points: [
        { timestamp: T0, value: 20.5 },
        { timestamp: T0 + 2n * SECOND, value: 21 },
      ],
    });
    // Aggregated: without fill_option the empty bucket is left out (5.2's NONE), with NULL it is null.
    const agg = await getPayload(container, temp, {
      start: T0,
      end: T0 + 2n * SECOND,
      function: 'MEAN',
      group_by: SECOND,
    });
    expect(contractErrors(`${TC}/payload`, 'get', 200, agg.body)).toEqual([]);
    expect(agg.json.points).toEqual([
      { timestamp: T0, value: 20.5 },
      { timestamp: T0 + 2n * SECOND, value: 21 },
    ]);
    const nulls = await getPayload(container, temp, {
      start: T0,
      end: T0 + 2n * SECOND,
      function: 'MEAN',
      group_by: SECOND,
      fill_option: 'NULL',
    });
    expect(contractErrors(`${TC}/payload`, 'get', 200, nulls.body)).toEqual([]);
    expect(nulls.json.points).toEqual([
      { timestamp: T0, value: 20.5 },
      { timestamp: T0 + SECOND, value: null },
      { timestamp: T0 + 2n * SECOND, value: 21 },
    ]);

    const all = await tsCall<{ id: bigint; containerId: bigint; valueType: string }[]>(
      'GET',
      `${base(container)}/timeseries`,
      { key: owner.key },
    );
    expect(all.status).toBe(200);
    expect(contractErrors(`${TC}/timeseries`, 'get', 200, all.body)).toEqual([]);
    expect(all.json.map((e) => e.valueType)).toEqual(['Double', 'Integer', 'String']);
    expect(all.json.map((e) => e.containerId)).toEqual([BigInt(container), BigInt(container), BigInt(container)]);
    const entity = (ch: Channel) => all.json.find((e) => (e as unknown as Channel).field === ch.field);

    const filters: [string, Channel[]][] = [
      ['measurement=bench', [count]],
      ['device=rig1', [temp, note]],
      ['location=lab', [note]],
      ['symbolic_name=N', [note]],
      ['field=temp', [temp]],
      ['device=rig1&location=hall', [temp]],
      ['device=rig2&field=note', []],
    ];
    for (const [filter, expected] of filters) {
      const r = await tsCall<Channel[]>('GET', `${base(container)}/timeseries?${filter}`, { key: owner.key });
      expect(r.status, filter).toBe(200);
      expect(contractErrors(`${TC}/timeseries`, 'get', 200, r.body), filter).toEqual([]);
      expect(
        r.json.map((e) => e.field),
        filter,
      ).toEqual(expected.map((c) => c.field));
    }

    for (const ch of [temp, count, note]) {
      const e = entity(ch)!;
      const byId = await tsCall('GET', `${base(container)}/timeseries/${e.id}`, { key: owner.key });
      expect(byId.status).toBe(200);
      expect(contractErrors(`${TC}/timeseries/{timeseriesId}`, 'get', 200, byId.body)).toEqual([]);
      expect(byId.json).toEqual([{ ...ch, id: e.id, containerId: BigInt(container), valueType: e.valueType }]);
    }
    expectProblem(
      await call('GET', `${base(container)}/timeseries/999999999`, { headers: { 'x-api-key': owner.key } }),
      404,
    );

    const available = await tsCall('GET', `${base(container)}/available`, { key: owner.key });
    expect(available.status).toBe(200);
    expect(contractErrors(`${TC}/available`, 'get', 200, available.body)).toEqual([]);
    expect(available.json).toEqual([temp, count, note]);

    const csv = await getExport(container, temp, { start: T0, end: T0 + 10n * SECOND });
    expect(csv.status).toBe(200);
    const declared = referenceJson<{
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    }>(LEGACY_CONTRACT);
    expect(Object.keys(declared.paths[`${TC}/export`]!['get']!.responses['200']!.content ?? {})).toEqual([
      'application/octet-stream',
    ]);
    expect(csv.headers.get('content-type')).toBe('application/octet-stream');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename/);
    expect(csv.text).toBe(
      `DEVICE,FIELD,LOCATION,MEASUREMENT,SYMBOLICNAME,TIMESTAMP,VALUE\nrig1,temp,hall,stand,T,${T0},20.5\nrig1,temp,hall,stand,T,${T0 + 2n * SECOND},21.0\n`,
    );

    const target = await newTimeseriesContainer(owner.key);
    const imported = await importCsv(target, csv.text);
    expect(imported.status, imported.text).toBe(200);
    expect(declaredStatuses(`${TC}/import`, 'post')).toContain('200');
    expect(await rawPoints(target, temp)).toEqual(raw.json.points);

    // A channel the container does not hold.
    expectProblem(await getPayload(container, channel('nope'), { start: 0n, end: 1n }), 404);
  });
});

describe('timeseries payload: exactness', () => {
  const stamps = [
    0n,
    9_007_199_254_740_992n,
    9_007_199_254_740_993n,
    1_700_000_000_123_456_788n,
    1_700_000_000_123_456_789n,
    INT64_MAX - 1n,
    INT64_MAX,
  ];
  const doubles = [2, 0.1, -1.5, 1e21, 123456789.125, 5e-324, -1.7976931348623157e308];
  const integers = [INT64_MAX, -(2n ** 63n), 9_007_199_254_740_993n, -9_007_199_254_740_993n, 2n ** 53n, 1n, 0n];

  it('keeps nanosecond timestamps and int64 Integer values exact through JSON and CSV export (ROW and COLUMN)', async () => {
    const container = await newTimeseriesContainer(owner.key);
    const dbl = channel('temp', { device: 'rig1' });
    const int = channel('count', { device: 'rig1' });
    const dblPoints = stamps.map((timestamp, i) => ({ timestamp, value: doubles[i]! }));
    const intPoints = stamps.map((timestamp, i) => ({ timestamp, value: integers[i]! }));
    // Written in reverse order: the store sorts them.
    await write(container, dbl, [...dblPoints].reverse());
    await write(container, int, [...intPoints].reverse());

    const dblRead = await getPayload(container, dbl, { start: 0n, end: INT64_MAX });
    expect(dblRead.json.points).toEqual(dblPoints);
    expect(dblRead.text).toContain('{"timestamp":1700000000123456789,"value":123456789.125}');
    expect(dblRead.text).toContain('{"timestamp":0,"value":2.0}'); // a Double stays a Double
    const intRead = await getPayload(container, int, { start: 0n, end: INT64_MAX });
    expect(intRead.json.points).toEqual(intPoints);
    expect(intRead.text).toContain('{"timestamp":0,"value":9223372036854775807}');
    expect(intRead.text).toContain('{"timestamp":9223372036854775807,"value":0}');

    // Ranges one nanosecond wide tell 2^53 from 2^53 + 1 and reach 2^63 - 1.
    expect(await rawPoints(container, int, 9_007_199_254_740_993n, 9_007_199_254_740_993n)).toEqual([intPoints[2]]);
    expect(await rawPoints(container, int, 9_007_199_254_740_992n, 9_007_199_254_740_992n)).toEqual([intPoints[1]]);
    expect(await rawPoints(container, int, INT64_MAX, INT64_MAX)).toEqual([intPoints[6]]);
    expect(await rawPoints(container, int, 1_700_000_000_123_456_789n, INT64_MAX - 1n)).toEqual(intPoints.slice(4, 6));

    // Aggregates keep them too: buckets of 2^62 ns, exact Integer sums beyond 2^53.
    const half = 2n ** 62n;
    const counts = await getPayload(container, int, { start: 0n, end: INT64_MAX, function: 'COUNT', group_by: half });
    expect(counts.json.points).toEqual([
      { timestamp: 0n, value: 5n },
      { timestamp: half, value: 2n },
    ]);
    const sums = await getPayload(container, int, {
      start: 9_007_199_254_740_992n,
      end: 9_007_199_254_740_993n,
      function: 'SUM',
      group_by: 2n,
    });
    expect(sums.json.points).toEqual([
      { timestamp: 9_007_199_254_740_992n, value: -(2n ** 63n) + 9_007_199_254_740_993n },
    ]);
    // Without group_by the width is end − start (here 1 ns), aligned to the epoch: two buckets.
    const split = await getPayload(container, int, {
      start: 9_007_199_254_740_992n,
      end: 9_007_199_254_740_993n,
      function: 'SUM',
    });
    expect(split.json.points).toEqual([
      { timestamp: 9_007_199_254_740_992n, value: -(2n ** 63n) },
      { timestamp: 9_007_199_254_740_993n, value: 9_007_199_254_740_993n },
    ]);
    // [0, 2^63 − 1] without group_by: width 2^63 − 1, buckets 0 and 2^63 − 1.
    const whole = await getPayload(container, int, { start: 0n, end: INT64_MAX, function: 'COUNT' });
    expect(whole.json.points).toEqual([
      { timestamp: 0n, value: 6n },
      { timestamp: INT64_MAX, value: 1n },
    ]);
    const last = await getPayload(container, int, { start: 1n, end: INT64_MAX - 1n, function: 'LAST', group_by: half });
    expect(last.json.points).toEqual([
      { timestamp: 0n, value: 2n ** 53n },
      { timestamp: half, value: 1n },
    ]);
    const widest = await getPayload(container, int, {
      start: 0n,
      end: INT64_MAX,
      function: 'COUNT',
      group_by: INT64_MAX,
      fill_option: 'LINEAR',
    });
    expect(widest.json.points).toEqual([
      { timestamp: 0n, value: 6n },
      { timestamp: INT64_MAX, value: 1n },
    ]);

    // A batch with one timestamp twice is a 400 naming the point and the timestamp, and writes
    // nothing (5.2); a later write to a stored timestamp replaces its point.
    const dup = channel('dup', { device: 'rig1' });
    const twice = await post(container, dup, [
      { timestamp: INT64_MAX, value: 1n },
      { timestamp: 0n, value: 3n },
      { timestamp: INT64_MAX, value: 2n },
    ]);
    expect(twice.status, twice.text).toBe(400);
    expect(twice.text).toContain(`${INT64_MAX} repeats the timestamp of point 0`);
    expect((twice.body as { violations: { field: string }[] }).violations.map((v) => v.field)).toEqual([
      'points.2.timestamp',
    ]);
    expect((await getPayload(container, dup, { start: 0n, end: INT64_MAX })).status).toBe(404); // no channel made
    await write(container, dup, [
      { timestamp: INT64_MAX, value: 2n },
      { timestamp: 0n, value: 3n },
    ]);
    await write(container, dup, [{ timestamp: 0n, value: 4n }]);
    expect(await rawPoints(container, dup)).toEqual([
      { timestamp: 0n, value: 4n },
      { timestamp: INT64_MAX, value: 2n },
    ]);

    const header = 'DEVICE,FIELD,LOCATION,MEASUREMENT,SYMBOLICNAME,TIMESTAMP,VALUE\n';
    const doubleText = ['2.0', '0.1', '-1.5', '1e+21', '123456789.125', '5e-324', '-1.7976931348623157e+308'];
    const row = await getExport(container, dbl, { start: 0n, end: INT64_MAX });
    expect(row.text).toBe(header + stamps.map((t, i) => `rig1,temp,hall,stand,T,${t},${doubleText[i]}\n`).join(''));
    const rowInt = await getExport(container, int, { start: 0n, end: INT64_MAX, csv_format: 'ROW' });
    expect(rowInt.text).toBe(header + stamps.map((t, i) => `rig1,count,hall,stand,T,${t},${integers[i]}\n`).join(''));
    const column = await getExport(container, int, { start: 0n, end: INT64_MAX, csv_format: 'COLUMN' });
    expect(column.text).toBe(
      `timestamp,stand-rig1-hall-T-count\n${stamps.map((t, i) => `${t},${integers[i]}\n`).join('')}`,
    );
    const columnDbl = await getExport(container, dbl, {
      start: 9_007_199_254_740_993n,
      end: INT64_MAX,
      csv_format: 'COLUMN',
    });
    expect(columnDbl.text).toBe(
      `timestamp,stand-rig1-hall-T-temp\n${stamps
        .slice(2)
        .map((t, i) => `${t},${doubleText[i + 2]}\n`)
        .join('')}`,
    );

    // And back: each export imported into an empty container gives the same points.
    for (const [ch, csv, points] of [
      [dbl, row.text, dblPoints],
      [int, column.text, intPoints],
    ] as const) {
      const target = await newTimeseriesContainer(owner.key);
      expect((await importCsv(target, csv)).status).toBe(200);
      expect(await rawPoints(target, ch)).toEqual(points);
    }
  });
});

/**
 * Seeded random points over 42 one-second buckets from T0, with the shapes each fill needs: a
 * run of empty buckets, single-point buckets (one of them on its bucket's start), points just
 * outside both ranges, a first bucket whose points all lie before `start` (a leading missing
 * bucket), trailing empty buckets, a last bucket whose only point in range is `end` itself.
 */
function randomChannel(r: Rng, type: ValueType): TsPoint[] {
  const value = (): Value => {
    switch (type) {
      case 'Double':
        return r.next() < 0.6 ? r.int(7) * 0.75 - 1.5 : Math.round((r.next() * 20 - 10) * 1e6) / 1e6;
      case 'Integer':
        return r.next() < 0.7 ? BigInt(r.int(7) - 3) * 1_000_003n : BigInt(r.int(2 ** 31)) - 2n ** 30n;
      case 'Boolean':
        return r.next() < 0.5;
      case 'String':
        return r.pick(['a', 'b', 'b,c', '', 'ä "q"', 'z\nz']);
    }
  };
  const points: TsPoint[] = [];
  const at = (k: number, offsets: readonly bigint[]) => {
    for (const o of new Set(offsets)) points.push({ timestamp: T0 + BigInt(k) * SECOND + o, value: value() });
  };
  const randomOffsets = (n: number, below = SECOND) => Array.from({ length: n }, () => BigInt(r.int(Number(below))));
  for (let k = 0; k < 42; k++) {
    if (k === 1)
      at(k, [...randomOffsets(2, 600n * MS), 599_999_999n]); // all before range A's start
    else if (k === 2)
      at(k, [0n, ...randomOffsets(3)]); // range B starts on this bucket's start
    else if (k >= 4 && k <= 8)
      continue; // a run of empty buckets
    else if (k === 9)
      at(k, [0n]); // one point, on its bucket's start
    else if (k === 10) at(k, randomOffsets(1));
    else if (k === 35 || k === 36)
      continue; // range B ends in empty buckets
    else if (k === 38)
      at(k, [0n, 500n * MS]); // range A ends on the first; the second is past it
    else {
      const kind = r.next();
      if (kind < 0.3) continue;
      at(k, randomOffsets(kind < 0.55 ? 1 : 2 + r.int(5)));
    }
  }
  return sortByTime(points);
}

const rangeA = { start: T0 + SECOND + 600n * MS, end: T0 + 38n * SECOND };
const rangeB = { start: T0 + 2n * SECOND, end: T0 + 37n * SECOND - 1n };
const typeChannels: Record<ValueType, Channel> = {
  Double: channel('dbl', { device: 'rig1' }),
  Integer: channel('int', { device: 'rig1' }),
  Boolean: channel('bool', { device: 'rig1' }),
  String: channel('str', { device: 'rig1' }),
};

describe('timeseries payload: aggregate functions and fill options against an independent computation', () => {
  const types: ValueType[] = ['Double', 'Integer', 'Boolean', 'String'];
  let container: number;
  const data = new Map<ValueType, TsPoint[]>();

  beforeAll(async () => {
    container = await newTimeseriesContainer(owner.key);
    const r = rng(20_241_124);
    for (const type of types) {
      const points = randomChannel(r, type);
      data.set(type, points);
      await write(container, typeChannels[type], [...points].reverse());
    }
  });

  it('writes data with empty, single-point and multi-point buckets in both ranges', () => {
    for (const range of [rangeA, rangeB]) {
      const inRange = data.get('Double')!.filter((p) => p.timestamp >= range.start && p.timestamp <= range.end);
      const perBucket = new Map<bigint, number>();
      for (const p of inRange) perBucket.set(p.timestamp / SECOND, (perBucket.get(p.timestamp / SECOND) ?? 0) + 1);
      const buckets = Number(range.end / SECOND - range.start / SECOND + 1n);
      expect(buckets - perBucket.size).toBeGreaterThanOrEqual(4);
      expect([...perBucket.values()].filter((n) => n === 1).length).toBeGreaterThanOrEqual(3);
      expect([...perBucket.values()].filter((n) => n >= 3).length).toBeGreaterThanOrEqual(5);
    }
  });

  const numeric = (type: ValueType) => type === 'Integer' || type === 'Double';

  it.each(types)(
    'answers each function and fill option over a %s channel with group_by as shepard 5.2 computes it',
    async (type) => {
      const allowed = numeric(type) ? functions : anyTypeFunctions;
      // Boolean and String channels take no fill_option (5.2); without one the fill is NONE.
      const fillCases: (Fill | undefined)[] = numeric(type) ? [undefined, ...fills] : [undefined];
      const cases: { fn: Fn; fill: Fill | undefined; groupBy: bigint; range: { start: bigint; end: bigint } }[] = [];
      for (const range of [rangeA, rangeB]) {
        for (const groupBy of [SECOND, 3n * SECOND])
          for (const fn of allowed) for (const fill of fillCases) cases.push({ fn, fill, groupBy, range });
      }
      const failures = await limited(
        4,
        cases.map((c) => async () => {
          const r = await getPayload(container, typeChannels[type], {
            ...c.range,
            function: c.fn,
            group_by: c.groupBy,
            ...(c.fill ? { fill_option: c.fill } : {}),
          });
          const label = `${type} ${c.fn} fill ${c.fill ?? '-'} group_by ${c.groupBy} [${c.range.start}, ${c.range.end}]`;
          if (r.status !== 200) return [`${label}: ${r.status} ${r.text.slice(0, 300)}`];
          const expected = expectedFill(
            expectedBuckets(data.get(type)! as OraclePoint[], { fn: c.fn, type, ...c.range, groupBy: c.groupBy }),
            c.fill ?? 'NONE',
            { ...c.range, groupBy: c.groupBy },
          );
          const schema = contractErrors(`${TC}/payload`, 'get', 200, r.body);
          return [...bucketDifferences(r.json.points, expected), ...schema].map((d) => `${label}: ${d}`);
        }),
      );
      expect(failures.flat()).toEqual([]);
      expect(cases.length).toBe(allowed.length * 4 * fillCases.length);
    },
  );

  it.each(types)(
    'answers each function over a %s channel without group_by: width end − start, aligned to the epoch',
    async (type) => {
      const allowed = numeric(type) ? functions : anyTypeFunctions;
      // rangeC: 10 s wide from T0 + 5 s, so its points fall into the buckets at T0 and T0 + 10 s
      const rangeC = { start: T0 + 5n * SECOND, end: T0 + 15n * SECOND };
      let twoBuckets = 0;
      for (const range of [rangeA, rangeB, rangeC]) {
        for (const fn of allowed) {
          const r = await getPayload(container, typeChannels[type], { ...range, function: fn });
          expect(r.status, r.text).toBe(200);
          const expected = expectedBuckets(data.get(type)! as OraclePoint[], { fn, type, ...range });
          if (expected.length === 2) twoBuckets++;
          expect(bucketDifferences(r.json.points, expected), `${fn} [${range.start}, ${range.end}]`).toEqual([]);
        }
      }
      expect(twoBuckets).toBeGreaterThan(0);
      // start = end needs a group_by (width 0)
      expectViolation(
        await getPayload(container, typeChannels[type], {
          start: T0 + 9n * SECOND,
          end: T0 + 9n * SECOND,
          function: 'COUNT',
        }),
        'group_by',
      );
    },
  );

  it('refuses what 5.2 refuses for a channel type: any fill, and all but COUNT, FIRST and LAST, on Boolean and String', async () => {
    for (const type of ['Boolean', 'String'] as const) {
      for (const fill of fills) {
        const r = await getPayload(container, typeChannels[type], {
          ...rangeA,
          function: 'COUNT',
          group_by: SECOND,
          fill_option: fill,
        });
        expectViolation(r, 'fill_option');
        expect(r.text).toContain(type);
      }
      for (const fn of ['MODE', 'MEAN', 'MEDIAN', 'SUM', 'MIN', 'MAX', 'SPREAD', 'STDDEV'] as const) {
        const r = await getPayload(container, typeChannels[type], { ...rangeA, function: fn, group_by: SECOND });
        expectViolation(r, 'function');
        expect(r.text).toContain(fn);
      }
    }
    for (const type of types) {
      const r = await getPayload(container, typeChannels[type], { ...rangeA, function: 'INTEGRAL', group_by: SECOND });
      expectViolation(r, 'function');
      expect(r.text).toContain('INTEGRAL');
    }
  });

  it('exports aggregates as CSV (ROW and COLUMN): every answered bucket, a null one as an empty cell, in the result type', async () => {
    const cell = (v: Value) =>
      typeof v === 'string'
        ? `"${v.replace(/"/g, '""')}"`
        : typeof v === 'number'
          ? Number.isInteger(v)
            ? `${v}.0`
            : String(v)
          : String(v);
    const cases: [ValueType, Fn, Fill | undefined][] = [
      ['Double', 'MEAN', 'NULL'],
      ['Integer', 'MEAN', 'LINEAR'],
      ['Integer', 'SUM', 'PREVIOUS'],
      ['Integer', 'STDDEV', 'NULL'],
      ['Integer', 'MODE', 'LINEAR'],
      ['Boolean', 'COUNT', undefined],
      ['String', 'FIRST', undefined],
      ['String', 'LAST', undefined],
    ];
    for (const [type, fn, fill] of cases) {
      const ch = typeChannels[type];
      const label = `${type} ${fn} ${fill ?? '-'}`;
      const expected = expectedFill(
        expectedBuckets(data.get(type)! as OraclePoint[], { fn, type, ...rangeA, groupBy: SECOND }),
        fill ?? 'NONE',
        { ...rangeA, groupBy: SECOND },
      );
      const answered = expected.filter((b) => b.value !== null);
      expect(answered.length).toBeGreaterThan(5);
      if (fill === 'NULL') expect(answered.length, label).toBeLessThan(expected.length); // gaps to write
      const names = `${ch.device},${ch.field},${ch.location},${ch.measurement},${ch.symbolicName}`;
      const fillParam = fill ? { fill_option: fill } : {};
      const row = await getExport(container, ch, { ...rangeA, function: fn, group_by: SECOND, ...fillParam });
      const rows = row.text.split('\n');
      expect(rows[0], label).toBe('DEVICE,FIELD,LOCATION,MEASUREMENT,SYMBOLICNAME,TIMESTAMP,VALUE');
      const column = await getExport(container, ch, {
        ...rangeA,
        function: fn,
        group_by: SECOND,
        ...fillParam,
        csv_format: 'COLUMN',
      });
      const columnHeader = `timestamp,${ch.measurement}-${ch.device}-${ch.location}-${ch.symbolicName}-${ch.field}`;
      const numberOrNull = (text: string) => (text === '' ? null : Number(text));
      if (typeof answered[0]!.value === 'number') {
        // Doubles: numerically, line by line, each written as a Double.
        const got = rows.slice(1, -1).map((line) => line.split(','));
        expect(
          got.map((c) => c.slice(0, 5).join(',')),
          label,
        ).toEqual(expected.map(() => names));
        expect(
          bucketDifferences(
            got.map((c) => ({ timestamp: BigInt(c[5]!), value: numberOrNull(c[6]!) })),
            expected,
          ),
          label,
        ).toEqual([]);
        expect(
          got.every((c) => c[6] === '' || /[.e]/.test(c[6]!)),
          label,
        ).toBe(true);
        const cols = column.text.split('\n');
        expect(cols[0]).toBe(columnHeader);
        expect(
          bucketDifferences(
            cols
              .slice(1, -1)
              .map((line) => line.split(','))
              .map((c) => ({ timestamp: BigInt(c[0]!), value: numberOrNull(c[1]!) })),
            expected,
          ),
          label,
        ).toEqual([]);
      } else {
        expect(row.text, label).toBe(
          `${rows[0]}\n${expected.map((b) => `${names},${b.timestamp},${b.value === null ? '' : cell(b.value)}\n`).join('')}`,
        );
        expect(column.text, label).toBe(
          `${columnHeader}\n${expected.map((b) => `${b.timestamp},${b.value === null ? '' : cell(b.value)}\n`).join('')}`,
        );
      }
    }
  });

  it('answers a range holding no point: no bucket without fill or with NONE, every bucket null with NULL, LINEAR and PREVIOUS', async () => {
    const empty = { start: T0 + 4n * SECOND + 1n, end: T0 + 8n * SECOND + 999n };
    const gapBuckets = [4n, 5n, 6n, 7n, 8n].map((k) => ({ timestamp: T0 + k * SECOND, value: null }));
    for (const fn of ['COUNT', 'MEAN', 'LAST'] as const) {
      for (const fill of [undefined, ...fills]) {
        const r = await getPayload(container, typeChannels.Double, {
          ...empty,
          function: fn,
          group_by: SECOND,
          ...(fill ? { fill_option: fill } : {}),
        });
        expect(r.json, `${fn} ${fill}`).toEqual({
          timeseries: typeChannels.Double,
          points: fill === undefined || fill === 'NONE' ? [] : gapBuckets,
        });
      }
      expect((await getPayload(container, typeChannels.Double, { ...empty, function: fn })).json.points).toEqual([]);
    }
    expect((await getPayload(container, typeChannels.Double, empty)).json.points).toEqual([]);
  });
});

describe('timeseries payload: long ranges (chunk summaries, rollups, raw reads past one response)', () => {
  it('answers the summary functions over 200,000 points at 1 kHz as computed from every point, also after a rewrite', async () => {
    const container = await newTimeseriesContainer(owner.key);
    const ch = channel('load', { device: 'rig1' });
    const r = rng(77);
    const start = T0 + 100n * SECOND; // a whole minute
    let points: TsPoint[] = Array.from({ length: 200_000 }, (_, i) => ({
      timestamp: start + BigInt(i) * MS + BigInt(r.int(1000)),
      value: 20 + 5 * Math.sin(i / 500) + r.next(),
    }));
    await write(container, ch, points);

    // No raw-read limit: 80,000 points answer inline, all 200,000 through a 303 that fetch follows
    // (test/integration/legacy-large-reads.test.ts checks the redirect itself).
    const limit = { start, end: start + 80_000n * MS - 1n };
    expect(await rawPoints(container, ch, limit.start, limit.end)).toEqual(points.slice(0, 80_000));
    expect(await rawPoints(container, ch, start, start + 200_000n * MS)).toEqual(points);

    // [start + 1.23 s, start + 199.9 s]: minutes 1 and 2 whole (rollups), the rest chunk summaries and raw edges.
    const range = { start: start + 1_234_567_891n, end: start + 199_900_000_000n };
    const summaryFns: Fn[] = ['MEAN', 'SUM', 'COUNT', 'MIN', 'MAX', 'FIRST', 'LAST', 'SPREAD'];
    // The reads are independent: a few in flight at once (the oracle runs while the service computes the next).
    const check = async (fns: readonly Fn[], groupings: readonly (bigint | undefined)[]) => {
      const cases = groupings.flatMap((groupBy) => fns.map((fn) => ({ fn, groupBy })));
      const failures = await mapLimit(cases, 4, async ({ fn, groupBy }) => {
        const label = `${fn} group_by ${groupBy ?? '-'}`;
        const a = await getPayload(container, ch, {
          ...range,
          function: fn,
          ...(groupBy ? { group_by: groupBy } : {}),
        });
        if (a.status !== 200) return [`${label}: ${a.status} ${a.text.slice(0, 300)}`];
        // No fill_option: NONE, the buckets that hold points (every one of them here).
        const expected = expectedBuckets(points as OraclePoint[], {
          fn,
          type: 'Double',
          ...range,
          ...(groupBy ? { groupBy } : {}),
        });
        return bucketDifferences(a.json.points, expected, 1e-9).map((d) => `${label}: ${d}`);
      });
      expect(failures.flat()).toEqual([]);
    };
    await check(summaryFns, [60n * SECOND, 10n * SECOND, 7n * SECOND, undefined]);
    await check(['MEDIAN', 'MODE', 'STDDEV'], [60n * SECOND]);

    // Without fill, over the whole int64 range: 2 ms buckets hold two points each, exactly 100,000
    // buckets (the most allowed); 1 ms buckets would be 200,000, a 400 naming group_by (stopped
    // after 100,001 of them were found), also for MEDIAN.
    const whole = { start: 0n, end: INT64_MAX };
    const most = await getPayload(container, ch, { ...whole, function: 'COUNT', group_by: 2n * MS });
    expect(most.status, most.text.slice(0, 300)).toBe(200);
    expect(most.json.points.length).toBe(100_000);
    expect(most.json.points.every((p) => p.value === 2n)).toBe(true);
    for (const fn of ['COUNT', 'MEDIAN'])
      expectViolation(await getPayload(container, ch, { ...whole, function: fn, group_by: MS }), 'group_by');

    // Rewrite part of a whole minute (replacing points, adding new ones): the answers follow.
    const rewrite = Array.from({ length: 3000 }, (_, i) => ({
      timestamp: i % 2 === 0 ? points[70_000 + i]!.timestamp : start + 70n * SECOND + BigInt(i) * MS + 500_000n,
      value: 1000 + r.next(),
    }));
    await write(container, ch, rewrite);
    const merged = new Map(points.map((p) => [p.timestamp, p]));
    for (const p of rewrite) merged.set(p.timestamp, p);
    points = sortByTime([...merged.values()]);
    expect(points.length).toBe(201_500);
    await check(['MEAN', 'SUM', 'COUNT', 'MAX', 'LAST'], [60n * SECOND, undefined]);
  }, 60_000);
});

describe('timeseries payload: long ranges of an Integer channel', () => {
  it('answers exact Integer sums beyond 2^53 from summaries and rollups', async () => {
    const container = await newTimeseriesContainer(owner.key);
    const ch = channel('ticks', { device: 'rig1' });
    const r = rng(99);
    const start = T0 + 160n * SECOND; // a whole minute
    const points = Array.from({ length: 130_000 }, (_, i) => ({
      timestamp: start + BigInt(i) * MS + BigInt(r.int(1000)),
      value: BigInt(r.int(2 ** 24)) * BigInt(r.int(2 ** 24)) - 2n ** 47n,
    }));
    await write(container, ch, points);
    const range = { start: start + 500n * MS, end: start + 129_500n * MS };
    const failures: string[] = [];
    for (const groupBy of [60n * SECOND, 10n * SECOND, undefined]) {
      for (const fn of ['SUM', 'MEAN', 'COUNT', 'MIN', 'MAX', 'FIRST', 'LAST', 'SPREAD'] as const) {
        const a = await getPayload(container, ch, {
          ...range,
          function: fn,
          ...(groupBy ? { group_by: groupBy } : {}),
        });
        const expected = expectedBuckets(points, { fn, type: 'Integer', ...range, ...(groupBy ? { groupBy } : {}) });
        failures.push(
          ...(a.status === 200 ? bucketDifferences(a.json.points, expected) : [`${a.status} ${a.text}`]).map(
            (d) => `${fn} group_by ${groupBy ?? '-'}: ${d}`,
          ),
        );
      }
    }
    expect(failures).toEqual([]);
    const whole = await getPayload(container, ch, { ...range, function: 'SUM', group_by: 3600n * SECOND });
    const sum = points
      .filter((p) => p.timestamp >= range.start && p.timestamp <= range.end)
      .reduce((a, p) => a + p.value, 0n);
    expect(sum > 2n ** 53n || sum < -(2n ** 53n)).toBe(true);
    const hour = 3600n * SECOND;
    expect((range.start / hour) * hour).toBe((range.end / hour) * hour); // one hour bucket holds the range
    expect(whole.json.points).toEqual([{ timestamp: (range.start / hour) * hour, value: sum }]);
  }, 60_000);
});

describe('timeseries payload: channel names and answer size', () => {
  it('reads, lists and exports a channel whose names hold URL and CSV metacharacters', async () => {
    const container = await newTimeseriesContainer(owner.key);
    const odd = {
      measurement: 'a&b=c',
      device: 'ü +%2F',
      location: 'x/y?z#',
      symbolicName: '"q", \'r\'',
      field: 'f,g',
    };
    const points = [
      { timestamp: T0, value: 1.25 },
      { timestamp: T0 + 1n, value: -2.5 },
    ];
    await write(container, odd, points);
    expect(await rawPoints(container, odd)).toEqual(points);
    const listed = await tsCall<Channel[]>(
      'GET',
      `${base(container)}/timeseries?${new URLSearchParams({ measurement: odd.measurement, field: odd.field }).toString()}`,
      { key: owner.key },
    );
    expect(listed.json.map((c) => c.device)).toEqual([odd.device]);
    const csv = await getExport(container, odd, { start: 0n, end: INT64_MAX });
    const names = 'ü +%2F,"f,g",x/y?z#,a&b=c,"""q"", \'r\'"';
    expect(csv.text).toBe(
      `DEVICE,FIELD,LOCATION,MEASUREMENT,SYMBOLICNAME,TIMESTAMP,VALUE\n${names},${T0},1.25\n${names},${T0 + 1n},-2.5\n`,
    );
    const target = await newTimeseriesContainer(owner.key);
    expect((await importCsv(target, csv.text)).status).toBe(200);
    expect(await rawPoints(target, odd)).toEqual(points);
  });

  it('answers a raw read of long strings whole', async () => {
    const container = await newTimeseriesContainer(owner.key);
    const ch = channel('log', { device: 'rig1' });
    const long = (i: number) => `${String(i).padStart(4, '0')}${'x'.repeat(64 * 1024 - 4)}`;
    // The first batch (1 ms apart) makes 2-second buckets; then 20 strings a bucket (1.3 MB, under its 12 parts).
    const points = Array.from({ length: 40 }, (_, i) => ({
      timestamp: T0 + (i === 1 ? MS : BigInt(i) * 100n * MS),
      value: long(i),
    }));
    await write(container, ch, points.slice(0, 2));
    await write(container, ch, points.slice(2), 19);
    // 64 KiB strings: once 38 were the most one answer carried; now any number is one read (2.6 MB here, inline).
    expect(await rawPoints(container, ch, T0, points[37]!.timestamp)).toEqual(points.slice(0, 38));
    expect(await rawPoints(container, ch, T0, points[39]!.timestamp)).toEqual(points);
    // Without group_by the width is INT64_MAX − T0 (> T0): the bucket holding the points starts at 0.
    const count = await getPayload(container, ch, { start: T0, end: INT64_MAX, function: 'COUNT' });
    expect(count.json.points).toEqual([{ timestamp: 0n, value: 40n }]);
  });
});

describe('timeseries payload: value types', () => {
  it('keeps a channel to its first type, refuses another naming the point, and answers only the functions its type allows', async () => {
    const container = await newTimeseriesContainer(owner.key);
    const first: Record<ValueType, Value[]> = {
      Boolean: [true, false],
      Integer: [1n, 2n],
      Double: [1.5, 2],
      String: ['x', ''],
    };
    const other: Record<ValueType, Value> = { Boolean: 1n, Integer: 2.5, Double: 3n, String: true };
    for (const type of Object.keys(first) as ValueType[]) {
      const ch = typeChannels[type];
      const points = first[type].map((value, i) => ({ timestamp: T0 + BigInt(i), value }));
      await write(container, ch, points);
      // A whole batch of another type, and one whose third point is of another type.
      expectViolation(await post(container, ch, [{ timestamp: T0 + 10n, value: other[type] }]), 'points.0.value', 0);
      const mixed = await post(container, ch, [
        ...points.map((p) => ({ ...p, timestamp: p.timestamp + 20n })),
        { timestamp: T0 + 30n, value: other[type] },
      ]);
      expect(expectViolation(mixed, 'points.2.value', 2)['detail'] as string).toContain(type);
      expect(await rawPoints(container, ch)).toEqual(points);
    }
    const entities = (
      await tsCall<{ field: string; valueType: string }[]>('GET', `${base(container)}/timeseries`, { key: owner.key })
    ).json;
    expect(Object.fromEntries(entities.map((e) => [e.field, e.valueType]))).toEqual({
      bool: 'Boolean',
      int: 'Integer',
      dbl: 'Double',
      str: 'String',
    });

    // A new channel whose first batch mixes types is refused, and not created.
    expectViolation(
      await post(container, channel('mixed'), [
        { timestamp: 1n, value: 1.5 },
        { timestamp: 2n, value: 'a' },
      ]),
      'points.1.value',
      1,
    );
    expect(
      (await tsCall<Channel[]>('GET', `${base(container)}/available`, { key: owner.key })).json.map((c) => c.field),
    ).not.toContain('mixed');

    for (const type of ['Boolean', 'String'] as const) {
      for (const fn of functions) {
        const r = await getPayload(container, typeChannels[type], { start: 0n, end: INT64_MAX, function: fn });
        if (anyTypeFunctions.includes(fn)) expect(r.status, `${type} ${fn}`).toBe(200);
        else expectViolation(r, 'function');
      }
    }
    const firstBool = await getPayload(container, typeChannels.Boolean, {
      start: 0n,
      end: INT64_MAX,
      function: 'FIRST',
    });
    expect(firstBool.json.points).toEqual([{ timestamp: 0n, value: true }]);
    const count = await getPayload(container, typeChannels.String, { start: 0n, end: INT64_MAX, function: 'COUNT' });
    expect(count.json.points).toEqual([{ timestamp: 0n, value: 2n }]);
  });

  it('gives a channel created by concurrent first writes of two types one type, refusing the other batch', async () => {
    const container = await newTimeseriesContainer(owner.key);
    for (let round = 0; round < 3; round++) {
      const ch = channel(`race${round}`);
      const ints = [
        { timestamp: T0, value: 1n },
        { timestamp: T0 + 1n, value: 2n },
      ];
      const dbls = [
        { timestamp: T0 + 2n, value: 1.5 },
        { timestamp: T0 + 3n, value: 2.5 },
      ];
      const [a, b] = await Promise.all([post(container, ch, ints), post(container, ch, dbls)]);
      expect([a.status, b.status].sort((x, y) => x - y)).toEqual([201, 400]);
      const winner = a.status === 201 ? ints : dbls;
      expect(await rawPoints(container, ch)).toEqual(winner);
      expectViolation(a.status === 400 ? a : b, 'points.0.value', 0);
    }
  });
});

describe('timeseries payload: concurrent writers', () => {
  it('loses no point when 8 writers post interleaving points into the same buckets at once', async () => {
    const container = await newTimeseriesContainer(owner.key);
    const ch = channel('shared', { device: 'rig1' });
    const writers = 8;
    const perWriter = 1000;
    const at = (w: number, i: number) => T0 + BigInt(i * writers + w) * MS;
    const statuses = await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        const out: number[] = [];
        for (let b = 0; b < perWriter; b += 500) {
          const points = Array.from({ length: 500 }, (_, k) => ({
            timestamp: at(w, b + k),
            value: BigInt(w * 1_000_000 + b + k),
          }));
          out.push((await post(container, ch, points)).status);
        }
        return out;
      }),
    );
    expect(statuses.flat()).toEqual(new Array<number>(2 * writers).fill(201));
    const expected: TsPoint[] = [];
    for (let i = 0; i < perWriter; i++)
      for (let w = 0; w < writers; w++) expected.push({ timestamp: at(w, i), value: BigInt(w * 1_000_000 + i) });
    expect(await rawPoints(container, ch)).toEqual(expected);
    const count = await getPayload(container, ch, { start: 0n, end: INT64_MAX, function: 'COUNT' });
    expect(count.json.points).toEqual([{ timestamp: 0n, value: BigInt(writers * perWriter) }]);
  });
});

describe('timeseries payload: concurrent writers and readers of rollups', () => {
  it('answers exact minute aggregates after 4 writers and 2 aggregating readers ran at once', async () => {
    const container = await newTimeseriesContainer(owner.key);
    const ch = channel('stream', { device: 'rig1' });
    const writers = 4;
    const perWriter = 37_500;
    const start = T0 + 220n * SECOND; // a whole minute
    const at = (i: number) => start + BigInt(i) * MS;
    const whole = { start, end: at(writers * perWriter) - 1n };
    let done = false;
    const readerStatuses: number[] = [];
    const reader = async (fn: string, groupBy?: bigint) => {
      while (!done) {
        readerStatuses.push(
          (await getPayload(container, ch, { ...whole, function: fn, ...(groupBy ? { group_by: groupBy } : {}) }))
            .status,
        );
      }
    };
    const write = async (w: number) => {
      const statuses: number[] = [];
      for (let k = 0; k < perWriter; k += 5000) {
        const points = Array.from({ length: Math.min(5000, perWriter - k) }, (_, j) => ({
          timestamp: at((k + j) * writers + w),
          value: BigInt((k + j) * writers + w),
        }));
        statuses.push((await post(container, ch, points)).status);
      }
      return statuses;
    };
    // The channel exists (and has its bucket width) before the race starts.
    expect(
      (
        await post(container, ch, [
          { timestamp: at(0), value: 0n },
          { timestamp: at(writers), value: BigInt(writers) },
        ])
      ).status,
    ).toBe(201);
    const readers = [reader('COUNT', 60n * SECOND), reader('SUM')];
    const statuses = await Promise.all(Array.from({ length: writers }, (_, w) => write(w)));
    done = true;
    await Promise.all(readers);
    expect(statuses.flat().every((s) => s === 201)).toBe(true);
    expect(readerStatuses.length).toBeGreaterThan(2);
    expect(readerStatuses.every((s) => s === 200)).toBe(true);

    const n = writers * perWriter;
    const perMinute = (m: number) => {
      const from = Math.max(0, m * 60_000);
      const to = Math.min(n, (m + 1) * 60_000);
      let sum = 0n;
      for (let i = from; i < to; i++) sum += BigInt(i);
      return { count: BigInt(to - from), sum };
    };
    for (let round = 0; round < 2; round++) {
      const counts = await getPayload(container, ch, { ...whole, function: 'COUNT', group_by: 60n * SECOND });
      expect(counts.json.points).toEqual(
        [0, 1, 2].map((m) => ({ timestamp: start + BigInt(m) * 60n * SECOND, value: perMinute(m).count })),
      );
      const sums = await getPayload(container, ch, { ...whole, function: 'SUM', group_by: 60n * SECOND });
      expect(sums.json.points).toEqual(
        [0, 1, 2].map((m) => ({ timestamp: start + BigInt(m) * 60n * SECOND, value: perMinute(m).sum })),
      );
      // One hour bucket holds the whole range (without group_by its width end − start would split it).
      const hour = 3600n * SECOND;
      const total = await getPayload(container, ch, { ...whole, function: 'SUM', group_by: hour });
      expect(total.json.points).toEqual([
        { timestamp: (start / hour) * hour, value: (BigInt(n) * BigInt(n - 1)) / 2n },
      ]);
    }
  }, 60_000);
});

describe('timeseries payload: CSV export and import', () => {
  const strings = [
    'plain',
    'with,comma',
    'with "quotes"',
    'line1\nline2',
    '',
    '123',
    'true',
    ' padded ',
    'crlf\r\nend',
    'ümlaut ✓',
    '"',
    ',',
  ];

  it('gives the same points back when an export (ROW or COLUMN) is imported into an empty container, for all four types', async () => {
    const container = await newTimeseriesContainer(owner.key);
    const r = rng(4242);
    const sets: Record<ValueType, TsPoint[]> = {
      String: strings.map((value, i) => ({ timestamp: T0 + BigInt(i) * MS, value })),
      Boolean: Array.from({ length: 9 }, (_, i) => ({ timestamp: T0 + BigInt(i) * 3n * MS, value: r.next() < 0.5 })),
      Integer: Array.from({ length: 9 }, (_, i) => ({
        timestamp: T0 + BigInt(i) * 5n * MS + 1n,
        value: BigInt(r.int(2 ** 31)) * 4_294_967_311n - 2n ** 62n,
      })),
      Double: Array.from({ length: 9 }, (_, i) => ({
        timestamp: T0 + BigInt(i) * 7n * MS + 2n,
        value: i === 0 ? 3 : (r.next() - 0.5) * 10 ** r.int(30),
      })),
    };
    for (const type of Object.keys(sets) as ValueType[]) await write(container, typeChannels[type], sets[type]);

    for (const format of ['ROW', 'COLUMN'] as const) {
      const target = await newTimeseriesContainer(owner.key);
      for (const type of Object.keys(sets) as ValueType[]) {
        const csv = await getExport(container, typeChannels[type], { start: 0n, end: INT64_MAX, csv_format: format });
        expect(csv.status).toBe(200);
        const imported = await importCsv(target, csv.text);
        expect(imported.status, `${format} ${type}: ${imported.text}`).toBe(200);
        expect(await rawPoints(target, typeChannels[type]), `${format} ${type}`).toEqual(sets[type]);
      }
      const types = (
        await tsCall<{ field: string; valueType: string }[]>('GET', `${base(target)}/timeseries`, { key: owner.key })
      ).json;
      expect(Object.fromEntries(types.map((e) => [e.field, e.valueType])), format).toEqual({
        str: 'String',
        bool: 'Boolean',
        int: 'Integer',
        dbl: 'Double',
      });
    }
  });

  it('refuses a CSV with a broken row naming its line, and writes nothing of it', async () => {
    const container = await newTimeseriesContainer(owner.key);
    const existing = channel('temp', { device: 'rig1' });
    const before = [{ timestamp: T0, value: 1.5 }];
    await write(container, existing, before);
    const header = 'DEVICE,FIELD,LOCATION,MEASUREMENT,SYMBOLICNAME,TIMESTAMP,VALUE';
    const good = (field: string, t: bigint, v: string) => `rig1,${field},hall,stand,T,${t},${v}`;
    const broken: [string, string[], number][] = [
      [
        'a timestamp that is not an integer',
        [
          good('temp', T0 + 1n, '2.5'),
          good('fresh', T0, '1'),
          'rig1,temp,hall,stand,T,12x,3.5',
          good('temp', T0 + 3n, '4.5'),
        ],
        4,
      ],
      ['a negative timestamp', [good('fresh', T0, '1'), 'rig1,fresh,hall,stand,T,-5,2'], 3],
      ['a timestamp beyond int64', [good('fresh', T0, '1'), 'rig1,fresh,hall,stand,T,9223372036854775808,2'], 3],
      [
        'a row with a missing field',
        [
          good('fresh', T0, '1'),
          good('temp', T0 + 1n, '2.5'),
          good('fresh', T0 + 2n, '3'),
          'rig1,fresh,hall,stand,T,5',
        ],
        5,
      ],
      ['a blank channel name', [good('fresh', T0, '1'), 'rig1, ,hall,stand,T,5,2'], 3],
      ['an empty value', [good('fresh', T0, '1'), good('fresh', T0 + 1n, '')], 3],
      ['an unclosed quote', [good('fresh', T0, '1'), good('fresh', T0 + 1n, '"open')], 3],
    ];
    for (const [what, rows, line] of broken) {
      const r = await importCsv(container, `${header}\n${rows.join('\n')}\n`);
      const body = expectViolation(r, 'file');
      expect(body['line'], `${what}: ${r.text}`).toBe(line);
      expect(body['detail'], what).toMatch(new RegExp(`line ${line}\\b`));
    }
    // COLUMN: a broken timestamp on line 3.
    const column = await importCsv(container, `timestamp,stand-rig1-hall-T-fresh\n${T0},1\nabc,2\n`);
    expect(expectViolation(column, 'file')['line']).toBe(3);
    // Rows valid one by one, but one channel's values are not of its existing type: checked before anything is written.
    const typed = await importCsv(
      container,
      `${header}\n${good('fresh', T0, '1')}\n${good('temp', T0 + 1n, '"text"')}\n`,
    );
    expectViolation(typed, 'file');

    expect(await rawPoints(container, existing)).toEqual(before);
    const available = (await tsCall<Channel[]>('GET', `${base(container)}/available`, { key: owner.key })).json;
    expect(available).toEqual([existing]);
  });
});

describe('timeseries payload: bad input', () => {
  it('refuses bad batches with a 400 naming the field (and the point), writing nothing of them', async () => {
    const container = await newTimeseriesContainer(owner.key);
    const ch = channel('temp', { device: 'rig1' });
    const before = [
      { timestamp: T0, value: 1.5 },
      { timestamp: T0 + MS, value: 2.5 },
      { timestamp: T0 + 2n * MS, value: 3.5 },
    ];
    await write(container, ch, before);
    const names = JSON.stringify(ch);
    const ok = `{"timestamp":${T0 + 10n},"value":4.5},{"timestamp":${T0 + 11n},"value":5.5}`;
    const cases: [string, string, string, number?][] = [
      [
        'an object value',
        `{"timeseries":${names},"points":[${ok},{"timestamp":${T0 + 12n},"value":{"a":1}}]}`,
        'points.2.value',
      ],
      [
        'an array value',
        `{"timeseries":${names},"points":[${ok},{"timestamp":${T0 + 12n},"value":[1.5]}]}`,
        'points.2.value',
      ],
      [
        'a null value',
        `{"timeseries":${names},"points":[${ok},{"timestamp":${T0 + 12n},"value":null}]}`,
        'points.2.value',
      ],
      ['a point without value', `{"timeseries":${names},"points":[${ok},{"timestamp":${T0 + 12n}}]}`, 'points.2.value'],
      ['a point without timestamp', `{"timeseries":${names},"points":[${ok},{"value":6.5}]}`, 'points.2.timestamp'],
      [
        'a negative timestamp',
        `{"timeseries":${names},"points":[${ok},{"timestamp":-5,"value":6.5}]}`,
        'points.2.timestamp',
      ],
      [
        'a timestamp that is not an integer',
        `{"timeseries":${names},"points":[${ok},{"timestamp":1.5,"value":6.5}]}`,
        'points.2.timestamp',
      ],
      [
        // An integral number is a timestamp only while exact (1e3 is taken, as JSON Schema and Jackson read it).
        'a timestamp in exponent form beyond 2^53 (not exact)',
        `{"timeseries":${names},"points":[${ok},{"timestamp":1.7e18,"value":6.5}]}`,
        'points.2.timestamp',
      ],
      [
        'a timestamp beyond int64',
        `{"timeseries":${names},"points":[${ok},{"timestamp":9223372036854775808,"value":6.5}]}`,
        'points.2.timestamp',
      ],
      [
        'a timestamp as a string',
        `{"timeseries":${names},"points":[${ok},{"timestamp":"${T0 + 12n}","value":6.5}]}`,
        'points.2.timestamp',
      ],
      [
        'a value of another type (String)',
        `{"timeseries":${names},"points":[${ok},{"timestamp":${T0 + 12n},"value":"6.5"}]}`,
        'points.2.value',
        2,
      ],
      [
        'a value of another type (Integer)',
        `{"timeseries":${names},"points":[${ok},{"timestamp":${T0 + 12n},"value":6}]}`,
        'points.2.value',
        2,
      ],
      ['no points', `{"timeseries":${names},"points":[]}`, 'points'],
      ['points missing', `{"timeseries":${names}}`, 'points'],
      [
        'a missing channel field',
        `{"timeseries":{"measurement":"stand","device":"rig1","location":"hall","symbolicName":"T"},"points":[${ok}]}`,
        'timeseries.field',
      ],
      [
        'a blank channel field',
        `{"timeseries":{"measurement":"stand","device":"  ","location":"hall","symbolicName":"T","field":"temp"},"points":[${ok}]}`,
        'timeseries.device',
      ],
      [
        'an empty channel field',
        `{"timeseries":{"measurement":"","device":"rig1","location":"hall","symbolicName":"T","field":"temp"},"points":[${ok}]}`,
        'timeseries.measurement',
      ],
      ['no channel', `{"points":[${ok}]}`, 'timeseries'],
    ];
    for (const [what, body, field, index] of cases) {
      const r = await postRaw(container, body);
      expect(r.status, `${what}: ${r.text}`).toBe(400);
      expectViolation(r, field, index);
    }
    // More than 100,000 points in one body.
    const many = Array.from({ length: 100_001 }, (_, i) => `{"timestamp":${T0 + 100n + BigInt(i)},"value":1.5}`).join(
      ',',
    );
    expectViolation(await postRaw(container, `{"timeseries":${names},"points":[${many}]}`), 'points');

    expect(await rawPoints(container, ch)).toEqual(before);
    expect((await tsCall('GET', `${base(container)}/available`, { key: owner.key })).json).toEqual([ch]);
  });

  it('refuses bad query parameters with a 400 naming the parameter', async () => {
    const container = await newTimeseriesContainer(owner.key);
    const ch = channel('temp', { device: 'rig1' });
    await write(container, ch, [
      { timestamp: T0, value: 1.5 },
      { timestamp: T0 + 1n, value: 2.5 },
    ]);
    const cases: [string, Params, string][] = [
      ['start after end', { start: T0 + 1n, end: T0 }, 'start'],
      ['a negative start', { start: '-1', end: T0 }, 'start'],
      ['an end that is not an integer', { start: T0, end: '1.5' }, 'end'],
      ['group_by 0', { start: T0, end: T0 + 1n, function: 'MEAN', group_by: '0' }, 'group_by'],
      ['a negative group_by', { start: T0, end: T0 + 1n, function: 'MEAN', group_by: '-5' }, 'group_by'],
      [
        '100,001 gap-filled buckets',
        { start: T0 - 50_000n, end: T0 + 50_000n, function: 'COUNT', group_by: '1', fill_option: 'NULL' },
        'group_by',
      ],
      [
        'a gap-filled group_by over the whole int64 range',
        { start: 0n, end: INT64_MAX, function: 'COUNT', group_by: '10000000000', fill_option: 'LINEAR' },
        'group_by',
      ],
      ['group_by without function', { start: T0, end: T0 + 1n, group_by: '5' }, 'group_by'],
      ['fill_option without function', { start: T0, end: T0 + 1n, fill_option: 'LINEAR' }, 'fill_option'],
      ['fill_option NONE without function', { start: T0, end: T0 + 1n, fill_option: 'NONE' }, 'fill_option'],
      [
        'fill_option without group_by',
        { start: T0, end: T0 + 1n, function: 'MEAN', fill_option: 'NULL' },
        'fill_option',
      ],
      ['INTEGRAL', { start: T0, end: T0 + 1n, function: 'INTEGRAL' }, 'function'],
      ['start = end without group_by', { start: T0, end: T0, function: 'MEAN' }, 'group_by'],
      ['an unknown function', { start: T0, end: T0 + 1n, function: 'AVG' }, 'function'],
      ['a function in lower case', { start: T0, end: T0 + 1n, function: 'mean' }, 'function'],
      [
        'an unknown fill option',
        { start: T0, end: T0 + 1n, function: 'MEAN', group_by: '1', fill_option: 'ZERO' },
        'fill_option',
      ],
      ['an unknown csv_format', { start: T0, end: T0 + 1n, csv_format: 'TABLE' }, 'csv_format'],
    ];
    for (const [what, params, field] of cases) {
      const path = field === 'csv_format' ? 'export' : 'payload';
      const r = await tsCall('GET', `${base(container)}/${path}?${query(ch, params)}`, { key: owner.key });
      expect(r.status, `${what}: ${r.text}`).toBe(400);
      expectViolation(r, field);
      if (field !== 'csv_format') expectViolation(await getExport(container, ch, params), field); // the export checks the same
    }
    expectViolation(
      await tsCall('GET', `${base(container)}/payload?${query({ ...ch, measurement: ' ' }, { start: 0n, end: 1n })}`, {
        key: owner.key,
      }),
      'measurement',
    );
    expectViolation(
      await tsCall('GET', `${base(container)}/payload?${channelQuery(ch)}&end=5`, { key: owner.key }),
      'start',
    );
    // The largest gap-filled answer allowed: exactly 100,000 buckets (COUNT of a gap is null).
    const most = await getPayload(container, ch, {
      start: T0 - 50_000n,
      end: T0 + 49_999n,
      function: 'COUNT',
      group_by: '1',
      fill_option: 'NULL',
    });
    expect(most.status).toBe(200);
    expect(most.json.points.length).toBe(100_000);
    expect(most.json.points[0]).toEqual({ timestamp: T0 - 50_000n, value: null });
    expect(most.json.points[50_000]).toEqual({ timestamp: T0, value: 1n });
    expect(most.json.points[50_001]).toEqual({ timestamp: T0 + 1n, value: 1n });
    // Without fill (NONE) only the buckets holding points count, whatever the range.
    const sparse = await getPayload(container, ch, { start: 0n, end: INT64_MAX, function: 'COUNT', group_by: '1' });
    expect(sparse.json.points).toEqual([
      { timestamp: T0, value: 1n },
      { timestamp: T0 + 1n, value: 1n },
    ]);
  });
});

describe('timeseries payload: svc.autoconvert-int', () => {
  const gateways: { url: string; stop: () => void }[] = [];
  let on: string;
  let off: string;
  beforeAll(async () => {
    const [a, b] = await Promise.all([
      startExtraGateway(await freePort(), { SVC_AUTOCONVERT_INT: 'true' }),
      startExtraGateway(await freePort(), { SVC_AUTOCONVERT_INT: 'false' }),
    ]);
    gateways.push(a, b);
    on = a.url;
    off = b.url;
  }, 120_000);
  afterAll(() => {
    for (const gw of gateways) gw.stop();
  });

  it('stores Integer literals written to a Double channel as Doubles when on, and refuses them when off', async () => {
    const ch = channel('temp', { device: 'rig1' });
    for (const [gw, converts] of [
      [on, true],
      [off, false],
    ] as const) {
      const container = await newTimeseriesContainer(owner.key, 'autoconvert', gw);
      expect((await post(container, ch, [{ timestamp: T0, value: 1.5 }], { gw })).status).toBe(201);
      const ints = await post(
        container,
        ch,
        [
          { timestamp: T0 + 1n, value: 2n },
          { timestamp: T0 + 2n, value: 9_007_199_254_740_993n },
        ],
        { gw },
      );
      // A first batch mixing Integer and Double literals.
      const mixed = await post(
        container,
        channel('mixed'),
        [
          { timestamp: T0, value: 1n },
          { timestamp: T0 + 1n, value: 2.5 },
        ],
        { gw },
      );
      // An Integer channel stays Integer either way.
      const intOnly = await post(container, channel('count'), [{ timestamp: T0, value: 3n }], { gw });
      expect(intOnly.status).toBe(201);
      // An imported CSV of integers into the Double channel.
      const csv = await importCsv(container, `timestamp,stand-rig1-hall-T-temp\n${T0 + 3n},4\n`, gw);
      const entities = (
        await tsCall<{ field: string; valueType: string }[]>('GET', `${base(container)}/timeseries`, {
          key: owner.key,
          base: gw,
        })
      ).json;
      const types = Object.fromEntries(entities.map((e) => [e.field, e.valueType]));
      if (converts) {
        expect(ints.status, ints.text).toBe(201);
        expect(mixed.status, mixed.text).toBe(201);
        expect(csv.status, csv.text).toBe(200);
        const read = await getPayload(container, ch, { start: 0n, end: INT64_MAX }, gw);
        expect(read.json.points).toEqual([
          { timestamp: T0, value: 1.5 },
          { timestamp: T0 + 1n, value: 2 },
          { timestamp: T0 + 2n, value: 9_007_199_254_740_992 },
          { timestamp: T0 + 3n, value: 4 },
        ]);
        expect(read.text).toContain(`{"timestamp":${T0 + 1n},"value":2.0}`);
        expect(types).toEqual({ temp: 'Double', mixed: 'Double', count: 'Integer' });
        expect(await rawPoints(container, channel('mixed'), 0n, INT64_MAX, gw)).toEqual([
          { timestamp: T0, value: 1 },
          { timestamp: T0 + 1n, value: 2.5 },
        ]);
      } else {
        expectViolation(ints, 'points.0.value', 0);
        expectViolation(mixed, 'points.1.value', 1);
        expectViolation(csv, 'file');
        expect(await rawPoints(container, ch, 0n, INT64_MAX, gw)).toEqual([{ timestamp: T0, value: 1.5 }]);
        expect(types).toEqual({ temp: 'Double', count: 'Integer' });
      }
    }
  }, 60_000);
});
