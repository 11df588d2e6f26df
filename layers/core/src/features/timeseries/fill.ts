import type { AggregateFunction, AggregateValue, RawBucket } from './aggregate.ts';

/**
 * fill_option, as InfluxQL's fill() applies it to the buckets of a GROUP BY time() query. Only
 * *missing* buckets (no point in them) are filled; a bucket that holds points but has no answer
 * (STDDEV of one point: null) stays null and counts as a null neighbour.
 * - NULL (the default: upstream sent no fill clause then, and InfluxQL's default is fill(null)):
 *   missing buckets answer null; COUNT answers 0 (InfluxQL turns fill(null) into fill(0) for count).
 * - NONE: missing buckets are left out.
 * - PREVIOUS: a missing bucket takes the value of the nearest earlier non-missing bucket (null
 *   when there is none, or when that bucket's value is null).
 * - LINEAR: a missing bucket is interpolated, at its timestamp, between the nearest non-missing
 *   buckets on both sides; null when either side is absent or null (so leading and trailing
 *   missing buckets stay null). Double results interpolate as InfluxQL does (slope · Δt + previous);
 *   Integer results in exact integer arithmetic, truncated toward zero (InfluxQL truncates a
 *   float). Boolean and String results are not interpolated: null (InfluxQL would report the
 *   type's zero value, "" or false, which reads as data).
 */
export const fillOptions = ['LINEAR', 'NONE', 'NULL', 'PREVIOUS'] as const;
export type FillOption = (typeof fillOptions)[number];

export interface FilledBucket {
  readonly timestamp: bigint;
  readonly value: AggregateValue;
}

export function isFillOption(s: string): s is FillOption {
  return (fillOptions as readonly string[]).includes(s);
}

export function applyFill(buckets: readonly RawBucket[], fill: FillOption, fn: AggregateFunction): FilledBucket[] {
  switch (fill) {
    case 'NONE':
      return buckets.filter(isPresent);
    case 'NULL': {
      const empty = fn === 'COUNT' ? 0n : null;
      return buckets.map((b) => (isPresent(b) ? b : { timestamp: b.timestamp, value: empty }));
    }
    case 'PREVIOUS': {
      let previous: AggregateValue = null;
      return buckets.map((b) => {
        if (isPresent(b)) {
          previous = b.value;
          return b;
        }
        return { timestamp: b.timestamp, value: previous };
      });
    }
    case 'LINEAR': {
      const out: FilledBucket[] = [];
      let before: FilledBucket | undefined;
      let afterIndex = -1;
      buckets.forEach((b, i) => {
        if (isPresent(b)) {
          before = b;
          out.push(b);
          return;
        }
        if (afterIndex < i) {
          afterIndex = i + 1;
          while (afterIndex < buckets.length && !isPresent(buckets[afterIndex]!)) afterIndex++;
        }
        const after = buckets[afterIndex];
        out.push({
          timestamp: b.timestamp,
          value: before && after && isPresent(after) ? interpolate(b.timestamp, before, after) : null,
        });
      });
      return out;
    }
  }
}

const isPresent = (b: RawBucket): b is FilledBucket => b.value !== undefined;

function interpolate(t: bigint, a: FilledBucket, b: FilledBucket): AggregateValue {
  if (typeof a.value === 'bigint' && typeof b.value === 'bigint') {
    return a.value + ((b.value - a.value) * (t - a.timestamp)) / (b.timestamp - a.timestamp);
  }
  if (typeof a.value === 'number' && typeof b.value === 'number') {
    const slope = (b.value - a.value) / Number(b.timestamp - a.timestamp);
    return slope * Number(t - a.timestamp) + a.value;
  }
  return null;
}
