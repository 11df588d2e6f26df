import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo, tableName } from '../../platform/aws/clients.ts';
import { KINDS, type Kind } from './wire.ts';

/**
 * Import jobs in the `migrations` table (an import is a migration between instances):
 *
 * - the job: pk `IMPORT#JOB`, sk the job id (one partition, so the list is one Query per page);
 *   the job id is a digest of source and target, so starting the same import again finds it;
 * - the id map of a job: pk `IMPORT#MAP#<jobId>`, sk `<kind>#<source id>`, value the target id.
 *   Every copied item is looked up here first, so a redelivered step or a second run skips it.
 *
 * The job's `version` guards every progress write: a worker whose lease was taken over cannot
 * write back an older cursor.
 */
export type JobState = 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED';
export type Phase = 'collection' | 'dataObjects' | 'content' | 'permissions' | 'provenance' | 'done';
export const MAX_ERRORS = 50;
/** The report keeps at most this many skipped items, and as many unmapped users and groups each. */
export const MAX_REPORTED = 200;
/**
 * Each string of the report (an error, a skipped item's source and reason, an unmapped name) is
 * cut to this many UTF-8 bytes: they come from the source instance, and the whole job must stay
 * within DynamoDB's 400 KB item (50 errors + 200 × 2 + 400 strings of 256 bytes: under 170 KB).
 */
export const MAX_REPORT_TEXT_BYTES = 256;

/** `text` cut to `MAX_REPORT_TEXT_BYTES` UTF-8 bytes at a character boundary, `…` marking a cut. */
export function reportText(text: string): string {
  if (Buffer.byteLength(text) <= MAX_REPORT_TEXT_BYTES) return text;
  let out = '';
  let bytes = 0;
  for (const ch of text) {
    const n = Buffer.byteLength(ch);
    // Room for the 3 bytes of the ellipsis.
    if (bytes + n > MAX_REPORT_TEXT_BYTES - 3) break;
    out += ch;
    bytes += n;
  }
  return `${out}…`;
}
const skipItem = z.object({ kind: z.enum(KINDS), source: z.string(), reason: z.string() });
export type SkipItem = z.output<typeof skipItem>;

const counter = z.object({ done: z.number().int(), total: z.number().int(), skipped: z.number().int() });
export const jobItem = z.object({
  id: z.string(),
  state: z.enum(['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED']),
  phase: z.enum(['collection', 'dataObjects', 'content', 'permissions', 'provenance', 'done']),
  apiRoot: z.string(),
  sourceCollectionId: z.number().int(),
  targetName: z.string().nullable(),
  /** AES-256-GCM of the source API key (secret.ts); never leaves this module's callers. */
  apiKeyCipher: z.string(),
  targetCollectionId: z.number().int().nullable(),
  targetCollectionAppId: z.string().nullable(),
  run: z.number().int(),
  /** Next source page (legacy page index, PAGE_SIZE per page) of the current phase. */
  page: z.number().int(),
  counts: z.record(z.string(), counter),
  bytesCopied: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(z.string()),
  /** What this run did not copy and why (jobs written before the report have none). */
  skipped: z.array(skipItem).default([]),
  unmappedUsers: z.array(z.string()).default([]),
  unmappedGroups: z.array(z.string()).default([]),
  version: z.number().int(),
  leaseOwner: z.string().nullable(),
  leaseUntil: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  startedAtMillis: z.number().int(),
  finishedAt: z.string().nullable(),
});
export type JobItem = z.output<typeof jobItem>;
export type Counts = Record<Kind, { done: number; total: number; skipped: number }>;

export const emptyCounts = (): Counts =>
  Object.fromEntries(KINDS.map((k) => [k, { done: 0, total: 0, skipped: 0 }])) as Counts;

const T = () => tableName('migrations');
const JOBS_PK = 'IMPORT#JOB';
const jobKey = (id: string) => ({ pk: JOBS_PK, sk: id });
const mapPk = (jobId: string) => `IMPORT#MAP#${jobId}`;
const conditionFailed = (err: unknown) => err instanceof ConditionalCheckFailedException;

export async function readJob(id: string): Promise<JobItem | undefined> {
  const r = await dynamo().send(new GetCommand({ TableName: T(), Key: jobKey(id), ConsistentRead: true }));
  return r.Item ? jobItem.parse(r.Item) : undefined;
}

/** Writes a new job; false when one with this id exists already. */
export async function createJob(job: JobItem): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: T(),
        Item: { ...jobKey(job.id), ...job },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (err) {
    if (conditionFailed(err)) return false;
    throw err;
  }
}

/** Replaces the job when it is still at `expectedVersion`; the written item has version + 1. False when it moved on. */
export async function saveJob(job: JobItem, expectedVersion: number): Promise<JobItem | undefined> {
  const next = { ...job, version: expectedVersion + 1, updatedAt: new Date().toISOString() };
  try {
    await dynamo().send(
      new PutCommand({
        TableName: T(),
        Item: { ...jobKey(job.id), ...next },
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: { ':v': expectedVersion },
      }),
    );
    return next;
  } catch (err) {
    if (conditionFailed(err)) return undefined;
    throw err;
  }
}

/** A page of jobs in id order; the cursor is the last id handed out (a position, never an error). */
export async function listJobs(
  limit: number,
  cursor: string | undefined,
): Promise<{ items: JobItem[]; next: string | null }> {
  // An empty cursor is the start (a key condition cannot compare with an empty string).
  const after = cursor === '' ? undefined : cursor;
  const r = await dynamo().send(
    new QueryCommand({
      TableName: T(),
      KeyConditionExpression: after === undefined ? 'pk = :pk' : 'pk = :pk AND sk > :after',
      ExpressionAttributeValues: { ':pk': JOBS_PK, ...(after === undefined ? {} : { ':after': after }) },
      Limit: limit,
    }),
  );
  const items = (r.Items ?? []).map((i) => jobItem.parse(i));
  return { items, next: r.LastEvaluatedKey && items.length > 0 ? (items[items.length - 1]?.id ?? null) : null };
}

// ── the id map ──────────────────────────────────────────────────────────────────────────────

export interface Mapped {
  readonly target: string;
  readonly extra?: string | undefined;
}

export async function mapped(jobId: string, kind: string, sourceId: string | number): Promise<Mapped | undefined> {
  const r = await dynamo().send(
    new GetCommand({ TableName: T(), Key: { pk: mapPk(jobId), sk: `${kind}#${sourceId}` }, ConsistentRead: true }),
  );
  return r.Item
    ? { target: String(r.Item['target']), extra: typeof r.Item['extra'] === 'string' ? r.Item['extra'] : undefined }
    : undefined;
}

/** The mapped targets of many source ids of one kind (BatchGetItem in groups of 100). */
export async function mappedMany(
  jobId: string,
  kind: string,
  sourceIds: readonly (string | number)[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const keys = [...new Set(sourceIds.map(String))];
  for (let i = 0; i < keys.length; i += 100) {
    let pending: Record<string, unknown>[] | undefined = keys
      .slice(i, i + 100)
      .map((k) => ({ pk: mapPk(jobId), sk: `${kind}#${k}` }));
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 5) throw new Error('DynamoDB left id-map reads unprocessed after retries');
      if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      const r = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [T()]: { Keys: pending, ConsistentRead: true } } }),
      );
      for (const item of r.Responses?.[T()] ?? [])
        out.set(String(item['sk']).slice(kind.length + 1), String(item['target']));
      pending = r.UnprocessedKeys?.[T()]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return out;
}

/** Every source → target of one kind in the id map (a Query of its `<kind>#` keys, page by page). */
export async function mappedKind(jobId: string, kind: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const r = await dynamo().send(
      new QueryCommand({
        TableName: T(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :k)',
        ExpressionAttributeValues: { ':pk': mapPk(jobId), ':k': `${kind}#` },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    for (const item of r.Items ?? []) out.set(String(item['sk']).slice(kind.length + 1), String(item['target']));
    ExclusiveStartKey = r.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return out;
}

/** Records source → target; a second write of the same source keeps the first target. */
export async function recordMapping(
  jobId: string,
  kind: string,
  sourceId: string | number,
  target: string | number,
  extra?: string,
): Promise<void> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: T(),
        Item: {
          pk: mapPk(jobId),
          sk: `${kind}#${sourceId}`,
          target: String(target),
          ...(extra === undefined ? {} : { extra }),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (err) {
    if (!conditionFailed(err)) throw err;
  }
}

/**
 * The values chosen for an item before it is written (an oid, a storage locator), kept under
 * `pending#<kind>#<source id>` in the id map: a retry after a write whose mapping was lost gets the
 * same values back, so it replaces what the dead attempt wrote instead of writing a second copy.
 */
export async function reserve(
  jobId: string,
  kind: string,
  sourceId: string | number,
  fresh: Readonly<Record<string, string>>,
): Promise<Record<string, string>> {
  const Key = { pk: mapPk(jobId), sk: `pending#${kind}#${sourceId}` };
  try {
    await dynamo().send(
      new PutCommand({
        TableName: T(),
        Item: { ...Key, values: fresh },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { ...fresh };
  } catch (err) {
    if (!conditionFailed(err)) throw err;
  }
  const r = await dynamo().send(new GetCommand({ TableName: T(), Key, ConsistentRead: true }));
  return z.record(z.string(), z.string()).parse(r.Item?.['values']);
}

/**
 * Where the copy of an item written over several invocations stands (a cursor), under
 * `progress#<kind>#<source id>` in the id map; each save replaces the last (one worker holds the
 * job at a time). Undefined before the first save.
 */
export async function readProgress(
  jobId: string,
  kind: string,
  sourceId: string | number,
): Promise<Record<string, string> | undefined> {
  const r = await dynamo().send(
    new GetCommand({
      TableName: T(),
      Key: { pk: mapPk(jobId), sk: `progress#${kind}#${sourceId}` },
      ConsistentRead: true,
    }),
  );
  return r.Item ? z.record(z.string(), z.string()).parse(r.Item['values']) : undefined;
}

export async function saveProgress(
  jobId: string,
  kind: string,
  sourceId: string | number,
  values: Readonly<Record<string, string>>,
): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: T(),
      Item: { pk: mapPk(jobId), sk: `progress#${kind}#${sourceId}`, values },
    }),
  );
}
