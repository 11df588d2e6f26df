import { createGroupHandler, type GroupOptions } from '../http/group-handler.ts';
import type { FeatureFlagKey } from '../http/pipeline/feature-toggle.ts';
import type { ImplsFor } from '../kernel/api.ts';
import type { EndpointGroup, RouteDef } from '../kernel/route-types.ts';
import { requestPipeline } from './request-pipeline.ts';
import { coldStart } from './cold-start.ts';
import './hooks.ts';

export interface GroupHandlerOptions extends Omit<GroupOptions, 'pipeline'> {
  /**
   * A boolean configuration key that switches the whole group: while it is false every route
   * answers 404, before authentication and validation, as if it did not exist (spatial data, HDF).
   */
  readonly featureFlag?: FeatureFlagKey;
  readonly ensureGraphSchema?: () => Promise<void>;
}

/**
 * An endpoint group's Lambda handler: its route rows, exactly one implementation per row, and
 * the request pipeline (app/request-pipeline.ts).
 */
export function groupHandler<const T extends readonly RouteDef[]>(
  group: EndpointGroup,
  table: T,
  impls: NoInfer<ImplsFor<T>>,
  opts: GroupHandlerOptions = {},
) {
  coldStart(opts);
  return createGroupHandler(group, table, impls, {
    fallback: opts.fallback,
    pipeline: requestPipeline(opts.featureFlag),
  });
}
