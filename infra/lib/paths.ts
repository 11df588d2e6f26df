import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Repository root (infra/lib/ → ../..), independent of the process working directory. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const repoPath = (...segments: string[]) => path.join(repoRoot, ...segments);

/** `version` of the root package.json, stamped into every bundle as `__SVC_BUILD_VERSION__`. */
export const packageVersion: string = (() => {
  const pkg = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as { version?: unknown };
  if (typeof pkg.version !== 'string') throw new Error('package.json has no version');
  return pkg.version;
})();

/** `functions/<id>/handler.ts`: the entry point of one function (endpoint group, authorizer or schedule). */
export const functionEntry = (id: string) => repoPath('functions', id, 'handler.ts');

/** `file-migration` → `FileMigration`: construct ids and output names derived from data ids. */
export const pascal = (id: string) =>
  id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
