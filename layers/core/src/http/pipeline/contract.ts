import type { Middleware } from '../../kernel/pipeline.ts';
import { authGate } from './auth-gate.ts';
import { bodyValidation } from './body.ts';
import { currentVersion } from './current-version.ts';
import { pathParams } from './path-params.ts';
import { queryValidation } from './query.ts';

/**
 * The steps that hold a route to its row, in this order: the auth gate, then path parameters,
 * the current-version rule, query and body. Implementations rely on them (a caller as the row's
 * `auth` demands, parameters and body as declared), so every pipeline runs them.
 */
export const routeContract: readonly Middleware[] = [
  authGate,
  pathParams,
  currentVersion,
  queryValidation,
  bodyValidation,
];

/** Refuses a pipeline that lacks a step of the route contract or runs them out of order. */
export function assertRouteContract(pipeline: readonly Middleware[]): void {
  const positions = routeContract.map((step) => pipeline.indexOf(step));
  const missing = routeContract.filter((_, i) => positions[i] === -1).map((s) => s.name);
  if (missing.length > 0) throw new Error(`the request pipeline lacks ${missing.join(', ')}`);
  if (positions.some((p, i) => i > 0 && p < (positions[i - 1] ?? -1)))
    throw new Error(`the request pipeline must run ${routeContract.map((s) => s.name).join(', ')} in this order`);
}
