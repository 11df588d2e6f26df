import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every AWS SDK client the functions create is instrumented for the IAM check (test/iam/): a
 * client built without `recordAwsCalls` would make calls that no grant is ever checked against.
 */
const repo = resolve(import.meta.dirname, '../../..');
const sources = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
  e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []);

describe('AWS SDK clients in layers/core and functions/', () => {
  it('are all created through recordAwsCalls(…)', () => {
    const bare: string[] = [];
    for (const file of [...sources(join(repo, 'layers/core/src')), ...sources(join(repo, 'functions'))]) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/new\s+(?:\w+\.)?(\w+Client)\s*\(/g)) {
        if (!/recordAwsCalls\(\s*$/.test(text.slice(Math.max(0, (m.index ?? 0) - 40), m.index))) bare.push(`${relative(repo, file)}: ${m[0]}`);
      }
    }
    expect(bare).toEqual([]);
  });
});
