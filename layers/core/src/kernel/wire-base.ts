import * as z from 'zod';

/** Wire pieces every legacy entity shares (one place; the area wire modules build on them). */
export const int64 = z.number().int();

/** Ids and the audit fields every legacy record carries. */
export const auditStamp = {
  id: int64,
  appId: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
};

/** The audit stamp of every legacy entity: upstream's fields plus the fixtures' `appId` and `revision`. */
export const entityStamp = { ...auditStamp, revision: z.number().int() };

/** Collections, DataObjects (and later containers): the stamp plus name, description and attributes. */
export const describedEntity = {
  ...entityStamp,
  name: z.string(),
  description: z.string().nullable(),
  attributes: z.record(z.string(), z.string()),
};
