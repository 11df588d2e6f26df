import type { FeatureGraph } from '../../platform/feature.ts';
import { writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt, nextLegacyId } from '../../platform/graph/legacy-ids.ts';
import { newAppId } from '../../kernel/ids.ts';

const statements: readonly string[] = [
  'CREATE CONSTRAINT semantic_repository_id IF NOT EXISTS FOR (r:SemanticRepository) REQUIRE r.id IS UNIQUE',
  'CREATE CONSTRAINT semantic_repository_appid IF NOT EXISTS FOR (r:SemanticRepository) REQUIRE r.appId IS UNIQUE',
  'CREATE CONSTRAINT semantic_repository_system_key IF NOT EXISTS FOR (r:SemanticRepository) REQUIRE r.systemKey IS UNIQUE',
  'CREATE INDEX semantic_repository_name IF NOT EXISTS FOR (r:SemanticRepository) ON (r.name)',
  'CREATE CONSTRAINT semantic_annotation_id IF NOT EXISTS FOR (a:SemanticAnnotation) REQUIRE a.id IS UNIQUE',
  'CREATE CONSTRAINT semantic_annotation_appid IF NOT EXISTS FOR (a:SemanticAnnotation) REQUIRE a.appId IS UNIQUE',
];

/**
 * The global system repository of type INTERNAL (docs/semantic.md), seeded once: a MERGE
 * on its unique `systemKey`, so concurrent cold starts create exactly one. Its `endpoint` is empty
 * and ignored (terms come from the graph's `Resource` nodes).
 */
export async function seedInternalRepository(): Promise<void> {
  const id = await nextLegacyId();
  await writeQuery(
    `MERGE (r:SemanticRepository {systemKey: 'internal'})
     ON CREATE SET r.id = $id, r.appId = $appId, r.name = 'INTERNAL', r.type = 'INTERNAL', r.endpoint = '',
                   r.createdAt = datetime({epochMillis: $now}), r.createdBy = 'system'`,
    { id: cypherInt(id), appId: newAppId(), now: cypherInt(Date.now()) },
  );
}

/** Graph declarations of semantic repositories and annotations; annotations live and die with their entity. */
export const graph = {
  statements,
  upgrades: [{ name: 'semantic-internal-repository', run: seedInternalRepository }],
  ownedEdges: ['HAS_ANNOTATION'],
} as const satisfies FeatureGraph;
