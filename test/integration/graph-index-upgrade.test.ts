import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLocalCore } from '../support/local-core.ts';
import { call, userWithKey, withKey } from '../support/local.ts';
import { closeGraph, cypher, int, writeCypher } from '../support/fixtures.ts';
import { newCollection } from '../support/seed.ts';
import { randomInt } from '../support/random.ts';

/**
 * Issue 12: DataObjects written before the list and attribute indexes (no collectionId, no
 * nameKey, no attribute pair nodes) are listed and found after the upgrade backfills run; the
 * backfills run in this process against the graph the gateway uses.
 */
let restoreEnv: () => void = () => {};
let closeCore: () => Promise<void> = async () => {};
let backfillListKeys: () => Promise<void>;
let backfillAttributeIndex: () => Promise<void>;
let backfillUpdatedKeys: () => Promise<void>;
beforeAll(async () => {
  restoreEnv = useLocalCore();
  closeCore = (await import('../../layers/core/src/platform/graph/driver.ts')).closeGraph;
  ({ backfillListKeys, backfillAttributeIndex, backfillUpdatedKeys } = await import(
    '../../layers/core/src/features/collections/upgrade.ts'
  ));
});
afterAll(async () => {
  await closeCore();
  await closeGraph();
  restoreEnv();
});

interface Page {
  id: number;
  name: string;
}

describe('list and attribute indexes over pre-upgrade DataObjects', () => {
  it('backfills list keys and attribute pairs; pages and equality searches then include the old rows; a second run changes nothing', async () => {
    const h = withKey((await userWithKey()).key);
    const c = await newCollection(h);
    const fresh = await call<{ id: number }>('POST', `/svc/api/collections/${c}/dataObjects`, {
      headers: h,
      body: { name: 'Fresh', attributes: { batch: 'b7' } },
    });
    // Two rows as the previous release wrote them.
    const oldIds = [9_000_000_000 + randomInt(0, 1e6), 9_100_000_000 + randomInt(0, 1e6)];
    for (const [i, id] of oldIds.entries()) {
      await writeCypher(
        `MATCH (c:Collection {id: $c}) CREATE (c)-[:HAS_DATAOBJECT]->(:BasicEntity:DataObject {id: $id, appId: randomUUID(), name: $name, description: null,
           attributes: $attributes, createdAt: datetime(), createdBy: 'old', revision: 1})`,
        { c: int(c), id: int(id), name: `Old ${i}`, attributes: JSON.stringify({ batch: 'b7', n: String(i) }) },
      );
    }
    const page = async (orderBy = 'name') =>
      (
        await call<Page[]>('GET', `/svc/api/collections/${c}/dataObjects?page=0&size=10&orderBy=${orderBy}`, {
          headers: h,
        })
      ).body.map((d) => d.name);
    const search = async () => {
      const r = await call<{ results: Page[] }>('POST', '/svc/api/search', {
        headers: h,
        body: {
          searchParams: {
            query: JSON.stringify({ property: 'attributes.batch', operator: 'eq', value: 'b7' }),
            queryType: 'DataObject',
          },
          scopes: [{ collectionId: c }],
        },
      });
      return r.body.results.map((d) => d.name).sort();
    };
    // Before the backfill the index-ordered page and the index-anchored search see only the new row.
    expect(await page()).toEqual(['Fresh']);
    expect(await search()).toEqual(['Fresh']);

    expect(await page('updatedAt')).toEqual(['Fresh']);
    await backfillListKeys();
    await backfillAttributeIndex();
    await backfillUpdatedKeys();
    expect(await page()).toEqual(['Fresh', 'Old 0', 'Old 1']);
    expect(await page('updatedAt')).toEqual(['Fresh', 'Old 0', 'Old 1']);
    expect(await search()).toEqual(['Fresh', 'Old 0', 'Old 1']);

    const pairs = async () =>
      (
        await cypher<{ n: number }>(
          'MATCH (:Collection {id: $c})-[:HAS_DATAOBJECT]->(:DataObject)-[:HAS_ATTRIBUTE]->(a) RETURN count(a) AS n',
          { c: int(c) },
        )
      )[0]?.n;
    const before = await pairs();
    expect(before).toBe(1 + 2 * 2);
    await backfillListKeys();
    await backfillAttributeIndex();
    await backfillUpdatedKeys();
    expect(await pairs()).toBe(before);
    expect(fresh.status).toBe(201);
  });

  it('a DataObject update replaces its pairs and deleting it removes them', async () => {
    const h = withKey((await userWithKey()).key);
    const c = await newCollection(h);
    const d = (
      await call<{ id: number }>('POST', `/svc/api/collections/${c}/dataObjects`, {
        headers: h,
        body: { name: 'D', attributes: { a: '1', b: '2' } },
      })
    ).body.id;
    const pairs = async () =>
      (
        await cypher<{ n: number }>(
          'MATCH (:DataObject {id: $d})-[:HAS_ATTRIBUTE]->(a:AttributeValue) RETURN count(a) AS n',
          { d: int(d) },
        )
      )[0]?.n;
    expect(await pairs()).toBe(2);
    await call('PUT', `/svc/api/collections/${c}/dataObjects/${d}`, {
      headers: h,
      body: { name: 'D', attributes: { a: '3' } },
    });
    expect(await pairs()).toBe(1);
    const orphansBefore = (
      await cypher<{ n: number }>('MATCH (a:AttributeValue) WHERE NOT ()-[:HAS_ATTRIBUTE]->(a) RETURN count(a) AS n')
    )[0]?.n;
    expect((await call('DELETE', `/svc/api/collections/${c}/dataObjects/${d}`, { headers: h })).status).toBe(204);
    expect(await pairs()).toBe(0);
    expect(
      (
        await cypher<{ n: number }>('MATCH (a:AttributeValue) WHERE NOT ()-[:HAS_ATTRIBUTE]->(a) RETURN count(a) AS n')
      )[0]?.n,
    ).toBe(orphansBefore);
  });
});
