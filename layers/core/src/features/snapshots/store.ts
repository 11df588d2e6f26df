import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { notFound } from '../../kernel/problem.ts';

/**
 * The snapshot record in the graph: its status, how far the walk over the Collection got
 * (`cursor`, the legacy id of the last DataObject recorded; -1 before the first step) and the
 * step size it was started with, so whichever worker carries it on takes the same steps.
 */
export type SnapshotStatus = 'PENDING' | 'RUNNING' | 'COMPLETE' | 'FAILED';

export interface SnapshotRecord {
  appId: string;
  collectionId: number;
  collectionAppId: string;
  status: SnapshotStatus;
  entityCount: number;
  cursor: number;
  stepSize: number;
  steps: number;
  messages: number;
  createdAt: string;
  createdBy: string;
  completedAt: string | null;
  failure: string | null;
}

const projection = 's { .appId, .collectionId, .collectionAppId, .status, .entityCount, .cursor, .stepSize, .steps, .messages, .createdAt, .createdBy, .completedAt, .failure }';

const toRecord = (m: Record<string, unknown>): SnapshotRecord => ({
  appId: String(m['appId']),
  collectionId: Number(m['collectionId']),
  collectionAppId: String(m['collectionAppId']),
  status: m['status'] as SnapshotStatus,
  entityCount: Number(m['entityCount'] ?? 0),
  cursor: Number(m['cursor'] ?? -1),
  stepSize: Number(m['stepSize'] ?? 1000),
  steps: Number(m['steps'] ?? 0),
  messages: Number(m['messages'] ?? 0),
  createdAt: String(m['createdAt']),
  createdBy: String(m['createdBy']),
  completedAt: typeof m['completedAt'] === 'string' ? m['completedAt'] : null,
  failure: typeof m['failure'] === 'string' ? m['failure'] : null,
});

export async function insertSnapshot(r: Pick<SnapshotRecord, 'appId' | 'collectionId' | 'collectionAppId' | 'stepSize' | 'createdBy'>): Promise<SnapshotRecord> {
  const q = await writeQuery<{ s: Record<string, unknown> }>(
    `CREATE (s:Snapshot {appId: $appId, collectionId: $collectionId, collectionAppId: $collectionAppId, status: 'PENDING',
       entityCount: 0, cursor: -1, stepSize: $stepSize, steps: 0, messages: 0, createdAt: $createdAt, createdBy: $createdBy})
     RETURN ${projection} AS s`,
    { ...r, collectionId: cypherInt(r.collectionId), stepSize: cypherInt(r.stepSize), createdAt: new Date().toISOString() },
  );
  return toRecord(q.records[0]!.get('s'));
}

export async function findSnapshot(appId: string): Promise<SnapshotRecord | undefined> {
  const q = await readQuery<{ s: Record<string, unknown> }>(`MATCH (s:Snapshot {appId: $appId}) RETURN ${projection} AS s`, { appId });
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
export async function pageSnapshots(collectionId: number, before: string | undefined, limit: number): Promise<SnapshotRecord[]> {
  const q = await readQuery<{ s: Record<string, unknown> }>(
    `MATCH (s:Snapshot) WHERE s.collectionId = $collectionId AND ($before IS NULL OR s.appId < $before)
     WITH s ORDER BY s.appId DESC LIMIT $limit
     RETURN ${projection} AS s`,
    { collectionId: cypherInt(collectionId), before: before ?? null, limit: cypherInt(limit) },
  );
  return q.records.map((row) => toRecord(row.get('s')));
}

/**
 * Records a step: one conditional write, matched only while the snapshot is still at `fromCursor`
 * and not finished, so a redelivered or duplicate message that walked the same page loses the
 * race and stops (its entry writes were the same puts). False when it matched nothing.
 */
export async function recordStep(appId: string, fromCursor: number, toCursor: number, recorded: number, done: boolean): Promise<boolean> {
  const q = await writeQuery<{ n: number }>(
    `MATCH (s:Snapshot {appId: $appId}) WHERE s.cursor = $fromCursor AND s.status IN ['PENDING', 'RUNNING']
     SET s.cursor = $toCursor, s.entityCount = s.entityCount + $recorded, s.steps = s.steps + 1,
       s.status = CASE WHEN $done THEN 'COMPLETE' ELSE 'RUNNING' END,
       s.completedAt = CASE WHEN $done THEN $now ELSE null END
     RETURN count(s) AS n`,
    { appId, fromCursor: cypherInt(fromCursor), toCursor: cypherInt(toCursor), recorded: cypherInt(recorded), done, now: new Date().toISOString() },
  );
  return Number(q.records[0]?.get('n') ?? 0) > 0;
}

/** Counts a worker message that took the snapshot on (the resumption is visible in the record). */
export async function countMessage(appId: string): Promise<void> {
  await writeQuery(`MATCH (s:Snapshot {appId: $appId}) WHERE s.status IN ['PENDING', 'RUNNING'] SET s.messages = s.messages + 1`, { appId });
}

export async function markFailed(appId: string, failure: string): Promise<void> {
  await writeQuery(
    `MATCH (s:Snapshot {appId: $appId}) WHERE s.status IN ['PENDING', 'RUNNING'] SET s.status = 'FAILED', s.failure = $failure, s.completedAt = $now`,
    { appId, failure, now: new Date().toISOString() },
  );
}
