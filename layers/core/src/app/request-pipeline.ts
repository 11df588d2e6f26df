import type { Middleware } from '../kernel/pipeline.ts';
import { featureToggle, type FeatureFlagKey } from '../http/pipeline/feature-toggle.ts';
import { requestMetrics } from '../http/pipeline/request-metrics.ts';
import { requestDeadline } from '../http/pipeline/request-deadline.ts';
import { routeContract } from '../http/pipeline/contract.ts';
import { pluginToggles } from './pipeline/plugin-toggles.ts';
import { legacyShelf } from './pipeline/legacy-shelf.ts';
import { provenanceCapture } from './pipeline/provenance-capture.ts';
import { legacyStats } from './pipeline/legacy-stats.ts';

/**
 * THE request pipeline of every endpoint group, outermost step first; a row's own `middlewares`
 * follow it. A step sees the answer of the steps after it, errors included, so metrics count
 * every answer (a spent deadline budget's 503 too) and the legacy-shelf signals go on errors
 * too; the request's deadline budget opens right after metrics, so every dependency call of the
 * later steps draws from it; the route contract (auth gate, path parameters, current-version
 * rule, query, body) comes after the group's switches and before what records a served call.
 */
export const requestPipeline = (featureFlag?: FeatureFlagKey): readonly Middleware[] => [
  requestMetrics,
  requestDeadline,
  ...(featureFlag ? [featureToggle(featureFlag)] : []),
  pluginToggles,
  legacyShelf,
  ...routeContract,
  provenanceCapture,
  legacyStats,
];
