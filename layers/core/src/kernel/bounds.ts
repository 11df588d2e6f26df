import * as z from 'zod';

/**
 * The documented bounds of every request input (docs/api.md, "Limits of request inputs"). Each
 * bounded primitive below carries its bound into the OpenAPI document (maxLength, maxItems,
 * maxProperties) and refuses a violation with a 400 `violations[]` before anything is written.
 *
 * Lengths count UTF-16 code units, as JSON Schema's `maxLength` does for JavaScript validators
 * (a code unit is at most 3 UTF-8 bytes). Names are indexed by the graph, whose range-index keys
 * must stay under about 8 KB: 1,024 units is at most 3 KB.
 */
export const bounds = {
  name: 1024,
  description: 65_536,
  attributeKeys: 256,
  attributeKey: 256,
  attributeValue: 2048,
  /** The serialised attribute map (JSON, UTF-8): it is stored as one graph property. */
  attributeBytes: 65_536,
  /** Lists of ids, usernames, oids in one request. */
  listItems: 1000,
  username: 255,
  iri: 2048,
  uri: 2048,
  journalContent: 262_144,
  /** Short tokens: provider ids, oids, version ids, free query filters. */
  token: 255,
  /** A search condition (JSON text). */
  searchQuery: 16 * 1024,
} as const;

/** A bounded string; `min` defaults to 0. */
export const text = (max: number, min = 0) => z.string().min(min).max(max);

/** A name: at least one non-blank character, bounded so that the graph can index it. */
export const nameText = z.string().max(bounds.name).regex(/\S/, 'name must not be blank');

export const descriptionText = text(bounds.description);

/** A bounded list. */
export const list = <T extends z.ZodType>(item: T, max: number = bounds.listItems) => z.array(item).max(max);

/**
 * A map bounded in keys, key length and serialised size, its values by `value` (described by
 * `valueText` in the document).
 */
export function boundedMap<V extends z.ZodType>(opts: {
  maxKeys: number;
  keyLength: number;
  maxBytes: number;
  value: V;
  valueText: string;
}) {
  return z
    .record(z.string().min(1).max(opts.keyLength), opts.value)
    .check((ctx) => {
      const keys = Object.keys(ctx.value).length;
      if (keys > opts.maxKeys) {
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: `at most ${opts.maxKeys} keys are allowed, got ${keys}`,
        });
        return;
      }
      const bytes = Buffer.byteLength(JSON.stringify(ctx.value));
      if (bytes > opts.maxBytes)
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: `at most ${opts.maxBytes} bytes (serialised as JSON) are allowed, got ${bytes}`,
        });
    })
    .meta({
      maxProperties: opts.maxKeys,
      description: `At most ${opts.maxKeys} keys of 1–${opts.keyLength} characters, ${opts.valueText}, ${opts.maxBytes} bytes in all (as JSON).`,
    });
}

/** A string→string map bounded in keys, key length, value length and serialised size. */
export function stringMap(opts: { maxKeys: number; keyLength: number; valueLength: number; maxBytes: number }) {
  return boundedMap({
    ...opts,
    value: z.string().max(opts.valueLength),
    valueText: `values of at most ${opts.valueLength} characters`,
  });
}

export const attributeMap = stringMap({
  maxKeys: bounds.attributeKeys,
  keyLength: bounds.attributeKey,
  valueLength: bounds.attributeValue,
  maxBytes: bounds.attributeBytes,
});

/**
 * An absolute IRI made only of characters that SPARQL's IRIREF allows (nothing below U+0021,
 * none of `<>"{}|^\`` and backslash), so it can be written as `<iri>` safely. Documented with
 * `format: iri` and the same pattern, so a generated example is one the service accepts.
 */
export const ABSOLUTE_IRI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\u0000-\u0020<>"{}|^`\\]*$/;
export const absoluteIri = (field = 'IRI') =>
  z
    .string()
    .max(bounds.iri)
    .regex(
      ABSOLUTE_IRI,
      `${field} must be an absolute IRI (scheme:…) without spaces, control characters or any of <>"{}|^\`\\`,
    )
    .meta({ format: 'iri' });

/** An absolute http(s) URL (further rules may refuse some, e.g. credentials). */
export const httpUrl = z
  .string()
  .max(bounds.uri)
  .regex(/^https?:\/\/\S+$/, 'must be an absolute http(s) URL')
  .meta({ format: 'uri' });
