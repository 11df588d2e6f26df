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
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { defineService, isPortOpen, probeClientOptions, serviceDir, signedProbe } from './process.ts';
import { javaLauncher } from './java-launcher.ts';
import type { LocalService, ServiceInstance } from './types.ts';

const HOST = '127.0.0.1';
const PORT = 4568;
/**
 * About 175 MiB RSS idle with a small heap; SQLite's pages are off-heap. 256 MB ran out under the
 * timeseries and structured-data suites (large partitions read back in one Query, 64 KB items), and
 * the process exits on OutOfMemoryError, so the heap is 1 GB: the heap grows only as needed.
 */
const HEAP = '1g';

/**
 * Maven also lists sqlite4java's native libraries (.so, .dylib, .dll artifacts, which bring its
 * jar in); DynamoDB Local unpacks its own copy for this platform, so only jars are kept.
 */
const project = javaLauncher({
  dir: 'dynamodb',
  launcher: 'DynamoDBLocalLauncher',
  keep: (entry) => entry.endsWith('.jar'),
});
const MAIN_CLASS = project.mainClass;

export interface DynamoDBLocalOptions extends ServiceInstance {
  /** Keep the tables in memory (lost on stop) instead of .state/<name>/data. */
  inMemory?: boolean;
  /** Credentials of the readiness probe; DynamoDB Local takes letters and digits only as access key. */
  credentials: { accessKeyId: string; secretAccessKey: string };
}

export function dynamodbService(opts: DynamoDBLocalOptions): LocalService {
  const name = opts.name ?? 'dynamodb';
  const port = opts.port ?? PORT;
  const url = `http://${HOST}:${port}`;

  /** A signed ListTables answered with 200: the readiness DynamoDB Local documents. */
  const isUp = async (): Promise<boolean> => {
    if (!(await isPortOpen(port, HOST))) return false;
    const client = new DynamoDBClient({ ...probeClientOptions, endpoint: url, credentials: opts.credentials });
    return signedProbe(client, () => client.send(new ListTablesCommand({ Limit: 1 })));
  };

  const launch = (): number => {
    const storage = opts.inMemory ? ['-inMemory'] : ['-dbPath', dataDir(name)];
    return project.spawn(
      name,
      [`-Xmx${HEAP}`, '-XX:+UseSerialGC', '-XX:+ExitOnOutOfMemoryError', '-Dfile.encoding=UTF-8'],
      [HOST, '-port', String(port), '-sharedDb', '-disableTelemetry', ...storage],
    );
  };

  return defineService({
    name,
    port,
    url,
    marker: MAIN_CLASS,
    install: () => project.install(name),
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
