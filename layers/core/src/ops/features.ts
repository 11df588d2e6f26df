import { configKeys, type ConfigKey } from '../config/keys.ts';
import { config } from '../config/load.ts';
import { pluginRuntime, TOGGLE_MAX_AGE_MS } from '../plugin-runtime/runtime.ts';

export interface Feature { name: string; enabled: boolean; description: string }

/**
 * Every feature toggle of the configuration table with its effective value, then one
 * `svc.plugins.<id>.enabled` row per discovered plugin (override, then config, then true).
 */
export async function listFeatures(): Promise<Feature[]> {
  const c = config() as unknown as Record<string, unknown>;
  const rows = new Map<string, Feature>();
  for (const k of (configKeys as readonly ConfigKey[]).filter((x) => x.feature === true)) {
    rows.set(k.key, { name: k.key, enabled: c[k.key] === true, description: k.description });
  }
  const rt = await pluginRuntime();
  await rt.toggles.refresh(TOGGLE_MAX_AGE_MS);
  for (const e of rt.registry.entries(rt.toggles)) {
    const m = rt.registry.manifest(e.id);
    const name = `svc.plugins.${e.id}.enabled`;
    rows.set(name, { name, enabled: e.enabled, description: m ? `Plugin ${e.id}: ${m.title}. ${m.description}` : `Plugin ${e.id} (${e.state}).` });
  }
  return [...rows.values()];
}
