import type { FeatureGraph } from '../../platform/feature.ts';

/**
 * Snapshot records: `(:Snapshot {appId, collectionId, collectionAppId, status, …})`, found by appId
 * and listed per Collection in appId order (UUID v7: creation order) through the composite index.
 * No edge ties them to the Collection; they are deleted with it in the background (purge.ts).
 * The walk reads a Collection's DataObjects in appId order from a cursor (`snapshot_dataobject_page`),
 * so a step costs its page, not the Collection. A write of an entity of a Collection being walked
 * keeps the entity as of the request (`SnapshotPreimage`, platform/graph/snapshot-preimages.ts), which
 * the walk reads by range of `id` and deletes behind itself (preimages.ts).
 */
export const graph: FeatureGraph = {
  statements: [
    'CREATE CONSTRAINT snapshot_app_id IF NOT EXISTS FOR (s:Snapshot) REQUIRE s.appId IS UNIQUE',
    'CREATE INDEX snapshot_page IF NOT EXISTS FOR (s:Snapshot) ON (s.collectionId, s.appId)',
    'CREATE INDEX snapshot_dataobject_page IF NOT EXISTS FOR (d:DataObject) ON (d.collectionId, d.appId)',
    // The snapshots of a Collection still being walked: what a write of one of its entities seeks (platform/graph/snapshot-preimages.ts).
    'CREATE INDEX snapshot_running IF NOT EXISTS FOR (s:Snapshot) ON (s.collectionId, s.status)',
    // An entity as of a snapshot's request, by `<snapshotAppId> <key>`: one per entity (MERGE), and a step's range by prefix.
    'CREATE CONSTRAINT snapshot_preimage_id IF NOT EXISTS FOR (p:SnapshotPreimage) REQUIRE p.id IS UNIQUE',
    // Deleted snapshots awaiting their purge, found by appId or by their (deleted) Collection.
    'CREATE INDEX deleted_snapshot_app_id IF NOT EXISTS FOR (s:DeletedSnapshot) ON (s.appId)',
    'CREATE INDEX deleted_snapshot_collection IF NOT EXISTS FOR (s:DeletedSnapshot) ON (s.collectionId)',
  ],
};
