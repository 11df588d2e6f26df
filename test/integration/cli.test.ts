import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { adminHome, svcAdmin as runSvcAdmin, type Run } from '../support/svc-admin.ts';
import { adminKey, asAdmin, call, gateway, userWithKey } from '../support/local.ts';

let home: string;

const svcAdmin = (args: string[], env: Record<string, string> = {}): Promise<Run> => runSvcAdmin(home, args, env);

const admin = (...args: string[]) => svcAdmin(['--url', gateway, ...args], { SVC_ADMIN_API_KEY: adminKey() });
const json = <T = Record<string, unknown>>(r: Run): T => JSON.parse(r.stdout) as T;

beforeAll(() => {
  home = adminHome();
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('svc-admin against the local cloud', () => {
  it('--help works from any working directory', async () => {
    const r = await svcAdmin(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Usage: svc-admin/);
    expect(r.stdout).toMatch(/features\s+Feature toggles/);
  });

  it('features list: an aligned table (exit 0)', async () => {
    const r = await admin('features', 'list');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[0]).toMatch(/^NAME\s+ENABLED\s+DESCRIPTION$/);
    expect(r.stdout).toMatch(/^svc\.hdf\.enabled\s+(true|false)\s+\S/m);
  });

  it('features list: JSON (exit 0)', async () => {
    const r = await admin('features', 'list', '--output=json');
    expect(r.code, r.stderr).toBe(0);
    const body = json<{ features: { name: string; enabled: boolean; description: string }[] }>(r);
    const api = await call<{ name: string }[]>('GET', '/v2/admin/features', { headers: asAdmin() });
    expect(body.features.map((f) => f.name)).toEqual(api.body.map((f) => f.name));
    for (const f of body.features) expect(Object.keys(f)).toEqual(['name', 'enabled', 'description']);
  });

  it('reads url and apiKey from ~/.svc/admin.toml under HOME', async () => {
    const h = mkdtempSync(join(tmpdir(), 'svc-admin-home-'));
    try {
      mkdirSync(join(h, '.svc'));
      writeFileSync(join(h, '.svc', 'admin.toml'), `url = "${gateway}"\napiKey = "${adminKey()}"\n`, { mode: 0o600 });
      const r = await svcAdmin(['features', 'list', '-o', 'json', '--verbose'], { HOME: h });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain('.svc/admin.toml');
      expect(r.stderr).not.toContain(adminKey());
    } finally {
      rmSync(h, { recursive: true, force: true });
    }
  });

  it('health: both probes UP, every check listed (exit 0), in both formats', async () => {
    const r = await svcAdmin(['--url', gateway, 'health']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    for (const check of ['runtime', 'configuration', 'graph-schema', 'tables', 'api-key-signing'])
      expect(r.stdout).toMatch(new RegExp(`\\s${check}\\s+UP`));
    const j = await svcAdmin(['--url', gateway, 'health', '-o', 'json']);
    expect(j.code).toBe(0);
    expect(json(j)).toMatchObject({
      status: 'UP',
      live: { status: 'UP', checks: [{ name: 'runtime', status: 'UP' }] },
      ready: { status: 'UP' },
    });
  });

  it('a closed port is a readable connect failure (exit 1)', async () => {
    const r = await svcAdmin(['--url', 'http://127.0.0.1:9', 'features', 'list'], { SVC_ADMIN_API_KEY: 'x' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^error: Cannot connect to http:\/\/127\.0\.0\.1:9: connection refused \(ECONNREFUSED\)\.$/m,
    );
    const j = await svcAdmin(['--url', 'http://127.0.0.1:9', 'health', '-o', 'json']);
    expect(j.code).toBe(1);
    expect(json(j)).toMatchObject({ error: { kind: 'connect', code: 'ECONNREFUSED' } });
  });

  it('a bad key is 401 (exit 1) with the problem title and detail', async () => {
    const r = await svcAdmin(['--url', gateway, '--api-key', 'not-a-key', 'features', 'list']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: Unauthorized: .+ \(HTTP 401\)$/m);
    expect(r.stderr).not.toContain('not-a-key');
    const j = await svcAdmin(['--url', gateway, '--api-key', 'not-a-key', '-o', 'json', 'features', 'list']);
    expect(j.code).toBe(1);
    expect(json(j)).toMatchObject({ error: { kind: 'http', status: 401, title: 'Unauthorized' } });
  });

  it('a key without instance-admin is 403 (exit 1)', async () => {
    const { key } = await userWithKey([]);
    const r = await svcAdmin(['--url', gateway, 'features', 'list'], { SVC_ADMIN_API_KEY: key });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: Forbidden.* \(HTTP 403\)$/m);
    expect(r.stderr).toMatch(/^hint: .*instance-admin/m);
  });
});

// The plugin admin endpoints are being built alongside this CLI; until the gateway serves them,
// these tests are skipped with that reason rather than failing.
const pluginsServed = (await call('GET', '/v2/admin/plugins', { headers: asAdmin() })).status !== 404;

describe.skipIf(!pluginsServed)(
  `svc-admin plugins${pluginsServed ? '' : ' (SKIPPED: GET /v2/admin/plugins answers 404 on this gateway: the plugin admin endpoints are not deployed yet)'}`,
  () => {
    interface Entry {
      id: string;
      enabled: boolean;
      state: string;
      sourcePath: string | null;
    }

    it('plugins list, in both formats', async () => {
      const api = await call<{ plugins: Entry[] }>('GET', '/v2/admin/plugins', { headers: asAdmin() });
      const j = await admin('plugins', 'list', '-o', 'json');
      expect(j.code, j.stderr).toBe(0);
      const listed = json<{ plugins: Entry[] }>(j).plugins;
      expect(listed.map((p) => p.id)).toEqual(api.body.plugins.map((p) => p.id));
      const h = await admin('plugins', 'list');
      expect(h.code).toBe(0);
      if (listed.length > 0) {
        expect(h.stdout.split('\n')[0]).toMatch(/^ID\s+VERSION\s+STATE\s+ENABLED/);
        for (const p of listed) expect(h.stdout).toMatch(new RegExp(`^${p.id}\\s`, 'm'));
      }
    });

    it('plugins disable/enable round-trip on a real plugin', async () => {
      const { plugins } = json<{ plugins: Entry[] }>(await admin('plugins', 'list', '-o', 'json'));
      // Prefer a drop-in over a compiled-in plugin, which other suites on the shared stack rely on.
      const usable = plugins.filter((p) => p.state !== 'FAILED');
      const target = usable.find((p) => p.sourcePath !== null) ?? usable.find((p) => p.enabled) ?? plugins[0];
      if (!target) throw new Error('the local stack registers no plugin to toggle');
      const [first, second] = target.enabled ? (['disable', 'enable'] as const) : (['enable', 'disable'] as const);
      try {
        const a = await admin('plugins', first, target.id, '-o', 'json');
        expect(a.code, a.stdout + a.stderr).toBe(0);
        expect(json<{ plugin: Entry }>(a).plugin).toMatchObject({ id: target.id, enabled: !target.enabled });
        const listed = json<{ plugins: Entry[] }>(await admin('plugins', 'list', '-o', 'json')).plugins.find(
          (p) => p.id === target.id,
        );
        expect(listed?.enabled).toBe(!target.enabled);
      } finally {
        const b = await admin('plugins', second, target.id);
        expect(b.code, b.stdout + b.stderr).toBe(0);
        expect(b.stdout).toContain(`Plugin ${target.id} is now ${target.enabled ? 'enabled' : 'disabled'}`);
      }
    });

    it('an unknown plugin id is 404 (exit 1)', async () => {
      const r = await admin('plugins', 'enable', 'no-such-plugin-here');
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^error: .*Not Found.*no-such-plugin-here.* \(HTTP 404\)$/m);
      const j = await admin('plugins', 'disable', 'no-such-plugin-here', '-o', 'json');
      expect(j.code).toBe(1);
      expect(json(j)).toMatchObject({ error: { kind: 'http', status: 404 } });
    });
  },
);

describe('svc-admin plugin command groups from a drop-in plugin', () => {
  function dropIn(body: string): string {
    const dir = mkdtempSync(join(tmpdir(), 'svc-admin-plugins-'));
    const root = join(dir, 'svc-plugin-boom-1.0.0');
    mkdirSync(root);
    writeFileSync(
      join(root, 'svc-plugin.json'),
      JSON.stringify({
        id: 'boom',
        version: '1.0.0',
        svcCompatibility: '>=0.1.0,<1',
        title: 'Boom',
        description: 'CLI test plugin',
        licence: 'MIT',
      }),
    );
    writeFileSync(
      join(root, 'index.mjs'),
      `export function register(ctx) { ctx.registerCliCommandGroup({ name: 'boom', description: 'test group', register(group) { ${body} } }); }`,
    );
    return dir;
  }

  it('runs a contributed group, and an unexpected exception in it exits 2', async () => {
    const ok = dropIn("group.command('hello').action(() => { console.log('hello from boom'); });");
    const hello = await svcAdmin(['boom', 'hello', '--plugins-dir', ok]);
    expect(hello.code, hello.stderr).toBe(0);
    expect(hello.stdout).toContain('hello from boom');
    const bad = dropIn("group.command('now').action(() => { const x = undefined; return x.crash(); });");
    const crash = await svcAdmin(['boom', 'now', '--plugins-dir', bad]);
    expect(crash.code, crash.stderr).toBe(2);
    rmSync(ok, { recursive: true, force: true });
    rmSync(bad, { recursive: true, force: true });
  });
});

describe('svc-admin storage status', () => {
  it('exit 0 with an active provider, in both formats', async () => {
    const h = await admin('storage', 'status');
    expect(h.code, h.stderr).toBe(0);
    expect(h.stdout).toMatch(/^Active provider: dbfs$/m);
    expect(h.stdout).toMatch(/^ID\s+ENABLED\s+ACTIVE$/m);
    const j = await admin('storage', 'status', '-o', 'json');
    expect(j.code).toBe(0);
    expect(json(j)).toMatchObject({ activeProviderId: 'dbfs', active: true });
  });

  it('exit 1 when the configured provider is not available (s3 with file-s3 switched off)', async () => {
    const gw = await startExtraGateway(18090, { SVC_STORAGE_PROVIDER: 's3', SVC_PLUGINS_FILE_S3_ENABLED: 'false' });
    try {
      const r = await svcAdmin(['--url', gw.url, 'storage', 'status', '-o', 'json'], { SVC_ADMIN_API_KEY: adminKey() });
      expect(r.code, r.stderr).toBe(1);
      expect(json(r)).toMatchObject({ activeProviderId: 's3', active: false });
    } finally {
      gw.stop();
    }
  });
});
