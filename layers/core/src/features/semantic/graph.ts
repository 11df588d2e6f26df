import type { FeatureGraph } from '../../platform/feature.ts';

const statements: readonly string[] = [
  'CREATE CONSTRAINT semantic_repository_id IF NOT EXISTS FOR (r:SemanticRepository) REQUIRE r.id IS UNIQUE',
  'CREATE CONSTRAINT semantic_repository_appid IF NOT EXISTS FOR (r:SemanticRepository) REQUIRE r.appId IS UNIQUE',
  'CREATE INDEX semantic_repository_name IF NOT EXISTS FOR (r:SemanticRepository) ON (r.name)',
  'CREATE CONSTRAINT semantic_annotation_id IF NOT EXISTS FOR (a:SemanticAnnotation) REQUIRE a.id IS UNIQUE',
  'CREATE CONSTRAINT semantic_annotation_appid IF NOT EXISTS FOR (a:SemanticAnnotation) REQUIRE a.appId IS UNIQUE',
];

/** Graph declarations of semantic repositories and annotations; annotations live and die with their entity. */
export const graph = { statements, ownedEdges: ['HAS_ANNOTATION'] } as const satisfies FeatureGraph;
