import type { ApiRequest, ApiResponse } from './api.ts';

/**
 * A request on its way through a route's pipeline: the request the implementation will see, as
 * far as the steps before have established it. The fields a step establishes hold the values as
 * sent until that step has run: `principal` is undefined before the auth gate, `params` the raw
 * path parameters before their validation, `query` the raw query before its schema, `body`
 * undefined before the body is parsed (`rawBody` holds it from the start).
 */
export interface RouteRequest extends ApiRequest<unknown, Readonly<Record<string, unknown>>> {
  /** What the Lambda authorizer passed on (API Gateway's `requestContext.authorizer.lambda`). */
  readonly authorizer: Readonly<Record<string, unknown>> | undefined;
  /** When the request entered the pipeline, in epoch milliseconds. */
  readonly startedAtMillis: number;
}

/** How a request ended: what the implementation answered, or what a step threw. */
export type Outcome =
  | { readonly ok: true; readonly response: ApiResponse }
  | { readonly ok: false; readonly error: unknown };

/**
 * A step's answer. An error is answered as problem JSON once the pipeline is done; `headers` go
 * on the answer whatever it turns out to be, errors included, beneath its own (the legacy-shelf
 * signals).
 */
export type Answer = Outcome & { readonly headers?: Readonly<Record<string, string>> };

/** The rest of the pipeline. It never throws: what a later step throws comes back as an error answer. */
export type Next = (req: RouteRequest) => Promise<Answer>;

/**
 * One named step of the request pipeline, onion-shaped: it may refine the request it hands on,
 * answer without calling `next`, throw (the request then ends with that error), and look at or
 * amend the answer of the steps after it.
 */
export interface Middleware {
  readonly name: string;
  readonly handle: (req: RouteRequest, next: Next) => Promise<Answer>;
}

/** The answer with `headers` added beneath the ones a later step gave it. */
export const withAnswerHeaders = (answer: Answer, headers: Readonly<Record<string, string>>): Answer => ({
  ...answer,
  headers: { ...headers, ...answer.headers },
});
