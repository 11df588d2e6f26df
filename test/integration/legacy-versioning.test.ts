import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { call, userWithKey, type Reply } from '../support/local.ts';
import { closeGraph, cypher } from '../support/fixtures.ts';

// A second gateway with svc.versioning.enabled=true, on the same backing services.
let gw: { url: string; stop: () => void };
let url = '';

beforeAll(async () => {
  gw = await startExtraGateway(18086, { SVC_VERSIONING_ENABLED: 'true' });
  url = gw.url;
});
afterAll(async () => {
  gw.stop();
  await closeGraph();
});

async function at<T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Reply<T>> {
  const r = await fetch(`${url}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await r.text();
  return { status: r.status, headers: r.headers, body: (text ? JSON.parse(text) : undefined) as T, text };
}

type Entity = { id: number; appId: string; name: string; revision: number };
type Revisions = { revisions: { uid: string; revision: number }[] };

describe('svc.versioning.enabled', () => {
  it('keeps every previous revision of Collections and DataObjects readable by versionUid', async () => {
    const { key } = await userWithKey();
    const stranger = await userWithKey();
    const h = { 'x-api-key': key };
    const c = (await at<Entity>('POST', '/svc/api/collections', h, { name: 'v1', description: 'd', attributes: {} }))
      .body;
    await at('PUT', `/svc/api/collections/${c.id}`, h, { name: 'v2', description: 'd', attributes: {} });
    const now = await at<Entity>('PUT', `/svc/api/collections/${c.id}`, h, {
      name: 'v3',
      description: 'd',
      attributes: {},
    });
    expect(now.body).toMatchObject({ name: 'v3', revision: 3 });

    const revs = await at<Revisions>('GET', `/v2/revisions/${c.appId}`, h);
    expect(revs.status, revs.text).toBe(200);
    expect(revs.body.revisions.map((r) => r.revision)).toEqual([2, 1]);
    const first = await at<Entity>('GET', `/svc/api/collections/${c.id}?versionUid=${revs.body.revisions[1]?.uid}`, h);
    expect(first.body).toMatchObject({ id: c.id, name: 'v1', revision: 1 });
    expect((await at<Entity>('GET', `/svc/api/collections/${c.id}`, h)).body.name).toBe('v3');
    expect(
      (await at('GET', `/svc/api/collections/${c.id}?versionUid=00000000-0000-7000-8000-000000000000`, h)).status,
    ).toBe(404);
    expect((await at('GET', `/v2/revisions/${c.appId}`, { 'x-api-key': stranger.key })).status).toBe(403);

    const d = (
      await at<Entity>('POST', `/svc/api/collections/${c.id}/dataObjects`, h, {
        name: 'd1',
        description: 'd',
        attributes: {},
      })
    ).body;
    await at('PUT', `/svc/api/collections/${c.id}/dataObjects/${d.id}`, h, {
      name: 'd2',
      description: 'd',
      attributes: {},
    });
    const dRevs = (await at<Revisions>('GET', `/v2/revisions/${d.appId}`, h)).body.revisions;
    expect(dRevs).toHaveLength(1);
    const old = await at<Entity>(
      'GET',
      `/svc/api/collections/${c.id}/dataObjects/${d.id}?versionUid=${dRevs[0]?.uid}`,
      h,
    );
    expect(old.body).toMatchObject({ name: 'd1', revision: 1 });

    expect((await at('DELETE', `/svc/api/collections/${c.id}`, h)).status).toBe(204);
    const left = await cypher<{ n: number }>('MATCH (r:EntityRevision) WHERE r.uid IN $uids RETURN count(r) AS n', {
      uids: [...revs.body.revisions, ...dRevs].map((r) => r.uid),
    });
    expect(Number(left[0]?.n)).toBe(0);
  });

  it('is off by default: the shared gateway answers 404 for any versionUid', async () => {
    const { key } = await userWithKey();
    const c = await call<Entity>('POST', '/svc/api/collections', {
      headers: { 'x-api-key': key },
      body: { name: 'x', description: 'd', attributes: {} },
    });
    expect(
      (await call('GET', `/svc/api/collections/${c.body.id}?versionUid=abc`, { headers: { 'x-api-key': key } })).status,
    ).toBe(404);
  });
});
