import type { ChannelKey } from './csv.ts';
import type { AnsweredPoint } from './payload.ts';

/**
 * The JSON of answered points, written directly: a raw read answers millions of points, and the
 * generic int64-exact writer (kernel/int64-json.ts) spends most of a read's time walking them.
 * The same text that writer gives: timestamps and Integers as their digits, Doubles in
 * JavaScript's shortest round-trip form with `.0` added to integral ones (so a Double stays a
 * Double), Strings escaped by JSON.stringify, null for a bucket without an answer.
 */
export function valueJson(v: AnsweredPoint['value']): string {
  switch (typeof v) {
    case 'bigint':
      return v.toString();
    case 'boolean':
      return v ? 'true' : 'false';
    case 'string':
      return JSON.stringify(v);
    case 'number': {
      // A non-integral finite double always prints with "." or "e": only integral ones need a look.
      if (!Number.isInteger(v)) {
        if (!Number.isFinite(v)) throw new TypeError(`${v} has no JSON representation.`);
        return String(v);
      }
      const text = Object.is(v, -0) ? '-0' : String(v);
      return /[eE]/.test(text) ? text : `${text}.0`;
    }
    default:
      return 'null';
  }
}

/** The points as the items of a JSON array, comma-separated, without the brackets (a streamed answer writes a chunk at a time). */
export function pointsItems(points: readonly AnsweredPoint[]): string {
  const parts = new Array<string>(points.length);
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    parts[i] = `{"timestamp":${p.timestamp},"value":${valueJson(p.value)}}`;
  }
  return parts.join(',');
}

export const pointsJson = (points: readonly AnsweredPoint[]): string => `[${pointsItems(points)}]`;

/** A `TimeseriesWithDataPoints` answer. */
export const withPointsJson = (timeseries: ChannelKey, points: readonly AnsweredPoint[]): string =>
  `{"timeseries":${JSON.stringify(timeseries)},"points":${pointsJson(points)}}`;
