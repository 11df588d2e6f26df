import type { ContainerRow, RunItem, RunStatus } from './run-store.ts';
import { legacyTimestamp } from '../../kernel/wire-time.ts';

/** `GET /v2/admin/files/migrate/status`: the current (or last) run; IDLE when none ever ran. */
export interface RunStatusView {
  status: RunStatus;
  runId: string | null;
  sourceProviderId: string | null;
  targetProviderId: string | null;
  /** The containers the run was limited to; null for every container. */
  containerIds: number[] | null;
  filesTotal: number;
  filesMigrated: number;
  filesFailed: number;
  /** Files selected but gone (deleted) or moved elsewhere before their turn: nothing left to copy. */
  filesSkipped: number;
  startedAt: string | null;
  updatedAt: string | null;
  finishedAt: string | null;
  errorMessage: string | null;
}

export function runStatusView(run: RunItem | undefined): RunStatusView {
  if (!run) {
    return {
      status: 'IDLE',
      runId: null,
      sourceProviderId: null,
      targetProviderId: null,
      containerIds: null,
      filesTotal: 0,
      filesMigrated: 0,
      filesFailed: 0,
      filesSkipped: 0,
      startedAt: null,
      updatedAt: null,
      finishedAt: null,
      errorMessage: null,
    };
  }
  return {
    status: run.status,
    runId: run.runId,
    sourceProviderId: run.sourceProviderId,
    targetProviderId: run.targetProviderId,
    containerIds: run.containerIds ?? null,
    // While planning, the total is the count taken at start; the planner fixes it on its last page.
    filesTotal: run.planned ? run.filesTotal : Math.max(run.filesTotal, run.filesPlanned),
    filesMigrated: run.filesMigrated,
    filesFailed: run.filesFailed,
    filesSkipped: run.filesSkipped,
    startedAt: run.startedAt,
    updatedAt: run.updatedAt,
    finishedAt: run.finishedAt ?? null,
    errorMessage: run.errorMessage ?? null,
  };
}

export type ContainerStatus = 'RUNNING' | 'COMPLETED' | 'FAILED';

/**
 * A row of `/svc/api/temp/migrations/...` (docs/files-migration.md: container, status, migrated, total, failed,
 * batch, started, updated, ETA in seconds, errors). `batch` is the number of queue batches
 * (messages of up to five files) the container's files were split into; legacy timestamps.
 */
export interface ContainerMigrationView {
  containerId: number;
  status: ContainerStatus;
  migrated: number;
  total: number;
  failed: number;
  skipped: number;
  batch: number;
  startedAt: string;
  updatedAt: string;
  etaSeconds: number | null;
  errors: string | null;
}

/**
 * The status is derived, never stored: RUNNING while the container's run is still planning or
 * has files without an outcome; then FAILED with any failure (or when the run ended before all
 * its files had one), else COMPLETED.
 */
export function containerView(row: ContainerRow, run: RunItem | undefined): ContainerMigrationView {
  const done = row.migrated + row.failed + row.skipped;
  const current = run?.runId === row.runId ? run : undefined;
  const runOpen = current?.status === 'RUNNING';
  const pending = (current !== undefined && !current.planned) || done < row.total;
  const status: ContainerStatus =
    runOpen && pending ? 'RUNNING' : row.failed > 0 || done < row.total ? 'FAILED' : 'COMPLETED';
  const elapsedMs = Date.parse(row.updatedAt) - Date.parse(row.startedAt);
  const eta =
    status !== 'RUNNING'
      ? 0
      : done > 0 && row.total > done && elapsedMs > 0
        ? Math.ceil(((row.total - done) * elapsedMs) / done / 1000)
        : null;
  const errors =
    status === 'FAILED'
      ? (row.errors ??
        (done < row.total ? `the run ended with ${row.total - done} files of this container unprocessed` : null))
      : null;
  return {
    containerId: row.containerId,
    status,
    migrated: row.migrated,
    total: row.total,
    failed: row.failed,
    skipped: row.skipped,
    batch: row.batches,
    startedAt: legacyTimestamp(new Date(row.startedAt)),
    updatedAt: legacyTimestamp(new Date(row.updatedAt)),
    etaSeconds: eta,
    errors,
  };
}
