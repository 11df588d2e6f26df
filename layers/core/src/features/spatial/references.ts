import type { Principal } from '../../kernel/principal.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt, nextLegacyId } from '../../platform/graph/legacy-ids.ts';
import { ProblemError, badRequest, notFound } from '../../kernel/problem.ts';
import { newAppId } from '../../kernel/ids.ts';
import { parseInt64Json, stringifyInt64Json } from '../../kernel/int64-json.ts';
import { gateParams, parsePermissions, permissionsOf } from '../../access/permissions/cypher.ts';
import { assertAccess } from '../../access/permissions/gate.ts';
import { getContainer } from '../containers/records.ts';
import { getReference, listReferences, type ReferenceView, type Scope } from '../references/references.ts';
import { kindParams, referenceView, toBasicView } from '../references/view.ts';
import { parseGeometryFilter, parseMeasurementsFilter, parseMetadataFilter } from './filters.ts';
import type { PointQuery } from './query.ts';

/**
 * Spatial data references: a named, stored read of one container,
 *
 *   (d)-[:HAS_REFERENCE]->(r:BasicEntity:SpatialDataReference {spatialDataContainerId, geometryFilter,
 *      measurementsFilter, metadataFilter, startTime, endTime, limit, skip})
 *
 * gated like every reference by the Collection in the path; reading its points also needs read
 * on the container. Filters are stored as JSON texts, times as decimal strings (int64-exact);
 * an absent filter is an absent property. The container id survives the container's deletion.
 */
const KIND = 'SpatialDataReference' as const;

export interface SpatialFilters {
  readonly geometryFilter?: Record<string, unknown>;
  readonly measurementsFilter?: { key: string; operator: string; value: number }[];
  readonly metadataFilter?: Record<string, unknown>;
  readonly startTime?: bigint;
  readonly endTime?: bigint;
  readonly limit?: number;
  readonly skip?: number;
}
export type SpatialDataReferenceView = ReferenceView & SpatialFilters & { spatialDataContainerId: number };

export interface SpatialDataReferenceInput {
  readonly name: string;
  readonly spatialDataContainerId: number;
  readonly geometryFilter?: Record<string, unknown> | null | undefined;
  readonly measurementsFilter?: readonly { key: string; operator: string; value: unknown }[] | null | undefined;
  readonly metadataFilter?: Record<string, unknown> | null | undefined;
  readonly startTime?: bigint | null | undefined;
  readonly endTime?: bigint | null | undefined;
  readonly limit?: number | null | undefined;
  readonly skip?: number | null | undefined;
}

/** The reference's own fields from its stored properties. */
export function spatialDataReferenceFields(
  m: Record<string, unknown>,
): SpatialFilters & { spatialDataContainerId: number } {
  const text = (k: string) => (typeof m[k] === 'string' ? m[k] : undefined);
  const int = (k: string) => (m[k] === null || m[k] === undefined ? undefined : Number(m[k]));
  const geometry = text('geometryFilter');
  const measurements = text('measurementsFilter');
  const metadata = text('metadataFilter');
  const start = text('startTime');
  const end = text('endTime');
  const limit = int('limit');
  const skip = int('skip');
  return {
    spatialDataContainerId: Number(m['spatialDataContainerId']),
    ...(geometry ? { geometryFilter: parseInt64Json(geometry) as Record<string, unknown> } : {}),
    ...(measurements
      ? { measurementsFilter: parseInt64Json(measurements) as { key: string; operator: string; value: number }[] }
      : {}),
    ...(metadata ? { metadataFilter: parseInt64Json(metadata) as Record<string, unknown> } : {}),
    ...(start ? { startTime: BigInt(start) } : {}),
    ...(end ? { endTime: BigInt(end) } : {}),
    ...(limit === undefined ? {} : { limit }),
    ...(skip === undefined ? {} : { skip }),
  };
}

async function withFields(views: ReferenceView[]): Promise<SpatialDataReferenceView[]> {
  if (views.length === 0) return [];
  const r = await readQuery<{ id: number; props: Record<string, unknown> }>(
    `MATCH (r:BasicEntity:SpatialDataReference) WHERE r.id IN $ids
     RETURN r.id AS id, r { .spatialDataContainerId, .geometryFilter, .measurementsFilter, .metadataFilter, .startTime, .endTime, .limit, .skip } AS props`,
    { ids: views.map((v) => cypherInt(v.id)) },
  );
  const byId = new Map(r.records.map((rec) => [Number(rec.get('id')), spatialDataReferenceFields(rec.get('props'))]));
  return views.map((v) => ({ ...v, ...(byId.get(v.id) ?? { spatialDataContainerId: 0 }) }));
}

export async function listSpatialDataReferences(principal: Principal, s: Scope): Promise<SpatialDataReferenceView[]> {
  return withFields(await listReferences(principal, s, KIND));
}

export async function getSpatialDataReference(
  principal: Principal,
  s: Scope,
  refId: number,
): Promise<SpatialDataReferenceView> {
  const [view] = await withFields([await getReference(principal, s, KIND, refId)]);
  if (!view) throw notFound(`SpatialDataReference ${refId} does not exist in DataObject ${s.dataObjectId}.`);
  return view;
}

/** The read a reference stands for (its filters were checked when it was created). */
export function referenceQuery(ref: SpatialFilters): PointQuery {
  return {
    geometry: ref.geometryFilter ? parseGeometryFilter(ref.geometryFilter) : undefined,
    conditions: ref.measurementsFilter ? parseMeasurementsFilter(ref.measurementsFilter) : undefined,
    metadata: ref.metadataFilter ? parseMetadataFilter(ref.metadataFilter) : undefined,
    start: ref.startTime,
    end: ref.endTime,
    limit: ref.limit,
    skip: ref.skip,
  };
}

const matchScope = `
  MATCH (c:BasicEntity:Collection {id: $collectionId})
  OPTIONAL MATCH (d:BasicEntity:DataObject {id: $dataObjectId}) WHERE (c)-[:HAS_DATAOBJECT]->(d)`;

/** Needs write on the path's Collection and read on the container, which must exist (400 otherwise); filters checked as a read's. */
export async function createSpatialDataReference(
  principal: Principal,
  s: Scope,
  input: SpatialDataReferenceInput,
): Promise<SpatialDataReferenceView> {
  const scope = {
    collectionId: cypherInt(s.collectionId),
    dataObjectId: cypherInt(s.dataObjectId),
    ...gateParams(principal),
  };
  const pre = await readQuery<{ perms: unknown; found: boolean }>(
    `${matchScope} RETURN ${permissionsOf('c')} AS perms, d IS NOT NULL AS found LIMIT 1`,
    scope,
  );
  const row = pre.records[0];
  assertAccess(
    principal,
    { kind: 'Collection', id: s.collectionId },
    row ? parsePermissions(row.get('perms')) : undefined,
    'write',
  );
  if (!row?.get('found'))
    throw notFound(`DataObject ${s.dataObjectId} does not exist in Collection ${s.collectionId}.`);

  const geometry = input.geometryFilter ? parseGeometryFilter(input.geometryFilter) : undefined;
  const conditions = input.measurementsFilter ? parseMeasurementsFilter(input.measurementsFilter) : undefined;
  const metadata = input.metadataFilter ? parseMetadataFilter(input.metadataFilter) : undefined;
  if (input.startTime != null && input.endTime != null && input.startTime > input.endTime) {
    throw badRequest(`startTime (${input.startTime}) is after endTime (${input.endTime}).`, {
      violations: [{ field: 'startTime', message: 'must not be after endTime' }],
    });
  }
  const containerId = input.spatialDataContainerId;
  try {
    await getContainer(principal, 'SpatialDataContainer', containerId, 'read');
  } catch (err) {
    if (err instanceof ProblemError && err.status === 404) {
      throw badRequest(`The referenced SpatialDataContainer ${containerId} does not exist.`, {
        violations: [{ field: 'spatialDataContainerId', message: 'no such container' }],
      });
    }
    throw err;
  }
  const fields: SpatialFilters = {
    ...(geometry ? { geometryFilter: geometry as unknown as Record<string, unknown> } : {}),
    ...(conditions
      ? { measurementsFilter: conditions.map(({ key, operator, value }) => ({ key, operator, value })) }
      : {}),
    ...(metadata ? { metadataFilter: metadata } : {}),
    ...(input.startTime != null ? { startTime: input.startTime } : {}),
    ...(input.endTime != null ? { endTime: input.endTime } : {}),
    ...(input.limit != null ? { limit: input.limit } : {}),
    ...(input.skip != null ? { skip: input.skip } : {}),
  };
  const id = await nextLegacyId();
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `${matchScope}
     WITH c, d WHERE d IS NOT NULL
     CREATE (d)-[:HAS_REFERENCE]->(r:BasicEntity:SpatialDataReference {
       id: $id, appId: $appId, name: $name, spatialDataContainerId: $containerId,
       createdAt: datetime({epochMillis: $now}), createdBy: $gateUsername, revision: 1
     })
     SET r += $props
     RETURN ${referenceView(KIND)} AS view`,
    {
      ...scope,
      ...kindParams(),
      id: cypherInt(id),
      appId: newAppId(),
      name: input.name,
      containerId: cypherInt(containerId),
      now: cypherInt(Date.now()),
      props: {
        ...(fields.geometryFilter ? { geometryFilter: stringifyInt64Json(fields.geometryFilter) } : {}),
        ...(fields.measurementsFilter ? { measurementsFilter: stringifyInt64Json(fields.measurementsFilter) } : {}),
        ...(fields.metadataFilter ? { metadataFilter: stringifyInt64Json(fields.metadataFilter) } : {}),
        ...(fields.startTime !== undefined ? { startTime: fields.startTime.toString() } : {}),
        ...(fields.endTime !== undefined ? { endTime: fields.endTime.toString() } : {}),
        ...(fields.limit !== undefined ? { limit: cypherInt(fields.limit) } : {}),
        ...(fields.skip !== undefined ? { skip: cypherInt(fields.skip) } : {}),
      },
    },
  );
  const created = r.records[0];
  if (!created) throw new ProblemError('resource.conflict', 'The DataObject changed while this request ran; retry it.');
  return { ...toBasicView(created.get('view')), ...fields, spatialDataContainerId: containerId };
}

/** The reference (read on its Collection) and read on its container (404 once the container is gone). */
export async function referencedContainer(
  principal: Principal,
  s: Scope,
  refId: number,
): Promise<SpatialDataReferenceView> {
  const ref = await getSpatialDataReference(principal, s, refId);
  await getContainer(principal, 'SpatialDataContainer', ref.spatialDataContainerId, 'read').catch((err: unknown) => {
    if (err instanceof ProblemError && err.status === 404)
      throw notFound(
        `The SpatialDataContainer ${ref.spatialDataContainerId} of SpatialDataReference ${refId} no longer exists.`,
      );
    throw err;
  });
  return ref;
}
