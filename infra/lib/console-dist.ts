import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoPath, repoRoot } from './paths.ts';

/** The built web console (`npm run console:build`): what the stack uploads to its bucket. */
export const consoleDist = repoPath('console', 'dist');

/**
 * Written into dist after a build: the hash of the sources it was built from. `npm start`
 * (localstack/src/cli.ts) writes the same stamp from the same inputs, so either build serves both.
 */
export const consoleStampName = '.svc-build-stamp';

/** What the console build reads: its sources, its configuration and the locked packages. */
export function consoleSourcesHash(): string {
  const h = createHash('sha256');
  const walk = (p: string): void => {
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) for (const e of readdirSync(p).sort()) walk(path.join(p, e));
    else h.update(`${path.relative(repoRoot, p)}\0`).update(readFileSync(p));
  };
  for (const p of ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']) walk(repoPath('console', p));
  walk(repoPath('package-lock.json'));
  return h.digest('hex');
}

const stampFile = path.join(consoleDist, consoleStampName);
const isFresh = (hash: string) =>
  existsSync(path.join(consoleDist, 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;

/** One build at a time on this machine: parallel syntheses (test files) would empty each other's dist. */
const lockDir = path.join(
  tmpdir(),
  `svc-console-build-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 12)}.lock`,
);
const LOCK_STALE_MS = 10 * 60_000;
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function withBuildLock<T>(run: () => T): T {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const st = statSync(lockDir, { throwIfNoEntry: false });
      if (st && Date.now() - st.mtimeMs > LOCK_STALE_MS) rmdirSync(lockDir);
      else sleep(250);
    }
  }
  try {
    return run();
  } finally {
    rmdirSync(lockDir);
  }
}

/**
 * console/dist, built first when it is missing or older than its sources, so `cdk synth` never
 * uploads a stale console (or none). The build is synchronous: CDK constructs are.
 */
export function ensureConsoleDist(): string {
  if (isFresh(consoleSourcesHash())) return consoleDist;
  return withBuildLock(() => {
    const hash = consoleSourcesHash();
    if (isFresh(hash)) return consoleDist;
    const r = spawnSync('npm', ['run', '--silent', 'build', '--workspace', 'console'], {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (r.error || r.status !== 0) {
      const out = `${r.stdout ?? ''}${r.stderr ?? ''}`.slice(-4000);
      throw new Error(
        `The web console could not be built for the stack (npm run console:build${r.error ? `: ${r.error.message}` : `, exit ${r.status}`}).\n` +
          `Fix the build, or synthesize without the console: -c svc.console.enabled=false.\n${out}`,
      );
    }
    if (!existsSync(path.join(consoleDist, 'index.html')))
      throw new Error(
        `npm run console:build succeeded but wrote no ${path.relative(repoRoot, consoleDist)}/index.html`,
      );
    writeFileSync(stampFile, hash);
    return consoleDist;
  });
}
