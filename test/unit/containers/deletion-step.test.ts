import { afterEach, describe, expect, it, vi } from 'vitest';
import { STEP_TRIES, steadyStep, type PayloadPurger } from '#core/features/containers/deletion.ts';
import { dependencyUnavailable } from '#core/platform/dependencies.ts';

const message = { kind: 'SpatialDataContainer', containerId: 7 } as const;
const slow = () => dependencyUnavailable('dynamodb', 'DynamoDB did not answer in time (BatchWriteItem).');
const plenty = { remainingMs: () => 600_000 };

/** A purger whose steps fail with the given errors first, then delete 500 items. */
function purger(...failures: Error[]): PayloadPurger & { calls: number } {
  const p = {
    calls: 0,
    purgeStep: async () => {
      p.calls += 1;
      const f = failures.shift();
      if (f) throw f;
      return { deleted: 500, done: false };
    },
  };
  return p;
}

afterEach(() => vi.useRealTimers());

describe('a purge step of a deleted container', () => {
  it('is tried again after Retry-After when a dependency did not answer, and goes on', async () => {
    vi.useFakeTimers();
    const p = purger(slow(), slow());
    const step = steadyStep(p, message, plenty);
    await vi.advanceTimersByTimeAsync(5_000 + 10_000);
    await expect(step).resolves.toEqual({ deleted: 500, done: false });
    expect(p.calls).toBe(3);
  });

  it(`gives the message back after ${STEP_TRIES} tries`, async () => {
    vi.useFakeTimers();
    const p = purger(...Array.from({ length: STEP_TRIES }, slow));
    const step = steadyStep(p, message, plenty);
    const settled = expect(step).rejects.toMatchObject({ code: 'dependency.unavailable' });
    await vi.advanceTimersByTimeAsync(60_000);
    await settled;
    expect(p.calls).toBe(STEP_TRIES);
  });

  it('does not retry other errors, nor when the invocation has no time for the wait', async () => {
    const broken = purger(new TypeError('bad item'));
    await expect(steadyStep(broken, message, plenty)).rejects.toThrow('bad item');
    expect(broken.calls).toBe(1);
    const late = purger(slow());
    await expect(steadyStep(late, message, { remainingMs: () => 31_000 })).rejects.toMatchObject({
      code: 'dependency.unavailable',
    });
    expect(late.calls).toBe(1);
  });
});
