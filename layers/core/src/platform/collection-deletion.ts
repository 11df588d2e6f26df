import { logger } from './observability/logger.ts';

/**
 * What other capabilities keep of a Collection outside its graph subtree (snapshot records and
 * their entries) goes with it in the background. A participant is registered by the application
 * (app/hooks.ts), so the Collection's capability never imports the ones that clean up after it:
 *
 * - `prepare` runs before the delete and makes the cleanup durable (it queues a delayed message
 *   whose consumer acts only once the Collection is gone); when it throws, nothing is deleted and
 *   the caller's request fails (a 503 from a refused queue).
 * - `deleted` runs after the delete committed, to start the cleanup at once; a failure there is
 *   only logged: the delayed message still comes.
 */
/** How long a participant's `prepare` message waits: past any request's life (API Gateway ends it at 29 s), so the delete has committed or failed. */
export const COLLECTION_WATCH_DELAY_SECONDS = 60;

export interface CollectionDeletionParticipant {
  readonly name: string;
  prepare(collectionId: number): Promise<void>;
  deleted(collectionId: number): Promise<void>;
}

const participants: CollectionDeletionParticipant[] = [];

export function onCollectionDeletion(p: CollectionDeletionParticipant): void {
  if (!participants.some((x) => x.name === p.name)) participants.push(p);
}

/** Before a Collection's delete: every participant's durable message (throws the first failure). */
export async function prepareCollectionDeletion(collectionId: number): Promise<void> {
  for (const p of participants) await p.prepare(collectionId);
}

/** After a Collection's delete committed: starts each cleanup now (failures logged, never thrown). */
export async function collectionDeleted(collectionId: number): Promise<void> {
  const results = await Promise.allSettled(participants.map((p) => p.deleted(collectionId)));
  results.forEach((r, i) => {
    if (r.status === 'rejected')
      logger.warn('collection deletion: a cleanup did not start at once; its delayed message will', {
        error: r.reason as Error,
        participant: participants[i]?.name,
        collectionId,
      });
  });
}
