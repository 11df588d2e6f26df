import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { localAwsCredentials } from '../../localstack/src/local-env.ts';
import { repoRoot, stateDir } from '../../localstack/src/paths.ts';
import { dynamodbService } from '../../localstack/src/services/dynamodb.ts';
import { motoService } from '../../localstack/src/services/moto.ts';
import { neo4jService } from '../../localstack/src/services/neo4j.ts';
import { s3Service } from '../../localstack/src/services/s3proxy.ts';
import { hsdsService } from '../../localstack/src/services/hsds.ts';
import { ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { readLivePid } from '../../localstack/src/services/process.ts';
import type { LocalService } from '../../localstack/src/services/types.ts';

/**
 * PRIVATE copies of the backing services, for tests that freeze, kill and restart a dependency:
 * each on a free port with its own folder under localstack/.state (removed by `remove()`), never
 * the shared ones that other tests and engineers use.
 */
export interface PrivateService {
  readonly name: string;
  readonly url: string;
  /** (Re)starts it on the same port and waits until it answers. */
  start(): Promise<void>;
  /** SIGSTOP: the process keeps its sockets but answers nothing, like a hung server or a partition. */
  freeze(): void;
  /** SIGCONT after a freeze. */
  resume(): void;
  /** SIGKILL: connections are refused until `start()`. */
  kill(): Promise<void>;
  /** Stops it (resuming it first) and removes its state folder. */
  remove(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function signal(pid: number | undefined, sig: NodeJS.Signals): void {
  if (pid === undefined) throw new Error(`no process to send ${sig} to`);
  process.kill(pid, sig);
  if (sig === 'SIGSTOP') awaitStopped(pid);
}

/** The state letter of each thread of `pid` (`/proc/<pid>/task/<tid>/stat`, after the command's closing parenthesis). */
function threadStates(pid: number): string[] {
  const tasks = `/proc/${pid}/task`;
  return readdirSync(tasks).flatMap((tid) => {
    try {
      const stat = readFileSync(`${tasks}/${tid}/stat`, 'utf8');
      return [stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)];
    } catch {
      return []; // the thread ended
    }
  });
}

/**
 * Returns once every thread of `pid` is stopped: SIGSTOP is delivered to a busy multi-threaded
 * process (a JVM) thread by thread, and on a loaded machine a request sent right after the signal
 * was once answered before the last thread stopped. Bounded to 2 s (synchronous: a freeze is).
 */
function awaitStopped(pid: number): void {
  const until = Date.now() + 2_000;
  while (Date.now() < until) {
    if (threadStates(pid).every((state) => state === 'T' || state === 't')) return;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
  }
  throw new Error(`process ${pid} did not stop within 2 s of SIGSTOP`);
}

function privateService(svc: LocalService, marker: string): PrivateService {
  const pid = () => readLivePid(svc.name, marker);
  return {
    name: svc.name,
    url: svc.url,
    start: () => svc.start(),
    freeze: () => signal(pid(), 'SIGSTOP'),
    resume: () => signal(pid(), 'SIGCONT'),
    kill: async () => {
      const p = pid();
      signal(p, 'SIGKILL');
      while (p !== undefined && readLivePid(svc.name, marker) !== undefined)
        await new Promise((r) => setTimeout(r, 50));
    },
    remove: async () => {
      const p = pid();
      if (p !== undefined) process.kill(p, 'SIGCONT');
      await svc.stop();
      rmSync(join(stateDir, svc.name), { recursive: true, force: true });
    },
  };
}

/** DynamoDB Local in memory on a free port (about 1.5 s to start); its tables are gone after a kill. */
export async function privateDynamo(): Promise<PrivateService> {
  const port = await freePort();
  const s = privateService(
    dynamodbService({ port, name: `dynamodb-private-${port}`, inMemory: true, credentials: localAwsCredentials }),
    'DynamoDBLocalLauncher',
  );
  await s.start();
  return s;
}

/** Neo4j on a free port with a small heap (about 8 s to start on this machine); its data survives a kill. */
export async function privateNeo4j(): Promise<PrivateService> {
  const port = await freePort();
  const s = privateService(
    neo4jService({ port, name: `neo4j-private-${port}`, heap: '512m', pageCacheMiB: 64 }),
    'Neo4jLauncher',
  );
  await s.start();
  return s;
}

/** S3Proxy on a free port (a few seconds to start); its objects (and buckets) survive a kill. */
export async function privateS3(): Promise<PrivateService> {
  const port = await freePort();
  const s = privateService(s3Service({ ...localAwsCredentials, port, name: `s3-private-${port}` }), 's3proxy');
  await s.start();
  return s;
}

/** moto (SQS, Secrets Manager, …) on a free port (about 2 s to start); in memory, so its queues are gone after a kill. */
export async function privateMoto(): Promise<PrivateService> {
  const port = await freePort();
  const s = privateService(motoService({ port, name: `moto-private-${port}` }), 'moto_server');
  await s.start();
  return s;
}

/**
 * HSDS with the local salt on a free port of its own loopback address (127.0.0.x: its data nodes
 * take ports 6101+ wherever it runs), about 10 s to start; its domains survive a stop. `kill()`
 * stops the whole process group (the service node and its data nodes), as a crash of the host would.
 */
export async function privateHsds(): Promise<PrivateService & { readonly endpoint: string }> {
  const port = await freePort();
  const host = `127.0.0.${2 + (port % 250)}`;
  const secrets = ensureLocalSecrets();
  const svc = hsdsService({
    username: secrets.hsdsUsername,
    password: secrets.hsdsPassword,
    salt: secrets.hsdsSalt,
    host,
    port,
    name: `hsds-private-${port}`,
  });
  const s = privateService(svc, 'hsds');
  await s.start();
  return { ...s, endpoint: svc.url, kill: () => svc.stop() };
}

/**
 * Provisions private services the way `npm start` does the shared ones (tables, queues, the
 * files bucket, graph schema, an instance-admin user) and returns `keys` fresh API keys of that
 * admin; `env` holds the SVC_* overrides naming the private services, and only the stores it
 * names are provisioned (SVC_AWS_DYNAMODB_ENDPOINT: tables, SVC_AWS_ENDPOINT: queues,
 * SVC_FILES_S3_ENDPOINT: buckets). `graph: false` skips the graph.
 */
export async function provisionPrivate(
  env: Record<string, string>,
  opts: { keys?: number; graph?: boolean } = {},
): Promise<string[]> {
  // Only `env` names stores: an SVC_* variable of this process must not point provisioning at a shared one.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SVC_')));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'test/support/provision-private.ts'],
    {
      cwd: repoRoot,
      env: { ...inherited, ...env, KEYS: String(opts.keys ?? 1), PROVISION_GRAPH: opts.graph === false ? 'off' : 'on' },
    },
  );
  const last = stdout.trim().split('\n').at(-1) ?? '';
  return (JSON.parse(last) as { keys: string[] }).keys;
}
