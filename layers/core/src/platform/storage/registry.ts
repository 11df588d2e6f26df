import { config } from '../config/load.ts';
import { ProblemError } from '../../kernel/problem.ts';
import { pluginRuntime } from '../plugins/runtime.ts';
import type { StorageAdapter } from '../plugins/types.ts';
import { dbfsAdapter } from './dbfs.ts';

/** `none`: no file storage; every operation answers 503 naming the setting. */
const noneAdapter: StorageAdapter = {
  id: 'none',
  capabilities: { presign: false, streaming: false },
  put: () => Promise.reject(unavailable()),
  get: () => Promise.reject(unavailable()),
  delete: () => Promise.reject(unavailable()),
  stat: () => Promise.reject(unavailable()),
};
function unavailable(): ProblemError {
  return new ProblemError('service.unavailable', 'File storage is switched off (svc.storage.provider=none).');
}

export interface AdapterStatus {
  id: string;
  enabled: boolean;
  active: boolean;
}

/** Built-in adapters plus those contributed by plugins (`s3` from file-s3), by id. */
async function adapters(): Promise<{ byId: Map<string, StorageAdapter>; enabled: (id: string) => boolean }> {
  const rt = await pluginRuntime();
  const byId = new Map<string, StorageAdapter>([['dbfs', dbfsAdapter]]);
  const owner = new Map<string, string>();
  for (const e of rt.registry.entries(rt.toggles)) {
    for (const a of rt.registry.contributions(e.id)?.storageAdapters ?? []) {
      if (!byId.has(a.id)) {
        byId.set(a.id, a);
        owner.set(a.id, e.id);
      }
    }
  }
  // A plugin adapter is enabled while its plugin is; the built-ins always are.
  const enabled = (id: string) => (owner.has(id) ? rt.toggles.effective(owner.get(id) ?? '') : byId.has(id));
  return { byId, enabled };
}

/** `GET /v2/admin/storage`: every known adapter with its state; `activeProviderId` from config. */
export async function storageStatus(): Promise<{ activeProviderId: string; adapters: AdapterStatus[] }> {
  const active = config()['svc.storage.provider'];
  const { byId, enabled } = await adapters();
  const ids = [...new Set(['dbfs', 's3', ...byId.keys()])];
  return {
    activeProviderId: active,
    adapters: ids.map((id) => ({
      id,
      enabled: byId.has(id) && enabled(id),
      active: id === active && byId.has(id) && enabled(id),
    })),
  };
}

/** The adapter of `svc.storage.provider` (deploy-time only); 503 when it is unavailable. */
export async function activeAdapter(): Promise<StorageAdapter> {
  const id = config()['svc.storage.provider'];
  if (id === 'none') return noneAdapter;
  const { byId, enabled } = await adapters();
  const a = byId.get(id);
  if (!a || !enabled(id)) {
    throw new ProblemError(
      'service.unavailable',
      `The configured storage adapter "${id}" is not available (its plugin is missing, disabled, or svc.files.s3.bucket is blank).`,
    );
  }
  return a;
}

export async function adapterById(id: string): Promise<StorageAdapter | undefined> {
  if (id === 'none') return noneAdapter;
  return (await adapters()).byId.get(id);
}
