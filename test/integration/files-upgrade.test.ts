import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLocalCore } from '../support/local-core.ts';
import { call, userWithKey } from '../support/local.ts';
import { closeGraph, cypher } from '../support/fixtures.ts';

/**
 * docs/files.md, Upgrade: rows from before the storage-adapter change carry no providerId (and, from
 * upstream, no locator: their bytes sit in dbfs under <container oid>/<file oid>). The backfill
 * runs in this process against the graph the gateway uses.
 */
let restoreEnv: () => void = () => {};
let closeCore: () => Promise<void> = async () => {};
let write: (q: string, p: Record<string, unknown>) => Promise<unknown>;
let backfill: (batch?: number) => Promise<{ updated: number }>;
let putDbfs: (key: string, bytes: Buffer) => Promise<unknown>;
beforeAll(async () => {
  restoreEnv = useLocalCore();
  const driver = await import('../../layers/core/src/platform/graph/driver.ts');
  closeCore = driver.closeGraph;
  write = (q, p) => driver.writeQuery(q, p);
  backfill = (await import('../../layers/core/src/features/files/upgrade.ts')).backfillProviderIds;
  const { dbfsAdapter } = await import('../../layers/core/src/platform/storage/dbfs.ts');
  putDbfs = (key, bytes) => dbfsAdapter.put(key, Readable.from([bytes]));
});
afterAll(async () => {
  await closeCore();
  await closeGraph();
  restoreEnv();
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('providerId backfill on the first start after the upgrade', () => {
  it('sets dbfs (and the upstream locator) on rows without a provider, serves their bytes, and a second run changes nothing', async () => {
    const { key } = await userWithKey();
    const h = { 'x-api-key': key };
    const c = (
      await call<{ id: number; oid: string }>('POST', '/svc/api/fileContainers', {
        headers: h,
        body: { name: 'pre-upgrade' },
      })
    ).body;
    // Three rows as the old backend wrote them: bytes in dbfs under <container oid>/<oid>, no providerId, no locator.
    const files = await Promise.all(
      [0, 1, 2].map(async (i) => {
        const oid = randomBytes(12).toString('hex');
        const bytes = randomBytes(1000 + i * 300_000);
        await putDbfs(`${c.oid}/${oid}`, bytes);
        await write(
          `MATCH (c:FileContainer {oid: $c}) CREATE (c)-[:HAS_FILE]->(:ShepardFile {appId: $appId, oid: $oid, filename: $name, md5: null, createdAt: datetime()})`,
          { c: c.oid, appId: `0190f0f0-0000-7000-8000-${randomBytes(6).toString('hex')}`, oid, name: `old-${i}.bin` },
        );
        return { oid, bytes };
      }),
    );
    // A row written after the upgrade keeps its provider and locator.
    const boundary = 'bnd';
    const fresh = await call<{ oid: string }>('POST', `/svc/api/fileContainers/${c.id}/payload`, {
      headers: { ...h, 'content-type': `multipart/form-data; boundary=${boundary}` },
      raw: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="new.bin"\r\n\r\n`),
        randomBytes(10),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(fresh.status, fresh.text).toBe(201);
    const [freshBefore] = await cypher<{ locator: string }>(
      'MATCH (f:ShepardFile {oid: $oid}) RETURN f.locator AS locator',
      { oid: fresh.body.oid },
    );

    // Before: the rows have no provider. A batch of 2 makes the loop take more than one round.
    const first = await backfill(2);
    expect(first.updated).toBeGreaterThanOrEqual(3);
    const rows = await cypher<{ oid: string; providerId: string; locator: string }>(
      'MATCH (:FileContainer {oid: $c})-[:HAS_FILE]->(f:ShepardFile) RETURN f.oid AS oid, f.providerId AS providerId, f.locator AS locator',
      { c: c.oid },
    );
    for (const f of files)
      expect(rows.find((r) => r.oid === f.oid)).toEqual({
        oid: f.oid,
        providerId: 'dbfs',
        locator: `${c.oid}/${f.oid}`,
      });
    expect(rows.find((r) => r.oid === fresh.body.oid)).toEqual({
      oid: fresh.body.oid,
      providerId: 'dbfs',
      locator: freshBefore?.locator,
    });

    const second = await backfill(2);
    expect(second.updated).toBe(0);
    expect(await cypher('MATCH (f:ShepardFile) WHERE f.providerId IS NULL RETURN f LIMIT 1')).toEqual([]);

    for (const f of files) {
      const r = await fetch(
        `${process.env['SVC_TEST_GATEWAY'] ?? 'http://127.0.0.1:8080'}/svc/api/fileContainers/${c.id}/payload/${f.oid}`,
        { headers: h },
      );
      expect(r.status).toBe(200);
      expect(sha(Buffer.from(await r.arrayBuffer()))).toBe(sha(f.bytes));
    }
  });
});
