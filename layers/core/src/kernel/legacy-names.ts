import * as z from 'zod';

/**
 * What the legacy OpenAPI view (`/svc/doc/legacy/openapi.json`) needs beyond a wire schema so
 * that openapi-generator makes upstream's client from it: the component name upstream gives a
 * shape (`Collection`, `PermissionType`), formats JSON Schema cannot infer from a zod type
 * (`int64`, `date-time`), and where upstream's contract is looser than svc's answers (optional
 * fields, untyped values). Only that view reads this registry; the combined and `/v2` documents
 * are generated without it (app/openapi.ts, `legacyStyle`).
 */
export interface LegacyMeta {
  /** The name of upstream's component schema; the view declares it once under `components.schemas`. */
  readonly id?: string;
  readonly format?: 'int64' | 'int32' | 'date-time' | 'binary';
  /**
   * A query parameter upstream declares as an array (the parameter repeated); the wire reads the
   * values comma-joined (API Gateway joins a repeated parameter so), documented as upstream's array.
   */
  readonly repeated?: true;
  /**
   * Fields of a named object the legacy view leaves optional although svc always answers them:
   * upstream declares them optional, and a client builds such an object (a request body) without them.
   */
  readonly optional?: readonly string[];
  /** A value upstream leaves without a type (a point's value: a string, an int, a double or a boolean). */
  readonly untyped?: true;
}

export const legacyNames = z.registry<LegacyMeta>();

/** Registers `schema` under upstream's component name and returns it (for use in a declaration). */
export function named<S extends z.ZodType>(schema: S, id: string, opts: { optional?: readonly string[] } = {}): S {
  legacyNames.add(schema, { id, ...opts });
  return schema;
}

/** Registers `schema` as a value upstream documents without a type. */
export function untyped<S extends z.ZodType>(schema: S): S {
  legacyNames.add(schema, { untyped: true });
  return schema;
}

const declared = new Set<z.ZodType>();

/**
 * Registers `schema` under upstream's component name for a model no svc operation answers or
 * accepts: upstream declares it without referring to it, or only where svc differs (a callback svc
 * does not send, an error body svc writes as problem JSON). The legacy view declares it all the
 * same, so a client generated from it keeps upstream's model class. Returns `schema`.
 */
export function declaredOnly<S extends z.ZodType>(schema: S, id: string): S {
  named(schema, id);
  declared.add(schema);
  return schema;
}

/** The schemas `declaredOnly` registered, in registration order. */
export const declaredOnlySchemas = (): readonly z.ZodType[] => [...declared];

const docTargets = new WeakMap<z.ZodType, z.ZodType>();

/**
 * Registers `schema` as documented by `target`, a named schema of upstream's (a `type` literal as
 * upstream's `ContainerType`, an open record as its `AbstractGeometryFilter`). Returns `schema`.
 */
export function documentedAs<S extends z.ZodType>(schema: S, target: z.ZodType): S {
  if (!legacyNames.get(target)?.id) throw new Error('documentedAs needs a named target');
  docTargets.set(schema, target);
  return schema;
}

/** The named schema documenting `schema`, if one does. */
export const docTargetOf = (schema: z.ZodType): z.ZodType | undefined => docTargets.get(schema);

/** Registers `schema` as a query parameter upstream declares as an array of strings. */
export function repeated<S extends z.ZodType>(schema: S): S {
  legacyNames.add(schema, { repeated: true });
  return schema;
}

/** Registers a format the legacy view states for `schema` wherever it appears. */
export function formatted<S extends z.ZodType>(schema: S, format: NonNullable<LegacyMeta['format']>): S {
  legacyNames.add(schema, { format });
  return schema;
}

const bodyDocs = new WeakMap<z.ZodType, { readonly read: z.ZodType; readonly keepRequired: boolean }>();

/**
 * Documents the request body `write` in the legacy view as `read`, the entity it answers (upstream
 * documents a write with that entity, whose read-only fields the body accepts and ignores). The
 * entity's component then requires only what the write requires besides its read-only fields,
 * unless `keepRequired` (upstream requires the answer's fields in the body too). Returns `write`.
 */
export function documentBodyAs<S extends z.ZodType>(
  write: S,
  read: z.ZodType,
  { keepRequired = false }: { keepRequired?: boolean } = {},
): S {
  bodyDocs.set(write, { read, keepRequired });
  return write;
}

/** The schema documenting `write` in the legacy view. */
export const bodyDocOf = (write: z.ZodType): z.ZodType => bodyDocs.get(write)?.read ?? write;

/** Whether the component documenting `write` keeps the answer's required fields. */
export const keepsRequired = (write: z.ZodType): boolean => bodyDocs.get(write)?.keepRequired ?? false;

/** What upstream's `BasicReference` and every reference kind leave optional (the server sets them). */
export const referenceOptional = ['dataObjectId', 'type'] as const;

/**
 * Fields svc answers beyond upstream's components (the recorded answers' `appId`, `revision` and
 * DataObject counts, svc's own extras): every named component of the legacy view leaves them
 * optional, so code that builds upstream's model (a request body) without them still works.
 */
export const svcAdditions: ReadonlySet<string> = new Set([
  'appId',
  'revision',
  'fileBundleCount',
  'structuredDataReferenceCount',
  'spatialDataReferenceCount',
  'timeseriesReferenceCount',
  'videoStreamReferenceCount',
  'validUntil',
  'roles',
  'effectiveDisplayName',
  'description',
  'attributes',
]);
