import * as z from 'zod';
import { mapLimit } from '../../kernel/concurrency.ts';
import { ProblemError } from '../../kernel/problem.ts';
import type { QueueRecord, WorkerOptions } from '../../platform/aws/queue-worker.ts';
import { logger } from '../../platform/observability/logger.ts';
import { queues } from '../../platform/resources/definitions.ts';
import { createCollection } from '../collections/collections.ts';
import { createDataObject } from '../collections/dataobjects.ts';
import { putActivity } from '../provenance/store.ts';
import { copyAnnotations, copyDataObjectContent, dataObjectTargets, type CopyContext, type Tally } from './copy.ts';
import { importMessage, sendImportMessage, type ImportMessage } from './messages.ts';
import { openApiKey } from './secret.ts';
import { SourceError, source, srcCollection, srcDataObject, type Source } from './source.ts';
import {
  MAX_ERRORS,
  MAX_REPORTED,
  mapped,
  readJob,
  reportText,
  recordMapping,
  saveJob,
  type Counts,
  type JobItem,
} from './store.ts';
import { copyPermissions, permissionWork } from './copy-permissions.ts';
import { OutOfTime } from './copy-spatial.ts';
import { KINDS } from './wire.ts';
import { existingCollection, importedAppId, importer } from './target.ts';

/**
 * The `import` queue consumer. A job runs in bounded steps (the Collection; one page of
 * DataObjects created; one page of DataObjects' content copied; provenance), each persisted with
 * its cursor and counts before the next starts. Close to the time limit the worker hands over to
 * a fresh message; killed, its message is delivered again and the job resumes at the last
 * persisted step, where the id map skips whatever the dead worker already wrote (a spatial
 * container's copy, which may outlast an invocation, resumes at its cursor: copy-spatial.ts).
 *
 * One worker at a time per job: the job carries a lease held by the SQS message id, so a
 * redelivery of the same message takes over at once while a stray second message waits it out.
 */
const MAX_RECEIVES = queues.find((q) => q.id === 'import')?.maxReceiveCount ?? 5;
export const PAGE_SIZE = 25;
const CONTENT_CONCURRENCY = 8;
/** Below this much time left no new step starts: the job is handed to a fresh message. */
export const RESERVE_MS = 120_000;
const LEASE_MARGIN_MS = 60_000;
const OUT_OF_TIME = Symbol('out of time');

export async function processImportRecords(records: readonly QueueRecord[], opts: WorkerOptions): Promise<string[]> {
  const retry: string[] = [];
  for (const r of records) if (!(await processRecord(r, opts))) retry.push(r.id);
  return retry;
}

async function processRecord(r: QueueRecord, opts: WorkerOptions): Promise<boolean> {
  let m: ImportMessage;
  try {
    m = importMessage.parse(JSON.parse(r.body));
  } catch (error) {
    logger.error('import: dropping a malformed message', { error: error as Error, messageId: r.id });
    return true;
  }
  try {
    await runJob(m, r.id, opts);
    return true;
  } catch (error) {
    const lastChance =
      r.receiveCount >= MAX_RECEIVES ||
      (error instanceof SourceError && (error.status === 401 || error.status === 403));
    logger.error('import: step failed', {
      error: error as Error,
      messageId: r.id,
      jobId: m.jobId,
      receiveCount: r.receiveCount,
      lastChance,
    });
    if (!lastChance) return false;
    try {
      const job = await readJob(m.jobId);
      if (job && job.run === m.run && job.state === 'RUNNING') {
        const why = error instanceof SourceError ? `the source ${error.message}` : (error as Error).message;
        await saveJob(
          {
            ...job,
            state: 'FAILED',
            leaseOwner: null,
            leaseUntil: 0,
            finishedAt: new Date().toISOString(),
            errorCount: job.errorCount + 1,
            errors: [...job.errors, `gave up after ${r.receiveCount} deliveries: ${why}`].slice(0, MAX_ERRORS),
          },
          job.version,
        );
      }
    } catch (e) {
      logger.error('import: recording the failure failed', { error: e as Error, jobId: m.jobId });
      return false;
    }
    return true;
  }
}

async function runJob(m: ImportMessage, owner: string, opts: WorkerOptions): Promise<void> {
  let job = await claim(m, owner, opts);
  if (!job) return;
  const src = source(job.apiRoot, await openApiKey(job.apiKeyCipher, job.id));
  const inflight = new Map<string, Promise<unknown>>();
  while (job.state === 'RUNNING') {
    if (opts.remainingMs() < RESERVE_MS) return handOver(job);
    const next = await step(job, src, inflight, opts);
    // Time ran out mid-page: the page is redone by the next message (the id map skips what this one finished).
    if (next === OUT_OF_TIME) return handOver(job);
    const saved = await saveJob(
      { ...next, leaseUntil: Date.now() + opts.remainingMs() + LEASE_MARGIN_MS },
      job.version,
    );
    // Lost the job (restarted, or taken over): whatever this step wrote is in the id map.
    if (!saved) return;
    job = saved;
  }
}

/**
 * Releases the job at its persisted step and sends the message that resumes it. Without a new
 * message the job would stay RUNNING with nothing to run it (a start re-enqueues such a job once its
 * lease has expired, see start.ts).
 */
async function handOver(job: JobItem): Promise<void> {
  const released = await saveJob({ ...job, leaseOwner: null, leaseUntil: 0 }, job.version);
  if (released) await sendImportMessage({ jobId: job.id, run: job.run });
}

/** Takes the job's lease for this message; undefined when the job is not for this message or another worker holds it. */
async function claim(m: ImportMessage, owner: string, opts: WorkerOptions): Promise<JobItem | undefined> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const job = await readJob(m.jobId);
    if (!job || job.run !== m.run || job.state === 'SUCCEEDED' || job.state === 'FAILED') return undefined;
    if (job.leaseOwner !== null && job.leaseOwner !== owner && job.leaseUntil > Date.now()) {
      logger.info('import: another worker holds the job', { jobId: job.id, leaseOwner: job.leaseOwner });
      return undefined;
    }
    const claimed = await saveJob(
      { ...job, state: 'RUNNING', leaseOwner: owner, leaseUntil: Date.now() + opts.remainingMs() + LEASE_MARGIN_MS },
      job.version,
    );
    if (claimed) return claimed;
  }
  return undefined;
}

function tallyOf(job: JobItem): {
  tally: Tally;
  result: () => Pick<
    JobItem,
    'counts' | 'bytesCopied' | 'errorCount' | 'errors' | 'skipped' | 'unmappedUsers' | 'unmappedGroups'
  >;
} {
  const counts = structuredClone(job.counts) as Counts;
  for (const k of KINDS) counts[k] ??= { done: 0, total: 0, skipped: 0 };
  let bytes = job.bytesCopied;
  let errorCount = job.errorCount;
  const errors = [...job.errors];
  const skipped = [...job.skipped];
  const unmapped = { users: new Set(job.unmappedUsers), groups: new Set(job.unmappedGroups) };
  return {
    tally: {
      add: (kind, field, n = 1) => {
        counts[kind][field] += n;
      },
      bytes: (n) => {
        bytes += n;
      },
      error: (message) => {
        errorCount++;
        if (errors.length < MAX_ERRORS) errors.push(reportText(message));
      },
      skip: (kind, source, reason) => {
        counts[kind].skipped++;
        if (skipped.length < MAX_REPORTED)
          skipped.push({ kind, source: reportText(source), reason: reportText(reason) });
      },
      unmapped: (type, name) => {
        if (unmapped[type].size < MAX_REPORTED) unmapped[type].add(reportText(name));
      },
    },
    result: () => ({
      counts,
      bytesCopied: bytes,
      errorCount,
      errors,
      skipped,
      unmappedUsers: [...unmapped.users],
      unmappedGroups: [...unmapped.groups],
    }),
  };
}

/** One bounded step; resolves to the job as it should be saved, or OUT_OF_TIME (time ran out mid-page: hand over at the same page). */
async function step(
  job: JobItem,
  src: Source,
  inflight: Map<string, Promise<unknown>>,
  opts: WorkerOptions,
): Promise<JobItem | typeof OUT_OF_TIME> {
  const principal = importer(job.createdBy);
  const { tally, result } = tallyOf(job);
  switch (job.phase) {
    case 'collection': {
      const c = await src.json(`/collections/${job.sourceCollectionId}`, srcCollection);
      let target = await mapped(job.id, 'collection', c.id);
      if (!target) {
        const appId = importedAppId(job.id, 'collection', c.id);
        const id =
          (await existingCollection(appId)) ??
          (
            await createCollection(
              principal,
              { name: job.targetName ?? c.name, description: c.description ?? null, attributes: c.attributes },
              { appId },
            )
          ).id;
        await recordMapping(job.id, 'collection', c.id, id, appId);
        target = { target: String(id), extra: appId };
      }
      tally.add('collections', 'total');
      tally.add('collections', 'done');
      tally.add('dataObjects', 'total', c.dataObjectIds?.length ?? 0);
      const targetCollectionId = Number(target.target);
      const ctx: CopyContext = {
        jobId: job.id,
        principal,
        src,
        sourceCollectionId: c.id,
        targetCollectionId,
        tally,
        inflight,
      };
      await copyAnnotations(ctx, `/collections/${c.id}/semanticAnnotations`, {
        kind: 'Collection',
        collectionId: targetCollectionId,
      });
      return {
        ...job,
        ...result(),
        phase: 'dataObjects',
        page: 0,
        targetCollectionId,
        targetCollectionAppId: target.extra ?? null,
      };
    }
    case 'dataObjects': {
      const page = await dataObjectPage(job, src);
      // Mapped, or written by a worker that died before mapping it (found by its derived appId).
      const done = await dataObjectTargets(
        { jobId: job.id, targetCollectionId: targetOf(job) },
        page.map((d) => d.id),
      );
      // In source order, so the copy lists its DataObjects in the same order (ids ascend).
      for (const d of page) {
        if (!done.has(String(d.id))) {
          const created = await createDataObject(
            principal,
            targetOf(job),
            {
              name: d.name,
              description: d.description ?? null,
              attributes: d.attributes,
              parentId: null,
              predecessorIds: [],
            },
            { appId: importedAppId(job.id, 'dataObject', d.id) },
          );
          await recordMapping(job.id, 'dataObject', d.id, created.id);
        }
        tally.add('dataObjects', 'done');
      }
      const last = page.length < PAGE_SIZE;
      return { ...job, ...result(), phase: last ? 'content' : 'dataObjects', page: last ? 0 : job.page + 1 };
    }
    case 'content': {
      const page = await dataObjectPage(job, src);
      const ctx: CopyContext = {
        jobId: job.id,
        principal,
        src,
        sourceCollectionId: job.sourceCollectionId,
        targetCollectionId: targetOf(job),
        tally,
        inflight,
        // A spatial container's next page starts only with a whole step's reserve left, as a step does.
        timeIsShort: () => opts.remainingMs() < RESERVE_MS,
      };
      const ids = await dataObjectTargets(
        ctx,
        page.map((d) => d.id),
      );
      let outOfTime = false;
      await mapLimit(page, CONTENT_CONCURRENCY, async (d) => {
        if (outOfTime || opts.remainingMs() < RESERVE_MS / 2) {
          outOfTime = true;
          return;
        }
        const target = ids.get(String(d.id));
        if (target === undefined) {
          tally.error(`DataObject ${d.id} appeared on the source after its DataObjects were copied (not copied)`);
          return;
        }
        try {
          await copyDataObjectContent(ctx, d, Number(target));
        } catch (err) {
          // A spatial container's copy stopped at its saved cursor: the page is redone from there.
          if (!(err instanceof OutOfTime)) throw err;
          outOfTime = true;
        }
      });
      // Redone by the next message, its counts too (this page's tally is dropped); the id map skips what this one finished.
      if (outOfTime) return OUT_OF_TIME;
      const last = page.length < PAGE_SIZE;
      return { ...job, ...result(), phase: last ? 'permissions' : 'content', page: last ? 0 : job.page + 1 };
    }
    case 'permissions': {
      // The Collection and every container copied; each one's id-map entry makes a redone step skip it.
      const ctx = { jobId: job.id, principal, src, tally, inflight };
      for (const item of await permissionWork(job.id)) {
        if (opts.remainingMs() < RESERVE_MS / 2) return OUT_OF_TIME;
        await copyPermissions(ctx, item);
      }
      return { ...job, ...result(), phase: 'provenance', page: 0 };
    }
    case 'provenance': {
      const key = `run${job.run}`;
      if (!(await mapped(job.id, 'provenance', key))) {
        const now = Date.now();
        const appId = job.targetCollectionAppId ?? '';
        // Exactly once: a step redone after a crash between this write and the id map's entry
        // finds the row under the same derived appId and start time, and leaves it as it is.
        await putActivity(
          {
            appId: importedAppId(job.id, 'provenance', key),
            actionKind: 'EXECUTE',
            targetKind: 'Collection',
            targetAppId: appId,
            agentUsername: job.createdBy,
            summary: `Collection ${appId} imported from ${job.apiRoot}/collections/${job.sourceCollectionId} (import ${job.id}, run ${job.run})`,
            startedAtMillis: job.startedAtMillis,
            endedAtMillis: now,
            method: 'POST',
            path: '/v2/admin/import',
            status: 200,
            originInstance: job.apiRoot,
          },
          appId,
          { once: true },
        );
        await recordMapping(job.id, 'provenance', key, appId);
      }
      return {
        ...job,
        state: 'SUCCEEDED',
        phase: 'done',
        leaseOwner: null,
        leaseUntil: 0,
        finishedAt: new Date().toISOString(),
      };
    }
    case 'done':
      return { ...job, state: 'SUCCEEDED' };
  }
}

const targetOf = (job: JobItem): number => {
  if (job.targetCollectionId === null)
    throw new ProblemError('internal.error', `import ${job.id}: no target Collection recorded`);
  return job.targetCollectionId;
};

/** One page of the source's DataObjects, in id order (the legacy default order). */
const dataObjectPage = (job: JobItem, src: Source) =>
  src.json(
    `/collections/${job.sourceCollectionId}/dataObjects?page=${job.page}&size=${PAGE_SIZE}`,
    z.array(srcDataObject),
  );
