import * as z from 'zod';
import { bounds, nameText, text } from '../../kernel/bounds.ts';
import { entityStamp, int64, timestamp } from '../../kernel/wire-base.ts';
import { declaredOnly, documentBodyAs, named, referenceOptional } from '../../kernel/legacy-names.ts';

/**
 * Wire shapes of the legacy reference and lab-journal operations: upstream 5.2.0's components
 * plus `appId` and `revision`, as on every other legacy entity. Request bodies accept (and
 * ignore) the read-only fields, so a client may POST back what it GOT.
 */
const name = nameText;

export const basicReference = z.object({
  ...entityStamp,
  name: z.string(),
  dataObjectId: int64,
  type: z.string(),
});

export const collectionReference = basicReference.extend({
  referencedCollectionId: int64,
  relationship: z.string().nullable(),
});
export const dataObjectReference = basicReference.extend({
  referencedDataObjectId: int64,
  relationship: z.string().nullable(),
});
export const uriReference = basicReference.extend({ uri: z.string(), relationship: z.string().nullable() });

export const labJournalEntry = z.object({
  id: int64,
  appId: z.string(),
  dataObjectId: int64,
  journalContent: z.string(),
  createdAt: timestamp,
  createdBy: z.string(),
  updatedAt: timestamp.nullable(),
  updatedBy: z.string().nullable(),
  revision: z.number().int(),
});

// ── request bodies ────────────────────────────────────────────────────────────────
const relationship = text(bounds.name)
  .nullish()
  .transform((v) => v ?? null);

export const collectionReferenceWrite = z.object({ name, referencedCollectionId: int64.min(0), relationship });
export const dataObjectReferenceWrite = z.object({ name, referencedDataObjectId: int64.min(0), relationship });
export const uriReferenceWrite = z.object({
  name,
  uri: text(bounds.uri).regex(/\S/, 'uri must not be blank'),
  relationship,
});
export const labJournalWrite = z.object({ journalContent: text(bounds.journalContent) });
/** The update's body: the same shape, documented on its own as upstream does (not as the entry). */
export const labJournalUpdate = named(labJournalWrite.clone(), 'UpdateLabJournalRequest', {
  optional: ['journalContent'],
});

// ── query parameters (strings on the wire) ───────────────────────────────────────
const INT32_MAX = 2_147_483_647;
const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );
const boolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** Upstream's `BasicReferenceAttributes`. */
export const referenceOrderBy = z.enum(['createdAt', 'updatedAt', 'name', 'type']);

export const referenceListQuery = z.object({
  name: text(bounds.name).optional(),
  page: integer(0, INT32_MAX).optional(),
  size: integer(1, INT32_MAX).optional(),
  orderBy: referenceOrderBy.optional(),
  orderDesc: boolean.optional(),
});

export const versionQuery = z.object({ versionUid: text(bounds.token).optional() });
export const labJournalQuery = z.object({ dataObjectId: integer(0) });

// ── upstream's component names, for the legacy OpenAPI view (kernel/legacy-names.ts) ──
named(basicReference, 'BasicReference', { optional: referenceOptional });
named(collectionReference, 'CollectionReference', { optional: referenceOptional });
named(dataObjectReference, 'DataObjectReference', { optional: referenceOptional });
named(uriReference, 'URIReference', { optional: referenceOptional });
named(labJournalEntry, 'LabJournalEntry');
named(referenceOrderBy, 'BasicReferenceAttributes');
documentBodyAs(collectionReferenceWrite, collectionReference);
documentBodyAs(dataObjectReferenceWrite, dataObjectReference);
documentBodyAs(uriReferenceWrite, uriReference);
documentBodyAs(labJournalWrite, labJournalEntry);

/** Upstream's `Status`, the HTTP status names of its `InvalidHtmlResponse`. */
const HTTP_STATUS_NAMES = [
  'OK',
  'CREATED',
  'ACCEPTED',
  'NO_CONTENT',
  'RESET_CONTENT',
  'PARTIAL_CONTENT',
  'MULTIPLE_CHOICES',
  'MOVED_PERMANENTLY',
  'FOUND',
  'SEE_OTHER',
  'NOT_MODIFIED',
  'USE_PROXY',
  'TEMPORARY_REDIRECT',
  'PERMANENT_REDIRECT',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'PAYMENT_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'PROXY_AUTHENTICATION_REQUIRED',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'GONE',
  'LENGTH_REQUIRED',
  'PRECONDITION_FAILED',
  'REQUEST_ENTITY_TOO_LARGE',
  'REQUEST_URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'REQUESTED_RANGE_NOT_SATISFIABLE',
  'EXPECTATION_FAILED',
  'PRECONDITION_REQUIRED',
  'TOO_MANY_REQUESTS',
  'REQUEST_HEADER_FIELDS_TOO_LARGE',
  'UNAVAILABLE_FOR_LEGAL_REASONS',
  'INTERNAL_SERVER_ERROR',
  'NOT_IMPLEMENTED',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
  'GATEWAY_TIMEOUT',
  'HTTP_VERSION_NOT_SUPPORTED',
  'NETWORK_AUTHENTICATION_REQUIRED',
] as const;

// Upstream's 400 body of lab-journal writes with unsafe HTML, declared for its model classes: svc
// answers problem JSON there (carrying upstream's `message` and `suppliedHtml`), as for every error.
declaredOnly(
  z
    .object({
      message: z.string().optional(),
      exception: z.string().optional(),
      status: declaredOnly(z.enum(HTTP_STATUS_NAMES), 'Status').optional(),
      suppliedHtml: z.string().optional(),
      sanitizedHtml: z.string().optional(),
    })
    .describe(
      "Upstream's answer to lab-journal content its sanitiser would change. svc answers an RFC 7807 problem document instead, with upstream's `message` and `suppliedHtml` as extension members.",
    ),
  'InvalidHtmlResponse',
);
