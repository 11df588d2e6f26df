import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import type { Principal } from '../../kernel/principal.ts';
import { notFound } from '../../kernel/problem.ts';
import { queueUrl, sqsClient } from '../../platform/aws/clients.ts';
import type { QueueRecord, WorkerOptions } from '../../platform/aws/queue-worker.ts';
import { RETRY_AFTER_SECONDS, dependencyUnavailable, unavailableDependency } from '../../platform/dependencies.ts';
import { writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { logger } from '../../platform/observability/logger.ts';
import { containerKinds, getContainer, type ContainerKind } from './records.ts';

/**
 * Deleting a container: the request only relabels it (`<Kind>` → `DeletedContainer`, in one
 * transaction, so it disappears from every read and listing at once) and enqueues one message on
 * `container-deletion`; the worker then deletes its payload in bounded steps and, when nothing
 * is left, the container node with its permissions. A crash between steps loses nothing: the
 * message comes back, and every step deletes only what still exists.
 *
 * Each kind brings its purger (timeseries: chunk items per channel, then the channel nodes).
 * The worker function registers them; this module never imports a kind.
 */
export interface PayloadPurger {
  /** Deletes up to about `budget` stored items of the deleted container; `done` once nothing is left. */
  purgeStep(containerId: number, budget: number): Promise<{ readonly deleted: number; readonly done: boolean }>;
}
export type Purgers = Readonly<Partial<Record<ContainerKind, PayloadPurger>>>;

export const deletionMessage = z.object({
  kind: z.enum(Object.keys(containerKinds) as [ContainerKind, ...ContainerKind[]]),
  containerId: z.number().int().positive(),
});
export type DeletionMessage = z.output<typeof deletionMessage>;

/** Items one purge step deletes: a few BatchWriteItem calls, well inside a second. */
export const STEP_ITEMS = 500;
/** Below this much time left the worker hands the rest to a fresh message. */
const RESERVE_MS = 30_000;

async function send(message: DeletionMessage): Promise<void> {
  const url = queueUrl('container-deletion');
  if (!url) throw new Error('The container-deletion queue URL is not configured (SVC_QUEUE_CONTAINER_DELETION_URL).');
  await sqsClient().send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(message) }));
}

const relabel = (from: string, to: string) => `
  MATCH (c:BasicEntity:${from} {id: $id})
  REMOVE c:${from} SET c:${to}`;

/**
 * Needs write on the container. Answers once the container is gone from every read; its payload
 * goes in the background. When the queue cannot take the message the container is restored and
 * the caller gets a 503 (nothing half-deleted).
 */
export async function deleteContainer(principal: Principal, kind: ContainerKind, id: number): Promise<void> {
  await getContainer(principal, kind, id, 'write');
  const r = await writeQuery<{ id: number }>(
    `${relabel(kind, 'DeletedContainer')}, c.deletedKind = $kind, c.deletedAt = datetime(), c.deletedBy = $username
     RETURN c.id AS id`,
    { id: cypherInt(id), kind, username: principal.username },
  );
  if (r.records.length === 0) throw notFound(`${kind} ${id} does not exist.`);
  try {
    await send({ kind, containerId: id });
  } catch (error) {
    await writeQuery(`${relabel('DeletedContainer', kind)} REMOVE c.deletedKind, c.deletedAt, c.deletedBy`, {
      id: cypherInt(id),
    }).catch((e: unknown) =>
      logger.error('a container marked deleted could not be restored after the queue refused its message', {
        error: e as Error,
        kind,
        id,
      }),
    );
    throw dependencyUnavailable(
      'sqs',
      `The deletion of ${kind} ${id} could not be queued; nothing was deleted. Retry later.`,
      error,
    );
  }
}

/** Processes a batch of `container-deletion` records; resolves to the ids SQS should deliver again. */
export async function processDeletionRecords(
  records: readonly QueueRecord[],
  purgers: Purgers,
  opts: WorkerOptions,
): Promise<string[]> {
  const retry: string[] = [];
  for (const r of records) {
    if (!(await processRecord(r, purgers, opts))) retry.push(r.id);
  }
  return retry;
}

async function processRecord(r: QueueRecord, purgers: Purgers, opts: WorkerOptions): Promise<boolean> {
  let message: DeletionMessage;
  try {
    message = deletionMessage.parse(JSON.parse(r.body));
  } catch (error) {
    logger.error('container deletion: dropping a malformed message', { error: error as Error, messageId: r.id });
    return true;
  }
  try {
    const done = await purge(message, purgers, opts);
    if (!done) await send(message); // the rest in a fresh message: this one is done with
    return true;
  } catch (error) {
    logger.error('container deletion: step failed; the message comes back', {
      error: error as Error,
      messageId: r.id,
      ...message,
      receiveCount: r.receiveCount,
    });
    return false;
  }
}

/** Tries of one purge step that a dependency left unanswered, before the message goes back to the queue. */
export const STEP_TRIES = 3;

/**
 * One purge step, tried again (after Retry-After's wait) when a dependency did not answer in time
 * and the invocation has time for it: a store slow for a moment must not hold the deletion for the
 * queue's whole visibility timeout (5 minutes). Other errors, and the last try's, go to the caller.
 */
export async function steadyStep(purger: PayloadPurger, message: DeletionMessage, opts: WorkerOptions) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await purger.purgeStep(message.containerId, STEP_ITEMS);
    } catch (error) {
      const waitMs = RETRY_AFTER_SECONDS * 1000 * attempt;
      if (!unavailableDependency(error) || attempt >= STEP_TRIES || opts.remainingMs() < RESERVE_MS + waitMs)
        throw error;
      logger.warn('container deletion: a step found a dependency unavailable; trying again', {
        ...message,
        attempt,
        waitMs,
      });
      await new Promise((r) => setTimeout(r, waitMs));
    }
  }
}

/** Purges until done or out of time; true when the container is gone altogether. */
export async function purge(message: DeletionMessage, purgers: Purgers, opts: WorkerOptions): Promise<boolean> {
  const purger = purgers[message.kind];
  let total = 0;
  if (purger) {
    for (;;) {
      const step = await steadyStep(purger, message, opts);
      total += step.deleted;
      if (step.done) break;
      if (opts.remainingMs() < RESERVE_MS) {
        logger.info('container deletion: continuing in a new message', { ...message, deleted: total });
        return false;
      }
    }
  }
  await writeQuery(
    `MATCH (c:BasicEntity:DeletedContainer {id: $id})
     OPTIONAL MATCH (c)-[:HAS_PERMISSIONS]->(p:Permissions)
     DETACH DELETE p, c`,
    { id: cypherInt(message.containerId) },
  );
  logger.info('container deletion: done', { ...message, deleted: total });
  return true;
}
