import { expect } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { LEGACY_SEQUENCE, RESERVE_BLOCK_CYPHER } from '../../layers/core/src/platform/graph/legacy-ids.ts';
import { int, writeCypher, writeCypherRows } from './fixtures.ts';
import { call } from './local.ts';

type Headers = Record<string, string>;

/** Creates a Collection as the caller and returns its legacy id. */
export async function newCollection(headers: Headers, name = 'Collection'): Promise<number> {
  const r = await call<{ id: number }>('POST', '/svc/api/collections', { headers, body: { name } });
  expect(r.status, r.text).toBe(201);
  return r.body.id;
}

/** Creates a DataObject in Collection `c` as the caller and returns its legacy id. */
export async function newDataObject(c: number, headers: Headers, name = 'DataObject'): Promise<number> {
  const r = await call<{ id: number }>('POST', `/svc/api/collections/${c}/dataObjects`, { headers, body: { name } });
  expect(r.status, r.text).toBe(201);
  return r.body.id;
}

export interface SeededEntity {
  readonly id: number;
  readonly appId: string;
}
export interface SeededDataObject extends SeededEntity {
  readonly uriReference: SeededEntity | null;
  readonly journalEntry: SeededEntity | null;
}

/**
 * `count` DataObjects written straight into the graph of Collection `collectionId` (owned by `user`), in
 * the shape createDataObject writes, with a URIReference on every `referenceEvery`-th and a lab journal
 * entry on every `journalEvery`-th (0: none), each at revision 1: many thousands in seconds, where the
 * API takes minutes. Legacy ids come from the service's sequence, appIds are UUID v7 (creation order,
 * as the service mints them), in batches of 5,000. Returned in appId order.
 */
export async function seedDataObjectsInGraph(
  collectionId: number,
  count: number,
  user: string,
  opts: { referenceEvery?: number; journalEvery?: number } = {},
): Promise<SeededDataObject[]> {
  const every = (n: number | undefined, i: number) => n !== undefined && n > 0 && i % n === 0;
  const out: SeededDataObject[] = [];
  const batch = 5_000;
  for (let done = 0; done < count; done += batch) {
    const n = Math.min(batch, count - done);
    const [reserved] = await writeCypherRows<{ start: number }>(RESERVE_BLOCK_CYPHER, {
      name: LEGACY_SEQUENCE,
      size: int(3 * n),
    });
    const start = Number(reserved?.start);
    const rows = Array.from({ length: n }, (_, k) => {
      const i = done + k;
      return {
        id: start + 3 * k,
        appId: uuidv7(),
        name: `d${i}`,
        ref: every(opts.referenceEvery, i) ? { id: start + 3 * k + 1, appId: uuidv7() } : null,
        journal: every(opts.journalEvery, i) ? { id: start + 3 * k + 2, appId: uuidv7() } : null,
      };
    });
    await writeCypher(
      `MATCH (c:BasicEntity:Collection {id: $collectionId})
       UNWIND $rows AS row
       CREATE (d:BasicEntity:DataObject {id: toInteger(row.id), appId: row.appId, name: row.name, nameKey: row.name,
         updatedKey: 9007199254740991, description: null, attributes: '{}', collectionId: $collectionId,
         createdAt: datetime(), createdBy: $user, revision: 1, attributesIndexed: true})
       CREATE (c)-[:HAS_DATAOBJECT]->(d)
       FOREACH (r IN CASE WHEN row.ref IS NULL THEN [] ELSE [row.ref] END |
         CREATE (d)-[:HAS_REFERENCE]->(:BasicEntity:URIReference {id: toInteger(r.id), appId: r.appId, name: 'ref-' + row.name,
           relationship: null, uri: 'urn:seed:' + row.name, createdAt: datetime(), createdBy: $user, revision: 1}))
       FOREACH (j IN CASE WHEN row.journal IS NULL THEN [] ELSE [row.journal] END |
         CREATE (d)-[:HAS_LAB_JOURNAL_ENTRY]->(:BasicEntity:LabJournalEntry {id: toInteger(j.id), appId: j.appId,
           journalContent: '<p>' + row.name + '</p>', createdAt: datetime(), createdBy: $user, revision: 1}))`,
      { collectionId: int(collectionId), rows, user },
    );
    for (const r of rows) out.push({ id: r.id, appId: r.appId, uriReference: r.ref, journalEntry: r.journal });
  }
  return out.sort((a, b) => (a.appId < b.appId ? -1 : a.appId > b.appId ? 1 : 0));
}

/** Deletes the DataObjects of Collection `collectionId` with what they own, 10,000 at a time (a delete through the API of a huge Collection outlives a request). */
export async function deleteDataObjectsInGraph(collectionId: number): Promise<void> {
  for (let n = 1; n > 0; ) {
    const [r] = await writeCypherRows<{ n: number }>(
      `MATCH (d:DataObject) WHERE d.collectionId = $id WITH d LIMIT 10000
       CALL (d) { MATCH (d)-[:HAS_REFERENCE|HAS_LAB_JOURNAL_ENTRY]->(x) DETACH DELETE x }
       DETACH DELETE d RETURN count(*) AS n`,
      { id: int(collectionId) },
    );
    n = Number(r?.n ?? 0);
  }
}
