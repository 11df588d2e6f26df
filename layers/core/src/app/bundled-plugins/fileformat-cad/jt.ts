import type { Readable } from 'node:stream';
import { CAD, CadParseError, FactList, MFFD, type CadFact } from './facts.ts';

/**
 * JT (ISO 14306) file header and table of contents, streamed: the 80-byte version string, byte
 * order, TOC offset and LSG segment id, then the TOC entries wherever the offset points (bytes
 * before it are skipped, never kept). Offsets are 32-bit up to version 9, 64-bit from version 10.
 * Every number after the byte-order field is in the order it names (0 little-, 1 big-endian).
 */
const SEGMENT_TYPES: Readonly<Record<number, string>> = {
  1: 'LogicalSceneGraph',
  2: 'JTBRep',
  3: 'PMIData',
  4: 'MetaData',
  6: 'Shape',
  7: 'ShapeLOD0',
  8: 'ShapeLOD1',
  9: 'ShapeLOD2',
  10: 'ShapeLOD3',
  11: 'ShapeLOD4',
  12: 'ShapeLOD5',
  13: 'ShapeLOD6',
  14: 'ShapeLOD7',
  15: 'ShapeLOD8',
  16: 'ShapeLOD9',
  17: 'XTBRep',
  18: 'WireframeRep',
  20: 'ULP',
  23: 'STT',
  24: 'LWPA',
  30: 'MultiXTBRep',
  31: 'InfoSegment',
  32: 'AECShapeLOD',
  33: 'STEPBRep',
};
const MAX_ENTRIES = 1_000_000;

/** Reads exactly the byte ranges asked for, in increasing order, from a stream. */
class StreamCursor {
  private buf = Buffer.alloc(0);
  private pos = 0;
  private readonly it: AsyncIterator<Buffer>;
  constructor(body: Readable) {
    this.it = (body as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  }
  async read(offset: number, length: number): Promise<Buffer> {
    if (offset < this.pos) throw new CadParseError('JT offsets go backwards');
    while (this.pos + this.buf.length < offset + length) {
      const n = await this.it.next();
      if (n.done)
        throw new CadParseError(
          `truncated JT file: ${offset + length} bytes needed, ${this.pos + this.buf.length} present`,
        );
      this.buf = Buffer.concat([this.buf, n.value]);
      // Drop what lies before the wanted range: skipping a gigabyte keeps nothing of it.
      const drop = Math.min(this.buf.length, offset - this.pos);
      if (drop > 0) {
        this.buf = this.buf.subarray(drop);
        this.pos += drop;
      }
    }
    const drop = offset - this.pos;
    const out = Buffer.from(this.buf.subarray(drop, drop + length));
    this.buf = this.buf.subarray(drop + length);
    this.pos = offset + length;
    return out;
  }
  async close(): Promise<void> {
    await this.it.return?.();
  }
}

/** Readers for the byte order the file declares. */
interface Numbers {
  readonly name: 'little-endian' | 'big-endian';
  u16(b: Buffer, at: number): number;
  u32(b: Buffer, at: number): number;
  i32(b: Buffer, at: number): number;
  u64(b: Buffer, at: number): bigint;
}
const little: Numbers = {
  name: 'little-endian',
  u16: (b, at) => b.readUInt16LE(at),
  u32: (b, at) => b.readUInt32LE(at),
  i32: (b, at) => b.readInt32LE(at),
  u64: (b, at) => b.readBigUInt64LE(at),
};
const big: Numbers = {
  name: 'big-endian',
  u16: (b, at) => b.readUInt16BE(at),
  u32: (b, at) => b.readUInt32BE(at),
  i32: (b, at) => b.readInt32BE(at),
  u64: (b, at) => b.readBigUInt64BE(at),
};

function byteOrder(flag: number): Numbers {
  if (flag === 0) return little;
  if (flag === 1) return big;
  throw new CadParseError(`JT byte order ${flag} is neither 0 (little-endian) nor 1 (big-endian)`);
}

/** JT stores a GUID as U32, U16, U16, 8×U8, the numbers in the file's byte order. */
const guid = (n: Numbers, b: Buffer, at: number): string => {
  const h = (s: number, len: number) => b.subarray(at + s, at + s + len).toString('hex');
  return [
    n.u32(b, at).toString(16).padStart(8, '0'),
    n
      .u16(b, at + 4)
      .toString(16)
      .padStart(4, '0'),
    n
      .u16(b, at + 6)
      .toString(16)
      .padStart(4, '0'),
    h(8, 2),
    h(10, 6),
  ].join('-');
};

export async function parseJt(body: Readable): Promise<CadFact[]> {
  const cur = new StreamCursor(body);
  try {
    const versionBytes = await cur.read(0, 80);
    const version = versionBytes
      .toString('latin1')
      .replace(/[\s\0]+$/, '')
      .trim();
    const m = /^Version\s+(\d+)\.(\d+)\s+JT/.exec(version);
    if (!m) throw new CadParseError('not a JT file: the first 80 bytes are no "Version <n.n> JT" string');
    const major = Number(m[1]);
    const wide = major >= 10;
    const fixed = await cur.read(80, wide ? 1 + 4 + 8 + 16 : 1 + 4 + 4 + 16);
    const n = byteOrder(fixed.readUInt8(0));
    const tocOffset = wide ? Number(n.u64(fixed, 5)) : n.i32(fixed, 5);
    const lsg = guid(n, fixed, wide ? 13 : 9);
    const headerEnd = 80 + fixed.length;
    if (tocOffset < headerEnd) throw new CadParseError(`JT TOC offset ${tocOffset} lies inside the header`);
    const count = n.i32(await cur.read(tocOffset, 4), 0);
    if (count < 0 || count > MAX_ENTRIES) throw new CadParseError(`implausible JT TOC entry count ${count}`);
    const entrySize = wide ? 16 + 8 + 4 + 4 : 16 + 4 + 4 + 4;
    const toc = await cur.read(tocOffset + 4, count * entrySize);
    const byType = new Map<string, { n: number; bytes: number }>();
    let total = 0;
    for (let k = 0; k < count; k++) {
      const at = k * entrySize + 16 + (wide ? 8 : 4);
      const length = n.u32(toc, at);
      const type = n.u32(toc, at + 4) >>> 24;
      const name = SEGMENT_TYPES[type] ?? `Type${type}`;
      const e = byType.get(name) ?? { n: 0, bytes: 0 };
      byType.set(name, { n: e.n + 1, bytes: e.bytes + length });
      total += length;
    }
    const f = new FactList()
      .add(`${MFFD}format`, 'JT')
      .add(`${MFFD}status`, 'parsed')
      .add(`${CAD}jt:version`, `${m[1]}.${m[2]}`)
      .add(`${CAD}jt:versionString`, version)
      .add(`${CAD}jt:byteOrder`, n.name)
      .add(`${CAD}jt:tocOffset`, tocOffset)
      .add(`${CAD}jt:lsgSegmentId`, lsg)
      .add(`${CAD}jt:segmentCount`, count)
      .add(`${CAD}jt:segmentBytes`, total);
    for (const [name, e] of [...byType].sort((a, b) => a[0].localeCompare(b[0])))
      f.add(`${CAD}jt:segmentCount:${name}`, e.n);
    return f.facts;
  } finally {
    await cur.close();
  }
}
