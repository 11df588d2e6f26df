import { config } from '../platform/config/load.ts';
import { logger } from '../platform/observability/logger.ts';
import { pruneProvenance, type PruneResult } from '../features/provenance/prune.ts';

// Cold start: an invalid configuration fails before the job runs.
config();

/** The nightly provenance prune: deletes rows older than svc.provenance.retention-days. */
export async function runProvenancePrune(): Promise<PruneResult> {
  const result = await pruneProvenance({ retentionDays: config()['svc.provenance.retention-days'] });
  logger.info('provenance prune finished', { ...result });
  return result;
}
