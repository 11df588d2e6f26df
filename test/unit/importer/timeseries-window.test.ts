import { describe, expect, it } from 'vitest';
import {
  MAX_SPLIT_DEPTH,
  WindowRefused,
  copyWindow,
} from '../../../layers/core/src/features/importer/copy-timeseries.ts';
import { SourceError } from '../../../layers/core/src/features/importer/source.ts';

const key = { measurement: 'm', device: 'd', location: 'l', symbolicName: 's', field: 'f' };
/** What svc's own payload API answers for a range with too many points (features/timeseries/payload.ts). */
const svcTooMany = JSON.stringify({
  type: 'https://svc.example/problems/request.invalid',
  status: 400,
  detail: 'The range [0, 9] holds more than 100,000 points …',
  violations: [{ field: 'end', message: '[0, 9] holds more than 100,000 points' }],
});

/** A source whose payload answers `answer(start, end)`; counts the requests. */
function fakeSource(answer: (start: bigint, end: bigint) => { timestamp: bigint; value: number }[] | SourceError) {
  const seen: [bigint, bigint][] = [];
  return {
    seen,
    src: {
      json: async (path: string) => {
        const q = new URL(path, 'http://x').searchParams;
        const [start, end] = [BigInt(q.get('start') ?? ''), BigInt(q.get('end') ?? '')];
        seen.push([start, end]);
        const a = answer(start, end);
        if (a instanceof SourceError) throw a;
        return { points: a } as never;
      },
    },
  };
}

describe('copying a timeseries window', () => {
  it('halves a window only while the source says it holds too many points, and copies every point once', async () => {
    const all = Array.from({ length: 100 }, (_, i) => ({ timestamp: BigInt(i * 10), value: i }));
    const { src, seen } = fakeSource((s, e) => {
      const inside = all.filter((p) => p.timestamp >= s && p.timestamp <= e);
      return inside.length > 30 ? new SourceError('answered HTTP 400', 400, svcTooMany) : inside;
    });
    const written: bigint[] = [];
    const n = await copyWindow(
      src,
      1,
      key,
      0n,
      999n,
      async (points) => void written.push(...points.map((p) => p.timestamp)),
    );
    expect(n).toBe(100);
    expect(written).toEqual(all.map((p) => p.timestamp));
    expect(seen.length).toBeLessThan(20);
  });

  it('does not halve on a 400 for another reason: one request, refused', async () => {
    const { src, seen } = fakeSource(
      () =>
        new SourceError(
          'answered HTTP 400',
          400,
          JSON.stringify({ status: 400, violations: [{ field: 'measurement', message: 'unknown' }] }),
        ),
    );
    await expect(copyWindow(src, 1, key, 0n, 1_000_000n, async () => {})).rejects.toBeInstanceOf(WindowRefused);
    expect(seen).toHaveLength(1);
  });

  it('stops halving after MAX_SPLIT_DEPTH levels', async () => {
    const { src, seen } = fakeSource(() => new SourceError('answered HTTP 400', 400, 'too many points'));
    await expect(copyWindow(src, 1, key, 0n, 2n ** 62n, async () => {})).rejects.toThrow(/too many points/);
    expect(seen).toHaveLength(MAX_SPLIT_DEPTH + 1);
  });
});
