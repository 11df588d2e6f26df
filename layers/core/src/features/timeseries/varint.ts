/**
 * Byte-level primitives of the chunk codec: unsigned LEB128 varints over numbers and bigints,
 * zigzag for signed values, and MSB-first bit fields. Numbers take the fast path while they are
 * exact (below 2^53); anything larger goes through bigint, so int64 extremes stay exact.
 */
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export class ByteWriter {
  private buf: Uint8Array;
  private pos = 0;
  private bitByte = -1;
  private bitPos = 8;

  constructor(initial = 1024) {
    this.buf = new Uint8Array(initial);
  }

  private ensure(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
  }

  byte(b: number): void {
    this.ensure(1);
    this.buf[this.pos++] = b;
  }

  bytes(b: Uint8Array): void {
    this.ensure(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }

  /** Unsigned varint of a non-negative integer number below 2^53. */
  uvarint(n: number): void {
    this.ensure(8);
    while (n >= 0x80) {
      this.buf[this.pos++] = (n % 0x80) | 0x80;
      n = Math.floor(n / 0x80);
    }
    this.buf[this.pos++] = n;
  }

  uvarintBig(n: bigint): void {
    if (n <= SAFE) {
      this.uvarint(Number(n));
      return;
    }
    this.ensure(20);
    while (n >= 0x80n) {
      this.buf[this.pos++] = Number(n & 0x7fn) | 0x80;
      n >>= 7n;
    }
    this.buf[this.pos++] = Number(n);
  }

  zigzagBig(n: bigint): void {
    if (n >= -SAFE / 2n && n <= SAFE / 2n) this.uvarint(zigzag(Number(n)));
    else this.uvarintBig(n >= 0n ? n << 1n : (-n << 1n) - 1n);
  }

  /** Appends the low `n` (≤ 32) bits of `v`, most significant first. */
  bits(v: number, n: number): void {
    while (n > 0) {
      if (this.bitPos === 8) {
        this.byte(0);
        this.bitByte = this.pos - 1;
        this.bitPos = 0;
      }
      const take = Math.min(n, 8 - this.bitPos);
      const chunk = (v >>> (n - take)) & ((1 << take) - 1);
      this.buf[this.bitByte]! |= chunk << (8 - this.bitPos - take);
      this.bitPos += take;
      n -= take;
    }
  }

  /** Ends a bit field: what follows starts on a byte boundary. */
  alignBits(): void {
    this.bitPos = 8;
  }

  finish(): Uint8Array {
    return this.buf.slice(0, this.pos);
  }
}

export class ByteReader {
  private pos = 0;
  private bitPos = 8;
  private bitByte = 0;

  constructor(private readonly buf: Uint8Array) {}

  get done(): boolean {
    return this.pos >= this.buf.length;
  }

  byte(): number {
    if (this.pos >= this.buf.length) throw new RangeError('Chunk truncated.');
    return this.buf[this.pos++]!;
  }

  bytes(n: number): Uint8Array {
    if (this.pos + n > this.buf.length) throw new RangeError('Chunk truncated.');
    const out = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }

  /** An unsigned varint as a number; throws when it is beyond 2^53 (use uvarintBig). */
  uvarint(): number {
    let result = 0;
    let scale = 1;
    for (;;) {
      const b = this.byte();
      result += (b & 0x7f) * scale;
      if (b < 0x80) break;
      scale *= 0x80;
      if (scale > 2 ** 49) throw new RangeError('Varint beyond 2^53.');
    }
    return result;
  }

  uvarintBig(): bigint {
    let result = 0;
    let scale = 1;
    let i = 0;
    // Up to 7 bytes (49 bits) accumulate exactly in a number.
    for (; i < 7; i++) {
      const b = this.byte();
      result += (b & 0x7f) * scale;
      if (b < 0x80) return BigInt(result);
      scale *= 0x80;
    }
    let big = BigInt(result);
    let shift = 49n;
    for (;;) {
      const b = this.byte();
      big |= BigInt(b & 0x7f) << shift;
      if (b < 0x80) return big;
      shift += 7n;
      if (shift > 70n) throw new RangeError('Varint too long.');
    }
  }

  zigzagBig(): bigint {
    const z = this.uvarintBig();
    return (z & 1n) === 0n ? z >> 1n : -((z + 1n) >> 1n);
  }

  bits(n: number): number {
    let v = 0;
    while (n > 0) {
      if (this.bitPos === 8) {
        this.bitByte = this.byte();
        this.bitPos = 0;
      }
      const take = Math.min(n, 8 - this.bitPos);
      const chunk = (this.bitByte >>> (8 - this.bitPos - take)) & ((1 << take) - 1);
      v = v * (1 << take) + chunk;
      this.bitPos += take;
      n -= take;
    }
    return v;
  }

  alignBits(): void {
    this.bitPos = 8;
  }
}

/** Zigzag over a number with |n| ≤ 2^52: small magnitudes of either sign become small codes. */
export const zigzag = (n: number) => (n >= 0 ? n * 2 : -n * 2 - 1);
