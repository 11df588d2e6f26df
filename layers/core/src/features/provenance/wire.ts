import * as z from 'zod';
import { chars } from '../../kernel/bounds.ts';

/** Activity (docs/provenance.md). */
export const activity = z.object({
  appId: z.string(),
  actionKind: z.enum(['CREATE', 'READ', 'UPDATE', 'DELETE', 'EXECUTE']),
  targetKind: z.string(),
  targetAppId: z.string(),
  agentUsername: z.string(),
  summary: z.string(),
  startedAtMillis: z.number().int(),
  endedAtMillis: z.number().int(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  originInstance: z.string().nullable(),
});
const millis = z.coerce.number().int().min(0).max(9_999_999_999_999);
/** Filters of the provenance list endpoints; `limit` defaults to 100 and is capped at 1000. */
export const activityFilters = z.object({
  agent: chars(z.string().min(1), 200).optional(),
  targetKind: chars(z.string().min(1), 100).optional(),
  targetAppId: chars(z.string().min(1), 200).optional(),
  since: millis.optional(),
  until: millis.optional(),
  limit: z.coerce.number().int().min(1).optional(),
});
export const activityCount = z.object({ count: z.number().int().min(0) });
const kindCounts = z.object({
  CREATE: z.number().int(),
  READ: z.number().int(),
  UPDATE: z.number().int(),
  DELETE: z.number().int(),
  EXECUTE: z.number().int(),
});
/** `GET /v2/provenance/stats` (field meanings in provenance/stats.ts and the route summary). */
export const collectionStats = z.object({
  scope: z.literal('collection'),
  collectionId: z.number().int(),
  collectionAppId: z.string(),
  totals: z.object({
    activities: z.number().int(),
    agents: z.number().int(),
    firstAtMillis: z.number().int().nullable(),
    lastAtMillis: z.number().int().nullable(),
  }),
  byActionKind: kindCounts,
  sparkline: z.object({
    bucket: z.literal('day'),
    days: z.number().int(),
    fromMillis: z.number().int(),
    counts: z.array(z.number().int()),
  }),
  cumulative: z.array(z.number().int()),
});
