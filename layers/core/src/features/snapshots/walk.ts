import { readQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import type { Entry } from './entries.ts';
import { childKey, collectionKey, dataObjectKey } from './keys.ts';
import { asOfRequest, readPreimages } from './preimages.ts';
import { stepEnd, withinStep } from './walk-range.ts';

/**
 * What a snapshot records: every versionable entity reachable from the Collection, i.e. every
 * node with a `revision` that lives and dies with it: the Collection itself, its DataObjects, and
 * each DataObject's references (HAS_REFERENCE, every kind) and lab journal entries. Not recorded:
 * what references point to (containers, other Collections and DataObjects, URIs: they have their
 * own lives and permissions), semantic annotations, permissions and kept revisions (no revision
 * of their own). An entity without a `revision` property counts as revision 1, as it reads.
 *
 * The walk goes through the DataObjects in appId order, `stepSize` at a time after a cursor (the
 * last DataObject appId recorded; index `snapshot_dataobject_page`, so a step costs its page, not
 * the Collection), each with all of its references; the first step adds the Collection. The
 * entries come out in key order (keys.ts). A step answers `found: false` once the Collection is gone.
 *
 * Each entity is recorded as it was when the snapshot was requested, however long after the step
 * runs: a write since the request kept its preimage (platform/graph/snapshot-preimages.ts), which
 * the step reads for its range (preimages.ts) and prefers to what it read, so an entity revised
 * since is recorded at its revision then, one deleted since is still recorded, one created since
 * is not. DataObjects count toward a step whether or not they existed then, and whether or not they
 * still exist: one deleted since counts by its preimages (walk-range.ts), so a step records at most
 * `stepSize` DataObjects however many were deleted ahead of the walk.
 */
export interface WalkStep {
  readonly found: boolean;
  readonly entries: Entry[];
  /** DataObjects recorded, those deleted since the request included. */
  readonly dataObjects: number;
  /** The appId of the last DataObject recorded (the next step's cursor), or the cursor when none was. */
  readonly last: string;
  /** The last step: nothing follows `last`. */
  readonly done: boolean;
}

type Pair = [string, number];
interface PageRow {
  appId: string;
  revision: number;
  children: Pair[];
}

export async function walkStep(
  snapshotAppId: string,
  collectionId: number,
  cursor: string,
  stepSize: number,
): Promise<WalkStep> {
  const r = await readQuery<{ self: Pair | null; page: PageRow[] }>(
    `OPTIONAL MATCH (c:BasicEntity:Collection {id: $collectionId})
     RETURN CASE WHEN c IS NULL THEN null ELSE [c.appId, coalesce(c.revision, 1)] END AS self,
       COLLECT {
         MATCH (d:DataObject) WHERE d.collectionId = $collectionId AND d.appId > $cursor
         // Ordered by both index properties, so the planner reads the index in order (no sort of the rest).
         WITH d ORDER BY d.collectionId, d.appId LIMIT $limit
         RETURN {appId: d.appId, revision: coalesce(d.revision, 1),
           children: COLLECT { MATCH (d)-[:HAS_REFERENCE|HAS_LAB_JOURNAL_ENTRY]->(x:BasicEntity) WHERE x.appId IS NOT NULL
             RETURN [x.appId, coalesce(x.revision, 1)] ORDER BY x.appId }}
       } AS page`,
    { collectionId: cypherInt(collectionId), cursor, limit: cypherInt(stepSize) },
  );
  const row = r.records[0];
  const self = row?.get('self') ?? null;
  if (!row || !self) return { found: false, entries: [], dataObjects: 0, last: cursor, done: true };
  // Sorted here as well: the key order is what the diff relies on, whatever order a planner picks.
  const page = [...row.get('page')].sort((a, b) => (a.appId < b.appId ? -1 : a.appId > b.appId ? 1 : 0));
  const live: Entry[] = cursor === '' ? [{ key: collectionKey(self[0]), revision: Number(self[1]) }] : [];
  for (const d of page) {
    live.push({ key: dataObjectKey(d.appId), revision: Number(d.revision) });
    const children = [...d.children].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (const [appId, revision] of children) live.push({ key: childKey(d.appId, appId), revision: Number(revision) });
  }
  const pageFull = page.length >= stepSize;
  // Read after the page: a preimage not there now belongs to no write committed before the page was read.
  const limit = stepSize + 1;
  let preimages = await readPreimages(snapshotAppId, cursor, pageFull ? page[page.length - 1]!.appId : null, limit);
  const end = stepEnd(
    cursor,
    page.map((d) => d.appId),
    pageFull,
    preimages.map((p) => p.key),
    preimages.length < limit,
    stepSize,
  );
  // One DataObject with more preimages than the limit: all of its, as the page has all of its entities.
  if (end.kind === 'alone') preimages = await readPreimages(snapshotAppId, cursor, end.last, Number.MAX_SAFE_INTEGER);
  const through = end.kind === 'end' ? null : end.last;
  return {
    found: true,
    entries: asOfRequest(
      live.filter((e) => withinStep(e.key, through)),
      preimages.filter((p) => withinStep(p.key, through)),
    ),
    dataObjects: end.kind === 'alone' ? 1 : end.dataObjects,
    last: end.last,
    done: end.kind === 'end',
  };
}

/**
 * Whether the Collection still exists. A walk step's one query is not a snapshot of the graph
 * (Neo4j reads committed data as it goes), so a step can see the Collection and then none of the
 * DataObjects a concurrent delete just removed: before a short page ends the walk, this asks again.
 */
export async function collectionExists(collectionId: number): Promise<boolean> {
  const r = await readQuery<{ n: number }>(
    'MATCH (c:BasicEntity:Collection {id: $collectionId}) RETURN count(c) AS n',
    { collectionId: cypherInt(collectionId) },
  );
  return Number(r.records[0]?.get('n') ?? 0) > 0;
}
