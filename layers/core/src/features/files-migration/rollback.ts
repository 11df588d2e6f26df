import { randomUUID } from 'node:crypto';
import { conflict, notFound } from '../../kernel/problem.ts';
import { logger } from '../../platform/observability/logger.ts';
import { usableAdapter } from './adapters.ts';
import { copyObject, digestOf } from '../../platform/storage/copy.ts';
import { markRolledBack, readFileRow } from './file-rows.ts';
import { migrationKey, verifyMigrationHmac } from './hmac.ts';
import { readRun } from './run-store.ts';
import { runningConflict } from './start.ts';

const refused = (reason: string, detail: string) => conflict(detail, { reason });

/**
 * `POST /v2/admin/files/migrate/rollback/{appId}` (docs/files-migration.md, Rollback). Bytes are read from
 * the current adapter and written to the previous one at `previousLocator`, except on `dbfs`,
 * which mints a fresh object id (a new `<container oid>/<uuid>` locator). Then `providerId` is
 * restored and the four bookkeeping fields cleared. The current adapter's bytes are left in place
 * (orphaned). Refused: unknown file (404); a RUNNING migration run, a row that was never migrated,
 * a row or bytes that fail the migration HMAC, a row changed meanwhile (409); an adapter that is
 * unavailable (503).
 */
export async function rollbackFile(appId: string): Promise<{ appId: string; status: 'ROLLED_BACK' }> {
  const run = await readRun();
  if (run?.status === 'RUNNING') throw runningConflict(run, `Cannot roll back file ${appId}`);
  const row = await readFileRow(appId);
  if (!row) throw notFound(`File ${appId} does not exist.`);
  const { previousProviderId, previousLocator, migratedAt, migrationHmac, locator } = row;
  if (!previousProviderId || !previousLocator || migratedAt === null || !migrationHmac || !locator) {
    throw refused(
      'not-migrated',
      `File ${appId} carries no migration bookkeeping (never migrated, or already rolled back); nothing to roll back.`,
    );
  }
  const current = await usableAdapter(row.providerId, 'current');
  const previous = await usableAdapter(previousProviderId, 'previous');
  const facts = {
    appId,
    oid: row.oid,
    previousProviderId,
    previousLocator,
    providerId: row.providerId,
    locator,
    migratedAt,
  };
  const key = await migrationKey();
  // Verify before writing: on s3 the write goes to previousLocator, which may still hold the original bytes.
  const held = await digestOf(current, locator);
  if (!verifyMigrationHmac({ ...facts, sha256: held.sha256 }, migrationHmac, key)) {
    throw refused(
      'hmac-mismatch',
      `File ${appId}: the migration HMAC does not verify (the row's bookkeeping or the stored bytes changed after migration); rollback refused.`,
    );
  }
  const to = previous.id === 'dbfs' ? `${row.containerOid}/${randomUUID()}` : previousLocator;
  const copied = await copyObject(current, locator, previous, to, held.size);
  const undo = async () => {
    if (to !== previousLocator)
      await previous
        .delete(to)
        .catch((e: unknown) => logger.warn('rollback: partial copy not removed', { error: e as Error, appId }));
  };
  if (copied.sha256 !== held.sha256) {
    await undo();
    throw refused('row-changed', `File ${appId}: the stored bytes changed during the rollback; try again.`);
  }
  if (!(await markRolledBack(appId, row.providerId, migrationHmac, previousProviderId, to))) {
    await undo();
    throw refused('row-changed', `File ${appId} changed during the rollback; try again.`);
  }
  logger.info('file rolled back', {
    appId,
    from: row.providerId,
    to: previousProviderId,
    orphaned: `${row.providerId}:${locator}`,
  });
  return { appId, status: 'ROLLED_BACK' };
}
