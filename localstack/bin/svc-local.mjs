#!/usr/bin/env node
// Entry of `npm start|stop|test|…`. Plain JavaScript on purpose: it runs before node_modules
// exists, installs the npm packages when package-lock.json changed, then hands over to the
// TypeScript CLI (localstack/src/cli.ts) through tsx.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const lock = join(root, 'package-lock.json');
const stamp = join(root, 'node_modules', '.svc-lock-hash');
const hash = existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : 'no-lock';

if (!existsSync(join(root, 'node_modules', 'tsx')) || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash) {
  console.log('svc: installing npm packages (package-lock.json changed or node_modules missing)…');
  // `npm install` rather than `npm ci`: it installs the locked versions too, and npm 11 writes
  // lock files without other platforms' optional packages (rollup's), which `npm ci` rejects.
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  mkdirSync(join(root, 'node_modules'), { recursive: true });
  writeFileSync(stamp, hash);
}

const r = spawnSync(
  process.execPath,
  ['--enable-source-maps', '--import', 'tsx', join(root, 'localstack', 'src', 'cli.ts'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
