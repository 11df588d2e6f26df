import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fuzzVenvDir, localstackDir, repoRoot } from '../../localstack/src/paths.ts';
import { ensurePythonEnv, envBin, type PythonEnv } from '../../localstack/src/python-env.ts';
import { call, withKey } from './local.ts';

/**
 * The API fuzzer (schemathesis in its own env, localstack/.venv-fuzz) as the suite's fuzz tests
 * and `npm run bench -- fuzz` run it: against a gateway's own `/svc/doc/openapi.json`, with a
 * config of test/fuzz/ and the hooks of test/fuzz/hooks.py (valid search conditions, shape
 * models, SHACL Turtle and ontology uploads for the cases that follow the schema).
 */
const fuzzEnv: PythonEnv = {
  dir: fuzzVenvDir,
  requirements: join(localstackDir, 'python', 'fuzz-requirements.txt'),
  users: [],
};

/** Installs the fuzzer's env when missing or stale; its pip output goes to `log`. */
export const prepareFuzzer = (log: string): Promise<void> => ensurePythonEnv(fuzzEnv, log);

export interface FuzzRun {
  /** The gateway fuzzed; its own document drives the run. */
  readonly base: string;
  /** The API key every request carries. */
  readonly key: string;
  /**
   * An instance admin's key, with which test/fuzz/fixtures.py makes the templates the hooks'
   * cases name (`key` when absent: templates are an admin's to create).
   */
  readonly adminKey?: string;
  /** The config file (a path). */
  readonly config: string;
  readonly seed: string;
  /** Where the JUnit report goes. */
  readonly report: string;
  /** More CLI arguments of `st run` (an operation filter, `--max-examples`, phases). */
  readonly args?: readonly string[];
  /** Ends the run (SIGTERM) after this long. */
  readonly timeoutMs?: number;
}

/** Runs schemathesis once: its exit code and everything it printed. */
export function runFuzzer(run: FuzzRun): Promise<{ code: number; output: string }> {
  const args = [
    '--config-file',
    run.config,
    'run',
    `${run.base}/svc/doc/openapi.json`,
    '--url',
    run.base,
    // Every check is on by default; not passing `--checks` lets the config switch one off for
    // one operation (a CLI `--checks` would override it).
    '-H',
    `X-API-KEY: ${run.key}`,
    '--seed',
    run.seed,
    ...(run.args ?? []),
    '--no-color',
    '--report',
    'junit',
    '--report-junit-path',
    run.report,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(envBin(fuzzEnv, 'st'), args, {
      cwd: repoRoot,
      env: {
        ...process.env,
        SCHEMATHESIS_TELEMETRY: 'false',
        SCHEMATHESIS_HOOKS: 'hooks',
        PYTHONPATH: join(repoRoot, 'test', 'fuzz'),
        // Where and as whom test/fuzz/fixtures.py makes what the hooks' cases name.
        SVC_FUZZ_BASE: run.base,
        SVC_FUZZ_KEY: run.key,
        SVC_FUZZ_ADMIN_KEY: run.adminKey ?? run.key,
      },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const timer = run.timeoutMs ? setTimeout(() => child.kill('SIGTERM'), run.timeoutMs) : undefined;
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output });
    });
  });
}

/** The failures section of a run's output, or its tail when there is none. */
export const fuzzFailures = (output: string): string => {
  const start = output.indexOf('=== FAILURES');
  return (start >= 0 ? output.slice(start) : output.slice(-4000)).slice(0, 20_000);
};

/** The id prefix of the ontology bundles test/fuzz/hooks.py uploads (`fuzz-<hex>`, fresh per case). */
export const FUZZ_BUNDLE_PREFIX = 'fuzz-';

/**
 * Removes the ontology bundles a run uploaded, as the instance admin: an upload joins the
 * instance-wide term search at the next seed pass, which no later test must see. The ids removed.
 */
export async function removeFuzzBundles(base: string, adminKey: string): Promise<string[]> {
  const path = '/v2/admin/semantic/ontologies';
  const list = await call<{ id: string }[]>('GET', path, { headers: withKey(adminKey), base });
  if (list.status !== 200) throw new Error(`listing the ontology bundles answered ${list.status}: ${list.text}`);
  const ids = list.body.map((b) => b.id).filter((id) => id.startsWith(FUZZ_BUNDLE_PREFIX));
  for (const id of ids) {
    const r = await call('DELETE', `${path}/${encodeURIComponent(id)}`, { headers: withKey(adminKey), base });
    if (r.status !== 204 && r.status !== 404) throw new Error(`removing bundle ${id} answered ${r.status}: ${r.text}`);
  }
  return ids;
}

/** The name prefix of the templates test/fuzz/hooks.py creates (`schemathesis-fuzz-<hex>`, fresh per case). */
export const FUZZ_TEMPLATE_PREFIX = 'schemathesis-fuzz-';

/** The current, unretired templates named `schemathesis-fuzz-…` (created by a run, or the newest revision a run patched). */
export async function fuzzTemplates(base: string, adminKey: string): Promise<string[]> {
  const found: string[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await call<{ appId: string; name: string | null }[]>(
      'GET',
      `/v2/templates?limit=1000&offset=${offset}`,
      { headers: withKey(adminKey), base },
    );
    if (page.status !== 200) throw new Error(`listing the templates answered ${page.status}: ${page.text}`);
    found.push(...page.body.filter((t) => t.name?.startsWith(FUZZ_TEMPLATE_PREFIX)).map((t) => t.appId));
    if (page.body.length < 1000) break;
  }
  return found;
}

/**
 * Retires the templates a run created, as the instance admin (a template is retired, never removed):
 * a retired one is in no listing by default and offers no form. The appIds retired.
 */
export async function retireFuzzTemplates(base: string, adminKey: string): Promise<string[]> {
  const found = await fuzzTemplates(base, adminKey);
  for (const appId of found) {
    const r = await call('DELETE', `/v2/templates/${appId}`, { headers: withKey(adminKey), base });
    if (r.status !== 204) throw new Error(`retiring template ${appId} answered ${r.status}: ${r.text}`);
  }
  return found;
}

/** The exact name of the Collection test/fuzz/fixtures.py makes for a run's caller (the source of its imports too). */
export const FUZZ_COLLECTION_NAME = 'schemathesis-fuzz-collection';

interface ImportJob {
  id: string;
  state: string;
  sourceBaseUrl: string;
  sourceCollectionId: number;
  targetCollectionId: number | null;
}

/**
 * The import jobs that read one of `sources` from this gateway, once none of them is queued or
 * running any more (the import worker copies in the background).
 */
async function settledFuzzImports(base: string, adminKey: string, sources: ReadonlySet<number>): Promise<ImportJob[]> {
  const root = `${new URL(base).origin}/svc/api`;
  const jobs: ImportJob[] = [];
  for (let cursor: string | null = null; ; ) {
    const query: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const page = await call<{ items: ImportJob[]; nextCursor: string | null }>(
      'GET',
      `/v2/admin/import?limit=100${query}`,
      {
        headers: withKey(adminKey),
        base,
      },
    );
    if (page.status !== 200) throw new Error(`listing the imports answered ${page.status}: ${page.text}`);
    jobs.push(...page.body.items.filter((j) => j.sourceBaseUrl === root && sources.has(j.sourceCollectionId)));
    cursor = page.body.nextCursor;
    if (cursor === null) break;
  }
  const deadline = Date.now() + 180_000;
  const settled: ImportJob[] = [];
  for (const job of jobs) {
    for (let j = job; ; ) {
      if (j.state !== 'QUEUED' && j.state !== 'RUNNING') {
        settled.push(j);
        break;
      }
      if (Date.now() > deadline) throw new Error(`import ${j.id} of a fuzz Collection is still ${j.state}`);
      await new Promise((r) => setTimeout(r, 1000));
      const r = await call<ImportJob>('GET', `/v2/admin/import/${j.id}`, { headers: withKey(adminKey), base });
      if (r.status !== 200) throw new Error(`reading import ${j.id} answered ${r.status}: ${r.text}`);
      j = r.body;
    }
  }
  return settled;
}

/**
 * Removes the Collections named FUZZ_COLLECTION_NAME that `key` may write, with their DataObjects
 * (the instantiations of a run). With `imports` (`key` an instance admin's), first what the run's
 * imports copied from one of them, once those imports have finished. The legacy ids removed.
 */
export async function removeFuzzCollections(base: string, key: string, imports = false): Promise<number[]> {
  const list = await call<{ id: number }[]>(
    'GET',
    `/svc/api/collections?name=${encodeURIComponent(FUZZ_COLLECTION_NAME)}&size=1000`,
    { headers: withKey(key), base },
  );
  if (list.status !== 200) throw new Error(`listing the fuzz Collections answered ${list.status}: ${list.text}`);
  const sources = list.body.map((c) => c.id);
  const copies = imports
    ? (await settledFuzzImports(base, key, new Set(sources))).flatMap((j) =>
        j.targetCollectionId === null ? [] : [j.targetCollectionId],
      )
    : [];
  const removed: number[] = [];
  for (const id of [...new Set([...copies, ...sources])]) {
    const r = await call('DELETE', `/svc/api/collections/${id}`, { headers: withKey(key), base });
    // 404: already gone (a copy that kept the source's name); 403: another caller's, removed with its own key.
    if (r.status === 204) removed.push(id);
    else if (r.status !== 404 && r.status !== 403)
      throw new Error(`removing Collection ${id} answered ${r.status}: ${r.text}`);
  }
  return removed;
}

/** Draws `n` of each generated input of test/fuzz/hooks.py outside schemathesis (test/fuzz/draw.py). */
export function drawFuzzInputs(n: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(envBin(fuzzEnv, 'python'), [join(repoRoot, 'test', 'fuzz', 'draw.py'), String(n)], {
      cwd: join(repoRoot, 'test', 'fuzz'),
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`draw.py exited ${code}: ${err}`))));
  });
}
