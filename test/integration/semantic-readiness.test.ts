import neo4j, { type Driver } from 'neo4j-driver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { call, withKey } from '../support/local.ts';
import { freePort, privateNeo4j, provisionPrivate, type PrivateService } from '../support/private-services.ts';

/**
 * docs/semantic.md (The INTERNAL repository) in the readiness probe: the INTERNAL repository is unhealthy while its machinery
 * (the fulltext index `resource_labels`, the `Resource.uri` constraint) is missing, and says so in
 * the `semantic-internal` check's data, without making the service unready. A PRIVATE Neo4j (a
 * fresh graph, whose index this test may drop) behind an extra gateway; the shared graph is untouched.
 */
interface Ready {
  status: string;
  checks: { name: string; status: string; data?: Record<string, unknown> }[];
}

let graph: PrivateService | undefined;
let driver: Driver | undefined;
let gw: { url: string; stop: () => void } | undefined;
let key = '';

beforeAll(async () => {
  graph = await privateNeo4j();
  const env = { SVC_NEO4J_URI: graph.url };
  [key = ''] = await provisionPrivate(env);
  gw = await startExtraGateway(await freePort(), env);
  driver = neo4j.driver(graph.url, { scheme: 'none', principal: '', credentials: '' });
}, 120_000);

afterAll(async () => {
  gw?.stop();
  await driver?.close();
  await graph?.remove();
});

const internalCheck = async () => {
  const r = await call<Ready>('GET', '/svc/api/healthz/ready', { base: gw?.url ?? '' });
  expect(r.status, r.text).toBe(200);
  expect(r.body.status).toBe('UP');
  return r.body.checks.find((c) => c.name === 'semantic-internal');
};

/** The probe's value once `ok` holds, or its last value after `ms` (the caller's assertions judge it). */
async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  let v = await probe();
  await vi
    .waitFor(
      async () => {
        v = await probe();
        if (!ok(v)) throw new Error('not yet');
      },
      { timeout: ms, interval: 200 },
    )
    .catch(() => undefined);
  return v;
}

describe('readiness: the INTERNAL repository', () => {
  it('is healthy once seeded, unhealthy (in the check data, readiness still UP) when resource_labels is dropped, healthy again after the machinery is remade', async () => {
    // Every handler cold-starts when the gateway loads: the semantic one makes the machinery, then seeds.
    const healthy = await eventually(internalCheck, (c) => c?.data?.['healthy'] === true);
    expect(healthy).toEqual({
      name: 'semantic-internal',
      status: 'UP',
      data: { repository: 'INTERNAL', healthy: true },
    });

    await driver?.executeQuery('DROP INDEX resource_labels IF EXISTS');
    const dropped = await eventually(internalCheck, (c) => c?.data?.['healthy'] === false, 15_000);
    expect(dropped).toEqual({
      name: 'semantic-internal',
      status: 'UP',
      data: { repository: 'INTERNAL', healthy: false, reason: 'missing or not online: resource_labels' },
    });
    // Other work goes on: term search answers through its CONTAINS fallback.
    const fallback = await call<{ uri: string }[]>('GET', '/v2/semantic/terms/search?q=wasGeneratedBy', {
      base: gw?.url ?? '',
      headers: withKey(key),
    });
    expect(fallback.status, fallback.text).toBe(200);

    // refresh-ontologies remakes the machinery before anything else (here with no bundle to fetch).
    const refresh = await call('POST', '/v2/admin/semantic/refresh-ontologies?bundles=no-such-bundle', {
      base: gw?.url ?? '',
      headers: withKey(key),
    });
    expect(refresh.status, refresh.text).toBe(200);
    const back = await eventually(internalCheck, (c) => c?.data?.['healthy'] === true, 15_000);
    expect(back?.data).toEqual({ repository: 'INTERNAL', healthy: true });
  });
});
