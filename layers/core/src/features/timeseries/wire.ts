import * as z from 'zod';
import { bounds, chars, list, nameText, text } from '../../kernel/bounds.ts';
import { LEGACY_ID_PATTERN, POSITIVE_INT64_PATTERN } from '../../kernel/path-params.ts';
import { int64 } from '../../kernel/wire-base.ts';
import { integralAsBigInt } from '../../kernel/int64-json.ts';
import { basicReference } from '../references/wire.ts';
import { aggregateFunctions } from './aggregate.ts';
import { csvFormats } from './csv.ts';
import { fillOptions } from './fill.ts';
import { INT64_MAX, MAX_STRING_BYTES, valueTypes } from './points.ts';
import { documentBodyAs, named, referenceOptional, repeated, untyped } from '../../kernel/legacy-names.ts';

/**
 * Wire shapes of timeseries containers, channels, points and references: upstream's components.
 * Bodies with timestamps are read with the int64-exact reader (route `jsonNumbers: 'int64'`), so
 * an integer literal arrives as a bigint: timestamps, `start`/`end` and Integer values are exact
 * to the last digit. Answers with them are written by kernel/int64-json.ts.
 */

/**
 * An exact int64 ≥ 0 (a bigint from the int64 reader), documented as an integer. A number with a
 * zero fraction (`489940.0`) is an integer too, as JSON Schema and upstream's Jackson read it: it
 * is taken when it is exact (within 2^53); beyond, only the digits without a fraction are exact.
 */
const timestamp = z.preprocess(integralAsBigInt, z.bigint().min(0n).max(INT64_MAX)).meta({
  type: 'integer',
  format: 'int64',
  minimum: 0,
  description: 'Nanoseconds since the Unix epoch (an exact int64 ≥ 0).',
});
const int64Value = z.bigint().meta({ type: 'integer', format: 'int64' });

/** A channel name part: non-blank, at most 256 characters. */
const namePart = text(bounds.attributeKey).regex(/\S/, 'must not be blank');

export const timeseries = z.object({
  measurement: namePart,
  device: namePart,
  location: namePart,
  symbolicName: namePart,
  field: namePart,
});

/** The most points one write carries (about 6 MB of JSON, Lambda's request limit). */
export const MAX_POINTS_PER_WRITE = 100_000;

/** A point's value: String, Boolean, Integer (an integer literal) or Double (any other number). */
const value = z
  .union([
    z.string().max(MAX_STRING_BYTES).describe(`A String value (at most ${MAX_STRING_BYTES} UTF-8 bytes)`),
    z.boolean(),
    int64Value.describe('An Integer value (an integer literal, exact int64)'),
    z.number().describe('A Double value (a number with a fraction or exponent)'),
  ])
  .describe('A string, an int, a double or a boolean');
untyped(value);

export const dataPoint = z.object({ timestamp, value });

export const timeseriesWithPointsWrite = z.object({
  timeseries,
  points: z.array(dataPoint).min(1).max(MAX_POINTS_PER_WRITE),
});

/** Answered points: a bucket without an answer (fill NULL, STDDEV of one point) has value null. */
export const timeseriesWithPoints = z.object({
  timeseries,
  points: z.array(
    named(z.object({ timestamp: int64Value, value: value.nullable() }), 'TimeseriesDataPoint', {
      optional: ['timestamp'],
    }),
  ),
});

export const timeseriesEntity = z.object({
  id: int64,
  containerId: int64,
  valueType: named(z.enum(valueTypes as [string, ...string[]]), 'DataPointValueType'),
  measurement: z.string(),
  device: z.string(),
  location: z.string(),
  symbolicName: z.string(),
  field: z.string(),
});

const optionalName = namePart.optional();
export const channelFilterQuery = z.object({
  measurement: optionalName,
  device: optionalName,
  location: optionalName,
  symbolic_name: optionalName,
  field: optionalName,
});

const int64Text = chars(z.string(), 19).regex(new RegExp(LEGACY_ID_PATTERN), 'must be an int64 ≥ 0 in decimal');
const channelQuery = {
  measurement: namePart,
  device: namePart,
  location: namePart,
  symbolic_name: namePart,
  field: namePart,
};
/** Upstream's `AggregateFunction`, `FillOption` and `CsvFormat`. */
const aggregateFunction = named(z.enum(aggregateFunctions), 'AggregateFunction');
/** A bucket width: a positive int64 of nanoseconds in decimal (the legacy `group_by`, `/v2` `groupBy`). */
const bucketWidthText = z
  .string()
  .max(19)
  .regex(new RegExp(POSITIVE_INT64_PATTERN), 'must be a positive int64 in decimal');
const aggregation = {
  function: aggregateFunction.optional(),
  group_by: bucketWidthText
    .optional()
    .describe('Bucket width in nanoseconds (needs `function`); buckets are aligned to the epoch'),
  fill_option: named(z.enum(fillOptions), 'FillOption').optional(),
};
const csvFormat = {
  csv_format: named(z.enum(csvFormats as [string, ...string[]]), 'CsvFormat')
    .optional()
    .describe('ROW (default) or COLUMN'),
};

export const payloadQuery = z.object({
  ...channelQuery,
  start: int64Text.describe('Range start, ns since the epoch (inclusive)'),
  end: int64Text.describe('Range end, ns since the epoch (inclusive)'),
  ...aggregation,
});
export const exportQuery = payloadQuery.extend(csvFormat);

/**
 * The channel filters of a reference's payload: each a comma-separated list (API Gateway joins a
 * repeated query parameter with commas, so `device=a&device=b` arrives as `a,b`).
 */
const nameList = repeated(text(bounds.name).optional().describe('Names, comma-separated or the parameter repeated'));
const referenceFilters = {
  device: nameList,
  location: nameList,
  symbolic_name: nameList,
  measurement: nameList,
  field: nameList,
};
export const referencePayloadQuery = z.object({
  ...aggregation,
  ...referenceFilters,
  versionUid: text(bounds.token).optional(),
});
export const referenceExportQuery = referencePayloadQuery.extend(csvFormat);
export const metricsQuery = z.object({ ...channelQuery, versionUid: text(bounds.token).optional() });
export const metricQuery = metricsQuery.extend({ function: aggregateFunction });

export const metric = z.object({ function: aggregateFunction, value: value.nullable() });

export const timeseriesReference = basicReference.extend({
  start: int64Value,
  end: int64Value,
  timeseries: z.array(timeseries),
  timeseriesContainerId: int64,
});

export const timeseriesReferenceWrite = z.object({
  name: nameText,
  start: timestamp,
  end: timestamp,
  timeseries: list(timeseries).min(1),
  timeseriesContainerId: z
    .preprocess(integralAsBigInt, z.bigint().min(0n).max(INT64_MAX))
    .meta({ type: 'integer', format: 'int64', minimum: 0 }),
});

// ── upstream's component names, for the legacy OpenAPI view (kernel/legacy-names.ts) ──
named(timeseries, 'Timeseries');
named(timeseriesWithPoints, 'TimeseriesWithDataPoints');
named(timeseriesEntity, 'TimeseriesEntity', { optional: ['id', 'containerId'] });
named(metric, 'MetricsIO');
named(timeseriesReference, 'TimeseriesReference', { optional: referenceOptional });
documentBodyAs(timeseriesWithPointsWrite, timeseriesWithPoints);
documentBodyAs(timeseriesReferenceWrite, timeseriesReference);

/** The functions `/v2` buckets answer together: those combined from summaries (docs/timeseries.md). */
export const bucketFunctions = ['COUNT', 'SUM', 'MEAN', 'MIN', 'MAX', 'FIRST', 'LAST', 'SPREAD'] as const;
export type BucketFunction = (typeof bucketFunctions)[number];
const bucketFunction = `(${bucketFunctions.join('|')})`;
/** At most this many buckets an answer of `/v2` buckets. */
export const MAX_V2_BUCKETS = 10_000;

export const bucketsQuery = z.object({
  start: int64Text.describe('Range start, ns since the epoch (inclusive)'),
  end: int64Text.describe('Range end, ns since the epoch (inclusive)'),
  groupBy: bucketWidthText.describe(
    `Bucket width in nanoseconds; buckets are aligned to the epoch, at most ${MAX_V2_BUCKETS.toLocaleString('en')} over [start, end]`,
  ),
  functions: z
    .string()
    .max(bucketFunctions.join(',').length)
    .regex(new RegExp(`^${bucketFunction}(,${bucketFunction}){0,${bucketFunctions.length - 1}}$`))
    .describe(`Comma-separated, each at most once counts: ${bucketFunctions.join(', ')}`),
});

const bucketValue = value.nullable();
export const timeseriesBuckets = z.object({
  groupBy: int64Value.describe('The bucket width asked, ns'),
  buckets: z
    .array(
      z.object({
        timestamp: int64Value.describe('The bucket start, ns since the epoch'),
        ...Object.fromEntries(bucketFunctions.map((f) => [f, bucketValue.optional()])),
      }),
    )
    .describe('The buckets that hold points, in time order, each with the value of every function asked'),
});
