import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { queueUrl, sqsClient } from '../../platform/aws/clients.ts';
import type { WorkerOptions } from '../../platform/aws/queue-worker.ts';
import {
  COLLECTION_WATCH_DELAY_SECONDS,
  type CollectionDeletionParticipant,
} from '../../platform/collection-deletion.ts';
import { dependencyUnavailable } from '../../platform/dependencies.ts';
import { logger } from '../../platform/observability/logger.ts';
import { deleteRuns } from './entries.ts';
import { dropPreimages } from './preimages.ts';
import { deletedSnapshots, markDeletedWithCollection, removeDeleted } from './store.ts';
import { collectionExists } from './walk.ts';

/**
 * Deleting snapshots, the way a container's payload is deleted (features/containers/deletion.ts):
 * the request only relabels the record (`DeletedSnapshot`: gone from every read at once) and queues
 * one message; the snapshot worker then deletes its entries in bounded steps and, when none is
 * left, the record. A crash between steps loses nothing: the message comes back, and each step
 * deletes only what is still there. A record still leased to a walk (a snapshot deleted while it was
 * taken) waits until the walk has let it go, so no run is written after its purge.
 *
 * A Collection's snapshots go with it: before the Collection is deleted a message delayed past any
 * request's life is queued (the delete fails with 503 when the queue refuses it), and after the
 * delete one more, at once. The worker acts only once the Collection is gone (a delete that failed
 * or was refused leaves a message that finds it and is dropped): it marks the Collection's
 * snapshots deleted, also one taken while the Collection was being deleted, and purges them.
 */
export const purgeMessage = z.union([
  z.object({ deleteSnapshot: z.string().min(1).max(255) }).strict(),
  z.object({ deletedCollectionId: z.number().int().positive() }).strict(),
]);
export type PurgeMessage = z.output<typeof purgeMessage>;

/** Runs one step deletes (each up to 2,500 entries): a few BatchWriteItem calls. */
const STEP_RUNS = 100;
/** Below this much time left the worker hands the rest to a fresh message. */
const RESERVE_MS = 30_000;
const MAX_DELAY_SECONDS = 900;
/** How soon a purge looks again at a record a walk still holds. */
const HELD_RECHECK_SECONDS = 5;

export async function sendPurge(message: PurgeMessage, delaySeconds = 0): Promise<void> {
  const url = queueUrl('snapshots');
  if (!url) throw new Error('The snapshots queue URL is not configured (SVC_QUEUE_SNAPSHOTS_URL).');
  await sqsClient().send(
    new SendMessageCommand({
      QueueUrl: url,
      MessageBody: JSON.stringify(message),
      ...(delaySeconds > 0 ? { DelaySeconds: Math.min(MAX_DELAY_SECONDS, delaySeconds) } : {}),
    }),
  );
}

/** Deletes one deleted snapshot's runs and then its record while time allows; true when it is gone. */
async function purgeOne(appId: string, opts: WorkerOptions): Promise<boolean> {
  for (;;) {
    const step = await deleteRuns(appId, STEP_RUNS);
    if (step.done) break;
    if (opts.remainingMs() < RESERVE_MS) return false;
  }
  // Those of a walk that stopped when the snapshot was deleted (its writes keep none since).
  await dropPreimages(appId, null);
  await removeDeleted(appId);
  return true;
}

/**
 * Purges what the message names; a message for the rest is queued when time runs short or a walk
 * still holds a record (delayed until its lease ends).
 */
export async function processPurge(message: PurgeMessage, opts: WorkerOptions): Promise<void> {
  const scope =
    'deleteSnapshot' in message ? { appId: message.deleteSnapshot } : { collectionId: message.deletedCollectionId };
  if ('deletedCollectionId' in message) {
    if (await collectionExists(message.deletedCollectionId)) return; // not deleted (refused or failed): nothing to do
    await markDeletedWithCollection(message.deletedCollectionId);
  }
  let purged = 0;
  for (;;) {
    const now = Date.now();
    const batch = await deletedSnapshots(scope);
    const free = batch.filter((s) => s.leaseUntil < now);
    const held = batch.filter((s) => s.leaseUntil >= now);
    for (const s of free) {
      if (opts.remainingMs() < RESERVE_MS || !(await purgeOne(s.appId, opts))) {
        await sendPurge(message);
        return;
      }
      purged++;
    }
    if (held.length > 0 && free.length === 0) {
      const until = Math.min(...held.map((s) => s.leaseUntil));
      logger.info('snapshots: a deleted snapshot is still held by its walk; purging it later', { ...message, until });
      // A walk lets go as soon as it sees the record deleted; a crashed one only when its lease ends.
      await sendPurge(message, Math.min(HELD_RECHECK_SECONDS, Math.ceil((until - now) / 1000) + 1));
      return;
    }
    if (batch.length === 0) break;
  }
  logger.info('snapshots: purged', { ...message, purged });
}

/** Registered in app/hooks.ts: a Collection's snapshots are deleted with it. */
export const snapshotsOfDeletedCollection: CollectionDeletionParticipant = {
  name: 'snapshots',
  prepare: (collectionId) =>
    sendPurge({ deletedCollectionId: collectionId }, COLLECTION_WATCH_DELAY_SECONDS).catch((error: unknown) => {
      throw dependencyUnavailable(
        'sqs',
        `The deletion of the snapshots of Collection ${collectionId} could not be queued; nothing was deleted. Retry later.`,
        error,
      );
    }),
  deleted: (collectionId) => sendPurge({ deletedCollectionId: collectionId }),
};
