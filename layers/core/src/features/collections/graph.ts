import type { FeatureGraph } from '../../platform/feature.ts';
import { ATTRIBUTE_EDGE, ATTRIBUTE_INDEX_STATEMENT } from '../../platform/graph/attribute-index.ts';
import { backfillAttributeIndex, backfillListKeys, backfillUpdatedKeys } from './upgrade.ts';

/**
 * Graph declarations of Collections and DataObjects; kept revisions and the attribute pair nodes
 * live and die with their entity. A page of a Collection's DataObjects is read in index order
 * (composite indexes led by `collectionId`), so its cost follows the page, not the Collection.
 */
export const graph = {
  statements: [
    'CREATE INDEX collection_name IF NOT EXISTS FOR (c:Collection) ON (c.name)',
    // The public side of a caller's readable Collections (access/permissions/cypher.ts, readableFromCaller).
    'CREATE INDEX permissions_type IF NOT EXISTS FOR (p:Permissions) ON (p.permissionType)',
    'CREATE INDEX dataobject_name IF NOT EXISTS FOR (d:DataObject) ON (d.name)',
    'CREATE INDEX dataobject_page_id IF NOT EXISTS FOR (d:DataObject) ON (d.collectionId, d.id)',
    'CREATE INDEX dataobject_page_name IF NOT EXISTS FOR (d:DataObject) ON (d.collectionId, d.nameKey, d.id)',
    'CREATE INDEX dataobject_page_created IF NOT EXISTS FOR (d:DataObject) ON (d.collectionId, d.createdAt, d.id)',
    'CREATE INDEX dataobject_page_updated IF NOT EXISTS FOR (d:DataObject) ON (d.collectionId, d.updatedKey, d.id)',
    ATTRIBUTE_INDEX_STATEMENT,
  ],
  upgrades: [
    { name: 'collections.list-keys.v1', run: () => backfillListKeys() },
    { name: 'collections.attribute-index.v1', run: () => backfillAttributeIndex() },
    { name: 'collections.updated-key.v1', run: () => backfillUpdatedKeys() },
  ],
  ownedEdges: ['HAS_REVISION', ATTRIBUTE_EDGE],
} as const satisfies FeatureGraph;
