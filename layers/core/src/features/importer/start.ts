import { createHash } from 'node:crypto';
import { ProblemError, notFound } from '../../kernel/problem.ts';
import { dependencyUnavailable, unavailableDependency } from '../../platform/dependencies.ts';
import { logger } from '../../platform/observability/logger.ts';
import { pluginRuntime } from '../../platform/plugins/runtime.ts';
import { sendImportMessage } from './messages.ts';
import { sealApiKey } from './secret.ts';
import { SourceError, apiRootOf, checkSourceAddress, source, srcCollection, toProblem } from './source.ts';
import { createJob, emptyCounts, listJobs, readJob, saveJob, type JobItem } from './store.ts';
import { jobIdPattern, type ImportJobView, type StartRequest } from './wire.ts';

/** What the importer leaves behind, stated on every job. */
export const NOT_COPIED = [
  'video stream references (each a skipped reference)',
  'users and groups of the source permissions that do not exist here (listed in unmapped)',
  'references to entities outside the imported Collection (recorded as errors)',
] as const;

/** The start reads the source Collection once, within this bound (the request answers in seconds). */
const PROBE_TIMEOUT_MS = 10_000;

async function requireEnabled(): Promise<void> {
  const rt = await pluginRuntime();
  await rt.toggles.refresh(5_000);
  if (!rt.registry.isEnabled('importer', rt.toggles))
    throw notFound('The importer plugin is disabled (svc.plugins.importer.enabled).');
}

/** The same source Collection into the same target name is the same job: starting it again never duplicates. */
export const jobIdOf = (apiRoot: string, sourceCollectionId: number, targetName: string | undefined): string =>
  createHash('sha256')
    .update(JSON.stringify([apiRoot, sourceCollectionId, targetName ?? null]))
    .digest('hex')
    .slice(0, 32);

export function jobView(j: JobItem): ImportJobView {
  const counts = emptyCounts();
  for (const [k, v] of Object.entries(j.counts)) if (k in counts) counts[k as keyof typeof counts] = v;
  return {
    id: j.id,
    state: j.state,
    phase: j.phase,
    sourceBaseUrl: j.apiRoot,
    sourceCollectionId: j.sourceCollectionId,
    targetName: j.targetName,
    targetCollectionId: j.targetCollectionId,
    targetCollectionAppId: j.targetCollectionAppId,
    run: j.run,
    counts,
    bytesCopied: j.bytesCopied,
    errorCount: j.errorCount,
    errors: j.errors,
    skipped: j.skipped,
    unmapped: { users: j.unmappedUsers, groups: j.unmappedGroups },
    notCopied: [...NOT_COPIED],
    createdBy: j.createdBy,
    createdAt: j.createdAt,
    updatedAt: j.updatedAt,
    finishedAt: j.finishedAt,
  };
}

/**
 * `POST /v2/admin/import`: checks the address (400), reads the source Collection with the key
 * (502 when the source refuses the key, 503 when it cannot be reached, 400 when it has no such
 * Collection), then writes the job (or runs a finished one again) and enqueues its first message.
 */
export async function startImport(input: StartRequest, startedBy: string): Promise<ImportJobView> {
  await requireEnabled();
  const apiRoot = apiRootOf(input.sourceBaseUrl);
  await checkSourceAddress(apiRoot);
  try {
    await source(apiRoot, input.apiKey, PROBE_TIMEOUT_MS).json(
      `/collections/${input.sourceCollectionId}`,
      srcCollection,
    );
  } catch (e) {
    if (e instanceof SourceError) throw toProblem(e, apiRoot);
    throw e;
  }
  const id = jobIdOf(apiRoot, input.sourceCollectionId, input.targetName);
  const apiKeyCipher = await sealApiKey(input.apiKey, id);
  const now = new Date();
  let job = await readJob(id);
  if (job?.state === 'QUEUED') return jobView(job);
  if (job?.state === 'RUNNING') {
    // A live worker holds it: answered as it is. A RUNNING job whose lease has expired has lost its
    // worker (or its next message): it is enqueued again at its persisted step, with this key.
    if (job.leaseUntil > now.getTime()) return jobView(job);
    const resumed = await saveJob({ ...job, apiKeyCipher, leaseOwner: null, leaseUntil: 0 }, job.version);
    if (!resumed) return jobView((await readJob(id)) ?? job);
    try {
      await sendImportMessage({ jobId: id, run: resumed.run });
    } catch (err) {
      logger.error('import: re-enqueueing the job failed', { error: err as Error, jobId: id });
      throw enqueueProblem(
        err,
        'The import could not be enqueued again (the queue is unavailable); the job stays RUNNING without a worker. Start it again later.',
      );
    }
    logger.info('import resumed: its lease had expired', { jobId: id, run: resumed.run, phase: resumed.phase });
    return jobView(resumed);
  }
  if (job) {
    const again: JobItem = {
      ...job,
      state: 'QUEUED',
      phase: 'collection',
      page: 0,
      run: job.run + 1,
      apiKeyCipher,
      counts: emptyCounts(),
      bytesCopied: 0,
      errorCount: 0,
      errors: [],
      skipped: [],
      unmappedUsers: [],
      unmappedGroups: [],
      leaseOwner: null,
      leaseUntil: 0,
      startedAtMillis: now.getTime(),
      finishedAt: null,
      createdBy: startedBy,
    };
    const saved = await saveJob(again, job.version);
    if (!saved) return jobView((await readJob(id)) ?? again);
    job = saved;
  } else {
    const fresh: JobItem = {
      id,
      state: 'QUEUED',
      phase: 'collection',
      apiRoot,
      sourceCollectionId: input.sourceCollectionId,
      targetName: input.targetName ?? null,
      apiKeyCipher,
      targetCollectionId: null,
      targetCollectionAppId: null,
      run: 1,
      page: 0,
      counts: emptyCounts(),
      bytesCopied: 0,
      errorCount: 0,
      errors: [],
      skipped: [],
      unmappedUsers: [],
      unmappedGroups: [],
      version: 0,
      leaseOwner: null,
      leaseUntil: 0,
      createdBy: startedBy,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      startedAtMillis: now.getTime(),
      finishedAt: null,
    };
    if (!(await createJob(fresh))) return jobView((await readJob(id)) ?? fresh);
    job = fresh;
  }
  try {
    await sendImportMessage({ jobId: id, run: job.run });
  } catch (err) {
    logger.error('import: enqueueing the job failed', { error: err as Error, jobId: id });
    await saveJob(
      {
        ...job,
        state: 'FAILED',
        finishedAt: new Date().toISOString(),
        errorCount: 1,
        errors: [`enqueueing failed: ${(err as Error).message}`],
      },
      job.version,
    );
    throw enqueueProblem(
      err,
      'The import could not be enqueued (the queue is unavailable); the job is FAILED. Start it again later.',
    );
  }
  logger.info('import started', {
    jobId: id,
    source: apiRoot,
    sourceCollectionId: input.sourceCollectionId,
    run: job.run,
  });
  return jobView(job);
}

function enqueueProblem(err: unknown, detail: string): ProblemError {
  const dependency = unavailableDependency(err);
  return dependency ? dependencyUnavailable(dependency, detail, err) : new ProblemError('service.unavailable', detail);
}

export async function importStatus(id: string): Promise<ImportJobView> {
  const job = jobIdPattern.test(id) ? await readJob(id) : undefined;
  if (!job) throw notFound(`No import job ${id}.`);
  return jobView(job);
}

export async function importList(
  limit: number | undefined,
  cursor: string | undefined,
): Promise<{ items: ImportJobView[]; nextCursor: string | null }> {
  const page = await listJobs(limit ?? 25, cursor);
  return { items: page.items.map(jobView), nextCursor: page.next };
}
