import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

/**
 * undici makes the outbound guard's connections (outbound-fetch.ts). It is loaded only when a
 * function first calls out (a semantic lookup, an ontology refresh, an AI provider), so it ships
 * beside every function's bundle instead of inside it: bundled, it added some 420 KB that every
 * cold start parsed, and pushed the ops bundle past 1.5 MB. It has no dependencies.
 */
export const outboundPackage = 'undici';

function walk(root: string, dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return walk(root, full);
    return /\.(js|json|wasm)$/.test(e.name) ? [relative(root, full)] : [];
  });
}

/** The package's files to ship: package.json, its licence, its entry and every module of `lib/`. */
export function outboundShippedFiles(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve(`${outboundPackage}/package.json`));
  return ['package.json', 'LICENSE', 'index.js', ...walk(root, join(root, 'lib')).sort()];
}
