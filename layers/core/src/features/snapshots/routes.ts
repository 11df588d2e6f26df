import type { RouteDef } from '../../kernel/route-types.ts';
import { authErrors, problemResponse } from '../../kernel/route-common.ts';
import * as w from './wire.ts';

const v2 = { group: 'templates', auth: 'authenticated', shelf: 'v2' } as const;
const noCollection = problemResponse('No such Collection');

/** Snapshots of Collections and their diff (group `templates`). */
export const snapshotsRoutes = [
  {
    ...v2,
    operationId: 'createSnapshot',
    method: 'POST',
    path: '/v2/collections/{appId}/snapshots',
    summary:
      'Snapshots a Collection (Write on it): {entityAppId, revision} of the Collection, its DataObjects and their references and lab journal entries. A Collection with fewer DataObjects than svc.snapshots.step-size is recorded in the request (201, COMPLETE); a larger one answers 202 and a background worker completes it: poll GET /v2/snapshots/{appId} (Location).',
    tags: ['snapshots'],
    provenance: {
      targetKind: 'Snapshot',
      target: { from: 'response', field: 'appId' },
      collection: { from: 'path', param: 'appId' },
    },
    responses: {
      201: { description: 'Complete', schema: w.snapshot },
      202: { description: 'Accepted: the worker records the rest', schema: w.snapshot },
      ...authErrors,
      404: noCollection,
      503: problemResponse('The graph, DynamoDB or the queue did not answer'),
    },
  },
  {
    ...v2,
    operationId: 'listSnapshots',
    method: 'GET',
    path: '/v2/collections/{appId}/snapshots',
    summary:
      'The snapshots of a Collection, newest first (Read on it); ?cursor= (next of the previous page), ?limit= ≤ 100 (default 50).',
    tags: ['snapshots'],
    request: { query: w.listQuery },
    provenance: { targetKind: 'Collection', target: { from: 'path', param: 'appId' } },
    responses: {
      200: { description: 'A page of snapshots', schema: w.snapshotList },
      400: problemResponse('Invalid query'),
      ...authErrors,
      404: noCollection,
    },
  },
  {
    ...v2,
    operationId: 'getSnapshot',
    method: 'GET',
    path: '/v2/snapshots/{aAppId}',
    summary:
      "One snapshot with its status and entry count (any authenticated user, as the diff). The parameter is the snapshot's appId; it carries the diff's name because API Gateway refuses two variable names at one path level.",
    tags: ['snapshots'],
    provenance: { targetKind: 'Snapshot', target: { from: 'path', param: 'aAppId' } },
    responses: {
      200: { description: 'The snapshot', schema: w.snapshot },
      ...authErrors,
      404: problemResponse('No such snapshot'),
    },
  },
  {
    ...v2,
    operationId: 'deleteSnapshot',
    method: 'DELETE',
    path: '/v2/snapshots/{aAppId}',
    summary:
      "Deletes a snapshot (the owner or a manager of its Collection; an instance admin for a snapshot whose Collection is gone). It is gone from every read when this answers; its entries are deleted in the background. The parameter is the snapshot's appId.",
    tags: ['snapshots'],
    provenance: { targetKind: 'Snapshot', target: { from: 'path', param: 'aAppId' } },
    responses: {
      204: { description: 'Deleted' },
      ...authErrors,
      404: problemResponse('No such snapshot'),
      503: problemResponse('The queue did not take the deletion: nothing was deleted'),
    },
  },
  {
    ...v2,
    operationId: 'diffSnapshots',
    method: 'GET',
    path: '/v2/snapshots/{aAppId}/diff/{bAppId}',
    summary:
      'What changed from snapshot a (the older base) to b (the newer head): added, removed, changed (fromRevision/toRevision), unchangedCount; lists in snapshot order (the Collection, then each DataObject by appId followed by its references and lab journal entries). Any authenticated user. Paged: at most ?limit= listed entities (default 1,000, ≤ 10,000) and 200,000 entities walked per page, then `next` (pass it as ?cursor=); counts of all pages add up.',
    tags: ['snapshots'],
    request: { query: w.diffQuery },
    provenance: { targetKind: 'Snapshot', target: { from: 'path', param: 'bAppId' } },
    responses: {
      200: { description: 'The diff (a page of it)', schema: w.diff },
      400: problemResponse('Invalid query'),
      ...authErrors,
      404: problemResponse('No such snapshot'),
      409: problemResponse('A snapshot is not COMPLETE yet (PENDING, RUNNING) or FAILED; the problem names it'),
    },
  },
] as const satisfies readonly RouteDef[];
