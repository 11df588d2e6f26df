import type { FeatureGraph } from '../../platform/feature.ts';

/**
 * Snapshot records: `(:Snapshot {appId, collectionId, collectionAppId, status, …})`, found by appId
 * and listed per Collection in appId order (UUID v7: creation order) through the composite index.
 * No edge ties them to the Collection: a snapshot is a record of the past and outlives it.
 */
export const graph: FeatureGraph = {
  statements: [
    'CREATE CONSTRAINT snapshot_app_id IF NOT EXISTS FOR (s:Snapshot) REQUIRE s.appId IS UNIQUE',
    'CREATE INDEX snapshot_page IF NOT EXISTS FOR (s:Snapshot) ON (s.collectionId, s.appId)',
  ],
};
