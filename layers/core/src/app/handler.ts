import { createGroupHandler, type GroupOptions } from '../http/group-handler.ts';
import type { ImplsFor } from '../kernel/api.ts';
import type { EndpointGroup, RouteDef } from '../kernel/route-types.ts';
import { config } from '../platform/config/load.ts';
import { logger } from '../platform/observability/logger.ts';
import { pluginRuntime } from '../platform/plugins/runtime.ts';
import { standardMiddlewares } from './middlewares.ts';
import './boot.ts';

/**
 * Cold start of any function: configuration validated (an invalid deployment fails before
 * serving anything) and plugin discovery started before the first request needs it.
 */
export function coldStart(opts: { readonly ensureGraphSchema?: () => Promise<void> } = {}): void {
  config();
  pluginRuntime().catch((error: unknown) => logger.error('plugin discovery failed', { error: error as Error }));
  // Groups that use the graph bring its schema up to date in the background; readiness reports it.
  opts.ensureGraphSchema?.().catch((error: unknown) => logger.warn('graph schema not applied yet', { error: error as Error }));
}

/**
 * An endpoint group's Lambda handler: its route rows, exactly one implementation per row, and
 * the standard middlewares (plugin toggles, legacy-shelf signals, provenance capture).
 */
export function groupHandler<const T extends readonly RouteDef[]>(
  group: EndpointGroup,
  table: T,
  impls: NoInfer<ImplsFor<T>>,
  opts: Omit<GroupOptions, 'middlewares'> & { readonly ensureGraphSchema?: () => Promise<void> } = {},
) {
  coldStart(opts);
  return createGroupHandler(group, table, impls, { ...opts, middlewares: standardMiddlewares });
}

export { logger };
