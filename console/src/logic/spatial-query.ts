import type { paths } from '../api/schema.d.ts';
import { longerThan } from './characters.ts';
import {
  type DataReferenceDraft,
  type DraftProblem,
  emptyDraft,
  parseNanos,
  REFERENCE_BOUNDS,
  spatialBody,
  spatialProblems,
} from './references.ts';

/**
 * A spatial container's read (`GET …/spatialDataContainers/{id}/payload`) built by a form: the
 * same filters a spatial reference stores (geometry, measurement conditions, metadata, time
 * window, limit, skip; checked by references.ts, whose bounds a unit test ties to the OpenAPI
 * document), sent as the query parameters the route takes (filters as JSON text).
 */
export type SpatialQuery = NonNullable<
  paths['/svc/api/spatialDataContainers/{spatialDataContainerId}/payload']['get']['parameters']['query']
>;
export type SpatialPoint = PointOf;
type PointOf =
  paths['/svc/api/spatialDataContainers/{spatialDataContainerId}/payload']['get']['responses'][200] extends {
    content: { 'application/json': (infer P)[] };
  }
    ? P
    : never;

/** The filter fields of the form (a reference draft without name and container). */
export type SpatialQueryDraft = Pick<
  DataReferenceDraft,
  'geometryType' | 'geometry' | 'measurements' | 'metadata' | 'startTime' | 'endTime' | 'limit' | 'skip'
>;

/** The bounds shown before a query (the API's: spatial/wire.ts, spatial/filters.ts, docs/spatial.md). */
export const SPATIAL_BOUNDS = {
  /** The most points one answer holds; `limit` above is a 400, and so is a read without `limit` matching more. */
  points: REFERENCE_BOUNDS.limit,
  k: REFERENCE_BOUNDS.k,
  conditions: REFERENCE_BOUNDS.conditions,
  metadataKeys: REFERENCE_BOUNDS.metadataKeys,
  metadataBytes: REFERENCE_BOUNDS.metadataBytes,
  /** A read without a geometry filter or time window walks at most this many points (else 400). */
  walk: 200_000,
} as const;

/**
 * The route's bounds of the filters' JSON text (query parameters), in characters (code points):
 * lower than a spatial reference's, whose filters go in a JSON body.
 */
export const FILTER_TEXT_MAX = { geometryFilter: 512, measurementsFilter: 1024, metadataFilter: 1024 } as const;
type FilterParam = keyof typeof FILTER_TEXT_MAX;

/** The form as it opens: no filter, 1,000 points at most (a read without `limit` matching more is refused). */
export const emptyQuery = (): SpatialQueryDraft => ({
  geometryType: '',
  geometry: {},
  measurements: [],
  metadata: '',
  startTime: '',
  endTime: '',
  limit: '1000',
  skip: '',
});

const asDraft = (q: SpatialQueryDraft): DataReferenceDraft => ({
  ...emptyDraft('SpatialDataReference'),
  ...q,
  name: 'query',
  containerId: '1',
});

/** The problems of the form, by the query parameter they concern (where a 400's violation lands too). */
export function queryProblems(q: SpatialQueryDraft): DraftProblem[] {
  const out = spatialProblems(asDraft(q));
  if (out.length > 0) return out;
  const texts = filterTexts(q);
  for (const field of Object.keys(FILTER_TEXT_MAX) as FilterParam[]) {
    const text = texts[field];
    if (text !== undefined && longerThan(text, FILTER_TEXT_MAX[field]))
      out.push({ field, message: 'tooLong', params: { max: FILTER_TEXT_MAX[field] } });
  }
  return out;
}

/** The filters as the JSON text the route takes (the form has no other problems). */
function filterTexts(q: SpatialQueryDraft): Partial<Record<FilterParam, string>> {
  const body = spatialBody(asDraft(q), '');
  const out: Partial<Record<FilterParam, string>> = {};
  if (body.geometryFilter) out.geometryFilter = JSON.stringify(body.geometryFilter);
  if (body.measurementsFilter) out.measurementsFilter = JSON.stringify(body.measurementsFilter);
  if (q.metadata.trim() !== '') out.metadataFilter = q.metadata.trim();
  return out;
}

/**
 * The query parameters of a form without problems. Timestamps go as their exact digits; the
 * metadata filter as the text typed (an integer beyond 2^53 in it stays exact).
 */
export function spatialQuery(q: SpatialQueryDraft): SpatialQuery {
  const problems = queryProblems(q);
  if (problems.length > 0) throw new Error(`query has problems: ${problems.map((p) => p.field).join(', ')}`);
  const body = spatialBody(asDraft(q), '');
  const out: SpatialQuery = { ...filterTexts(q) };
  const start = parseNanos(q.startTime);
  const end = parseNanos(q.endTime);
  if (typeof start === 'bigint') out.startTime = start.toString();
  if (typeof end === 'bigint') out.endTime = end.toString();
  if (body.limit !== undefined && body.limit !== null) out.limit = String(body.limit);
  if (body.skip !== undefined && body.skip !== null) out.skip = String(body.skip);
  return out;
}

/** The extent of the points' x and y (the scatter's axes), or undefined without points. */
export function extentXY(
  points: readonly Pick<SpatialPoint, 'x' | 'y'>[],
): { minX: number; maxX: number; minY: number; maxY: number } | undefined {
  if (points.length === 0) return undefined;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, maxX, minY, maxY };
}
