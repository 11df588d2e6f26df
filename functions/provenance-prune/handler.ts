import { runProvenancePrune } from '#core/app/jobs.ts';

/** Nightly EventBridge target: deletes provenance rows older than svc.provenance.retention-days. */
export const handler = runProvenancePrune;
