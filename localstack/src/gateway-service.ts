import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';
import { host, ports } from './local-env.ts';
import { httpStatus, logPath, spawnDetached, startService, stopByPidFile } from './services/process.ts';
import type { LocalService } from './services/types.ts';

const NAME = 'gateway';
const SOURCES = ['functions', 'layers', 'localstack/src', 'package-lock.json'];

/** Fingerprint of the code and environment the gateway runs: a change means a restart. */
function fingerprint(env: Record<string, string>): string {
  const h = createHash('sha256').update(JSON.stringify(env));
  const walk = (p: string): void => {
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      for (const e of readdirSync(p).sort()) if (!e.startsWith('.') && e !== 'node_modules') walk(join(p, e));
    } else {
      h.update(`${p}:${st.size}:${st.mtimeMs}`);
    }
  };
  for (const s of SOURCES) walk(join(repoRoot, s));
  return h.digest('hex');
}
const MARKER = 'localstack/src/gateway/main.ts';

/** The local API Gateway: every function in-process behind http://127.0.0.1:8080. */
export function gatewayService(env: Record<string, string>): LocalService {
  const url = `http://${host}:${ports.gateway}`;
  const isUp = async () => (await httpStatus(`${url}/_local/status`)) === 200;
  return {
    name: NAME,
    port: ports.gateway,
    url,
    install: async () => undefined,
    isUp,
    start: async () => {
      const stamp = join(repoRoot, 'localstack', '.state', NAME, 'fingerprint');
      const current = fingerprint(env);
      // A gateway running older code or another environment is restarted, not reused.
      if ((await isUp()) && (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== current)) {
        await stopByPidFile(NAME, { marker: MARKER });
      }
      await startService({
        name: NAME,
        port: ports.gateway,
        marker: MARKER,
        isUp,
        install: async () => undefined,
        launch: () =>
          spawnDetached(NAME, process.execPath, ['--enable-source-maps', '--import', 'tsx', join(repoRoot, MARKER)], {
            cwd: repoRoot,
            env: {
              PATH: process.env['PATH'] ?? '',
              HOME: process.env['HOME'] ?? '',
              ...env,
              SVC_GATEWAY_PORT: String(ports.gateway),
            },
          }),
        readyTimeoutMs: 60_000,
        what: `the local gateway on ${url} (log: ${logPath(NAME)})`,
      });
      writeFileSync(stamp, current);
    },
    stop: async () => {
      await stopByPidFile(NAME, { marker: MARKER });
    },
  };
}
