import type { FeatureGraph } from '../../platform/feature.ts';

/** Graph declarations of Collections and DataObjects; kept revisions live and die with their entity. */
export const graph = {
  statements: [
    'CREATE INDEX collection_name IF NOT EXISTS FOR (c:Collection) ON (c.name)',
    'CREATE INDEX dataobject_name IF NOT EXISTS FOR (d:DataObject) ON (d.name)',
  ],
  ownedEdges: ['HAS_REVISION'],
} as const satisfies FeatureGraph;
