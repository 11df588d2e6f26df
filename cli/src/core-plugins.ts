import type { CliCommandGroup, ExtensionPoints } from '../../layers/core/src/plugins/types.ts';
import type { Contribution } from './plugin-groups.ts';

/**
 * The adapter between svc-admin and the plugin core: the only module of cli/ that touches
 * layers/core. It runs the core's discovery on a plugins folder and hands back the contributed
 * `CliCommandGroup`s (`ExtensionPoints.cliCommandGroups`) with the id of the plugin of each.
 */
export type { CliCommandGroup };

// PROVISIONAL until layers/core/src/plugins/registry.ts lands.
const REGISTRY = '../../layers/core/src/plugins/registry.ts';

export async function discoverCliCommandGroups(pluginsDir: string): Promise<{ contributions: Contribution[]; warnings: string[] }> {
  const registry = (await import(REGISTRY)) as { discoverPlugins?: (opts: { dir: string }) => Promise<{ extensions: ExtensionPoints }> };
  if (typeof registry.discoverPlugins !== 'function') throw new Error('the plugin core has no discoverPlugins');
  const result = await registry.discoverPlugins({ dir: pluginsDir });
  return { contributions: result.extensions.cliCommandGroups.map((group) => ({ source: pluginsDir, group })), warnings: [] };
}
