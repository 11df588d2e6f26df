import { ProblemError, badRequest, conflict } from '../../kernel/problem.ts';
import { newAppId } from '../../kernel/ids.ts';
import { dependencyUnavailable, unavailableDependency } from '../../platform/dependencies.ts';
import { logger } from '../../platform/observability/logger.ts';
import { usableAdapter } from './adapters.ts';
import { countHeldBy } from './file-rows.ts';
import { sendMessage } from './messages.ts';
import { claimRun, failRun, readRun, type RunItem } from './run-store.ts';
import { runStatusView, type RunStatusView } from './status-view.ts';
import type { StartRequest } from './wire.ts';

/** The run state. */
export async function migrationStatus(): Promise<RunStatusView> {
  const run = await readRun();
  return runStatusView(run);
}

/** The 409 of the one-run-at-a-time rule, naming the run that holds the slot. */
export function runningConflict(run: RunItem | undefined, what: string): ProblemError {
  const which = run
    ? ` (run ${run.runId}, ${run.sourceProviderId} → ${run.targetProviderId}, started ${run.startedAt})`
    : '';
  return conflict(`${what}: a file migration run is RUNNING${which}.`, { reason: 'migration-running' });
}

/**
 * `POST /v2/admin/files/migrate`: validates the pair, claims the run slot, and enqueues one
 * plan message; the worker pages through the selection from there. With nothing to migrate the
 * run is DONE at once. 202 with the run state either way.
 */
export async function startMigration(input: StartRequest, startedBy: string): Promise<RunStatusView> {
  const { sourceProviderId: source, targetProviderId: target } = input;
  if (source === target) throw badRequest(`Source and target are the same adapter ("${source}").`);
  await usableAdapter(source, 'source');
  await usableAdapter(target, 'target');
  const scope = input.containerIds ? [...new Set(input.containerIds)] : null;
  const total = await countHeldBy(source, scope);
  const now = Date.now();
  const iso = new Date(now).toISOString();
  const run: RunItem = {
    runId: newAppId(),
    status: total === 0 ? 'DONE' : 'RUNNING',
    sourceProviderId: source,
    targetProviderId: target,
    filesTotal: total,
    filesPlanned: 0,
    filesMigrated: 0,
    filesFailed: 0,
    filesSkipped: 0,
    planned: total === 0,
    planCursor: '',
    ...(scope ? { containerIds: scope } : {}),
    startedAt: iso,
    updatedAt: iso,
    startedBy,
    ...(total === 0 ? { finishedAt: iso } : {}),
  };
  if (!(await claimRun(run, now))) throw runningConflict(await readRun(), 'Cannot start a migration');
  if (total > 0) {
    try {
      await sendMessage({ kind: 'plan', runId: run.runId });
    } catch (err) {
      logger.error('file migration: enqueueing the plan failed', { error: err as Error, runId: run.runId });
      await failRun(run.runId, `Enqueueing the migration failed: ${(err as Error).message}`);
      const detail =
        'The migration could not be enqueued (the queue is unavailable); the run is FAILED. Try again later.';
      // An unreachable or silent queue stays the 503 that names it (with Retry-After).
      const dependency = unavailableDependency(err);
      throw dependency
        ? dependencyUnavailable(dependency, detail, err)
        : new ProblemError('service.unavailable', detail);
    }
  }
  logger.info('file migration started', { runId: run.runId, source, target, total });
  return migrationStatus();
}
