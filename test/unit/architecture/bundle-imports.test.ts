import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Imports that cost every function's bundle and cold start (issue 12), read from the product code
 * (what esbuild bundles: `functions/` and `layers/core/src/`). test/infra/stack.test.ts holds the
 * resulting sizes; this names the cause.
 */
const repo = resolve(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

const product = [...sources(join(repo, 'functions')), ...sources(join(repo, 'layers/core/src'))];
const offending = (pattern: RegExp) =>
  product.filter((f) => pattern.test(readFileSync(f, 'utf8'))).map((f) => relative(repo, f));

describe('product imports that bloat the bundles', () => {
  it('use neo4j-driver-lite, never the full neo4j-driver (its RxJS API adds about 190 kB and 30 ms of import)', () => {
    expect(offending(/from\s+['"]neo4j-driver(\/[^'"]*)?['"]/)).toEqual([]);
  });

  it('import zod as a namespace: esbuild cannot shake `import { z }`, which keeps every locale (about 360 kB)', () => {
    expect(offending(/import\s+(type\s+)?\{[^}]*\bz\b[^}]*\}\s+from\s+['"]zod['"]/)).toEqual([]);
  });
});
