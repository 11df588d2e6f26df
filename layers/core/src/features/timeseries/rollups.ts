/**
 * Rollups: the combined summary of every point of a channel in one epoch-aligned window (a minute,
 * an hour), kept beside the chunks so that an aggregate over a long range reads one small item
 * per window instead of one summary per chunk: the cost of MEAN over a day with group_by 60 s
 * follows the 1,440 buckets answered, not the 86 million points behind them.
 *
 * A level serves a channel when its window is a whole multiple of the channel's bucket width
 * (every chunk then lies in exactly one window), and a query when its group_by is a multiple of
 * the window (every window then lies in exactly one answered bucket) or it has no group_by.
 *
 * Items (`pk = CH#<channel>`, `sk = R#<level>#<window start, 19 digits>`): `g`, a generation that
 * every completed write into the window advances; `w`, the writes into the window in flight, and
 * `dt`, when the last one started; and, once materialised, the window's summary in the chunk
 * summary attributes (summary.ts). A write marks its windows before it writes chunks (`w` + 1) and
 * unmarks them after (`w` − 1, `g` + 1, summary removed), so a rollup is never fresher than its
 * chunks claim. A reader that finds a window stale computes it from the chunks (read consistently)
 * and stores it only if `g` is unchanged and no write is in flight, or the last one started more
 * than STALE_WRITE_MS ago (its writer died: its chunks are final either way). The writer's item
 * always exists once a window holds points, so a window without an item holds none.
 */
export interface RollupLevel {
  readonly code: 'H' | 'M';
  readonly width: bigint;
}

const SECOND = 1_000_000_000n;
/** Coarsest first. */
export const ROLLUP_LEVELS: readonly RollupLevel[] = [
  { code: 'H', width: 3600n * SECOND },
  { code: 'M', width: 60n * SECOND },
];

/** A write that started longer ago than this has ended (the HTTP functions time out after 29 s). */
export const STALE_WRITE_MS = 5 * 60_000;

/** The levels that serve a channel of this bucket width, coarsest first. */
export const levelsFor = (bucketWidth: bigint): RollupLevel[] =>
  ROLLUP_LEVELS.filter((l) => l.width > bucketWidth && l.width % bucketWidth === 0n);

/** The levels a query may answer from: each window must lie within one of its buckets. */
export const levelsForQuery = (bucketWidth: bigint, groupBy: bigint | undefined): RollupLevel[] =>
  levelsFor(bucketWidth).filter((l) => groupBy === undefined || groupBy % l.width === 0n);

export const rollupPrefix = (level: RollupLevel) => `R#${level.code}#`;
export const rollupKey = (level: RollupLevel, windowStart: bigint) =>
  `${rollupPrefix(level)}${windowStart.toString().padStart(19, '0')}`;

export function parseRollupKey(sk: string): bigint {
  const m = /^R#[HM]#(\d{19})$/.exec(sk);
  if (!m) throw new RangeError(`Not a rollup key: ${sk}`);
  return BigInt(m[1]!);
}

export const windowStart = (t: bigint, level: RollupLevel) => t - (t % level.width);

/** The windows (of every level serving the channel) that writes into these buckets touch. */
export function touchedWindows(
  bucketWidth: bigint,
  bucketStarts: Iterable<bigint>,
): { level: RollupLevel; start: bigint }[] {
  const out = new Map<string, { level: RollupLevel; start: bigint }>();
  for (const level of levelsFor(bucketWidth)) {
    for (const b of bucketStarts) {
      const start = windowStart(b, level);
      out.set(rollupKey(level, start), { level, start });
    }
  }
  return [...out.values()];
}

/**
 * The whole windows of a level inside [a, b] (inclusive ns), as [first window start, last window
 * start], or undefined when none fits.
 */
export function wholeWindows(a: bigint, b: bigint, level: RollupLevel): [bigint, bigint] | undefined {
  const first = a % level.width === 0n ? a : windowStart(a, level) + level.width;
  const last = windowStart(b + 1n, level) - level.width;
  return first <= last ? [first, last] : undefined;
}
