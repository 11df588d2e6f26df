import * as z from 'zod';
import type { ProvenanceDecl, RouteDef } from '../../kernel/route-types.ts';
import { collectionInPath, entityErrors } from '../../kernel/route-common.ts';
import * as r from '../references/wire.ts';
import { containerRoutes, containerTargetFromPath } from '../containers/routes.ts';
import { MAX_LIMIT } from './query.ts';
import * as s from './wire.ts';

const base = { group: 'spatial-data', auth: 'authenticated', shelf: 'legacy' } as const;
const SC = '/svc/api/spatialDataContainers/{spatialDataContainerId}';
const REF = '/svc/api/collections/{collectionId}/dataObjects/{dataObjectId}/spatialDataReferences';
const container = containerTargetFromPath('SpatialDataContainer', 'spatialDataContainerId');
const reference = (target: ProvenanceDecl['target']): ProvenanceDecl => ({
  targetKind: 'SpatialDataReference',
  target,
  collection: collectionInPath,
});
const refFromPath = reference({ from: 'path', param: 'spatialDataReferenceId', appIdOf: { label: 'BasicEntity' } });
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
    provenance: container,
    responses: { 200: { description: 'OK', schema: z.array(s.spatialPoint) }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'getAllSpatialDataReferences',
    currentVersionOnly: true,
    method: 'GET',
    path: REF,
    tags: ['spatialDataReference'],
    summary: 'Get All Spatial Data References (needs read on the Collection)',
    request: { query: r.versionQuery },
    provenance: reference({ from: 'const', value: 'spatialDataReferences' }),
    responses: { 200: { description: 'ok', schema: z.array(s.spatialDataReference) }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'createSpatialDataReference',
    method: 'POST',
    path: REF,
    tags: ['spatialDataReference'],
    summary:
      "Create Spatial Data Reference (needs write on the Collection and read on the container; its filters are checked as a read's)",
    request: { body: s.spatialDataReferenceWrite, jsonNumbers: 'int64' },
    provenance: reference({ from: 'response', field: 'appId' }),
    responses: { 201: { description: 'created', schema: s.spatialDataReference }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'getSpatialDataReference',
    currentVersionOnly: true,
    method: 'GET',
    path: `${REF}/{spatialDataReferenceId}`,
    tags: ['spatialDataReference'],
    summary: 'Get Spatial Data Reference (needs read on the Collection)',
    request: { query: r.versionQuery },
    provenance: refFromPath,
    responses: { 200: { description: 'ok', schema: s.spatialDataReference }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'deleteSpatialDataReference',
    method: 'DELETE',
    path: `${REF}/{spatialDataReferenceId}`,
    tags: ['spatialDataReference'],
    summary: 'Delete Spatial Data Reference (needs write on the Collection; the points stay)',
    provenance: refFromPath,
    responses: { 204: { description: 'deleted' }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'getSpatialDataPayload',
    currentVersionOnly: true,
    method: 'GET',
    path: `${REF}/{spatialDataReferenceId}/payload`,
    tags: ['spatialDataReference'],
    summary: `Get Spatial Data Payload: the points the reference's filters select (needs read on the Collection and the container). ${limits}`,
    provenance: refFromPath,
    responses: { 200: { description: 'ok', schema: z.array(s.spatialPoint) }, ...entityErrors },
  },
] as const satisfies readonly RouteDef[];
