import * as z from 'zod';
import { formatted, named } from './legacy-names.ts';

/** Wire pieces every legacy entity shares (one place; the area wire modules build on them). */
export const int64 = formatted(z.number().int(), 'int64');
/** An ISO 8601 instant as the legacy shelf writes it (upstream's `date-time`). */
export const timestamp = formatted(z.string(), 'date-time');

/** Ids and the audit fields every legacy record carries. */
export const auditStamp = {
  id: int64,
  appId: z.string(),
  createdAt: timestamp,
  createdBy: z.string(),
  updatedAt: timestamp.nullable(),
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

/** Upstream's `ContainerType`: the kinds of container on the legacy wire (a container search's BASIC finds them all). */
export const CONTAINER_TYPES = ['FILE', 'TIMESERIES', 'STRUCTUREDDATA', 'SPATIALDATA', 'BASIC'] as const;
export const containerType = named(z.enum(CONTAINER_TYPES), 'ContainerType');
