import * as z from 'zod';

/**
 * The documented bounds of every request input (docs/api.md, "Limits of request inputs"). Each
 * bounded primitive below carries its bound into the OpenAPI document (maxLength, maxItems,
 * maxProperties) and refuses a violation with a 400 `violations[]` before anything is written.
 *
 * Lengths count characters (Unicode code points), as JSON Schema's `minLength` and `maxLength` do
 * (`chars`; a character is at most 4 UTF-8 bytes). Names are indexed by the graph, whose
 * range-index keys must stay under about 8 KB: 1,024 characters is at most 4 KB.
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

/** The number of characters (Unicode code points) of `s`: a surrogate pair counts once. */
export function characterCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++, n++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return n;
}

/**
 * `schema` bounded to `max` characters, counted as JSON Schema's `maxLength` counts them (code
 * points), and documented so. zod's own `max` counts UTF-16 units, which would refuse a string of
 * characters beyond the BMP (emoji, rarer CJK) below its documented length. The refusal is zod's
 * `too_big`, worded as zod words it. (A minimum stays zod's: counted in UTF-16 units it can only
 * accept more than the documented `minLength`, never refuse a valid string.)
 */
export function chars(schema: z.ZodString, max: number): z.ZodString {
  return schema
    .check((ctx) => {
      // Characters never outnumber UTF-16 units: count them only when the units pass the bound.
      if (ctx.value.length > max && characterCount(ctx.value) > max)
        ctx.issues.push({ code: 'too_big', origin: 'string', maximum: max, inclusive: true, input: ctx.value });
    })
    .meta({ maxLength: max });
}

/** A bounded string; `min` defaults to 0. */
export const text = (max: number, min = 0) => chars(z.string().min(min), max);

/** A name: at least one non-blank character, bounded so that the graph can index it. */
export const nameText = chars(z.string().regex(/\S/, 'name must not be blank'), bounds.name);

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
    .record(text(opts.keyLength, 1), opts.value)
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
    value: chars(z.string(), opts.valueLength),
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
  chars(
    z
      .string()
      .regex(
        ABSOLUTE_IRI,
        `${field} must be an absolute IRI (scheme:…) without spaces, control characters or any of <>"{}|^\`\\`,
      ),
    bounds.iri,
  ).meta({ format: 'iri' });

/** An absolute http(s) URL (further rules may refuse some, e.g. credentials). */
export const httpUrl = chars(z.string().regex(/^https?:\/\/\S+$/, 'must be an absolute http(s) URL'), bounds.uri).meta({
  format: 'uri',
});
