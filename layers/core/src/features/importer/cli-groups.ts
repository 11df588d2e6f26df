/**
 * `svc-admin import start <sourceBaseUrl> --source-key … --collection <id>` and `import status <id>`,
 * contributed by the importer plugin. A contributed group gets a bare commander `Command`, so this
 * module talks to the instance itself (the global `--url`/`--api-key` or SVC_ADMIN_URL / SVC_ADMIN_API_KEY).
 * On a terminal (or with --wait) it follows the job with a progress bar on stderr; otherwise it
 * prints plain lines (and the job as JSON on stdout).
 */
import { adminRequest, adminTarget } from '../../platform/plugins/cli-http.ts';

interface Cmd {
  command(name: string): Cmd;
  description(text: string): Cmd;
  option(flags: string, description: string): Cmd;
  requiredOption(flags: string, description: string): Cmd;
  argument(name: string, description: string): Cmd;
  action(fn: (...args: unknown[]) => Promise<void>): Cmd;
  optsWithGlobals(): Record<string, unknown>;
  opts(): Record<string, unknown>;
  readonly parent: Cmd | null;
}

interface Count {
  done: number;
  total: number;
  skipped: number;
}
interface Job {
  id: string;
  state: string;
  phase: string;
  bytesCopied: number;
  errorCount: number;
  errors: string[];
  counts: Record<string, Count>;
  targetCollectionId: number | null;
}

export interface Io {
  readonly stdout: { write(s: string): unknown };
  readonly stderr: { write(s: string): unknown; isTTY?: boolean; columns?: number };
}
const processIo: Io = { stdout: process.stdout, stderr: process.stderr };

/** The program's global options (--url, --api-key), read from the root command. */
function globals(cmd: Cmd): Record<string, unknown> {
  let c = cmd;
  while (c.parent) c = c.parent;
  return c.opts();
}

async function call(
  cmd: Cmd,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; job?: Job; detail?: string }> {
  const r = await adminRequest(
    adminTarget(globals(cmd)),
    method,
    path,
    body === undefined ? undefined : { json: body, contentType: 'application/json' },
    60_000,
  );
  if (r.detail !== undefined) return { status: r.status, detail: r.detail };
  return { status: r.status, job: JSON.parse(r.text) as Job };
}

const MB = 1024 * 1024;

/** One status line: phase, the kinds with work, MB copied. */
export function summary(job: Job): string {
  const kinds = Object.entries(job.counts)
    .filter(([, c]) => c.total > 0 || c.done > 0)
    .map(([k, c]) => `${k} ${c.done}/${c.total}${c.skipped ? ` (${c.skipped} skipped)` : ''}`);
  return `${job.state} ${job.phase}: ${kinds.join(', ') || 'nothing yet'}; ${(job.bytesCopied / MB).toFixed(1)} MB${job.errorCount ? `; ${job.errorCount} errors` : ''}`;
}

/** Overall progress: DataObjects created and then their content copied, as one fraction. */
export function fraction(job: Job): number {
  if (job.state === 'SUCCEEDED') return 1;
  const d = job.counts['dataObjects'] ?? { done: 0, total: 0, skipped: 0 };
  if (d.total === 0) return 0;
  const created = Math.min(1, d.done / d.total);
  const content =
    job.phase === 'content' || job.phase === 'permissions' || job.phase === 'provenance'
      ? Math.min(
          1,
          ((job.counts['links']?.done ?? 0) + (job.counts['references']?.done ?? 0)) /
            Math.max(1, (job.counts['links']?.total ?? 0) + (job.counts['references']?.total ?? 0)),
        )
      : 0;
  return job.phase === 'dataObjects' || job.phase === 'collection' ? created / 2 : 0.5 + content / 2;
}

export function bar(job: Job, width = 80): string {
  const f = fraction(job);
  const filled = Math.round(f * 20);
  const text = `import [${'#'.repeat(filled)}${'-'.repeat(20 - filled)}] ${Math.floor(f * 100)}% ${summary(job)}`;
  return text.length > width - 1 ? `${text.slice(0, width - 2)}…` : text;
}

/** Polls until the job finishes: a redrawn bar on a terminal, a line per change otherwise. Exit code 0 SUCCEEDED, 2 FAILED. */
export async function follow(cmd: Cmd, first: Job, io: Io = processIo, intervalMs = 1_000): Promise<number> {
  let job = first;
  let last = '';
  for (;;) {
    if (io.stderr.isTTY) io.stderr.write(`\r\x1b[2K${bar(job, io.stderr.columns ?? 80)}`);
    else {
      const line = summary(job);
      if (line !== last) io.stderr.write(`${line}\n`);
      last = line;
    }
    if (job.state === 'SUCCEEDED' || job.state === 'FAILED') break;
    await new Promise((r) => setTimeout(r, intervalMs));
    const r = await call(cmd, 'GET', `/v2/admin/import/${job.id}`);
    if (!r.job) {
      io.stderr.write(`\nerror: ${r.status} ${r.detail ?? ''}\n`);
      return 1;
    }
    job = r.job;
  }
  if (io.stderr.isTTY) io.stderr.write(`\r\x1b[2K${summary(job)}\n`);
  for (const e of job.errors) io.stderr.write(`  ${e}\n`);
  io.stdout.write(`${JSON.stringify(job)}\n`);
  return job.state === 'SUCCEEDED' ? 0 : 2;
}

async function finish(cmd: Cmd, r: { status: number; job?: Job; detail?: string }, wait: boolean): Promise<void> {
  if (!r.job) {
    process.stderr.write(`error: ${r.status} ${r.detail ?? ''}\n`);
    process.exitCode = 1;
    return;
  }
  if (wait) {
    process.exitCode = await follow(cmd, r.job);
    return;
  }
  process.stderr.write(`${summary(r.job)}\n`);
  process.stdout.write(`${JSON.stringify(r.job)}\n`);
}

export function registerImportGroup(group: unknown): void {
  const g = group as Cmd;
  g.command('start')
    .argument('<sourceBaseUrl>', 'the source legacy API root (https://host/svc/api) or origin')
    // Not --api-key: that is svc-admin's global option (this instance's admin key), parsed anywhere on the line.
    .option('--source-key <key>', 'an API key of the SOURCE instance [env SVC_IMPORT_SOURCE_KEY]')
    .requiredOption('--collection <id>', 'the legacy id of the source Collection')
    .option('--name <name>', 'name of the new Collection (default: the source name)')
    .option('--wait', 'follow the job until it ends (the default on a terminal)')
    .option('--detach', 'return once the job is queued, even on a terminal')
    .description('Start an import (POST /v2/admin/import)')
    .action(async (...args: unknown[]) => {
      const cmd = args.at(-1) as Cmd;
      const o = cmd.opts();
      const id = Number(o['collection']);
      if (!Number.isInteger(id) || id < 0) throw new Error('--collection must be a legacy id (a non-negative integer)');
      const body = {
        sourceBaseUrl: String(args[0]),
        apiKey: String(o['sourceKey'] ?? process.env['SVC_IMPORT_SOURCE_KEY'] ?? ''),
        sourceCollectionId: id,
        ...(typeof o['name'] === 'string' ? { targetName: o['name'] } : {}),
      };
      const wait = o['wait'] === true || (o['detach'] !== true && process.stderr.isTTY === true);
      await finish(cmd, await call(cmd, 'POST', '/v2/admin/import', body), wait);
    });
  g.command('status')
    .argument('<id>', 'the import job id')
    .option('--wait', 'follow the job until it ends')
    .description('Show an import job (GET /v2/admin/import/{id}), with a progress bar on a terminal')
    .action(async (...args: unknown[]) => {
      const cmd = args.at(-1) as Cmd;
      await finish(
        cmd,
        await call(cmd, 'GET', `/v2/admin/import/${encodeURIComponent(String(args[0]))}`),
        cmd.opts()['wait'] === true || process.stderr.isTTY === true,
      );
    });
}
