import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { StorageAdapter } from '../../../layers/core/src/platform/plugins/types.ts';
import { parseByteRange, readRange } from '../../../layers/core/src/platform/storage/ranges.ts';

describe('parseByteRange', () => {
  it('serves one bytes range, capped at the limit, and says when it starts past the end', () => {
    expect(parseByteRange(undefined, 10, 4)).toBeUndefined();
    expect(parseByteRange('bytes=2-3', 10, 4)).toEqual({ start: 2, end: 3 });
    expect(parseByteRange('bytes=2-', 10, 4)).toEqual({ start: 2, end: 5 });
    expect(parseByteRange('bytes=8-100', 10, 4)).toEqual({ start: 8, end: 9 });
    expect(parseByteRange('bytes=-3', 10, 4)).toEqual({ start: 7, end: 9 });
    expect(parseByteRange('bytes=-30', 10, 4)).toEqual({ start: 0, end: 3 });
    expect(parseByteRange('bytes=10-', 10, 4)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=10-12', 10, 4)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 10, 4)).toBe('unsatisfiable');
    // An empty file: no suffix to give, and no first byte either.
    expect(parseByteRange('bytes=-5', 0, 4)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-', 0, 4)).toBe('unsatisfiable');
    // Not served (the whole file is answered as without a Range): a reversed range, several, another unit.
    expect(parseByteRange('bytes=3-2', 10, 4)).toBeUndefined();
    expect(parseByteRange('bytes=0-1,3-4', 10, 4)).toBeUndefined();
    expect(parseByteRange('items=0-1', 10, 4)).toBeUndefined();
    expect(parseByteRange('bytes=-', 10, 4)).toBeUndefined();
    expect(parseByteRange(`bytes=${'9'.repeat(200)}-`, 10, 4)).toBeUndefined();
  });
});

describe('readRange', () => {
  it('reads a range from an adapter without ranged reads by skipping through its stream', async () => {
    const bytes = Buffer.from(Array.from({ length: 100 }, (_, i) => i));
    const adapter = {
      id: 'plain',
      capabilities: { presign: false, streaming: true },
      get: async () => Readable.from([bytes.subarray(0, 30), bytes.subarray(30, 31), bytes.subarray(31)]),
    } as unknown as StorageAdapter;
    const read = async (start: number, end: number) => {
      const parts: Buffer[] = [];
      for await (const p of await readRange(adapter, 'k', start, end)) parts.push(p as Buffer);
      return Buffer.concat(parts);
    };
    expect(await read(0, 99)).toEqual(bytes);
    expect(await read(29, 31)).toEqual(bytes.subarray(29, 32));
    expect(await read(30, 30)).toEqual(bytes.subarray(30, 31));
    expect(await read(95, 99)).toEqual(bytes.subarray(95));
  });
});
