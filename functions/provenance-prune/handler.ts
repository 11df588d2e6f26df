import { config } from '#core/config/load.ts';
import { pruneProvenance, type PruneResult } from '#core/provenance/prune.ts';
import { logger } from '#core/observability/logger.ts';

config();

/** Nightly EventBridge target: deletes provenance rows older than svc.provenance.retention-days. */
export const handler = async (): Promise<PruneResult> => {
  const result = await pruneProvenance({ retentionDays: config()['svc.provenance.retention-days'] });
  logger.info('provenance prune finished', { ...result });
  return result;
};
