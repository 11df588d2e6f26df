import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensurePythonEnv, envBin, type PythonEnv } from '../../localstack/src/python-env.ts';
import { exec, generatePythonClient, repoRoot } from '../support/openapi-generator.ts';
import { gateway, userWithKey } from '../support/local.ts';

/**
 * Issue 35, item 1: a researcher's script through the Python client openapi-generator makes from the
 * legacy document this gateway serves (test/clients/legacy_workflow.py: Collections, DataObjects,
 * permissions, a timeseries written and read with nanosecond ints and upstream's positional order,
 * CSV export, 200,000 points read and exported whole through the 303 of a read beyond one
 * response, a reference payload filtered by repeated parameters, file bytes up and down). The
 * client's runtime is the pinned env localstack/python/legacy-client-requirements.txt.
 */
const env: PythonEnv = {
  dir: join(repoRoot, 'localstack', '.venv-legacy-client'),
  requirements: join(repoRoot, 'localstack', 'python', 'legacy-client-requirements.txt'),
  users: [],
};
const work = mkdtempSync(join(tmpdir(), 'legacy-workflow-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a client generated from the served legacy document', () => {
  it('runs a researcher workflow against the local cloud', { timeout: 240_000 }, async () => {
    const doc = await fetch(`${gateway}/svc/doc/legacy/openapi.json`);
    expect(doc.status).toBe(200);
    const spec = join(work, 'legacy.json');
    writeFileSync(spec, await doc.text());
    const logDir = join(repoRoot, 'localstack', '.state', 'legacy-client');
    mkdirSync(logDir, { recursive: true });
    await Promise.all([
      generatePythonClient(spec, join(work, 'client'), { full: true }),
      ensurePythonEnv(env, join(logDir, 'install.log')),
    ]);
    const { key } = await userWithKey();
    const out = await exec(envBin(env, 'python'), [join(repoRoot, 'test/clients/legacy_workflow.py')], {
      ...process.env,
      PYTHONPATH: join(work, 'client'),
      PYTHONDONTWRITEBYTECODE: '1',
      SVC_GATEWAY: gateway,
      SVC_API_KEY: key,
    });
    expect(out.trim()).toMatch(/^ok \d+$/);
  });
});
