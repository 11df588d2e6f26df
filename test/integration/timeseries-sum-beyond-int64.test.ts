import { beforeAll, describe, expect, it } from 'vitest';
import { call, userWithKey } from '../support/local.ts';
import { channel, channelQuery, newTimeseriesContainer, tsCall, writePoints } from '../support/timeseries.ts';

/**
 * SUM of Integer points is exact however large: points near 2^62 whose sums pass 2^63 answer
 * the exact integer as JSON digits (never wrapped into int64, never rounded through a double),
 * from raw points, chunk summaries and minute rollups alike, in CSV and in a reference's metrics.
 */
const SECOND = 1_000_000_000n;
const T0 = 1_700_000_040_000_000_000n; // a whole minute since the epoch
const BIG = 2n ** 62n;
const HOUR = 3600n * SECOND;

let owner: { username: string; key: string };
let container: number;
const ch = channel('big', { device: 'sum-beyond-int64' });
// Six points 20 s apart over two minutes: three in each minute, each value near 2^62.
const points = Array.from({ length: 6 }, (_, i) => ({
  timestamp: T0 + BigInt(i) * 20n * SECOND,
  value: BIG + BigInt(i),
}));
const total = points.reduce((s, p) => s + p.value, 0n); // 6·2^62 + 15, beyond 2^64
const minute = (m: number) => points.slice(m * 3, m * 3 + 3).reduce((s, p) => s + p.value, 0n); // 3·2^62 + …

beforeAll(async () => {
  owner = await userWithKey();
  container = await newTimeseriesContainer(owner.key, 'sum-beyond-int64');
  await writePoints(owner.key, container, ch, points);
});

const payload = (q: Record<string, string>) =>
  tsCall('GET', `/svc/api/timeseriesContainers/${container}/payload?${channelQuery(ch)}&${new URLSearchParams(q)}`, {
    key: owner.key,
  });

describe('Integer SUM beyond int64', () => {
  it('answers the exact sum from points, summaries and rollups', async () => {
    expect(total > 2n ** 63n).toBe(true);
    // Inside the range's ends (raw edges) and over the whole range (chunk summaries).
    for (const [start, end] of [
      [T0 + 1n, T0 + 100n * SECOND],
      [T0, T0 + 100n * SECOND],
    ] as const) {
      // group_by an hour: one bucket holds the range (without group_by the width would be end − start,
      // aligned to the epoch, which splits it in two)
      const r = await payload({ start: String(start), end: String(end), function: 'SUM', group_by: String(HOUR) });
      expect(r.status, r.text).toBe(200);
      const expected = start === T0 ? total : total - points[0]!.value;
      expect(r.text).toContain(`"value":${expected}}`);
    }
    // group_by a minute: the first read stores the minute rollups, the second reads them.
    for (let round = 0; round < 2; round++) {
      const r = await payload({
        start: String(T0),
        end: String(T0 + 120n * SECOND - 1n),
        function: 'SUM',
        group_by: String(60n * SECOND),
      });
      expect(r.status, r.text).toBe(200);
      expect(r.text).toContain(`{"timestamp":${T0},"value":${minute(0)}}`);
      expect(r.text).toContain(`{"timestamp":${T0 + 60n * SECOND},"value":${minute(1)}}`);
    }
    // CSV carries the digits too.
    const csv = await call(
      'GET',
      `/svc/api/timeseriesContainers/${container}/export?${channelQuery(ch)}&start=${T0}&end=${T0 + 100n * SECOND}&function=SUM&group_by=${HOUR}`,
      { headers: { 'x-api-key': owner.key } },
    );
    expect(csv.status, csv.text).toBe(200);
    expect(csv.text).toContain(String(total));
  });

  it("answers the exact sum in a timeseries reference's metrics", async () => {
    const api = '/svc/api';
    const c = await tsCall<{ id: number }>('POST', `${api}/collections`, {
      key: owner.key,
      body: { name: 'sum-beyond-int64' },
    });
    expect(c.status, c.text).toBe(201);
    const d = await tsCall<{ id: number }>('POST', `${api}/collections/${c.body.id}/dataObjects`, {
      key: owner.key,
      body: { name: 'd' },
    });
    expect(d.status, d.text).toBe(201);
    const refs = `${api}/collections/${c.body.id}/dataObjects/${d.body.id}/timeseriesReferences`;
    const ref = await tsCall<{ id: number }>('POST', refs, {
      key: owner.key,
      body: {
        name: 'big',
        start: T0,
        end: T0 + 100n * SECOND,
        timeseriesContainerId: BigInt(container),
        timeseries: [ch],
      },
    });
    expect(ref.status, ref.text).toBe(201);
    const metric = await tsCall('GET', `${refs}/${ref.body.id}/metric?${channelQuery(ch)}&function=SUM`, {
      key: owner.key,
    });
    expect(metric.status, metric.text).toBe(200);
    expect(metric.text).toContain(`"value":${total}`);
    const metrics = await tsCall('GET', `${refs}/${ref.body.id}/metrics?${channelQuery(ch)}`, { key: owner.key });
    expect(metrics.status, metrics.text).toBe(200);
    expect(metrics.text).toContain(`{"function":"SUM","value":${total}}`);
  });
});
