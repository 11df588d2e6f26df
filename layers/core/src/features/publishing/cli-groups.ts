/**
 * The `svc-admin` command groups the publishing plugins contribute (`unhide …`, `minters datacite
 * …`). A contributed group receives a bare commander `Command`, so this module talks to the
 * instance itself: `--url` / `--api-key` or SVC_ADMIN_URL / SVC_ADMIN_API_KEY, JSON on stdout,
 * a problem's detail on stderr with exit code 1.
 */
import { adminRequest, adminTarget } from '../../platform/plugins/cli-http.ts';

interface Cmd {
  command(name: string): Cmd;
  description(text: string): Cmd;
  option(flags: string, description: string): Cmd;
  argument(name: string, description: string): Cmd;
  action(fn: (...args: unknown[]) => Promise<void>): Cmd;
  optsWithGlobals(): Record<string, unknown>;
}

async function callAdmin(cmd: Cmd, method: string, path: string, patch?: unknown): Promise<void> {
  const r = await adminRequest(
    adminTarget(cmd.optsWithGlobals()),
    method,
    path,
    patch === undefined ? undefined : { json: patch, contentType: 'application/merge-patch+json' },
  );
  if (r.detail !== undefined) {
    process.stderr.write(`error: ${r.status} ${r.detail}\n`);
    process.exitCode = 1;
    return;
  }
  process.stdout.write(`${r.text}\n`);
}

/** `key=value` pairs as a merge patch: values are JSON where they parse (numbers, booleans, null, arrays), else strings. */
export function patchOf(pairs: readonly string[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new Error(`expected key=value, got "${pair}"`);
    const raw = pair.slice(eq + 1);
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      /* a plain string */
    }
    patch[pair.slice(0, eq)] = value;
  }
  return patch;
}

function configCommands(parent: Cmd, path: string): void {
  const config = parent.command('config').description(`Its configuration singleton (${path})`);
  config
    .command('show')
    .description(`Show it (GET ${path})`)
    .action(async (...args: unknown[]) => callAdmin(args.at(-1) as Cmd, 'GET', path));
  config
    .command('set')
    .argument('<pairs...>', 'key=value (JSON values: numbers, true/false, null, ["a","b"])')
    .description(`Change it (PATCH ${path}, merge patch)`)
    .action(async (...args: unknown[]) =>
      callAdmin(args.at(-1) as Cmd, 'PATCH', path, patchOf(args[0] as readonly string[])),
    );
}

export function registerUnhideGroup(group: unknown): void {
  const g = group as Cmd;
  configCommands(g, '/v2/admin/unhide/config');
  g.command('feed')
    .description('Print one page of the public feed (GET /v2/unhide/feed.jsonld, following nextPage)')
    .option('--page <n>', 'page number, from 1 (default 1)')
    .action(async (...args: unknown[]) => {
      const cmd = args.at(-1) as Cmd;
      const page = Number(cmd.optsWithGlobals()['page'] ?? '1');
      if (!Number.isInteger(page) || page < 1) throw new Error('--page must be a positive integer');
      let path = '/v2/unhide/feed.jsonld';
      for (let i = 1; i < page; i++) {
        const r = await adminRequest(adminTarget(cmd.optsWithGlobals()), 'GET', path);
        const body = (r.detail === undefined ? JSON.parse(r.text) : {}) as { nextPage?: string };
        if (!body.nextPage) {
          process.stderr.write(`error: the feed has only ${i} page(s)\n`);
          process.exitCode = 1;
          return;
        }
        const next = new URL(body.nextPage);
        path = next.pathname + next.search;
      }
      await callAdmin(cmd, 'GET', path);
    });
}

export function registerMintersGroup(group: unknown): void {
  const datacite = (group as Cmd).command('datacite').description('The DataCite DOI minter');
  configCommands(datacite, '/v2/admin/minters/datacite/config');
  datacite
    .command('test')
    .description('Test the connection to DataCite (POST /v2/admin/minters/datacite/test)')
    .action(async (...args: unknown[]) => callAdmin(args.at(-1) as Cmd, 'POST', '/v2/admin/minters/datacite/test'));
  datacite
    .command('dois')
    .description('List the DOIs minted (GET /v2/admin/minters/datacite/dois)')
    .action(async (...args: unknown[]) => callAdmin(args.at(-1) as Cmd, 'GET', '/v2/admin/minters/datacite/dois'));
}
