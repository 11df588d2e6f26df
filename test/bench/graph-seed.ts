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
         id: row.id, appId: row.appId, name: row.name, nameKey: toLower(row.name), updatedKey: 9007199254740991, description: null, attributes: row.attributes,
         collectionId: $collectionId, createdAt: datetime(), createdBy: $user, revision: 1, attributesIndexed: true
       })
       CREATE (c)-[:HAS_DATAOBJECT]->(d)
       FOREACH (digest IN row.digests | CREATE (d)-[:HAS_ATTRIBUTE]->(:AttributeValue {digest: digest}))`,
      { collectionId: neo4j.int(collectionId), rows, user },
    );
  }
}

/**
 * `count` Collections owned by `user`, in the shape createCollection writes (collections.ts: a
 * Private `Permissions` node owned by the user, attributes `{ serial: "<prefix><n>" }` with their
 * attribute-index pairs), in batches of 2,000; their ids in creation order.
 */
export async function seedCollections(driver: Driver, count: number, user: string, prefix: string): Promise<number[]> {
  const batch = 2_000;
  const ids: number[] = [];
  for (let done = 0; done < count; done += batch) {
    const n = Math.min(batch, count - done);
    const first = await reserveLegacyIds(driver, n);
    const rows = Array.from({ length: n }, (_, i) => {
      const attributes = { serial: `${prefix}${done + i}` };
      ids.push(first + i);
      return {
        id: neo4j.int(first + i),
        appId: uuidv7(),
        name: `${prefix}-${String(done + i).padStart(6, '0')}`,
        attributes: JSON.stringify(attributes),
        digests: attributeDigests(attributes),
      };
    });
    await driver.executeQuery(
      `OPTIONAL MATCH (owner:User {username: $user})
       UNWIND $rows AS row
       CREATE (c:BasicEntity:Collection {
         id: row.id, appId: row.appId, name: row.name, description: null, attributes: row.attributes,
         createdAt: datetime(), createdBy: $user, revision: 1, attributesIndexed: true
       })
       CREATE (c)-[:HAS_PERMISSIONS]->(p:Permissions {permissionType: 'Private'})
       FOREACH (o IN CASE WHEN owner IS NULL THEN [] ELSE [owner] END | CREATE (p)-[:OWNED_BY]->(o))
       FOREACH (digest IN row.digests | CREATE (c)-[:HAS_ATTRIBUTE]->(:AttributeValue {digest: digest}))`,
      { rows, user },
    );
  }
  return ids;
}

/**
 * Removes seeded Collections with what hangs off them (their DataObjects, permissions and
 * attribute-index pairs), in batches, so a bench leaves the shared graph as it found it.
 */
export async function deleteCollections(driver: Driver, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500).map((id) => neo4j.int(id));
    await driver.executeQuery(
      `MATCH (c:BasicEntity:Collection) WHERE c.id IN $ids
       OPTIONAL MATCH (c)-[:HAS_DATAOBJECT]->(d:DataObject)
       OPTIONAL MATCH (d)-[:HAS_ATTRIBUTE]->(da:AttributeValue)
       DETACH DELETE da, d
       WITH DISTINCT c
       OPTIONAL MATCH (c)-[:HAS_ATTRIBUTE|HAS_PERMISSIONS]->(x)
       DETACH DELETE x, c`,
      { ids: chunk },
    );
  }
}
