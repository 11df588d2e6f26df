import neo4j, { type Driver } from 'neo4j-driver';
import { v7 as uuidv7 } from 'uuid';
import { attributeDigests } from '../../layers/core/src/platform/graph/attribute-index.ts';
import { LEGACY_SEQUENCE, RESERVE_BLOCK_CYPHER } from '../../layers/core/src/platform/graph/legacy-ids.ts';

/** The graph the benches seed straight into (many thousand entities, not through the API). */
export function benchDriver(): Driver {
  return neo4j.driver(process.env['SVC_TEST_NEO4J'] ?? 'bolt://127.0.0.1:7687', undefined, {
    disableLosslessIntegers: true,
  });
}

/** Reserves `size` consecutive legacy ids the way the service does (platform/graph/legacy-ids.ts); the first one. */
export async function reserveLegacyIds(driver: Driver, size: number): Promise<number> {
  const r = await driver.executeQuery(RESERVE_BLOCK_CYPHER, { name: LEGACY_SEQUENCE, size: neo4j.int(size) });
  return Number(r.records[0]?.get('start'));
}

/**
 * `count` top-level DataObjects in Collection `collectionId` (created through the API by `user`), in the
 * shape createDataObject writes (as test/bench/graph.ts seeds them), in batches of 2,000.
 */
export async function seedDataObjects(
  driver: Driver,
  collectionId: number,
  count: number,
  user: string,
): Promise<void> {
  const batch = 2_000;
  for (let done = 0; done < count; done += batch) {
    const n = Math.min(batch, count - done);
    const first = await reserveLegacyIds(driver, n);
    const rows = Array.from({ length: n }, (_, i) => {
      const serial = done + i;
      const attributes = { kind: `k${serial % 100}`, serial: `s${serial}` };
      return {
        id: neo4j.int(first + i),
        appId: uuidv7(),
        name: `obj-${String(serial).padStart(6, '0')}`,
        attributes: JSON.stringify(attributes),
        digests: attributeDigests(attributes),
      };
    });
    await driver.executeQuery(
      `MATCH (c:BasicEntity:Collection {id: $collectionId})
       UNWIND $rows AS row
       CREATE (d:BasicEntity:DataObject {
         id: row.id, appId: row.appId, name: row.name, nameKey: toLower(row.name), description: null, attributes: row.attributes,
         collectionId: $collectionId, createdAt: datetime(), createdBy: $user, revision: 1, attributesIndexed: true
       })
       CREATE (c)-[:HAS_DATAOBJECT]->(d)
       FOREACH (digest IN row.digests | CREATE (d)-[:HAS_ATTRIBUTE]->(:AttributeValue {digest: digest}))`,
      { collectionId: neo4j.int(collectionId), rows, user },
    );
  }
}
