import * as z from 'zod';
import { bounds, httpUrl, nameText, text } from '../../kernel/bounds.ts';

/** Wire shapes of `/v2/admin/import` (the route table documents them in OpenAPI). */
export const startRequest = z
  .object({
    /**
     * The source's legacy API root (`https://host/svc/api`, or an upstream `…/shepard/api`); a bare
     * origin (`http://host:8080`) means `<origin>/svc/api`.
     */
    sourceBaseUrl: httpUrl,
    /** An API key of the source instance; stored encrypted, never answered. */
    apiKey: text(bounds.token, 1),
    /** The legacy id of the Collection on the source (the one id an upstream API has). */
    sourceCollectionId: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    /** Name of the new Collection; the source's name when absent. */
    targetName: nameText.optional(),
  })
  .strict();
export type StartRequest = z.output<typeof startRequest>;

const count = z.object({ done: z.number().int(), total: z.number().int(), skipped: z.number().int() });
export const KINDS = [
  'collections',
  'dataObjects',
  'links',
  'references',
  'labJournalEntries',
  'annotations',
  'fileContainers',
  'files',
  'timeseriesContainers',
  'timeseriesPoints',
  'structuredDataContainers',
  'structuredDocuments',
  'spatialDataContainers',
  'spatialPoints',
  'permissions',
] as const;
export type Kind = (typeof KINDS)[number];

export const importJob = z.object({
  id: z.string(),
  state: z.enum(['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED']),
  phase: z.enum(['collection', 'dataObjects', 'content', 'permissions', 'provenance', 'done']),
  sourceBaseUrl: z.string(),
  sourceCollectionId: z.number().int(),
  targetName: z.string().nullable(),
  targetCollectionId: z.number().int().nullable(),
  targetCollectionAppId: z.string().nullable(),
  run: z
    .number()
    .int()
    .describe(
      '1 for the first run; a repeated start of a finished job runs it again (nothing already copied is copied twice)',
    ),
  counts: z.object(Object.fromEntries(KINDS.map((k) => [k, count])) as Record<Kind, typeof count>),
  bytesCopied: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(z.string()).describe('The first errors of this run (at most 50)'),
  skipped: z
    .array(
      z.object({
        kind: z.enum(KINDS).describe('The kind, as counted in `counts`'),
        source: z.string().describe('The item on the source (its kind and legacy id or oid)'),
        reason: z.string(),
      }),
    )
    .describe("What this run did not copy, item by item, and why (the first 200; `counts` has every kind's number)"),
  unmapped: z
    .object({
      users: z.array(z.string()),
      groups: z.array(z.string()),
    })
    .describe(
      'Users and groups named in the permissions of the source Collection and containers that do not exist on this instance (by username; a group by name, exactly one): left out of the copies (the first 200 each)',
    ),
  notCopied: z.array(z.string()).describe('What the importer never copies'),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJobView = z.output<typeof importJob>;

export const jobList = z.object({ items: z.array(importJob), nextCursor: z.string().nullable() });

export const listQuery = z.object({
  limit: z
    .preprocess((v) => (typeof v === 'string' && /^\d{1,4}$/.test(v) ? Number(v) : v), z.number().int().min(1).max(100))
    .optional(),
  cursor: text(200).optional(),
});

export const jobIdPattern = /^[0-9a-f]{32}$/;
