import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, it } from 'vitest';
import { fuzzVenvDir, localstackDir, repoRoot, stateDir } from '../../localstack/src/paths.ts';
import { ensurePythonEnv, envBin, type PythonEnv } from '../../localstack/src/python-env.ts';
import { adminKey, gateway, userWithKey } from '../support/local.ts';

/**
 * Issue 11: the API description must be exact. schemathesis, driven by our own OpenAPI document
 * with every check on, must find no 5xx, no response that differs from the document (status,
 * schema, content type) and no schema-valid request refused. Operations excluded, and why, are
 * in test/fuzz/schemathesis.toml; test/fuzz/hooks.py generates the searches' conditions.
 */
const fuzzEnv: PythonEnv = {
  dir: fuzzVenvDir,
  requirements: join(localstackDir, 'python', 'fuzz-requirements.txt'),
  users: [],
};
const SEED = '20261124';
const reportDir = join(stateDir, 'fuzz');

function fuzz(label: string, key: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const args = [
      '--config-file',
      join(repoRoot, 'test', 'fuzz', 'schemathesis.toml'),
      'run',
      `${gateway}/svc/doc/openapi.json`,
      '--url',
      gateway,
      // Every check is on by default; not passing `--checks` lets the config switch one off for
      // one operation (a CLI `--checks` would override it).
      '-H',
      `X-API-KEY: ${key}`,
      '--seed',
      SEED,
      '--no-color',
      '--report',
      'junit',
      '--report-junit-path',
      join(reportDir, `${label}.xml`),
    ];
    const child = spawn(envBin(fuzzEnv, 'st'), args, {
      cwd: repoRoot,
      // test/fuzz/hooks.py: the searches' conditions drawn from their grammar.
      env: {
        ...process.env,
        SCHEMATHESIS_TELEMETRY: 'false',
        SCHEMATHESIS_HOOKS: 'hooks',
        PYTHONPATH: join(repoRoot, 'test', 'fuzz'),
      },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The failures section of the report, or the tail when there is none. */
const failures = (output: string): string => {
  const start = output.indexOf('=== FAILURES');
  return (start >= 0 ? output.slice(start) : output.slice(-4000)).slice(0, 20_000);
};

describe('the OpenAPI document is exact (schemathesis)', () => {
  beforeAll(async () => {
    mkdirSync(reportDir, { recursive: true });
    await ensurePythonEnv(fuzzEnv, join(reportDir, 'install.log'));
  }, 300_000);

  // The two runs are independent (each its own key and report) and spend their time waiting on the
  // gateway: side by side they take the time of one.
  it.concurrent('as an instance admin: no server error, no mismatch with the document, no valid request refused', async ({
    expect,
  }) => {
    const r = await fuzz('admin', adminKey());
    expect(r.code, failures(r.output)).toBe(0);
  }, 300_000);

  it.concurrent('as a plain user: the same', async ({ expect }) => {
    const user = await userWithKey();
    const r = await fuzz('user', user.key);
    expect(r.code, failures(r.output)).toBe(0);
  }, 300_000);
});
