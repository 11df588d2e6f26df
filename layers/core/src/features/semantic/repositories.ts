import { stampOf, str, type AuditStamp } from '../../platform/graph/entity-row.ts';
import { isInstanceAdmin, type Principal } from '../../kernel/principal.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt, nextLegacyId } from '../../platform/graph/legacy-ids.ts';
import { ProblemError, forbidden, notFound } from '../../kernel/problem.ts';
import { newAppId } from '../../kernel/ids.ts';
import { listParams, type ListOptions } from '../../platform/graph/paging.ts';
import { REPOSITORY_TYPES, type RepositoryType } from './lookup.ts';

/**
 * Semantic repositories: instance-wide records of where terms come from. Any authenticated
 * caller may list, read and create them (the contract declares no 403 for them). Deleting is
 * reserved to the creator and instance admins (403 otherwise), and refused (409) while an
 * annotation still names the repository, so no annotation points at a repository that is gone.
 *
 * INTERNAL repositories (the seeded system one) belong to the `/v2` shelf (`getInternalRepository`):
 * upstream 5.2's enum has no INTERNAL and wants a non-blank endpoint, so the legacy list, read and
 * delete never see them (404 by id), and a 5.2 client never meets a value its schema refuses.
 *
 *   (r:SemanticRepository {id, appId, name, type, endpoint, createdAt, createdBy, updatedAt, updatedBy})
 *   (a:SemanticAnnotation)-[:PROPERTY_FROM]->(r)   (a)-[:VALUE_FROM]->(r)
 *
 * Ids come from the legacy id allocator, so they never collide with any other legacy id.
 */
export interface SemanticRepositoryView extends AuditStamp {
  name: string;
  type: RepositoryType;
  endpoint: string;
}

export interface SemanticRepositoryInput {
  readonly name: string;
  readonly type: RepositoryType;
  readonly endpoint: string;
}

export const repositoryProjection = (v: string) =>
  `${v} { .id, .appId, .name, .type, .endpoint, .createdBy, .updatedBy, createdAt: ${v}.createdAt.epochMillis, updatedAt: ${v}.updatedAt.epochMillis }`;

const asType = (v: unknown): RepositoryType =>
  (REPOSITORY_TYPES as readonly unknown[]).includes(v) ? (v as RepositoryType) : 'SPARQL';

export function toRepositoryView(m: Record<string, unknown>): SemanticRepositoryView {
  // Repositories carry the stamp without `revision` on the wire.
  const { revision: _revision, ...stamp } = stampOf(m);
  return {
    ...stamp,
    name: str(m['name']) ?? '',
    type: asType(m['type']),
    endpoint: str(m['endpoint']) ?? '',
  };
}

const missing = (id: number) => notFound(`SemanticRepository ${id} does not exist.`);

export async function createRepository(
  principal: Principal,
  input: SemanticRepositoryInput,
): Promise<SemanticRepositoryView> {
  const id = await nextLegacyId();
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `CREATE (r:SemanticRepository {
       id: $id, appId: $appId, name: $name, type: $type, endpoint: $endpoint,
       createdAt: datetime({epochMillis: $now}), createdBy: $username
     })
     RETURN ${repositoryProjection('r')} AS view`,
    {
      id: cypherInt(id),
      appId: newAppId(),
      name: input.name,
      type: input.type,
      endpoint: input.endpoint,
      now: cypherInt(Date.now()),
      username: principal.username,
    },
  );
  return toRepositoryView(r.records[0]?.get('view') ?? {});
}

/** The legacy shelf's repositories: every type but INTERNAL. */
const onLegacyShelf = (v: string) => `${v}.type <> 'INTERNAL'`;

export async function getRepository(id: number): Promise<SemanticRepositoryView> {
  const r = await readQuery<{ view: Record<string, unknown> }>(
    `MATCH (r:SemanticRepository {id: $id}) WHERE ${onLegacyShelf('r')} RETURN ${repositoryProjection('r')} AS view`,
    { id: cypherInt(id) },
  );
  const view = r.records[0]?.get('view');
  if (!view) throw missing(id);
  return toRepositoryView(view);
}

/** Filtered (exact name), ordered and paged in the database, like the other legacy lists. */
export async function listRepositories(options: ListOptions): Promise<SemanticRepositoryView[]> {
  const r = await readQuery<{ view: Record<string, unknown> }>(
    `MATCH (r:SemanticRepository)
     WHERE ($name IS NULL OR r.name = $name) AND ${onLegacyShelf('r')}
     WITH r, CASE $orderBy WHEN 'name' THEN toLower(r.name) WHEN 'createdAt' THEN r.createdAt WHEN 'updatedAt' THEN r.updatedAt END AS _key
     ORDER BY CASE WHEN $desc THEN null ELSE _key END ASC, CASE WHEN $desc THEN _key END DESC, CASE WHEN $desc THEN -r.id ELSE r.id END ASC
     SKIP $skip LIMIT $limit
     RETURN ${repositoryProjection('r')} AS view`,
    listParams(options),
  );
  return r.records.map((rec) => toRepositoryView(rec.get('view')));
}

/**
 * Deletes the repository. Annotations detached from their entity (left behind by an entity
 * delete that did not take them along) do not keep it alive: they are removed with it.
 */
export async function deleteRepository(principal: Principal, id: number): Promise<void> {
  const pre = await readQuery<{ createdBy: string | null; system: boolean; inUse: number }>(
    `MATCH (r:SemanticRepository {id: $id}) WHERE ${onLegacyShelf('r')}
     RETURN r.createdBy AS createdBy, r.systemKey IS NOT NULL AS system,
            COUNT { (:BasicEntity)-[:HAS_ANNOTATION]->(:SemanticAnnotation)-[:PROPERTY_FROM|VALUE_FROM]->(r) } AS inUse`,
    { id: cypherInt(id) },
  );
  const row = pre.records[0];
  if (!row) throw missing(id);
  if (row.get('system'))
    throw new ProblemError(
      'resource.conflict',
      `SemanticRepository ${id} is the system repository (INTERNAL); it cannot be deleted.`,
    );
  if (row.get('createdBy') !== principal.username && !isInstanceAdmin(principal)) {
    throw forbidden(`Only the creator of SemanticRepository ${id} or an instance admin may delete it.`);
  }
  if (Number(row.get('inUse')) > 0) throw inUse(id, Number(row.get('inUse')));
  const r = await writeQuery<{ deleted: boolean; inUse: number }>(
    `MATCH (r:SemanticRepository {id: $id}) WHERE ${onLegacyShelf('r')}
     WITH r, COUNT { (:BasicEntity)-[:HAS_ANNOTATION]->(:SemanticAnnotation)-[:PROPERTY_FROM|VALUE_FROM]->(r) } AS inUse
     CALL (r, inUse) {
       WITH r, inUse WHERE inUse = 0
       OPTIONAL MATCH (r)<-[:PROPERTY_FROM|VALUE_FROM]-(orphan:SemanticAnnotation)
       WITH r, collect(DISTINCT orphan) AS orphans
       FOREACH (o IN orphans | DETACH DELETE o)
       DETACH DELETE r
     }
     RETURN inUse = 0 AS deleted, inUse`,
    { id: cypherInt(id) },
  );
  const w = r.records[0];
  if (!w) throw missing(id);
  if (!w.get('deleted')) throw inUse(id, Number(w.get('inUse')));
}

/** The seeded system repository (type INTERNAL) on the `/v2` shelf; seeded at start, so always there once the graph schema ran. */
export async function getInternalRepository(): Promise<SemanticRepositoryView> {
  const r = await readQuery<{ view: Record<string, unknown> }>(
    `MATCH (r:SemanticRepository {systemKey: 'internal'}) RETURN ${repositoryProjection('r')} AS view`,
  );
  const view = r.records[0]?.get('view');
  if (!view) throw notFound('The INTERNAL semantic repository has not been seeded yet.');
  return toRepositoryView(view);
}

const inUse = (id: number, n: number) =>
  new ProblemError(
    'resource.conflict',
    `SemanticRepository ${id} is used by ${n} semantic annotation(s); delete them first.`,
    { annotationCount: n },
  );
