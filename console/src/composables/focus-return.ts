import { type Ref, watch } from 'vue';
import { returnFocusTo } from '../logic/focus-return.ts';

/**
 * Returns keyboard focus to the element that opened a dialog once the dialog has closed (a
 * dialog opened through `v-model` has no activator for Vuetify to return to). Bind the returned
 * handler to the dialog's `@after-leave`.
 */
export function useFocusReturn(open: Ref<boolean>): () => void {
  let saved: HTMLElement | null = null;
  watch(
    open,
    (isOpen) => {
      if (isOpen) saved = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    { flush: 'sync' },
  );
  return () => {
    const target = returnFocusTo(saved, document.activeElement, document.body);
    saved = null;
    target?.focus();
  };
}
