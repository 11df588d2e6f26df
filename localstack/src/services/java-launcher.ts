/**
 * A Java server of the local cloud started through a tiny launcher of ours: its jars resolved
 * from Maven Central by a pom into .cache/m2, the launcher compiled with javac, both redone only
 * when the pom or the launcher source changed (a hash stamp). Neo4j and DynamoDB Local use it.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { cacheDir, localstackDir } from '../paths.ts';
import {
  baseEnv,
  hashInputs,
  mavenClasspath,
  readClasspath,
  run,
  serviceDir,
  spawnDetached,
  stampMatches,
  withLock,
  writeStamp,
} from './process.ts';

export interface JavaLauncherProject {
  /** Folder under localstack/ with pom.xml and src/main/java/svc/local/<launcher>.java; also its cache folder. */
  readonly dir: string;
  /** Simple class name of the launcher, in package svc.local. */
  readonly launcher: string;
  /** Entries of the resolved classpath to keep (default: all). */
  readonly keep?: (entry: string) => boolean;
}

export function javaLauncher(p: JavaLauncherProject) {
  const projectDir = join(localstackDir, p.dir);
  const pom = join(projectDir, 'pom.xml');
  const source = join(projectDir, `src/main/java/svc/local/${p.launcher}.java`);
  const buildDir = join(cacheDir, p.dir);
  const classpathFile = join(buildDir, 'classpath.txt');
  const classesDir = join(buildDir, 'classes');
  const stampFile = join(buildDir, 'stamp');
  const keep = p.keep ?? (() => true);
  const mainClass = `svc.local.${p.launcher}`;

  const installed = (hash: string): boolean =>
    stampMatches(stampFile, hash) &&
    existsSync(join(classesDir, `svc/local/${p.launcher}.class`)) &&
    readClasspath(classpathFile) !== undefined;

  return {
    mainClass,
    /** Resolves the jars and compiles the launcher, logging to .state/<service>/install.log. */
    install: (service: string): Promise<void> =>
      withLock(join(buildDir, 'install.lock'), async () => {
        const hash = hashInputs([pom, source]);
        if (installed(hash)) return;
        mkdirSync(buildDir, { recursive: true });
        const log = join(serviceDir(service), 'install.log');
        const classpath = (await mavenClasspath(pom, classpathFile, log)).filter(keep);
        rmSync(classesDir, { recursive: true, force: true });
        await run('javac', ['--release', '17', '-d', classesDir, '-cp', classpath.join(delimiter), source], {
          log,
          env: baseEnv(),
        });
        writeStamp(stampFile, hash);
      }),
    /** Starts `java <jvmArgs> <main class> <args>` detached and returns its pid. */
    spawn: (service: string, jvmArgs: readonly string[], args: readonly string[]): number => {
      const classpath = readClasspath(classpathFile);
      if (!classpath) throw new Error(`${service} is not installed: ${classpathFile} is missing or stale`);
      // CLASSPATH rather than -cp keeps the jar paths out of `ps` output.
      return spawnDetached(service, 'java', [...jvmArgs, mainClass, ...args], {
        env: baseEnv({ CLASSPATH: [classesDir, ...classpath.filter(keep)].join(delimiter) }),
      });
    },
  };
}
