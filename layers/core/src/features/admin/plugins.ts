import { ProblemError } from '../../kernel/problem.ts';
import { pluginEntries, pluginRuntime } from '../../platform/plugins/runtime.ts';
import type { PluginEntry } from '../../platform/plugins/types.ts';

/** `PATCH /v2/admin/plugins/{id}`: flips the runtime override; state and loaded code stay as they are. */
export async function patchPlugin(
  id: string,
  patch: { enabled?: boolean | null | undefined },
  by: string,
): Promise<PluginEntry> {
  const rt = await pluginRuntime();
  await rt.toggles.refresh(0);
  if (rt.registry.entry(id) === undefined)
    throw new ProblemError('plugin.not-found', `No plugin with id "${id}" is registered.`);
  if (patch.enabled !== undefined) await rt.toggles.set(id, patch.enabled, by);
  // The first row with this id (as listed); it exists, since the registry does not change.
  return rt.registry.entries(rt.toggles).find((e) => e.id === id)!;
}

export const listPlugins = async () => ({ plugins: await pluginEntries({ fresh: true }) });
