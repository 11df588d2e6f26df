import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

/**
 * A second local gateway on `port` with `SVC_*` overrides (e.g. `SVC_STORAGE_PROVIDER: 's3'`),
 * on the same backing services; it neither polls queues nor runs schedules. Resolves once it
 * answers; `pid` is its process (a bench samples its memory), `stop()` ends it, `kill()` ends it at once (SIGKILL: a Lambda that dies mid-request). With `opts.log`, its output (errors are logged with their cause) goes to that file; with `opts.cwd`, it runs the gateway of that checkout.
 */
export async function startExtraGateway(
  port: number,
  env: Record<string, string>,
  opts: { log?: string; cwd?: string } = {},
): Promise<{ url: string; pid: number; stop: () => void; kill: () => void }> {
  const out = opts.log ? openSync(opts.log, 'w') : 'ignore';
  const gw: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'test/support/gateway-with-env.ts'], {
    ...(opts.cwd ? { cwd: opts.cwd } : {}),
    env: { ...process.env, ...env, SVC_GATEWAY_PORT: String(port), LOCAL_GATEWAY_WORKERS: 'off' },
    stdio: ['ignore', out, out],
  });
  if (typeof out === 'number') closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  // Up to a minute: a loaded machine compiles every function of the gateway before it answers. Asked every
  // 50 ms (a plain loop, not vi.waitFor: the benchmarks start extra gateways outside vitest).
  for (let i = 0; i < 1200; i++) {
    if (
      await fetch(`${url}/versionz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, pid: gw.pid ?? 0, stop: () => gw.kill('SIGTERM'), kill: () => gw.kill('SIGKILL') };
    await new Promise((r) => setTimeout(r, 50));
  }
  gw.kill('SIGTERM');
  throw new Error(`the extra gateway on port ${port} did not start`);
}
