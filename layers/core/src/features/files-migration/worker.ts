import { mapLimit } from '../../kernel/concurrency.ts';
import { ProblemError } from '../../kernel/problem.ts';
import { logger } from '../../platform/observability/logger.ts';
import type { StorageAdapter } from '../../platform/plugins/types.ts';
import { queues } from '../../platform/resources/definitions.ts';
import type { QueueRecord, WorkerOptions } from '../../platform/aws/queue-worker.ts';
import { usableAdapter } from './adapters.ts';
import { copyObject, type Digests } from '../../platform/storage/copy.ts';
import { heldByPage, markMigrated, readFileRow, type FileRow } from './file-rows.ts';
import { migrationHmac, migrationKey } from './hmac.ts';
import {
  batchesOf,
  migrationMessage,
  sendMessage,
  sendMessages,
  type FilesMessage,
  type MigrationMessage,
} from './messages.ts';
import {
  MAX_CONTAINERS_PER_PAGE,
  commitPlannedPage,
  failRun,
  finishIfComplete,
  hasOutcome,
  openContainerRow,
  readRun,
  recordOutcome,
  type FileOutcome,
  type RunItem,
} from './run-store.ts';

/**
 * The `file-migration` queue consumer (no Lambda types here: the handler maps the SQS event).
 * Idempotent under redelivery at every step: the copy goes to the same key (an overwrite), the
 * graph write applies only while the row is still held by the source, and a file's outcome is
 * counted in one conditional transaction with the counters. Source bytes are never deleted.
 */
const MAX_RECEIVES = queues.find((q) => q.id === 'file-migration')?.maxReceiveCount ?? 5;
const PAGE_SIZE = 250;
const RECORD_CONCURRENCY = 8;
const COPY_ATTEMPTS = 3;
/** Below this much time left no new file starts; its message comes back after the visibility timeout. */
const RESERVE_MS = 90_000;

/** Processes a batch; resolves to the ids of the records SQS should deliver again. */
export async function processMigrationRecords(records: readonly QueueRecord[], opts: WorkerOptions): Promise<string[]> {
  const done = await mapLimit(records, RECORD_CONCURRENCY, (r) => processRecord(r, opts));
  return records.filter((_, i) => !done[i]).map((r) => r.id);
}

/** True when the record is done with (processed, or dropped as stale or malformed). */
async function processRecord(r: QueueRecord, opts: WorkerOptions): Promise<boolean> {
  let message: MigrationMessage;
  try {
    message = migrationMessage.parse(JSON.parse(r.body));
  } catch (error) {
    logger.error('file migration: dropping a malformed message', { error: error as Error, messageId: r.id });
    return true;
  }
  const lastChance = r.receiveCount >= MAX_RECEIVES;
  try {
    if (message.kind === 'plan') await planRun(message.runId, opts);
    else await migrateBatch(message, opts);
    return true;
  } catch (error) {
    logger.error('file migration: message failed', {
      error: error as Error,
      messageId: r.id,
      kind: message.kind,
      receiveCount: r.receiveCount,
      lastChance,
    });
    if (!lastChance) return false;
    // The queue would move the message to its DLQ: record the failure so the run can still end.
    const why = `gave up after ${r.receiveCount} deliveries: ${(error as Error).message}`;
    try {
      if (message.kind === 'plan') await failRun(message.runId, `Planning the migration failed: ${why}`);
      else {
        for (const appId of message.appIds) await count(message.runId, message.containerId, appId, 'FAILED', why);
        await finishIfComplete(message.runId);
      }
    } catch (e) {
      logger.error('file migration: recording the final failure failed', { error: e as Error, messageId: r.id });
      return false;
    }
    return true;
  }
}

async function currentRun(runId: string): Promise<RunItem | undefined> {
  const run = await readRun();
  return run?.runId === runId && run.status === 'RUNNING' ? run : undefined;
}

// ── planning ──────────────────────────────────────────────────────────────────────────────

/**
 * Pages through the files held by the source in appId order and enqueues them per container in
 * small batches. Each page commits cursor and totals conditionally on the cursor it started from;
 * close to the time limit it hands over to a fresh plan message.
 */
async function planRun(runId: string, opts: WorkerOptions): Promise<void> {
  for (;;) {
    const run = await currentRun(runId);
    if (!run) return;
    if (run.planned) {
      await finishIfComplete(runId);
      return;
    }
    if (opts.remainingMs() < RESERVE_MS) {
      await sendMessage({ kind: 'plan', runId });
      return;
    }
    const rows = await heldByPage(run.sourceProviderId, run.containerIds ?? null, run.planCursor, PAGE_SIZE);
    const byContainer = new Map<number, string[]>();
    let taken = 0;
    for (const row of rows) {
      const files = byContainer.get(row.containerId);
      if (!files && byContainer.size >= MAX_CONTAINERS_PER_PAGE) break;
      if (files) files.push(row.appId);
      else byContainer.set(row.containerId, [row.appId]);
      taken++;
    }
    const now = new Date().toISOString();
    for (const containerId of byContainer.keys()) await openContainerRow(runId, containerId, now);
    const planned = [...byContainer].map(([containerId, appIds]) => ({
      containerId,
      files: appIds.length,
      batches: batchesOf(runId, containerId, appIds),
    }));
    const messages = planned.flatMap((c) => c.batches);
    await sendMessages(messages);
    const last = taken === rows.length && rows.length < PAGE_SIZE;
    const committed = await commitPlannedPage(runId, {
      prevCursor: run.planCursor,
      nextCursor: rows[taken - 1]?.appId ?? run.planCursor,
      plannedAfter: run.filesPlanned + taken,
      last,
      containers: new Map(planned.map((c) => [c.containerId, { files: c.files, batches: c.batches.length }])),
    });
    if (committed && last) {
      await finishIfComplete(runId);
      return;
    }
  }
}

// ── copying ───────────────────────────────────────────────────────────────────────────────

async function migrateBatch(m: FilesMessage, opts: WorkerOptions): Promise<void> {
  const run = await currentRun(m.runId);
  if (!run) return;
  const source = await usableAdapter(run.sourceProviderId, 'source');
  const target = await usableAdapter(run.targetProviderId, 'target');
  for (const appId of m.appIds) {
    if (opts.remainingMs() < RESERVE_MS)
      throw new Error('too little time left in this invocation; the batch is delivered again');
    if (await hasOutcome(run.runId, appId)) continue;
    const { outcome, error } = await migrateFile(run, source, target, appId);
    if (error) logger.warn('file migration: file not migrated', { runId: run.runId, appId, outcome, error });
    await count(run.runId, m.containerId, appId, outcome, error);
  }
  // Also after a redelivery that found every outcome already counted: the earlier delivery may
  // have died between its last count and this check.
  await withRetries(() => finishIfComplete(run.runId));
}

/**
 * Counting is retried in-process: a failed message would only come back after the queue's 15-minute
 * visibility timeout. A retry after an attempt that did commit (its answer lost) finds the outcome
 * and reports `duplicate`, so it cannot count twice.
 */
async function count(
  runId: string,
  containerId: number,
  appId: string,
  outcome: FileOutcome,
  error?: string,
): Promise<void> {
  await withRetries(() => recordOutcome(runId, containerId, appId, outcome, error));
}

interface Result {
  outcome: FileOutcome;
  error?: string;
}

const appliedBy = (row: FileRow, run: RunItem) =>
  row.providerId === run.targetProviderId &&
  row.previousProviderId === run.sourceProviderId &&
  row.migrationHmac !== null;

async function migrateFile(
  run: RunItem,
  source: StorageAdapter,
  target: StorageAdapter,
  appId: string,
): Promise<Result> {
  const row = await readFileRow(appId);
  if (!row) return { outcome: 'SKIPPED', error: `file ${appId}: the record no longer exists` };
  // An earlier delivery copied and wrote the row, then died before counting.
  if (appliedBy(row, run)) return { outcome: 'MIGRATED' };
  if (row.providerId !== run.sourceProviderId)
    return { outcome: 'SKIPPED', error: `file ${appId}: now held by "${row.providerId}"` };
  if (!row.locator) return { outcome: 'FAILED', error: `file ${appId}: the record has no storage locator` };
  const from = row.locator;
  // The target keeps the source's key (<container oid>/<uuid>): a repeated copy overwrites, never duplicates.
  const to = row.locator;
  let digests: Digests;
  try {
    digests = await withRetries(() => copyObject(source, from, target, to, row.size ?? undefined));
  } catch (err) {
    return { outcome: 'FAILED', error: `file ${appId} (${run.sourceProviderId}:${from}): ${(err as Error).message}` };
  }
  const mismatch =
    row.size !== null && digests.size !== row.size
      ? `copied ${digests.size} bytes, the record says ${row.size}`
      : row.md5 !== null && digests.md5 !== row.md5
        ? 'the source bytes do not match the recorded md5'
        : undefined;
  if (mismatch) {
    await target
      .delete(to)
      .catch((e: unknown) => logger.warn('file migration: rejected copy not removed', { error: e as Error, appId }));
    return { outcome: 'FAILED', error: `file ${appId}: ${mismatch}` };
  }
  const migratedAt = Date.now();
  const hmac = migrationHmac(
    {
      sha256: digests.sha256,
      appId,
      oid: row.oid,
      previousProviderId: run.sourceProviderId,
      previousLocator: from,
      providerId: run.targetProviderId,
      locator: to,
      migratedAt,
    },
    await migrationKey(),
  );
  const applied = await markMigrated({
    appId,
    source: run.sourceProviderId,
    sourceLocator: from,
    target: run.targetProviderId,
    targetLocator: to,
    migratedAt,
    hmac,
  });
  if (applied) return { outcome: 'MIGRATED' };
  const now = await readFileRow(appId);
  if (now && appliedBy(now, run)) return { outcome: 'MIGRATED' };
  return { outcome: 'SKIPPED', error: `file ${appId}: ${now ? 'changed' : 'deleted'} while it was being copied` };
}

/** Missing source bytes are permanent; anything else (an adapter hiccup) is tried again. */
const permanent = (err: unknown) => err instanceof ProblemError && err.status === 404;

/**
 * Up to COPY_ATTEMPTS tries with backoff, in-process: an adapter hiccup, throttling or a
 * TransactionConflict (which cancels a counting transaction when workers touch the run item at
 * once) is tried again here rather than after the queue's visibility timeout.
 */
export async function withRetries<T>(op: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await op();
    } catch (err) {
      if (attempt >= COPY_ATTEMPTS || permanent(err)) throw err;
      await new Promise((r) => setTimeout(r, 250 * 4 ** (attempt - 1)));
    }
  }
}
