import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real `svc-admin` bin as a child process, from a foreign working directory, with a private HOME. */
const BIN = fileURLToPath(new URL('../../cli/bin/svc-admin.mjs', import.meta.url));

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** A fresh private HOME (and working directory) for svc-admin runs. */
export const adminHome = (): string => mkdtempSync(join(tmpdir(), 'svc-admin-it-'));

export function svcAdmin(home: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('SVC_ADMIN_') && k !== 'SVC_PLUGINS_DIR'),
  ) as Record<string, string>;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd: home, env: { ...base, HOME: home, ...env }, timeout: 30_000 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
