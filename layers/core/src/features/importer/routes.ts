import type { RouteDef } from '../../kernel/route-types.ts';
import { authErrors, problemResponse } from '../../kernel/route-common.ts';
import * as w from './wire.ts';

const admin = { group: 'admin', auth: 'instance-admin', shelf: 'v2' } as const;

/**
 * Cross-instance import (the `importer` plugin): served by the `admin` function, which holds the
 * `migrations` table (jobs and id maps live there) and may send to the `import` queue.
 */
export const importerRoutes = [
  {
    ...admin,
    operationId: 'startImport',
    method: 'POST',
    path: '/v2/admin/import',
    summary:
      'Import a Collection from another svc instance or an upstream-compatible legacy API (background job; starting the same import again runs the same job without duplicating anything)',
    tags: ['admin', 'import'],
    request: { body: w.startRequest },
    // The job id is no entity appId (and `id` reads as a legacy id to capture); the copy itself is recorded on the new Collection when it is done.
    provenance: { targetKind: 'Import', target: { from: 'const', value: 'import' }, actionKind: 'EXECUTE' },
    responses: {
      202: { description: 'The job (QUEUED; RUNNING when it was already running)', schema: w.importJob },
      400: problemResponse('Invalid body, a refused source address, or no such Collection on the source'),
      ...authErrors,
      404: problemResponse('The importer plugin is disabled'),
      502: problemResponse('The source refused the API key'),
      503: problemResponse('The source cannot be reached, or the queue refused the job'),
    },
  },
  {
    ...admin,
    operationId: 'listImports',
    method: 'GET',
    path: '/v2/admin/import',
    summary: 'Import jobs, in id order, a page at a time',
    tags: ['admin', 'import'],
    request: { query: w.listQuery },
    provenance: { targetKind: 'Import', target: { from: 'const', value: 'imports' } },
    responses: {
      200: { description: 'A page of jobs', schema: w.jobList },
      400: problemResponse('Bad limit'),
      ...authErrors,
    },
  },
  {
    ...admin,
    operationId: 'getImport',
    method: 'GET',
    path: '/v2/admin/import/{id}',
    summary: 'An import job: state, phase, counts per kind (done/total/skipped), bytes copied, errors',
    tags: ['admin', 'import'],
    provenance: { targetKind: 'Import', target: { from: 'path', param: 'id' } },
    responses: {
      200: { description: 'The job', schema: w.importJob },
      ...authErrors,
      404: problemResponse('No such job'),
    },
  },
] as const satisfies readonly RouteDef[];
