import type { Principal } from '../../kernel/principal.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt, nextLegacyId } from '../../platform/graph/legacy-ids.ts';
import { ProblemError, badRequest, notFound } from '../../kernel/problem.ts';
import { newAppId } from '../../kernel/ids.ts';
import { gateParams, parsePermissions, permissionsOf } from '../../access/permissions/cypher.ts';
import { assertAccess, type GateTarget } from '../../access/permissions/gate.ts';
import type { Access } from '../../access/permissions/model.ts';
import { lookupName, type LookupRepository } from './lookup.ts';
import { repositoryProjection, toRepositoryView } from './repositories.ts';

/**
 * Semantic annotations. One edge type hangs them off any legacy entity:
 *
 *   (e:BasicEntity)-[:HAS_ANNOTATION]->(a:SemanticAnnotation {id, appId, name, propertyIRI,
 *       propertyName, valueIRI, valueName, numericValue, unitIRI, createdAt, createdBy})
 *   (a)-[:PROPERTY_FROM]->(:SemanticRepository)   (a)-[:VALUE_FROM]->(:SemanticRepository)
 *
 * They have no permissions of their own: every check is the gate on the Collection in the path
 * (read to list and get, write to create and delete). Answers, in order: 404 Collection, 403,
 * 404 for each entity on the path, 404 annotation. A new owner kind (references, timeseries)
 * is one more `AnnotationOwner` case with its MATCH below; the rest is shared.
 *
 * `propertyName` and `valueName` are looked up in the repositories at create time (lookup.ts)
 * and stored, so reading never calls a repository; `name` is `<propertyName>::<valueName>`.
 */
export type AnnotationOwner =
  | { readonly kind: 'Collection'; readonly collectionId: number }
  | { readonly kind: 'DataObject'; readonly collectionId: number; readonly dataObjectId: number }
  | {
      readonly kind: 'Reference';
      readonly collectionId: number;
      readonly dataObjectId: number;
      readonly referenceId: number;
    }
  | { readonly kind: 'Timeseries'; readonly containerId: number; readonly timeseriesId: number };

export interface SemanticAnnotationView {
  id: number;
  name: string;
  propertyName: string;
  propertyIRI: string;
  propertyRepositoryId: number;
  valueName: string;
  valueIRI: string;
  valueRepositoryId: number;
  numericValue: number | null;
  unitIRI: string | null;
}

export interface SemanticAnnotationInput {
  readonly propertyIRI: string;
  readonly valueIRI: string;
  readonly propertyRepositoryId: number;
  readonly valueRepositoryId: number;
  readonly numericValue: number | null;
  readonly unitIRI: string | null;
}

/**
 * Binds `c` (the gated entity: the Collection, or a timeseries channel's container; required) and
 * `e` (the annotated entity, null when absent).
 */
function ownerMatch(owner: AnnotationOwner): {
  cypher: string;
  params: Record<string, unknown>;
  describe: string;
  gate: GateTarget;
} {
  switch (owner.kind) {
    case 'Collection':
      return {
        cypher: `MATCH (c:BasicEntity:Collection {id: $collectionId}) WITH c, c AS e`,
        params: { collectionId: cypherInt(owner.collectionId) },
        describe: `Collection ${owner.collectionId}`,
        gate: { kind: 'Collection', id: owner.collectionId },
      };
    case 'DataObject':
      return {
        cypher: `MATCH (c:BasicEntity:Collection {id: $collectionId})
                 OPTIONAL MATCH (e:BasicEntity:DataObject {id: $dataObjectId}) WHERE (c)-[:HAS_DATAOBJECT]->(e)`,
        params: { collectionId: cypherInt(owner.collectionId), dataObjectId: cypherInt(owner.dataObjectId) },
        describe: `DataObject ${owner.dataObjectId} in Collection ${owner.collectionId}`,
        gate: { kind: 'Collection', id: owner.collectionId },
      };
    case 'Reference':
      // Any reference kind hanging off the DataObject (the generic references of the contract).
      return {
        cypher: `MATCH (c:BasicEntity:Collection {id: $collectionId})
                 OPTIONAL MATCH (c)-[:HAS_DATAOBJECT]->(:BasicEntity:DataObject {id: $dataObjectId})-[:HAS_REFERENCE]->(e:BasicEntity {id: $referenceId})`,
        params: {
          collectionId: cypherInt(owner.collectionId),
          dataObjectId: cypherInt(owner.dataObjectId),
          referenceId: cypherInt(owner.referenceId),
        },
        describe: `Reference ${owner.referenceId} of DataObject ${owner.dataObjectId} in Collection ${owner.collectionId}`,
        gate: { kind: 'Collection', id: owner.collectionId },
      };
    case 'Timeseries':
      // A channel of a timeseries container: gated by the container's permissions.
      return {
        cypher: `MATCH (c:BasicEntity:TimeseriesContainer {id: $containerId})
                 OPTIONAL MATCH (c)-[:HAS_TIMESERIES]->(e:Timeseries {id: $timeseriesId})`,
        params: { containerId: cypherInt(owner.containerId), timeseriesId: cypherInt(owner.timeseriesId) },
        describe: `Timeseries ${owner.timeseriesId} of TimeseriesContainer ${owner.containerId}`,
        gate: { kind: 'TimeseriesContainer', id: owner.containerId },
      };
  }
}

const annotationView = `a {
  .id, .name, .propertyName, .propertyIRI, .valueName, .valueIRI, .numericValue, .unitIRI,
  propertyRepositoryId: COLLECT { MATCH (a)-[:PROPERTY_FROM]->(_r:SemanticRepository) RETURN _r.id LIMIT 1 }[0],
  valueRepositoryId: COLLECT { MATCH (a)-[:VALUE_FROM]->(_r:SemanticRepository) RETURN _r.id LIMIT 1 }[0]
}`;

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function toView(m: Record<string, unknown>): SemanticAnnotationView {
  return {
    id: Number(m['id']),
    name: str(m['name']),
    propertyName: str(m['propertyName']),
    propertyIRI: str(m['propertyIRI']),
    propertyRepositoryId: num(m['propertyRepositoryId']) ?? -1,
    valueName: str(m['valueName']),
    valueIRI: str(m['valueIRI']),
    valueRepositoryId: num(m['valueRepositoryId']) ?? -1,
    numericValue: num(m['numericValue']),
    unitIRI: typeof m['unitIRI'] === 'string' ? m['unitIRI'] : null,
  };
}

interface GateRow {
  get(key: 'perms'): unknown;
  get(key: 'found'): boolean;
}

function gate(
  principal: Principal,
  m: { describe: string; gate: GateTarget },
  row: GateRow | undefined,
  access: Access,
): void {
  assertAccess(principal, m.gate, row ? parsePermissions(row.get('perms')) : undefined, access);
  if (!row?.get('found')) throw notFound(`${m.describe} does not exist.`);
}

const describeAnnotation = (id: number, describe: string) => `SemanticAnnotation ${id} does not exist on ${describe}.`;

export async function listAnnotations(principal: Principal, owner: AnnotationOwner): Promise<SemanticAnnotationView[]> {
  const m = ownerMatch(owner);
  const r = await readQuery<{ perms: unknown; found: boolean; items: Record<string, unknown>[] }>(
    `${m.cypher}
     RETURN ${permissionsOf('c')} AS perms, e IS NOT NULL AS found,
       COLLECT { MATCH (e)-[:HAS_ANNOTATION]->(a:SemanticAnnotation) RETURN ${annotationView} ORDER BY a.id } AS items`,
    { ...m.params, ...gateParams(principal) },
  );
  const row = r.records[0];
  gate(principal, m, row, 'read');
  return (row?.get('items') ?? []).map(toView);
}

/** The annotation with the gate, in one query. */
async function locate(
  principal: Principal,
  owner: AnnotationOwner,
  id: number,
  access: Access,
): Promise<SemanticAnnotationView> {
  const m = ownerMatch(owner);
  const r = await readQuery<{ perms: unknown; found: boolean; view: Record<string, unknown> | null }>(
    `${m.cypher}
     OPTIONAL MATCH (a:SemanticAnnotation {id: $annotationId}) WHERE (e)-[:HAS_ANNOTATION]->(a)
     RETURN ${permissionsOf('c')} AS perms, e IS NOT NULL AS found, CASE WHEN a IS NULL THEN null ELSE ${annotationView} END AS view`,
    { ...m.params, annotationId: cypherInt(id), ...gateParams(principal) },
  );
  const row = r.records[0];
  gate(principal, m, row, access);
  const view = row?.get('view');
  if (!view) throw notFound(describeAnnotation(id, m.describe));
  return toView(view);
}

export const getAnnotation = (principal: Principal, owner: AnnotationOwner, id: number) =>
  locate(principal, owner, id, 'read');

export async function deleteAnnotation(principal: Principal, owner: AnnotationOwner, id: number): Promise<void> {
  await locate(principal, owner, id, 'write');
  const m = ownerMatch(owner);
  const r = await writeQuery<{ n: number }>(
    `${m.cypher}
     MATCH (e)-[:HAS_ANNOTATION]->(a:SemanticAnnotation {id: $annotationId})
     DETACH DELETE a
     RETURN count(*) AS n`,
    { ...m.params, annotationId: cypherInt(id) },
  );
  if ((r.records[0]?.get('n') ?? 0) === 0) throw notFound(describeAnnotation(id, m.describe));
}

/**
 * Creates the annotation: the gate and both repositories in one read, the two lookups in
 * parallel (outside any transaction: a repository may take up to the lookup timeout), then one
 * write that re-checks the owner and the repositories it links to.
 */
export async function createAnnotation(
  principal: Principal,
  owner: AnnotationOwner,
  input: SemanticAnnotationInput,
  opts: { readonly appId?: string } = {},
): Promise<SemanticAnnotationView> {
  const m = ownerMatch(owner);
  const params = {
    ...m.params,
    propertyRepositoryId: cypherInt(input.propertyRepositoryId),
    valueRepositoryId: cypherInt(input.valueRepositoryId),
  };
  const pre = await readQuery<{
    perms: unknown;
    found: boolean;
    propertyRepo: Record<string, unknown> | null;
    valueRepo: Record<string, unknown> | null;
  }>(
    `${m.cypher}
     OPTIONAL MATCH (pr:SemanticRepository {id: $propertyRepositoryId})
     OPTIONAL MATCH (vr:SemanticRepository {id: $valueRepositoryId})
     RETURN ${permissionsOf('c')} AS perms, e IS NOT NULL AS found,
       CASE WHEN pr IS NULL THEN null ELSE ${repositoryProjection('pr')} END AS propertyRepo,
       CASE WHEN vr IS NULL THEN null ELSE ${repositoryProjection('vr')} END AS valueRepo`,
    { ...params, ...gateParams(principal) },
  );
  const row = pre.records[0];
  gate(principal, m, row, 'write');
  const repo = (raw: Record<string, unknown> | null | undefined, field: string, id: number): LookupRepository => {
    if (!raw) throw badRequest(`${field} ${id} names no SemanticRepository.`, { [field]: id });
    return toRepositoryView(raw);
  };
  const propertyRepo = repo(row?.get('propertyRepo'), 'propertyRepositoryId', input.propertyRepositoryId);
  const valueRepo = repo(row?.get('valueRepo'), 'valueRepositoryId', input.valueRepositoryId);

  const [propertyName, valueName] = await Promise.all([
    lookupName(propertyRepo, input.propertyIRI),
    lookupName(valueRepo, input.valueIRI),
  ]);

  const id = await nextLegacyId();
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `${m.cypher}
     WITH c, e WHERE e IS NOT NULL
     MATCH (pr:SemanticRepository {id: $propertyRepositoryId})
     MATCH (vr:SemanticRepository {id: $valueRepositoryId})
     CREATE (e)-[:HAS_ANNOTATION]->(a:SemanticAnnotation {
       id: $id, appId: $appId, name: $name, propertyIRI: $propertyIRI, propertyName: $propertyName,
       valueIRI: $valueIRI, valueName: $valueName, numericValue: $numericValue, unitIRI: $unitIRI,
       createdAt: datetime({epochMillis: $now}), createdBy: $username
     })
     CREATE (a)-[:PROPERTY_FROM]->(pr)
     CREATE (a)-[:VALUE_FROM]->(vr)
     RETURN ${annotationView} AS view`,
    {
      ...params,
      id: cypherInt(id),
      appId: opts.appId ?? newAppId(),
      name: `${propertyName}::${valueName}`,
      propertyIRI: input.propertyIRI,
      propertyName,
      valueIRI: input.valueIRI,
      valueName,
      numericValue: input.numericValue,
      unitIRI: input.unitIRI,
      now: cypherInt(Date.now()),
      username: principal.username,
    },
  );
  const created = r.records[0];
  if (!created) {
    throw new ProblemError(
      'resource.conflict',
      `${m.describe} or a semantic repository changed while this request ran; retry it.`,
    );
  }
  return toView(created.get('view'));
}
