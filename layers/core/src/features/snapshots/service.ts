import { gateParams, parsePermissions, permissionsOf } from '../../access/permissions/cypher.ts';
import { assertAccess, loadPermissions } from '../../access/permissions/gate.ts';
import type { Access } from '../../access/permissions/model.ts';
import { newAppId } from '../../kernel/ids.ts';
import { isInstanceAdmin, type Principal } from '../../kernel/principal.ts';
import { forbidden, notFound } from '../../kernel/problem.ts';
import { config } from '../../platform/config/load.ts';
import { dependencyUnavailable } from '../../platform/dependencies.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { logger } from '../../platform/observability/logger.ts';
import { enqueue, newOwner, requestLeaseMs, runSteps, watchDelaySeconds } from './job.ts';
import { sendPurge } from './purge.ts';
import {
  getSnapshot,
  insertSnapshot,
  markDeleted,
  pageSnapshots,
  release,
  restoreDeleted,
  type SnapshotRecord,
} from './store.ts';

export const MAX_STEP_SIZE = 10_000;

async function gatedCollection(
  principal: Principal,
  appId: string,
  access: Access,
): Promise<{ id: number; appId: string }> {
  const r = await readQuery<{ perms: unknown; id: number }>(
    `MATCH (c:BasicEntity:Collection {appId: $appId}) RETURN ${permissionsOf('c')} AS perms, c.id AS id LIMIT 1`,
    { appId, ...gateParams(principal) },
  );
  const row = r.records[0];
  if (!row) throw notFound(`No Collection has appId ${appId}.`);
  const id = Number(row.get('id'));
  assertAccess(principal, { kind: 'Collection', id }, parsePermissions(row.get('perms')), access);
  return { id, appId };
}

/**
 * Takes a snapshot of the Collection (Write on it). A delayed message for the new snapshot is
 * queued before anything is stored, then the record is inserted under a short lease: a request
 * that dies at any point after (its function timed out, a write failed) leaves the worker a message
 * that finds the lease run out and takes over, and one that dies before the insert leaves a message
 * the worker drops (no such snapshot). Then the first step runs in the request; when more is left,
 * a second, immediate message starts the worker at once (the delayed one then finds the snapshot
 * held or finished: a no-op). When the queue refuses the first message, nothing is stored and the
 * caller gets a 503.
 */
export async function createSnapshot(principal: Principal, collectionAppId: string): Promise<SnapshotRecord> {
  const c = await gatedCollection(principal, collectionAppId, 'write');
  const stepSize = Math.min(MAX_STEP_SIZE, Math.max(1, config()['svc.snapshots.step-size']));
  const owner = newOwner();
  const appId = newAppId();
  try {
    await enqueue(appId, watchDelaySeconds());
  } catch (error) {
    throw dependencyUnavailable(
      'sqs',
      'The snapshot could not be handed to the background worker, so none was taken; try again later.',
      error,
    );
  }
  const s = await insertSnapshot(
    { appId, collectionId: c.id, collectionAppId: c.appId, stepSize, createdBy: principal.username },
    owner,
    requestLeaseMs(),
  );
  let outcome: Awaited<ReturnType<typeof runSteps>> = 'more';
  try {
    outcome = await runSteps(s, owner, 1, () => Number.POSITIVE_INFINITY);
  } catch (error) {
    // The worker redoes the step: the caller gets a snapshot on its way, not a failure.
    logger.warn('snapshots: the first step failed in the request; the worker takes it', {
      error: error as Error,
      snapshotAppId: s.appId,
    });
  }
  try {
    await release(s.appId, owner);
  } catch (error) {
    // Still held: the delayed message carries it on once the lease has run out.
    logger.warn("snapshots: could not release the request's lease; the delayed message takes over", {
      error: error as Error,
      snapshotAppId: s.appId,
    });
    return getSnapshot(s.appId);
  }
  if (outcome === 'more') {
    await enqueue(s.appId).catch((error: unknown) =>
      logger.warn('snapshots: could not start the worker at once; the delayed message will', {
        error: error as Error,
        snapshotAppId: s.appId,
      }),
    );
  }
  return getSnapshot(s.appId);
}

export async function listSnapshots(
  principal: Principal,
  collectionAppId: string,
  cursor: string | undefined,
  limit: number,
): Promise<{ snapshots: SnapshotRecord[]; next: string | null }> {
  const c = await gatedCollection(principal, collectionAppId, 'read');
  const page = await pageSnapshots(c.id, cursor, limit + 1);
  const snapshots = page.slice(0, limit);
  return { snapshots, next: page.length > limit ? snapshots[snapshots.length - 1]!.appId : null };
}

/**
 * Deletes a snapshot: the owner of its Collection, a manager of it, or an instance admin (a
 * snapshot whose Collection is gone: an instance admin only). The record is gone from every read
 * when this answers; its entries and the record go in the background (purge.ts). When the queue
 * refuses the message the record is restored and the caller gets a 503.
 */
export async function deleteSnapshot(principal: Principal, appId: string): Promise<void> {
  const s = await getSnapshot(appId);
  if (!isInstanceAdmin(principal)) {
    const target = { kind: 'Collection', id: s.collectionId } as const;
    const loaded = await loadPermissions(principal, target);
    if (loaded === undefined)
      throw forbidden(`The Collection of snapshot ${appId} no longer exists: only an instance admin may delete it.`);
    assertAccess(principal, target, loaded, 'manage');
  }
  if (!(await markDeleted(appId, principal.username))) throw notFound(`No snapshot has appId ${appId}.`);
  try {
    await sendPurge({ deleteSnapshot: appId });
  } catch (error) {
    await restoreDeleted(appId).catch((e: unknown) =>
      logger.error('snapshots: a snapshot marked deleted could not be restored after the queue refused its message', {
        error: e as Error,
        snapshotAppId: appId,
      }),
    );
    throw dependencyUnavailable(
      'sqs',
      `The deletion of snapshot ${appId} could not be queued; nothing was deleted. Retry later.`,
      error,
    );
  }
}

export { getSnapshot };
