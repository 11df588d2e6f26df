/**
 * Neo4j Community 5.26 LTS, embedded in a tiny Java launcher (localstack/neo4j), Bolt only on
 * 127.0.0.1:7687 with authentication disabled. Jars come from Maven Central into .cache/m2.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import neo4j from 'neo4j-driver';
import { defineService, isPortOpen, serviceDir } from './process.ts';
import { javaLauncher } from './java-launcher.ts';
import type { LocalService, ServiceInstance } from './types.ts';

const NAME = 'neo4j';
const HOST = '127.0.0.1';
const PORT = 7687;
// Sized for a 2-core, 24 GB machine that also runs the other services.
const HEAP = '2g';
const PAGE_CACHE_MIB = 512;

const project = javaLauncher({ dir: 'neo4j', launcher: 'Neo4jLauncher' });
const MAIN_CLASS = project.mainClass;

function launch(name: string, port: number, heap: string, pageCacheMiB: number): number {
  const dataDir = join(serviceDir(name), 'data');
  mkdirSync(dataDir, { recursive: true });
  return project.spawn(
    name,
    [
      `-Xmx${heap}`,
      '-Xms512m',
      '-XX:+UseG1GC',
      '-XX:+ExitOnOutOfMemoryError',
      // The same opens the Neo4j server distribution passes to its JVM.
      '--add-opens=java.base/java.nio=ALL-UNNAMED',
      '--add-opens=java.base/java.io=ALL-UNNAMED',
      '--add-opens=java.base/sun.nio.ch=ALL-UNNAMED',
      '-Dfile.encoding=UTF-8',
    ],
    [dataDir, HOST, String(port), String(pageCacheMiB)],
  );
}

/** A Bolt handshake plus `RETURN 1`; an auto-commit query so the driver does not retry. */
async function answersQuery(url: string, port: number): Promise<boolean> {
  if (!(await isPortOpen(port, HOST))) return false;
  const driver = neo4j.driver(url, undefined, {
    connectionTimeout: 3_000,
    connectionAcquisitionTimeout: 5_000,
    maxConnectionPoolSize: 1,
  });
  const session = driver.session();
  try {
    const result = await session.run('RETURN 1 AS ok');
    const ok: unknown = result.records[0]?.get('ok');
    return neo4j.isInt(ok) ? ok.toNumber() === 1 : ok === 1;
  } catch {
    return false;
  } finally {
    await session.close().catch(() => undefined);
    await driver.close().catch(() => undefined);
  }
}

export interface Neo4jOptions extends ServiceInstance {
  /** JVM heap and page cache; a private test instance needs far less than the shared one. */
  heap?: string;
  pageCacheMiB?: number;
}

export function neo4jService(opts: Neo4jOptions = {}): LocalService {
  const name = opts.name ?? NAME;
  const port = opts.port ?? PORT;
  const url = `bolt://${HOST}:${port}`;
  const isUp = (): Promise<boolean> => answersQuery(url, port);
  return defineService({
    name,
    port,
    url,
    marker: MAIN_CLASS,
    install: () => project.install(name),
    isUp,
    launch: () => launch(name, port, opts.heap ?? HEAP, opts.pageCacheMiB ?? PAGE_CACHE_MIB),
    readyTimeoutMs: 180_000,
    what: `Neo4j to answer RETURN 1 on ${url} (its own log: .state/${name}/data/logs/debug.log)`,
    // Bolt and both databases stop cleanly in ~2 s; the grace covers a checkpoint under load.
    stopGraceMs: 60_000,
  });
}
