import {
  COLLECTION_WATCH_DELAY_SECONDS,
  type CollectionDeletionParticipant,
} from '../../platform/collection-deletion.ts';
import { config } from '../../platform/config/load.ts';
import { dependencyUnavailable } from '../../platform/dependencies.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { queueRetry } from './bridge.ts';

/**
 * A deleted Collection's HDF containers lose the access the Collection gave (docs/hdf.md). The
 * containers stay their owners' (the specification deletes a container only at its owner's
 * request), but once the Collection is gone its readers, writers, managers and groups must no
 * longer reach the HSDS domains: their ACL entries are cleared by a sync, as after any permission
 * change, which now finds no Collection and leaves only the owner.
 *
 * The sync never holds the delete: before it, a message delayed past any request's life is queued
 * (a refused queue fails the delete with 503, nothing deleted), and after it one more at once.
 * Both are idempotent: a sync brings the domains to what the graph says, so a delete that failed
 * leaves a message that changes nothing.
 */
/** Containers read per page of a Collection's HDF containers. */
const PAGE = 1_000;

/** The HDF containers of a Collection about to be deleted, by Collection id (one invocation at a time). */
const pending = new Map<number, string[]>();

async function heldContainers(collectionId: number): Promise<string[]> {
  const appIds: string[] = [];
  for (;;) {
    const r = await readQuery<{ appId: string }>(
      `MATCH (:BasicEntity:Collection {id: $id})-[:HOLDS_HDF_CONTAINER]->(h:HdfContainer)
       WHERE h.deletedAt IS NULL AND h.appId > $after
       RETURN h.appId AS appId ORDER BY h.appId LIMIT $limit`,
      { id: cypherInt(collectionId), after: appIds.at(-1) ?? '', limit: cypherInt(PAGE) },
    );
    appIds.push(...r.records.map((x) => String(x.get('appId'))));
    if (r.records.length < PAGE) return appIds;
  }
}

export const hdfOfDeletedCollection: CollectionDeletionParticipant = {
  name: 'hdf',
  async prepare(collectionId) {
    pending.delete(collectionId);
    if (!config()['svc.hdf.enabled']) return;
    const appIds = await heldContainers(collectionId);
    if (appIds.length === 0) return;
    try {
      await queueRetry(appIds, 'its Collection was deleted', COLLECTION_WATCH_DELAY_SECONDS);
    } catch (error) {
      throw dependencyUnavailable(
        'sqs',
        `The HDF access of Collection ${collectionId}'s containers could not be queued for revocation; nothing was deleted. Retry later.`,
        error,
      );
    }
    pending.set(collectionId, appIds);
  },
  async deleted(collectionId) {
    const appIds = pending.get(collectionId);
    pending.delete(collectionId);
    if (appIds) await queueRetry(appIds, 'its Collection was deleted');
  },
};
