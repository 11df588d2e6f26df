import { badRequest } from '../../kernel/problem.ts';
import { aggregateFunctions, bucketCount, isAggregateFunction, type AggregateFunction } from './aggregate.ts';
import { fillOptions, isFillOption, type FillOption } from './fill.ts';
import { INT64_MAX } from './points.ts';

/**
 * The most buckets one aggregate query may answer: 100,000 (about 2.4 MB of JSON). With a
 * gap-filling fill_option every bucket of the range is answered, so a group_by of 1 ns over a day
 * is a 400 here, before anything is read; with fill NONE (the default) only the buckets holding
 * points are, so such a query is read until more than 100,000 buckets are found to hold points and
 * then refused with the same 400 (payload.ts, query-engine.ts), or answered when fewer do.
 */
export const MAX_BUCKETS = 100_000;

/** The query parameters of `GET .../payload` and `GET .../export`, as received (strings) or already parsed. */
export interface RawAggregateQuery {
  readonly start?: string | bigint | undefined;
  readonly end?: string | bigint | undefined;
  readonly function?: string | undefined;
  readonly group_by?: string | bigint | undefined;
  readonly fill_option?: string | undefined;
}

export interface AggregateQuery {
  readonly start: bigint;
  readonly end: bigint;
  /** Absent: the raw points of [start, end]. */
  readonly fn?: AggregateFunction | undefined;
  /** The bucket width; with a function always set (end − start when no group_by was given). */
  readonly groupBy?: bigint | undefined;
  /** NONE when none was given (5.2's default). */
  readonly fill: FillOption;
  /** Whether fill_option was given (5.2 refuses any, NONE too, on Boolean and String channels). */
  readonly fillGiven: boolean;
}

/**
 * Validates the time-range and aggregation parameters as shepard 5.2 does; each failure is a 400
 * naming its field:
 * - INTEGRAL is refused ("not implemented" upstream; checkLegacyFunction);
 * - group_by or fill_option without function, and fill_option without group_by, are refused;
 * - without group_by the bucket width is end − start (so start = end needs a group_by), and the
 *   buckets are aligned to the epoch as with one (aggregate.ts);
 * - a query whose answer could hold more than MAX_BUCKETS buckets is refused: with a gap-filling
 *   fill_option every bucket of the range is answered, so the range's bucket count decides here;
 *   with fill NONE the aggregation stops with the 400 once more than MAX_BUCKETS buckets are found
 *   to hold points (payload.ts).
 * The checks that depend on the channel's value type are in payload.ts (checkQueryForType).
 */
export function parseAggregateQuery(raw: RawAggregateQuery): AggregateQuery {
  const start = timestamp('start', raw.start);
  const end = timestamp('end', raw.end);
  if (start > end) invalid('start', `(${start}) is after end (${end})`);
  let fn: AggregateFunction | undefined;
  if (raw.function !== undefined) {
    if (!isAggregateFunction(raw.function))
      invalid('function', `must be one of ${aggregateFunctions.join(', ')}, got "${raw.function.slice(0, 64)}"`);
    fn = raw.function;
    if (fn === 'INTEGRAL')
      invalid('function', 'INTEGRAL is not implemented on /svc/api (shepard 5.2 answers the same)');
  }
  let fill: FillOption | undefined;
  if (raw.fill_option !== undefined) {
    if (!isFillOption(raw.fill_option))
      invalid('fill_option', `must be one of ${fillOptions.join(', ')}, got "${raw.fill_option.slice(0, 64)}"`);
    fill = raw.fill_option;
  }
  let groupBy: bigint | undefined;
  if (raw.group_by !== undefined) {
    groupBy = int64('group_by', raw.group_by);
    if (groupBy <= 0n) invalid('group_by', `must be a positive number of nanoseconds, got ${groupBy}`);
  }
  if (fn === undefined) {
    if (groupBy !== undefined) invalid('group_by', 'needs a function: grouping applies to aggregates only');
    if (fill !== undefined) invalid('fill_option', 'needs a function: gap filling applies to aggregates only');
    return { start, end, fill: 'NONE', fillGiven: false };
  }
  if (fill !== undefined && groupBy === undefined)
    invalid('fill_option', 'needs a group_by: gap filling needs a bucket width');
  if (groupBy === undefined) {
    if (start === end)
      invalid(
        'group_by',
        `is needed when start equals end: without it the bucket width is end − start, here 0 (start ${start})`,
      );
    groupBy = end - start;
  }
  const fillGiven = fill !== undefined;
  fill ??= 'NONE';
  if (fill !== 'NONE') {
    const buckets = bucketCount(start, end, groupBy);
    if (buckets > BigInt(MAX_BUCKETS))
      invalid(
        'group_by',
        `of ${groupBy} ns over [${start}, ${end}] would answer ${buckets} buckets; at most ${MAX_BUCKETS} are allowed`,
      );
  }
  return { start, end, fn, groupBy, fill, fillGiven };
}

function timestamp(field: string, value: string | bigint | undefined): bigint {
  if (value === undefined || value === '')
    invalid(field, 'is required (an integer number of nanoseconds since the epoch)');
  const n = int64(field, value);
  if (n < 0n) invalid(field, `must not be negative, got ${n}`);
  return n;
}

function int64(field: string, value: string | bigint): bigint {
  if (typeof value === 'string' && !/^-?\d{1,19}$/.test(value))
    invalid(field, `must be an integer, got "${value.slice(0, 64)}"`);
  const n = BigInt(value);
  if (n > INT64_MAX || n < -INT64_MAX - 1n) invalid(field, `must fit a signed 64-bit integer, got ${n}`);
  return n;
}

/** A 400 naming `field` in its violations, its detail `<field> <message>.` */
export function invalid(field: string, message: string): never {
  throw badRequest(`${field} ${message}.`, { violations: [{ field, message }] });
}
