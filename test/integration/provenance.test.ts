import { describe, expect, it, vi } from 'vitest';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { asAdmin, bearer, call, devToken, uniqueUser, userWithKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';

type Activity = {
  appId: string;
  actionKind: string;
  targetKind: string;
  targetAppId: string;
  agentUsername: string;
  summary: string;
  startedAtMillis: number;
  endedAtMillis: number;
  method: string;
  path: string;
  status: number;
  originInstance: string | null;
};

/** Capture is bounded, not transactional: wait briefly for the row of a just-answered request. */
async function rowsFor(targetAppId: string, headers: Record<string, string>, want = 1): Promise<Activity[]> {
  let rows: Activity[] = [];
  // Up to 2 s; the caller's assertions judge the rows seen last.
  await vi
    .waitFor(
      async () => {
        rows = (
          await call<Activity[]>('GET', `/v2/provenance/activities?targetAppId=${encodeURIComponent(targetAppId)}`, {
            headers,
          })
        ).body;
        if (rows.length < want) throw new Error('not captured yet');
      },
      { timeout: 2_000, interval: 50 },
    )
    .catch(() => undefined);
  return rows;
}

describe('provenance capture', () => {
  it('records exactly one activity per authenticated 2xx write, with a server-made summary', async () => {
    const { username, key } = await userWithKey();
    const before = Date.now();
    const minted = await call<{ uid: string }>('POST', `/svc/api/users/${username}/apikeys`, {
      headers: { 'x-api-key': key },
      body: { name: 'secret-name-in-body', roles: [] },
    });
    expect(minted.status).toBe(201);
    const rows = await rowsFor(minted.body.uid, { 'x-api-key': key });
    expect(rows).toHaveLength(1);
    const a = rows[0]!;
    expect(a).toMatchObject({
      actionKind: 'CREATE',
      targetKind: 'ApiKey',
      targetAppId: minted.body.uid,
      agentUsername: username,
      method: 'POST',
      path: `/svc/api/users/${username}/apikeys`,
      status: 201,
      originInstance: 'local',
    });
    expect(a.startedAtMillis).toBeGreaterThanOrEqual(before - 1000);
    expect(a.endedAtMillis).toBeGreaterThanOrEqual(a.startedAtMillis);
    expect(a.summary).toContain('ApiKey');
    expect(JSON.stringify(a)).not.toContain('secret-name-in-body');
    expect(a.appId).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 300));
    expect(await rowsFor(minted.body.uid, { 'x-api-key': key })).toHaveLength(1);
  });

  it('records nothing for 4xx answers, for unauthenticated calls, and (by default) for GETs', async () => {
    const { username, key } = await userWithKey();
    const ghost = '0190f0f0-0000-7000-8000-00000000dead';
    expect(
      (await call('DELETE', `/svc/api/users/${username}/apikeys/${ghost}`, { headers: { 'x-api-key': key } })).status,
    ).toBe(404);
    expect((await call('DELETE', `/svc/api/users/${username}/apikeys/${ghost}`)).status).toBe(401);
    expect(
      (await call('GET', `/svc/api/users/${username}/apikeys/${ghost}`, { headers: { 'x-api-key': key } })).status,
    ).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    expect(await rowsFor(ghost, asAdmin(), 0)).toHaveLength(0);
    await call('GET', `/svc/api/users/${username}/apikeys`, { headers: { 'x-api-key': key } });
    await new Promise((r) => setTimeout(r, 300));
    expect(await rowsFor(username, asAdmin(), 0)).toHaveLength(0);
  });

  it('records a plugin enable/disable PATCH with targetKind PluginEntry', async () => {
    const merge = { ...asAdmin(), 'content-type': 'application/merge-patch+json' };
    const since = Date.now();
    await call('PATCH', '/v2/admin/plugins/minter-local', { headers: merge, raw: '{"enabled": false}' });
    await call('PATCH', '/v2/admin/plugins/minter-local', { headers: merge, raw: '{"enabled": null}' });
    const rows = (
      await call<Activity[]>(
        'GET',
        `/v2/provenance/activities?targetKind=PluginEntry&targetAppId=minter-local&since=${since}`,
        { headers: asAdmin() },
      )
    ).body;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(
      rows.every((r) => r.targetKind === 'PluginEntry' && r.actionKind === 'UPDATE' && r.agentUsername === 'admin'),
    ).toBe(true);
  });

  it('still answers 2xx when the provenance store is unreachable', async () => {
    // A second gateway whose DynamoDB endpoint points at a closed port: capture fails, the request must not.
    const gw = await startExtraGateway(18081, {
      SVC_AWS_ENDPOINT: 'http://127.0.0.1:9',
      SVC_AWS_DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
    });
    try {
      const username = uniqueUser('offline');
      const token = devToken(username);
      const started = Date.now();
      const r = await fetch(`${gw.url}/svc/api/users/${username}/apikeys`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'k', roles: [] }),
      });
      expect(r.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(10_000);
      const metrics = await (await fetch(`${gw.url}/svc/doc/metrics/prometheus`)).text();
      expect(metrics).toMatch(/^svc_provenance_capture_failures_total [1-9]\d*$/m);
    } finally {
      gw.stop();
    }
  });
});

describe('provenance queries', () => {
  it('shows casual users only their own rows and refuses another agent', async () => {
    const a = await userWithKey();
    const b = await userWithKey();
    await call('POST', `/svc/api/users/${a.username}/apikeys`, {
      headers: { 'x-api-key': a.key },
      body: { name: 'k', roles: [] },
    });
    await call('POST', `/svc/api/users/${b.username}/apikeys`, {
      headers: { 'x-api-key': b.key },
      body: { name: 'k', roles: [] },
    });
    await new Promise((r) => setTimeout(r, 200));
    const mine = await call<Activity[]>('GET', '/v2/provenance/activities', { headers: { 'x-api-key': a.key } });
    expect(mine.status).toBe(200);
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.every((r) => r.agentUsername === a.username)).toBe(true);
    expectProblem(
      await call('GET', `/v2/provenance/activities?agent=${b.username}`, { headers: { 'x-api-key': a.key } }),
      403,
    );
    const asAdminRows = await call<Activity[]>('GET', `/v2/provenance/activities?agent=${b.username}`, {
      headers: asAdmin(),
    });
    expect(asAdminRows.body.length).toBeGreaterThan(0);
    expect(asAdminRows.body.every((r) => r.agentUsername === b.username)).toBe(true);
  });

  it('filters by kind, target, agent and time, newest first, and counts the same', async () => {
    const { username, key } = await userWithKey();
    const t0 = Date.now();
    const uids: string[] = [];
    for (let i = 0; i < 3; i++) {
      uids.push(
        (
          await call<{ uid: string }>('POST', `/svc/api/users/${username}/apikeys`, {
            headers: { 'x-api-key': key },
            body: { name: `k${i}`, roles: [] },
          })
        ).body.uid,
      );
      await new Promise((r) => setTimeout(r, 15));
    }
    await call('DELETE', `/svc/api/users/${username}/apikeys/${uids[0]}`, { headers: { 'x-api-key': key } });
    await new Promise((r) => setTimeout(r, 200));
    const all = await call<Activity[]>(
      'GET',
      `/v2/provenance/activities?agent=${username}&targetKind=ApiKey&since=${t0}`,
      { headers: asAdmin() },
    );
    expect(all.body.map((r) => r.actionKind)).toEqual(['DELETE', 'CREATE', 'CREATE', 'CREATE']);
    expect(all.body.map((r) => r.targetAppId)).toEqual([uids[0], uids[2], uids[1], uids[0]]);
    const starts = all.body.map((r) => r.startedAtMillis);
    expect([...starts].sort((x, y) => y - x)).toEqual(starts);
    const limited = await call<Activity[]>('GET', `/v2/provenance/activities?agent=${username}&limit=2`, {
      headers: asAdmin(),
    });
    expect(limited.body).toHaveLength(2);
    const window = await call<Activity[]>(
      'GET',
      `/v2/provenance/activities?agent=${username}&since=${all.body[2]!.startedAtMillis}&until=${all.body[1]!.startedAtMillis}`,
      { headers: asAdmin() },
    );
    expect(window.body.map((r) => r.targetAppId)).toEqual([uids[2], uids[1]]);
    const entity = await call<Activity[]>('GET', `/v2/provenance/entity/${uids[0]}`, { headers: { 'x-api-key': key } });
    expect(entity.body.map((r) => r.actionKind)).toEqual(['DELETE', 'CREATE']);
    const count = await call<{ count: number }>(
      'GET',
      `/v2/provenance/count?agent=${username}&targetKind=ApiKey&since=${t0}`,
      { headers: asAdmin() },
    );
    expect(count.body).toEqual({ count: 4 });
    const mineCount = await call<{ count: number }>('GET', `/v2/provenance/count?targetAppId=${uids[1]}`, {
      headers: { 'x-api-key': key },
    });
    expect(mineCount.body).toEqual({ count: 1 });
  });

  it('defaults the limit to 100, caps it at 1000 and refuses nonsense', async () => {
    expectProblem(await call('GET', '/v2/provenance/activities?limit=0', { headers: asAdmin() }), 400);
    expectProblem(await call('GET', '/v2/provenance/activities?since=yesterday', { headers: asAdmin() }), 400);
    const capped = await call<Activity[]>('GET', '/v2/provenance/activities?limit=5000', { headers: asAdmin() });
    expect(capped.status).toBe(200);
    expect(capped.body.length).toBeLessThanOrEqual(1000);
    const dflt = await call<Activity[]>('GET', '/v2/provenance/activities', { headers: asAdmin() });
    expect(dflt.body.length).toBeLessThanOrEqual(100);
    expectProblem(await call('GET', '/v2/provenance/activities'), 401);
  });
});

describe('provenance representations over HTTP', () => {
  it('serves PROV-JSON, PROV-O JSON-LD, metadata4ing by both spellings, and refuses unknown profiles', async () => {
    const { username, key } = await userWithKey();
    const minted = await call<{ uid: string }>('POST', `/svc/api/users/${username}/apikeys`, {
      headers: { 'x-api-key': key },
      body: { name: 'k', roles: [] },
    });
    await rowsFor(minted.body.uid, { 'x-api-key': key });
    const path = `/v2/provenance/entity/${minted.body.uid}`;
    const provJson = await call<Record<string, unknown>>('GET', path, {
      headers: { 'x-api-key': key, accept: 'application/prov+json' },
    });
    expect(provJson.headers.get('content-type')).toMatch(/application\/prov\+json/);
    expect(Object.keys(provJson.body)).toEqual(
      expect.arrayContaining(['prefix', 'activity', 'agent', 'entity', 'wasAssociatedWith', 'used', 'wasGeneratedBy']),
    );
    const ld = await call<{ '@context': Record<string, unknown>; '@graph': unknown[] }>('GET', path, {
      headers: { 'x-api-key': key, accept: 'application/ld+json' },
    });
    expect(ld.headers.get('content-type')).toMatch(/application\/ld\+json/);
    expect(Object.keys(ld.body['@context'])).toEqual(expect.arrayContaining(['prov', 'svc', 'xsd']));
    expect(ld.body['@graph'].length).toBe(3);
    for (const profile of ['metadata4ing', '"http://w3id.org/nfdi4ing/metadata4ing#"']) {
      const m4i = await call<{ '@context': Record<string, unknown> }>('GET', path, {
        headers: { 'x-api-key': key, accept: `application/ld+json; profile=${profile}` },
      });
      expect(m4i.status).toBe(200);
      expect(m4i.body['@context']).toHaveProperty('m4i');
    }
    const bad = await call<{ type: string; detail: string }>('GET', path, {
      headers: { 'x-api-key': key, accept: 'application/ld+json; profile=https://example.org/nope' },
    });
    expect(bad.status).toBe(406);
    expect(bad.headers.get('content-type')).toMatch(/^application\/json/);
    expect(bad.body.type).toMatch(/\/provenance\.unsupported-profile$/);
    expect(bad.body.detail).toContain('metadata4ing');
    expect(bad.body.detail).toContain('http://w3id.org/nfdi4ing/metadata4ing#');
    const count = await call<Record<string, { '@value': string; '@type': string }>>(
      'GET',
      `/v2/provenance/count?targetAppId=${minted.body.uid}`,
      { headers: { 'x-api-key': key, accept: 'application/ld+json' } },
    );
    expect(count.body['svc:numberOfActivities']).toEqual({ '@value': '1', '@type': 'xsd:nonNegativeInteger' });
  });

  it('answers 406 to an unknown JSON-LD profile on all three endpoints, count included', async () => {
    const { username, key } = await userWithKey();
    const minted = await call<{ uid: string }>('POST', `/svc/api/users/${username}/apikeys`, {
      headers: { 'x-api-key': key },
      body: { name: 'k', roles: [] },
    });
    await rowsFor(minted.body.uid, { 'x-api-key': key });
    const accept = 'application/ld+json; profile=https://example.org/nope';
    for (const path of [
      '/v2/provenance/activities',
      `/v2/provenance/entity/${minted.body.uid}`,
      `/v2/provenance/count?targetAppId=${minted.body.uid}`,
    ]) {
      const r = await call<{ type: string; detail: string }>('GET', path, { headers: { 'x-api-key': key, accept } });
      expect(r.status, path).toBe(406);
      expect(r.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(r.body.type, path).toMatch(/\/provenance\.unsupported-profile$/);
      expect(r.body.detail, path).toContain('metadata4ing');
    }
    // A supported profile still counts (the count has one JSON-LD form, with or without the profile).
    const m4i = await call<Record<string, { '@value': string }>>(
      'GET',
      `/v2/provenance/count?targetAppId=${minted.body.uid}`,
      { headers: { 'x-api-key': key, accept: 'application/ld+json; profile=metadata4ing' } },
    );
    expect(m4i.status).toBe(200);
    expect(m4i.body['svc:numberOfActivities']?.['@value']).toBe('1');
  });
});
