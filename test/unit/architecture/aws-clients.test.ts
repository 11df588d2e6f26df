import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every AWS SDK client the functions create goes through `awsClient` (platform/aws/resilience.ts):
 * one built otherwise would make calls that no grant is ever checked against (test/iam/) and that
 * no deadline bounds.
 */
const repo = resolve(import.meta.dirname, '../../..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

describe('AWS SDK clients in layers/core and functions/', () => {
  it('are all created through awsClient(…)', () => {
    const bare: string[] = [];
    for (const file of [...sources(join(repo, 'layers/core/src')), ...sources(join(repo, 'functions'))]) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/new\s+(?:\w+\.)?(\w+Client)\s*\(/g)) {
        if (!/awsClient\(\s*$/.test(text.slice(Math.max(0, (m.index ?? 0) - 40), m.index)))
          bare.push(`${relative(repo, file)}: ${m[0]}`);
      }
    }
    expect(bare).toEqual([]);
  });
});
