import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureAdminKey } from './bootstrap-admin.ts';
import { devToken } from './dev-token.ts';
import { gatewayService } from './gateway-service.ts';
import { localAwsCredentials, localEnvironment, ports } from './local-env.ts';
import { adminKeyFile, DEV_IDP_ISSUER, ensureLocalSecrets, type LocalSecrets } from './local-secrets.ts';
import { integrationTestsRan, recordAwsCalls, restartRecording } from './aws-call-log.ts';
import { repoRoot, stateDir } from './paths.ts';
import { provisionLocalResources } from './provision.ts';
import { dynamodbService } from './services/dynamodb.ts';
import { hsdsService } from './services/hsds.ts';
import { motoService } from './services/moto.ts';
import { neo4jService } from './services/neo4j.ts';
import { oidcService } from './services/oidc.ts';
import { s3Service } from './services/s3proxy.ts';
import type { LocalService } from './services/types.ts';

const rel = (p: string) => relative(process.cwd(), p) || '.';

function hdfEnabled(env: Record<string, string>): boolean {
  return (env['SVC_HDF_ENABLED'] ?? '').toLowerCase() === 'true';
}

function backingServices(secrets: LocalSecrets, withHdf: boolean): LocalService[] {
  return [
    neo4jService(),
    motoService(),
    dynamodbService({ credentials: localAwsCredentials }),
    s3Service(localAwsCredentials),
    oidcService({
      roleClaim: localEnvironment(secrets)['OIDC_ROLE'] ?? 'roles',
      // The console is served by the gateway under both loopback names.
      consoleOrigins: [`http://127.0.0.1:${ports.gateway}`, `http://localhost:${ports.gateway}`],
    }),
    ...(withHdf
      ? [hsdsService({ username: secrets.hsdsUsername, password: secrets.hsdsPassword, salt: secrets.hsdsSalt })]
      : []),
  ];
}

const consoleDir = join(repoRoot, 'console');
const consoleStamp = join(consoleDir, 'dist', '.svc-build-stamp');

/** What the console build reads: its sources, its configuration and the locked packages. */
function consoleSourcesHash(): string {
  const h = createHash('sha256');
  const walk = (p: string): void => {
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) for (const e of readdirSync(p).sort()) walk(join(p, e));
    else h.update(`${relative(repoRoot, p)}\0`).update(readFileSync(p));
  };
  for (const p of ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']) walk(join(consoleDir, p));
  walk(join(repoRoot, 'package-lock.json'));
  return h.digest('hex');
}

/**
 * The web console (console/dist, served by the gateway at /console/) is built when it is missing
 * or its sources changed since the last build (a stamp in dist); otherwise a start reuses it.
 */
function ensureConsoleBuilt(say: (s: string) => void): Promise<void> {
  const hash = consoleSourcesHash();
  if (existsSync(join(consoleDir, 'dist', 'index.html')) && existsSync(consoleStamp))
    if (readFileSync(consoleStamp, 'utf8') === hash) return Promise.resolve();
  say('  … building the web console (console/dist is missing or older than its sources)');
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build', '--workspace', 'console'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`building the web console failed (npm run console:build):\n${out.slice(-4000)}`));
        return;
      }
      writeFileSync(consoleStamp, hash);
      resolve();
    });
  });
}

/** Starts (or reuses) everything, provisions resources, bootstraps the admin key. Returns what it started. */
async function start(opts: { withHdf: boolean; quiet: boolean }): Promise<string[]> {
  const t0 = Date.now();
  const secrets = ensureLocalSecrets();
  const env = localEnvironment(secrets);
  const withHdf = opts.withHdf || hdfEnabled(env);
  const services = backingServices(secrets, withHdf);
  const startedNow: string[] = [];
  const say = (s: string) => !opts.quiet && console.log(s);
  say(
    'svc: starting the local cloud (first start installs Neo4j, S3Proxy, DynamoDB Local, moto and HSDS; later starts reuse the cache)…',
  );

  const consoleBuilt = ensureConsoleBuilt(say);
  consoleBuilt.catch(() => undefined); // awaited (and thrown) below, before the gateway starts
  await Promise.all(
    services.map(async (s) => {
      const wasUp = await s.isUp();
      await s.start();
      if (!wasUp) startedNow.push(s.name);
      say(`  ✓ ${s.name.padEnd(8)} ${s.url}${wasUp ? '  (already running)' : ''}`);
    }),
  );

  Object.assign(process.env, env);
  const created = await provisionLocalResources();
  if (created.length) say(`  ✓ provisioned ${created.join(', ')}`);
  const { ensureSchema } = await import('../../layers/core/src/app/graph-schema.ts');
  await ensureSchema();
  const admin = await ensureAdminKey();
  const { closeGraph } = await import('../../layers/core/src/platform/graph/driver.ts');
  await closeGraph();

  await consoleBuilt;
  const gateway = gatewayService(env);
  const gatewayWasUp = await gateway.isUp();
  await gateway.start();
  if (!gatewayWasUp) startedNow.push(gateway.name);
  await waitReady(gateway.url);

  say('');
  say(`svc local cloud is ready (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  say(`  API (local gateway)   ${gateway.url}          log: ${rel(stateDir)}/gateway/gateway.log`);
  say(`  Web console           ${gateway.url}/console/`);
  say('  Neo4j Bolt            bolt://127.0.0.1:7687');
  say('  AWS emulator (moto)   http://127.0.0.1:4566          SQS, EventBridge, Secrets Manager, STS');
  say(
    `  DynamoDB Local        http://127.0.0.1:4568          AWS's own emulator; tables in ${rel(stateDir)}/dynamodb/data`,
  );
  say('  S3 (S3Proxy)          http://127.0.0.1:4567          SigV4 and presigned-URL expiry enforced');
  say(`  OIDC provider         ${DEV_IDP_ISSUER}          sign-in for the console; users in docs/local-cloud.md`);
  say(`  HSDS (HDF sidecar)    ${withHdf ? 'http://127.0.0.1:5101' : 'not started (svc.hdf.enabled is false)'}`);
  say(`  Admin API key         ${rel(adminKeyFile)}${admin.created ? '  (new)' : ''}`);
  say('');
  say(`  curl -H "X-API-KEY: $(cat ${rel(adminKeyFile)})" ${gateway.url}/v2/admin/features`);
  say(
    `  TOKEN=$(npm run --silent dev-token -- alice) && curl -H "Authorization: Bearer $TOKEN" ${gateway.url}/svc/api/users`,
  );
  return startedNow;
}

async function waitReady(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`${url}/svc/api/healthz/ready`);
      last = await r.text();
      if (r.status === 200) return;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the API did not become ready: ${last}`);
}

async function stop(only?: string[]): Promise<void> {
  const secrets = ensureLocalSecrets();
  const all = [gatewayService(localEnvironment(secrets)), ...backingServices(secrets, true)];
  await Promise.all(
    all
      .filter((s) => !only || only.includes(s.name))
      .map(async (s) => {
        await s.stop();
        if (!only) console.log(`  ✓ stopped ${s.name}`);
      }),
  );
}

function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A plain closing line (`N passed, N failed, N skipped`) that any CI log reader understands. */
function printSummary(reportFile: string): void {
  if (!existsSync(reportFile)) return;
  const r = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: readonly { name: string; startTime: number; endTime: number }[];
  };
  console.log(
    `\ntests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`,
  );
  for (const line of layerTimes(r.testResults)) console.log(line);
}

/**
 * Per test layer (the folder under test/): files, wall time from its first file's start to its
 * last file's end (layers run side by side, so walls overlap), and the files' summed time.
 * docs/contributing.md ("Test time") records these lines.
 */
function layerTimes(files: readonly { name: string; startTime: number; endTime: number }[]): string[] {
  const layers = new Map<string, { files: number; first: number; last: number; sum: number }>();
  for (const f of files) {
    const layer = /\/test\/([^/]+)\//.exec(f.name)?.[1] ?? 'other';
    const l = layers.get(layer) ?? { files: 0, first: Number.POSITIVE_INFINITY, last: 0, sum: 0 };
    l.files += 1;
    l.first = Math.min(l.first, f.startTime);
    l.last = Math.max(l.last, f.endTime);
    l.sum += f.endTime - f.startTime;
    layers.set(layer, l);
  }
  const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
  return [...layers].map(
    ([name, l]) =>
      `  ${name.padEnd(12)} ${String(l.files).padStart(3)} files  wall ${s(l.last - l.first)}  summed ${s(l.sum)}`,
  );
}

async function main(): Promise<number> {
  const [cmd = 'start', ...args] = process.argv.slice(2);
  switch (cmd) {
    case 'start':
      await start({ withHdf: args.includes('--with-hdf'), quiet: false });
      return 0;
    case 'stop':
      await stop();
      return 0;
    case 'reset':
      await stop();
      rmSync(stateDir, { recursive: true, force: true });
      console.log(`  ✓ removed ${rel(stateDir)} (downloads in localstack/.cache are kept)`);
      return 0;
    case 'status': {
      const secrets = ensureLocalSecrets();
      for (const s of [gatewayService(localEnvironment(secrets)), ...backingServices(secrets, true)]) {
        console.log(`  ${(await s.isUp()) ? 'UP  ' : 'DOWN'} ${s.name.padEnd(8)} ${s.url}`);
      }
      return 0;
    }
    case 'dev-token': {
      const [username, ...roles] = args;
      if (!username) {
        console.error('usage: npm run --silent dev-token -- <username> [role ...]');
        return 2;
      }
      console.log(devToken(ensureLocalSecrets().oidcPrivatePem, username, roles));
      return 0;
    }
    case 'test': {
      // The lint first: a second or so, and a finding fails the run before the local cloud starts.
      const lint = await runNode([`${repoRoot}/node_modules/@biomejs/biome/bin/biome`, 'ci', '.'], process.env);
      if (lint !== 0) {
        console.error(
          'lint failed (biome ci .): run `npx biome check --write .` to fix formatting, then fix what is left',
        );
        return lint;
      }
      const t0 = Date.now();
      const since = (t: number) => `${((Date.now() - t) / 1000).toFixed(0)} s`;
      recordAwsCalls();
      // The suite needs HSDS too; stop afterwards only what this run started.
      const started = await start({ withHdf: true, quiet: false });
      console.log(`local cloud ready after ${since(t0)}`);
      const tVitest = Date.now();
      await restartRecording(gatewayService(localEnvironment(ensureLocalSecrets())).url);
      const report = join(stateDir, 'test-results.json');
      const code = await runNode(
        [
          `${repoRoot}/node_modules/vitest/vitest.mjs`,
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${report}`,
          ...args,
        ],
        { ...process.env, SVC_TEST_GATEWAY: 'http://127.0.0.1:8080' },
      );
      const vitestTime = since(tVitest);
      if (started.length > 0 && !process.env['SVC_KEEP_RUNNING']) await stop(started);
      printSummary(report);
      console.log(`vitest ${vitestTime}; npm test so far ${since(t0)}`);
      if (code !== 0 || !integrationTestsRan(report)) {
        console.log(`IAM check skipped: ${code !== 0 ? 'the run failed' : 'no integration test ran'}`);
        return code;
      }
      // The AWS calls the integration tests made, against the stack's IAM policies (test/iam/).
      const iam = await runNode([`${repoRoot}/node_modules/vitest/vitest.mjs`, 'run', '--project', 'iam'], {
        ...process.env,
        SVC_IAM_CHECK: '1',
      });
      console.log(`npm test: ${since(t0)} in all`);
      return iam;
    }
    case 'bench': {
      // `npm run bench` runs test/bench/run.ts; `npm run bench -- <suite>` runs test/bench/<suite>.ts.
      const [suite, ...rest] = args;
      // The hdf suite measures against HSDS.
      await start({ withHdf: suite === 'hdf', quiet: true });
      const script = suite && !suite.startsWith('-') ? `${suite}.ts` : 'run.ts';
      if (!existsSync(join(repoRoot, 'test', 'bench', script))) {
        console.error(`no benchmark suite test/bench/${script}`);
        return 2;
      }
      return runNode(
        ['--import', 'tsx', `${repoRoot}/test/bench/${script}`, ...(script === 'run.ts' ? args : rest)],
        process.env,
      );
    }
    default:
      console.error(`unknown command ${cmd}: start | stop | reset | status | dev-token | test | bench`);
      return 2;
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`svc: ${(err as Error).message}`);
    process.exit(1);
  },
);
