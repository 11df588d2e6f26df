/**
 * moto in server mode on 127.0.0.1:4566 (SQS, EventBridge, Secrets Manager, STS; DynamoDB is
 * DynamoDB Local's, see dynamodb.ts), run from the project virtualenv localstack/.venv, which
 * HSDS shares (see ensureVenv).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, localstackDir, venvDir } from '../paths.ts';
import { baseEnv, defineService, hashInputs, httpStatus, readLivePid, run, serviceDir, spawnDetached, stampMatches, withLock, writeStamp } from './process.ts';
import type { LocalService } from './types.ts';

const NAME = 'moto';
const HOST = '127.0.0.1';
const PORT = 4566;
const MARKER = 'moto_server';

export const requirementsFile = join(localstackDir, 'python', 'requirements.txt');
const stampFile = join(venvDir, '.requirements.sha256');
/** Every wheel the requirements need, so rebuilding the venv needs no network. */
const wheelhouse = join(cacheDir, 'pip', 'wheelhouse');
/** The services that run from the venv and would break if it were rebuilt under them. */
const venvUsers = [
  { name: 'moto', marker: 'moto_server' },
  { name: 'hsds', marker: 'hsds' },
];

export function venvBin(name: string): string {
  return join(venvDir, 'bin', name);
}

/**
 * Creates localstack/.venv from requirements.txt, again only when that file changed (a hash
 * stamp in the venv). Wheels are kept in .cache/pip/wheelhouse: pip's own HTTP cache is not
 * enough, since some registry mirrors send responses it will not store.
 */
export function ensureVenv(log: string): Promise<void> {
  return withLock(join(cacheDir, 'venv.lock'), async () => {
    const hash = hashInputs([requirementsFile]);
    if (stampMatches(stampFile, hash) && existsSync(venvBin('python'))) return;
    for (const user of venvUsers) {
      if (readLivePid(user.name, user.marker) !== undefined) {
        throw new Error(`${venvDir} must be rebuilt (requirements.txt changed or venv missing) but ${user.name} runs from it; stop it first.`);
      }
    }
    const env = { ...process.env, PIP_CACHE_DIR: join(cacheDir, 'pip'), PIP_DISABLE_PIP_VERSION_CHECK: '1' };
    rmSync(venvDir, { recursive: true, force: true });
    await run('python3', ['-m', 'venv', venvDir], { log, env });
    const pip = venvBin('pip');
    const offline = ['install', '--no-index', '--find-links', wheelhouse, '-r', requirementsFile];
    const installedOffline =
      existsSync(wheelhouse) && (await run(pip, offline, { log, env }).then(() => true, () => false));
    if (!installedOffline) {
      // Fills the wheelhouse (building any sdist into a wheel), then installs from it alone.
      mkdirSync(wheelhouse, { recursive: true });
      await run(pip, ['wheel', '--wheel-dir', wheelhouse, '--find-links', wheelhouse, '-r', requirementsFile], { log, env });
      await run(pip, offline, { log, env });
    }
    writeStamp(stampFile, hash);
  });
}

export function motoService(): LocalService {
  const url = `http://${HOST}:${PORT}`;
  const log = (): string => join(serviceDir(NAME), 'install.log');
  const install = (): Promise<void> => ensureVenv(log());
  const isUp = async (): Promise<boolean> => (await httpStatus(`${url}/moto-api/`)) === 200;
  const launch = (): number =>
    spawnDetached(NAME, venvBin('moto_server'), ['-H', HOST, '-p', String(PORT)], {
      env: baseEnv({ PYTHONUNBUFFERED: '1' }),
    });

  return defineService({
    name: NAME, port: PORT, url, marker: MARKER, install, isUp, launch,
    readyTimeoutMs: 60_000,
    what: `moto to answer GET ${url}/moto-api/`,
    stopGraceMs: 10_000,
  });
}
