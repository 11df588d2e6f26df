import { z } from 'zod';
import { apiPath } from '../http.ts';
import { formatKeyValues, formatTable, sanitize } from '../output.ts';
import type { BuiltinGroup } from '../runtime.ts';
import { pluginEntry as serverPluginEntry } from '../../../layers/core/src/features/admin/wire.ts';

/**
 * The server's Plugin entry, but `state` is read as a string so a state added by a newer server
 * still lists instead of failing as a malformed answer.
 */
const pluginEntry = serverPluginEntry.extend({ state: z.string() });
export type PluginEntry = z.output<typeof pluginEntry>;
export const pluginListSchema = z.object({ plugins: z.array(pluginEntry) });
export const pluginEntrySchema = pluginEntry;

/** The entry with the spec's field order; `failureMessage` only when present. */
export function pluginJson(p: PluginEntry): PluginEntry {
  return {
    id: p.id,
    version: p.version,
    svcCompatibility: p.svcCompatibility,
    state: p.state,
    enabled: p.enabled,
    sourcePath: p.sourcePath,
    registeredAt: p.registeredAt,
    ...(p.failureMessage !== undefined ? { failureMessage: p.failureMessage } : {}),
  };
}

export function pluginsTable(plugins: readonly PluginEntry[]): string {
  if (plugins.length === 0) return 'No plugins registered.\n';
  const table = formatTable<PluginEntry>(
    [
      { header: 'id', value: (p) => p.id },
      { header: 'version', value: (p) => p.version },
      { header: 'state', value: (p) => p.state },
      { header: 'enabled', value: (p) => p.enabled },
      { header: 'svc compatibility', value: (p) => p.svcCompatibility },
      { header: 'registered', value: (p) => p.registeredAt },
      { header: 'source', value: (p) => p.sourcePath ?? '(built in)' },
    ],
    plugins,
  );
  const failures = plugins
    .filter((p) => p.failureMessage !== undefined)
    .map((p) => `  ${sanitize(p.id)}: ${sanitize(p.failureMessage ?? '')}`);
  return failures.length === 0 ? table : `${table}\nFailures:\n${failures.join('\n')}\n`;
}

export function pluginText(p: PluginEntry): string {
  const pairs: [string, unknown][] = [
    ['id', p.id],
    ['version', p.version],
    ['state', p.state],
    ['enabled', p.enabled],
    ['svc compatibility', p.svcCompatibility],
    ['registered', p.registeredAt],
    ['source', p.sourcePath ?? '(built in)'],
  ];
  if (p.failureMessage !== undefined) pairs.push(['failure', p.failureMessage]);
  return formatKeyValues(pairs);
}

export const pluginsGroup: BuiltinGroup = {
  name: 'plugins',
  description: 'Installed plugins and their runtime toggle',
  register(group, rt) {
    group
      .command('list')
      .description('List every registered plugin, including DISABLED and FAILED ones (GET /v2/admin/plugins)')
      .action(
        rt.action(async ({ client, out }) => {
          const { plugins } = await client().get('/v2/admin/plugins', pluginListSchema);
          out.result({ plugins: plugins.map(pluginJson) }, () => pluginsTable(plugins));
        }),
      );
    for (const enabled of [true, false]) {
      group
        .command(`${enabled ? 'enable' : 'disable'} <id>`)
        .description(
          `${enabled ? 'Enable' : 'Disable'} a plugin at runtime, persisted at once (PATCH /v2/admin/plugins/{id})`,
        )
        .action(
          rt.action(async ({ client, out }, id: string) => {
            const entry = await client().mergePatch(apiPath`/v2/admin/plugins/${id}`, { enabled }, pluginEntrySchema);
            out.result(
              { plugin: pluginJson(entry) },
              () =>
                `Plugin ${sanitize(entry.id)} is now ${entry.enabled ? 'enabled' : 'disabled'} (state ${sanitize(entry.state)}).\n\n${pluginText(entry)}`,
            );
          }),
        );
    }
  },
};
