import type { PayloadPurger } from '../containers/deletion.ts';
import { purgeStep } from './store.ts';

/**
 * The background deletion of a deleted structured-data container (containers/deletion.ts): its
 * documents' items and S3 objects, a page of at most `budget` items a step. Idempotent: a step
 * repeated after a crash finds less to delete.
 */
export const structuredDataPurger: PayloadPurger = {
  purgeStep: (containerId, budget) => purgeStep(containerId, budget),
};
