#!/usr/bin/env node
// Launcher of svc-admin: registers tsx's ESM loader (with the repository's tsconfig, whatever the
// working directory) and runs the TypeScript entry. Everything else lives in ../src.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

try {
  register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
  const { main } = await import('../src/main.ts');
  process.exitCode = await main(process.argv.slice(2));
} catch (err) {
  process.stderr.write(`svc-admin: unexpected error: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 2;
}
