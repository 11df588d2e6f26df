import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { call, withKey, type Reply } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { freePort, privateDynamo, privateNeo4j, provisionPrivate, type PrivateService } from './support/private-services.ts';

/**
 * A dependency that hangs (SIGSTOP: sockets stay open, nothing answers) or dies (SIGKILL:
 * connections refused) costs a bounded time and a 503 `dependency.unavailable` naming it, never
 * a 500 or the gateway's 30 s; readiness answers within 3 s; once the dependency is back, the
 * next request succeeds on the same gateway. Private Neo4j and DynamoDB Local, started here, are
 * the ones frozen and killed, behind a private gateway; the shared services are never touched.
 */
let neo4j: PrivateService | undefined;
let dynamo: PrivateService | undefined;
let gw: { url: string; stop: () => void } | undefined;
/** API keys of the private admin: [0] is used (and cached by the authorizer) early; the others stay fresh for a frozen lookup. */
let keys: string[] = [];

beforeAll(async () => {
  [neo4j, dynamo] = await Promise.all([privateNeo4j(), privateDynamo()]);
  const env = { SVC_NEO4J_URI: neo4j.url, SVC_AWS_DYNAMODB_ENDPOINT: dynamo.url };
  keys = await provisionPrivate(env, { keys: 3 });
  gw = await startExtraGateway(await freePort(), env, process.env['DEPENDENCY_FAULTS_LOG'] ? { log: process.env['DEPENDENCY_FAULTS_LOG'] } : {});
}, 120_000);

afterAll(async () => {
  gw?.stop();
  await Promise.all([neo4j?.remove(), dynamo?.remove()]);
}, 120_000);

const timed = async <T>(fn: () => Promise<Reply<T>>): Promise<Reply<T> & { ms: number }> => {
  const t0 = Date.now();
  const r = await fn();
  return { ...r, ms: Date.now() - t0 };
};
const get = <T = unknown>(path: string, key?: string) => timed(() => call<T>('GET', path, { base: gw?.url ?? '', ...(key ? { headers: withKey(key) } : {}) }));

interface Health { status: string; checks: { name: string; status: string; data?: { reason?: string } }[] }

function expectUnavailable(r: Reply & { ms: number }, dependency: string, withinMs: number): void {
  expectProblem(r, 503, 'dependency.unavailable');
  expect((r.body as Record<string, unknown>)['dependency']).toBe(dependency);
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(r.ms).toBeLessThan(withinMs);
}

function expectDown(r: Reply<Health> & { ms: number }, check: string): void {
  expect(r.status, r.text).toBe(503);
  expect(r.ms).toBeLessThan(3_000);
  const c = r.body.checks.find((x) => x.name === check);
  expect(c?.status, r.text).toBe('DOWN');
  expect(c?.data?.reason, r.text).toMatch(/\w/);
}

async function expectHealthy(): Promise<void> {
  const ready = await get<Health>('/svc/api/healthz/ready');
  expect(ready.status, ready.text).toBe(200);
  expect((await get('/svc/api/collections', keys[0])).status).toBe(200);
  expect((await get('/v2/provenance/count', keys[0])).status).toBe(200);
}

describe('the private gateway on private services', () => {
  it('is ready and serves while every dependency answers', async () => {
    await expectHealthy();
    const created = await call('POST', '/svc/api/collections', { base: gw?.url ?? '', headers: withKey(keys[0] ?? ''), body: { name: 'before faults' } });
    expect(created.status, created.text).toBe(201);
  });
});

describe('Neo4j frozen (SIGSTOP)', () => {
  it('answers 503 dependency.unavailable (graph) within 5 s, readiness DOWN within 3 s, and recovers on SIGCONT', async () => {
    neo4j?.freeze();
    try {
      // The authorizer has this key cached: the function's own query is what hangs.
      expectUnavailable(await get('/svc/api/collections', keys[0]), 'graph', 5_000);
      // A key never seen: the authorizer's own lookup in the graph is what hangs.
      expectUnavailable(await get('/svc/api/collections', keys[1]), 'graph', 5_000);
      expectDown(await get<Health>('/svc/api/healthz/ready'), 'graph-schema');
      // Again: a pool left with stuck connections must not turn the next answers into waits.
      expectUnavailable(await get('/svc/api/collections', keys[0]), 'graph', 5_000);
    } finally {
      neo4j?.resume();
    }
    const back = await get('/svc/api/collections', keys[0]);
    expect(back.status, back.text).toBe(200);
    expect((await get('/svc/api/collections', keys[1])).status).toBe(200);
  });
});

describe('DynamoDB frozen (SIGSTOP)', () => {
  it('keeps readiness within 3 s, answers provenance 503 (dynamodb) within 5 s, keeps graph-only requests fast, and recovers on SIGCONT', async () => {
    dynamo?.freeze();
    try {
      expectDown(await get<Health>('/svc/api/healthz/ready'), 'tables');
      expectUnavailable(await get('/v2/provenance/count', keys[0]), 'dynamodb', 5_000);
      // API-key authentication reads the graph, not DynamoDB: a fresh key still works, without a wait.
      const fresh = await get('/svc/api/collections', keys[2]);
      expect(fresh.status, fresh.text).toBe(200);
      expect(fresh.ms).toBeLessThan(5_000);
      // Provenance capture is best effort: the write answers without waiting for the frozen table.
      const t0 = Date.now();
      const created = await call('POST', '/svc/api/collections', { base: gw?.url ?? '', headers: withKey(keys[0] ?? ''), body: { name: 'during a freeze' } });
      expect(created.status, created.text).toBe(201);
      expect(Date.now() - t0).toBeLessThan(5_000);
    } finally {
      dynamo?.resume();
    }
    await expectHealthy();
  });
});

describe('dependencies killed (connection refused)', () => {
  it('DynamoDB: 503 fast, readiness DOWN, and served again once it is back (no gateway restart)', async () => {
    await dynamo?.kill();
    expectUnavailable(await get('/v2/provenance/count', keys[0]), 'dynamodb', 2_500);
    expectDown(await get<Health>('/svc/api/healthz/ready'), 'tables');
    await dynamo?.start();
    // In memory: the restarted emulator has no tables until they are created again.
    await provisionPrivate({ SVC_AWS_DYNAMODB_ENDPOINT: dynamo?.url ?? '' }, { graph: false });
    const back = await get('/v2/provenance/count', keys[0]);
    expect(back.status, back.text).toBe(200);
  });

  it('Neo4j: 503 fast, readiness DOWN, and served again once it is back (no gateway restart)', async () => {
    await neo4j?.kill();
    expectUnavailable(await get('/svc/api/collections', keys[0]), 'graph', 2_500);
    expectDown(await get<Health>('/svc/api/healthz/ready'), 'graph-schema');
    await neo4j?.start();
    const back = await get('/svc/api/collections', keys[0]);
    expect(back.status, back.text).toBe(200);
    await expectHealthy();
  });
});
