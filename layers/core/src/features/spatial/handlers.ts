import { noContent, type ApiResponse, type ImplsFor } from '../../kernel/api.ts';
import { stringifyInt64Json } from '../../kernel/int64-json.ts';
import { getContainer } from '../containers/records.ts';
import { containerImpls } from '../containers/routes.ts';
import { referenceImpls } from '../references/kind-handlers.ts';
import { parseFilterText, parseGeometryFilter, parseMeasurementsFilter, parseMetadataFilter } from './filters.ts';
import { readPoints, writePoints } from './payload.ts';
import type { PointQuery } from './query.ts';
import {
  createSpatialDataReference,
  getSpatialDataReference,
  listSpatialDataReferences,
  referencedContainer,
  referenceQuery,
} from './references.ts';
import { spatialContainerSpec, spatialDataReferenceSpec, type spatialRoutes } from './routes.ts';
import { wirePoints } from './points-wire.ts';

/** A JSON answer with exact int64s (timestamps) and coordinates that stay Doubles (`2.0`). */
const int64Json = (status: number, body: unknown): ApiResponse => ({
  status,
  body: stringifyInt64Json(body),
  contentType: 'application/json',
});

const scope = (p: { readonly collectionId: number; readonly dataObjectId: number }) => ({
  collectionId: p.collectionId,
  dataObjectId: p.dataObjectId,
});

interface PayloadQueryText {
  geometryFilter?: string | undefined;
  metadataFilter?: string | undefined;
  measurementsFilter?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
  limit?: string | undefined;
  skip?: string | undefined;
}

/** The query string's filters, parsed once the container is known to be readable (404 before 400). */
function parseQuery(q: PayloadQueryText): PointQuery {
  const parsed = <T>(
    field: string,
    text: string | undefined,
    parse: (raw: unknown, field: string) => T,
  ): T | undefined => (text === undefined || text === '' ? undefined : parse(parseFilterText(field, text), field));
  return {
    geometry: parsed('geometryFilter', q.geometryFilter, parseGeometryFilter),
    metadata: parsed('metadataFilter', q.metadataFilter, parseMetadataFilter),
    conditions: parsed('measurementsFilter', q.measurementsFilter, parseMeasurementsFilter),
    start: q.startTime === undefined ? undefined : BigInt(q.startTime),
    end: q.endTime === undefined ? undefined : BigInt(q.endTime),
    limit: q.limit === undefined ? undefined : Number(q.limit),
    skip: q.skip === undefined ? undefined : Number(q.skip),
  };
}

export const spatialImpls: ImplsFor<typeof spatialRoutes> = {
  ...containerImpls(spatialContainerSpec),

  createSpatialDataPoints: async ({ principal, params, body }) => {
    await writePoints(principal, params.spatialDataContainerId, body);
    return noContent();
  },
  getSpatialDataPoints: async ({ principal, params, query }) => {
    await getContainer(principal, 'SpatialDataContainer', params.spatialDataContainerId);
    return int64Json(200, wirePoints(await readPoints(params.spatialDataContainerId, parseQuery(query))));
  },

  ...referenceImpls(
    spatialDataReferenceSpec,
    { list: listSpatialDataReferences, create: createSpatialDataReference, get: getSpatialDataReference },
    int64Json,
  ),
  getSpatialDataPayload: async ({ principal, params }) => {
    const ref = await referencedContainer(principal, scope(params), params.spatialDataReferenceId);
    return int64Json(200, wirePoints(await readPoints(ref.spatialDataContainerId, referenceQuery(ref))));
  },
};
