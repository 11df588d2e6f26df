import { describe, expect, it } from 'vitest';
import { BodyTooLarge, readCapped } from '#core/platform/net/outbound-fetch.ts';

/** A body that sends `first` and then stalls until cancelled. */
function stalling(first: Uint8Array): { body: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(first);
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, cancelled: () => cancelled };
}

describe('readCapped, the one capped reader of outbound answers', () => {
  it('reads a body up to its limit exactly, and refuses one byte more with BodyTooLarge', async () => {
    const of = (n: number) => new Response(new Uint8Array(n).fill(97)).body;
    expect((await readCapped(of(10), 10)).toString()).toBe('a'.repeat(10));
    const err = await readCapped(of(11), 10).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BodyTooLarge);
    expect(err).toBeInstanceOf(RangeError);
    expect(await readCapped(null, 10)).toEqual(Buffer.alloc(0));
  });

  it('gives up a body that stalls when its signal aborts, with the reason, and cancels the stream', async () => {
    const s = stalling(new Uint8Array([1, 2, 3]));
    const t0 = Date.now();
    const err = await readCapped(s.body, 1_000, AbortSignal.timeout(200)).catch((e: unknown) => e);
    expect((err as Error).name).toBe('TimeoutError');
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(s.cancelled()).toBe(true);
  });
});
