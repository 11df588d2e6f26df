import { readQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import type { Entry } from './entries.ts';

/**
 * What a snapshot records: every versionable entity reachable from the Collection, i.e. every
 * node with a `revision` that lives and dies with it: the Collection itself, its DataObjects, and
 * each DataObject's references (HAS_REFERENCE, every kind) and lab journal entries. Not recorded:
 * what references point to (containers, other Collections and DataObjects, URIs: they have their
 * own lives and permissions), semantic annotations, permissions and kept revisions (no revision
 * of their own). An entity without a `revision` property counts as revision 1, as it reads.
 *
 * The walk goes through the DataObjects in legacy id order, `stepSize` at a time from a cursor
 * (index `dataobject_page_id`: a step costs its page, not the Collection); the first step adds
 * the Collection. A step answers `found: false` once the Collection is gone.
 */
export interface WalkStep {
  readonly found: boolean;
  readonly entries: Entry[];
  /** DataObjects read (the step is the last when fewer than the step size). */
  readonly dataObjects: number;
  /** The largest DataObject id read, or the cursor when none was. */
  readonly lastId: number;
}

type Pair = [string, number];
interface PageRow { id: number; appId: string; revision: number; children: Pair[] }

export async function walkStep(collectionId: number, cursor: number, stepSize: number): Promise<WalkStep> {
  const r = await readQuery<{ self: Pair | null; page: PageRow[] }>(
    `OPTIONAL MATCH (c:BasicEntity:Collection {id: $collectionId})
     RETURN CASE WHEN c IS NULL THEN null ELSE [c.appId, coalesce(c.revision, 1)] END AS self,
       COLLECT {
         MATCH (d:DataObject) WHERE d.collectionId = $collectionId AND d.id > $cursor
         WITH d ORDER BY d.id LIMIT $limit
         RETURN {id: d.id, appId: d.appId, revision: coalesce(d.revision, 1),
           children: COLLECT { MATCH (d)-[:HAS_REFERENCE|HAS_LAB_JOURNAL_ENTRY]->(x:BasicEntity) RETURN [x.appId, coalesce(x.revision, 1)] }}
       } AS page`,
    { collectionId: cypherInt(collectionId), cursor: cypherInt(cursor), limit: cypherInt(stepSize) },
  );
  const row = r.records[0];
  const self = row?.get('self') ?? null;
  if (!row || !self) return { found: false, entries: [], dataObjects: 0, lastId: cursor };
  const page = row.get('page');
  const entries: Entry[] = cursor < 0 ? [{ entityAppId: self[0], revision: Number(self[1]) }] : [];
  let lastId = cursor;
  for (const d of page) {
    if (typeof d.appId === 'string') entries.push({ entityAppId: d.appId, revision: Number(d.revision) });
    for (const [appId, revision] of d.children) if (typeof appId === 'string') entries.push({ entityAppId: appId, revision: Number(revision) });
    lastId = Math.max(lastId, Number(d.id));
  }
  return { found: true, entries, dataObjects: page.length, lastId };
}
