import { useMutation } from '@tanstack/vue-query';
import { computed, type Ref, ref } from 'vue';

/**
 * A row's delete behind a ConfirmDialog: `ask(row)` opens the dialog for that row, `confirm()`
 * runs the mutation, success closes it and runs `after` (invalidate the list's query there).
 * Bind `open` to the dialog and `mutation.isPending`/`mutation.error` to its busy state and error.
 */
export function useConfirmedDelete<T>(remove: (row: T) => Promise<unknown>, after: () => Promise<unknown>) {
  const target = ref<T>() as Ref<T | undefined>;
  const open = computed({
    get: () => target.value !== undefined,
    set: (v: boolean) => {
      if (!v) target.value = undefined;
    },
  });
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      target.value = undefined;
      await after();
    },
  });
  const ask = (row: T): void => {
    mutation.reset();
    target.value = row;
  };
  const confirm = (): void => {
    if (target.value !== undefined) mutation.mutate(target.value);
  };
  return { target, open, mutation, ask, confirm };
}
