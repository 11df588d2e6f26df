import type { FeatureGraph } from '../../platform/feature.ts';

/**
 * Snapshot records: `(:Snapshot {appId, collectionId, collectionAppId, status, …})`, found by appId
 * and listed per Collection in appId order (UUID v7: creation order) through the composite index.
 * No edge ties them to the Collection: a snapshot is a record of the past and outlives it.
 * The walk reads a Collection's DataObjects in appId order from a cursor (`snapshot_dataobject_page`),
 * so a step costs its page, not the Collection.
 */
export const graph: FeatureGraph = {
  statements: [
    'CREATE CONSTRAINT snapshot_app_id IF NOT EXISTS FOR (s:Snapshot) REQUIRE s.appId IS UNIQUE',
    'CREATE INDEX snapshot_page IF NOT EXISTS FOR (s:Snapshot) ON (s.collectionId, s.appId)',
    'CREATE INDEX snapshot_dataobject_page IF NOT EXISTS FOR (d:DataObject) ON (d.collectionId, d.appId)',
  ],
};
