import * as z from 'zod';
import { bounds, list, nameText, text } from '../../kernel/bounds.ts';
import { int64, timestamp } from '../../kernel/wire-base.ts';
import { basicReference } from '../references/wire.ts';
import { INLINE_MAX_BYTES, MAX_DOCUMENT_BYTES } from './store.ts';
import { documentBodyAs, named, referenceOptional } from '../../kernel/legacy-names.ts';

/**
 * Wire shapes of structured-data documents and references: upstream's components (the container
 * shape is the shared one, with its `oid`). Request bodies accept (and ignore) the read-only
 * fields, so a client may POST back what it GOT.
 */

export const structuredData = z.object({
  oid: z.string(),
  createdAt: timestamp.nullable(),
  name: z.string().nullable(),
});

export const structuredDataPayload = z.object({
  structuredData,
  payload: z.string().describe('The document exactly as it was stored (a JSON object or array, as text).'),
});

/**
 * The Lambda path cannot carry a larger body anyway (6 MB); the documented limit is in bytes
 * and checked after the container is found (413 naming it).
 */
const PAYLOAD_MAX_CHARS = 6 * 1024 * 1024;

export const structuredDataWrite = z.object({
  structuredData: z
    .object({
      name: text(bounds.name).nullish(),
      oid: text(bounds.token).nullish(),
      createdAt: text(bounds.token).nullish(),
    })
    .nullish(),
  payload: z
    .string()
    .min(2)
    .max(PAYLOAD_MAX_CHARS)
    .describe(
      `A JSON object or array as text (at least 2 characters; otherwise 400 naming \`payload\`), stored and answered byte for byte. ` +
        `At most ${MAX_DOCUMENT_BYTES} bytes of UTF-8 (413 \`request.too-large\` above, with \`limitBytes\`); documents above ${INLINE_MAX_BYTES} bytes are kept in S3.`,
    ),
});

export const structuredDataReference = basicReference.extend({
  structuredDataOids: z.array(z.string()),
  structuredDataContainerId: int64,
});

export const structuredDataReferenceWrite = z.object({
  name: nameText,
  structuredDataOids: list(text(bounds.token).regex(/\S/, 'an oid must not be blank')).min(1),
  structuredDataContainerId: int64.min(0),
});

const INT32_MAX = 2_147_483_647;
const integer = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );

/** The most records one listing answers (a page); more: `page`, and a `Link: rel="next"` header. */
export const MAX_LIST = 1000;

export const documentListQuery = z.object({
  page: integer(0, INT32_MAX).optional().describe('0-based page of `size` records, in creation order'),
  size: integer(1, MAX_LIST).optional().describe(`Records per page (at most and by default ${MAX_LIST})`),
});

// ── upstream's component names, for the legacy OpenAPI view (kernel/legacy-names.ts) ──
named(structuredData, 'StructuredData', { optional: ['oid'] });
named(structuredDataPayload, 'StructuredDataPayload', { optional: ['payload'] });
named(structuredDataReference, 'StructuredDataReference', { optional: referenceOptional });
documentBodyAs(structuredDataWrite, structuredDataPayload);
documentBodyAs(structuredDataReferenceWrite, structuredDataReference);
