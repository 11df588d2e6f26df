import type { ApiResponse } from '../../kernel/api.ts';
import type { Answer, Middleware, Next, RouteRequest } from '../../kernel/pipeline.ts';

/** What the pipeline ends in: the route's implementation. */
export type Implementation = (req: RouteRequest) => Promise<ApiResponse>;

/**
 * The steps as one function, outermost first, ending in the implementation. Whatever a step (or
 * the implementation) throws becomes the error answer of the `next` its caller called, so every
 * step sees an answer and the request ends with the first error.
 */
export function compose(steps: readonly Middleware[], implementation: Implementation): Next {
  const at =
    (i: number): Next =>
    async (req) => {
      try {
        const step = steps[i];
        if (step) return await step.handle(req, at(i + 1));
        return { ok: true, response: await implementation(req) };
      } catch (error) {
        return { ok: false, error } satisfies Answer;
      }
    };
  return at(0);
}
