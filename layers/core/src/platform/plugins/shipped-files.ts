import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * node-forge reads PKCS#12 plugin-signing truststores (truststore.ts). It is loaded only when such
 * a truststore is configured, so it ships beside every function's bundle instead of inside it:
 * bundled, it added some 300 KB that every cold start parsed. Its `lib/` has no dependencies.
 */
export const truststorePackage = 'node-forge';

/** The package's files to ship: package.json, its licence and every module of `lib/`. */
export function truststoreShippedFiles(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve(`${truststorePackage}/package.json`));
  const lib = readdirSync(join(root, 'lib'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `lib/${f}`);
  return ['package.json', 'LICENSE', ...lib.sort()];
}
