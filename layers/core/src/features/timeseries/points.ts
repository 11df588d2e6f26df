import { badRequest } from '../../kernel/problem.ts';

/**
 * The timeseries domain: a point is an int64 nanosecond timestamp (≥ 0) and a value of one of
 * four types. JavaScript numbers hold integers exactly only up to 2^53, so timestamps and
 * Integer values are bigints; a Double is a number. A channel keeps the type of its first point.
 */
export type ValueType = 'Boolean' | 'Integer' | 'Double' | 'String';
export const valueTypes: readonly ValueType[] = ['Boolean', 'Integer', 'Double', 'String'];

export interface ValueOf {
  Boolean: boolean;
  Integer: bigint;
  Double: number;
  String: string;
}
export type PointValue = ValueOf[ValueType];

export interface Point<V extends PointValue = PointValue> {
  readonly timestamp: bigint;
  readonly value: V;
}

export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;

/**
 * A String value is at most this many UTF-8 bytes (InfluxDB's own limit for a string field), so
 * that one point always fits a chunk item with room to spare.
 */
export const MAX_STRING_BYTES = 64 * 1024;

export function valueTypeOf(value: PointValue): ValueType {
  switch (typeof value) {
    case 'boolean':
      return 'Boolean';
    case 'bigint':
      return 'Integer';
    case 'number':
      return 'Double';
    default:
      return 'String';
  }
}

export const isInt64 = (n: bigint) => n >= INT64_MIN && n <= INT64_MAX;
export const isTimestamp = (n: unknown): n is bigint => typeof n === 'bigint' && n >= 0n && n <= INT64_MAX;

const utf8 = new TextEncoder();

/**
 * Checks a batch as a whole before anything of it is written: every timestamp an int64 ≥ 0, every
 * value of one type (the channel's, when it has one), Integers within int64, Doubles finite (the
 * JSON wire cannot carry NaN or ±Infinity, so a stored one could never be answered), Strings
 * within MAX_STRING_BYTES. Throws a 400 problem naming the first offending point's index and
 * field; answers the batch's type.
 */
export function checkBatch(points: readonly Point[], channelType?: ValueType): ValueType {
  if (points.length === 0)
    throw badRequest('A batch holds at least one point.', {
      violations: [{ field: 'points', message: 'must not be empty' }],
    });
  const expected = channelType ?? valueTypeOf(points[0]!.value);
  points.forEach((p, i) => {
    if (!isTimestamp(p.timestamp))
      invalidPoint(i, 'timestamp', 'must be an integer number of nanoseconds between 0 and 2^63-1');
    const type = valueTypeOf(p.value);
    if (type !== expected) {
      invalidPoint(
        i,
        'value',
        channelType === undefined
          ? `is ${article(type)} but the batch starts with ${article(expected)}; a batch holds values of one type`
          : `is ${article(type)} but the channel holds ${expected} values`,
      );
    }
    if (typeof p.value === 'bigint' && !isInt64(p.value))
      invalidPoint(i, 'value', 'is an Integer outside the int64 range');
    if (typeof p.value === 'number' && !Number.isFinite(p.value)) invalidPoint(i, 'value', 'must be a finite number');
    if (
      typeof p.value === 'string' &&
      p.value.length * 3 > MAX_STRING_BYTES &&
      utf8.encode(p.value).length > MAX_STRING_BYTES
    ) {
      invalidPoint(i, 'value', `is a String longer than ${MAX_STRING_BYTES} UTF-8 bytes`);
    }
  });
  return expected;
}

/**
 * 400 naming the first point whose timestamp an earlier point of the same payload has: shepard 5.2
 * refuses such a payload whole ("the same timestamp value multiple times"). A point at a timestamp
 * already stored still replaces it (5.2 upserts).
 */
export function checkUniqueTimestamps(points: readonly Point[]): void {
  const seen = new Map<bigint, number>();
  points.forEach((p, i) => {
    const earlier = seen.get(p.timestamp);
    if (earlier !== undefined)
      invalidPoint(
        i,
        'timestamp',
        `${p.timestamp} repeats the timestamp of point ${earlier}; a payload holds one point per timestamp`,
      );
    seen.set(p.timestamp, i);
  });
}

const article = (t: ValueType) => `${t === 'Integer' ? 'an' : 'a'} ${t}`;

function invalidPoint(index: number, field: 'timestamp' | 'value', message: string): never {
  throw badRequest(`Point ${index}: ${field} ${message}; nothing of this batch was written.`, {
    index,
    violations: [{ field: `points.${index}.${field}`, message }],
  });
}

export const compareTimestamps = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** Orders values of one type: numbers and bigints numerically, false < true, strings by code point (UTF-8 byte order, as InfluxDB compares). */
export function compareValues(a: PointValue, b: PointValue): number {
  if (typeof a === 'string' && typeof b === 'string')
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return a < b ? -1 : a > b ? 1 : 0;
}
