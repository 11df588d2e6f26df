import { createGroupHandler, type GroupOptions } from '../http/group-handler.ts';
import type { ImplsFor } from '../kernel/api.ts';
import type { EndpointGroup, RouteDef } from '../kernel/route-types.ts';
import { standardMiddlewares } from './middlewares.ts';
import { coldStart } from './cold-start.ts';
import './hooks.ts';

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
