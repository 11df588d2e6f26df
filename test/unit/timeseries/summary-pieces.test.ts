import { describe, expect, it } from 'vitest';
import { bucketPieces, SUMMARY_PIECE_BUCKETS, SUMMARY_PIECES } from '#core/features/timeseries/chunk-store.ts';

describe('summary reads in pieces', () => {
  it('cuts a long range at bucket borders into contiguous pieces that hold every bucket once', () => {
    const width = 2_000_000_000n;
    for (const [start, end] of [
      [1_700_006_249_999_375_000n, 1_700_007_499_999_250_000n], // 626 buckets, both ends inside one
      [0n, 1_000n * width - 1n],
      [7n, 300n * width + 7n],
      [5n * width, 5n * width + 255n * width],
    ] as const) {
      const pieces = bucketPieces(start, end, width);
      const buckets = (end - (end % width) - (start - (start % width))) / width + 1n;
      const n = buckets / SUMMARY_PIECE_BUCKETS;
      expect(BigInt(pieces.length)).toBe(n < 2n ? 1n : n > SUMMARY_PIECES ? SUMMARY_PIECES : n);
      expect(pieces[0]![0]).toBe(start);
      expect(pieces[pieces.length - 1]![1]).toBe(end);
      for (const [i, [a, b]] of pieces.entries()) {
        expect(a <= b).toBe(true);
        if (i > 0) {
          expect(a).toBe(pieces[i - 1]![1] + 1n); // contiguous
          expect(a % width).toBe(0n); // at a bucket border: no bucket in two pieces
        }
      }
    }
  });

  it('reads a short range in one Query', () => {
    expect(bucketPieces(10n, 10n + 254n * 1000n, 1000n)).toEqual([[10n, 254_010n]]); // 255 buckets
    expect(bucketPieces(0n, 0n, 1000n)).toEqual([[0n, 0n]]);
  });
});
