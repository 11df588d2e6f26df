import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateQueueCommand,
  DeleteQueueCommand,
  ReceiveMessageCommand,
  SQSClient,
  type Message,
} from '@aws-sdk/client-sqs';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../cli/src/main.ts';
import type { Principal } from '../../layers/core/src/kernel/principal.ts';
import { awsEndpoint, localAwsCredentials, s3Endpoint } from '../../localstack/src/local-env.ts';
import { fakeIo, sink } from '../unit/cli/helpers.ts';
import { closeGraph, cypher, sha256 } from '../support/fixtures.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { useLocalCore } from '../support/local-core.ts';
import { adminKey, asAdmin, call, gateway, userWithKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { fileForm } from '../support/multipart.ts';

/**
 * File migration and rollback over HTTP against the running local cloud: the main gateway's
 * queue poller runs the worker. Runs are limited to this file's containers (`containerIds`) so
 * other data on the instance is never moved, and everything here runs in order: one run at a time
 * is an instance-wide rule.
 */
const api = '/svc/api';
const core = '../../layers/core/src';

interface Row {
  appId: string;
  oid: string;
  providerId: string;
  locator: string;
  previousProviderId: string | null;
  previousLocator: string | null;
  migratedAt: number | null;
  migrationHmac: string | null;
}
interface RunStatus {
  status: string;
  runId: string | null;
  filesTotal: number;
  filesMigrated: number;
  filesFailed: number;
  filesSkipped: number;
  errorMessage: string | null;
  containerIds?: number[] | null;
}
interface ContainerRow {
  containerId: number;
  status: string;
  migrated: number;
  total: number;
  failed: number;
  batch: number;
  errors: string | null;
  etaSeconds: number | null;
}

let owner: { username: string; key: string };
let restoreEnv: () => void = () => {};
let closeCore: () => Promise<void> = async () => {};
const s3 = new S3Client({
  region: 'us-east-1',
  endpoint: s3Endpoint,
  forcePathStyle: true,
  credentials: localAwsCredentials,
});
const sqs = new SQSClient({ region: 'us-east-1', endpoint: awsEndpoint, credentials: localAwsCredentials });

beforeAll(async () => {
  owner = await userWithKey();
  restoreEnv = useLocalCore();
  // Core modules called in this process need what every function sets up first.
  await import(`${core}/app/boot.ts`);
  await import(`${core}/app/drop-in-plugins.ts`);
  closeCore = (
    (await import(
      `${core}/platform/graph/driver.ts`
    )) as typeof import('../../layers/core/src/platform/graph/driver.ts')
  ).closeGraph;
});
afterAll(async () => {
  await closeCore();
  await closeGraph();
  restoreEnv();
});

const ownerH = () => ({ 'x-api-key': owner.key });

async function container(name: string): Promise<{ id: number; oid: string }> {
  const r = await call<{ id: number; oid: string }>('POST', `${api}/fileContainers`, {
    headers: ownerH(),
    body: { name },
  });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

/** Uploads through the gateway (its active adapter is dbfs). */
async function uploadDbfs(containerId: number, data: Buffer): Promise<string> {
  const f = fileForm(data, 'f.bin');
  const r = await call<{ oid: string }>('POST', `${api}/fileContainers/${containerId}/payload`, {
    headers: { ...ownerH(), 'content-type': f.contentType },
    raw: f.body,
  });
  expect(r.status, r.text).toBe(201);
  return r.body.oid;
}

/** Uploads in this process with svc.storage.provider=s3 (the gateway's active adapter is dbfs). */
async function uploadS3(containerId: number, data: Buffer): Promise<string> {
  const { uploadFile } = (await import(
    `${core}/features/files/files.ts`
  )) as typeof import('../../layers/core/src/features/files/files.ts');
  const { resetConfigForTests } = (await import(
    `${core}/platform/config/load.ts`
  )) as typeof import('../../layers/core/src/platform/config/load.ts');
  const principal: Principal = { username: owner.username, roles: [], method: 'apikey' };
  const saved = process.env['SVC_STORAGE_PROVIDER'];
  process.env['SVC_STORAGE_PROVIDER'] = 's3';
  resetConfigForTests();
  try {
    const f = fileForm(data, 'f.bin');
    return (await uploadFile(principal, containerId, f.body, f.contentType)).oid;
  } finally {
    if (saved === undefined) delete process.env['SVC_STORAGE_PROVIDER'];
    else process.env['SVC_STORAGE_PROVIDER'] = saved;
    resetConfigForTests();
  }
}

async function rows(containerId: number): Promise<Row[]> {
  return cypher<Row>(
    `MATCH (:FileContainer {id: $id})-[:HAS_FILE]->(f:ShepardFile)
     RETURN f.appId AS appId, f.oid AS oid, f.providerId AS providerId, f.locator AS locator, f.previousProviderId AS previousProviderId,
            f.previousLocator AS previousLocator, f.migratedAt.epochMillis AS migratedAt, f.migrationHmac AS migrationHmac ORDER BY f.appId`,
    { id: containerId },
  );
}

async function download(containerId: number, oid: string): Promise<string> {
  const r = await fetch(`${gateway}${api}/fileContainers/${containerId}/payload/${oid}`, { headers: ownerH() });
  expect(r.status).toBe(200);
  return sha256(Buffer.from(await r.arrayBuffer()));
}

const status = async () =>
  (await call<RunStatus>('GET', '/v2/admin/files/migrate/status', { headers: asAdmin() })).body;

async function start(source: string, target: string, containerIds: number[]) {
  return call<RunStatus>('POST', '/v2/admin/files/migrate', {
    headers: asAdmin(),
    body: { sourceProviderId: source, targetProviderId: target, containerIds },
  });
}

async function untilFinished(runId: string, timeoutMs = 90_000): Promise<RunStatus> {
  return vi.waitFor(
    async () => {
      const s = await status();
      expect(s.runId).toBe(runId);
      expect(s.status, `run ${runId} still RUNNING: ${JSON.stringify(s)}`).not.toBe('RUNNING');
      return s;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

async function migrated(source: string, target: string, containerIds: number[]): Promise<RunStatus> {
  const r = await start(source, target, containerIds);
  expect(r.status, r.text).toBe(202);
  return untilFinished(r.body.runId ?? '');
}

const containerRow = (id: number) => call<ContainerRow>('GET', `${api}/temp/migrations/${id}`, { headers: asAdmin() });

async function adapter(id: string) {
  const { adapterById } = (await import(
    `${core}/platform/storage/registry.ts`
  )) as typeof import('../../layers/core/src/platform/storage/registry.ts');
  const a = await adapterById(id);
  if (!a) throw new Error(`no adapter ${id}`);
  return a;
}

async function dynamo() {
  const m = (await import(
    `${core}/platform/aws/clients.ts`
  )) as typeof import('../../layers/core/src/platform/aws/clients.ts');
  return { client: m.dynamo(), payloads: m.tableName('payloads') };
}

/** The dbfs manifest item of a file (`DBFS#<container oid>`, `<object>#m`). */
const manifestKey = (locator: string) => {
  const [containerOid, object] = locator.split('/');
  return { pk: `DBFS#${containerOid}`, sk: `${object}#m` };
};

async function runCli(argv: string[], tty = false) {
  const { io, stdout } = fakeIo({ HOME: tmpdir(), SVC_ADMIN_URL: gateway, SVC_ADMIN_API_KEY: adminKey() });
  const stderr = sink(tty);
  const code = await main(argv, {
    io: { ...io, stderr },
    discover: async () => ({ contributions: [], warnings: [] }),
    defaultPluginsDir: '/',
  });
  return { code, out: stdout.text, err: stderr.text };
}

/**
 * A test acting as the queue's event source: receives from its own queue, writes SQS events with
 * a chosen ApproximateReceiveCount, and runs the worker once per event in its own process.
 */
function privateEventSource(queue: string, dir: string, env: NodeJS.ProcessEnv) {
  const receive = async (n: number): Promise<Message[]> => {
    const got: Message[] = [];
    for (let i = 0; i < 20 && got.length < n; i++) {
      const r = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: queue,
          MaxNumberOfMessages: 10,
          WaitTimeSeconds: 1,
          VisibilityTimeout: 900,
          AttributeNames: ['All'],
        }),
      );
      got.push(...(r.Messages ?? []));
    }
    return got;
  };
  const eventOf = (ms: Message[], receiveCount: number): string => {
    const event: SQSEvent = {
      Records: ms.map((m) => ({
        messageId: m.MessageId ?? '',
        receiptHandle: m.ReceiptHandle ?? '',
        body: m.Body ?? '',
        attributes: { ...(m.Attributes ?? {}), ApproximateReceiveCount: String(receiveCount) } as never,
        messageAttributes: {},
        md5OfBody: m.MD5OfBody ?? '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:file-migration',
        awsRegion: 'us-east-1',
      })),
    };
    const file = join(dir, `event-${randomBytes(4).toString('hex')}.json`);
    writeFileSync(file, JSON.stringify(event));
    return file;
  };
  const worker = (file: string): { child: ChildProcess; done: Promise<{ code: number | null; out: string }> } => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/file-migration-worker.ts', file], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    return { child, done: new Promise((resolve) => child.on('exit', (code) => resolve({ code, out }))) };
  };
  return { receive, eventOf, worker };
}

/**
 * Runs `fn` with a queue of the test's own (which no gateway polls) and a temp dir, with
 * SVC_QUEUE_FILE_MIGRATION_URL pointing at that queue; restores the variable and removes both after.
 */
async function withPrivateQueue(tag: string, fn: (queue: string, dir: string) => Promise<void>): Promise<void> {
  const queue =
    (
      await sqs.send(
        new CreateQueueCommand({ QueueName: `svc-local-file-migration-${tag}-${randomBytes(4).toString('hex')}` }),
      )
    ).QueueUrl ?? '';
  const dir = mkdtempSync(join(tmpdir(), `svc-mig-${tag}-`));
  const saved = process.env['SVC_QUEUE_FILE_MIGRATION_URL'];
  process.env['SVC_QUEUE_FILE_MIGRATION_URL'] = queue;
  try {
    await fn(queue, dir);
  } finally {
    if (saved === undefined) delete process.env['SVC_QUEUE_FILE_MIGRATION_URL'];
    else process.env['SVC_QUEUE_FILE_MIGRATION_URL'] = saved;
    await sqs.send(new DeleteQueueCommand({ QueueUrl: queue }));
    rmSync(dir, { recursive: true, force: true });
  }
}

const lastLine = (out: string): unknown => JSON.parse(out.trim().split('\n').pop() ?? '{}');

describe('file migration', () => {
  let a: { id: number; oid: string };
  let b: { id: number; oid: string };
  const content = new Map<string, string>(); // oid → sha256

  it('validates the start request and answers IDLE-or-last-run status to admins only', async () => {
    expectProblem(await call('GET', '/v2/admin/files/migrate/status', { headers: ownerH() }), 403, 'auth.forbidden');
    expectProblem(
      await call('POST', '/v2/admin/files/migrate', {
        headers: ownerH(),
        body: { sourceProviderId: 'dbfs', targetProviderId: 's3' },
      }),
      403,
    );
    expectProblem(await start('dbfs', 'dbfs', [1]), 400, 'request.invalid');
    expectProblem(await start('dbfs', 'nope', [1]), 400, 'request.invalid');
    expectProblem(await start('none', 's3', [1]), 400, 'request.invalid');
    expectProblem(
      await call('POST', '/v2/admin/files/migrate', { headers: asAdmin(), body: { sourceProviderId: 'dbfs' } }),
      400,
      'request.invalid',
    );
    const s = await status();
    expect(['IDLE', 'DONE', 'FAILED']).toContain(s.status);
  });

  it('answers 503 naming the adapter when the source or target is unavailable (file-s3 switched off)', async () => {
    const gw = await startExtraGateway(18096, { SVC_PLUGINS_FILE_S3_ENABLED: 'false' });
    try {
      const c = await container('mig-unavailable');
      const r = await fetch(`${gw.url}/v2/admin/files/migrate`, {
        method: 'POST',
        headers: { ...asAdmin(), 'content-type': 'application/json' },
        body: JSON.stringify({ sourceProviderId: 'dbfs', targetProviderId: 's3', containerIds: [c.id] }),
      });
      const body = (await r.json()) as { status: number; code?: string; detail: string };
      expect(r.status, JSON.stringify(body)).toBe(503);
      expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(body.detail).toContain('s3');
      // Nothing was claimed: the run slot stays with whatever held it before.
      expect((await status()).containerIds ?? []).not.toContain(c.id);
    } finally {
      gw.stop();
    }
  });

  it('a container with nothing on the source is DONE at once', async () => {
    const empty = await container('mig-empty');
    const r = await start('dbfs', 's3', [empty.id]);
    expect(r.status, r.text).toBe(202);
    expect(r.body).toMatchObject({ status: 'DONE', filesTotal: 0, filesMigrated: 0, filesFailed: 0 });
  });

  it('counts injected failures (FAILED), then a re-run touches only the residue and ends DONE with identical bytes', async () => {
    a = await container('mig-a');
    b = await container('mig-b');
    for (const [c, n] of [
      [a, 6],
      [b, 4],
    ] as const) {
      for (let i = 0; i < n; i++) {
        const data = randomBytes(100_000 + i * 70_000);
        content.set(await uploadDbfs(c.id, data), sha256(data));
      }
    }
    // Real failures: three files lose their dbfs manifest, so their bytes cannot be read.
    const { client, payloads } = await dynamo();
    const victims = [...(await rows(a.id)).slice(0, 2), ...(await rows(b.id)).slice(0, 1)];
    const saved = [];
    for (const v of victims) {
      const item = (await client.send(new GetCommand({ TableName: payloads, Key: manifestKey(v.locator) }))).Item;
      expect(item).toBeDefined();
      saved.push(item as Record<string, unknown>);
      await client.send(new DeleteCommand({ TableName: payloads, Key: manifestKey(v.locator) }));
    }

    const first = await migrated('dbfs', 's3', [a.id, b.id]);
    expect(first).toMatchObject({
      status: 'FAILED',
      filesTotal: 10,
      filesMigrated: 7,
      filesFailed: 3,
      filesSkipped: 0,
    });
    expect(first.errorMessage).toMatch(/^3 of 10 files failed; first: /);
    const ra = await containerRow(a.id);
    expect(ra.body).toMatchObject({
      containerId: a.id,
      status: 'FAILED',
      total: 6,
      migrated: 4,
      failed: 2,
      batch: 2,
      etaSeconds: 0,
    });
    expect(ra.body.errors).toMatch(/No stored payload/);
    expect((await containerRow(b.id)).body).toMatchObject({ status: 'FAILED', total: 4, migrated: 3, failed: 1 });
    const listed = await call<ContainerRow[]>('GET', `${api}/temp/migrations/state`, { headers: asAdmin() });
    expect(listed.status).toBe(200);
    expect(listed.body.filter((r) => r.containerId === a.id || r.containerId === b.id)).toHaveLength(2);
    const cliFailed = await runCli(['files', 'migrate-status']);
    expect(cliFailed.code).toBe(2);
    expect(cliFailed.out).toMatch(/status:\s+FAILED/);

    const afterFirst = [...(await rows(a.id)), ...(await rows(b.id))];
    const victimIds = new Set(victims.map((v) => v.appId));
    for (const r of afterFirst) {
      if (victimIds.has(r.appId)) {
        expect(r).toMatchObject({ providerId: 'dbfs', previousProviderId: null, migrationHmac: null });
      } else {
        expect(r.providerId).toBe('s3');
        expect(r.previousProviderId).toBe('dbfs');
        expect(r.previousLocator).toBe(r.locator);
        expect(r.migrationHmac).toMatch(/^[0-9a-f]{64}$/);
        expect(typeof r.migratedAt).toBe('number');
      }
    }

    for (const item of saved) await client.send(new PutCommand({ TableName: payloads, Item: item }));
    const second = await migrated('dbfs', 's3', [a.id, b.id]);
    expect(second).toMatchObject({
      status: 'DONE',
      filesTotal: 3,
      filesMigrated: 3,
      filesFailed: 0,
      errorMessage: null,
    });
    expect((await containerRow(a.id)).body).toMatchObject({
      status: 'COMPLETED',
      total: 2,
      migrated: 2,
      failed: 0,
      errors: null,
    });

    const afterSecond = [...(await rows(a.id)), ...(await rows(b.id))];
    const earlier = new Map(afterFirst.map((r) => [r.appId, r.migratedAt]));
    for (const r of afterSecond) {
      expect(r.providerId).toBe('s3');
      if (!victimIds.has(r.appId)) expect(r.migratedAt).toBe(earlier.get(r.appId));
    }
    for (const [c, list] of [
      [a, await rows(a.id)],
      [b, await rows(b.id)],
    ] as const) {
      for (const r of list) expect(await download(c.id, r.oid)).toBe(content.get(r.oid));
    }
    // Migration never deletes source bytes.
    const dbfs = await adapter('dbfs');
    for (const r of afterSecond) expect(await dbfs.stat(r.locator)).toBeDefined();
  }, 180_000);

  it('a worker killed mid-batch and the batch delivered again copies every file exactly once', async () => {
    const c = await container('mig-kill');
    for (let i = 0; i < 6; i++) {
      const data = randomBytes(3 * 1024 * 1024 + i);
      content.set(await uploadDbfs(c.id, data), sha256(data));
    }
    // A queue of this test's own, which no gateway polls: this test is the event source.
    await withPrivateQueue('kill', async (queue, dir) => {
      const env = { ...process.env, SVC_QUEUE_FILE_MIGRATION_URL: queue };
      const { startMigration } = (await import(
        `${core}/features/files-migration/start.ts`
      )) as typeof import('../../layers/core/src/features/files-migration/start.ts');
      const run = await startMigration(
        { sourceProviderId: 'dbfs', targetProviderId: 's3', containerIds: [c.id] },
        'test',
      );
      expect(run).toMatchObject({ status: 'RUNNING', filesTotal: 6 });

      // While it runs: a second start and any rollback are refused; the CLI reports RUNNING (exit 1).
      const again = await start('s3', 'dbfs', [c.id]);
      expectProblem(again, 409, 'resource.conflict');
      expect((again.body as unknown as Record<string, unknown>)['reason']).toBe('migration-running');
      const someMigrated = (await rows(a.id)).find((r) => r.providerId === 's3');
      const refused = await call('POST', `/v2/admin/files/migrate/rollback/${someMigrated?.appId ?? ''}`, {
        headers: asAdmin(),
      });
      expectProblem(refused, 409, 'resource.conflict');
      expect((await runCli(['files', 'migrate-status'])).code).toBe(1);

      const { receive, eventOf, worker } = privateEventSource(queue, dir, env);

      const plan = await receive(1);
      expect(plan.map((m) => JSON.parse(m.Body ?? '{}').kind)).toEqual(['plan']);
      const planned = await worker(eventOf(plan, 1)).done;
      expect(planned.code, planned.out).toBe(0);
      const batch = await receive(2);
      expect(batch.map((m) => (JSON.parse(m.Body ?? '{}') as { appIds: string[] }).appIds.length).sort()).toEqual([
        1, 5,
      ]);
      const event = eventOf(batch, 1);

      const first = worker(event);
      // Killed as soon as one file is copied (the assertions below judge the count seen last).
      let atKill = 0;
      await vi
        .waitFor(
          async () => {
            atKill = (await rows(c.id)).filter((r) => r.providerId === 's3').length;
            if (atKill === 0) throw new Error('no file copied yet');
          },
          { timeout: 60_000, interval: 20 },
        )
        .catch(() => undefined);
      first.child.kill('SIGKILL');
      const killed = await first.done;
      expect(killed.code).toBeNull();
      expect(atKill).toBeGreaterThan(0);
      const mid = await status();
      expect(mid.status).toBe('RUNNING');
      expect(mid.filesMigrated).toBeLessThan(6);

      const redelivered = await worker(eventOf(batch, 2)).done;
      expect(redelivered.code, redelivered.out).toBe(0);
      expect(lastLine(redelivered.out)).toEqual({ batchItemFailures: [] });

      expect(await status()).toMatchObject({
        status: 'DONE',
        filesTotal: 6,
        filesMigrated: 6,
        filesFailed: 0,
        filesSkipped: 0,
      });
      const after = await rows(c.id);
      expect(
        after.every(
          (r) =>
            r.providerId === 's3' &&
            r.previousProviderId === 'dbfs' &&
            r.locator === r.previousLocator &&
            r.migrationHmac !== null,
        ),
      ).toBe(true);
      const { Contents = [] } = await s3.send(
        new ListObjectsV2Command({ Bucket: 'svc-local-files', Prefix: `${c.oid}/` }),
      );
      expect(Contents.map((o) => o.Key).sort()).toEqual(after.map((r) => r.locator).sort());
      for (const r of after) expect(await download(c.id, r.oid)).toBe(content.get(r.oid));
      expect((await containerRow(c.id)).body).toMatchObject({ status: 'COMPLETED', total: 6, migrated: 6, batch: 2 });
    });
  }, 240_000);
});

describe('a message that keeps failing', () => {
  it('is retried while deliveries remain, and on the last one its files are recorded FAILED so the run ends', async () => {
    const c = await container('mig-last-chance');
    for (let i = 0; i < 2; i++) await uploadDbfs(c.id, randomBytes(10_000 + i));
    await withPrivateQueue('last', async (queue, dir) => {
      const { startMigration } = (await import(
        `${core}/features/files-migration/start.ts`
      )) as typeof import('../../layers/core/src/features/files-migration/start.ts');
      expect(
        await startMigration({ sourceProviderId: 'dbfs', targetProviderId: 's3', containerIds: [c.id] }, 'test'),
      ).toMatchObject({ status: 'RUNNING', filesTotal: 2 });
      const healthy = privateEventSource(queue, dir, { ...process.env, SVC_QUEUE_FILE_MIGRATION_URL: queue });
      expect((await healthy.worker(healthy.eventOf(await healthy.receive(1), 1)).done).code).toBe(0);
      const batch = await healthy.receive(1);
      expect(batch).toHaveLength(1);

      // A worker whose target adapter is switched off fails the whole message.
      const broken = privateEventSource(queue, dir, {
        ...process.env,
        SVC_QUEUE_FILE_MIGRATION_URL: queue,
        SVC_PLUGINS_FILE_S3_ENABLED: 'false',
      });
      const early = await broken.worker(broken.eventOf(batch, 1)).done;
      expect(early.code, early.out).toBe(0);
      expect(lastLine(early.out)).toEqual({ batchItemFailures: [{ itemIdentifier: batch[0]?.MessageId }] });
      expect(await status()).toMatchObject({ status: 'RUNNING', filesMigrated: 0, filesFailed: 0 });

      const last = await broken.worker(broken.eventOf(batch, 5)).done;
      expect(last.code, last.out).toBe(0);
      expect(lastLine(last.out)).toEqual({ batchItemFailures: [] });
      const ended = await status();
      expect(ended).toMatchObject({ status: 'FAILED', filesTotal: 2, filesMigrated: 0, filesFailed: 2 });
      expect(ended.errorMessage).toMatch(/gave up after 5 deliveries/);
      expect((await rows(c.id)).every((r) => r.providerId === 'dbfs')).toBe(true);
    });
  }, 120_000);
});

describe('rollback', () => {
  const rollback = (appId: string) =>
    call<{ appId: string; status: string }>('POST', `/v2/admin/files/migrate/rollback/${appId}`, {
      headers: asAdmin(),
    });

  it('s3 → dbfs (migrated from dbfs): bytes go back to dbfs under a fresh object id; the s3 bytes stay, orphaned', async () => {
    const c = await container('mig-rb-dbfs');
    const data = randomBytes(250_000);
    const oid = await uploadDbfs(c.id, data);
    expect((await migrated('dbfs', 's3', [c.id])).status).toBe('DONE');
    const [before] = await rows(c.id);
    if (!before) throw new Error('no row');
    const r = await rollback(before.appId);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ appId: before.appId, status: 'ROLLED_BACK' });
    const [after] = await rows(c.id);
    expect(after).toMatchObject({
      appId: before.appId,
      oid,
      providerId: 'dbfs',
      previousProviderId: null,
      previousLocator: null,
      migratedAt: null,
      migrationHmac: null,
    });
    expect(after?.locator).not.toBe(before.previousLocator);
    expect(after?.locator.startsWith(`${c.oid}/`)).toBe(true);
    expect(await download(c.id, oid)).toBe(sha256(data));
    expect(await (await adapter('s3')).stat(before.locator)).toMatchObject({ size: data.length });

    const again = await rollback(before.appId);
    expectProblem(again, 409, 'resource.conflict');
    expect((again.body as Record<string, unknown>)['reason']).toBe('not-migrated');
    expectProblem(await rollback('01900000-0000-7000-8000-000000000000'), 404, 'resource.not-found');
  }, 120_000);

  it('dbfs → s3 (migrated from s3): bytes go back to previousLocator; a tampered row or tampered bytes are refused', async () => {
    const c = await container('mig-rb-s3');
    const files = [randomBytes(120_000), randomBytes(90_000), randomBytes(60_000)];
    const oids = [];
    for (const f of files) oids.push(await uploadS3(c.id, f));
    const original = await rows(c.id);
    expect(original.every((r) => r.providerId === 's3')).toBe(true);
    expect((await migrated('s3', 'dbfs', [c.id])).status).toBe('DONE');
    const moved = await rows(c.id);
    expect(moved.every((r) => r.providerId === 'dbfs')).toBe(true);

    const [first, second, third] = moved;
    if (!first || !second || !third) throw new Error('rows missing');
    const ok = await rollback(first.appId);
    expect(ok.status, ok.text).toBe(200);
    const back = (await rows(c.id)).find((r) => r.appId === first.appId);
    expect(back).toMatchObject({
      providerId: 's3',
      locator: first.previousLocator,
      previousProviderId: null,
      migrationHmac: null,
    });
    expect(await download(c.id, first.oid)).toBe(sha256(files[oids.indexOf(first.oid)] ?? Buffer.alloc(0)));
    expect(await (await adapter('dbfs')).stat(first.locator)).toBeDefined();

    const { writeQuery } = (await import(
      `${core}/platform/graph/driver.ts`
    )) as typeof import('../../layers/core/src/platform/graph/driver.ts');
    await writeQuery('MATCH (f:ShepardFile {appId: $a}) SET f.previousLocator = $l', {
      a: second.appId,
      l: `${c.oid}/elsewhere`,
    });
    const tamperedRow = await rollback(second.appId);
    expectProblem(tamperedRow, 409, 'resource.conflict');
    expect((tamperedRow.body as Record<string, unknown>)['reason']).toBe('hmac-mismatch');
    expect((await rows(c.id)).find((r) => r.appId === second.appId)?.providerId).toBe('dbfs');

    const { Readable } = await import('node:stream');
    await (await adapter('dbfs')).put(third.locator, Readable.from([randomBytes(60_000)]));
    const tamperedBytes = await rollback(third.appId);
    expectProblem(tamperedBytes, 409, 'resource.conflict');
    expect((tamperedBytes.body as Record<string, unknown>)['reason']).toBe('hmac-mismatch');
  }, 120_000);
});

describe('svc-admin', () => {
  it('files migrate waits with progress on a terminal; migrate-status and migrations status report the run', async () => {
    const c = await container('mig-cli');
    for (let i = 0; i < 12; i++) await uploadDbfs(c.id, randomBytes(150_000));
    const run = await runCli(
      ['files', 'migrate', 'dbfs', 's3', '--containers', String(c.id), '--interval', '0.2'],
      true,
    );
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(/status:\s+DONE/);
    expect(run.out).toMatch(/12 migrated, 0 failed, 0 skipped of 12/);
    const json = await runCli(['files', 'migrate-status', '-o', 'json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toMatchObject({ status: 'DONE', filesMigrated: 12, containerIds: [c.id] });
    const one = await runCli(['migrations', 'status', String(c.id)]);
    expect(one.code).toBe(0);
    expect(one.out.split('\n')[0]).toMatch(
      /^CONTAINER\s+STATUS\s+MIGRATED\s+TOTAL\s+FAILED\s+BATCH\s+STARTED\s+UPDATED\s+ETA\s+ERRORS$/,
    );
    expect(one.out).toMatch(new RegExp(`${c.id}\\s+COMPLETED\\s+12\\s+12\\s+0\\s+3\\s`));
    const all = await runCli(['migrations', 'status', '-o', 'json']);
    expect((JSON.parse(all.out) as { migrations: ContainerRow[] }).migrations.some((r) => r.containerId === c.id)).toBe(
      true,
    );
    const missing = await runCli(['migrations', 'status', '999999999999']);
    expect(missing.code).toBe(1);
    const background = await runCli([
      'files',
      'migrate',
      's3',
      'dbfs',
      '--containers',
      String(c.id),
      '--no-wait',
      '-o',
      'json',
    ]);
    expect(background.code).toBe(0);
    expect(JSON.parse(background.out)).toMatchObject({ status: 'RUNNING', filesTotal: 12 });
    await untilFinished((JSON.parse(background.out) as RunStatus).runId ?? '');
  }, 120_000);
});
