import * as z from 'zod';
import type { RouteDef } from '../../kernel/route-types.ts';
import { entityErrors } from '../../kernel/route-common.ts';
import { containerRoutes, containerTargetFromPath } from '../containers/routes.ts';
import { referenceFromPath, referenceItemPath, referenceRoutes } from '../references/kind-routes.ts';
import { MAX_LIMIT } from './query.ts';
import * as s from './wire.ts';

const base = { group: 'spatial-data', auth: 'authenticated', shelf: 'legacy' } as const;
const SC = '/svc/api/spatialDataContainers/{spatialDataContainerId}';
const container = containerTargetFromPath('SpatialDataContainer', 'spatialDataContainerId');
const REF = referenceItemPath('SpatialDataReference');
const refFromPath = referenceFromPath('SpatialDataReference');
const limits = `At most ${MAX_LIMIT} points an answer: without limit, more matches is a 400 naming limit.`;

export const spatialContainerSpec = {
  kind: 'SpatialDataContainer',
  group: 'spatial-data',
  path: '/svc/api/spatialDataContainers',
  idParam: 'spatialDataContainerId',
  tag: 'spatialDataContainer',
  deleteStatus: 200,
  list: { operationId: 'getSpatialDataContainers', summary: 'Get Spatial Data Containers (those the caller may read)' },
  create: {
    operationId: 'createSpatialDataContainer',
    summary: 'Create Spatial Data Container (owned by the caller, Private)',
  },
  get: { operationId: 'getSpatialDataContainer', summary: 'Get Spatial Data Container' },
  delete: {
    operationId: 'deleteSpatialDataContainer',
    summary: 'Delete Spatial Data Container (needs write): gone at once, its points deleted in the background',
  },
  permissions: {
    get: { operationId: 'getSpatialDataPermissions', summary: 'Get Spatial Data Permissions' },
    edit: { operationId: 'editSpatialDataPermissions', summary: 'Edit Spatial Data Permissions (needs manage)' },
    roles: { operationId: 'getSpatialDataRoles', summary: "Get Spatial Data Roles (the caller's)" },
  },
} as const;

/** The reference rows (list, create, get, delete), shared with every reference kind. */
export const spatialDataReferenceSpec = {
  kind: 'SpatialDataReference',
  group: 'spatial-data',
  schema: s.spatialDataReference,
  write: s.spatialDataReferenceWrite,
  int64Body: true,
  getTarget: 'path',
  list: {
    operationId: 'getAllSpatialDataReferences',
    summary: 'Get All Spatial Data References (needs read on the Collection)',
  },
  create: {
    operationId: 'createSpatialDataReference',
    summary:
      "Create Spatial Data Reference (needs write on the Collection and read on the container; its filters are checked as a read's)",
  },
  get: { operationId: 'getSpatialDataReference', summary: 'Get Spatial Data Reference (needs read on the Collection)' },
  delete: {
    operationId: 'deleteSpatialDataReference',
    summary: 'Delete Spatial Data Reference (needs write on the Collection; the points stay)',
  },
} as const;

/** Spatial data containers, their points and spatial data references (group `spatial-data`, only while svc.spatial-data.enabled). */
export const spatialRoutes = [
  ...containerRoutes(spatialContainerSpec),
  {
    ...base,
    operationId: 'createSpatialDataPoints',
    method: 'POST',
    path: `${SC}/payload`,
    tags: ['spatialDataContainer'],
    summary:
      'Create Spatial Data Points (needs write): all or nothing; finite coordinates, exact int64 nanosecond timestamps (server time when absent).',
    request: { body: s.spatialPointsWrite, jsonNumbers: 'int64' },
    provenance: container,
    responses: { 204: { description: 'OK' }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'getSpatialDataPoints',
    method: 'GET',
    path: `${SC}/payload`,
    tags: ['spatialDataContainer'],
    summary: `Get Spatial Data Points: every filter must hold; K_NEAREST_NEIGHBOR answers nearest first, other reads by timestamp. ${limits}`,
    request: { query: s.payloadQuery },
    legacy: {
      parameterOrder: [
        'metadataFilter',
        'measurementsFilter',
        'geometryFilter',
        'startTime',
        'endTime',
        'limit',
        'skip',
        'spatialDataContainerId',
      ],
    },
    provenance: container,
    responses: { 200: { description: 'OK', schema: z.array(s.spatialPoint) }, ...entityErrors },
  },
  ...referenceRoutes(spatialDataReferenceSpec),
  {
    ...base,
    operationId: 'getSpatialDataPayload',
    currentVersionOnly: true,
    method: 'GET',
    path: `${REF}/payload`,
    tags: ['spatialDataReference'],
    summary: `Get Spatial Data Payload: the points the reference's filters select (needs read on the Collection and the container). ${limits}`,
    provenance: refFromPath,
    responses: { 200: { description: 'ok', schema: z.array(s.spatialPoint) }, ...entityErrors },
  },
] as const satisfies readonly RouteDef[];
