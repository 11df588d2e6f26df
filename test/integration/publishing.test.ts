import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { adminKey, asAdmin, call, userWithKey, withKey, type Reply } from '../support/local.ts';
import { adminHome, svcAdmin } from '../support/svc-admin.ts';
import { expectProblem } from '../support/problem.ts';
import { closeGraph } from '../support/fixtures.ts';
import { expandOffline } from '../support/jsonld/offline-loader.ts';

/**
 * Publishing over HTTP: gateways of their own with svc.versioning.enabled on (minter `local`,
 * instance id `it-pub`), with the minter `none`, and with versioning off, on the shared services.
 */
/** Where this deployment's public links point: not the gateway's own address, so a link built from the request would show. */
const PUBLIC_URL = 'https://pub.svc.test';
let on: { url: string; stop: () => void };
let none: { url: string; stop: () => void };
let off: { url: string; stop: () => void };
let owner: { username: string; key: string };
let stranger: { username: string; key: string };

type Entity = { id: number; appId: string };
type Publication = {
  pid: string;
  suffix: string;
  version: number;
  revision: number;
  status: string;
  checksum: string;
  kind: string;
};

beforeAll(async () => {
  // One after the other: three cold starts at once can outlast the starter's wait on two busy cores.
  on = await startExtraGateway(18190, {
    SVC_VERSIONING_ENABLED: 'true',
    SVC_PUBLIC_URL: PUBLIC_URL,
    SVC_INSTANCE_ID: 'it-pub',
    SVC_PUBLISH_MINTER: 'local',
  });
  none = await startExtraGateway(18191, {
    SVC_VERSIONING_ENABLED: 'true',
    SVC_INSTANCE_ID: 'it-pub',
    SVC_PUBLISH_MINTER: 'none',
  });
  off = await startExtraGateway(18192, {
    SVC_VERSIONING_ENABLED: 'false',
    SVC_INSTANCE_ID: 'it-pub',
    SVC_PUBLISH_MINTER: 'local',
  });
  [owner, stranger] = await Promise.all([userWithKey(), userWithKey()]);
}, 120_000);
afterAll(async () => {
  on?.stop();
  none?.stop();
  off?.stop();
  await closeGraph();
});

const at =
  (gw: { url: string }) =>
  <T = unknown>(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ): Promise<Reply<T>> =>
    call<T>(method, path, { base: gw.url, headers, ...(body !== undefined ? { body } : {}) });

async function collection(name: string): Promise<Entity> {
  const r = await at(on)<Entity>('POST', '/svc/api/collections', withKey(owner.key), {
    name,
    description: 'd',
    attributes: {},
  });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

describe('publishing with the local minter', () => {
  it('freezes the current revision under svc:<instance>:<kind>:<appId>:v<n>; again unchanged is idempotent, after a change v<n+1>', async () => {
    const c = await collection('pub-1');
    const first = await at(on)<Publication>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key));
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      pid: `svc:it-pub:collection:${c.appId}:v1`,
      suffix: `collection:${c.appId}:v1`,
      version: 1,
      revision: 1,
      status: 'published',
      kind: 'collection',
    });
    expect(first.body.checksum).toMatch(/^sha256:[0-9a-f]{64}$/);

    const again = await at(on)<Publication>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key));
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(first.body);

    await at(on)('PUT', `/svc/api/collections/${c.id}`, withKey(owner.key), {
      name: 'pub-1 changed',
      description: 'd',
      attributes: {},
    });
    const second = await at(on)<Publication>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key), {
      license: 'https://creativecommons.org/licenses/by/4.0/',
    });
    expect(second.status, second.text).toBe(201);
    expect(second.body).toMatchObject({ pid: `svc:it-pub:collection:${c.appId}:v2`, version: 2, revision: 2 });
    expect(second.body.checksum).not.toBe(first.body.checksum);

    const listed = await at(on)<{ publications: Publication[] }>(
      'GET',
      `/v2/collections/${c.appId}/pids`,
      withKey(owner.key),
    );
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.publications.map((p) => p.pid)).toEqual([first.body.pid, second.body.pid]);
  });

  it('publishes DataObjects, needs Manager, 404s the wrong kind', async () => {
    const c = await collection('pub-2');
    const d = (
      await at(on)<Entity>('POST', `/svc/api/collections/${c.id}/dataObjects`, withKey(owner.key), {
        name: 'obj',
        description: 'd',
        attributes: {},
      })
    ).body;
    const p = await at(on)<Publication>('POST', `/v2/data-objects/${d.appId}/publish`, withKey(owner.key));
    expect(p.status, p.text).toBe(201);
    expect(p.body.pid).toBe(`svc:it-pub:dataobject:${d.appId}:v1`);
    expectProblem(await at(on)('POST', `/v2/data-objects/${d.appId}/publish`, withKey(stranger.key)), 403);
    expectProblem(await at(on)('POST', `/v2/collections/${d.appId}/publish`, withKey(owner.key)), 404);
    expectProblem(await at(on)('GET', `/v2/data-objects/${d.appId}/pids`, withKey(stranger.key)), 403);
    expectProblem(await at(on)('POST', `/v2/collections/${c.appId}/publish`, {}), 401);
  });

  it('refuses with 409 naming svc.versioning.enabled when versioning is off', async () => {
    const c = await collection('pub-off');
    const r = await at(off)<{ setting: string }>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key));
    expectProblem(r, 409, 'resource.conflict');
    expect(r.body.setting).toBe('svc.versioning.enabled');
  });
});

describe('the kip resolver', () => {
  it('answers the public record as valid JSON-LD with version links, ETag and 304; 404 unknown or non-public; 410 withdrawn', async () => {
    const c = await collection('kip-1');
    const v1 = (await at(on)<Publication>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key))).body;
    await at(on)('PUT', `/svc/api/collections/${c.id}`, withKey(owner.key), {
      name: 'kip-1 v2',
      description: 'd',
      attributes: {},
    });
    const v2 = (await at(on)<Publication>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key))).body;

    const r = await at(on)<Record<string, unknown>>('GET', `/v2/.well-known/kip/${v1.suffix}`);
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    expect(r.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(r.body).toMatchObject({
      identifier: v1.pid,
      '@type': 'Dataset',
      digitalObjectType: 'svc:Collection',
      checksum: v1.checksum,
      version: '1',
      name: 'kip-1',
    });
    expect(String(r.body['nextVersion'])).toContain(encodeURIComponent(v2.suffix));
    const expanded = await expandOffline(r.body);
    expect(JSON.stringify(expanded)).toContain('http://schema.org/identifier');

    const etag = r.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const cached = await at(on)('GET', `/v2/.well-known/kip/${v1.suffix}`, { 'if-none-match': etag });
    expect(cached.status).toBe(304);
    expect(cached.text).toBe('');

    // The resolver works on a resolver-only deployment too.
    expect((await at(none)('GET', `/v2/.well-known/kip/${v2.suffix}`)).status).toBe(200);
    expectProblem(await at(on)('GET', `/v2/.well-known/kip/collection:00000000-0000-7000-8000-000000000000:v1`), 404);

    const hidden = await collection('kip-private');
    const h = (
      await at(on)<Publication>('POST', `/v2/collections/${hidden.appId}/publish`, withKey(owner.key), {
        public: false,
      })
    ).body;
    expectProblem(await at(on)('GET', `/v2/.well-known/kip/${h.suffix}`), 404);

    expectProblem(await at(on)('POST', '/v2/pids/withdraw', withKey(stranger.key), { pid: v1.pid, reason: 'no' }), 403);
    const w = await at(on)<Publication>('POST', '/v2/pids/withdraw', withKey(owner.key), {
      pid: v1.pid,
      reason: 'superseded by an erratum',
    });
    expect(w.status, w.text).toBe(200);
    expect(w.body.status).toBe('withdrawn');
    const gone = await at(on)('GET', `/v2/.well-known/kip/${v1.suffix}`);
    expectProblem(gone, 410, 'resource.gone');
  });
});

describe('minter none', () => {
  it('answers 409 naming svc.publish.minter and records nothing', async () => {
    const c = await collection('pub-none');
    const r = await at(none)<{ setting: string }>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key));
    expectProblem(r, 409, 'resource.conflict');
    expect(r.body.setting).toBe('svc.publish.minter');
    expect(
      (await at(none)<{ publications: unknown[] }>('GET', `/v2/collections/${c.appId}/pids`, withKey(owner.key))).body
        .publications,
    ).toEqual([]);
  });
});

describe('the unhide feed', () => {
  it('pages public, live publications of the configured Collections as valid schema.org JSON-LD, with ETag and 304', async () => {
    const saved = (await at(on)<{ value: Record<string, unknown> }>('GET', '/v2/admin/unhide/config', asAdmin())).body
      .value;
    const c1 = await collection('feed-1');
    const c2 = await collection('feed-2');
    const hidden = await collection('feed-hidden');
    const pids: string[] = [];
    for (const c of [c1, c2])
      pids.push((await at(on)<Publication>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key))).body.pid);
    const d = (
      await at(on)<Entity>('POST', `/svc/api/collections/${c1.id}/dataObjects`, withKey(owner.key), {
        name: 'feed-obj',
        description: 'd',
        attributes: {},
      })
    ).body;
    pids.push((await at(on)<Publication>('POST', `/v2/data-objects/${d.appId}/publish`, withKey(owner.key))).body.pid);
    await at(on)('POST', `/v2/collections/${hidden.appId}/publish`, withKey(owner.key), { public: false });
    try {
      const patch = await call('PATCH', '/v2/admin/unhide/config', {
        base: on.url,
        headers: { ...asAdmin(), 'content-type': 'application/merge-patch+json' },
        raw: JSON.stringify({
          pageSize: 2,
          catalogName: 'it catalogue',
          collections: [c1.appId, c2.appId, hidden.appId],
        }),
      });
      expect(patch.status, patch.text).toBe(200);
      expectProblem(await at(on)('GET', '/v2/admin/unhide/config', withKey(owner.key)), 403);

      // The gateway that took the PATCH holds the new config at once (patchSingleton); the feed shows it.
      await expect
        .poll(async () => (await at(on)<{ name?: string }>('GET', '/v2/unhide/feed.jsonld')).body.name, {
          timeout: 10_000,
        })
        .toBe('it catalogue');
      const seen: string[] = [];
      let path: string | null = '/v2/unhide/feed.jsonld';
      let first: Reply<Record<string, unknown>> | undefined;
      while (path) {
        const page: Reply<Record<string, unknown>> = await at(on)<Record<string, unknown>>('GET', path);
        expect(page.status, page.text).toBe(200);
        first ??= page;
        expect(page.body).toMatchObject({ '@type': 'DataCatalog', name: 'it catalogue' });
        const expanded = await expandOffline(page.body);
        expect(JSON.stringify(expanded)).toContain('http://schema.org/Dataset');
        const datasets = page.body['dataset'] as { identifier: string; dateModified: string }[];
        expect(datasets.length).toBeLessThanOrEqual(2);
        for (const ds of datasets) expect(ds.dateModified).toMatch(/^\d{4}-/);
        seen.push(...datasets.map((ds) => ds.identifier));
        const next = page.body['nextPage'];
        if (next) expect(page.headers.get('link')).toBe(`<${String(next)}>; rel="next"`);
        path = typeof next === 'string' ? new URL(next).pathname + new URL(next).search : null;
      }
      expect(seen).toEqual(pids);

      const etag = first?.headers.get('etag') ?? '';
      expect((await at(on)('GET', '/v2/unhide/feed.jsonld', { 'if-none-match': etag })).status).toBe(304);
      // A cursor is a position: one the feed never handed out pages from there (here: past every key).
      const beyond = await at(on)(
        'GET',
        `/v2/unhide/feed.jsonld?cursor=${Buffer.from('~~~~', 'utf8').toString('base64url')}`,
      );
      expect(beyond.status).toBe(200);
      expect((beyond.body as { dataset: unknown[] }).dataset).toEqual([]);
    } finally {
      await call('PATCH', '/v2/admin/unhide/config', {
        base: on.url,
        headers: { ...asAdmin(), 'content-type': 'application/merge-patch+json' },
        raw: JSON.stringify({
          pageSize: saved['pageSize'],
          catalogName: saved['catalogName'],
          collections: saved['collections'],
          enabled: saved['enabled'],
        }),
      });
    }
  }, 60_000);
});

describe('svc-admin unhide (contributed by the unhide plugin)', () => {
  it('shows and sets the feed config and prints a feed page', async () => {
    const home = adminHome();
    const env = { SVC_ADMIN_URL: on.url, SVC_ADMIN_API_KEY: adminKey() };
    const shown = await svcAdmin(home, ['unhide', 'config', 'show'], env);
    expect(shown.code, shown.stderr).toBe(0);
    const before = (JSON.parse(shown.stdout) as { value: { catalogName: string } }).value;
    try {
      const set = await svcAdmin(home, ['unhide', 'config', 'set', 'catalogName=cli catalogue'], env);
      expect(set.code, set.stderr).toBe(0);
      expect(JSON.parse(set.stdout)).toMatchObject({ value: { catalogName: 'cli catalogue' } });
      const bad = await svcAdmin(home, ['unhide', 'config', 'set', 'pageSize=0'], env);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(/^error: 400 /);
    } finally {
      await svcAdmin(home, ['unhide', 'config', 'set', `catalogName=${before.catalogName}`], env);
    }
    const page = await svcAdmin(home, ['unhide', 'feed', '--page', '1'], env);
    expect(page.code, page.stderr).toBe(0);
    expect(JSON.parse(page.stdout)).toMatchObject({ '@type': 'DataCatalog' });
  }, 60_000);
});

/** A GET with headers fetch will not send (Host among them), as a forging client sends them. */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const u = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path: `${u.pathname}${u.search}`, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('public links', () => {
  it('come from svc.public-url in the kip record, the unhide feed and OAI-PMH, never from forged Host or X-Forwarded-* headers', async () => {
    const c = await collection('links-1');
    const v1 = (await at(on)<Publication>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key))).body;
    await at(on)('PUT', `/svc/api/collections/${c.id}`, withKey(owner.key), {
      name: 'links-1 v2',
      description: 'd',
      attributes: {},
    });
    await at(on)<Publication>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key));
    const forged = {
      host: 'evil.example',
      'x-forwarded-proto': 'gopher',
      'x-forwarded-host': 'evil.example',
      forwarded: 'host=evil.example;proto=gopher',
    };
    const kip = await rawGet(on.url, `/v2/.well-known/kip/${v1.suffix}`, forged);
    const feed = await rawGet(on.url, '/v2/unhide/feed.jsonld', forged);
    const oai = await rawGet(on.url, '/v2/oai?verb=Identify', forged);
    for (const [what, r] of Object.entries({ kip, feed, oai })) {
      expect(r.status, `${what}: ${r.text}`).toBe(200);
      expect(r.text, what).not.toMatch(/evil\.example|gopher/);
    }
    const record = JSON.parse(kip.text) as Record<string, unknown>;
    const links = (kip.text.match(/[a-z][a-z0-9+.-]*:\/\/[^"\s<]+/g) ?? []).filter((l) => l.includes('/v2/'));
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(l.startsWith(`${PUBLIC_URL}/v2/`), l).toBe(true);
    expect(String(record['nextVersion'])).toMatch(new RegExp(`^${PUBLIC_URL}/v2/\\.well-known/kip/`));
    expect((JSON.parse(feed.text) as Record<string, unknown>)['@id']).toBe(`${PUBLIC_URL}/v2/unhide/feed.jsonld`);
    expect(oai.text).toContain(`<baseURL>${PUBLIC_URL}/v2/oai</baseURL>`);
    expect(oai.text).toMatch(new RegExp(`<request verb="Identify">${PUBLIC_URL}/v2/oai</request>`));
  });
});
