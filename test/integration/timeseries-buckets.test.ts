import { beforeAll, describe, expect, it } from 'vitest';
import { userWithKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { channel, channelQuery, newTimeseriesContainer, tsCall, writePoints } from '../support/timeseries.ts';

/**
 * GET /v2/timeseries-containers/{containerAppId}/timeseries/{timeseriesId}/buckets: several
 * functions over the same buckets in one read answer exactly what the legacy payload answers for
 * each function on its own, over bucket widths that are whole chunks, whole tiles and neither.
 */
const MS = 1_000_000n;
const T0 = 1_700_000_000_123_456_789n; // not aligned: the range's ends cut chunks and tiles
const FUNCTIONS = ['COUNT', 'SUM', 'MEAN', 'MIN', 'MAX', 'FIRST', 'LAST', 'SPREAD'] as const;
type Row = { timestamp: bigint } & Record<string, unknown>;

let owner: { username: string; key: string };
let container: number;
let appId: string;
const doubles = channel('signal', { device: 'buckets' });
const integers = channel('count', { device: 'buckets' });
const strings = channel('label', { device: 'buckets' });
const ids = new Map<string, number>();

beforeAll(async () => {
  owner = await userWithKey();
  container = await newTimeseriesContainer(owner.key, 'buckets');
  const got = await tsCall<{ appId: string }>('GET', `/svc/api/timeseriesContainers/${container}`, { key: owner.key });
  appId = got.body.appId;
  // 1 kHz over 12 s: the channel gets 2 s chunks, so tiles of 200 ms.
  const n = 12_000;
  await writePoints(
    owner.key,
    container,
    doubles,
    Array.from({ length: n }, (_, i) => ({ timestamp: T0 + BigInt(i) * MS, value: Math.sin(i / 300) * 100 + 0.25 })),
  );
  await writePoints(
    owner.key,
    container,
    integers,
    Array.from({ length: n }, (_, i) => ({ timestamp: T0 + BigInt(i) * MS, value: 2n ** 62n + BigInt(i % 97) })),
  );
  await writePoints(owner.key, container, strings, [{ timestamp: T0, value: 'a' }]);
  const listed = await tsCall<{ id: number; field: string }[]>(
    'GET',
    `/svc/api/timeseriesContainers/${container}/timeseries`,
    { key: owner.key },
  );
  for (const c of listed.json) ids.set(c.field, Number(c.id));
}, 120_000);

const buckets = (field: string, q: Record<string, string>, key = owner.key, app = appId) =>
  tsCall<{ groupBy: bigint; buckets: Row[] }>(
    'GET',
    `/v2/timeseries-containers/${app}/timeseries/${ids.get(field) ?? 0}/buckets?${new URLSearchParams(q)}`,
    { key },
  );

const legacy = async (ch: typeof doubles, fn: string, start: bigint, end: bigint, groupBy: bigint) => {
  const r = await tsCall<{ points: { timestamp: bigint; value: unknown }[] }>(
    'GET',
    `/svc/api/timeseriesContainers/${container}/payload?${channelQuery(ch)}&${new URLSearchParams({ start: String(start), end: String(end), function: fn, group_by: String(groupBy) })}`,
    { key: owner.key },
  );
  expect(r.status, r.text).toBe(200);
  return r.json.points;
};

describe('timeseries buckets (/v2)', () => {
  it('answers every function as the legacy payload does on its own, in one read', async () => {
    const start = T0 + 500n * MS + 1n;
    const end = T0 + 11_000n * MS;
    for (const ch of [doubles, integers])
      for (const groupBy of [2000n * MS, 1000n * MS, 400n * MS, 200n * MS, 70n * MS]) {
        const r = await buckets(ch.field, {
          start: String(start),
          end: String(end),
          groupBy: String(groupBy),
          functions: FUNCTIONS.join(','),
        });
        expect(r.status, r.text).toBe(200);
        expect(r.headers.get('content-type')).toMatch(/^application\/json/);
        expect(r.json.groupBy).toBe(groupBy);
        for (const fn of FUNCTIONS) {
          const want = await legacy(ch, fn, start, end, groupBy);
          const got = r.json.buckets.map((b) => ({ timestamp: b.timestamp, value: b[fn] }));
          expect(got, `${ch.field} ${fn} by ${groupBy}`).toEqual(want);
        }
      }
  }, 120_000);

  it('answers only the functions asked, each once, and exact int64 sums beyond 2^63', async () => {
    const r = await buckets(integers.field, {
      start: String(T0),
      end: String(T0 + 11_999n * MS),
      groupBy: String(60_000n * MS),
      functions: 'SUM,COUNT,SUM',
    });
    expect(r.status, r.text).toBe(200);
    const sum = Array.from({ length: 12_000 }, (_, i) => 2n ** 62n + BigInt(i % 97)).reduce((a, b) => a + b, 0n);
    // Written as its exact digits (the int64 reader of this test turns integers beyond int64 into doubles).
    expect(r.text).toBe(
      `{"groupBy":${60_000n * MS},"buckets":[{"timestamp":${T0 - (T0 % (60_000n * MS))},"SUM":${sum},"COUNT":12000}]}`,
    );
  });

  it('refuses what it cannot answer with 400 naming the parameter, after the container and channel', async () => {
    const q = { start: String(T0), end: String(T0 + 1000n * MS), groupBy: String(MS), functions: 'MEAN' };
    expectProblem(await buckets(doubles.field, { ...q, start: String(T0 + 2000n * MS) }), 400);
    const tooMany = await buckets(doubles.field, { ...q, groupBy: '1' });
    expectProblem(tooMany, 400);
    expect(tooMany.text).toContain('"field":"groupBy"');
    const stringMean = await buckets(strings.field, q);
    expectProblem(stringMean, 400);
    expect(stringMean.text).toContain('MEAN needs an Integer or Double channel');
    expectProblem(await buckets(doubles.field, { ...q, functions: 'MEDIAN' }), 400);
    expectProblem(await buckets(doubles.field, { ...q, functions: 'MEAN,,MIN' }), 400);
    expectProblem(await buckets('no-such-channel', q), 404);
    expectProblem(await buckets(doubles.field, q, owner.key, '0197a000-0000-7000-8000-000000000000'), 404);
    const other = await userWithKey();
    expectProblem(await buckets(doubles.field, { ...q, start: String(T0 + 2000n * MS) }, other.key), 403);
  });
});
