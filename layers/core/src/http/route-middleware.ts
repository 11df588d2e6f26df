import type { ApiRequest, ApiResponse } from '../kernel/api.ts';
import type { RouteDef } from '../kernel/route-types.ts';

/**
 * A cross-cutting concern wrapped around every route of a group, in middy's before/after shape
 * but on the parsed request rather than the Lambda event, so that no middleware parses twice.
 * - `before` runs first, before the auth gate; the headers it returns go on every answer of the
 *   route, errors included (the legacy-shelf signals).
 * - `beforeImpl` runs after the auth gate and validation, right before the implementation, so
 *   it sees what the implementation is about to change (provenance looks up the appId of what a
 *   DELETE removes); an error it throws fails the request, so it catches its own.
 * - `after` runs after a successful implementation, with the request and its answer
 *   (provenance capture); it does not run when the implementation failed.
 */
export interface RouteMiddleware {
  readonly name: string;
  // biome-ignore lint/suspicious/noConfusingVoidType: a hook that only acts (plugin toggles) resolves to void; TypeScript does not accept Promise<void> where Promise<undefined> is asked.
  before?(route: RouteDef): Promise<Readonly<Record<string, string>> | void>;
  beforeImpl?(req: ApiRequest): Promise<void>;
  after?(req: ApiRequest, res: ApiResponse, timing: { readonly startedAtMillis: number }): Promise<void>;
}
