import { ChangeMessageVisibilityCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { chars } from '../../kernel/bounds.ts';
import type { PermissionsChange } from '../../access/permissions/changed.ts';
import { queueUrl, sqsClient } from '../../platform/aws/clients.ts';
import type { QueueRecord } from '../../platform/aws/queue-worker.ts';
import { config } from '../../platform/config/load.ts';
import { unavailableDependency, withDeadline } from '../../platform/dependencies.ts';
import { logger } from '../../platform/observability/logger.ts';
import { aclWrites, desiredAcls } from './acl.ts';
import { containerAcls, type ContainerAcl } from './containers.ts';
import { folderOf, sidecar, type Sidecar } from './sidecar.ts';
import { outsideRequest } from '../../platform/request-deadline.ts';

/**
 * The permission bridge: rewrites the HSDS ACLs of HDF containers from the graph.
 *
 * - After a permission change (access/permissions/changed.ts: a Collection's ACL or owner, a
 *   group's members), the containers it touches are queued on `hdf-acl-retry` and the permission
 *   write answers: it never waits on HSDS. The worker syncs them from the graph as it then is
 *   (within a second or two when the queue is idle). Only when the queue refuses the message are
 *   they synced inline, within SYNC_BUDGET_MS, so a permission change is lost only when both the
 *   queue and HSDS fail (logged `hdf.acl.sync-lost`; rebuild-acls repairs it). The listener never
 *   throws: the permission write has succeeded either way.
 * - The `hdf-acl-retry` worker syncs queued containers, backing off exponentially through
 *   the message's visibility timeout (30 s, 60 s, … up to 1 h); after the queue's 8 receives the
 *   message goes to the DLQ.
 * - rebuild-acls syncs every live container (rebuild.ts).
 *
 * A sync reads each domain's ACLs (the container's folder and every domain under it, which users
 * created) and writes only the entries that differ, so it is idempotent and overwrites
 * out-of-band edits.
 */
export const SYNC_BUDGET_MS = 4_000;
/** Containers one permission change syncs inline; more go to the queue. */
const INLINE_CONTAINERS = 20;
const MAX_QUEUED_PER_MESSAGE = 50;

/** Brings every domain of one container to its desired ACLs; resolves to the number of ACL writes. */
export async function syncContainer(s: Sidecar, c: ContainerAcl): Promise<number> {
  const desired = desiredAcls(c);
  let writes = 0;
  for (const domain of await s.tree(folderOf(c.hdfDomain))) {
    const current = await s.acls(domain);
    if (!current) continue;
    for (const w of aclWrites(current, desired, s.username)) {
      await s.putAcl(domain, w.user, w.bits);
      writes++;
    }
  }
  return writes;
}

/** Rounds of re-reading after a sync before the worker leaves what is still changing to the next message. */
export const SETTLE_ROUNDS = 3;

/** A container's desired ACLs as one comparable text (users sorted). */
export const aclKey = (c: ContainerAcl): string => {
  const d = desiredAcls(c);
  return JSON.stringify([d.defaultRole, [...d.users].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
};

/**
 * Syncs the containers `read` answers, then reads them again and syncs those whose desired ACLs
 * changed meanwhile, up to SETTLE_ROUNDS reads. Two workers may sync one container at once (two
 * permission changes, two messages): one that read the graph before the other's change may write
 * after it, putting back the older ACLs. Reading again after writing closes that: the last writer
 * sees the newest graph and writes it. Resolves to the appIds synced in each round.
 */
export async function syncSettled(
  read: (appIds?: readonly string[]) => Promise<readonly ContainerAcl[]>,
  sync: (c: ContainerAcl) => Promise<unknown>,
): Promise<string[][]> {
  const rounds: string[][] = [];
  let pending = await read();
  const written = new Map<string, string>();
  for (let round = 0; round < SETTLE_ROUNDS && pending.length > 0; round++) {
    for (const c of pending) {
      await sync(c);
      written.set(c.appId, aclKey(c));
    }
    rounds.push(pending.map((c) => c.appId));
    if (round + 1 === SETTLE_ROUNDS) break;
    const again = await read(pending.map((c) => c.appId));
    pending = again.filter((c) => written.get(c.appId) !== aclKey(c));
  }
  return rounds;
}

export const retryMessage = z.object({
  appIds: z
    .array(chars(z.string().min(1), 64))
    .min(1)
    .max(MAX_QUEUED_PER_MESSAGE),
  reason: chars(z.string(), 500).optional(),
});
export type RetryMessage = z.output<typeof retryMessage>;

export async function queueRetry(appIds: readonly string[], reason: string, delaySeconds = 0): Promise<void> {
  const url = queueUrl('hdf-acl-retry');
  if (!url) throw new Error('The hdf-acl-retry queue URL is not configured (SVC_QUEUE_HDF_ACL_RETRY_URL).');
  for (let i = 0; i < appIds.length; i += MAX_QUEUED_PER_MESSAGE) {
    const message: RetryMessage = { appIds: appIds.slice(i, i + MAX_QUEUED_PER_MESSAGE), reason: reason.slice(0, 500) };
    // The durable fallback of a sync that failed, often because the request's budget ran out: never cut by it.
    await outsideRequest(() =>
      sqsClient().send(
        new SendMessageCommand({
          QueueUrl: url,
          MessageBody: JSON.stringify(message),
          ...(delaySeconds > 0 ? { DelaySeconds: Math.min(900, delaySeconds) } : {}),
        }),
      ),
    );
  }
}

const reasonOf = (err: unknown) =>
  unavailableDependency(err) === 'hsds' ? 'hsds.connect-timeout' : err instanceof Error ? err.message : String(err);

/** Why a permission change queued its containers (the worker logs it with a failed sync). */
export const PERMISSION_CHANGE = 'permission change';

/** The permissions-changed listener: queues the sync; never throws, never waits on HSDS unless the queue fails. */
export async function onPermissionsChanged(change: PermissionsChange): Promise<void> {
  if (!config()['svc.hdf.enabled']) return;
  let touched: ContainerAcl[] = [];
  try {
    touched = await containerAcls({
      ...(change.collectionIds ? { collectionIds: change.collectionIds } : {}),
      ...(change.groupIds ? { groupIds: change.groupIds } : {}),
      limit: 10_000,
    });
    if (touched.length === 0) return;
    try {
      await queueRetry(
        touched.map((c) => c.appId),
        PERMISSION_CHANGE,
      );
      return;
    } catch (err) {
      logger.warn('hdf.acl.queue-refused', { error: err as Error, containers: touched.length });
    }
    await syncInline(touched);
  } catch (err) {
    logger.error('hdf.acl.sync-lost', { error: err as Error, containers: touched.map((c) => c.appId) });
  }
}

/** The fallback when the queue refused: the first containers synced within SYNC_BUDGET_MS; throws what is left. */
async function syncInline(touched: readonly ContainerAcl[]): Promise<void> {
  const inline = touched.slice(0, INLINE_CONTAINERS);
  const failed: string[] = touched.slice(INLINE_CONTAINERS).map((c) => c.appId);
  let reason = failed.length > 0 ? 'more containers than one request syncs' : '';
  const s = await sidecar();
  const started = Date.now();
  for (const c of inline) {
    const left = SYNC_BUDGET_MS - (Date.now() - started);
    try {
      if (left <= 0) throw new Error("the permission write's sync budget ran out");
      await withDeadline(syncContainer(s, c), left, 'The HDF sidecar');
    } catch (err) {
      failed.push(c.appId);
      reason = reasonOf(err);
    }
  }
  if (failed.length > 0) throw new Error(`${failed.length} containers not synced: ${reason}`);
}

/**
 * The `hdf-acl-retry` worker: each record's containers synced again; a record that still fails
 * comes back after 30 s × 2^(receives − 1) (at most an hour), and after the queue's last receive
 * goes to the DLQ. Resolves to the ids of the records to retry.
 */
export async function processRetryRecords(
  records: readonly (QueueRecord & { receiptHandle?: string })[],
): Promise<string[]> {
  const retry: string[] = [];
  const s = await sidecar();
  for (const record of records) {
    let message: RetryMessage;
    try {
      message = retryMessage.parse(JSON.parse(record.body));
    } catch (err) {
      logger.error('hdf.acl.retry-unreadable', { error: err as Error, messageId: record.id });
      continue;
    }
    try {
      await syncSettled(
        (ids = message.appIds) => containerAcls({ appIds: ids, limit: ids.length }),
        (c) => syncContainer(s, c),
      );
    } catch (err) {
      logger.warn('hdf.acl.retry-failed', {
        messageId: record.id,
        receiveCount: record.receiveCount,
        reason: reasonOf(err),
      });
      retry.push(record.id);
      const url = queueUrl('hdf-acl-retry');
      if (url && record.receiptHandle) {
        const seconds = Math.min(3_600, 30 * 2 ** Math.max(0, record.receiveCount - 1));
        await sqsClient()
          .send(
            new ChangeMessageVisibilityCommand({
              QueueUrl: url,
              ReceiptHandle: record.receiptHandle,
              VisibilityTimeout: seconds,
            }),
          )
          .catch(() => undefined);
      }
    }
  }
  return retry;
}
