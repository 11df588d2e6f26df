import * as z from 'zod';
import { bounds, chars, nameText, text } from '../../kernel/bounds.ts';
import { integralAsBigInt } from '../../kernel/int64-json.ts';
import { LEGACY_ID_PATTERN } from '../../kernel/path-params.ts';
import { basicReference } from '../references/wire.ts';
import { MAX_CONDITIONS, geometryTypes, operators } from './filters.ts';
import { MAX_LIMIT } from './query.ts';
import { documentBodyAs, documentedAs, named, referenceOptional } from '../../kernel/legacy-names.ts';

/**
 * Wire shapes of spatial points, reads and references: upstream's components. Point bodies are
 * read with the int64-exact reader (route `jsonNumbers: 'int64'`), so a timestamp arrives as a
 * bigint exact to the last digit, and integers inside measurements and metadata stay exact.
 */
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
/** The most points one write carries, and the JSON one point's measurements or metadata may fill. */
export const MAX_POINTS_PER_WRITE = 10_000;
export const MAX_OBJECT_BYTES = 16 * 1024;
const MAX_KEYS = 256;

const coordinate = (axis: string) =>
  z
    .union([z.number(), z.bigint().transform(Number)])
    .refine(Number.isFinite, 'must be a finite number')
    .meta({ type: 'number', format: 'double', description: `${axis} coordinate (a finite double)` });

/** A JSON object of at most MAX_KEYS keys and MAX_OBJECT_BYTES as JSON (integers beyond 2^53 kept exact). */
const jsonObject = (what: string) =>
  z
    .record(chars(z.string(), bounds.attributeKey), z.unknown())
    .check((ctx) => {
      const keys = Object.keys(ctx.value).length;
      if (keys > MAX_KEYS) {
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: `at most ${MAX_KEYS} keys are allowed, got ${keys}`,
        });
        return;
      }
      const bytes = Buffer.byteLength(
        JSON.stringify(ctx.value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
      );
      if (bytes > MAX_OBJECT_BYTES)
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: `at most ${MAX_OBJECT_BYTES} bytes as JSON, got ${bytes}`,
        });
    })
    .meta({
      maxProperties: MAX_KEYS,
      description: `${what}: a JSON object of at most ${MAX_KEYS} keys and ${MAX_OBJECT_BYTES} bytes`,
    });

const timestamp = z
  .preprocess(integralAsBigInt, z.bigint().min(INT64_MIN, 'must fit an int64').max(INT64_MAX, 'must fit an int64'))
  .meta({
    type: 'integer',
    format: 'int64',
    description: 'Nanoseconds since the Unix epoch (an exact int64); the server time when absent.',
  });

export const spatialPointWrite = z.object({
  timestamp: timestamp.optional(),
  x: coordinate('X'),
  y: coordinate('Y'),
  z: coordinate('Z'),
  measurements: jsonObject('Measurements'),
  metadata: jsonObject('Data point metadata'),
});

export const spatialPointsWrite = z
  .array(spatialPointWrite)
  .max(MAX_POINTS_PER_WRITE)
  .describe(`At most ${MAX_POINTS_PER_WRITE} points; all or nothing`);

export const spatialPoint = z.object({
  timestamp: z.bigint().meta({ type: 'integer', format: 'int64' }),
  x: z.number(),
  y: z.number(),
  z: z.number(),
  measurements: z.record(z.string(), z.unknown()),
  metadata: z.record(z.string(), z.unknown()),
});

const int64Text = (what: string) =>
  chars(z.string(), 19).regex(new RegExp(LEGACY_ID_PATTERN), 'must be an int64 ≥ 0 in decimal').describe(what);
const int32Text = (what: string, max: number) =>
  z
    .string()
    .max(10)
    .regex(/^\d+$/, 'must be a non-negative integer')
    .refine((v) => Number(v) <= max, `must be at most ${max}`)
    .describe(what);

const geometryDescription =
  `JSON text of one geometry filter: {"type": one of ${geometryTypes.join(', ')}, ...}. ` +
  'K_NEAREST_NEIGHBOR: k (1–10000), x, y, z. BOUNDING_SPHERE: radius, centerX, centerY, centerZ. ' +
  'AXIS_ALIGNED_BOUNDING_BOX: minX, minY, minZ, maxX, maxY, maxZ. ORIENTED_BOUNDING_BOX: centerX, centerY, centerZ, ' +
  'extentX, extentY, extentZ (edge lengths), rotationW, rotationX, rotationY, rotationZ (a quaternion; identity when absent).';

/**
 * The filters stay text here: they are parsed after the container is found (404 before 400).
 * Their bounds keep the whole request line, percent-encoded, inside the gateway's 10 KB.
 */
export const payloadQuery = z.object({
  geometryFilter: text(512).optional().describe(geometryDescription),
  metadataFilter: text(1024)
    .optional()
    .describe(
      'JSON text of an object; a point matches when its metadata contains it (nested objects by key, arrays by element)',
    ),
  measurementsFilter: text(1024)
    .optional()
    .describe(
      `JSON text of an array of at most ${MAX_CONDITIONS} {key: comma-separated key path, operator: ${operators.join(' | ')}, value: number}`,
    ),
  startTime: int64Text('Start timestamp in nanoseconds, inclusive').optional(),
  endTime: int64Text('End timestamp in nanoseconds, inclusive').optional(),
  limit: int32Text(
    `At most this many points (at most ${MAX_LIMIT}); without it, more than ${MAX_LIMIT} matches is a 400`,
    MAX_LIMIT,
  ).optional(),
  skip: int32Text('Every nth point: those whose id is a multiple of skip (0 and 1: all)', 2 ** 31 - 1).optional(),
});

const filterNumber = z.number().meta({ type: 'number', format: 'double' });
/** An integer in [0, max] whether the int64 reader gave a number or a bigint, documented as one integer. */
const int32Body = (max: number) =>
  z.union([
    z.number().int().min(0).max(max),
    z.bigint().min(0n).max(BigInt(max)).transform(Number).meta({ type: 'integer', minimum: 0, maximum: max }),
  ]);

/** A reference's filters are JSON values, checked like the query string's. */
export const spatialDataReferenceWrite = z.object({
  name: nameText,
  spatialDataContainerId: z
    .union([z.number().int().min(0), z.bigint().min(0n).max(INT64_MAX).transform(Number)])
    .meta({ type: 'integer', format: 'int64', minimum: 0 }),
  geometryFilter: z
    .record(
      chars(z.string(), 64),
      z.union([chars(z.string(), 64), filterNumber, z.bigint().transform(Number).meta({ type: 'integer' })]),
    )
    .meta({ maxProperties: 16, description: geometryDescription })
    .nullish(),
  measurementsFilter: z
    .array(z.object({ key: text(4096), operator: chars(z.string(), 64), value: z.unknown() }))
    .max(MAX_CONDITIONS)
    .nullish(),
  metadataFilter: jsonObject('Metadata filter').nullish(),
  startTime: z
    .preprocess(integralAsBigInt, z.bigint().min(0n).max(INT64_MAX))
    .meta({ type: 'integer', format: 'int64', minimum: 0 })
    .nullish(),
  endTime: z
    .preprocess(integralAsBigInt, z.bigint().min(0n).max(INT64_MAX))
    .meta({ type: 'integer', format: 'int64', minimum: 0 })
    .nullish(),
  limit: int32Body(MAX_LIMIT).nullish(),
  skip: int32Body(2 ** 31 - 1).nullish(),
});

/** Upstream's `AbstractGeometryFilter` (its `type`; each type adds its own fields) and `FilterCondition`. */
const abstractGeometryFilter = named(
  z.object({ type: named(z.enum(geometryTypes), 'GeometryFilterType') }),
  'AbstractGeometryFilter',
  { optional: ['type'] },
);
const filterCondition = named(
  z.object({
    key: z.string(),
    operator: documentedAs(z.string(), named(z.enum(operators), 'Operator')),
    value: z.number(),
  }),
  'FilterCondition',
);

export const spatialDataReference = basicReference.extend({
  spatialDataContainerId: z.number().int(),
  geometryFilter: documentedAs(z.record(z.string(), z.unknown()), abstractGeometryFilter).optional(),
  measurementsFilter: z.array(filterCondition).optional(),
  metadataFilter: z.record(z.string(), z.unknown()).optional(),
  startTime: z.bigint().meta({ type: 'integer', format: 'int64' }).optional(),
  endTime: z.bigint().meta({ type: 'integer', format: 'int64' }).optional(),
  limit: z.number().int().optional(),
  skip: z.number().int().optional(),
});

// ── upstream's component names, for the legacy OpenAPI view (kernel/legacy-names.ts) ──
named(spatialPoint, 'SpatialDataPoint');
named(spatialDataReference, 'SpatialDataReference', { optional: referenceOptional });
documentBodyAs(spatialPointWrite, spatialPoint);
documentBodyAs(spatialDataReferenceWrite, spatialDataReference);
