import type { PayloadPurger } from '../containers/deletion.ts';
import { deletedContainerChannels, dropChannelNode, storeKey } from './channels.ts';
import { store } from './payload.ts';

/**
 * The background deletion of a deleted timeseries container (containers/deletion.ts): its
 * channels' chunk items in bounded steps, each channel's node (with its annotations) once its
 * points are gone. Idempotent: a step repeated after a crash finds less to delete.
 */
export const timeseriesPurger: PayloadPurger = {
  async purgeStep(containerId, budget) {
    let deleted = 0;
    for (const channel of await deletedContainerChannels(containerId, 10)) {
      for (;;) {
        const step = await store().deleteChannelChunks(storeKey(channel), Math.max(1, budget - deleted));
        deleted += step.deleted;
        if (step.done) {
          await dropChannelNode(channel.id);
          break;
        }
        if (deleted >= budget) return { deleted, done: false };
      }
    }
    const left = await deletedContainerChannels(containerId, 1);
    return { deleted, done: left.length === 0 };
  },
};
