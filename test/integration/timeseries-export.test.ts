import { describe, expect, it } from 'vitest';
import { parseInt64Json, stringifyInt64Json } from '#core/kernel/int64-json.ts';
import { call, gateway, userWithKey } from '../support/local.ts';
import { unzip } from '../support/zip.ts';

/**
 * Collection exports carry the points of timeseries references: `<refId>.timeseries.csv` in the
 * ROW layout, exactly the referenced range of the referenced channels, the reference's JSON with
 * exact nanosecond start/end; a reference to a container the caller cannot read is skipped and
 * listed.
 */
const api = '/svc/api';
const T0 = 1_700_000_000_123_456_789n;

async function post(
  key: string,
  path: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const r = await fetch(`${gateway}${path}`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: stringifyInt64Json(body),
  });
  const text = await r.text();
  return { status: r.status, json: (text ? parseInt64Json(text) : {}) as Record<string, unknown> };
}

const channel = (field: string) => ({
  measurement: 'stand',
  device: 'rig-1',
  location: 'hall',
  symbolicName: 'T',
  field,
});

describe('Collection export with timeseries references', () => {
  it('writes the referenced points as CSV, exact to the nanosecond, and skips unreadable containers', async () => {
    const owner = await userWithKey();
    const other = await userWithKey();
    const h = { 'x-api-key': owner.key };
    const collection = (
      await call<{ id: number }>('POST', `${api}/collections`, { headers: h, body: { name: 'ts export' } })
    ).body.id;
    const dataObject = (
      await call<{ id: number }>('POST', `${api}/collections/${collection}/dataObjects`, {
        headers: h,
        body: { name: 'run 1' },
      })
    ).body.id;
    const container = (
      await call<{ id: number }>('POST', `${api}/timeseriesContainers`, { headers: h, body: { name: 'stand' } })
    ).body.id;

    const points = Array.from({ length: 50 }, (_, i) => ({ timestamp: T0 + BigInt(i) * 1_000_000n, value: i + 0.5 }));
    expect(
      (
        await post(owner.key, `${api}/timeseriesContainers/${container}/payload`, {
          timeseries: channel('temp'),
          points,
        })
      ).status,
    ).toBe(201);
    const ints = Array.from({ length: 5 }, (_, i) => ({
      timestamp: T0 + BigInt(i),
      value: 9_007_199_254_740_993n + BigInt(i),
    }));
    expect(
      (
        await post(owner.key, `${api}/timeseriesContainers/${container}/payload`, {
          timeseries: channel('count'),
          points: ints,
        })
      ).status,
    ).toBe(201);

    const start = T0 + 10_000_000n;
    const end = T0 + 19_000_000n;
    const ref = await post(
      owner.key,
      `${api}/collections/${collection}/dataObjects/${dataObject}/timeseriesReferences`,
      {
        name: 'window',
        start,
        end,
        timeseries: [channel('temp')],
        timeseriesContainerId: container,
      },
    );
    expect(
      ref.status,
      JSON.stringify(ref.json, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
    ).toBe(201);
    const refId = Number(ref.json['id']);

    // A reference to a container the exporting owner may not read: skipped, listed.
    const theirs = (
      await call<{ id: number }>('POST', `${api}/timeseriesContainers`, {
        headers: { 'x-api-key': other.key },
        body: { name: 'theirs' },
      })
    ).body.id;
    expect(
      (
        await post(other.key, `${api}/timeseriesContainers/${theirs}/payload`, {
          timeseries: channel('secret'),
          points: [{ timestamp: T0, value: 1 }],
        })
      ).status,
    ).toBe(201);
    const grant = (reader: string[]) => ({
      permissionType: 'Private',
      reader,
      writer: [],
      manager: [],
      readerGroupIds: [],
      writerGroupIds: [],
    });
    expect(
      (
        await call('PUT', `${api}/timeseriesContainers/${theirs}/permissions`, {
          headers: { 'x-api-key': other.key },
          body: grant([owner.username]),
        })
      ).status,
    ).toBe(200);
    const hidden = await post(
      owner.key,
      `${api}/collections/${collection}/dataObjects/${dataObject}/timeseriesReferences`,
      {
        name: 'hidden',
        start: T0,
        end: T0,
        timeseries: [channel('secret')],
        timeseriesContainerId: theirs,
      },
    );
    expect(hidden.status).toBe(201);
    expect(
      (
        await call('PUT', `${api}/timeseriesContainers/${theirs}/permissions`, {
          headers: { 'x-api-key': other.key },
          body: grant([]),
        })
      ).status,
    ).toBe(200);

    const r = await fetch(`${gateway}${api}/collections/${collection}/export`, { headers: h });
    expect(r.status).toBe(200);
    const entries = await unzip(Buffer.from(await r.arrayBuffer()));
    const csv = entries.get(`${refId}.timeseries.csv`)?.toString('utf8');
    const expected = [
      'DEVICE,FIELD,LOCATION,MEASUREMENT,SYMBOLICNAME,TIMESTAMP,VALUE',
      ...points
        .filter((p) => p.timestamp >= start && p.timestamp <= end)
        .map((p) => `rig-1,temp,hall,stand,T,${p.timestamp},${p.value}`),
    ];
    expect(csv).toBe(`${expected.join('\n')}\n`);
    const refJson = parseInt64Json(entries.get(`${refId}.json`)?.toString('utf8') ?? '{}') as Record<string, unknown>;
    expect(refJson['start']).toBe(start);
    expect(refJson['end']).toBe(end);
    expect(refJson['timeseriesContainerId']).toBe(BigInt(container));

    expect(entries.has(`${String(hidden.json['id'])}.timeseries.csv`)).toBe(false);
    const metadata = JSON.parse(entries.get('ro-crate-metadata.json')?.toString('utf8') ?? '{}') as {
      '@graph': Record<string, unknown>[];
    };
    const root = metadata['@graph'].find((e) => e['@id'] === './') ?? {};
    expect(root['skipped']).toContainEqual(
      expect.objectContaining({
        kind: 'TimeseriesContainer',
        id: String(theirs),
        timeseriesReferenceIds: [Number(hidden.json['id'])],
      }),
    );
    const file = metadata['@graph'].find((e) => e['@id'] === `${refId}.timeseries.csv`);
    expect(file).toMatchObject({ encodingFormat: 'text/csv', contentSize: String(Buffer.byteLength(csv ?? '')) });
  }, 60_000);
});
