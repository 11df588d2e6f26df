import { join } from 'node:path';
import { repoRoot } from './paths.ts';
import { host, ports } from './local-env.ts';
import { httpStatus, logPath, spawnDetached, startService, stopByPidFile } from './services/process.ts';
import type { LocalService } from './services/types.ts';

const NAME = 'gateway';
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
    start: () =>
      startService({
        name: NAME,
        port: ports.gateway,
        marker: MARKER,
        isUp,
        install: async () => undefined,
        launch: () =>
          spawnDetached(NAME, process.execPath, ['--enable-source-maps', '--import', 'tsx', join(repoRoot, MARKER)], {
            cwd: repoRoot,
            env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...env, SVC_GATEWAY_PORT: String(ports.gateway) },
          }),
        readyTimeoutMs: 60_000,
        what: `the local gateway on ${url} (log: ${logPath(NAME)})`,
      }),
    stop: async () => {
      await stopByPidFile(NAME, { marker: MARKER });
    },
  };
}
