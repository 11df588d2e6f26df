import { ProblemError, badRequest } from '../../kernel/problem.ts';
import type { StorageAdapter } from '../../platform/plugins/types.ts';
import { adapterById, storageStatus } from '../../platform/storage/registry.ts';

/**
 * An adapter migration or rollback may read from or write to: a known id other than `none`
 * (else 400), and enabled right now (else 503: its plugin is disabled or unconfigured).
 */
export async function usableAdapter(id: string, role: string): Promise<StorageAdapter> {
  if (id === 'none') throw badRequest(`The ${role} adapter cannot be "none" (no file storage).`);
  const status = await storageStatus();
  const known = status.adapters.find((a) => a.id === id);
  if (!known)
    throw badRequest(`Unknown ${role} adapter "${id}"; known: ${status.adapters.map((a) => a.id).join(', ')}.`);
  const adapter = known.enabled ? await adapterById(id) : undefined;
  if (!adapter) {
    throw new ProblemError(
      'service.unavailable',
      `The ${role} adapter "${id}" is not available (its plugin is missing or disabled, or svc.files.s3.bucket is blank).`,
    );
  }
  return adapter;
}
