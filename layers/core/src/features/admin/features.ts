import { configKeys, type ConfigKey } from '../../platform/config/keys.ts';
import { config } from '../../platform/config/load.ts';
import { pluginEntries, pluginRuntime } from '../../platform/plugins/runtime.ts';

export interface Feature {
  name: string;
  enabled: boolean;
  description: string;
}

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
  const entries = await pluginEntries();
  const rt = await pluginRuntime();
  for (const e of entries) {
    const m = rt.registry.manifest(e.id);
    const name = `svc.plugins.${e.id}.enabled`;
    rows.set(name, {
      name,
      enabled: e.enabled,
      description: m ? `Plugin ${e.id}: ${m.title}. ${m.description}` : `Plugin ${e.id} (${e.state}).`,
    });
  }
  return [...rows.values()];
}
