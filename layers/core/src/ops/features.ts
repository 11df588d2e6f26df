import { configKeys, type ConfigKey } from '../config/keys.ts';
import { config } from '../config/load.ts';

export interface Feature { name: string; enabled: boolean; description: string }

/** Every feature toggle of the configuration table with its effective value. */
export function listFeatures(): Feature[] {
  const c = config() as unknown as Record<string, unknown>;
  return (configKeys as readonly ConfigKey[])
    .filter((k) => k.feature === true)
    .map((k) => ({ name: k.key, enabled: c[k.key] === true, description: k.description }));
}
