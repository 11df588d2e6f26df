import * as z from 'zod';
import { auditStamp, describedEntity, int64, timestamp } from '../../kernel/wire-base.ts';
import { attributeMap, bounds, descriptionText, list, nameText, text } from '../../kernel/bounds.ts';
import { declaredOnly, named, documentBodyAs } from '../../kernel/legacy-names.ts';

/**
 * Wire shapes of the legacy Collection and DataObject operations: upstream 5.2.0's components
 * plus what the reference fixtures add (`appId`, `revision`, the DataObject `*Count` fields).
 * Request bodies accept (and ignore) the read-only fields, so a client may PUT back what it GOT.
 */
const ids = z.array(int64);

// ── responses ─────────────────────────────────────────────────────────────────────
const entity = describedEntity;

export const collection = z.object({
  ...entity,
  dataObjectIds: ids,
  incomingIds: ids,
  defaultFileContainerId: int64.nullable(),
});

export const dataObject = z.object({
  ...entity,
  collectionId: int64,
  parentId: int64.nullable(),
  childrenIds: ids,
  predecessorIds: ids,
  successorIds: ids,
  referenceIds: ids,
  incomingIds: ids,
  fileBundleCount: z.number().int(),
  structuredDataReferenceCount: z.number().int(),
  spatialDataReferenceCount: z.number().int(),
  timeseriesReferenceCount: z.number().int(),
  videoStreamReferenceCount: z.number().int(),
});

// ── request bodies ────────────────────────────────────────────────────────────────
const description = descriptionText.nullish().transform((v) => v ?? null);
const attributesIn = attributeMap.nullish().transform((v) => v ?? {});
const idList = list(int64.min(0))
  .nullish()
  .transform((v) => v ?? []);

export const collectionWrite = z.object({ name: nameText, description, attributes: attributesIn });

export const dataObjectWrite = z.object({
  name: nameText,
  description,
  attributes: attributesIn,
  parentId: int64
    .min(0)
    .nullish()
    .transform((v) => v ?? null),
  predecessorIds: idList,
});

// ── query parameters (strings on the wire) ───────────────────────────────────────
// Preprocessed, so the generated OpenAPI documents them as upstream does (integer, boolean)
// while anything but a plain decimal integer or `true`/`false` is refused.
const INT32_MAX = 2_147_483_647;
const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );
const boolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
/** Upstream's `DataObjectAttributes`, the order keys of both lists. */
export const orderBy = z.enum(['createdAt', 'updatedAt', 'name']);

export const collectionListQuery = z.object({
  name: text(bounds.name).optional(),
  page: integer(0, INT32_MAX).optional(),
  size: integer(0, INT32_MAX).optional(),
  orderBy: orderBy.optional(),
  orderDesc: boolean.optional(),
});

/** `parentId`, `predecessorId`, `successorId`: -1 selects the objects that have none. */
export const dataObjectListQuery = z.object({
  name: text(bounds.name).optional(),
  page: integer(0, INT32_MAX).optional(),
  size: integer(1, INT32_MAX).optional(),
  parentId: integer(-1).optional(),
  predecessorId: integer(-1).optional(),
  successorId: integer(-1).optional(),
  orderBy: orderBy.optional(),
  orderDesc: boolean.optional(),
  versionUid: text(bounds.token).optional(),
});

export const versionQuery = z.object({ versionUid: text(bounds.token).optional() });

// ── upstream's component names, for the legacy OpenAPI view (kernel/legacy-names.ts) ──
named(collection, 'Collection');
named(dataObject, 'DataObject');
named(orderBy, 'DataObjectAttributes');
documentBodyAs(collectionWrite, collection);
documentBodyAs(dataObjectWrite, dataObject);

// Upstream models no svc operation uses, declared so a generated client keeps their classes.
const { appId: _appId, ...upstreamStamp } = auditStamp;
declaredOnly(
  z
    .object({
      ...upstreamStamp,
      name: z.string(),
      description: z.string().nullable(),
      attributes: z.record(z.string(), z.string()),
    })
    .describe("Upstream's common base of Collection and DataObject; no operation answers it alone."),
  'AbstractDataObject',
);
declaredOnly(
  z
    .object({
      uid: z.string(),
      name: z.string().optional(),
      description: z.string().optional(),
      isHEADVersion: z.boolean().optional(),
      createdAt: timestamp.optional(),
      createdBy: z.string().optional(),
      predecessorUUID: z.string().optional(),
      hEADVersion: z.boolean().optional(),
    })
    .describe(
      "Upstream's Collection version. svc keeps entity revisions instead (`GET /v2/revisions/{appId}`, whose `uid` a `versionUid` parameter selects); no legacy operation answers this model.",
    ),
  'Version',
);
