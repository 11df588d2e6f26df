#!/usr/bin/env node
// Launcher of svc-admin: registers tsx's ESM loader (with the repository's tsconfig, whatever the
// working directory) and runs the TypeScript entry. Everything else lives in ../src.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// `svc-admin ... | head` closes the pipe early: that is not an error worth a stack trace.
process.stdout.on('error', (err) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw err;
});

try {
  register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
  const { main } = await import('../src/main.ts');
  const code = await main(process.argv.slice(2));
  // A plugin command may have set process.exitCode itself; a failure of ours takes precedence.
  process.exitCode = code !== 0 ? code : (process.exitCode ?? 0);
} catch (err) {
  process.stderr.write(`svc-admin: unexpected error: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 2;
}
