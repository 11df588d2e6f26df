/**
 * DynamoDB Local (software.amazon.dynamodb:DynamoDBLocal, AWS's own emulator) on 127.0.0.1:4568,
 * for every DynamoDB call of the local cloud; moto keeps SQS, EventBridge, Secrets Manager, STS.
 * Jars come from Maven Central into .cache/m2 (localstack/dynamodb/pom.xml); a tiny launcher
 * (localstack/dynamodb/src) builds the server with ServerRunner's own factory, bound to loopback.
 * One shared database (`-sharedDb`: otherwise tables are separate per access key and region).
 *
 * On disk (`-dbPath` .state/<name>/data), not `-inMemory`: the tables then survive `npm stop`
 * like Neo4j's graph and S3Proxy's objects, which reference them (dbfs chunks, run state,
 * overrides). Measured with DynamoDB Local 3.3.1 on this 2-core machine, in memory vs on disk:
 * start to a 200 ListTables 1.25 s vs 1.25 s (1.3 s with a 70 MB database); 1,000 BatchWrite
 * items 0.28 s vs 1.1 s; 1,000 sequential PutItem 1.7–1.9 s vs 2.7–2.9 s; 1,000 UpdateItem (8 in
 * flight) 1.1–1.2 s vs 2.3–2.4 s; 50 MiB of 256 KiB items 53–58 vs 37–39 MiB/s written and about
 * 55 vs 50 MiB/s read; Query of a 1,000-item partition about 30 ms either way; RSS 340–360 MiB vs
 * 270–285 MiB after those writes (in memory the data stays in the process).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { cacheDir, localstackDir } from '../paths.ts';
import {
  baseEnv,
  hashInputs,
  isPortOpen,
  mavenClasspath,
  readClasspath,
  run,
  serviceDir,
  spawnDetached,
  stampMatches,
  defineService,
  withLock,
  writeStamp,
} from './process.ts';
import type { LocalService } from './types.ts';

const HOST = '127.0.0.1';
const PORT = 4568;
const MAIN_CLASS = 'svc.local.DynamoDBLocalLauncher';
/** About 175 MiB RSS idle and 270–285 MiB after 50 MiB of writes with this heap; SQLite's pages are off-heap. */
const HEAP = '256m';

const projectDir = join(localstackDir, 'dynamodb');
const pom = join(projectDir, 'pom.xml');
const launcherSource = join(projectDir, 'src/main/java/svc/local/DynamoDBLocalLauncher.java');
const buildDir = join(cacheDir, 'dynamodb');
const classpathFile = join(buildDir, 'classpath.txt');
const classesDir = join(buildDir, 'classes');
const stampFile = join(buildDir, 'stamp');

export interface DynamoDBLocalOptions {
  /** Defaults to 4568. */
  port?: number;
  /** Folder under localstack/.state (pid file, log, data); defaults to `dynamodb`. */
  name?: string;
  /** Keep the tables in memory (lost on stop) instead of .state/<name>/data. */
  inMemory?: boolean;
  /** Credentials of the readiness probe; DynamoDB Local takes letters and digits only as access key. */
  credentials: { accessKeyId: string; secretAccessKey: string };
}

/** The resolved classpath, when the install matches the pom and the launcher source. */
function installed(hash: string): string[] | undefined {
  if (!stampMatches(stampFile, hash) || !existsSync(join(classesDir, 'svc/local/DynamoDBLocalLauncher.class'))) {
    return undefined;
  }
  return readClasspath(classpathFile);
}

function install(name: string): Promise<void> {
  return withLock(join(buildDir, 'install.lock'), async () => {
    const hash = hashInputs([pom, launcherSource]);
    if (installed(hash)) return;
    mkdirSync(buildDir, { recursive: true });
    const log = join(serviceDir(name), 'install.log');
    const classpath = await mavenClasspath(pom, classpathFile, log);
    rmSync(classesDir, { recursive: true, force: true });
    await run(
      'javac',
      ['--release', '17', '-d', classesDir, '-cp', jarsOnly(classpath).join(delimiter), launcherSource],
      { log, env: baseEnv() },
    );
    writeStamp(stampFile, hash);
  });
}

/**
 * The jars of a resolved classpath. Maven also lists sqlite4java's native libraries (.so, .dylib,
 * .dll artifacts, which bring its jar in); DynamoDB Local unpacks its own copy for this platform.
 */
function jarsOnly(classpath: string[]): string[] {
  return classpath.filter((entry) => entry.endsWith('.jar'));
}

export function dynamodbService(opts: DynamoDBLocalOptions): LocalService {
  const name = opts.name ?? 'dynamodb';
  const port = opts.port ?? PORT;
  const url = `http://${HOST}:${port}`;

  /** A signed ListTables answered with 200: the readiness DynamoDB Local documents. */
  const isUp = async (): Promise<boolean> => {
    if (!(await isPortOpen(port, HOST))) return false;
    const client = new DynamoDBClient({
      endpoint: url,
      region: 'us-east-1',
      credentials: opts.credentials,
      maxAttempts: 1,
      requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 },
    });
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      return true;
    } catch {
      return false;
    } finally {
      client.destroy();
    }
  };

  const launch = (): number => {
    const classpath = readClasspath(classpathFile);
    if (!classpath) throw new Error(`DynamoDB Local is not installed: ${classpathFile} is missing or stale`);
    const storage = opts.inMemory ? ['-inMemory'] : ['-dbPath', dataDir(name)];
    return spawnDetached(
      name,
      'java',
      [
        `-Xmx${HEAP}`,
        '-XX:+UseSerialGC',
        '-XX:+ExitOnOutOfMemoryError',
        '-Dfile.encoding=UTF-8',
        MAIN_CLASS,
        HOST,
        '-port',
        String(port),
        '-sharedDb',
        '-disableTelemetry',
        ...storage,
      ],
      // CLASSPATH rather than -cp keeps ~90 jar paths out of `ps` output.
      { env: baseEnv({ CLASSPATH: [classesDir, ...jarsOnly(classpath)].join(delimiter) }) },
    );
  };

  return defineService({
    name,
    port,
    url,
    marker: MAIN_CLASS,
    install: () => install(name),
    isUp,
    launch,
    readyTimeoutMs: 60_000,
    what: `DynamoDB Local to answer a signed ListTables on ${url}`,
  });
}

/** .state/<name>/data, created on demand: DynamoDB Local's `-dbPath` (one shared-local-instance.db). */
function dataDir(name: string): string {
  const dir = join(serviceDir(name), 'data');
  mkdirSync(dir, { recursive: true });
  return dir;
}
