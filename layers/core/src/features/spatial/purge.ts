import type { PayloadPurger } from '../containers/deletion.ts';
import { store } from './payload.ts';

/** The background deletion of a deleted spatial container (containers/deletion.ts): its point items, in bounded steps. */
export const spatialPurger: PayloadPurger = {
  purgeStep: (containerId, budget) => store().purgeStep(containerId, budget),
};
