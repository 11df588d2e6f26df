import { badRequest } from '../../kernel/problem.ts';
import { aggregateFunctions, bucketCount, isAggregateFunction, type AggregateFunction } from './aggregate.ts';
import { fillOptions, isFillOption, type FillOption } from './fill.ts';
import { INT64_MAX } from './points.ts';

/**
 * The most buckets one aggregate query may answer: 100,000 (about 2.4 MB of JSON), so a
 * group_by of 1 ns over a day is a 400 rather than a response too large for the gateway.
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
  readonly groupBy?: bigint | undefined;
  /** NULL when none was given (InfluxQL's default). */
  readonly fill: FillOption;
}

/**
 * Validates the time-range and aggregation parameters; each failure is a 400 naming its field.
 * Without a function the raw points are answered: a group_by or fill_option then changes nothing
 * (as upstream, which added GROUP BY and fill only to aggregate queries).
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
  }
  let fill: FillOption = 'NULL';
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
  if (groupBy !== undefined && fn !== undefined) {
    const buckets = bucketCount(start, end, groupBy);
    if (buckets > BigInt(MAX_BUCKETS))
      invalid(
        'group_by',
        `of ${groupBy} ns over [${start}, ${end}] would answer ${buckets} buckets; at most ${MAX_BUCKETS} are allowed`,
      );
  }
  return { start, end, fn, groupBy: fn === undefined ? undefined : groupBy, fill };
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

function invalid(field: string, message: string): never {
  throw badRequest(`${field} ${message}.`, { violations: [{ field, message }] });
}
