import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../localstack/src/paths.ts';
import { venvBin } from '../../localstack/src/services/moto.ts';

const run = promisify(execFile);
const script = join(repoRoot, 'test', 'support', 'h5pyd_client.py');

export interface H5Credentials {
  readonly endpoint: string;
  readonly username: string;
  readonly password: string;
}
export type H5Result =
  | { ok: true; data?: number[]; names?: string[] }
  | { ok: false; error: string; message: string; status: number | null };

/** One h5pyd operation as a user (credentials from GET /v2/hdf/credentials), in the project's Python env. */
export async function h5pyd(creds: H5Credentials, op: Record<string, unknown>): Promise<H5Result> {
  const { stdout } = await run(venvBin('python'), [script, JSON.stringify(op)], {
    env: {
      PATH: process.env['PATH'] ?? '',
      HS_ENDPOINT: creds.endpoint,
      HS_USERNAME: creds.username,
      HS_PASSWORD: creds.password,
    },
    timeout: 60_000,
  });
  const last = stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(last) as H5Result;
}
