import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../cli/src/main.ts';
import { fakeIo, fakeServer, problem, type Recorded } from './helpers.ts';

const entry = (id: string, enabled: boolean) => ({
  id,
  version: '1.2.3',
  svcCompatibility: '>=0.1.0,<1',
  state: enabled ? 'ENABLED' : 'DISABLED',
  enabled,
  sourcePath: null,
  registeredAt: '2026-11-22T10:00:00.000Z',
});

let down = false;
function route(req: Recorded) {
  if (req.url.startsWith('/svc/api/healthz/')) {
    const ready = req.url.endsWith('/ready');
    const status = ready && down ? 'DOWN' : 'UP';
    return {
      status: status === 'UP' ? 200 : 503,
      body: { status, checks: [{ name: ready ? 'tables' : 'runtime', status, data: { n: 1 } }] },
    };
  }
  if (req.headers['x-api-key'] !== 'good') return problem(401, 'Unauthorized', 'The API key is not valid.');
  if (req.url === '/v2/admin/features')
    return { status: 200, body: [{ name: 'svc.hdf.enabled', enabled: false, description: 'HDF surface toggle.' }] };
  if (req.url === '/v2/admin/plugins') return { status: 200, body: { plugins: [entry('minter-local', true)] } };
  const m = /^\/v2\/admin\/plugins\/([^/]+)$/.exec(req.url);
  if (m && req.method === 'PATCH') {
    if (m[1] !== 'minter-local') return problem(404, 'Not Found', `No plugin ${decodeURIComponent(m[1] ?? '')}.`);
    return { status: 200, body: entry('minter-local', (JSON.parse(req.body) as { enabled: boolean }).enabled) };
  }
  return problem(404, 'Not Found', 'No route.');
}

let server: Awaited<ReturnType<typeof fakeServer>>;
let home: string;
beforeAll(async () => {
  server = await fakeServer(route);
  home = mkdtempSync(join(tmpdir(), 'svc-admin-cmd-'));
});
afterAll(async () => {
  await server.close();
  rmSync(home, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  const { io, stdout, stderr } = fakeIo({ HOME: home, SVC_ADMIN_URL: server.url, SVC_ADMIN_API_KEY: 'good' });
  const code = await main(argv, {
    io,
    discover: async () => {
      throw new Error('no discovery expected');
    },
    defaultPluginsDir: '/',
  });
  return { code, out: stdout.text, err: stderr.text };
}

describe('features list', () => {
  it('prints a table, or stable JSON', async () => {
    expect(await run('features', 'list')).toEqual({
      code: 0,
      out: 'NAME             ENABLED  DESCRIPTION\nsvc.hdf.enabled  false    HDF surface toggle.\n',
      err: '',
    });
    const r = await run('features', 'list', '--output', 'json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      features: [{ name: 'svc.hdf.enabled', enabled: false, description: 'HDF surface toggle.' }],
    });
  });

  it('a refused key exits 1 with the problem title and detail (human) or an error object on stdout (json)', async () => {
    const human = await run('features', 'list', '--api-key', 'bad');
    expect(human.code).toBe(1);
    expect(human.out).toBe('');
    expect(human.err).toMatch(/^error: Unauthorized: The API key is not valid\. \(HTTP 401\)\nhint: /);
    const json = await run('--api-key=bad', '-o', 'json', 'features', 'list');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toMatchObject({
      error: { kind: 'http', status: 401, title: 'Unauthorized', detail: 'The API key is not valid.' },
    });
  });

  it('verbose prints method, URL, status and timing to stderr, never the key', async () => {
    const r = await run('features', 'list', '--verbose');
    expect(r.code).toBe(0);
    expect(r.err).toContain(`* > GET ${server.url}/v2/admin/features`);
    expect(r.err).toMatch(/\* < 200 OK GET .*\/v2\/admin\/features in \d+ ms/);
    expect(r.err).toContain('* api key from environment SVC_ADMIN_API_KEY');
    expect(r.err).not.toContain('good');
  });
});

describe('health', () => {
  it('exit 0 when both probes are UP, every check listed', async () => {
    down = false;
    const r = await run('health');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^live\s+runtime\s+UP\s+n=1$/m);
    expect(r.out).toMatch(/^ready\s+tables\s+UP\s+n=1$/m);
    const j = await run('health', '-o', 'json');
    expect(JSON.parse(j.out)).toMatchObject({ status: 'UP', live: { status: 'UP' }, ready: { status: 'UP' } });
  });

  it('exit 1 with the report when a probe answers 503 DOWN', async () => {
    down = true;
    try {
      const r = await run('health', '--output=json');
      expect(r.code).toBe(1);
      expect(JSON.parse(r.out)).toMatchObject({
        status: 'DOWN',
        ready: { status: 'DOWN', checks: [{ name: 'tables', status: 'DOWN' }] },
      });
      const h = await run('health');
      expect(h.code).toBe(1);
      expect(h.out).toContain('live UP, ready DOWN: DOWN');
    } finally {
      down = false;
    }
  });

  it('needs no key', async () => {
    const { io } = fakeIo({ HOME: home, SVC_ADMIN_URL: server.url });
    expect(await main(['health'], { io })).toBe(0);
  });
});

describe('plugins', () => {
  it('lists, in both formats', async () => {
    const r = await run('plugins', 'list');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^minter-local\s+1\.2\.3\s+ENABLED\s+true\s+>=0\.1\.0,<1\s+2026-11-22T10:00:00\.000Z\s+\(built in\)$/m,
    );
    expect(JSON.parse((await run('plugins', 'list', '-o', 'json')).out)).toEqual({
      plugins: [entry('minter-local', true)],
    });
  });

  it('enable and disable send a merge patch and print the updated entry', async () => {
    const before = server.requests.length;
    const d = await run('plugins', 'disable', 'minter-local', '-o', 'json');
    expect(d.code).toBe(0);
    expect(JSON.parse(d.out)).toEqual({ plugin: entry('minter-local', false) });
    const e = await run('plugins', 'enable', 'minter-local');
    expect(e.code).toBe(0);
    expect(e.out).toMatch(/^Plugin minter-local is now enabled \(state ENABLED\)\./);
    const sent = server.requests.slice(before);
    expect(sent.map((q) => [q.method, q.url, q.headers['content-type'], q.body])).toEqual([
      ['PATCH', '/v2/admin/plugins/minter-local', 'application/merge-patch+json', '{"enabled":false}'],
      ['PATCH', '/v2/admin/plugins/minter-local', 'application/merge-patch+json', '{"enabled":true}'],
    ]);
  });

  it('an unknown id exits 1 with the 404 problem', async () => {
    const r = await run('plugins', 'enable', 'nope');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^error: Not Found: No plugin nope\. \(HTTP 404\)/);
  });
});

describe('usage and configuration errors', () => {
  it('a usage error exits 1; in json mode it is an error object on stdout', async () => {
    const r = await run('plugins', 'enable');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/missing required argument 'id'/);
    const j = await run('-o', 'json', 'plugins', 'frobnicate');
    expect(j.code).toBe(1);
    expect(JSON.parse(j.out)).toEqual({
      error: { kind: 'usage', message: expect.stringMatching(/unknown command 'frobnicate'/) },
    });
    expect((await run('features', 'list', '--output', 'xml')).err).toMatch(/Allowed choices are human, json/);
  });

  it('a malformed ~/.svc/admin.toml exits 1 with a readable message', async () => {
    const h = mkdtempSync(join(tmpdir(), 'svc-admin-bad-'));
    try {
      mkdirSync(join(h, '.svc'));
      writeFileSync(join(h, '.svc', 'admin.toml'), 'url = [oops\n', { mode: 0o600 });
      const { io, stderr, stdout } = fakeIo({ HOME: h });
      expect(await main(['features', 'list'], { io })).toBe(1);
      expect(stderr.text).toMatch(/^error: The config file .*admin\.toml is not valid TOML at line 1/);
      expect(stdout.text).toBe('');
    } finally {
      rmSync(h, { recursive: true, force: true });
    }
  });
});
