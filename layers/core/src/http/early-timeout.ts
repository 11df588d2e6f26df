import type { Context } from 'aws-lambda';

/** How long before the Lambda deadline an invocation gives up (what @middy/core's `timeoutEarlyInMillis` defaulted to). */
export const EARLY_TIMEOUT_MS = 5;

/**
 * An invocation still running `EARLY_TIMEOUT_MS` before its deadline fails with a `TimeoutError`
 * (the handler's work is abandoned, as Lambda would at the deadline), so that the failure is the
 * function's own and logged as such rather than the platform killing it. Without a deadline (a
 * context without `getRemainingTimeInMillis`, as in tests) the handler just runs.
 */
export function withEarlyTimeout<E, R>(
  handler: (event: E, context: Context) => Promise<R>,
): (event: E, context: Context) => Promise<R> {
  return async (event, context) => {
    const work = handler(event, context);
    if (typeof context.getRemainingTimeInMillis !== 'function') return work;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error('[AbortError]: The operation was aborted.');
        error.name = 'TimeoutError';
        reject(error);
      }, context.getRemainingTimeInMillis() - EARLY_TIMEOUT_MS);
    });
    try {
      return await Promise.race([work, deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
}
