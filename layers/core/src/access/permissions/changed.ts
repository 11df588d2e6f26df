import { logger } from '../../platform/observability/logger.ts';

/**
 * The internal permissions-changed event (docs/hdf.md, the permission bridge): fired after a permission write
 * commits, for the Collections whose ACL or owner changed and the groups whose members changed.
 * Listeners (the HDF permission bridge) are registered by the application (app/hooks.ts); this
 * layer never imports a capability. A listener's failure never reaches the permission write.
 */
export interface PermissionsChange {
  readonly collectionIds?: readonly number[];
  readonly groupIds?: readonly number[];
}

type Listener = (change: PermissionsChange) => Promise<void>;
const listeners: Listener[] = [];

export function onPermissionsChanged(listener: Listener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function permissionsChanged(change: PermissionsChange): Promise<void> {
  const results = await Promise.allSettled(listeners.map((l) => l(change)));
  for (const r of results)
    if (r.status === 'rejected') logger.error('permissions.changed.listener-failed', { error: r.reason as Error });
}
