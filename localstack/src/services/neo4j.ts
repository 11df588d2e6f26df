/**
 * Neo4j Community 5.26 LTS, embedded in a tiny Java launcher (localstack/neo4j), Bolt only on
 * 127.0.0.1:7687 with authentication disabled. Jars come from Maven Central into .cache/m2.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import neo4j from 'neo4j-driver';
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

const NAME = 'neo4j';
const HOST = '127.0.0.1';
const PORT = 7687;
const MAIN_CLASS = 'svc.local.Neo4jLauncher';
// Sized for a 2-core, 24 GB machine that also runs the other services.
const HEAP = '2g';
const PAGE_CACHE_MIB = 512;

const projectDir = join(localstackDir, 'neo4j');
const pom = join(projectDir, 'pom.xml');
const launcherSource = join(projectDir, 'src/main/java/svc/local/Neo4jLauncher.java');
const buildDir = join(cacheDir, 'neo4j');
const classpathFile = join(buildDir, 'classpath.txt');
const classesDir = join(buildDir, 'classes');
const stampFile = join(buildDir, 'stamp');

function installed(hash: string): string[] | undefined {
  if (!stampMatches(stampFile, hash) || !existsSync(join(classesDir, 'svc/local/Neo4jLauncher.class'))) {
    return undefined;
  }
  return readClasspath(classpathFile);
}

function install(): Promise<void> {
  return withLock(join(buildDir, 'install.lock'), async () => {
    const hash = hashInputs([pom, launcherSource]);
    if (installed(hash)) return;
    mkdirSync(buildDir, { recursive: true });
    const log = join(serviceDir(NAME), 'install.log');
    const classpath = await mavenClasspath(pom, classpathFile, log);
    rmSync(classesDir, { recursive: true, force: true });
    await run(
      'javac',
      ['--release', '17', '-d', classesDir, '-cp', classpath.join(delimiter), launcherSource],
      { log, env: baseEnv() },
    );
    writeStamp(stampFile, hash);
  });
}

function launch(): number {
  const classpath = readClasspath(classpathFile);
  if (!classpath) throw new Error(`neo4j is not installed: ${classpathFile} is missing or stale`);
  const dataDir = join(serviceDir(NAME), 'data');
  mkdirSync(dataDir, { recursive: true });
  return spawnDetached(
    NAME,
    'java',
    [
      `-Xmx${HEAP}`,
      '-Xms512m',
      '-XX:+UseG1GC',
      '-XX:+ExitOnOutOfMemoryError',
      // The same opens the Neo4j server distribution passes to its JVM.
      '--add-opens=java.base/java.nio=ALL-UNNAMED',
      '--add-opens=java.base/java.io=ALL-UNNAMED',
      '--add-opens=java.base/sun.nio.ch=ALL-UNNAMED',
      '-Dfile.encoding=UTF-8',
      MAIN_CLASS,
      dataDir,
      HOST,
      String(PORT),
      String(PAGE_CACHE_MIB),
    ],
    // CLASSPATH rather than -cp keeps ~200 jar paths out of `ps` output.
    { env: baseEnv({ CLASSPATH: [classesDir, ...classpath].join(delimiter) }) },
  );
}

/** A Bolt handshake plus `RETURN 1`; an auto-commit query so the driver does not retry. */
async function answersQuery(url: string): Promise<boolean> {
  if (!(await isPortOpen(PORT, HOST))) return false;
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

export function neo4jService(): LocalService {
  const url = `bolt://${HOST}:${PORT}`;
  const isUp = (): Promise<boolean> => answersQuery(url);
  return defineService({
    name: NAME,
    port: PORT,
    url,
    marker: MAIN_CLASS,
    install,
    isUp,
    launch,
    readyTimeoutMs: 180_000,
    what: `Neo4j to answer RETURN 1 on ${url} (its own log: .state/neo4j/data/logs/debug.log)`,
    // Bolt and both databases stop cleanly in ~2 s; the grace covers a checkpoint under load.
    stopGraceMs: 60_000,
  });
}
