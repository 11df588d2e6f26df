import { drainInBatches } from '../../platform/graph/batches.ts';
import { logger } from '../../platform/observability/logger.ts';

/**
 * docs/files.md, Upgrade: file rows written before the storage-adapter change have no `providerId`;
 * their bytes are in dbfs under `<container oid>/<file oid>`. This sets `providerId = 'dbfs'`
 * (and that locator where none is recorded) on every such row, in bounded batches, so it is
 * idempotent, never holds a huge transaction, and a run cut short resumes where it stopped.
 * The old backend ignores both properties.
 */
export const PROVIDER_BACKFILL_BATCH = 5_000;

export async function backfillProviderIds(batch = PROVIDER_BACKFILL_BATCH): Promise<{ updated: number }> {
  const updated = await drainInBatches(
    `MATCH (f:ShepardFile) WHERE f.providerId IS NULL
       WITH f LIMIT $batch
       OPTIONAL MATCH (c:FileContainer)-[:HAS_FILE]->(f)
       WITH f, head(collect(c.oid)) AS containerOid
       SET f.providerId = 'dbfs',
           f.locator = coalesce(f.locator, CASE WHEN containerOid IS NULL THEN null ELSE containerOid + '/' + f.oid END)
       RETURN count(f) AS n`,
    batch,
  );
  if (updated > 0) logger.info('file rows without providerId set to dbfs', { updated });
  return { updated };
}
