import { ByteReader, ByteWriter } from './varint.ts';
import { compareValues, type Point, type PointValue, type ValueType } from './points.ts';

/**
 * What a chunk knows about its points without decoding them, so that COUNT, SUM, MEAN, MIN, MAX,
 * FIRST, LAST, SPREAD (and STDDEV through m2) over whole chunks read only these.
 *
 * - numeric channels: `sum` (Integer: exact bigint; Double: compensated sum), `min`, `max`, and
 *   `m2`, the sum of squared deviations from the chunk's mean (merge chunks with Chan et al.'s
 *   formula for the variance of a union);
 * - Boolean: `trues`, the number of true values;
 * - String: count, first and last only.
 */
export interface ChunkSummary {
  /** The bucket's start and the key of the part within it (buckets.ts: a bucket is split by time into parts). */
  readonly bucket: bigint;
  readonly partKey: bigint;
  readonly count: number;
  readonly first: Point;
  readonly last: Point;
  readonly min?: number | bigint;
  readonly max?: number | bigint;
  readonly sum?: number | bigint;
  readonly m2?: number;
  readonly trues?: number;
  /**
   * The summaries of the chunk's points in each tenth of its bucket (tiles), time order, empty
   * tenths left out; present only when read from the `tiles` index (ChunkStore.readSummaries with `tiles`).
   */
  readonly tiles?: readonly ChunkSummary[];
}

/**
 * A bucket is cut into TILES tiles of equal width, each summarised on its own, so that an aggregate
 * whose bucket width is a multiple of a tile's (but not of the bucket's) combines tile summaries
 * instead of decoding the chunk. Bucket widths are {1, 2, 5}·10^k ns (buckets.ts), so a tile's width
 * is too, and every width {1, 2, 4}·10^j not narrower than a tile is a multiple of it.
 */
export const TILES = 10n;

/** A tile's width in a bucket of `width` (every bucket width is a multiple of TILES). */
export const tileWidth = (width: bigint): bigint => width / TILES;

/** The summaries of the points of one part in each tile of its bucket (empty tiles left out). */
export function summarizeTiles(
  type: ValueType,
  bucket: bigint,
  width: bigint,
  partKey: bigint,
  points: readonly Point[],
): ChunkSummary[] {
  const w = tileWidth(width);
  const out: ChunkSummary[] = [];
  let from = 0;
  while (from < points.length) {
    const tile = (points[from]!.timestamp - bucket) / w;
    const border = bucket + (tile + 1n) * w;
    let to = from + 1;
    while (to < points.length && points[to]!.timestamp < border) to++;
    out.push(summarize(type, bucket, partKey, points.slice(from, to)));
    from = to;
  }
  return out;
}

/**
 * Whether chunks of this type keep tiles: not String channels, whose tiles would repeat first and
 * last values of any length (a part's item could pass DynamoDB's 400 KB), for the three functions
 * (COUNT, FIRST, LAST) they answer.
 */
export const keepsTiles = (type: ValueType): boolean => type !== 'String';

/**
 * Tile summaries as stored (attribute `st`, binary, about 50 bytes a tile of a Double channel): per
 * tile its count, first and last timestamp as offsets from the bucket's start (varints), then by
 * type: Double the first, last, min, max and sum as float64; Integer the same as zigzag varints
 * (exact beyond int64); Boolean first, last and the count of trues.
 */
export function tilesToAttribute(type: ValueType, bucket: bigint, tiles: readonly ChunkSummary[]): Uint8Array {
  const w = new ByteWriter(64 * tiles.length);
  const float = new DataView(new ArrayBuffer(8));
  for (const t of tiles) {
    w.uvarint(t.count);
    w.uvarintBig(t.first.timestamp - bucket);
    w.uvarintBig(t.last.timestamp - bucket);
    const values = [t.first.value, t.last.value, t.min, t.max, t.sum];
    switch (type) {
      case 'Double':
        for (const v of values) {
          float.setFloat64(0, Number(v), true);
          w.bytes(new Uint8Array(float.buffer.slice(0)));
        }
        break;
      case 'Integer':
        for (const v of values) w.zigzagBig(BigInt(v as bigint));
        break;
      case 'Boolean':
        w.byte(t.first.value === true ? 1 : 0);
        w.byte(t.last.value === true ? 1 : 0);
        w.uvarint(t.trues ?? 0);
        break;
      default:
        throw new RangeError('String channels keep no tiles.');
    }
  }
  return w.finish();
}

export function tilesFromAttribute(type: ValueType, bucket: bigint, partKey: bigint, data: Uint8Array): ChunkSummary[] {
  const r = new ByteReader(data);
  const out: ChunkSummary[] = [];
  const float = () => new DataView(r.bytes(8).slice().buffer).getFloat64(0, true);
  while (!r.done) {
    const count = r.uvarint();
    const t0 = bucket + r.uvarintBig();
    const t1 = bucket + r.uvarintBig();
    const base = { bucket, partKey, count };
    switch (type) {
      case 'Double': {
        const [f, l, min, max, sum] = [float(), float(), float(), float(), float()];
        out.push({ ...base, first: { timestamp: t0, value: f }, last: { timestamp: t1, value: l }, min, max, sum });
        break;
      }
      case 'Integer': {
        const [f, l, min, max, sum] = [r.zigzagBig(), r.zigzagBig(), r.zigzagBig(), r.zigzagBig(), r.zigzagBig()];
        out.push({ ...base, first: { timestamp: t0, value: f }, last: { timestamp: t1, value: l }, min, max, sum });
        break;
      }
      case 'Boolean': {
        const [f, l, trues] = [r.byte() === 1, r.byte() === 1, r.uvarint()];
        out.push({ ...base, first: { timestamp: t0, value: f }, last: { timestamp: t1, value: l }, trues });
        break;
      }
      default:
        throw new RangeError('String channels keep no tiles.');
    }
  }
  return out;
}

export function summarize(type: ValueType, bucket: bigint, partKey: bigint, points: readonly Point[]): ChunkSummary {
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) throw new RangeError('A chunk holds at least one point.');
  const base = { bucket, partKey, count: points.length, first, last };
  switch (type) {
    case 'Double': {
      const xs = points.map((p) => p.value as number);
      const sum = neumaierSum(xs);
      const mean = sum / xs.length;
      let min = xs[0]!;
      let max = xs[0]!;
      let m2 = 0;
      for (const x of xs) {
        if (x < min) min = x;
        if (x > max) max = x;
        m2 += (x - mean) * (x - mean);
      }
      return { ...base, sum, min, max, m2 };
    }
    case 'Integer': {
      let sum = 0n;
      let min = points[0]!.value as bigint;
      let max = min;
      for (const p of points) {
        const v = p.value as bigint;
        sum += v;
        if (v < min) min = v;
        if (v > max) max = v;
      }
      const mean = Number(sum) / points.length;
      let m2 = 0;
      for (const p of points) m2 += (Number(p.value) - mean) ** 2;
      return { ...base, sum, min, max, m2 };
    }
    case 'Boolean':
      return { ...base, trues: points.reduce((n, p) => n + (p.value === true ? 1 : 0), 0) };
    default:
      return base;
  }
}

/** Neumaier's compensated sum: the error does not grow with the number of terms. */
export function neumaierSum(xs: readonly number[]): number {
  let sum = 0;
  let c = 0;
  for (const x of xs) {
    const t = sum + x;
    c += Math.abs(sum) >= Math.abs(x) ? sum - t + x : x - t + sum;
    sum = t;
  }
  return sum + c;
}

/**
 * The summary of the union of disjoint parts of one channel (a rollup window's chunks), as one
 * summary of `bucket` (the window). First and last follow the tie rule of aggregate.ts (at equal
 * timestamps the greater value); m2 merges by Chan et al.'s formula.
 */
export function combineStored(bucket: bigint, parts: readonly ChunkSummary[]): ChunkSummary | undefined {
  const [head, ...rest] = parts;
  if (head === undefined) return undefined;
  let acc: ChunkSummary = { ...head, bucket, partKey: bucket };
  for (const p of rest) {
    const n = acc.count + p.count;
    const next: { -readonly [K in keyof ChunkSummary]: ChunkSummary[K] } = {
      bucket,
      partKey: bucket,
      count: n,
      first:
        p.first.timestamp < acc.first.timestamp ||
        (p.first.timestamp === acc.first.timestamp && compareValues(p.first.value, acc.first.value) > 0)
          ? p.first
          : acc.first,
      last:
        p.last.timestamp > acc.last.timestamp ||
        (p.last.timestamp === acc.last.timestamp && compareValues(p.last.value, acc.last.value) > 0)
          ? p.last
          : acc.last,
    };
    if (acc.min !== undefined && p.min !== undefined) next.min = p.min < acc.min ? p.min : acc.min;
    if (acc.max !== undefined && p.max !== undefined) next.max = p.max > acc.max ? p.max : acc.max;
    if (acc.sum !== undefined && p.sum !== undefined)
      next.sum = typeof acc.sum === 'bigint' ? acc.sum + (p.sum as bigint) : acc.sum + (p.sum as number);
    if (acc.m2 !== undefined && p.m2 !== undefined && acc.sum !== undefined && p.sum !== undefined) {
      const delta = Number(p.sum) / p.count - Number(acc.sum) / acc.count;
      next.m2 = acc.m2 + p.m2 + (delta * delta * acc.count * p.count) / n;
    }
    if (acc.trues !== undefined && p.trues !== undefined) next.trues = acc.trues + p.trues;
    acc = next;
  }
  return acc;
}

/** Summary attributes as stored: exact decimal strings for int64 and float64 alike. */
export type SummaryAttributes = Record<string, string | number | boolean>;

const encodeValue = (v: PointValue): string | boolean =>
  typeof v === 'boolean' ? v : typeof v === 'string' ? v : String(v);
function decodeValue(type: ValueType, v: unknown): PointValue {
  if (type === 'Boolean') return v === true;
  if (type === 'Integer') return BigInt(String(v));
  if (type === 'Double') return Number(v);
  return String(v);
}

export const SUMMARY_ATTRIBUTES = ['n', 't0', 't1', 'f', 'l', 'lo', 'hi', 's', 'm2', 'nt'] as const;
/** What the tiles index projects: the summary and its tiles. */
export const TILE_ATTRIBUTES = [...SUMMARY_ATTRIBUTES, 'st'] as const;

export function summaryToItem(s: ChunkSummary): SummaryAttributes {
  const out: SummaryAttributes = {
    n: s.count,
    t0: s.first.timestamp.toString(),
    t1: s.last.timestamp.toString(),
    f: encodeValue(s.first.value),
    l: encodeValue(s.last.value),
  };
  if (s.min !== undefined) out['lo'] = String(s.min);
  if (s.max !== undefined) out['hi'] = String(s.max);
  if (s.sum !== undefined) out['s'] = String(s.sum);
  if (s.m2 !== undefined) out['m2'] = String(s.m2);
  if (s.trues !== undefined) out['nt'] = s.trues;
  return out;
}

export function summaryFromItem(
  type: ValueType,
  bucket: bigint,
  partKey: bigint,
  item: Record<string, unknown>,
): ChunkSummary {
  const num = (v: unknown) => (type === 'Integer' ? BigInt(String(v)) : Number(v));
  return {
    bucket,
    partKey,
    count: Number(item['n']),
    first: { timestamp: BigInt(String(item['t0'])), value: decodeValue(type, item['f']) },
    last: { timestamp: BigInt(String(item['t1'])), value: decodeValue(type, item['l']) },
    ...(item['lo'] === undefined ? {} : { min: num(item['lo']) }),
    ...(item['hi'] === undefined ? {} : { max: num(item['hi']) }),
    ...(item['s'] === undefined ? {} : { sum: num(item['s']) }),
    ...(item['m2'] === undefined ? {} : { m2: Number(item['m2']) }),
    ...(item['nt'] === undefined ? {} : { trues: Number(item['nt']) }),
    ...(item['st'] instanceof Uint8Array ? { tiles: tilesFromAttribute(type, bucket, partKey, item['st']) } : {}),
  };
}
