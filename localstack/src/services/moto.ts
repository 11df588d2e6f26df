/**
 * moto in server mode on 127.0.0.1:4566 (SQS, EventBridge, Secrets Manager, STS; DynamoDB is
 * DynamoDB Local's, see dynamodb.ts), run from the project virtualenv localstack/.venv, which
 * HSDS shares (see ensureVenv). Its state is in memory. Tests that freeze or kill it start a
 * private copy on another port and folder (`port`, `name`).
 */
import { join } from 'node:path';
import { localstackDir, venvDir } from '../paths.ts';
import { ensurePythonEnv, envBin, type PythonEnv } from '../python-env.ts';
import { baseEnv, defineService, httpStatus, serviceDir, spawnDetached } from './process.ts';
import type { LocalService, ServiceInstance } from './types.ts';

const NAME = 'moto';
const HOST = '127.0.0.1';
const PORT = 4566;
const MARKER = 'moto_server';

export const requirementsFile = join(localstackDir, 'python', 'requirements.txt');
/** The servers' env: moto and HSDS resolve together in it. */
export const serversEnv: PythonEnv = {
  dir: venvDir,
  requirements: requirementsFile,
  users: [
    { name: 'moto', marker: 'moto_server' },
    { name: 'hsds', marker: 'hsds' },
  ],
};

export const venvBin = (name: string): string => envBin(serversEnv, name);
export const ensureVenv = (log: string): Promise<void> => ensurePythonEnv(serversEnv, log);

export function motoService(opts: ServiceInstance = {}): LocalService {
  const name = opts.name ?? NAME;
  const port = opts.port ?? PORT;
  const url = `http://${HOST}:${port}`;
  const log = (): string => join(serviceDir(name), 'install.log');
  const install = (): Promise<void> => ensureVenv(log());
  const isUp = async (): Promise<boolean> => (await httpStatus(`${url}/moto-api/`)) === 200;
  const launch = (): number =>
    spawnDetached(name, venvBin('moto_server'), ['-H', HOST, '-p', String(port)], {
      env: baseEnv({ PYTHONUNBUFFERED: '1' }),
    });

  return defineService({
    name,
    port,
    url,
    marker: MARKER,
    install,
    isUp,
    launch,
    readyTimeoutMs: 60_000,
    what: `moto to answer GET ${url}/moto-api/`,
    stopGraceMs: 10_000,
  });
}
