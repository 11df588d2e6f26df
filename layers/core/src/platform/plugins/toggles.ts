import { config, pluginToggle } from '../config/load.ts';
import type { ToggleSource } from './types.ts';

/** The effective toggle: the runtime override wins, then `svc.plugins.<id>.enabled`, then true. */
export function effectiveEnabled(toggles: ToggleSource, id: string): boolean {
  return toggles.override(id) ?? toggles.configured(id) ?? true;
}

/**
 * `svc.plugins.<id>.enabled` from the configuration: the catalogue value for the keys it declares
 * (e.g. `video` and `ai`, default false), else the raw environment (`pluginToggle`).
 */
export function configuredToggle(id: string): boolean | undefined {
  const key = `svc.plugins.${id}.enabled`;
  const value = (config() as unknown as Readonly<Record<string, unknown>>)[key];
  return typeof value === 'boolean' ? value : pluginToggle(id);
}

/** Toggles from configuration only, no runtime overrides. */
export function configToggleSource(): ToggleSource {
  return { override: () => undefined, configured: configuredToggle };
}

/** A fixed toggle source (tests, tools): `configured` and `override` maps by id. */
export function staticToggleSource(
  configured: Readonly<Record<string, boolean>> = {},
  override: Readonly<Record<string, boolean>> = {},
): ToggleSource {
  const c = new Map(Object.entries(configured));
  const o = new Map(Object.entries(override));
  return { override: (id) => o.get(id), configured: (id) => c.get(id) };
}
