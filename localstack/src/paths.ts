import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

/** Repository root, resolved from this file so scripts work from any cwd. */
export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const localstackDir = join(repoRoot, 'localstack');
/** Data, logs, pid files and generated secrets: git-ignored, removed by `npm run reset`. */
export const stateDir = join(localstackDir, '.state');
/** Downloads (Maven repository, pip wheels): git-ignored, kept by reset so a restart needs no network. */
export const cacheDir = join(localstackDir, '.cache');
/** The project-local Python virtualenv for moto and HSDS. */
export const venvDir = join(localstackDir, '.venv');
/** The API fuzzer's virtualenv (schemathesis), apart from the servers' env. */
export const fuzzVenvDir = join(localstackDir, '.venv-fuzz');
