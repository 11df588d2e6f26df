import type { Principal } from '../../kernel/principal.ts';
import { badRequest } from '../../kernel/problem.ts';
import { parseInt64Json, stringifyInt64Json } from '../../kernel/int64-json.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { insertReference, kindReferences } from '../references/kind-service.ts';
import { referableContainer, requireReferencedContainer } from '../containers/referenced.ts';
import { requireDataObjectWrite, type ReferenceView, type Scope } from '../references/references.ts';
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

type Fields = SpatialFilters & { spatialDataContainerId: number };

const spatialDataReferences = kindReferences<Fields>({
  kind: KIND,
  properties: [
    'spatialDataContainerId',
    'geometryFilter',
    'measurementsFilter',
    'metadataFilter',
    'startTime',
    'endTime',
    'limit',
    'skip',
  ],
  fields: spatialDataReferenceFields,
  absent: { spatialDataContainerId: 0 },
});

export const listSpatialDataReferences: (principal: Principal, s: Scope) => Promise<SpatialDataReferenceView[]> =
  spatialDataReferences.list;

export const getSpatialDataReference: (
  principal: Principal,
  s: Scope,
  refId: number,
) => Promise<SpatialDataReferenceView> = spatialDataReferences.get;

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

/** Needs write on the path's Collection and read on the container, which must exist (400 otherwise); filters checked as a read's. */
export async function createSpatialDataReference(
  principal: Principal,
  s: Scope,
  input: SpatialDataReferenceInput,
  opts: { readonly appId?: string } = {},
): Promise<SpatialDataReferenceView> {
  await requireDataObjectWrite(principal, s);

  const geometry = input.geometryFilter ? parseGeometryFilter(input.geometryFilter) : undefined;
  const conditions = input.measurementsFilter ? parseMeasurementsFilter(input.measurementsFilter) : undefined;
  const metadata = input.metadataFilter ? parseMetadataFilter(input.metadataFilter) : undefined;
  if (input.startTime != null && input.endTime != null && input.startTime > input.endTime) {
    throw badRequest(`startTime (${input.startTime}) is after endTime (${input.endTime}).`, {
      violations: [{ field: 'startTime', message: 'must not be after endTime' }],
    });
  }
  const containerId = input.spatialDataContainerId;
  await referableContainer(principal, 'SpatialDataContainer', containerId, 'spatialDataContainerId');
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
  const view = await insertReference(principal, s, KIND, {
    name: input.name,
    appId: opts.appId,
    props: {
      spatialDataContainerId: cypherInt(containerId),
      ...(fields.geometryFilter ? { geometryFilter: stringifyInt64Json(fields.geometryFilter) } : {}),
      ...(fields.measurementsFilter ? { measurementsFilter: stringifyInt64Json(fields.measurementsFilter) } : {}),
      ...(fields.metadataFilter ? { metadataFilter: stringifyInt64Json(fields.metadataFilter) } : {}),
      ...(fields.startTime !== undefined ? { startTime: fields.startTime.toString() } : {}),
      ...(fields.endTime !== undefined ? { endTime: fields.endTime.toString() } : {}),
      ...(fields.limit !== undefined ? { limit: cypherInt(fields.limit) } : {}),
      ...(fields.skip !== undefined ? { skip: cypherInt(fields.skip) } : {}),
    },
  });
  return { ...view, ...fields, spatialDataContainerId: containerId };
}

/** The reference (read on its Collection) and read on its container (404 once the container is gone). */
export async function referencedContainer(
  principal: Principal,
  s: Scope,
  refId: number,
): Promise<SpatialDataReferenceView> {
  const ref = await getSpatialDataReference(principal, s, refId);
  await requireReferencedContainer(principal, 'SpatialDataContainer', ref.spatialDataContainerId, {
    kind: KIND,
    id: refId,
  });
  return ref;
}
