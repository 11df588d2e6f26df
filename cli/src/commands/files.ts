import { Option } from 'commander';
import * as z from 'zod';
import { CliError, EXIT_ERROR, EXIT_OK } from '../errors.ts';
import type { ApiClient } from '../http.ts';
import { formatKeyValues, type Output } from '../output.ts';
import { createProgress } from '../progress.ts';
import type { BuiltinGroup } from '../runtime.ts';
import { runStatus } from '../../../layers/core/src/features/files-migration/wire.ts';
import { shepardFile } from '../../../layers/core/src/features/files/wire.ts';

/** The server's own wire shape. */
const runStatusSchema = runStatus;
export type RunStatus = z.output<typeof runStatusSchema>;

/** docs/cli.md: `files migrate-status` exits 0 for IDLE or DONE, 1 for RUNNING, 2 for FAILED. */
export const EXIT_FOR_RUN: Readonly<Record<RunStatus['status'], number>> = {
  IDLE: EXIT_OK,
  DONE: EXIT_OK,
  RUNNING: EXIT_ERROR,
  FAILED: 2,
};

const STATUS_PATH = '/v2/admin/files/migrate/status';

export function runStatusText(s: RunStatus): string {
  return formatKeyValues([
    ['status', s.status],
    ['run', s.runId],
    ['source', s.sourceProviderId],
    ['target', s.targetProviderId],
    ...(s.containerIds ? [['containers', s.containerIds.join(',')] as const] : []),
    [
      'files',
      `${s.filesMigrated} migrated, ${s.filesFailed} failed, ${s.filesSkipped ?? 0} skipped of ${s.filesTotal}`,
    ],
    ['started', s.startedAt],
    ['updated', s.updatedAt],
    ['finished', s.finishedAt ?? null],
    ['error', s.errorMessage],
  ]);
}

const processed = (s: RunStatus) => s.filesMigrated + s.filesFailed + (s.filesSkipped ?? 0);

/** Polls the status until the run leaves RUNNING, redrawing a progress line on a terminal. */
async function waitForRun(client: ApiClient, out: Output, first: RunStatus, intervalMs: number): Promise<RunStatus> {
  const progress = createProgress({
    label: `migrating ${first.sourceProviderId ?? '?'} → ${first.targetProviderId ?? '?'}`,
    total: first.filesTotal,
    stream: out.stderr,
  });
  let s = first;
  while (s.status === 'RUNNING') {
    progress.update(processed(s), s.filesTotal, s.filesFailed > 0 ? `${s.filesFailed} failed` : undefined);
    await new Promise((r) => setTimeout(r, intervalMs));
    const next = await client.get(STATUS_PATH, runStatusSchema);
    // An operator-readable failure (exit 1), as plugin commands report theirs.
    if (next.runId !== first.runId)
      throw Object.assign(
        new Error(`Run ${first.runId ?? '?'} was replaced by run ${next.runId ?? '?'} while waiting.`),
        { exitCode: EXIT_ERROR },
      );
    s = next;
  }
  progress.finish();
  return s;
}

function parseContainers(csv: string | undefined): number[] | undefined {
  if (csv === undefined) return undefined;
  const ids = csv
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
  if (ids.length === 0 || ids.some((x) => !/^\d+$/.test(x)))
    throw new CliError('usage', `--containers takes a comma-separated list of container ids, got "${csv}".`);
  return ids.map(Number);
}

export type FileRecord = z.output<typeof shepardFile>;

export function fileRecordText(f: FileRecord): string {
  return formatKeyValues([
    ['appId', f.appId],
    ['oid', f.oid],
    ['filename', f.filename],
    ['md5', f.md5],
    ['created', f.createdAt],
  ]);
}

export const filesGroup: BuiltinGroup = {
  name: 'files',
  description: 'File records and their migration between storage adapters',
  register(group, rt) {
    group
      .command('find')
      .description(
        "The record of file <oid> in file container <containerId>, with its appId (what rollback and provenance address); from the container's listing (GET /svc/api/fileContainers/{id}/payload). Exit 1 when the container holds no such file",
      )
      .argument('<containerId>', "the file container's legacy id")
      .argument('<oid>', "the file's oid")
      .action(
        rt.action(async ({ client, out }, containerId: string, oid: string) => {
          if (!/^\d+$/.test(containerId))
            throw new CliError(
              'usage',
              `<containerId> is a file container's legacy id (digits), got "${containerId}".`,
            );
          const files = await client().get(`/svc/api/fileContainers/${containerId}/payload`, z.array(shepardFile));
          const file = files.find((f) => f.oid === oid);
          if (!file)
            throw new CliError('http', `File container ${containerId} holds no file with oid ${oid}.`, {
              containerId: Number(containerId),
              oid,
            });
          out.result(file, () => fileRecordText(file));
          return EXIT_OK;
        }),
      );
    group
      .command('migrate')
      .description(
        'Start a run copying every file held by <source> to <target> (POST /v2/admin/files/migrate). On a terminal (or with --wait) it shows progress and waits: exit 0 DONE, 2 FAILED',
      )
      .argument('<source>', 'adapter id holding the files now, e.g. dbfs')
      .argument('<target>', 'adapter id to copy them to, e.g. s3')
      .option('--containers <ids>', 'limit the run to these file containers (comma-separated legacy ids)')
      .addOption(new Option('--wait', 'wait for the run to end, also off a terminal'))
      .addOption(new Option('--no-wait', 'return once the run is started'))
      .addOption(new Option('--interval <seconds>', 'seconds between status polls while waiting').default('1'))
      .action(
        rt.action(async ({ client, out, command }, source: string, target: string) => {
          const opts = command.opts<{ containers?: string; wait?: boolean; interval: string }>();
          const containerIds = parseContainers(opts.containers);
          const interval = Number(opts.interval);
          if (!(interval > 0))
            throw new CliError('usage', `--interval must be a positive number of seconds, got "${opts.interval}".`);
          const c = client();
          const started = await c.json('POST', '/v2/admin/files/migrate', runStatusSchema, {
            body: { sourceProviderId: source, targetProviderId: target, ...(containerIds ? { containerIds } : {}) },
          });
          const wait = opts.wait ?? (out.mode === 'human' && out.stderr.isTTY === true);
          if (!wait) {
            out.result(started, () => runStatusText(started));
            return EXIT_OK;
          }
          const end = await waitForRun(c, out, started, interval * 1000);
          out.result(end, () => runStatusText(end));
          return EXIT_FOR_RUN[end.status];
        }),
      );
    group
      .command('migrate-status')
      .description(
        `State of the current or last migration run (GET ${STATUS_PATH}); exit 0 IDLE or DONE, 1 RUNNING, 2 FAILED`,
      )
      .action(
        rt.action(async ({ client, out }) => {
          const s = await client().get(STATUS_PATH, runStatusSchema);
          out.result(s, () => runStatusText(s));
          return EXIT_FOR_RUN[s.status];
        }),
      );
  },
};
