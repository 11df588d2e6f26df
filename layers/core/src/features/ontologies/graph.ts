import type { FeatureGraph } from '../../platform/feature.ts';

/**
 * Bundle rows, import records and the seed lease. The `Resource` constraint and the fulltext
 * index `resource_labels` are made by the seed pass (seed.ts): the index's properties depend on
 * svc.semantic.internal.handle-vocab-uris.
 */
export const graph = {
  statements: [
    'CREATE CONSTRAINT ontology_bundle_id IF NOT EXISTS FOR (b:OntologyBundle) REQUIRE b.id IS UNIQUE',
    'CREATE CONSTRAINT ontology_import_bundle IF NOT EXISTS FOR (i:OntologyImport) REQUIRE i.bundleId IS UNIQUE',
    'CREATE CONSTRAINT ontology_refresh_bundle IF NOT EXISTS FOR (x:OntologyRefresh) REQUIRE x.bundleId IS UNIQUE',
    'CREATE CONSTRAINT ontology_refresh_run_id IF NOT EXISTS FOR (r:OntologyRefreshRun) REQUIRE r.id IS UNIQUE',
    'CREATE CONSTRAINT semantic_seed_key IF NOT EXISTS FOR (s:SemanticSeed) REQUIRE s.key IS UNIQUE',
  ],
} as const satisfies FeatureGraph;
