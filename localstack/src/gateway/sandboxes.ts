import { Worker } from 'node:worker_threads';
import { memoryOfFunction } from '../../../layers/core/src/platform/resources/definitions.ts';
import type { SandboxReply, SandboxRequest } from './sandbox-runner.ts';

/**
 * Invocations isolated as Lambda isolates them (issue 34, item 2), when the gateway runs with
 * `SVC_LOCAL_SANDBOXES=workers`: each function gets its own pool of sandboxes, worker threads that
 * each load the function once and run one invocation at a time, with the function's memory from
 * the stack as their heap limit. A CPU-heavy invocation then holds its own thread, not the
 * gateway's event loop and every other function's requests. Up to SVC_LOCAL_SANDBOX_MAX (default 8)
 * sandboxes per function run at once; further invocations wait for one to come free. A sandbox
 * whose invocation runs past its timeout is terminated, as Lambda ends an environment that timed
 * out, and the next invocation starts a fresh one.
 */
export const sandboxesEnabled = (): boolean => process.env['SVC_LOCAL_SANDBOXES'] === 'workers';
const maxPerFunction = (): number => Math.max(1, Number(process.env['SVC_LOCAL_SANDBOX_MAX'] ?? '8'));

export class SandboxTimeout extends Error {}

interface Sandbox {
  readonly worker: Worker;
  readonly ready: Promise<void>;
}

interface Pool {
  readonly idle: Sandbox[];
  readonly all: Set<Sandbox>;
  readonly waiting: Array<(s: Sandbox) => void>;
}

const pools = new Map<string, Pool>();
const poolOf = (name: string): Pool => {
  let p = pools.get(name);
  if (!p) {
    p = { idle: [], all: new Set(), waiting: [] };
    pools.set(name, p);
  }
  return p;
};

function spawn(name: string, pool: Pool): Sandbox {
  const worker = new Worker(new URL('./sandbox-boot.mjs', import.meta.url), {
    workerData: { name, runner: new URL('./sandbox-runner.ts', import.meta.url).href },
    resourceLimits: { maxOldGenerationSizeMb: memoryOfFunction(name) },
  });
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (m: SandboxReply) => {
      if (m.kind !== 'ready') return;
      worker.off('message', onMessage);
      resolve();
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`sandbox of ${name} exited (${code}) while starting`)));
  });
  const sandbox: Sandbox = { worker, ready };
  pool.all.add(sandbox);
  worker.once('exit', () => retire(pool, name, sandbox));
  // A sandbox that fails to start is retired; the invocation that waited for it sees the error.
  ready.catch(() => retire(pool, name, sandbox));
  return sandbox;
}

function retire(pool: Pool, name: string, s: Sandbox): void {
  if (!pool.all.delete(s)) return;
  const i = pool.idle.indexOf(s);
  if (i >= 0) pool.idle.splice(i, 1);
  // Its place is free: an invocation waiting for one gets a fresh sandbox.
  const next = pool.waiting.shift();
  if (next) next(spawn(name, pool));
}

function acquire(name: string): Promise<Sandbox> {
  const pool = poolOf(name);
  const free = pool.idle.pop();
  if (free) return Promise.resolve(free);
  if (pool.all.size < maxPerFunction()) return Promise.resolve(spawn(name, pool));
  return new Promise((resolve) => pool.waiting.push(resolve));
}

function release(name: string, s: Sandbox): void {
  const pool = poolOf(name);
  if (!pool.all.has(s)) return;
  const next = pool.waiting.shift();
  if (next) next(s);
  else pool.idle.push(s);
}

/** Rejects after `ms` unless `p` settles first (the wait for a sandbox counts against the invocation's time). */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SandboxTimeout(what)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Runs one invocation of `name` in a sandbox of its own, within `timeoutMs` (waiting and starting included). */
export async function invokeInSandbox(name: string, event: unknown, timeoutMs: number): Promise<unknown> {
  const started = Date.now();
  const waiting = acquire(name);
  const s = await within(waiting, timeoutMs, `${name}: no sandbox came free within ${timeoutMs} ms`).catch(
    (err: unknown) => {
      // A sandbox handed over after the wait gave up goes back to the pool.
      void waiting.then((late) => release(name, late));
      throw err;
    },
  );
  try {
    await within(
      s.ready,
      Math.max(1, timeoutMs - (Date.now() - started)),
      `${name}: its sandbox did not start in time`,
    );
  } catch (err) {
    if (err instanceof SandboxTimeout) {
      retire(poolOf(name), name, s);
      void s.worker.terminate();
    }
    throw err;
  }
  const left = Math.max(1, timeoutMs - (Date.now() - started));
  return new Promise<unknown>((resolve, reject) => {
    let settled = false;
    const done = (f: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      s.worker.off('message', onMessage);
      s.worker.off('exit', onExit);
      f();
    };
    const onMessage = (m: SandboxReply) => {
      if (m.kind === 'result')
        done(() => {
          release(name, s);
          resolve(m.value);
        });
      else if (m.kind === 'failed')
        done(() => {
          release(name, s);
          reject(Object.assign(new Error(m.error.message), { name: m.error.name, stack: m.error.stack }));
        });
    };
    const onExit = (code: number) => done(() => reject(new Error(`the sandbox of ${name} exited (${code})`)));
    const timer = setTimeout(
      () =>
        done(() => {
          retire(poolOf(name), name, s);
          void s.worker.terminate();
          reject(new SandboxTimeout(`${name} exceeded ${timeoutMs} ms`));
        }),
      left,
    );
    s.worker.on('message', onMessage);
    s.worker.on('exit', onExit);
    s.worker.postMessage({ kind: 'invoke', event, timeoutMs } satisfies SandboxRequest);
  });
}

/** Starts one sandbox of each function, one after another (a warm start for the first requests). */
export async function warmSandboxes(names: readonly string[]): Promise<void> {
  for (const name of names) {
    const pool = poolOf(name);
    if (pool.all.size > 0) continue;
    const s = spawn(name, pool);
    try {
      await s.ready;
      release(name, s);
    } catch (err) {
      console.error(`local gateway: the sandbox of ${name} did not start`, err);
    }
  }
}

/** Passes a reset of the AWS call recording on to every sandbox. */
export function resetSandboxAwsCalls(): void {
  for (const pool of pools.values())
    for (const s of pool.all) s.worker.postMessage({ kind: 'reset-aws-calls' } satisfies SandboxRequest);
}
