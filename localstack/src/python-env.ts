import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from './paths.ts';
import { hashInputs, readLivePid, run, stampMatches, withLock, writeStamp } from './services/process.ts';

/** A virtualenv of the project, built from one pinned requirements file. */
export interface PythonEnv {
  readonly dir: string;
  readonly requirements: string;
  /** Services that run from the env and would break if it were rebuilt under them. */
  readonly users: readonly { readonly name: string; readonly marker: string }[];
}

/** Every wheel the requirements need, so rebuilding an env needs no network. */
export const wheelhouse = join(cacheDir, 'pip', 'wheelhouse');

export const envBin = (env: PythonEnv, name: string): string => join(env.dir, 'bin', name);

/**
 * Creates the env from its requirements file, again only when that file changed (a hash stamp
 * in the env). Wheels are kept in .cache/pip/wheelhouse: pip's own HTTP cache is not enough,
 * since some registry mirrors send responses it will not store.
 */
export function ensurePythonEnv(env: PythonEnv, log: string): Promise<void> {
  const stampFile = join(env.dir, '.requirements.sha256');
  return withLock(join(cacheDir, 'venv.lock'), async () => {
    const hash = hashInputs([env.requirements]);
    if (stampMatches(stampFile, hash) && existsSync(envBin(env, 'python'))) return;
    for (const user of env.users) {
      if (readLivePid(user.name, user.marker) !== undefined) {
        throw new Error(
          `${env.dir} must be rebuilt (${env.requirements} changed or the env is missing) but ${user.name} runs from it; stop it first.`,
        );
      }
    }
    const pipEnv = { ...process.env, PIP_CACHE_DIR: join(cacheDir, 'pip'), PIP_DISABLE_PIP_VERSION_CHECK: '1' };
    rmSync(env.dir, { recursive: true, force: true });
    await run('python3', ['-m', 'venv', env.dir], { log, env: pipEnv });
    const pip = envBin(env, 'pip');
    const offline = ['install', '--no-index', '--find-links', wheelhouse, '-r', env.requirements];
    const installedOffline =
      existsSync(wheelhouse) &&
      (await run(pip, offline, { log, env: pipEnv }).then(
        () => true,
        () => false,
      ));
    if (!installedOffline) {
      // Fills the wheelhouse (building any sdist into a wheel), then installs from it alone.
      mkdirSync(wheelhouse, { recursive: true });
      await run(pip, ['wheel', '--wheel-dir', wheelhouse, '--find-links', wheelhouse, '-r', env.requirements], {
        log,
        env: pipEnv,
      });
      await run(pip, offline, { log, env: pipEnv });
    }
    writeStamp(stampFile, hash);
  });
}
