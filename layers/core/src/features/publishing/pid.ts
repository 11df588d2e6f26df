import { config } from '../../platform/config/load.ts';
import { conflict, ProblemError } from '../../kernel/problem.ts';
import { pluginRuntime } from '../../platform/plugins/runtime.ts';
import type { IdentifierMinter } from '../../platform/plugins/types.ts';

export type EntityKind = 'collection' | 'dataobject';

export const instanceId = (): string => config()['svc.instance.id'] ?? 'local';

/**
 * The resolver's key: what follows `svc:<instance.id>:` in a local PID (`<kind>:<appId>:v<n>`),
 * or what follows the prefix in a DOI (`10.1234/<suffix>`).
 */
export function suffixOf(pid: string): string {
  const local = `svc:${instanceId()}:`;
  if (pid.startsWith(local)) return pid.slice(local.length);
  const slash = pid.indexOf('/');
  return slash >= 0 ? pid.slice(slash + 1) : pid;
}

/** The configured minter; 409 naming the setting for a resolver-only deployment (`none`). */
export async function configuredMinter(): Promise<IdentifierMinter> {
  const id = config()['svc.publish.minter'] ?? 'local';
  if (id === 'none') {
    throw conflict(
      'Publishing is switched off: svc.publish.minter is `none` (a resolver-only deployment); existing PIDs still resolve.',
      { setting: 'svc.publish.minter' },
    );
  }
  const rt = await pluginRuntime();
  const minter = rt.registry.extensions.minters.find((m) => m.id === id);
  const owner = id === 'local' ? 'minter-local' : `minter-${id}`;
  if (!minter || !rt.registry.isEnabled(owner, rt.toggles)) {
    throw new ProblemError(
      'resource.conflict',
      `The configured minter \`${id}\` (svc.publish.minter) is not available: its plugin ${owner} is disabled or not installed.`,
      { setting: 'svc.publish.minter' },
    );
  }
  return minter;
}

/** Whether bundled plugin `id` (unhide, kip) is enabled right now. */
export async function pluginOn(id: string): Promise<boolean> {
  const rt = await pluginRuntime();
  await rt.toggles.refresh(5_000);
  return rt.registry.isEnabled(id, rt.toggles);
}
