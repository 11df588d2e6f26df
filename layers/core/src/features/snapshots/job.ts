import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { queueUrl, sqsClient } from '../../platform/aws/clients.ts';
import type { QueueRecord, WorkerOptions } from '../../platform/aws/queue-worker.ts';
import { config } from '../../platform/config/load.ts';
import { logger } from '../../platform/observability/logger.ts';
import { queues } from '../../platform/resources/definitions.ts';
import { randomUUID } from 'node:crypto';
import { writeRuns } from './entries.ts';
import { dropPreimages } from './preimages.ts';
import { processPurge, purgeMessage, type PurgeMessage } from './purge.ts';
import { claim, countMessage, findSnapshot, markFailed, recordStep, release, type SnapshotRecord } from './store.ts';
import { collectionExists, walkStep } from './walk.ts';

/**
 * Taking a snapshot in bounded steps. A step reads one page of DataObjects with their
 * references (walk.ts), writes their entries as runs (entries.ts), then moves the record's cursor
 * in one conditional write (store.ts recordStep). The request takes the first step itself, so a
 * Collection with fewer DataObjects than the step size is complete when the POST answers;
 * otherwise one message on the `snapshots` queue hands the rest to the worker, which takes up to
 * STEPS_PER_MESSAGE steps (fewer when its invocation runs short) and then hands the rest to a
 * fresh message. Whoever walks holds the record's lease: a duplicate message finds it held and
 * comes back later; a step that died before recording itself is redone from the same cursor.
 * Before the request does any work it leaves a delayed message (`watchDelaySeconds`) that outlives
 * its lease (`requestLeaseMs`): a request that dies mid-step never strands its snapshot.
 *
 * A delayed message that finds its snapshot finished deletes the snapshot's preimages
 * (preimages.ts): a write that read the snapshot RUNNING just before its last step and committed
 * after the step deleted them left one behind, and by then such a write is over (a write lasts no
 * longer than the request that makes it, shorter than the delay). The request's message does so for a
 * walk that finished in the request; a worker that finishes (or fails) a walk leaves one more.
 */
export const STEPS_PER_MESSAGE = 20;
/** Below this much time left the worker starts no step. */
const RESERVE_MS = 30_000;
/**
 * Longer than any holder lives (a worker invocation ends by the queue's visibility timeout, a
 * request by API Gateway's 30 s), shorter than the receives a held message is retried over.
 */
export const LEASE_MS = 10 * 60_000;
/**
 * The request's lease (`svc.snapshots.request-lease-ms`, default 45 s): longer than an HTTP function
 * lives (29 s), so it is stale once that one is surely gone. At least 1 s.
 */
export const requestLeaseMs = (): number => Math.max(1000, config()['svc.snapshots.request-lease-ms']);
/** SQS delays a message by at most 15 minutes. */
const MAX_DELAY_SECONDS = 900;
/** The request's message arrives 5 s after its lease ran out, so the worker never waits on a live request. */
export const watchDelaySeconds = (): number => Math.min(MAX_DELAY_SECONDS, Math.ceil(requestLeaseMs() / 1000) + 5);

/** On this receive a failing step marks the snapshot FAILED instead of coming back (then the DLQ would). */
const MAX_RECEIVES = queues.find((q) => q.id === 'snapshots')?.maxReceiveCount ?? 5;

export const snapshotMessage = z.object({ snapshotAppId: z.string().min(1).max(255) });
type StepOutcome = 'more' | 'done' | 'superseded' | 'failed';

export async function enqueue(snapshotAppId: string, delaySeconds = 0): Promise<void> {
  const url = queueUrl('snapshots');
  if (!url) throw new Error('The snapshots queue URL is not configured (SVC_QUEUE_SNAPSHOTS_URL).');
  await sqsClient().send(
    new SendMessageCommand({
      QueueUrl: url,
      MessageBody: JSON.stringify({ snapshotAppId }),
      ...(delaySeconds > 0 ? { DelaySeconds: delaySeconds } : {}),
    }),
  );
}

export const newOwner = (): string => randomUUID();

/** One step from `s.cursor`; on 'more' the caller carries on from the returned cursor. */
async function step(s: SnapshotRecord, owner: string): Promise<{ outcome: StepOutcome; cursor: string }> {
  const page = await walkStep(s.appId, s.collectionId, s.cursor, s.stepSize);
  const done = page.done;
  if (!page.found || (done && !(await collectionExists(s.collectionId)))) {
    await markFailed(s.appId, `Collection ${s.collectionAppId} was deleted while the snapshot was taken.`);
    await dropPreimages(s.appId, null);
    return { outcome: 'failed', cursor: s.cursor };
  }
  await writeRuns(s.appId, s.cursor, page.entries);
  if (!(await recordStep(s.appId, owner, s.cursor, page.last, page.entries.length, done)))
    return { outcome: 'superseded', cursor: s.cursor };
  // The walk is past them: a snapshot's preimages last one step (once done, writes keep none, but one
  // that read it RUNNING may still commit one: the delayed message deletes that).
  await dropPreimages(s.appId, done ? null : page.last);
  return { outcome: done ? 'done' : 'more', cursor: page.last };
}

/** Up to `maxSteps` steps by the lease holder `owner` while `remainingMs` allows; the last outcome. */
export async function runSteps(
  s: SnapshotRecord,
  owner: string,
  maxSteps: number,
  remainingMs: () => number,
): Promise<StepOutcome> {
  let current = s;
  for (let i = 0; i < maxSteps; i++) {
    if (i > 0 && remainingMs() < RESERVE_MS) return 'more';
    const r = await step(current, owner);
    if (r.outcome !== 'more') return r.outcome;
    current = { ...current, cursor: r.cursor };
  }
  return 'more';
}

/** A purge message (purge.ts), or undefined for anything else (a snapshot's walk, or malformed). */
function parsePurge(body: string): PurgeMessage | undefined {
  try {
    const r = purgeMessage.safeParse(JSON.parse(body));
    return r.success ? r.data : undefined;
  } catch {
    return undefined;
  }
}

/** Processes a batch of `snapshots` records; resolves to the ids SQS should deliver again. */
export async function processSnapshotRecords(records: readonly QueueRecord[], opts: WorkerOptions): Promise<string[]> {
  const retry: string[] = [];
  for (const r of records) if (!(await processRecord(r, opts))) retry.push(r.id);
  return retry;
}

async function processRecord(r: QueueRecord, opts: WorkerOptions): Promise<boolean> {
  const purge = parsePurge(r.body);
  if (purge) {
    try {
      await processPurge(purge, opts);
      return true;
    } catch (error) {
      logger.error('snapshots: purge step failed; the message comes back', {
        error: error as Error,
        messageId: r.id,
        ...purge,
        receiveCount: r.receiveCount,
      });
      return false;
    }
  }
  let appId: string;
  try {
    appId = snapshotMessage.parse(JSON.parse(r.body)).snapshotAppId;
  } catch (error) {
    logger.error('snapshots: dropping a malformed message', { error: error as Error, messageId: r.id });
    return true;
  }
  const owner = newOwner();
  try {
    const s = await claim(appId, owner, LEASE_MS);
    if (!s) {
      const current = await findSnapshot(appId);
      if (current?.status === 'COMPLETE' || current?.status === 'FAILED') {
        // Finished: only the preimages of writes that outlived its walk may be left.
        await dropPreimages(appId, null);
        return true;
      }
      // Gone: nothing to do. Held by another: back later, unless this is the last receive.
      return !current || r.receiveCount >= MAX_RECEIVES;
    }
    await countMessage(appId);
    const outcome = await runSteps(s, owner, STEPS_PER_MESSAGE, opts.remainingMs);
    await release(appId, owner);
    if (outcome === 'more') await enqueue(appId);
    else if (outcome === 'done' || outcome === 'failed')
      await enqueue(appId, watchDelaySeconds()).catch((error: unknown) =>
        logger.warn('snapshots: no message left to delete preimages a late write may keep', {
          error: error as Error,
          snapshotAppId: appId,
        }),
      );
    return true;
  } catch (error) {
    logger.error('snapshots: step failed; the message comes back', {
      error: error as Error,
      messageId: r.id,
      snapshotAppId: appId,
      receiveCount: r.receiveCount,
    });
    await release(appId, owner).catch(() => undefined);
    if (r.receiveCount < MAX_RECEIVES) return false;
    // Its last delivery: the snapshot says so rather than staying RUNNING forever.
    await markFailed(appId, 'The snapshot could not be completed (a dependency kept failing); take a new one.')
      .then(() => dropPreimages(appId, null))
      .then(() => enqueue(appId, watchDelaySeconds()))
      .catch((e: unknown) =>
        logger.error('snapshots: could not record a failure', { error: e as Error, snapshotAppId: appId }),
      );
    return true;
  }
}
