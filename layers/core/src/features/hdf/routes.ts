import type { RouteDef } from '../../kernel/route-types.ts';
import { authErrors, problemResponse } from '../../kernel/route-common.ts';
import * as w from './wire.ts';

const v2 = { group: 'hdf', auth: 'authenticated', shelf: 'v2' } as const;
const unavailable = problemResponse(
  'The HDF sidecar failed or did not answer in time (dependency.unavailable, dependency hsds); nothing was changed',
);

/** HDF5 containers on the HSDS sidecar (group `hdf`; every row 404 while svc.hdf.enabled is false). */
export const hdfRoutes = [
  {
    ...v2,
    operationId: 'createHdfContainer',
    method: 'POST',
    path: '/v2/hdf-containers',
    summary:
      'Creates an HDF container: its HSDS folder /svc/<appId>/ first, then the graph (the folder is removed again if the graph commit fails); its ACLs written from its permissions.',
    tags: ['hdf'],
    request: { body: w.createBody },
    provenance: { targetKind: 'HdfContainer', target: { from: 'response', field: 'appId' } },
    responses: {
      201: { description: 'Created', schema: w.createdContainer },
      400: problemResponse('Invalid body'),
      ...authErrors,
      404: problemResponse('HDF is switched off'),
      503: unavailable,
    },
  },
  {
    ...v2,
    operationId: 'getHdfContainer',
    method: 'GET',
    path: '/v2/hdf-containers/{appId}',
    summary: 'One HDF container; READ on it (its owner, or read on its Collection).',
    tags: ['hdf'],
    provenance: { targetKind: 'HdfContainer', target: { from: 'path', param: 'appId' } },
    responses: {
      200: { description: 'The container', schema: w.hdfContainer },
      ...authErrors,
      404: problemResponse('No such container (or HDF is switched off)'),
    },
  },
  {
    ...v2,
    operationId: 'deleteHdfContainer',
    method: 'DELETE',
    path: '/v2/hdf-containers/{appId}',
    summary:
      'Deletes an HDF container (its owner only): the HSDS folder with every domain in it is dropped, then the container is marked deleted.',
    tags: ['hdf'],
    provenance: { targetKind: 'HdfContainer', target: { from: 'path', param: 'appId' } },
    responses: {
      204: { description: 'Deleted' },
      ...authErrors,
      404: problemResponse('No such container (or HDF is switched off)'),
      503: unavailable,
    },
  },
  {
    ...v2,
    operationId: 'getHdfCredentials',
    method: 'GET',
    path: '/v2/hdf/credentials',
    summary:
      "The caller's own HSDS credentials (endpoint, username, password derived from the sidecar's password salt), for h5pyd and other HSDS clients; what they reach is what the ACLs allow.",
    tags: ['hdf'],
    provenance: {
      targetKind: 'HdfCredentials',
      target: { from: 'const', value: 'hdf-credentials' },
      actionKind: 'READ',
    },
    responses: {
      200: { description: 'Credentials', schema: w.sidecarCredentials },
      ...authErrors,
      404: problemResponse('HDF is switched off, or no password salt is configured'),
    },
  },
  {
    ...v2,
    auth: 'instance-admin',
    operationId: 'rebuildHdfAcls',
    method: 'POST',
    path: '/v2/admin/hdf/rebuild-acls',
    summary:
      "Recomputes every live HDF container's HSDS ACLs from the graph (idempotent), sixteen containers at a time within the request; errors per container (`hsds.connect-timeout` when the sidecar does not answer).",
    tags: ['hdf', 'admin'],
    provenance: { targetKind: 'HdfContainer', target: { from: 'const', value: 'all' }, actionKind: 'EXECUTE' },
    responses: {
      200: { description: 'The outcome', schema: w.rebuildResult },
      ...authErrors,
      404: problemResponse('HDF is switched off'),
    },
  },
] as const satisfies readonly RouteDef[];
