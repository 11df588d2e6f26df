import type { Point, PointValue, ValueOf, ValueType } from './points.ts';
import { ByteReader, ByteWriter } from './varint.ts';

/**
 * The binary encoding of a chunk: points of one type, in timestamp order (equal timestamps are
 * allowed here; the store keeps one point per timestamp).
 *
 *   byte    format version (1)
 *   byte    value type (0 Boolean, 1 Integer, 2 Double, 3 String)
 *   uvarint point count n
 *   timestamps  zigzag varint of the first, then the delta-of-delta of each next one as a zigzag
 *               varint over bigint (exact for all of int64); a 0 is followed by a varint count of
 *               further 0s, so a regular rate (1 kHz from a clock) costs a few bytes per chunk
 *   values      Boolean: a bitmap, LSB first;
 *               Integer: zigzag varint of the first, then of each delta (bigint, exact);
 *               Double: Gorilla XOR-with-previous bit stream (Pelkonen et al., VLDB 2015);
 *               String: per value a varint UTF-8 length and the bytes.
 *
 * Doubles are stored by their bit pattern, so every float64 (NaN payloads, ±Infinity, -0) comes
 * back bit for bit; the domain (points.ts) still refuses non-finite values because the JSON wire
 * cannot answer them. Gorilla against plain float64: smooth full-precision values XOR to ~50
 * meaningful bits (a little under 8 bytes), repeated or few-digit values to a few bits; the
 * measured figures are in test/unit/timeseries/codec.test.ts and docs/timeseries.md.
 */
const VERSION = 1;
const TAGS: readonly ValueType[] = ['Boolean', 'Integer', 'Double', 'String'];
const SAFE_DOD = BigInt(2 ** 51);

export function encodeChunk<T extends ValueType>(type: T, points: readonly Point<ValueOf[T]>[]): Uint8Array {
  const w = new ByteWriter(Math.max(64, points.length * 9));
  w.byte(VERSION);
  w.byte(TAGS.indexOf(type));
  w.uvarint(points.length);
  encodeTimestamps(w, points);
  const values = points.map((p) => p.value) as readonly PointValue[];
  switch (type) {
    case 'Boolean':
      encodeBooleans(w, values as readonly boolean[]);
      break;
    case 'Integer':
      encodeIntegers(w, values as readonly bigint[]);
      break;
    case 'Double':
      encodeDoubles(w, values as readonly number[]);
      break;
    default:
      encodeStrings(w, values as readonly string[]);
  }
  return w.finish();
}

export interface DecodedChunk {
  readonly type: ValueType;
  readonly points: Point[];
}

export function decodeChunk(data: Uint8Array): DecodedChunk {
  const r = new ByteReader(data);
  const version = r.byte();
  if (version !== VERSION) throw new RangeError(`Unknown chunk format version ${version}.`);
  const type = TAGS[r.byte()];
  if (type === undefined) throw new RangeError('Unknown chunk value type.');
  const n = r.uvarint();
  const timestamps = decodeTimestamps(r, n);
  const values: readonly PointValue[] =
    type === 'Boolean'
      ? decodeBooleans(r, n)
      : type === 'Integer'
        ? decodeIntegers(r, n)
        : type === 'Double'
          ? decodeDoubles(r, n)
          : decodeStrings(r, n);
  const points: Point[] = new Array<Point>(n);
  for (let i = 0; i < n; i++) points[i] = { timestamp: timestamps[i]!, value: values[i]! };
  return { type, points };
}

/** The value type and point count from a chunk's header, without decoding it. */
export function chunkHeader(data: Uint8Array): { type: ValueType; count: number } {
  const r = new ByteReader(data);
  r.byte();
  const type = TAGS[r.byte()];
  if (type === undefined) throw new RangeError('Unknown chunk value type.');
  return { type, count: r.uvarint() };
}

function encodeTimestamps(w: ByteWriter, points: readonly Point[]): void {
  if (points.length === 0) return;
  let prev = points[0]!.timestamp;
  w.zigzagBig(prev);
  let prevDelta = 0n;
  let zeros = 0;
  for (let i = 1; i < points.length; i++) {
    const t = points[i]!.timestamp;
    const delta = t - prev;
    if (delta < 0n) throw new RangeError(`Chunk points out of timestamp order at ${i}.`);
    const dod = delta - prevDelta;
    if (dod === 0n) {
      zeros++;
    } else {
      if (zeros > 0) {
        w.uvarint(0);
        w.uvarint(zeros - 1);
        zeros = 0;
      }
      if (dod > -SAFE_DOD && dod < SAFE_DOD) {
        const d = Number(dod);
        w.uvarint(d >= 0 ? d * 2 : -d * 2 - 1);
      } else {
        w.zigzagBig(dod);
      }
    }
    prev = t;
    prevDelta = delta;
  }
  if (zeros > 0) {
    w.uvarint(0);
    w.uvarint(zeros - 1);
  }
}

function decodeTimestamps(r: ByteReader, n: number): bigint[] {
  const out = new Array<bigint>(n);
  if (n === 0) return out;
  let t = r.zigzagBig();
  out[0] = t;
  let delta = 0n;
  let i = 1;
  while (i < n) {
    const dod = r.zigzagBig();
    if (dod === 0n) {
      const run = r.uvarint() + 1;
      if (i + run > n) throw new RangeError('Chunk timestamp run beyond its count.');
      for (let k = 0; k < run; k++) {
        t += delta;
        out[i++] = t;
      }
    } else {
      delta += dod;
      t += delta;
      out[i++] = t;
    }
  }
  return out;
}

function encodeBooleans(w: ByteWriter, values: readonly boolean[]): void {
  for (let i = 0; i < values.length; i += 8) {
    let b = 0;
    for (let k = 0; k < 8 && i + k < values.length; k++) if (values[i + k]) b |= 1 << k;
    w.byte(b);
  }
}

function decodeBooleans(r: ByteReader, n: number): boolean[] {
  const bytes = r.bytes(Math.ceil(n / 8));
  const out = new Array<boolean>(n);
  for (let i = 0; i < n; i++) out[i] = (bytes[i >> 3]! & (1 << (i & 7))) !== 0;
  return out;
}

function encodeIntegers(w: ByteWriter, values: readonly bigint[]): void {
  let prev = 0n;
  for (const v of values) {
    w.zigzagBig(v - prev);
    prev = v;
  }
}

function decodeIntegers(r: ByteReader, n: number): bigint[] {
  const out = new Array<bigint>(n);
  let v = 0n;
  for (let i = 0; i < n; i++) {
    v += r.zigzagBig();
    out[i] = v;
  }
  return out;
}

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);
// Little-endian hosts (x86, ARM as Node runs them): u32[1] holds the sign, exponent and top mantissa.
const HI = 1;
const LO = 0;

const clz64 = (hi: number, lo: number) => (hi !== 0 ? Math.clz32(hi) : 32 + Math.clz32(lo));
const ctz32 = (x: number) => 31 - Math.clz32(x & -x);
const ctz64 = (hi: number, lo: number) => (lo !== 0 ? ctz32(lo) : 32 + ctz32(hi));

/** Writes bits [shift, shift+len) of the 64-bit value hi:lo. */
function writeField(w: ByteWriter, hi: number, lo: number, shift: number, len: number): void {
  let h = hi;
  let l = lo;
  if (shift >= 32) {
    l = hi >>> (shift - 32);
    h = 0;
  } else if (shift > 0) {
    l = ((lo >>> shift) | (hi << (32 - shift))) >>> 0;
    h = hi >>> shift;
  }
  if (len > 32) {
    w.bits(h, len - 32);
    w.bits(l, 32);
  } else w.bits(l, len);
}

function readField(r: ByteReader, shift: number, len: number): [number, number] {
  let h = 0;
  let l: number;
  if (len > 32) {
    h = r.bits(len - 32);
    l = r.bits(32);
  } else l = r.bits(len);
  if (shift >= 32) return [(l << (shift - 32)) >>> 0, 0];
  if (shift > 0) return [((h << shift) | (l >>> (32 - shift))) >>> 0, (l << shift) >>> 0];
  return [h, l];
}

function encodeDoubles(w: ByteWriter, values: readonly number[]): void {
  if (values.length === 0) return;
  f64[0] = values[0]!;
  let prevHi = u32[HI]!;
  let prevLo = u32[LO]!;
  w.bits(prevHi, 32);
  w.bits(prevLo, 32);
  let lead = -1;
  let trail = 0;
  for (let i = 1; i < values.length; i++) {
    f64[0] = values[i]!;
    const hi = u32[HI]!;
    const lo = u32[LO]!;
    const xh = (hi ^ prevHi) >>> 0;
    const xl = (lo ^ prevLo) >>> 0;
    prevHi = hi;
    prevLo = lo;
    if (xh === 0 && xl === 0) {
      w.bits(0, 1);
      continue;
    }
    const l = Math.min(clz64(xh, xl), 31);
    const t = ctz64(xh, xl);
    if (lead >= 0 && l >= lead && t >= trail) {
      w.bits(0b10, 2);
      writeField(w, xh, xl, trail, 64 - lead - trail);
    } else {
      lead = l;
      trail = t;
      const len = 64 - l - t;
      w.bits(0b11, 2);
      w.bits(l, 5);
      w.bits(len & 63, 6); // a 64-bit field is written as 0
      writeField(w, xh, xl, t, len);
    }
  }
  w.alignBits();
}

function decodeDoubles(r: ByteReader, n: number): number[] {
  const out = new Array<number>(n);
  if (n === 0) return out;
  let hi = r.bits(32);
  let lo = r.bits(32);
  u32[HI] = hi;
  u32[LO] = lo;
  out[0] = f64[0]!;
  let lead = 0;
  let trail = 0;
  for (let i = 1; i < n; i++) {
    if (r.bits(1) === 1) {
      if (r.bits(1) === 1) {
        lead = r.bits(5);
        const len = r.bits(6) || 64;
        trail = 64 - lead - len;
      }
      const [xh, xl] = readField(r, trail, 64 - lead - trail);
      hi = (hi ^ xh) >>> 0;
      lo = (lo ^ xl) >>> 0;
    }
    u32[HI] = hi;
    u32[LO] = lo;
    out[i] = f64[0]!;
  }
  r.alignBits();
  return out;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function encodeStrings(w: ByteWriter, values: readonly string[]): void {
  for (const v of values) {
    const b = encoder.encode(v);
    w.uvarint(b.length);
    w.bytes(b);
  }
}

function decodeStrings(r: ByteReader, n: number): string[] {
  const out = new Array<string>(n);
  for (let i = 0; i < n; i++) out[i] = decoder.decode(r.bytes(r.uvarint()));
  return out;
}
