import { ref } from 'vue';
import { ApiError } from './problems.ts';
import { LEGACY_DISABLED } from '../logic/shelf.ts';

/**
 * True once an answer said the operator turned the legacy shelf off (410 `legacy.disabled`), false
 * again as soon as a legacy answer comes back served (client.ts reports both) or the admin page
 * turns it on.
 */
export const legacyShelfOff = ref(false);

/** Whether a failed request failed because the legacy shelf is off. */
export const isLegacyGone = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 410 && error.code === LEGACY_DISABLED;

/**
 * Asks the legacy shelf once (who am I?) so the answer updates `legacyShelfOff` through the
 * client's hook: the "check again" of the shelf-off notices.
 */
export async function probeLegacyShelf(client: () => import('./client.ts').ApiClient): Promise<void> {
  try {
    await client().GET('/svc/api/users');
  } catch {
    // no answer: nothing learnt
  }
}
