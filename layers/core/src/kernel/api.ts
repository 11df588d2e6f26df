import type * as z from 'zod';
import type { Principal } from './principal.ts';
import type { RouteDef } from './route-types.ts';
import type { PathParamsOf } from './path-params.ts';

/** A request as route implementations see it: no Lambda or API Gateway types. */
export interface ApiRequest<B = unknown, Q = Record<string, string>, P = Readonly<Record<string, string | number>>> {
  readonly route: RouteDef;
  readonly method: string;
  readonly path: string;
  /** The raw, decoded path parameters. */
  readonly pathParameters: Readonly<Record<string, string>>;
  /** The path parameters validated once against the row's declaration (see path-params.ts). */
  readonly params: P;
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
  ? R extends { request: { bodyOptional: true } }
    ? z.output<S> | undefined
    : z.output<S>
  : undefined;
type QueryOf<R> = R extends { request: { query: infer S extends z.ZodType } } ? z.output<S> : Record<string, string>;
type AuthedOf<R> = R extends { auth: 'public' | 'optional' } ? Principal | undefined : Principal;
type ParamsOf<R> = R extends { path: infer P extends string } ? PathParamsOf<P> : Record<string, never>;

export type RequestFor<R> = Omit<ApiRequest<BodyOf<R>, QueryOf<R>, ParamsOf<R>>, 'principal'> & {
  readonly principal: AuthedOf<R>;
};
export type Impl<R> = (req: RequestFor<R>) => Promise<ApiResponse>;

/** The implementations of a list of route rows: exactly one per operation, typed by its row. */
export type ImplsFor<T extends readonly RouteDef[]> = {
  readonly [R in T[number] as R['operationId']]: Impl<R>;
};

export const json = (status: number, body: unknown, headers?: Record<string, string>): ApiResponse => ({
  status,
  body,
  ...(headers ? { headers } : {}),
});
export const noContent = (): ApiResponse => ({ status: 204 });
