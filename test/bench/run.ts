/**
 * `npm run bench`: figures of the walking skeleton, written as JSON to test/bench/results/.
 * - throughput and p50/p99 latency of GET /versionz and an authenticated GET /v2/admin/features
 *   through the local gateway (autocannon, bounded duration, loopback only);
 * - per-function bundle size from the synthesized CDK assets;
 * - cold-start cost per function: a fresh Node process imports the bundle and invokes it once.
 * `npm run bench -- --functions-only` measures the functions alone (no load on the gateway);
 * BENCH_CDK_OUT names another synthesis directory than cdk.out; it must lie inside the repository,
 * since a bundle finds the AWS SDK (which Lambda's runtime provides) in the repository's node_modules.
 * Never part of the pass/fail test run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { routes } from '../../layers/core/src/app/routes.ts';
import { consumerQueues } from '../../layers/core/src/platform/resources/definitions.ts';
import { repoRoot } from '../../localstack/src/paths.ts';
import { adminKeyFile, ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { localEnvironment } from '../../localstack/src/local-env.ts';

const gateway = process.env['SVC_TEST_GATEWAY'] ?? 'http://127.0.0.1:8080';
const seconds = Number(process.env['BENCH_SECONDS'] ?? '10');
const functionsOnly = process.argv.includes('--functions-only');
/** The goal of issue 12: no function's bundle above 1.5 MB (also held by test/infra/stack.test.ts). */
const bundleLimitBytes = 1_500_000;

async function load(name: string, path: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url: `${gateway}${path}`, connections: 10, duration: seconds, headers });
  return {
    name,
    path,
    connections: 10,
    durationSeconds: seconds,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    throughputRps: r.requests.average,
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
  };
}

interface FunctionAsset {
  logicalId: string;
  group: string;
  assetDir: string;
  bytes: number;
}

function synthAssets(): FunctionAsset[] {
  const out = process.env['BENCH_CDK_OUT'] ?? join(repoRoot, 'cdk.out');
  execFileSync('npx', ['cdk', 'synth', '--quiet', '--output', out], { cwd: repoRoot, stdio: 'inherit' });
  const templateFile = readdirSync(out).find((f) => f.endsWith('.template.json'));
  if (!templateFile) throw new Error('no template in cdk.out');
  const template = JSON.parse(readFileSync(join(out, templateFile), 'utf8')) as {
    Resources: Record<
      string,
      {
        Type: string;
        Metadata?: Record<string, string>;
        Properties?: { Environment?: { Variables?: Record<string, unknown> } };
      }
    >;
  };
  const assets: FunctionAsset[] = [];
  for (const [logicalId, res] of Object.entries(template.Resources)) {
    const assetPath = res.Metadata?.['aws:asset:path'];
    if (res.Type !== 'AWS::Lambda::Function' || !assetPath) continue;
    const dir = join(out, assetPath);
    const file = ['index.mjs', 'index.js'].map((f) => join(dir, f)).find(existsSync);
    if (!file) continue;
    const group = String(res.Properties?.Environment?.Variables?.['SVC_FUNCTION'] ?? logicalId);
    assets.push({ logicalId, group, assetDir: dir, bytes: statSync(file).size });
  }
  return assets;
}

/** A representative first event per function kind. */
function sampleEvent(group: string): unknown {
  const http = (method: string, path: string, auth?: Record<string, string>, query?: Record<string, string>) => ({
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: {},
    ...(query ? { queryStringParameters: query } : {}),
    requestContext: {
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
      requestId: 'bench',
      routeKey: `${method} ${path}`,
      stage: '$default',
      timeEpoch: Date.now(),
      ...(auth ? { authorizer: { lambda: auth } } : {}),
    },
    isBase64Encoded: false,
  });
  const admin = {
    status: 'authenticated',
    username: 'admin',
    roles: '["instance-admin"]',
    method: 'apikey',
    keyId: '',
  };
  // Every queue consumer: an empty batch (its handler's own path, nothing to process).
  if (consumerQueues.some((q) => q.consumer === group)) return { Records: [] };
  switch (group) {
    case 'ops':
      return http('GET', '/versionz');
    case 'admin':
      return http('GET', '/v2/admin/features', admin);
    case 'legacy':
      return http('GET', '/svc/api/users', admin);
    case 'plugins':
      return http('GET', '/v2/ext/minter-local/pid-preview', admin, {
        kind: 'collection',
        appId: '0190f0f0-0000-7000-8000-000000000001',
        version: '1',
      });
    // An agent with no activities: one indexed query, so the figure does not grow with the activities the machine holds.
    case 'provenance':
      return http('GET', '/v2/provenance/count', admin, { agent: 'bench-no-activities' });

    case 'authorizer':
      return {
        version: '2.0',
        type: 'REQUEST',
        routeKey: 'GET /svc/api/users',
        rawPath: '/svc/api/users',
        headers: {},
        requestContext: {},
      };
    default: {
      // Another endpoint group: its first GET without path parameters, as an admin.
      const r = routes.find((x) => x.group === group && x.method === 'GET' && !x.path.includes('{'));
      if (r) return http('GET', r.path, admin);
      const post = routes.find((x) => x.group === group && x.method === 'POST' && !x.path.includes('{'));
      if (post)
        return {
          ...http('POST', post.path, admin),
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ searchParams: { query: '{"property":"name","operator":"eq","value":"bench"}' } }),
        };
      return { source: 'aws.events', 'detail-type': 'Scheduled Event', detail: {} };
    }
  }
}

function coldStart(a: FunctionAsset, env: Record<string, string>) {
  const file = ['index.mjs', 'index.js'].map((f) => join(a.assetDir, f)).find(existsSync) ?? '';
  const script = `
    const t0 = performance.now();
    const m = await import(${JSON.stringify(`file://${file}`)});
    const t1 = performance.now();
    const ctx = { awsRequestId: 'bench', functionName: 'bench', getRemainingTimeInMillis: () => 29000 };
    let status = 'ok';
    try { const r = await m.handler(${JSON.stringify(sampleEvent(a.group))}, ctx); status = r && r.statusCode ? String(r.statusCode) : 'ok'; } catch (e) { status = 'error: ' + e.message; }
    const t2 = performance.now();
    console.log(JSON.stringify({ importMs: t1 - t0, firstInvokeMs: t2 - t1, status }));
    process.exit(0);`;
  const runs = [0, 1, 2].map(() => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env['PATH'] ?? '', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const line = r.stdout.trim().split('\n').pop() ?? '';
    if (!line.startsWith('{')) {
      // The process died before it printed (a failed import, a crash, the 60 s bound): say why.
      const why = (r.error?.message ?? r.stderr.trim().split('\n').slice(0, 3).join(' ')) || `exit ${r.status}`;
      return { importMs: Number.NaN, firstInvokeMs: Number.NaN, status: `failed: ${why.slice(0, 300)}` };
    }
    return JSON.parse(line) as { importMs: number; firstInvokeMs: number; status: string };
  });
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
  return {
    importMs: Math.round(median(runs.map((r) => r.importMs))),
    firstInvokeMs: Math.round(median(runs.map((r) => r.firstInvokeMs))),
    totalMs: Math.round(median(runs.map((r) => r.importMs + r.firstInvokeMs))),
    status: runs[0]?.status,
  };
}

const key = readFileSync(adminKeyFile, 'utf8').trim();
const results = {
  when: new Date().toISOString(),
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
  http: functionsOnly
    ? []
    : [
        await load('GET /versionz', '/versionz'),
        await load('GET /v2/admin/features (authenticated)', '/v2/admin/features', { 'x-api-key': key }),
      ],
  functions: [] as unknown[],
};
const env = localEnvironment(ensureLocalSecrets());
for (const a of synthAssets()) {
  results.functions.push({
    function: a.group,
    logicalId: a.logicalId,
    bundleBytes: a.bytes,
    withinBundleLimit: a.bytes <= bundleLimitBytes,
    coldStart: coldStart(a, env),
  });
}
const dir = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `bench-${results.when.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
console.log(`written to ${file}`);
