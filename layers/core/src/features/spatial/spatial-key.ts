/**
 * The spatial key of a point: a 3D Morton (Z-order) code over a monotone quantisation of the
 * coordinates, as a fixed-width hex string (DynamoDB sorts string keys bytewise, so the hex order
 * is the Morton order).
 *
 * Quantisation. Coordinates are unbounded doubles, so no fixed grid fits them all. Each container
 * has a grid chosen from its first batch: an origin (the batch's centre) and a scale S (twice its
 * largest half-extent). Per axis, u = (v - origin) / S; the central half of the cells is linear in
 * u over [-1, 1] (2^23 cells, so a first batch 1,000 units wide gets cells of about 0.00025), and
 * the outer quarters take |u| > 1 logarithmically (the order-preserving bits of the double u:
 * about 4,000 cells per doubling), so points far outside the first batch still get a key, only
 * coarser. The map is monotone, so an axis-aligned box in space is a box of cells.
 *
 * A box query is cut into at most `maxRanges` key ranges by descending the implicit octree of
 * cells breadth-first while the budget allows (`boxRanges`); the points of the ranges outside the
 * box are read and dropped, the price of a bounded number of round trips.
 */
export const AXIS_BITS = 24;
/** Hex characters of a key: 3 × 24 bits. */
export const KEY_CHARS = (3 * AXIS_BITS) / 4;
const MAX_CELL = 2 ** AXIS_BITS - 1;
const MID = 2 ** (AXIS_BITS - 1);
const QUARTER = 2 ** (AXIS_BITS - 2);

const view = new DataView(new ArrayBuffer(8));
const highWord = (v: number) => {
  view.setFloat64(0, v);
  return view.getUint32(0);
};
const ONE = highWord(1);

/** A container's grid: where its first batch was, and how wide. */
export interface Grid {
  readonly origin: Vec3;
  readonly scale: number;
}

/** The cell of `u` (a coordinate relative to the grid, in units of its scale) on one axis: monotone in `u`. */
export function quantise(u: number): number {
  if (Number.isNaN(u)) return 0;
  const a = Math.abs(u);
  if (a <= 1) return Math.min(3 * QUARTER, Math.floor(MID + u * QUARTER));
  const far = Math.min(QUARTER - 1, (highWord(a) - ONE) >>> (30 - (AXIS_BITS - 2)));
  return u > 0 ? 3 * QUARTER + far : QUARTER - 1 - far;
}

/** The grid of a first batch: its bounding box's centre, and twice its largest half-extent (never zero). */
export function gridOf(points: readonly Vec3[]): Grid {
  const axis = (pick: (p: Vec3) => number) => {
    let lo = Infinity;
    let hi = -Infinity;
    for (const p of points) {
      lo = Math.min(lo, pick(p));
      hi = Math.max(hi, pick(p));
    }
    return { mid: lo / 2 + hi / 2, half: hi / 2 - lo / 2 };
  };
  const x = axis((p) => p.x),
    y = axis((p) => p.y),
    z = axis((p) => p.z);
  const half = Math.max(x.half, y.half, z.half);
  const magnitude = Math.max(Math.abs(x.mid), Math.abs(y.mid), Math.abs(z.mid));
  // A single point tells nothing of the spread: assume the data spans its distance from zero.
  const scale = half > 0 ? Math.max(2 * half, magnitude / 1024) : Math.max(1, magnitude);
  return { origin: { x: x.mid, y: y.mid, z: z.mid }, scale: Number.isFinite(scale) ? scale : Number.MAX_VALUE };
}

const cell = (v: number, o: number, scale: number) => quantise((v - o) / scale);

/** Bit i of a byte moved to bit 3i. */
const SPREAD = (() => {
  const t = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let s = 0;
    for (let b = 0; b < 8; b++) if ((i >> b) & 1) s |= 1 << (3 * b);
    t[i] = s;
  }
  return t;
})();

/** The Morton key of a cell (x the most significant of each bit triple). */
export function cellKey(x: number, y: number, z: number): string {
  let out = '';
  for (let shift = AXIS_BITS - 8; shift >= 0; shift -= 8) {
    const c = (SPREAD[(x >>> shift) & 255]! << 2) | (SPREAD[(y >>> shift) & 255]! << 1) | SPREAD[(z >>> shift) & 255]!;
    out += c.toString(16).padStart(6, '0');
  }
  return out;
}

export interface Vec3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}
export interface Box {
  readonly min: Vec3;
  readonly max: Vec3;
}

export const pointKey = (p: Vec3, g: Grid): string =>
  cellKey(cell(p.x, g.origin.x, g.scale), cell(p.y, g.origin.y, g.scale), cell(p.z, g.origin.z, g.scale));

/** An inclusive range of keys. */
export interface KeyRange {
  readonly lo: string;
  readonly hi: string;
}

interface CellBox {
  readonly lo: readonly [number, number, number];
  readonly hi: readonly [number, number, number];
}
interface Node {
  readonly level: number;
  readonly p: readonly [number, number, number];
}

const nodeSpan = (n: Node) => 2 ** (AXIS_BITS - n.level);
function nodeBounds(n: Node): CellBox {
  const s = nodeSpan(n);
  return { lo: [n.p[0] * s, n.p[1] * s, n.p[2] * s], hi: [n.p[0] * s + s - 1, n.p[1] * s + s - 1, n.p[2] * s + s - 1] };
}
const nodeRange = (n: Node): KeyRange => {
  const b = nodeBounds(n);
  return { lo: cellKey(b.lo[0], b.lo[1], b.lo[2]), hi: cellKey(b.hi[0], b.hi[1], b.hi[2]) };
};

type Relation = 'outside' | 'inside' | 'partial';
function relate(n: Node, q: CellBox): Relation {
  const b = nodeBounds(n);
  let inside = true;
  for (let a = 0; a < 3; a++) {
    if (b.hi[a]! < q.lo[a]! || b.lo[a]! > q.hi[a]!) return 'outside';
    if (b.lo[a]! < q.lo[a]! || b.hi[a]! > q.hi[a]!) inside = false;
  }
  return inside ? 'inside' : 'partial';
}

/** The cells of a box in space: the monotone quantisation keeps it a box. */
export function cellBox(box: Box, g: Grid): CellBox {
  const q = (v: number, o: number) => Math.min(MAX_CELL, cell(v, o, g.scale));
  return {
    lo: [q(box.min.x, g.origin.x), q(box.min.y, g.origin.y), q(box.min.z, g.origin.z)],
    hi: [q(box.max.x, g.origin.x), q(box.max.y, g.origin.y), q(box.max.z, g.origin.z)],
  };
}

/**
 * At most `maxRanges` key ranges whose union holds every cell of `box` (and some cells around it):
 * the octree is refined level by level while the ranges it would give stay within the budget.
 */
export function boxRanges(box: Box, g: Grid, maxRanges: number): KeyRange[] {
  const q = cellBox(box, g);
  if (q.lo.some((v, a) => v > q.hi[a]!)) return [];
  const full: Node[] = [];
  let partial: Node[] = [{ level: 0, p: [0, 0, 0] }];
  if (relate(partial[0]!, q) === 'inside') return [nodeRange(partial[0]!)];
  for (let level = 1; level <= AXIS_BITS && partial.length > 0; level++) {
    const newFull: Node[] = [];
    const newPartial: Node[] = [];
    for (const n of partial) {
      for (let c = 0; c < 8; c++) {
        const child: Node = {
          level,
          p: [n.p[0] * 2 + ((c >> 2) & 1), n.p[1] * 2 + ((c >> 1) & 1), n.p[2] * 2 + (c & 1)],
        };
        const r = relate(child, q);
        if (r === 'inside') newFull.push(child);
        else if (r === 'partial') newPartial.push(child);
      }
    }
    if (full.length + newFull.length + newPartial.length > maxRanges) break;
    full.push(...newFull);
    partial = newPartial;
  }
  return mergeRanges([...full, ...partial].map(nodeRange));
}

/** Sorted, with touching or overlapping ranges joined. */
export function mergeRanges(ranges: readonly KeyRange[]): KeyRange[] {
  const sorted = [...ranges].sort((a, b) => (a.lo < b.lo ? -1 : a.lo > b.lo ? 1 : 0));
  const out: { lo: string; hi: string }[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && (r.lo <= last.hi || BigInt(`0x${last.hi}`) + 1n === BigInt(`0x${r.lo}`))) {
      if (r.hi > last.hi) last.hi = r.hi;
    } else {
      out.push({ lo: r.lo, hi: r.hi });
    }
  }
  return out;
}
