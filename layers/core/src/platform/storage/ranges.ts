import { Readable } from 'node:stream';
import type { StorageAdapter } from '../plugins/types.ts';

/** A satisfiable byte range of an object (inclusive bounds), or why a Range header is not served. */
export type ByteRange = { readonly start: number; readonly end: number } | 'unsatisfiable' | undefined;

/**
 * One `Range: bytes=…` range of an object of `size` bytes, its end capped so that at most `maxBytes`
 * are answered (RFC 9110 §14: the answer's Content-Range says which bytes came). `undefined` for no
 * header, a syntax this reader does not serve (several ranges, another unit): the whole object is
 * answered as without a Range; `unsatisfiable` when the range starts at or after the end (416).
 */
export function parseByteRange(header: string | undefined, size: number, maxBytes: number): ByteRange {
  if (header === undefined || header.length > 100) return undefined;
  const m = /^\s*bytes\s*=\s*(\d{0,15})\s*-\s*(\d{0,15})\s*$/i.exec(header);
  if (!m) return undefined;
  const [, a = '', b = ''] = m;
  let start: number;
  let end: number;
  if (a === '') {
    // A suffix: the last `b` bytes.
    if (b === '') return undefined;
    const n = Number(b);
    // An empty object has no last bytes to give (RFC 9110 §14.1.3): 416, as for a zero-length suffix.
    if (n === 0 || size === 0) return 'unsatisfiable';
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(a);
    if (start >= size) return 'unsatisfiable';
    end = b === '' ? size - 1 : Number(b);
    if (end < start) return undefined;
  }
  return { start, end: Math.min(end, size - 1, start + maxBytes - 1) };
}

/** Bytes `start`..`end` (inclusive) of a stored object: the adapter's ranged read, else its stream with the rest skipped. */
export async function readRange(adapter: StorageAdapter, key: string, start: number, end: number): Promise<Readable> {
  if (adapter.getRange) return adapter.getRange(key, start, end);
  const whole = await adapter.get(key);
  async function* slice(): AsyncGenerator<Buffer> {
    let at = 0;
    try {
      for await (const part of whole) {
        const b = Buffer.isBuffer(part) ? part : Buffer.from(part as Uint8Array);
        const from = Math.max(0, start - at);
        const to = Math.min(b.length, end - at + 1);
        at += b.length;
        if (to > from) yield b.subarray(from, to);
        if (at > end) return;
      }
    } finally {
      whole.destroy();
    }
  }
  return Readable.from(slice(), { objectMode: false });
}
