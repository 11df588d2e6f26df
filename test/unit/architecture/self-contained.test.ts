import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands on its own: a clone with no sibling folders builds, tests and reads
 * whole. No tracked file may read or link a path outside the repository (the workspace this
 * project grew in had a `../shared` folder beside it; a clone from a public host has not).
 */
const repo = resolve(import.meta.dirname, '../../..');

/** Tracked and new (not ignored) files, as git sees them. */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: repo });
  return out.toString('utf8').split('\0').filter(Boolean);
}

const TEXT = /\.(ts|mts|mjs|js|cjs|vue|json|jsonc|md|ya?ml|toml|py|sh|html|css|txt)$|(^|\/)(run|NOTICE|LICENSE)$/;
const OUTSIDE = /\.\.\/shared\b|(^|[\s'"`(])shared\/(SPEC|DESIGN|STYLE)\.md/;

describe('the repository is self-contained', () => {
  it('no file reads or links ../shared or another folder beside the repository', () => {
    const self = 'test/unit/architecture/self-contained.test.ts';
    const offenders: string[] = [];
    for (const file of repositoryFiles()) {
      if (file === self || !TEXT.test(file)) continue;
      let text: string;
      try {
        text = readFileSync(resolve(repo, file), 'utf8');
      } catch {
        continue; // listed by git but deleted in the work tree
      }
      text.split('\n').forEach((line, i) => {
        if (OUTSIDE.test(line)) offenders.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('vendors the upstream contract and its fixtures with their licence and provenance', () => {
    const notice = readFileSync(resolve(repo, 'test/reference/NOTICE'), 'utf8');
    expect(notice).toMatch(/Apache License, Version 2\.0/);
    const contract = JSON.parse(readFileSync(resolve(repo, 'test/reference/legacy-openapi-5.4.0.json'), 'utf8')) as {
      info: { version: string };
    };
    expect(contract.info.version).toBe('5.4.0');
  });
});
