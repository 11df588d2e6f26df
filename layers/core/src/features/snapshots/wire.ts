import * as z from 'zod';
import type { SnapshotRecord } from './store.ts';
import { DEFAULT_LIMIT, MAX_LIMIT } from './diff.ts';

const appId = z.string();

export const snapshot = z.object({
  appId,
  collectionAppId: appId,
  status: z
    .enum(['PENDING', 'RUNNING', 'COMPLETE', 'FAILED'])
    .describe(
      'PENDING: nothing recorded yet; RUNNING: entries being recorded (entityCount so far); COMPLETE: ready to diff; FAILED: see failure',
    ),
  entityCount: z.number().int().describe('Entries recorded (all of them once COMPLETE)'),
  createdAt: z.string(),
  createdBy: z.string(),
  completedAt: z.string().nullable(),
  failure: z.string().nullable(),
});

export const toWire = (s: SnapshotRecord): z.output<typeof snapshot> => ({
  appId: s.appId,
  collectionAppId: s.collectionAppId,
  status: s.status,
  entityCount: s.entityCount,
  createdAt: s.createdAt,
  createdBy: s.createdBy,
  completedAt: s.completedAt,
  failure: s.failure,
});

export const snapshotList = z.object({
  snapshots: z.array(snapshot).describe('Newest first'),
  next: z.string().nullable().describe('The cursor of the next page, null on the last'),
});

export const listQuery = z.object({
  cursor: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe('A position: the snapshots created before the snapshot with this appId'),
  limit: z.coerce.number().int().min(1).max(100).optional().describe('Default 50'),
});

export const diffQuery = z.object({
  cursor: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe('The `next` of the previous page: a position in snapshot order (the entries after it)'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_LIMIT)
    .optional()
    .describe(`Entities listed per page (added + removed + changed); default ${DEFAULT_LIMIT}`),
});

export const diff = z.object({
  added: z
    .array(z.object({ entityAppId: appId, revision: z.number().int() }))
    .describe(
      'In b, not in a. Every list is in snapshot order: the Collection, then each DataObject by appId followed by its references',
    ),
  removed: z.array(z.object({ entityAppId: appId })).describe('In a, not in b'),
  changed: z.array(z.object({ entityAppId: appId, fromRevision: z.number().int(), toRevision: z.number().int() })),
  unchangedCount: z
    .number()
    .int()
    .describe(
      "Entities with equal revisions in this page's range (the whole diff when next is null and no cursor was sent)",
    ),
  next: z.string().nullable().describe('The cursor of the next page, null on the last'),
});
