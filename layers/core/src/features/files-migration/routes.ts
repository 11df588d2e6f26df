import * as z from 'zod';
import type { RouteDef } from '../../kernel/route-types.ts';
import { authErrors, problemResponse } from '../../kernel/route-common.ts';
import * as w from './wire.ts';

const legacyShelf = { group: 'admin', auth: 'instance-admin', shelf: 'legacy' } as const;
const v2Shelf = { group: 'admin', auth: 'instance-admin', shelf: 'v2' } as const;

/**
 * File migration between storage adapters and its per-container view. All rows belong to the
 * `admin` function: it is the one HTTP function granted the `migrations` table and the queue, and
 * the legacy `/svc/api/temp/migrations` rows read the same state, so they live with it
 * (instance-admin: the rows name containers and carry storage error texts).
 */
export const filesMigrationRoutes = [
  {
    ...v2Shelf,
    operationId: 'startFileMigration',
    method: 'POST',
    path: '/v2/admin/files/migrate',
    summary:
      'Start a background run copying every file held by the source adapter to the target (one run at a time; OIDs preserved). 400 when the source equals the target, or either is unknown or `none`.',
    tags: ['admin', 'storage'],
    request: { body: w.startRequest },
    provenance: { targetKind: 'FileMigration', target: { from: 'response', field: 'runId' }, actionKind: 'EXECUTE' },
    responses: {
      202: {
        description: 'The run state (RUNNING, or DONE at once when nothing is held by the source)',
        schema: w.runStatus,
      },
      400: problemResponse('Invalid body, unknown adapter, "none", or source equals target'),
      ...authErrors,
      409: problemResponse('A run is RUNNING'),
      503: problemResponse('An adapter is unavailable, or the queue refused the run'),
    },
  },
  {
    ...v2Shelf,
    operationId: 'getFileMigrationStatus',
    method: 'GET',
    path: '/v2/admin/files/migrate/status',
    summary: 'State of the current or last migration run: IDLE (never ran), RUNNING, DONE or FAILED, with its counters',
    tags: ['admin', 'storage'],
    provenance: { targetKind: 'FileMigration', target: { from: 'const', value: 'files-migrate' } },
    responses: { 200: { description: 'Run state', schema: w.runStatus }, ...authErrors },
  },
  {
    ...v2Shelf,
    operationId: 'rollbackFileMigration',
    method: 'POST',
    path: '/v2/admin/files/migrate/rollback/{appId}',
    summary:
      'Move one migrated file back to its previous adapter and clear its migration bookkeeping (dbfs mints a fresh object id; the current bytes stay, orphaned)',
    tags: ['admin', 'storage'],
    provenance: { targetKind: 'File', target: { from: 'path', param: 'appId' }, actionKind: 'UPDATE' },
    responses: {
      200: { description: 'Rolled back', schema: w.rollbackResult },
      ...authErrors,
      404: problemResponse('No such file'),
      409: problemResponse(
        'Refused: a run is RUNNING (reason migration-running), the file was never migrated (not-migrated), its HMAC does not verify (hmac-mismatch), or it changed meanwhile (row-changed)',
      ),
      503: problemResponse('The current or previous adapter is unavailable'),
    },
  },
  {
    ...legacyShelf,
    operationId: 'getMigrationStates',
    method: 'GET',
    path: '/svc/api/temp/migrations/state',
    summary: 'Per-container data migration: one row per file container a migration run touched',
    tags: ['migrations'],
    provenance: { targetKind: 'FileMigration', target: { from: 'const', value: 'migrations-state' } },
    responses: { 200: { description: 'Rows', schema: z.array(w.containerMigration) }, ...authErrors },
  },
  {
    ...legacyShelf,
    operationId: 'getMigrationState',
    method: 'GET',
    path: '/svc/api/temp/migrations/{containerId}',
    summary: 'Per-container data migration: the row of one file container',
    tags: ['migrations'],
    provenance: {
      targetKind: 'FileContainer',
      target: { from: 'path', param: 'containerId', appIdOf: { label: 'BasicEntity' } },
    },
    responses: {
      200: { description: 'Row', schema: w.containerMigration },
      400: problemResponse('Not a container id'),
      ...authErrors,
      404: problemResponse('No migration touched this container'),
    },
  },
] as const satisfies readonly RouteDef[];
