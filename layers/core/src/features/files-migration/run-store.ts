import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo, tableName } from '../../platform/aws/clients.ts';

/**
 * The persisted state of file migration in the `migrations` table (so it survives cold starts):
 *
 * - the run: pk `FILES#RUN`, sk `CURRENT`, one item, replaced by the next start;
 * - one outcome per file and run: pk `FILES#RUN#<runId>`, sk `FILE#<appId>`; written in the same
 *   transaction as the counters it bumps, so a redelivered message can never count a file twice
 *   (expiring by TTL after OUTCOME_TTL_DAYS);
 * - one row per file container (the per-container view): pk `FILES#CONTAINER`, sk the zero-padded
 *   legacy container id, reset when a later run first touches the container.
 */
export type RunStatus = 'IDLE' | 'RUNNING' | 'DONE' | 'FAILED';
export type FileOutcome = 'MIGRATED' | 'FAILED' | 'SKIPPED';

/** A run that has not moved for this long is abandoned: a new start may take over (see docs/files-migration.md). */
export const RUN_STALE_MS = 2 * 60 * 60 * 1000;

/** Per-file outcomes only guard against double counting while a run lasts; they expire by TTL after 30 days. */
export const OUTCOME_TTL_DAYS = 30;
const outcomeExpiry = () => Math.floor(Date.now() / 1000) + OUTCOME_TTL_DAYS * 86_400;

const RUN_KEY = { pk: 'FILES#RUN', sk: 'CURRENT' } as const;
const CONTAINERS_PK = 'FILES#CONTAINER';
const fileKey = (runId: string, appId: string) => ({ pk: `FILES#RUN#${runId}`, sk: `FILE#${appId}` });
const containerKey = (containerId: number) => ({ pk: CONTAINERS_PK, sk: String(containerId).padStart(20, '0') });

const counter = z.number().int().default(0);
export const runItem = z.object({
  runId: z.string(),
  status: z.enum(['RUNNING', 'DONE', 'FAILED']),
  sourceProviderId: z.string(),
  targetProviderId: z.string(),
  filesTotal: counter,
  filesPlanned: counter,
  filesMigrated: counter,
  filesFailed: counter,
  filesSkipped: counter,
  planned: z.boolean().default(false),
  planCursor: z.string().default(''),
  /** Legacy ids of the containers the run is limited to; absent for every container. */
  containerIds: z.array(z.number().int()).optional(),
  startedAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().optional(),
  startedBy: z.string().optional(),
  errorMessage: z.string().optional(),
  firstError: z.string().optional(),
});
export type RunItem = z.output<typeof runItem>;

export const containerRow = z.object({
  containerId: z.number().int(),
  runId: z.string(),
  total: counter,
  migrated: counter,
  failed: counter,
  skipped: counter,
  batches: counter,
  startedAt: z.string(),
  updatedAt: z.string(),
  errors: z.string().optional(),
});
export type ContainerRow = z.output<typeof containerRow>;

const T = () => tableName('migrations');
const conditionFailed = (err: unknown) => err instanceof ConditionalCheckFailedException;

export async function readRun(): Promise<RunItem | undefined> {
  const r = await dynamo().send(new GetCommand({ TableName: T(), Key: RUN_KEY, ConsistentRead: true }));
  return r.Item ? runItem.parse(r.Item) : undefined;
}

/**
 * Writes a new run unless one is RUNNING (and not abandoned): the one-run-at-a-time rule as a
 * conditional write. Resolves false when another run holds the slot.
 */
export async function claimRun(run: RunItem, now: number): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: T(),
        Item: { ...RUN_KEY, ...run },
        ConditionExpression: 'attribute_not_exists(pk) OR #status <> :running OR updatedAt < :stale',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':running': 'RUNNING', ':stale': new Date(now - RUN_STALE_MS).toISOString() },
      }),
    );
    return true;
  } catch (err) {
    if (conditionFailed(err)) return false;
    throw err;
  }
}

/**
 * Ends a RUNNING run with this status (and message, if any); a no-op for any other run, so it
 * is safe to call any number of times.
 */
async function endRun(runId: string, status: 'DONE' | 'FAILED', message?: string): Promise<void> {
  const now = new Date().toISOString();
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: T(),
        Key: RUN_KEY,
        UpdateExpression: `SET #status = :s, finishedAt = :now, updatedAt = :now${message === undefined ? '' : ', errorMessage = :m'}`,
        ConditionExpression: 'runId = :r AND #status = :running',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':s': status,
          ':now': now,
          ':r': runId,
          ':running': 'RUNNING',
          ...(message === undefined ? {} : { ':m': message }),
        },
      }),
    );
  } catch (err) {
    if (!conditionFailed(err)) throw err;
  }
}

/** Ends a RUNNING run as FAILED (enqueue or planning failure); a no-op for any other run. */
export async function failRun(runId: string, message: string): Promise<void> {
  await endRun(runId, 'FAILED', message);
}

/** Ends the run DONE or FAILED once every planned file has an outcome; safe to call from anywhere, any number of times. */
export async function finishIfComplete(runId: string): Promise<RunItem | undefined> {
  const run = await readRun();
  if (!run || run.runId !== runId || run.status !== 'RUNNING' || !run.planned) return run;
  if (run.filesMigrated + run.filesFailed + run.filesSkipped < run.filesTotal) return run;
  const failed = run.filesFailed > 0;
  const message = failed
    ? `${run.filesFailed} of ${run.filesTotal} files failed; first: ${run.firstError ?? 'unknown error'}`
    : undefined;
  await endRun(runId, failed ? 'FAILED' : 'DONE', message);
  return readRun();
}

/** Starts (or keeps) a container's row for this run: a row of an earlier run is reset. */
export async function openContainerRow(runId: string, containerId: number, now: string): Promise<void> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: T(),
        Item: {
          ...containerKey(containerId),
          containerId,
          runId,
          total: 0,
          migrated: 0,
          failed: 0,
          skipped: 0,
          batches: 0,
          startedAt: now,
          updatedAt: now,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR runId <> :r',
        ExpressionAttributeValues: { ':r': runId },
      }),
    );
  } catch (err) {
    if (!conditionFailed(err)) throw err;
  }
}

export interface PlannedPage {
  readonly prevCursor: string;
  readonly nextCursor: string;
  /** filesPlanned after this page. */
  readonly plannedAfter: number;
  readonly last: boolean;
  /** Per container: files and messages of this page. */
  readonly containers: ReadonlyMap<number, { files: number; batches: number }>;
}

/** One transaction per DynamoDB limit: the run item plus at most this many container rows. */
export const MAX_CONTAINERS_PER_PAGE = 90;

/**
 * Commits a planned page: cursor, planned count and container totals move together, and only
 * from the cursor the page started at, so a redelivered plan message never counts a page twice.
 * Resolves false when the cursor had already moved (or the run is no longer RUNNING).
 */
export async function commitPlannedPage(runId: string, page: PlannedPage): Promise<boolean> {
  const now = new Date().toISOString();
  const finish = page.last ? ', planned = :true, filesTotal = :planned' : '';
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: T(),
              Key: RUN_KEY,
              UpdateExpression: `SET planCursor = :next, filesPlanned = :planned, updatedAt = :now${finish}`,
              ConditionExpression: 'runId = :r AND planCursor = :prev AND #status = :running',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':next': page.nextCursor,
                ':planned': page.plannedAfter,
                ':now': now,
                ':r': runId,
                ':prev': page.prevCursor,
                ':running': 'RUNNING',
                ...(page.last ? { ':true': true } : {}),
              },
            },
          },
          ...[...page.containers].map(([containerId, c]) => ({
            Update: {
              TableName: T(),
              Key: containerKey(containerId),
              UpdateExpression: 'ADD #total :n, batches :b SET updatedAt = :now',
              ConditionExpression: 'runId = :r',
              ExpressionAttributeNames: { '#total': 'total' },
              ExpressionAttributeValues: { ':n': c.files, ':b': c.batches, ':now': now, ':r': runId },
            },
          })),
        ],
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof TransactionCanceledException && err.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed')
      return false;
    throw err;
  }
}

const COUNTERS: Record<FileOutcome, { run: string; container: string }> = {
  MIGRATED: { run: 'filesMigrated', container: 'migrated' },
  FAILED: { run: 'filesFailed', container: 'failed' },
  SKIPPED: { run: 'filesSkipped', container: 'skipped' },
};

/**
 * Records a file's outcome and bumps the run's and its container's counters in one transaction,
 * conditional on the outcome not existing yet: `duplicate` when an earlier delivery already
 * counted it, `stale` when the message belongs to a run that is no longer the current one.
 */
export async function recordOutcome(
  runId: string,
  containerId: number,
  appId: string,
  outcome: FileOutcome,
  error?: string,
): Promise<'counted' | 'duplicate' | 'stale'> {
  const now = new Date().toISOString();
  const c = COUNTERS[outcome];
  const err = error ? { ':e': error.slice(0, 1000) } : {};
  const keepFirst = error ? ', firstError = if_not_exists(firstError, :e)' : '';
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: T(),
              Item: {
                ...fileKey(runId, appId),
                appId,
                containerId,
                outcome,
                at: now,
                expiresAtEpoch: outcomeExpiry(),
                ...(error ? { error: error.slice(0, 1000) } : {}),
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: T(),
              Key: RUN_KEY,
              UpdateExpression: `ADD #c :one SET updatedAt = :now${keepFirst}`,
              ConditionExpression: 'runId = :r',
              ExpressionAttributeNames: { '#c': c.run },
              ExpressionAttributeValues: { ':one': 1, ':now': now, ':r': runId, ...err },
            },
          },
          {
            Update: {
              TableName: T(),
              Key: containerKey(containerId),
              UpdateExpression: `ADD #c :one SET updatedAt = :now${error ? ', errors = if_not_exists(errors, :e)' : ''}`,
              ConditionExpression: 'runId = :r',
              ExpressionAttributeNames: { '#c': c.container },
              ExpressionAttributeValues: { ':one': 1, ':now': now, ':r': runId, ...err },
            },
          },
        ],
      }),
    );
    return 'counted';
  } catch (e) {
    if (e instanceof TransactionCanceledException) {
      const reasons = e.CancellationReasons ?? [];
      if (reasons[0]?.Code === 'ConditionalCheckFailed') return 'duplicate';
      if (reasons[1]?.Code === 'ConditionalCheckFailed' || reasons[2]?.Code === 'ConditionalCheckFailed')
        return 'stale';
    }
    throw e;
  }
}

/** True when this run already holds an outcome for the file. */
export async function hasOutcome(runId: string, appId: string): Promise<boolean> {
  const r = await dynamo().send(
    new GetCommand({ TableName: T(), Key: fileKey(runId, appId), ConsistentRead: true, ProjectionExpression: 'pk' }),
  );
  return r.Item !== undefined;
}

export async function readContainerRow(containerId: number): Promise<ContainerRow | undefined> {
  const r = await dynamo().send(
    new GetCommand({ TableName: T(), Key: containerKey(containerId), ConsistentRead: true }),
  );
  return r.Item ? containerRow.parse(r.Item) : undefined;
}

/** Every container row, in container id order (paged through DynamoDB, one page at a time). */
export async function listContainerRows(): Promise<ContainerRow[]> {
  const rows: ContainerRow[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: T(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': CONTAINERS_PK },
        ExclusiveStartKey,
        ConsistentRead: true,
      }),
    );
    for (const i of page.Items ?? []) rows.push(containerRow.parse(i));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return rows;
}
