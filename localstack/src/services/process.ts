/**
 * Process plumbing shared by the local service launchers: detached background processes with
 * log and pid files under localstack/.state/<name>/, readiness polling, install steps, stamps.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  fstatSync,
} from 'node:fs';
import { connect } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cacheDir, stateDir } from '../paths.ts';
import type { LocalService } from './types.ts';

// ---------------------------------------------------------------- files

/** localstack/.state/<name>, created on demand. */
export function serviceDir(name: string): string {
  const dir = join(stateDir, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function logPath(name: string): string {
  return join(serviceDir(name), `${name}.log`);
}

export function pidPath(name: string): string {
  return join(serviceDir(name), 'pid');
}

/** The last `lines` lines of a text file ('' when it does not exist). */
export function tailFile(path: string, lines = 40): string {
  if (!existsSync(path)) return '';
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, 16 * 1024);
    const buf = Buffer.alloc(length);
    readSync(fd, buf, 0, length, size - length);
    return buf.toString('utf8').split('\n').slice(-lines).join('\n');
  } finally {
    closeSync(fd);
  }
}

function withLogTail(message: string, log: string | undefined): string {
  if (!log) return message;
  const tail = tailFile(log).trimEnd();
  return tail ? `${message}\n--- last lines of ${log} ---\n${tail}` : `${message}\n(${log} is empty)`;
}

/**
 * A small environment for child processes: the caller's PATH and locale, nothing else, so stray
 * AWS_*, CLASSPATH or HSDS config variables in the developer's shell cannot change a service.
 */
export function baseEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'USER', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'JAVA_HOME'];
  const env: NodeJS.ProcessEnv = {};
  for (const key of keep) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  return { ...env, ...extra };
}

// ---------------------------------------------------------------- processes

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether any process of the group led by `pgid` is still running. */
function groupAlive(pgid: number): boolean {
  return isAlive(-pgid);
}

function cmdline(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

/**
 * The pid recorded for `name` when that process group still runs. With a `marker`, a live leader
 * whose command line lacks it is a recycled pid, and the stale pid file is ignored.
 */
export function readLivePid(name: string, marker?: string): number | undefined {
  const file = pidPath(name);
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
  if (!Number.isInteger(pid) || pid <= 1) return undefined;
  if (isAlive(pid)) {
    const cmd = cmdline(pid);
    if (marker && cmd !== undefined && !cmd.includes(marker)) return undefined;
    return pid;
  }
  // Leader gone but children left: Linux does not reuse a pid while its group exists.
  return groupAlive(pid) ? pid : undefined;
}

export interface DetachedOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts `cmd` as the leader of a new process group, stdout and stderr appended to
 * localstack/.state/<name>/<name>.log, its pid in .state/<name>/pid. It outlives this process.
 */
export function spawnDetached(name: string, cmd: string, args: string[], opts: DetachedOptions = {}): number {
  const log = logPath(name);
  if (existsSync(log) && statSync(log).size > 0) renameSync(log, `${log}.prev`);
  const fd = openSync(log, 'a');
  try {
    writeFileSync(fd, `--- ${new Date().toISOString()} starting ${cmd}\n`);
    const child = spawn(cmd, args, {
      cwd: opts.cwd ?? serviceDir(name),
      env: opts.env ?? baseEnv(),
      detached: true,
      stdio: ['ignore', fd, fd],
    });
    if (child.pid === undefined) throw new Error(`could not start ${cmd} for ${name}`);
    child.on('error', () => undefined); // reported through the log and waitFor instead
    child.unref();
    writeFileSync(pidPath(name), `${child.pid}\n`);
    return child.pid;
  } finally {
    closeSync(fd);
  }
}

/**
 * Stops the process group recorded in the pid file: optionally `leaderSignal` to the leader alone
 * first (for a parent that stops its own children in order), then SIGTERM to the whole group,
 * then SIGKILL; each step waits up to `graceMs`. Returns whether something was running.
 */
export async function stopByPidFile(
  name: string,
  opts: { graceMs?: number; marker?: string; leaderSignal?: NodeJS.Signals } = {},
): Promise<boolean> {
  const pid = readLivePid(name, opts.marker);
  const file = pidPath(name);
  if (pid === undefined) {
    rmSync(file, { force: true });
    return false;
  }
  const graceMs = opts.graceMs ?? 20_000;
  if (opts.leaderSignal && isAlive(pid)) {
    process.kill(pid, opts.leaderSignal);
    await waitUntil(() => !groupAlive(pid), graceMs);
  }
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    if (!groupAlive(pid)) break;
    signalGroup(pid, signal);
    await waitUntil(() => !groupAlive(pid), signal === 'SIGKILL' ? 5_000 : graceMs);
  }
  rmSync(file, { force: true });
  return true;
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await sleep(100);
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

// ---------------------------------------------------------------- readiness

/** The client options of a readiness probe: one attempt, short timeouts. */
export const probeClientOptions = {
  region: 'us-east-1',
  maxAttempts: 1,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 },
} as const;

/** True when a signed request of an AWS SDK client succeeds; the client is destroyed either way. */
export async function signedProbe(client: { destroy(): void }, call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

export function isPortOpen(port: number, host = '127.0.0.1', timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (open: boolean): void => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** HTTP status of a request, or undefined when nothing answered within the timeout. */
export async function httpStatus(url: string, init: RequestInit = {}, timeoutMs = 3_000): Promise<number | undefined> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return undefined;
  }
}

export interface WaitOptions {
  timeoutMs: number;
  intervalMs?: number;
  /** What is awaited, for the error message ("neo4j to answer on bolt://..."). */
  what: string;
  /** Log whose tail is put into the error. */
  log?: string;
  /** Fail at once, not at the timeout, when this process group has exited. */
  pid?: number;
}

/** Polls `check` until it resolves true; throws with the log tail on timeout or early exit. */
export async function waitFor(check: () => Promise<boolean>, opts: WaitOptions): Promise<void> {
  const deadline = Date.now() + opts.timeoutMs;
  let lastError = '';
  for (;;) {
    try {
      if (await check()) return;
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
    }
    if (opts.pid !== undefined && !groupAlive(opts.pid)) {
      throw new Error(withLogTail(`Process ${opts.pid} exited while waiting for ${opts.what}.`, opts.log));
    }
    if (Date.now() >= deadline) {
      const detail = lastError ? ` Last error: ${lastError}` : '';
      throw new Error(
        withLogTail(`Timed out after ${opts.timeoutMs / 1000}s waiting for ${opts.what}.${detail}`, opts.log),
      );
    }
    await sleep(opts.intervalMs ?? 500);
  }
}

export interface StartPlan {
  name: string;
  port: number;
  /** Substring of the service's command line, to tell its pid from a recycled one. */
  marker: string;
  isUp(): Promise<boolean>;
  install(): Promise<void>;
  /** Spawns the service (via spawnDetached) and returns its pid. */
  launch(): Promise<number> | number;
  readyTimeoutMs: number;
  what: string;
}

export interface ServiceSpec extends StartPlan {
  url: string;
  /** How stop() ends it (see stopByPidFile); default 15 s grace, SIGTERM to the group. */
  stopGraceMs?: number;
  leaderSignal?: NodeJS.Signals;
}

/** The one lifecycle of every local service: install, start (reuse, wait or launch), stop, isUp. */
export function defineService(spec: ServiceSpec): LocalService {
  return {
    name: spec.name,
    port: spec.port,
    url: spec.url,
    install: spec.install,
    isUp: spec.isUp,
    start: () => startService(spec),
    stop: async () => {
      await stopByPidFile(spec.name, {
        marker: spec.marker,
        graceMs: spec.stopGraceMs ?? 15_000,
        ...(spec.leaderSignal ? { leaderSignal: spec.leaderSignal } : {}),
      });
    },
  };
}

/**
 * The start() shared by all services: reuse what answers, wait for a copy another caller is
 * still starting, refuse a port held by something else, otherwise install, launch and wait.
 */
export async function startService(plan: StartPlan): Promise<void> {
  if (await plan.isUp()) return;
  await withLock(join(serviceDir(plan.name), 'start.lock'), () => startLocked(plan));
}

async function startLocked(plan: StartPlan): Promise<void> {
  if (await plan.isUp()) return;
  const log = logPath(plan.name);
  const running = readLivePid(plan.name, plan.marker);
  if (running !== undefined) {
    // Still starting from another caller, or started with other settings (then stop() it).
    const what = `${plan.what} (pid ${running}, from an earlier start)`;
    await waitFor(() => plan.isUp(), { timeoutMs: plan.readyTimeoutMs, what, log, pid: running });
    return;
  }
  if (await isPortOpen(plan.port)) {
    throw new Error(
      `Port ${plan.port} is in use but does not answer as ${plan.name} (${plan.what}); ` +
        `stop whatever listens there (e.g. \`ss -ltnp 'sport = :${plan.port}'\`).`,
    );
  }
  await plan.install();
  const pid = await plan.launch();
  await waitFor(() => plan.isUp(), { timeoutMs: plan.readyTimeoutMs, what: plan.what, log, pid });
}

// ---------------------------------------------------------------- install steps

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** File that receives the command's output (appended). */
  log: string;
}

/** Runs an install step to completion, output appended to `opts.log`; throws with its tail on failure. */
export async function run(cmd: string, args: string[], opts: RunOptions): Promise<void> {
  const shown = [cmd, ...args.map((arg) => (arg.length > 300 ? `${arg.slice(0, 300)}…` : arg))].join(' ');
  const fd = openSync(opts.log, 'a');
  writeFileSync(fd, `\n--- ${new Date().toISOString()} $ ${shown}\n`);
  try {
    const code = await new Promise<number | string>((resolve) => {
      const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', fd, fd] });
      child.once('error', (err) => resolve(err.message));
      child.once('exit', (status, signal) => resolve(status ?? signal ?? 'unknown'));
    });
    if (code !== 0) {
      throw new Error(withLogTail(`\`${shown}\` failed (${code}).`, opts.log));
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Runs `fn` while holding `lockFile` (created exclusively, holding our pid), so concurrent
 * starts or installs, in this process or another, take turns. A lock whose owner died is taken over.
 */
export async function withLock<T>(lockFile: string, fn: () => Promise<T>, timeoutMs = 20 * 60_000): Promise<T> {
  mkdirSync(dirname(lockFile), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    if (!Number.isInteger(owner) || !isAlive(owner)) {
      rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() >= deadline) throw new Error(`Gave up waiting for ${lockFile}, held by pid ${owner}.`);
    await sleep(200);
  }
  try {
    return await fn();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

/** sha256 over file contents and extra strings: the identity of an install. */
export function hashInputs(files: string[], extra: string[] = []): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  for (const item of extra) hash.update(item).update('\0');
  return hash.digest('hex');
}

export function stampMatches(stampFile: string, hash: string): boolean {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash;
}

export function writeStamp(stampFile: string, hash: string): void {
  writeFileSync(stampFile, `${hash}\n`);
}

// ---------------------------------------------------------------- maven

/**
 * Resolves the runtime classpath of `pom` into localstack/.cache/m2 (the network is needed only
 * the first time) and writes it to `outFile`. Calls are serialised: Maven 3.8's local repository
 * is not safe for two concurrent builds.
 */
export async function mavenClasspath(pom: string, outFile: string, log: string): Promise<string[]> {
  const repo = join(cacheDir, 'm2');
  await withLock(join(cacheDir, 'm2.lock'), () =>
    run(
      'mvn',
      [
        '-q',
        '-B',
        `-Dmaven.repo.local=${repo}`,
        '-f',
        pom,
        'dependency:build-classpath',
        `-Dmdep.outputFile=${outFile}`,
        '-Dmdep.includeScope=runtime',
      ],
      // The caller's full environment: Maven proxies and mirrors may be configured there.
      { log, env: process.env },
    ),
  );
  const entries = readClasspath(outFile);
  if (!entries) throw new Error(withLogTail(`Maven wrote no usable classpath to ${outFile}.`, log));
  return entries;
}

/** The entries of a classpath file, or undefined when it or any jar it names is missing. */
export function readClasspath(file: string): string[] | undefined {
  if (!existsSync(file)) return undefined;
  const entries = readFileSync(file, 'utf8').trim().split(delimiter).filter(Boolean);
  return entries.length > 0 && entries.every((entry) => existsSync(entry)) ? entries : undefined;
}
