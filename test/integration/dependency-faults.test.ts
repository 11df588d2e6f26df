import { randomBytes } from 'node:crypto';
import { ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEnv, queues } from '../../layers/core/src/platform/resources/definitions.ts';
import { localAwsCredentials, localQueueUrl } from '../../localstack/src/local-env.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { call, withKey, type Reply } from '../support/local.ts';
import { multipart } from '../support/multipart.ts';
import { expectProblem } from '../support/problem.ts';
import {
  freePort,
  privateDynamo,
  privateMoto,
  privateNeo4j,
  privateS3,
  provisionPrivate,
  type PrivateService,
} from '../support/private-services.ts';

/**
 * A dependency that hangs (SIGSTOP: sockets stay open, nothing answers) or dies (SIGKILL:
 * connections refused) costs a bounded time and a 503 `dependency.unavailable` naming it, never
 * a 500 or the gateway's 30 s; readiness answers within 3 s; once the dependency is back, the
 * next request succeeds on the same gateway. Private Neo4j, DynamoDB Local, S3Proxy (the active
 * `s3` storage adapter's) and moto (SQS), started here, are the ones frozen and killed, behind a
 * private gateway; the shared services are never touched.
 */
let neo4j: PrivateService | undefined;
let dynamo: PrivateService | undefined;
let s3: PrivateService | undefined;
let moto: PrivateService | undefined;
let gw: { url: string; stop: () => void } | undefined;
/** API keys of the private admin: [0] is used (and cached by the authorizer) early; the others stay fresh for a frozen lookup. */
let keys: string[] = [];

beforeAll(async () => {
  [neo4j, dynamo, s3, moto] = await Promise.all([privateNeo4j(), privateDynamo(), privateS3(), privateMoto()]);
  const env = {
    SVC_NEO4J_URI: neo4j.url,
    SVC_AWS_DYNAMODB_ENDPOINT: dynamo.url,
    SVC_STORAGE_PROVIDER: 's3',
    SVC_FILES_S3_ENDPOINT: s3.url,
    SVC_AWS_ENDPOINT: moto.url,
    ...Object.fromEntries(queues.map((q) => [queueEnv(q.id), localQueueUrl(q.id, moto?.url)])),
  };
  keys = await provisionPrivate(env, { keys: 3 });
  gw = await startExtraGateway(
    await freePort(),
    env,
    process.env['DEPENDENCY_FAULTS_LOG'] ? { log: process.env['DEPENDENCY_FAULTS_LOG'] } : {},
  );
}, 120_000);

afterAll(async () => {
  gw?.stop();
  await Promise.all([neo4j?.remove(), dynamo?.remove(), s3?.remove(), moto?.remove()]);
}, 120_000);

const timed = async <T>(fn: () => Promise<Reply<T>>): Promise<Reply<T> & { ms: number }> => {
  const t0 = Date.now();
  const r = await fn();
  return { ...r, ms: Date.now() - t0 };
};
const get = <T = unknown>(path: string, key?: string) =>
  timed(() => call<T>('GET', path, { base: gw?.url ?? '', ...(key ? { headers: withKey(key) } : {}) }));

interface Health {
  status: string;
  checks: { name: string; status: string; data?: { reason?: string } }[];
}

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

/** A small file the `s3` adapter holds: its download is a HeadObject and a GetObject, each bounded by the 3 s deadline. */
const stored = { containerId: 0, oid: '', data: '' };
const download = () => get(`/svc/api/fileContainers/${stored.containerId}/payload/${stored.oid}`, keys[0]);

async function expectDownload(): Promise<void> {
  const r = await download();
  expect(r.status, r.text).toBe(200);
  expect(r.text).toBe(stored.data);
}

describe('the private gateway on private services', () => {
  it('is ready and serves while every dependency answers', async () => {
    await expectHealthy();
    const h = withKey(keys[0] ?? '');
    const created = await call('POST', '/svc/api/collections', {
      base: gw?.url ?? '',
      headers: h,
      body: { name: 'before faults' },
    });
    expect(created.status, created.text).toBe(201);
    const container = await call<{ id: number }>('POST', '/svc/api/fileContainers', {
      base: gw?.url ?? '',
      headers: h,
      body: { name: 'on the private S3' },
    });
    expect(container.status, container.text).toBe(201);
    stored.data = randomBytes(512).toString('hex');
    const form = multipart([{ name: 'file', filename: 'small.txt', data: Buffer.from(stored.data) }]);
    const file = await call<{ oid: string }>('POST', `/svc/api/fileContainers/${container.body.id}/payload`, {
      base: gw?.url ?? '',
      headers: { ...h, 'content-type': form.contentType },
      raw: form.body,
    });
    expect(file.status, file.text).toBe(201);
    Object.assign(stored, { containerId: container.body.id, oid: file.body.oid });
    await expectDownload();
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
      const created = await call('POST', '/svc/api/collections', {
        base: gw?.url ?? '',
        headers: withKey(keys[0] ?? ''),
        body: { name: 'during a freeze' },
      });
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

describe('S3 frozen (SIGSTOP) and killed', () => {
  it('frozen: a download answers 503 dependency.unavailable (s3) within 5 s, and is served again on SIGCONT', async () => {
    s3?.freeze();
    try {
      expectUnavailable(await download(), 's3', 5_000);
      // Again: a client left with a stuck connection must not turn the next answers into waits.
      expectUnavailable(await download(), 's3', 5_000);
    } finally {
      s3?.resume();
    }
    await expectDownload();
  });

  it('killed: 503 fast, and served again once it is back (no gateway restart)', async () => {
    await s3?.kill();
    expectUnavailable(await download(), 's3', 2_500);
    await s3?.start();
    await expectDownload();
  });
});

interface RunStatus {
  status: string;
  runId: string | null;
  sourceProviderId: string | null;
  filesTotal: number;
  errorMessage: string | null;
}

/**
 * `POST /v2/admin/files/migrate` claims the one run slot in DynamoDB, then sends the plan message
 * to SQS: when the send fails, the run must end FAILED (the slot released), not stay RUNNING and
 * refuse every start for hours. s3 → dbfs: the file above is what the s3 adapter holds.
 */
describe('SQS frozen (SIGSTOP) and killed when a file migration starts', () => {
  const startRun = () =>
    timed(() =>
      call<RunStatus>('POST', '/v2/admin/files/migrate', {
        base: gw?.url ?? '',
        headers: withKey(keys[0] ?? ''),
        body: { sourceProviderId: 's3', targetProviderId: 'dbfs' },
      }),
    );
  const runStatus = async () => (await get<RunStatus>('/v2/admin/files/migrate/status', keys[0])).body;
  const runIds: string[] = [];

  async function expectReleased(): Promise<void> {
    const run = await runStatus();
    expect(run).toMatchObject({ status: 'FAILED', sourceProviderId: 's3' });
    expect(run.errorMessage).toMatch(/enqueu/i);
    expect(runIds).not.toContain(run.runId);
    runIds.push(run.runId ?? '');
  }

  it('frozen: 503 dependency.unavailable (sqs) within 5 s, and the run is FAILED, not left RUNNING', async () => {
    moto?.freeze();
    try {
      expectUnavailable(await startRun(), 'sqs', 5_000);
      await expectReleased();
    } finally {
      moto?.resume();
    }
  });

  it('killed: 503 fast, the slot released; once it is back, the next start is accepted and its plan message is on the private queue', async () => {
    await moto?.kill();
    expectUnavailable(await startRun(), 'sqs', 2_500);
    await expectReleased();
    await moto?.start();
    // In memory: the restarted moto has no queues until they are created again.
    await provisionPrivate({ SVC_AWS_ENDPOINT: moto?.url ?? '' }, { graph: false });
    const started = await startRun();
    expect(started.status, started.text).toBe(202);
    expect(started.body).toMatchObject({ status: 'RUNNING', sourceProviderId: 's3', filesTotal: 1 });
    // Nothing polls the private queue: the run goes no further than its plan message.
    const sqs = new SQSClient({ region: 'us-east-1', endpoint: moto?.url ?? '', credentials: localAwsCredentials });
    try {
      const received = await sqs.send(
        new ReceiveMessageCommand({ QueueUrl: localQueueUrl('file-migration', moto?.url), WaitTimeSeconds: 1 }),
      );
      expect((received.Messages ?? []).map((m) => JSON.parse(m.Body ?? '{}') as unknown)).toEqual([
        { kind: 'plan', runId: started.body.runId },
      ]);
    } finally {
      sqs.destroy();
    }
  });
});
