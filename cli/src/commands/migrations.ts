import { z } from 'zod';
import { CliError } from '../errors.ts';
import { apiPath } from '../http.ts';
import { formatTable } from '../output.ts';
import { formatDuration } from '../progress.ts';
import type { BuiltinGroup } from '../runtime.ts';
import { containerMigration } from '../../../layers/core/src/features/files-migration/wire.ts';

/** The server's own wire shape. */
const row = containerMigration;
export type MigrationRow = z.output<typeof row>;

/** The spec's columns: container, status, migrated, total, failed, batch, started, updated, ETA, errors. */
export function migrationRowsTable(rows: readonly MigrationRow[]): string {
  return formatTable<MigrationRow>(
    [
      { header: 'container', value: (r) => r.containerId, align: 'right' },
      { header: 'status', value: (r) => r.status },
      { header: 'migrated', value: (r) => r.migrated, align: 'right' },
      { header: 'total', value: (r) => r.total, align: 'right' },
      { header: 'failed', value: (r) => r.failed, align: 'right' },
      { header: 'batch', value: (r) => r.batch, align: 'right' },
      { header: 'started', value: (r) => r.startedAt },
      { header: 'updated', value: (r) => r.updatedAt },
      { header: 'eta', value: (r) => (r.etaSeconds === null ? null : formatDuration(r.etaSeconds * 1000)) },
      { header: 'errors', value: (r) => r.errors },
    ],
    rows,
  );
}

export const migrationsGroup: BuiltinGroup = {
  name: 'migrations',
  description: 'Per-container data migration state',
  register(group, rt) {
    group
      .command('status')
      .description(
        "One row per container (GET /svc/api/temp/migrations/state), or one container's row (GET /svc/api/temp/migrations/{containerId})",
      )
      .argument('[containerId]', 'legacy id of a file container')
      .action(
        rt.action(async ({ client, out }, containerId: string | undefined) => {
          if (containerId !== undefined && !/^\d+$/.test(containerId))
            throw new CliError('usage', `containerId must be a non-negative integer, got "${containerId}".`);
          const rows =
            containerId === undefined
              ? await client().get('/svc/api/temp/migrations/state', z.array(row))
              : [await client().get(apiPath`/svc/api/temp/migrations/${containerId}`, row)];
          out.result(containerId === undefined ? { migrations: rows } : rows[0], () =>
            rows.length === 0 ? 'No container has been migrated.\n' : migrationRowsTable(rows),
          );
        }),
      );
  },
};
