import type { z } from 'zod';
import type { Principal } from '../auth/principal.ts';
import type { Route } from './routes.ts';
import type { EndpointGroup, RouteDef } from './route-types.ts';

/** A request as route implementations see it: no Lambda or API Gateway types. */
export interface ApiRequest<B = unknown, Q = Record<string, string>> {
  readonly route: RouteDef;
  readonly method: string;
  readonly path: string;
  readonly pathParameters: Readonly<Record<string, string>>;
  readonly query: Q;
  /** Lower-cased header names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: B;
  readonly rawBody: Buffer | undefined;
  readonly principal: Principal | undefined;
  readonly requestId: string;
}

export interface ApiResponse {
  readonly status: number;
  /** JSON-serialised unless it is a string or Buffer. */
  readonly body?: unknown;
  readonly contentType?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

type BodyOf<R> = R extends { request: { body: infer S extends z.ZodType } }
  ? R extends { request: { bodyOptional: true } } ? z.output<S> | undefined : z.output<S>
  : undefined;
type QueryOf<R> = R extends { request: { query: infer S extends z.ZodType } } ? z.output<S> : Record<string, string>;
type AuthedOf<R> = R extends { auth: 'public' | 'optional' } ? Principal | undefined : Principal;

export type RequestFor<R> = Omit<ApiRequest<BodyOf<R>, QueryOf<R>>, 'principal'> & { readonly principal: AuthedOf<R> };

/** The implementations a group handler must provide: exactly one per route of its group. */
export type GroupImpls<G extends EndpointGroup> = {
  readonly [R in Extract<Route, { group: G }> as R['operationId']]: (req: RequestFor<R>) => Promise<ApiResponse>;
};

export const json = (status: number, body: unknown, headers?: Record<string, string>): ApiResponse => ({
  status, body, ...(headers ? { headers } : {}),
});
export const noContent = (): ApiResponse => ({ status: 204 });
