import * as z from 'zod';

/**
 * What the legacy OpenAPI view (`/svc/doc/legacy/openapi.json`) needs beyond a wire schema so
 * that openapi-generator makes upstream's client from it: the component name upstream gives a
 * shape (`Collection`, `PermissionType`), and formats JSON Schema cannot infer from a zod type
 * (`int64`, `date-time`). Only that view reads this registry; the combined and `/v2` documents
 * are generated without it.
 */
export interface LegacyMeta {
  /** The name of upstream's component schema; the view declares it once under `components.schemas`. */
  readonly id?: string;
  readonly format?: 'int64' | 'int32' | 'date-time' | 'binary';
}

export const legacyNames = z.registry<LegacyMeta>();

/** Registers `schema` under upstream's component name and returns it (for use in a declaration). */
export function named<S extends z.ZodType>(schema: S, id: string): S {
  legacyNames.add(schema, { id });
  return schema;
}

/** Registers a format the legacy view states for `schema` wherever it appears. */
export function formatted<S extends z.ZodType>(schema: S, format: NonNullable<LegacyMeta['format']>): S {
  legacyNames.add(schema, { format });
  return schema;
}

const bodyDocs = new WeakMap<z.ZodType, z.ZodType>();

/**
 * Documents the request body `write` in the legacy view as `read`, the entity it answers (upstream
 * documents a write with that entity, whose read-only fields the body accepts and ignores).
 * Returns `write`.
 */
export function documentBodyAs<S extends z.ZodType>(write: S, read: z.ZodType): S {
  bodyDocs.set(write, read);
  return write;
}

/** The schema documenting `write` in the legacy view. */
export const bodyDocOf = (write: z.ZodType): z.ZodType => bodyDocs.get(write) ?? write;
