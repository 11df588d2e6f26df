import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '#core/features/timeseries/csv.ts';
import { jsonDouble, parseInt64Json, stringifyInt64Json } from '#core/kernel/int64-json.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { bearer, call, devToken, gateway, userWithKey } from '../support/local.ts';
import { freePort } from '../support/private-services.ts';

/**
 * Issue 35, item 6: a legacy read of any size succeeds. A raw read or CSV export beyond what one
 * Lambda response carries is answered with `303 See Other` to a presigned GET of the same body
 * under `large-answers/` of the files bucket; below it, inline as before. Checked over HTTP with
 * redirect-following clients (fetch, `curl -L`), exact to the nanosecond, for a container's channel
 * and for a reference over two channels (whose COLUMN export merges them as they stream); and the
 * documents of a structured-data reference beyond it.
 */
const api = '/svc/api';
const run = promisify(execFile);
/** Off the ms grid and beyond 2^53: timestamps must come back exact. */
const T0 = 1_700_000_000_123_456_789n;
const STEP = 1_000_003n;
const N = 200_000;
const SMALL_N = 30_000;

const channel = (field: string) => ({
  measurement: 'rig',
  device: 'dev-1',
  location: 'hall',
  symbolicName: 'T',
  field,
});
const valueAt = (i: number) => 20 + 5 * Math.sin(i / 1000) + i * 1e-7 + 0.25;
const bigPoints = Array.from({ length: N }, (_, i) => ({ timestamp: T0 + BigInt(i) * STEP, value: valueAt(i) }));
/** Every 7th timestamp of the big channel, and as many of its own in between: a COLUMN export merges both. */
const smallPoints = Array.from({ length: SMALL_N }, (_, i) => ({
  timestamp: T0 + BigInt(Math.floor(i / 2) * 7) * STEP + (i % 2 === 0 ? 0n : 500n),
  value: i + 0.5,
}));

let key = '';
let container = 0;
let refPath = '';
const work = mkdtempSync(join(tmpdir(), 'large-reads-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function write(field: string, points: readonly { timestamp: bigint; value: number }[]): Promise<void> {
  for (let i = 0; i < points.length; i += 10_000) {
    const r = await fetch(`${gateway}${api}/timeseriesContainers/${container}/payload`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: stringifyInt64Json({
        timeseries: channel(field),
        points: points.slice(i, i + 10_000).map((p) => ({ timestamp: p.timestamp, value: jsonDouble(p.value) })),
      }),
    });
    expect(r.status, await r.text()).toBe(201);
  }
}

beforeAll(async () => {
  key = (await userWithKey()).key;
  const h = { 'x-api-key': key };
  container = (await call<{ id: number }>('POST', `${api}/timeseriesContainers`, { headers: h, body: { name: 'big' } }))
    .body.id;
  await write('big', bigPoints);
  await write('small', smallPoints);
  const collection = (await call<{ id: number }>('POST', `${api}/collections`, { headers: h, body: { name: 'c' } }))
    .body.id;
  const dataObject = (
    await call<{ id: number }>('POST', `${api}/collections/${collection}/dataObjects`, {
      headers: h,
      body: { name: 'd' },
    })
  ).body.id;
  const ref = await fetch(`${gateway}${api}/collections/${collection}/dataObjects/${dataObject}/timeseriesReferences`, {
    method: 'POST',
    headers: { ...h, 'content-type': 'application/json' },
    body: stringifyInt64Json({
      name: 'all',
      start: T0,
      end: T0 + BigInt(N) * STEP,
      timeseries: [channel('big'), channel('small')],
      timeseriesContainerId: container,
    }),
  });
  const text = await ref.text();
  expect(ref.status, text).toBe(201);
  refPath = `${api}/collections/${collection}/dataObjects/${dataObject}/timeseriesReferences/${(parseInt64Json(text) as { id: bigint }).id}`;
}, 180_000);

const rangeQuery = (field: string, start: bigint, end: bigint, extra = '') =>
  `measurement=rig&device=dev-1&location=hall&symbolic_name=T&field=${field}&start=${start}&end=${end}${extra}`;
const payloadPath = (field: string, start: bigint, end: bigint) =>
  `${api}/timeseriesContainers/${container}/payload?${rangeQuery(field, start, end)}`;
const lastT = T0 + BigInt(N - 1) * STEP;

interface Answer {
  timeseries: Record<string, string>;
  points: { timestamp: bigint; value: number }[];
}

function expectPoints(got: Answer['points'], want: readonly { timestamp: bigint; value: number }[]): void {
  expect(got.length).toBe(want.length);
  const bad = got.findIndex((p, i) => p.timestamp !== want[i]!.timestamp || p.value !== want[i]!.value);
  expect(bad, bad < 0 ? '' : `point ${bad}: ${String(got[bad]?.timestamp)} ${got[bad]?.value}`).toBe(-1);
}

/** The answer of a GET that must be a 303: its presigned Location, fetched without any header. */
async function followedByHand(path: string): Promise<{ location: string; response: Response }> {
  const r = await fetch(`${gateway}${path}`, { headers: { 'x-api-key': key }, redirect: 'manual' });
  expect(r.status, await r.text()).toBe(303);
  const location = r.headers.get('location') ?? '';
  expect(location).toMatch(/\/large-answers\/[0-9a-f-]{36}\.(json|csv)\?/);
  expect(location).toMatch(/X-Amz-Expires=300&/);
  expect(location).toMatch(/X-Amz-SignedHeaders=host&/);
  return { location, response: await fetch(location) };
}

describe('legacy reads beyond one response', () => {
  it('answers a raw read of 200,000 points by a 303 to the same JSON, exact to the nanosecond', async () => {
    const { response } = await followedByHand(payloadPath('big', T0, lastT));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = parseInt64Json(await response.text()) as Answer;
    expect(body.timeseries).toEqual(channel('big'));
    expectPoints(body.points, bigPoints);
  }, 60_000);

  it('answers a range that fits inline with 200 as before, in the same text as through storage', async () => {
    const end = T0 + 49_999n * STEP;
    const inline = await fetch(`${gateway}${payloadPath('big', T0, end)}`, {
      headers: { 'x-api-key': key },
      redirect: 'manual',
    });
    expect(inline.status).toBe(200);
    const text = await inline.text();
    expectPoints((parseInt64Json(text) as Answer).points, bigPoints.slice(0, 50_000));
    // The stored answer is the same writer's text: its first 50,000 points are byte-identical.
    const stored = await (await followedByHand(payloadPath('big', T0, lastT))).response.text();
    const cut = text.lastIndexOf(']}');
    expect(stored.slice(0, cut)).toBe(text.slice(0, cut));
    expect(stored.slice(cut, cut + 1)).toBe(',');
  }, 60_000);

  it('is followed by fetch with a bearer token (not forwarded to storage) and by curl -L', async () => {
    const username = `large-${Date.now()}`;
    await call('GET', `${api}/users`, { headers: bearer(devToken(username)) });
    const granted = await call('PUT', `${api}/timeseriesContainers/${container}/permissions`, {
      headers: { 'x-api-key': key },
      body: {
        permissionType: 'Private',
        reader: [username],
        writer: [],
        manager: [],
        readerGroupIds: [],
        writerGroupIds: [],
      },
    });
    expect(granted.status, granted.text).toBe(200);
    const followed = await fetch(`${gateway}${payloadPath('big', T0, lastT)}`, { headers: bearer(devToken(username)) });
    expect(followed.status, followed.status === 200 ? '' : await followed.clone().text()).toBe(200);
    expect(followed.redirected).toBe(true);
    expectPoints((parseInt64Json(await followed.text()) as Answer).points, bigPoints);

    for (const [label, header] of [
      ['API key', `x-api-key: ${key}`],
      ['bearer token', `authorization: Bearer ${devToken(username)}`],
    ] as const) {
      const file = join(work, 'curl.json');
      const { stdout } = await run('curl', [
        '-sS',
        '-L',
        '-H',
        header,
        '-o',
        file,
        '-w',
        '%{http_code} %{num_redirects}',
        `${gateway}${payloadPath('big', T0, lastT)}`,
      ]);
      expect(stdout, label).toBe('200 1');
      expectPoints((parseInt64Json(readFileSync(file, 'utf8')) as Answer).points, bigPoints);
    }
  }, 120_000);

  it('exports 200,000 points as CSV (ROW and COLUMN) through a 303, as an attachment of the same name', async () => {
    const csvPath = (format: string) =>
      `${api}/timeseriesContainers/${container}/export?${rangeQuery('big', T0, lastT, `&csv_format=${format}`)}`;
    for (const format of ['ROW', 'COLUMN'] as const) {
      const { response } = await followedByHand(csvPath(format));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="timeseries-${container}.csv"; filename*=UTF-8''timeseries-${container}.csv`,
      );
      const want = toCsv([{ timeseries: channel('big'), type: 'Double', points: bigPoints }], format);
      expect(Buffer.byteLength(want)).toBeGreaterThan(4_500_000);
      const text = await response.text();
      expect(text.length).toBe(want.length);
      expect(text === want, `${format} differs from the whole-answer writer`).toBe(true);
    }
  }, 120_000);

  it('answers a reference over two channels: payload JSON and a COLUMN export merged as they stream', async () => {
    const payload = (await followedByHand(`${refPath}/payload`)).response;
    const list = parseInt64Json(await payload.text()) as Answer[];
    expect(list.map((a) => a.timeseries['field'])).toEqual(['big', 'small']);
    expectPoints(list[0]!.points, bigPoints);
    expectPoints(list[1]!.points, smallPoints);

    for (const format of ['COLUMN', 'ROW'] as const) {
      const exported = (await followedByHand(`${refPath}/export?csv_format=${format}`)).response;
      const want = toCsv(
        [
          { timeseries: channel('big'), type: 'Double', points: bigPoints },
          { timeseries: channel('small'), type: 'Double', points: smallPoints },
        ],
        format,
      );
      const text = await exported.text();
      expect(text.length, format).toBe(want.length);
      expect(text === want, `${format} differs from the whole-answer writer`).toBe(true);
    }
  }, 120_000);

  it('keeps an aggregate inline and refuses a bad query with a problem before writing anything', async () => {
    const agg = await fetch(
      `${gateway}${api}/timeseriesContainers/${container}/payload?${rangeQuery('big', T0, lastT, '&function=MEAN&group_by=1000000000')}`,
      { headers: { 'x-api-key': key }, redirect: 'manual' },
    );
    expect(agg.status).toBe(200);
    const buckets = (parseInt64Json(await agg.text()) as Answer).points.length;
    expect(buckets).toBeGreaterThanOrEqual(200);
    expect(buckets).toBeLessThanOrEqual(202);
    const bad = await fetch(
      `${gateway}${api}/timeseriesContainers/${container}/payload?${rangeQuery('big', T0, lastT, '&function=INTEGRAL&group_by=1000000000')}`,
      { headers: { 'x-api-key': key }, redirect: 'manual' },
    );
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toBe('application/problem+json');
  }, 60_000);
});

describe('a structured-data reference payload beyond one response', () => {
  it('answers 6 MB of documents by a 303 to the same JSON, in the reference order', async () => {
    const h = { 'x-api-key': key };
    const sc = (
      await call<{ id: number }>('POST', `${api}/structuredDataContainers`, { headers: h, body: { name: 'big' } })
    ).body.id;
    const texts = [0, 1, 2].map((i) => JSON.stringify({ i, data: `${i}`.repeat(2_000_000), quote: 'a"b\\c' }));
    const oids: string[] = [];
    for (const payload of texts) {
      const r = await call<{ oid: string }>('POST', `${api}/structuredDataContainers/${sc}/payload`, {
        headers: h,
        body: { payload },
      });
      expect(r.status, r.text.slice(0, 300)).toBe(201);
      oids.push(r.body.oid);
    }
    const collection = (await call<{ id: number }>('POST', `${api}/collections`, { headers: h, body: { name: 's' } }))
      .body.id;
    const dataObject = (
      await call<{ id: number }>('POST', `${api}/collections/${collection}/dataObjects`, {
        headers: h,
        body: { name: 'd' },
      })
    ).body.id;
    const base = `${api}/collections/${collection}/dataObjects/${dataObject}/structuredDataReferences`;
    const ref = await call<{ id: number }>('POST', base, {
      headers: h,
      body: { name: 'all', structuredDataOids: [oids[2], oids[0], oids[1]], structuredDataContainerId: sc },
    });
    expect(ref.status, ref.text).toBe(201);
    const { response } = await followedByHand(`${base}/${ref.body.id}/payload`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const docs = (await response.json()) as { structuredData: { oid: string }; payload: string }[];
    expect(docs.map((d) => d.structuredData.oid)).toEqual([oids[2], oids[0], oids[1]]);
    expect(docs.map((d) => d.payload)).toEqual([texts[2], texts[0], texts[1]]);
    // One document less fits inline.
    const small = await call<{ id: number }>('POST', base, {
      headers: h,
      body: { name: 'two', structuredDataOids: [oids[0], oids[1]], structuredDataContainerId: sc },
    });
    const inline = await fetch(`${gateway}${base}/${small.body.id}/payload`, { headers: h, redirect: 'manual' });
    expect(inline.status).toBe(200);
    expect(((await inline.json()) as { payload: string }[]).map((d) => d.payload)).toEqual(texts.slice(0, 2));
  }, 120_000);
});

describe('an answer longer than the request may take', () => {
  it('is a 400 naming end when the budget runs out while it is stored', async () => {
    // A budget of 1.6 s: past the inline 5 MB less than FINISH_MS (1.5 s) of it is left.
    const gw = await startExtraGateway(await freePort(), {
      SVC_REQUEST_DEADLINE_MS: '1600',
      SVC_DEPENDENCY_TIMEOUT_MS: '1500',
    });
    try {
      const h = { 'x-api-key': key };
      const warm = await fetch(`${gw.url}${payloadPath('big', T0, T0 + 10n * STEP)}`, { headers: h });
      expect(warm.status, await warm.text()).toBe(200);
      const r = await fetch(`${gw.url}${payloadPath('big', T0, lastT)}`, { headers: h, redirect: 'manual' });
      const text = await r.text();
      expect(r.status, text.slice(0, 300)).toBe(400);
      expect(r.headers.get('content-type')).toBe('application/problem+json');
      const problem = JSON.parse(text) as { detail: string; violations: { field: string }[] };
      expect(problem.violations.map((v) => v.field)).toEqual(['end']);
      expect(problem.detail).toMatch(/takes more than one request may spend writing its answer/);
    } finally {
      gw.stop();
    }
  }, 120_000);
});
