import { describe, expect, it } from 'vitest';
import { call, gateway, userWithKey } from '../support/local.ts';
import { unzip } from '../support/zip.ts';

/**
 * Collection exports carry the documents of structured-data references: `<oid>.json`, the stored
 * text byte for byte (from the table or from S3), each document once however many references
 * name it; a reference to a container the caller cannot read is skipped and listed, a deleted
 * document too; `payloads.structuredData: false` leaves the documents out, the references in.
 */
const api = '/svc/api';

describe('Collection export with structured-data references', () => {
  it('writes the referenced documents exactly, once each, and lists what it skipped', async () => {
    const owner = await userWithKey();
    const other = await userWithKey();
    const h = { 'x-api-key': owner.key };
    const collection = (
      await call<{ id: number; appId: string }>('POST', `${api}/collections`, {
        headers: h,
        body: { name: 'sd export' },
      })
    ).body;
    const dataObject = (
      await call<{ id: number }>('POST', `${api}/collections/${collection.id}/dataObjects`, {
        headers: h,
        body: { name: 'run 1' },
      })
    ).body.id;
    const container = (
      await call<{ id: number }>('POST', `${api}/structuredDataContainers`, { headers: h, body: { name: 'docs' } })
    ).body.id;
    const texts = [' {"b":1,"a":[1e400, 12345678901234567890]}\n', `{"big":"${'ö'.repeat(40_000)}"}`, '["gone"]'];
    const oids: string[] = [];
    for (const payload of texts) {
      const r = await call<{ oid: string }>('POST', `${api}/structuredDataContainers/${container}/payload`, {
        headers: h,
        body: { payload },
      });
      expect(r.status, r.text).toBe(201);
      oids.push(r.body.oid);
    }
    const refs = `${api}/collections/${collection.id}/dataObjects/${dataObject}/structuredDataReferences`;
    const ref = await call<{ id: number }>('POST', refs, {
      headers: h,
      body: { name: 'all', structuredDataOids: oids, structuredDataContainerId: container },
    });
    expect(ref.status, ref.text).toBe(201);
    const again = await call<{ id: number }>('POST', refs, {
      headers: h,
      body: { name: 'first again', structuredDataOids: [oids[0]], structuredDataContainerId: container },
    });
    expect(again.status).toBe(201);
    expect(
      (await call('DELETE', `${api}/structuredDataContainers/${container}/payload/${oids[2]}`, { headers: h })).status,
    ).toBe(204);

    // A reference to a container the owner may read at creation, then no longer.
    const theirs = (
      await call<{ id: number }>('POST', `${api}/structuredDataContainers`, {
        headers: { 'x-api-key': other.key },
        body: { name: 'theirs' },
      })
    ).body.id;
    const secret = (
      await call<{ oid: string }>('POST', `${api}/structuredDataContainers/${theirs}/payload`, {
        headers: { 'x-api-key': other.key },
        body: { payload: '{"secret":true}' },
      })
    ).body.oid;
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
        await call('PUT', `${api}/structuredDataContainers/${theirs}/permissions`, {
          headers: { 'x-api-key': other.key },
          body: grant([owner.username]),
        })
      ).status,
    ).toBe(200);
    const hidden = await call<{ id: number }>('POST', refs, {
      headers: h,
      body: { name: 'hidden', structuredDataOids: [secret], structuredDataContainerId: theirs },
    });
    expect(hidden.status).toBe(201);
    expect(
      (
        await call('PUT', `${api}/structuredDataContainers/${theirs}/permissions`, {
          headers: { 'x-api-key': other.key },
          body: grant([]),
        })
      ).status,
    ).toBe(200);

    const r = await fetch(`${gateway}${api}/collections/${collection.id}/export`, { headers: h });
    expect(r.status).toBe(200);
    const entries = await unzip(Buffer.from(await r.arrayBuffer()));
    expect(entries.get(`${oids[0]}.json`)?.equals(Buffer.from(texts[0] ?? '', 'utf8'))).toBe(true);
    expect(entries.get(`${oids[1]}.json`)?.equals(Buffer.from(texts[1] ?? '', 'utf8'))).toBe(true);
    expect([...entries.keys()].filter((n) => n.startsWith(oids[0] ?? '-'))).toEqual([`${oids[0]}.json`]);
    expect(entries.has(`${oids[2]}.json`)).toBe(false);
    expect(entries.has(`${secret}.json`)).toBe(false);
    const refJson = JSON.parse(entries.get(`${ref.body.id}.json`)?.toString('utf8') ?? '{}') as Record<string, unknown>;
    expect(refJson).toMatchObject({
      structuredDataOids: oids,
      structuredDataContainerId: container,
      type: 'StructuredDataReference',
    });

    const metadata = JSON.parse(entries.get('ro-crate-metadata.json')?.toString('utf8') ?? '{}') as {
      '@graph': Record<string, unknown>[];
    };
    const root = metadata['@graph'].find((e) => e['@id'] === './') ?? {};
    expect(root['skipped']).toContainEqual(
      expect.objectContaining({
        kind: 'StructuredDataContainer',
        id: String(theirs),
        structuredDataReferenceIds: [hidden.body.id],
      }),
    );
    expect(root['skipped']).toContainEqual(
      expect.objectContaining({ kind: 'StructuredData', id: oids[2], structuredDataReferenceIds: [ref.body.id] }),
    );
    expect(metadata['@graph'].find((e) => e['@id'] === `${oids[1]}.json`)).toMatchObject({
      encodingFormat: 'application/json',
      contentSize: String(Buffer.byteLength(texts[1] ?? '')),
    });

    // The /v2 selection without structured data: the references stay, their documents do not.
    const url = await call<{ downloadUrl: string }>('POST', `/v2/collections/${collection.appId}/export-url`, {
      headers: h,
      body: { payloads: { structuredData: false } },
    });
    if (url.status === 503) return; // the active adapter cannot presign (dbfs): the legacy export above is the check
    expect(url.status, url.text).toBe(200);
    const zip = await unzip(Buffer.from(await (await fetch(url.body.downloadUrl)).arrayBuffer()));
    expect(zip.has(`${ref.body.id}.json`)).toBe(true);
    expect([...zip.keys()].some((n) => oids.some((o) => n.startsWith(o)))).toBe(false);
  }, 60_000);
});
