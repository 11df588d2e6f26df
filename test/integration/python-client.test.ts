import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiReferenceFile,
  clientDir,
  clientEnv,
  ensureClientEnv,
  generatedDir,
  generatePythonApi,
  readTree,
  renderPythonApiReference,
  treeDiff,
} from '../../scripts/python-client.ts';
import { buildAndSmokeWheel } from '../../scripts/python-client-wheel.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { adminKey, gateway, userWithKey } from '../support/local.ts';
import { freePort, type PrivateService, privateDynamo, provisionPrivate } from '../support/private-services.ts';

/**
 * Issue 32: the Python client (clients/python). In its pinned env (localstack/python/client-requirements.txt):
 * the generated layer must be what `npm run client:python` writes, the unit tests (respx, no network)
 * and the live tests (against this gateway, whose storage is dbfs, a second one with s3 active, for
 * the presigned path, and a third on a private DynamoDB Local with s3 active, presigned URLs living
 * 2 s, spatial data, publishing and HDF on: for URLs that really expire, spatial points, PIDs and
 * h5pyd files, and for a dependency frozen with SIGSTOP) must pass. HDF needs the HSDS that
 * `npm test` starts (`npm start -- --with-hdf` by hand), as test/integration/hdf.test.ts does.
 */
const S3_PORT = 18101;

function python(args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(clientEnv.dir, 'bin', args[0] ?? 'python'), args.slice(1), {
      cwd: clientDir,
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1', ...env },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

const tail = (s: string): string => s.slice(-12_000);

beforeAll(async () => {
  await ensureClientEnv();
  // The package itself, from the working tree; its dependencies are the pinned ones already in the env.
  const install = await python([
    'pip',
    'install',
    '--quiet',
    '--no-deps',
    '--no-build-isolation',
    '--no-index',
    '--force-reinstall',
    `${clientDir}[test]`,
  ]);
  expect(install.code, install.output).toBe(0);
  // The pins must satisfy the package's declared ranges.
  const check = await python(['pip', 'check']);
  expect(check.code, check.output).toBe(0);
}, 600_000);

/**
 * Two sides run at once (issue 29: test time): the checks that need no cloud, one after another, and
 * the live runs against it (ordered below); neither side touches what the other uses.
 */
describe('the Python client', () => {
  describe.concurrent('without the cloud', () => {
    describe.sequential('the generated layer (svc_client._api)', () => {
      it('is what `npm run client:python` generates from the route table', async () => {
        const scratch = mkdtempSync(join(tmpdir(), 'svc-pyapi-check-'));
        try {
          await generatePythonApi(join(scratch, '_api'));
          const diff = treeDiff(readTree(generatedDir), readTree(join(scratch, '_api')));
          expect(diff, `stale generated layer: run npm run client:python\n${diff.slice(0, 50).join('\n')}`).toEqual([]);
        } finally {
          rmSync(scratch, { recursive: true, force: true });
        }
      }, 180_000);
    });

    describe.sequential('the API reference (docs/python-client-api.md)', () => {
      it('is what `npm run client:python` renders from the docstrings', async () => {
        const fresh = await renderPythonApiReference();
        expect(fresh === readFileSync(apiReferenceFile, 'utf8'), 'stale API reference: run npm run client:python').toBe(
          true,
        );
      }, 120_000);
    });

    describe.sequential('the wheel', () => {
      it('builds with the pinned backend and imports from a fresh venv holding only it and its pinned dependencies', async () => {
        const r = await buildAndSmokeWheel();
        expect(r.wheel).toMatch(/^svc_client-[\w.]+-py3-none-any\.whl$/);
        expect(JSON.parse(r.smoke.split('\n').at(-1) ?? '{}')).toMatchObject({ ok: true });
      }, 120_000);
    });

    it.sequential('passes its unit tests (mocked transport)', async () => {
      const r = await python(['pytest', '-q', '-p', 'no:cacheprovider', 'tests/unit']);
      expect(r.code, tail(r.output)).toBe(0);
    }, 120_000);
  });

  /**
   * The live runs share one setup, made here and not by the first of them, so each passes alone
   * (`-t`): a fresh user, the s3 gateway and the private one (its DynamoDB frozen by the second).
   */
  describe.concurrent('live, against the local cloud', () => {
    let s3gw: { url: string; stop: () => void } | undefined;
    let privateGw: { url: string; stop: () => void } | undefined;
    let dynamo: PrivateService | undefined;
    let liveEnv: Record<string, string> = {};

    /**
     * The gateway of its own: its own DynamoDB (frozen below, never the shared one), s3 active, URLs
     * living 2 s, spatial data, publishing (minter local, instance py-client) and HDF on.
     */
    async function startPrivateGateway(): Promise<{ url: string; stop: () => void }> {
      dynamo = await privateDynamo();
      await provisionPrivate({ SVC_AWS_DYNAMODB_ENDPOINT: dynamo.url }, { graph: false });
      const port = await freePort();
      return startExtraGateway(port, {
        SVC_AWS_DYNAMODB_ENDPOINT: dynamo.url,
        SVC_STORAGE_PROVIDER: 's3',
        SVC_FILES_PRESIGN_UPLOAD_SECONDS: '2',
        SVC_FILES_PRESIGN_DOWNLOAD_SECONDS: '2',
        SVC_SPATIAL_DATA_ENABLED: 'true',
        SVC_VERSIONING_ENABLED: 'true',
        SVC_PUBLIC_URL: `http://127.0.0.1:${port}`,
        SVC_INSTANCE_ID: 'py-client',
        SVC_PUBLISH_MINTER: 'local',
        // HDF against the local cloud's HSDS, which `npm test` starts (as for hdf.test.ts).
        SVC_HDF_ENABLED: 'true',
      });
    }

    beforeAll(async () => {
      const [user, gw, fgw] = await Promise.all([
        userWithKey(),
        startExtraGateway(S3_PORT, { SVC_STORAGE_PROVIDER: 's3' }),
        startPrivateGateway(),
      ]);
      s3gw = gw;
      privateGw = fgw;
      liveEnv = {
        SVC_TEST_GATEWAY: gateway,
        SVC_TEST_GATEWAY_S3: gw.url,
        SVC_TEST_GATEWAY_PRIVATE: fgw.url,
        SVC_TEST_API_KEY: user.key,
        SVC_TEST_USERNAME: user.username,
        // Only to create the template the user then instantiates (templates are an instance-admin's).
        SVC_TEST_ADMIN_KEY: adminKey(),
      };
    }, 180_000);

    afterAll(async () => {
      s3gw?.stop();
      privateGw?.stop();
      await dynamo?.remove();
    }, 60_000);

    /** pytest on `args` (not the frozen case) with a scratch directory of its own, so two can run at once. */
    async function liveRun(args: string[]): Promise<{ code: number; output: string }> {
      const basetemp = mkdtempSync(join(tmpdir(), 'svc-pylive-'));
      try {
        return await python(
          ['pytest', '-q', '-p', 'no:cacheprovider', '--basetemp', basetemp, '-m', 'not frozen', ...args],
          liveEnv,
        );
      } finally {
        rmSync(basetemp, { recursive: true, force: true });
      }
    }

    // The files that use the third gateway first (its DynamoDB is frozen next); every other file of
    // tests/live (a new one lands there by itself) then runs beside the frozen case, which waits most of its time.
    const onPrivate = ['tests/live/test_faults.py', 'tests/live/test_hdf.py', 'tests/live/test_spatial_publishing.py'];
    const passedAll = (r: { code: number; output: string }): void => {
      expect(r.code, tail(r.output)).toBe(0);
      // A live test skips only when its gateway is not named: here every one must have run.
      expect(r.output, tail(r.output)).not.toMatch(/\bskipped\b/);
    };

    it.sequential('passes its live tests on a third gateway (spatial, publishing, HDF and expired URLs)', async () => {
      passedAll(await liveRun(onPrivate));
    }, 300_000);

    it.concurrent('passes its other live tests (dbfs here, s3 on a second gateway, the notebook)', async () => {
      passedAll(await liveRun(['tests/live', ...onPrivate.map((f) => `--ignore=${f}`)]));
    }, 300_000);

    it.concurrent('retries a 503 of a frozen dependency for a GET and never for a POST (DynamoDB stopped)', async () => {
      expect(dynamo, 'the private DynamoDB started in beforeAll').toBeDefined();
      dynamo?.freeze();
      let r: { code: number; output: string };
      try {
        r = await python(['pytest', '-q', '-p', 'no:cacheprovider', '-m', 'frozen', 'tests/live/test_faults.py'], {
          ...liveEnv,
          SVC_TEST_FROZEN: 'dynamodb',
        });
      } finally {
        dynamo?.resume();
      }
      expect(r.code, tail(r.output)).toBe(0);
      expect(r.output, tail(r.output)).toMatch(/\b1 passed\b/);
    }, 120_000);
  });
});
