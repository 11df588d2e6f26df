/**
 * What the timeseries plot asks the server for (docs/console.md, Timeseries). Every time is an
 * exact int64 of nanoseconds held as a bigint: windows, bucket widths and request parameters are
 * computed in bigint and sent as decimal digits, never through a JavaScript number (today's
 * nanosecond timestamps, ~1.7 × 10^18, are beyond what a double holds exactly).
 */

export const INT64_MAX = 9_223_372_036_854_775_807n;
/** More points than this per pixel of plot width: buckets instead of raw points. */
export const POINTS_PER_PIXEL = 2;
/** The most buckets the console asks for per channel and request. */
export const MAX_BUCKETS = 4_000;
/** The server's own cap on raw points per answer (layers/core/src/features/timeseries/payload.ts). */
export const MAX_RAW_POINTS = 80_000;
/** The most channels plotted together. */
export const MAX_PLOTTED = 8;

/** A closed range [start, end] of nanoseconds. */
export interface Window {
  start: bigint;
  end: bigint;
}

/** One answer's COUNT buckets (aligned to the epoch, `width` ns each) over the range it covered. */
export interface CountLayer {
  covered: Window;
  width: bigint;
  buckets: readonly { start: bigint; count: number }[];
}

export type Plan = { kind: 'raw' } | { kind: 'buckets'; groupBy: bigint; buckets: number };

/** The buckets a `group_by` of `g` answers over [start, end] (the server's epoch alignment). */
export function bucketCount(w: Window, g: bigint): bigint {
  return w.end / g - w.start / g + 1n;
}

/**
 * The smallest bucket width that covers `w` in at most `n` epoch-aligned buckets (n ≥ 3): with
 * g ≥ span / (n − 2) the buckets from the one holding start to the one holding end are ≤ n.
 */
export function groupByFor(w: Window, n: number): bigint {
  const target = BigInt(Math.max(3, Math.floor(n)));
  const span = w.end - w.start;
  const g = (span + target - 3n) / (target - 2n); // ceil(span / (n − 2))
  return g < 1n ? 1n : g;
}

const MINUTE = 60_000_000_000n;

/**
 * The most points a bucketed read may make the server decode. Buckets narrower than the server's
 * minute rollups are computed from the raw points, and over ten million of them that runs out of
 * the request's 25 s budget, so the plot never drew. Over more points than this, buckets are whole
 * minutes at least (`rollupAligned`), which the server answers from its minute and hour rollups
 * without decoding a point; zoomed in below it, they are one pixel wide again.
 */
export const MAX_DECODED_POINTS = 2_000_000;

/**
 * The smallest width of the form {1, 2, 4}·10^k ns not below `g`. The server summarises each chunk
 * of a channel (a bucket of {1, 2, 5}·10^j ns) and each tenth of it, and every such width not
 * narrower than a tenth is a multiple of it, so these buckets never cut a summarised piece: the
 * server combines summaries instead of decoding points. At most 2.5 × `g`.
 */
export function summaryAligned(g: bigint): bigint {
  for (let decade = 1n; ; decade *= 10n) for (const m of [1n, 2n, 4n]) if (decade * m >= g) return decade * m;
}

/**
 * Over more points than this, bucket widths are `summaryAligned` (one to two and a half pixels
 * wide), so the server answers them from summaries; up to it, exactly one pixel wide, and the
 * server decodes at most this many points per request (about 0.1 s).
 */
export const PIXEL_EXACT_POINTS = 100_000;

/**
 * The decision for one channel's window on a plot `widthPx` pixels wide holding about
 * `points` points: raw points while they are at most two per pixel (and within the server's
 * raw cap), else buckets of one pixel's width (up to PIXEL_EXACT_POINTS points; above, one to two
 * and a half, `summaryAligned`; over MAX_DECODED_POINTS whole minutes at least), never more than
 * MAX_BUCKETS.
 */
export function planWindow(w: Window, widthPx: number, points: number): Plan {
  const px = Math.max(1, Math.floor(widthPx));
  if (points <= POINTS_PER_PIXEL * px && points <= MAX_RAW_POINTS) return { kind: 'raw' };
  const perPixel = groupByFor(w, Math.min(px, MAX_BUCKETS));
  const groupBy =
    points > MAX_DECODED_POINTS
      ? rollupAligned(perPixel < MINUTE ? MINUTE : perPixel)
      : points > PIXEL_EXACT_POINTS
        ? summaryAligned(perPixel)
        : perPixel;
  return { kind: 'buckets', groupBy, buckets: Number(bucketCount(w, groupBy)) };
}

const contains = (outer: Window, inner: Window) => outer.start <= inner.start && inner.end <= outer.end;

/**
 * The points a window holds, estimated from the finest COUNT layer that covers it (a bucket cut
 * by the window counts in proportion to the part inside); with no covering layer, the finest layer
 * that overlaps it. Rounded up; 0 without layers.
 */
export function estimatePoints(w: Window, layers: readonly CountLayer[]): number {
  const covering = layers.filter((l) => contains(l.covered, w));
  const pool =
    covering.length > 0 ? covering : layers.filter((l) => l.covered.start <= w.end && w.start <= l.covered.end);
  if (pool.length === 0) return 0;
  const layer = pool.reduce((a, b) => (b.width < a.width ? b : a));
  let sum = 0;
  for (const b of layer.buckets) {
    const bEnd = b.start + layer.width - 1n;
    if (bEnd < w.start || b.start > w.end) continue;
    const lo = b.start > w.start ? b.start : w.start;
    const hi = bEnd < w.end ? bEnd : w.end;
    const part = hi - lo + 1n;
    sum += part >= layer.width ? b.count : (b.count * Number((part * 1_000_000n) / layer.width)) / 1_000_000;
  }
  return Math.ceil(sum);
}

/** How the channel's extent is found: COUNT over the whole int64 range, then narrowed to its non-empty buckets. */
export const DISCOVERY_BUCKETS = MAX_BUCKETS;
/** Narrowing stops once the extent spans at least this many buckets (the ends are then found apart). */
export const DISCOVERY_RESOLUTION = 16n;
/**
 * A discovery bucket width the server answers from its minute and hour rollups: from a minute up,
 * rounded up to whole minutes (epoch-aligned buckets of whole minutes never cut a rollup window),
 * so narrowing a channel of ten million points does not decode its points.
 */
export function rollupAligned(g: bigint): bigint {
  return g >= MINUTE ? ((g + MINUTE - 1n) / MINUTE) * MINUTE : g;
}

export type DiscoveryStep = { done: false; next: Window } | { done: true; extent: Window; count: number };

/**
 * One narrowing step of the extent discovery: `buckets` are the non-empty COUNT buckets of
 * `asked` with width `g`. Done (with the total count) when nothing is there (count 0), when the
 * buckets are 1 ns wide, or when the non-empty span holds DISCOVERY_RESOLUTION buckets or more.
 */
export function discoveryStep(
  asked: Window,
  g: bigint,
  buckets: readonly { start: bigint; count: number }[],
): DiscoveryStep {
  const full = buckets.filter((b) => b.count > 0);
  const count = full.reduce((s, b) => s + b.count, 0);
  const first = full[0];
  const last = full[full.length - 1];
  if (first === undefined || last === undefined) return { done: true, extent: asked, count: 0 };
  const start = first.start < asked.start ? asked.start : first.start;
  const lastEnd = last.start + g - 1n;
  const extent = { start, end: lastEnd > asked.end ? asked.end : lastEnd };
  if (g === 1n || (extent.end - extent.start + 1n) / g >= DISCOVERY_RESOLUTION) return { done: true, extent, count };
  return { done: false, next: extent };
}

/** A fraction in [0, 1] of a window as an exact offset: the fraction is scaled to 10^12 parts first. */
function fractionOf(span: bigint, fraction: number): bigint {
  const f = Math.min(1, Math.max(0, fraction));
  return (span * BigInt(Math.round(f * 1e12))) / 1_000_000_000_000n;
}

/** The window between two fractions (0..1) of `extent`, at least 2 ns wide. */
export function windowAt(extent: Window, from: number, to: number): Window {
  const span = extent.end - extent.start;
  const start = extent.start + fractionOf(span, Math.min(from, to));
  let end = extent.start + fractionOf(span, Math.max(from, to));
  if (end <= start) end = start + 1n > extent.end ? extent.end : start + 1n;
  return { start, end };
}

/** `w` moved or resized to lie inside `extent` (as far as it fits). */
export function clampWindow(w: Window, extent: Window): Window {
  const span = w.end - w.start;
  const full = extent.end - extent.start;
  if (span >= full) return { ...extent };
  if (w.start < extent.start) return { start: extent.start, end: extent.start + span };
  if (w.end > extent.end) return { start: extent.end - span, end: extent.end };
  return w;
}

/** Zoomed in (factor > 1) or out (factor < 1) about its centre, kept inside `extent`, at least 2 ns wide. */
export function zoomWindow(w: Window, factor: number, extent: Window): Window {
  const span = w.end - w.start;
  const scaled = (span * 1_000_000n) / BigInt(Math.max(1, Math.round(factor * 1_000_000)));
  const next = scaled < 1n ? 1n : scaled;
  const centre = w.start + span / 2n;
  return clampWindow({ start: centre - next / 2n, end: centre - next / 2n + next }, extent);
}

/** Moved by `fraction` of its own width (negative: earlier), kept inside `extent`. */
export function panWindow(w: Window, fraction: number, extent: Window): Window {
  const span = w.end - w.start;
  const by = (span * BigInt(Math.round(Math.abs(fraction) * 1e6))) / 1_000_000n;
  const moved = fraction < 0 ? { start: w.start - by, end: w.end - by } : { start: w.start + by, end: w.end + by };
  return clampWindow(moved, extent);
}

/** Where a window lies in `extent`, in percent (for the chart's zoom slider: display only). */
export function percentOf(w: Window, extent: Window): { start: number; end: number } {
  const span = extent.end - extent.start;
  if (span <= 0n) return { start: 0, end: 100 };
  const pct = (t: bigint) => Number(((t - extent.start) * 100_000_000n) / span) / 1_000_000;
  return { start: pct(w.start), end: pct(w.end) };
}

/** The live window: the newest `span` ns up to `nowNs`. */
export function liveWindow(nowNs: bigint, span: bigint): Window {
  return { start: nowNs - span < 0n ? 0n : nowNs - span, end: nowNs };
}

/** Milliseconds since the epoch (a browser clock) as exact nanoseconds. */
export const msToNs = (ms: number): bigint => BigInt(Math.round(ms)) * 1_000_000n;

/**
 * A time typed by the user: an integer of nanoseconds (digits, kept exact) or an ISO date and time
 * (taken to the millisecond). Undefined when it is neither or outside [0, INT64_MAX].
 */
export function parseInstant(text: string): bigint | undefined {
  const s = text.trim();
  if (/^\d{1,19}$/.test(s)) {
    const n = BigInt(s);
    return n <= INT64_MAX ? n : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(s)) return undefined;
  const ms = Date.parse(s);
  return Number.isFinite(ms) && ms >= 0 ? msToNs(ms) : undefined;
}

/** An int64 timestamp as an ISO instant with its nanoseconds (e.g. 2023-11-14T22:13:20.123456789Z). */
export function isoNs(t: bigint): string {
  const ms = t / 1_000_000n;
  const iso = new Date(Number(ms)).toISOString(); // ms < 2^53: exact
  const sub = (t % 1_000_000_000n).toString().padStart(9, '0');
  return `${iso.slice(0, 19)}.${sub}Z`;
}

/** An answer's timestamp (a number when it fits a double exactly, else a bigint) as a bigint. */
export const asNs = (t: number | bigint): bigint => (typeof t === 'bigint' ? t : BigInt(t));

/** A channel's five names as one key (for query keys and selections). */
export interface ChannelNames {
  measurement: string;
  device: string;
  location: string;
  symbolicName: string;
  field: string;
}
export const channelKey = (c: ChannelNames): string =>
  JSON.stringify([c.measurement, c.device, c.location, c.symbolicName, c.field]);
export const channelLabel = (c: ChannelNames): string =>
  `${c.measurement}/${c.device}/${c.location}/${c.symbolicName}/${c.field}`;

/** The query parameters that name a channel (the wire spells `symbolic_name`). */
export const channelParams = (c: ChannelNames) => ({
  measurement: c.measurement,
  device: c.device,
  location: c.location,
  symbolic_name: c.symbolicName,
  field: c.field,
});

/** Channel rows kept by a filter: each word must occur in one of the five names or the type (case-insensitive). */
export function filterChannels<T extends ChannelNames & { valueType: string }>(rows: readonly T[], text: string): T[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((r) => {
    const hay = [r.measurement, r.device, r.location, r.symbolicName, r.field, r.valueType].join(' ').toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** Only numeric channels can be drawn (MIN, MAX and MEAN refuse String and Boolean channels). */
export const plottable = (valueType: string): boolean => valueType === 'Integer' || valueType === 'Double';
