import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { EARLY_TIMEOUT_MS, withEarlyTimeout } from '../../../layers/core/src/http/early-timeout.ts';

const withDeadline = (ms: number) => ({ getRemainingTimeInMillis: () => ms }) as Context;

describe('early timeout', () => {
  it('fails an invocation still running just before the Lambda deadline with a TimeoutError', async () => {
    const hang = withEarlyTimeout(() => new Promise<string>(() => undefined));
    await expect(hang({}, withDeadline(EARLY_TIMEOUT_MS + 20))).rejects.toMatchObject({
      name: 'TimeoutError',
      message: '[AbortError]: The operation was aborted.',
    });
  });

  it('answers what the handler answers in time, and runs unbounded without a deadline', async () => {
    const quick = withEarlyTimeout(async (event: { n: number }) => event.n + 1);
    expect(await quick({ n: 1 }, withDeadline(1_000))).toBe(2);
    expect(await quick({ n: 2 }, {} as Context)).toBe(3);
  });
});
