import type { CliCommandGroup } from '../../layers/core/src/platform/plugins/index.ts';
import type { Contribution } from './plugin-groups.ts';

/**
 * The adapter between svc-admin and the plugin core: the only module of cli/ that touches
 * layers/core. It runs the core's `discoverPlugins` (the same gates as the server: signature,
 * compatibility, dependencies, `svc.plugins.<id>.enabled`) over the compiled-in plugins and the
 * plugins folder, and hands back `ExtensionPoints.cliCommandGroups`.
 *
 * Runtime overrides (`PATCH /v2/admin/plugins/{id}`) live in the service's tables and are not
 * consulted here: a plugin disabled at runtime still lists its commands, whose calls the service
 * then refuses.
 */
export type { CliCommandGroup };

export async function discoverCliCommandGroups(
  pluginsDir: string,
): Promise<{ contributions: Contribution[]; warnings: string[] }> {
  // The core logs structured JSON to stdout, which would corrupt `--output=json`; plugin
  // failures are reported below as warnings instead. Set before the core is first imported.
  process.env['LOG_LEVEL'] = 'SILENT';
  const [{ discoverAllPlugins }, { bundledPlugins }] = await Promise.all([
    import('../../layers/core/src/platform/plugins/index.ts'),
    import('../../layers/core/src/app/bundled-plugins/index.ts'),
  ]);
  const registry = await discoverAllPlugins({ dir: pluginsDir, builtins: bundledPlugins });
  const warnings = registry
    .entries()
    .filter((e) => e.state === 'FAILED')
    .map((e) => `plugin ${e.id} did not load, its commands are unavailable: ${e.failureMessage ?? 'FAILED'}`);
  // The registry keeps contributions per extension point, not per plugin, so no source is known.
  return { contributions: registry.extensions.cliCommandGroups.map((group) => ({ group })), warnings };
}
