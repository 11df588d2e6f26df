import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { notFound } from '../../kernel/problem.ts';

/**
 * The snapshot record in the graph: its status, how far the walk over the Collection got
 * (`cursor`, the appId of the last DataObject recorded; '' before the first step), the step size
 * it was started with (whichever worker carries it on takes the same steps), and a lease: one
 * holder at a time walks it (`owner`, `leaseUntil`), so a duplicate message never writes beside
 * another; a holder that died frees it when the lease runs out.
 */
export type SnapshotStatus = 'PENDING' | 'RUNNING' | 'COMPLETE' | 'FAILED';

export interface SnapshotRecord {
  appId: string;
  collectionId: number;
  collectionAppId: string;
  status: SnapshotStatus;
  entityCount: number;
  cursor: string;
  stepSize: number;
  steps: number;
  messages: number;
  createdAt: string;
  createdBy: string;
  completedAt: string | null;
  failure: string | null;
}

const projection =
  's { .appId, .collectionId, .collectionAppId, .status, .entityCount, .cursor, .stepSize, .steps, .messages, .createdAt, .createdBy, .completedAt, .failure }';

const toRecord = (m: Record<string, unknown>): SnapshotRecord => ({
  appId: String(m['appId']),
  collectionId: Number(m['collectionId']),
  collectionAppId: String(m['collectionAppId']),
  status: m['status'] as SnapshotStatus,
  entityCount: Number(m['entityCount'] ?? 0),
  cursor: typeof m['cursor'] === 'string' ? m['cursor'] : '',
  stepSize: Number(m['stepSize'] ?? 1000),
  steps: Number(m['steps'] ?? 0),
  messages: Number(m['messages'] ?? 0),
  createdAt: String(m['createdAt']),
  createdBy: String(m['createdBy']),
  completedAt: typeof m['completedAt'] === 'string' ? m['completedAt'] : null,
  failure: typeof m['failure'] === 'string' ? m['failure'] : null,
});

/** A new PENDING record, leased to `owner` (the request that takes its first step). */
export async function insertSnapshot(
  r: Pick<SnapshotRecord, 'appId' | 'collectionId' | 'collectionAppId' | 'stepSize' | 'createdBy'>,
  owner: string,
  leaseMs: number,
): Promise<SnapshotRecord> {
  const q = await writeQuery<{ s: Record<string, unknown> }>(
    `CREATE (s:Snapshot {appId: $appId, collectionId: $collectionId, collectionAppId: $collectionAppId, status: 'PENDING',
       entityCount: 0, cursor: '', stepSize: $stepSize, steps: 0, messages: 0, createdAt: $createdAt, createdBy: $createdBy,
       owner: $owner, leaseUntil: $leaseUntil})
     RETURN ${projection} AS s`,
    {
      ...r,
      collectionId: cypherInt(r.collectionId),
      stepSize: cypherInt(r.stepSize),
      createdAt: new Date().toISOString(),
      owner,
      leaseUntil: cypherInt(Date.now() + leaseMs),
    },
  );
  return toRecord(q.records[0]!.get('s'));
}

export async function findSnapshot(appId: string): Promise<SnapshotRecord | undefined> {
  const q = await readQuery<{ s: Record<string, unknown> }>(
    `MATCH (s:Snapshot {appId: $appId}) RETURN ${projection} AS s`,
    { appId },
  );
  const row = q.records[0];
  return row ? toRecord(row.get('s')) : undefined;
}

export async function getSnapshot(appId: string): Promise<SnapshotRecord> {
  const s = await findSnapshot(appId);
  if (!s) throw notFound(`No snapshot has appId ${appId}.`);
  return s;
}

/**
 * One page of a Collection's snapshots, newest first: those before `before` (an appId, a
 * position in key order whether or not it names a snapshot), `limit` of them.
 */
export async function pageSnapshots(
  collectionId: number,
  before: string | undefined,
  limit: number,
): Promise<SnapshotRecord[]> {
  const q = await readQuery<{ s: Record<string, unknown> }>(
    `MATCH (s:Snapshot) WHERE s.collectionId = $collectionId AND ($before IS NULL OR s.appId < $before)
     WITH s ORDER BY s.appId DESC LIMIT $limit
     RETURN ${projection} AS s`,
    { collectionId: cypherInt(collectionId), before: before ?? null, limit: cypherInt(limit) },
  );
  return q.records.map((row) => toRecord(row.get('s')));
}

/**
 * Takes the lease of an unfinished snapshot for `leaseMs` when nobody holds it (or the holder's ran
 * out); the record as taken, or undefined (finished, missing, or held by another).
 */
export async function claim(appId: string, owner: string, leaseMs: number): Promise<SnapshotRecord | undefined> {
  const now = Date.now();
  const q = await writeQuery<{ s: Record<string, unknown> }>(
    `MATCH (s:Snapshot {appId: $appId}) WHERE s.status IN ['PENDING', 'RUNNING'] AND (s.owner IS NULL OR s.leaseUntil < $now)
     SET s.owner = $owner, s.leaseUntil = $leaseUntil
     RETURN ${projection} AS s`,
    { appId, owner, now: cypherInt(now), leaseUntil: cypherInt(now + leaseMs) },
  );
  const row = q.records[0];
  return row ? toRecord(row.get('s')) : undefined;
}

export async function release(appId: string, owner: string): Promise<void> {
  // Also a deleted one: its purge waits for the walk's lease to be gone.
  await writeQuery(
    'MATCH (s:Snapshot|DeletedSnapshot {appId: $appId}) WHERE s.owner = $owner REMOVE s.owner, s.leaseUntil',
    {
      appId,
      owner,
    },
  );
}

/**
 * Records a step: one conditional write, matched only while `owner` holds the lease, the
 * snapshot is still at `fromCursor` and unfinished. False when it matched nothing (the lease was
 * lost: the step's writes are redone by the next holder).
 */
export async function recordStep(
  appId: string,
  owner: string,
  fromCursor: string,
  toCursor: string,
  recorded: number,
  done: boolean,
): Promise<boolean> {
  const q = await writeQuery<{ n: number }>(
    `MATCH (s:Snapshot {appId: $appId}) WHERE s.owner = $owner AND s.cursor = $fromCursor AND s.status IN ['PENDING', 'RUNNING']
     SET s.cursor = $toCursor, s.entityCount = s.entityCount + $recorded, s.steps = s.steps + 1,
       s.status = CASE WHEN $done THEN 'COMPLETE' ELSE 'RUNNING' END,
       s.completedAt = CASE WHEN $done THEN $now ELSE null END
     RETURN count(s) AS n`,
    { appId, owner, fromCursor, toCursor, recorded: cypherInt(recorded), done, now: new Date().toISOString() },
  );
  return Number(q.records[0]?.get('n') ?? 0) > 0;
}

/** Counts a worker message that took the snapshot on (the resumption is visible in the record). */
export async function countMessage(appId: string): Promise<void> {
  await writeQuery(
    `MATCH (s:Snapshot {appId: $appId}) WHERE s.status IN ['PENDING', 'RUNNING'] SET s.messages = s.messages + 1`,
    { appId },
  );
}

export async function markFailed(appId: string, failure: string): Promise<void> {
  await writeQuery(
    `MATCH (s:Snapshot {appId: $appId}) WHERE s.status IN ['PENDING', 'RUNNING'] SET s.status = 'FAILED', s.failure = $failure, s.completedAt = $now`,
    { appId, failure, now: new Date().toISOString() },
  );
}

/**
 * Deleting a snapshot: the record is relabelled `Snapshot` → `DeletedSnapshot` in one write, so it is
 * gone from every read (and from any walk: claim and recordStep match `Snapshot` only) at once; the
 * worker then deletes its entries and the record (purge.ts). True when it was there to delete.
 */
export async function markDeleted(appId: string, by: string): Promise<boolean> {
  const q = await writeQuery<{ n: number }>(
    `MATCH (s:Snapshot {appId: $appId}) REMOVE s:Snapshot SET s:DeletedSnapshot, s.deletedAt = $now, s.deletedBy = $by
     RETURN count(s) AS n`,
    { appId, by, now: new Date().toISOString() },
  );
  return Number(q.records[0]?.get('n') ?? 0) > 0;
}

/** Undoes markDeleted when its purge could not be queued (the caller then answers 503). */
export async function restoreDeleted(appId: string): Promise<void> {
  await writeQuery(
    'MATCH (s:DeletedSnapshot {appId: $appId}) REMOVE s:DeletedSnapshot, s.deletedAt, s.deletedBy SET s:Snapshot',
    { appId },
  );
}

/** Marks every snapshot of a Collection that no longer exists deleted; how many it marked. */
export async function markDeletedWithCollection(collectionId: number): Promise<number> {
  const q = await writeQuery<{ n: number }>(
    `MATCH (s:Snapshot) WHERE s.collectionId = $collectionId
       AND NOT EXISTS { MATCH (c:BasicEntity:Collection) WHERE c.id = $collectionId }
     REMOVE s:Snapshot SET s:DeletedSnapshot, s.deletedAt = $now, s.deletedBy = '(collection deleted)'
     RETURN count(s) AS n`,
    { collectionId: cypherInt(collectionId), now: new Date().toISOString() },
  );
  return Number(q.records[0]?.get('n') ?? 0);
}

export interface DeletedSnapshot {
  readonly appId: string;
  /** Epoch ms until which a walk may still hold it (0: nobody). */
  readonly leaseUntil: number;
}

/** Deleted snapshots waiting for their purge: one by appId, or those of a Collection (up to `limit`). */
export async function deletedSnapshots(
  by: { appId: string } | { collectionId: number },
  limit = 100,
): Promise<DeletedSnapshot[]> {
  const q = await readQuery<{ appId: string; leaseUntil: number | null }>(
    `MATCH (s:DeletedSnapshot) WHERE ${'appId' in by ? 's.appId = $appId' : 's.collectionId = $collectionId'}
     WITH s.appId AS appId, CASE WHEN s.owner IS NULL THEN 0 ELSE s.leaseUntil END AS leaseUntil
     RETURN appId, leaseUntil ORDER BY leaseUntil LIMIT $limit`,
    'appId' in by
      ? { appId: by.appId, limit: cypherInt(limit) }
      : { collectionId: cypherInt(by.collectionId), limit: cypherInt(limit) },
  );
  return q.records.map((r) => ({ appId: String(r.get('appId')), leaseUntil: Number(r.get('leaseUntil') ?? 0) }));
}

/** The record of a deleted snapshot whose entries are gone. */
export async function removeDeleted(appId: string): Promise<void> {
  await writeQuery('MATCH (s:DeletedSnapshot {appId: $appId}) DELETE s', { appId });
}
