import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { Option } from 'commander';
import { z } from 'zod';
import { CliError, EXIT_ERROR, EXIT_OK } from '../errors.ts';
import { apiPath, parseBody, type ApiClient } from '../http.ts';
import { formatKeyValues, formatTable, sanitize, type Output } from '../output.ts';
import { createProgress } from '../progress.ts';
import type { BuiltinGroup } from '../runtime.ts';
import {
  bundle as serverBundle,
  refreshResult,
  refreshRun,
} from '../../../layers/core/src/features/ontologies/wire.ts';

/** The server's bundle, with `source` read as a string so a newer server's kind still lists. */
const bundleSchema = serverBundle.extend({ source: z.string() });
export type Bundle = z.output<typeof bundleSchema>;
export const refreshResultSchema = refreshResult;
export type RefreshResult = z.output<typeof refreshResult>;
const refreshRunSchema = refreshRun;
type RefreshRun = z.output<typeof refreshRun>;

const BUNDLES = '/v2/admin/semantic/ontologies';
const REFRESH = '/v2/admin/semantic/refresh-ontologies';
/** The server answers within its own 25 s wait (then 202 with a run); leave room for that. */
const REFRESH_REQUEST_TIMEOUT_MS = 60_000;

/** The bundle with the server's field order; `canonicalUrl` only when present. */
export function bundleJson(b: Bundle): Bundle {
  return {
    id: b.id,
    name: b.name,
    source: b.source,
    required: b.required,
    enabled: b.enabled,
    iriPrefix: b.iriPrefix,
    ...(b.canonicalUrl !== undefined ? { canonicalUrl: b.canonicalUrl } : {}),
    license: b.license,
    sha256: b.sha256,
    byteSize: b.byteSize,
    stub: b.stub,
    importedSha256: b.importedSha256,
  };
}

const imported = (b: Bundle) =>
  b.importedSha256 === null ? 'no' : b.importedSha256 === b.sha256 ? 'yes' : 'other version';

export function bundlesTable(bundles: readonly Bundle[]): string {
  if (bundles.length === 0) return 'No ontology bundles.\n';
  return formatTable<Bundle>(
    [
      { header: 'id', value: (b) => b.id },
      { header: 'source', value: (b) => b.source },
      { header: 'required', value: (b) => b.required },
      { header: 'enabled', value: (b) => b.enabled },
      { header: 'imported', value: imported },
      { header: 'bytes', value: (b) => b.byteSize, align: 'right' },
      { header: 'license', value: (b) => b.license },
      { header: 'name', value: (b) => (b.stub ? `${b.name} (stub)` : b.name) },
    ],
    bundles,
  );
}

export function bundleText(b: Bundle): string {
  return formatKeyValues([
    ['id', b.id],
    ['name', b.name],
    ['source', b.source],
    ['required', b.required],
    ['enabled', b.enabled],
    ['iri prefix', b.iriPrefix],
    ['canonical url', b.canonicalUrl ?? null],
    ['license', b.license],
    ['bytes', b.byteSize],
    ['sha256', b.sha256],
    ['stub', b.stub],
    ['imported sha256', b.importedSha256],
  ]);
}

export function refreshText(r: RefreshResult): string {
  const head = `Bundles requested: ${r.requested}, refreshed: ${r.refreshed}, already current: ${r.alreadyCurrent}, errors: ${r.errors.length}\n`;
  if (r.errors.length === 0) return head;
  return `${head}${formatTable<RefreshResult['errors'][number]>(
    [
      { header: 'bundle', value: (e) => e.bundle },
      { header: 'reason', value: (e) => e.reason },
    ],
    r.errors,
  )}`;
}

/** An operator-readable failure (exit 1) that is not an HTTP answer, rendered as kind `command`. */
const commandError = (message: string) => Object.assign(new Error(message), { exitCode: EXIT_ERROR });

/** Polls a refresh run that outlasted its request until it leaves RUNNING (or `maxWaitMs` passes). */
async function waitForRefresh(
  client: ApiClient,
  out: Output,
  first: RefreshRun,
  intervalMs: number,
  maxWaitMs: number,
): Promise<RefreshResult> {
  const progress = createProgress({ label: `refreshing ontologies (run ${first.id})`, stream: out.stderr });
  const deadline = Date.now() + maxWaitMs;
  let run = first;
  while (run.status === 'RUNNING') {
    if (Date.now() > deadline) {
      progress.finish();
      throw commandError(
        `Refresh run ${run.id} is still running after ${Math.round(maxWaitMs / 1000)} s; poll GET ${REFRESH}/${run.id} for its outcome.`,
      );
    }
    progress.update(0, undefined, 'running');
    await new Promise((r) => setTimeout(r, intervalMs));
    run = await client.get(apiPath`/v2/admin/semantic/refresh-ontologies/${run.id}`, refreshRunSchema);
  }
  progress.finish();
  const result = run.result;
  if (run.status === 'FAILED' || result === null || 'failure' in result) {
    const why = result !== null && 'failure' in result ? result.failure : 'no outcome recorded';
    throw commandError(`Refresh run ${run.id} failed: ${sanitize(why)}`);
  }
  return result;
}

function positiveSeconds(name: string, value: string): number {
  const n = Number(value);
  if (!(n > 0)) throw new CliError('usage', `${name} must be a positive number of seconds, got "${value}".`);
  return n * 1000;
}

async function readBundleFile(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (err) {
    throw new CliError(
      'usage',
      `Cannot read --file ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}.`,
    );
  }
}

export const semanticGroup: BuiltinGroup = {
  name: 'semantic',
  description: 'Ontology bundles of the INTERNAL semantic repository',
  register(group, rt) {
    group
      .command('refresh-ontologies')
      .description(
        `Re-fetch bundles from their canonicalUrl and re-import changed ones; a named bundle without URL is imported from its file (POST ${REFRESH}); waits for a long run; exit 1 when any bundle errors`,
      )
      .option('--bundles <csv>', 'only these bundle ids (default: every bundle with a canonicalUrl)')
      .option('--force', 're-import even when the SHA-256 is unchanged', false)
      .addOption(
        new Option('--interval <seconds>', 'seconds between polls of a run that outlasts its request').default('2'),
      )
      .addOption(
        new Option(
          '--max-wait <seconds>',
          'give up waiting for a run after this long (exit 1; the run goes on)',
        ).default('3600'),
      )
      .action(
        rt.action(async ({ client, out, command }) => {
          const opts = command.opts<{ bundles?: string; force: boolean; interval: string; maxWait: string }>();
          const interval = positiveSeconds('--interval', opts.interval);
          const maxWait = positiveSeconds('--max-wait', opts.maxWait);
          const ids = opts.bundles
            ?.split(',')
            .map((x) => x.trim())
            .filter(Boolean);
          if (opts.bundles !== undefined && ids?.length === 0)
            throw new CliError('usage', '--bundles takes a comma-separated list of bundle ids.');
          const query = new URLSearchParams({ ...(ids ? { bundles: ids.join(',') } : {}), force: String(opts.force) });
          const c = client();
          const res = await c.request('POST', `${REFRESH}?${query}`, { timeoutMs: REFRESH_REQUEST_TIMEOUT_MS });
          if (res.status < 200 || res.status > 299) throw c.httpError(res);
          const result =
            res.status === 202
              ? await waitForRefresh(c, out, parseBody(res, refreshRunSchema), interval, maxWait)
              : parseBody(res, refreshResultSchema);
          out.result(result, () => refreshText(result));
          return result.errors.length === 0 ? EXIT_OK : EXIT_ERROR;
        }),
      );

    const ontologies = group
      .command('ontologies')
      .description('List, enable, disable, upload and remove ontology bundles');
    ontologies
      .command('list')
      .description(`Built-in bundles in manifest order, then uploads by id (GET ${BUNDLES})`)
      .action(
        rt.action(async ({ client, out }) => {
          const bundles = await client().get(BUNDLES, z.array(bundleSchema));
          out.result({ ontologies: bundles.map(bundleJson) }, () => bundlesTable(bundles));
        }),
      );
    for (const enabled of [true, false]) {
      const verb = enabled ? 'enable' : 'disable';
      ontologies
        .command(`${verb} <id>`)
        .description(
          `${enabled ? 'Enable' : 'Disable'} a bundle; it ${enabled ? 'joins' : 'leaves'} the seed pass at the next start (POST ${BUNDLES}/{id}/${verb})${enabled ? '' : '; prov-o and obo-relations are required (exit 1)'}`,
        )
        .action(
          rt.action(async ({ client, out }, id: string) => {
            const b = await client().json(
              'POST',
              `${apiPath`/v2/admin/semantic/ontologies/${id}`}/${verb}`,
              bundleSchema,
            );
            out.result(
              { ontology: bundleJson(b) },
              () =>
                `Ontology bundle ${sanitize(b.id)} is now ${b.enabled ? 'enabled' : 'disabled'}.\n\n${bundleText(b)}`,
            );
          }),
        );
    }
    ontologies
      .command('remove <id>')
      .description(
        `Remove an uploaded bundle: its file, its row and its terms (DELETE ${BUNDLES}/{id}); built-ins cannot be removed (exit 1)`,
      )
      .action(
        rt.action(async ({ client, out }, id: string) => {
          const c = client();
          const res = await c.request('DELETE', apiPath`/v2/admin/semantic/ontologies/${id}`);
          if (res.status < 200 || res.status > 299) throw c.httpError(res);
          out.result({ removed: id }, () => `Ontology bundle ${sanitize(id)} removed.\n`);
        }),
      );
    ontologies
      .command('upload')
      .description(
        `Upload a Turtle bundle (at most 10 MB) as a gzip-compressed multipart form (POST ${BUNDLES}); it joins the seed pass at the next start, or now with refresh-ontologies --bundles=<id>`,
      )
      .requiredOption('--file <path>', 'the Turtle file')
      .requiredOption('--id <id>', 'bundle id: letters, digits, ".", "_" or "-" (it names the stored file)')
      .requiredOption('--iri-prefix <iri>', 'namespace IRI of the vocabulary')
      .requiredOption('--license <licence>', 'licence, e.g. an SPDX id')
      .option('--name <name>', 'display name (default: the id)')
      .option('--canonical-url <url>', 'http(s) URL refresh-ontologies fetches it from')
      .action(
        rt.action(async ({ client, out, command }) => {
          const o = command.opts<{
            file: string;
            id: string;
            iriPrefix: string;
            license: string;
            name?: string;
            canonicalUrl?: string;
          }>();
          const bytes = await readBundleFile(o.file);
          const metadata = {
            id: o.id,
            iriPrefix: o.iriPrefix,
            license: o.license,
            ...(o.name !== undefined ? { name: o.name } : {}),
            ...(o.canonicalUrl !== undefined ? { canonicalUrl: o.canonicalUrl } : {}),
          };
          const form = new FormData();
          form.append('metadata', new Blob([JSON.stringify(metadata)], { type: 'application/json' }));
          form.append('file', new Blob([bytes], { type: 'text/turtle' }), basename(o.file));
          // Sent gzip-compressed: a 10 MB bundle does not fit in a Lambda invocation (6 MB) as it is.
          const b = await client().multipart('POST', BUNDLES, form, bundleSchema, {
            timeoutMs: REFRESH_REQUEST_TIMEOUT_MS,
            gzip: true,
          });
          out.result(
            { ontology: bundleJson(b) },
            () =>
              `Ontology bundle ${sanitize(b.id)} uploaded (${b.byteSize} bytes). Import it now with: svc-admin semantic refresh-ontologies --bundles=${sanitize(b.id)}\n\n${bundleText(b)}`,
          );
        }),
      );
  },
};
