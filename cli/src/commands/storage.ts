import type { z } from 'zod';
import { EXIT_ERROR, EXIT_OK } from '../errors.ts';
import { formatTable } from '../output.ts';
import type { BuiltinGroup } from '../runtime.ts';
import { storageStatus } from '../../../layers/core/src/features/admin/wire.ts';

/** The server's own wire shape. */
export const storageStatusSchema = storageStatus;
export type StorageStatus = z.output<typeof storageStatusSchema>;

/** An active provider exists when one adapter is marked active. */
export const hasActiveProvider = (s: StorageStatus) => s.adapters.some((a) => a.active);

/** JSON: `{"activeProviderId", "active": boolean, "adapters": [{"id", "enabled", "active"}]}`. */
export function storageJson(s: StorageStatus): {
  activeProviderId: string;
  active: boolean;
  adapters: StorageStatus['adapters'];
} {
  return {
    activeProviderId: s.activeProviderId,
    active: hasActiveProvider(s),
    adapters: s.adapters.map((a) => ({ id: a.id, enabled: a.enabled, active: a.active })),
  };
}

export function storageText(s: StorageStatus): string {
  const head = hasActiveProvider(s)
    ? `Active provider: ${s.activeProviderId}`
    : `No active provider (configured: ${s.activeProviderId})`;
  return `${head}\n${formatTable<StorageStatus['adapters'][number]>(
    [
      { header: 'id', value: (a) => a.id },
      { header: 'enabled', value: (a) => a.enabled },
      { header: 'active', value: (a) => a.active },
    ],
    s.adapters,
  )}`;
}

export const storageGroup: BuiltinGroup = {
  name: 'storage',
  description: 'File storage adapters',
  register(group, rt) {
    group
      .command('status')
      .description(
        'Adapters and the active provider (GET /v2/admin/storage); exit 0 with an active provider, 1 without',
      )
      .action(
        rt.action(async ({ client, out }) => {
          const status = await client().get('/v2/admin/storage', storageStatusSchema);
          out.result(storageJson(status), () => storageText(status));
          return hasActiveProvider(status) ? EXIT_OK : EXIT_ERROR;
        }),
      );
  },
};
