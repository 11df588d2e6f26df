import {
  CreateQueueCommand,
  DeleteQueueCommand,
  ReceiveMessageCommand,
  SQSClient,
  type Message,
} from '@aws-sdk/client-sqs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { awsEndpoint, localAwsCredentials } from '../../localstack/src/local-env.ts';
import { useLocalCore } from '../support/local-core.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { closeGraph, cypher } from '../support/fixtures.ts';
import { adminKey, asAdmin, call, userWithKey, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { sidecarAcls, type User } from '../support/hdf.ts';
import { adminHome, svcAdmin } from '../support/svc-admin.ts';
import { freePort, privateHsds, type PrivateService } from '../support/private-services.ts';

/**
 * HDF against a sidecar that dies: a private HSDS (its own loopback address and port, never the
 * shared one) behind a gateway with svc.hdf.enabled and a private hdf-acl-retry queue. With the
 * sidecar hung or stopped, create and delete answer 503 within seconds and leave nothing behind, a
 * permission change answers at once and its sync lands in the queue, rebuild-acls names
 * `hsds.connect-timeout`; once it is back, the retry worker brings the ACLs in line. Also: a
 * create whose graph commit fails removes the folder it made.
 */
let hsds: PrivateService & { endpoint: string };
let gw: { url: string; stop: () => void };
let owner: User;
let reader: User;
let queueUrl = '';
const sqs = new SQSClient({ region: 'us-east-1', endpoint: awsEndpoint, credentials: localAwsCredentials });
// The in-process parts below point this process at the private sidecar; the integration files
// share one process, so the environment goes back as it was afterwards.
let restoreEnv: () => void = () => {};

beforeAll(async () => {
  hsds = await privateHsds();
  queueUrl =
    (await sqs.send(new CreateQueueCommand({ QueueName: `svc-local-hdf-acl-retry-${randomBytes(4).toString('hex')}` })))
      .QueueUrl ?? '';
  [gw, owner, reader] = await Promise.all([
    startExtraGateway(await freePort(), {
      SVC_HDF_ENABLED: 'true',
      SVC_HDF_SIDECAR_ENDPOINT: hsds.endpoint,
      SVC_QUEUE_HDF_ACL_RETRY_URL: queueUrl,
      SVC_AWS_CALL_LOG: '',
    }),
    userWithKey(),
    userWithKey(),
  ]);
}, 120_000);
afterAll(async () => {
  restoreEnv();
  gw?.stop();
  await hsds?.remove();
  if (queueUrl) await sqs.send(new DeleteQueueCommand({ QueueUrl: queueUrl })).catch(() => undefined);
  sqs.destroy();
  await closeGraph();
});

const req = <T = unknown>(method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  call<T>(method, path, { headers, base: gw.url, ...(body !== undefined ? { body } : {}) });
const h = (u: User) => withKey(u.key);
const grant = (readers: string[]) => ({
  permissionType: 'Private',
  reader: readers,
  writer: [],
  manager: [],
  readerGroupIds: [],
  writerGroupIds: [],
});

async function drain(): Promise<Message[]> {
  const out: Message[] = [];
  for (let i = 0; i < 3; i++) {
    const r = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 1,
        AttributeNames: ['All'],
      }),
    );
    out.push(...(r.Messages ?? []));
  }
  return out;
}

describe('HDF with the sidecar down', () => {
  it('answers 503 and leaves nothing behind; permission syncs wait in the queue until the sidecar is back', async () => {
    const c = (await req<{ id: number; appId: string }>('POST', '/svc/api/collections', h(owner), { name: 'faults' }))
      .body;
    const kept = await req<{ appId: string; hdfDomain: string }>('POST', '/v2/hdf-containers', h(owner), {
      name: 'kept',
      collectionAppId: c.appId,
    });
    expect(kept.status, kept.text).toBe(201);
    const folder = kept.body.hdfDomain.replace(/\/$/, '');

    // A hung sidecar (frozen, not refusing) does not hold a permission write: it answers at once
    // (it waited up to 4 s for an inline sync before) and leaves its sync in the queue.
    await hsds.freeze();
    const hung = Date.now();
    const early = await req('PUT', `/svc/api/collections/${c.id}/permissions`, h(owner), grant([]));
    expect(early.status, early.text).toBe(200);
    expect(Date.now() - hung).toBeLessThan(3_500);
    hsds.resume();
    expect((await drain()).map((m) => JSON.parse(m.Body ?? '{}') as { appIds: string[] })).toContainEqual(
      expect.objectContaining({ appIds: [kept.body.appId] }),
    );

    await hsds.kill();
    const name = `never-${randomBytes(4).toString('hex')}`;
    let t0 = Date.now();
    const refused = await req('POST', '/v2/hdf-containers', h(owner), { name, collectionAppId: c.appId });
    expect(Date.now() - t0).toBeLessThan(10_000);
    expectProblem(refused, 503);
    expect((refused.body as { dependency: string }).dependency).toBe('hsds');
    expect(await cypher('MATCH (h:HdfContainer {name: $name}) RETURN h', { name })).toEqual([]);

    t0 = Date.now();
    expectProblem(await req('DELETE', `/v2/hdf-containers/${kept.body.appId}`, h(owner)), 503);
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect((await req('GET', `/v2/hdf-containers/${kept.body.appId}`, h(owner))).status).toBe(200);

    // The permission write succeeds at once, without waiting on the dead HSDS; its sync is queued.
    t0 = Date.now();
    const put = await req('PUT', `/svc/api/collections/${c.id}/permissions`, h(owner), grant([reader.username]));
    expect(put.status, put.text).toBe(200);
    expect(Date.now() - t0).toBeLessThan(3_500);
    const queued = await drain();
    expect(queued.map((m) => JSON.parse(m.Body ?? '{}') as { appIds: string[]; reason: string })).toContainEqual(
      expect.objectContaining({ appIds: [kept.body.appId], reason: 'permission change' }),
    );

    const rebuilt = await req<{ errors: { appId: string; reason: string }[] }>(
      'POST',
      '/v2/admin/hdf/rebuild-acls',
      asAdmin(),
    );
    expect(rebuilt.status, rebuilt.text).toBe(200);
    expect(rebuilt.body.errors).toContainEqual({ appId: kept.body.appId, reason: 'hsds.connect-timeout' });
    const cli = await svcAdmin(adminHome(), ['--url', gw.url, 'hdf', 'rebuild-acls', '-o', 'json'], {
      SVC_ADMIN_API_KEY: adminKey(),
    });
    expect(cli.code, cli.stderr).toBe(1);
    expect((JSON.parse(cli.stdout) as { errors: unknown[] }).errors).toContainEqual({
      appId: kept.body.appId,
      reason: 'hsds.connect-timeout',
    });

    // Back up: the worker's retry of the queued message brings the reader in.
    await hsds.start();
    // Its service node answers before every data node is back: a first read may still be a 500.
    const before = await vi.waitFor(() => sidecarAcls(folder, hsds.endpoint), { timeout: 30_000, interval: 250 });
    expect(before.get(reader.username)?.read ?? false).toBe(false);
    restoreEnv();
    restoreEnv = useLocalCore({
      SVC_HDF_ENABLED: 'true',
      SVC_HDF_SIDECAR_ENDPOINT: hsds.endpoint,
      SVC_QUEUE_HDF_ACL_RETRY_URL: queueUrl,
    });
    const { handler } = await import('../../functions/hdf-acl-retry/handler.ts');
    const records = queued.map((m) => ({
      messageId: m.MessageId ?? '',
      receiptHandle: m.ReceiptHandle ?? '',
      body: m.Body ?? '',
      attributes: { ApproximateReceiveCount: m.Attributes?.['ApproximateReceiveCount'] ?? '1' },
    }));
    const outcome = await handler({ Records: records } as never, { getRemainingTimeInMillis: () => 60_000 } as never);
    expect(outcome.batchItemFailures).toEqual([]);
    expect((await sidecarAcls(folder, hsds.endpoint)).get(reader.username)).toMatchObject({
      read: true,
      update: false,
    });

    // And delete works again, taking the folder along.
    expect((await req('DELETE', `/v2/hdf-containers/${kept.body.appId}`, h(owner))).status).toBe(204);
    expect((await sidecarAcls(folder, hsds.endpoint)).size).toBe(0);
  }, 180_000);

  it('a create whose graph commit fails removes the folder it made', async () => {
    restoreEnv();
    restoreEnv = useLocalCore({ SVC_HDF_ENABLED: 'true', SVC_HDF_SIDECAR_ENDPOINT: hsds.endpoint });
    const { createHdfContainer } = await import('#core/features/hdf/service.ts');
    const { sidecar } = await import('#core/features/hdf/sidecar.ts');
    let made = '';
    const err = await createHdfContainer(
      { username: owner.username, roles: [], method: 'apikey' },
      { name: 'doomed' },
      {
        sidecar,
        commit: (_p, appId) => {
          made = appId;
          return Promise.reject(new Error('the graph refused the commit'));
        },
      },
    ).catch((e: unknown) => e);
    expect((err as Error).message).toBe('the graph refused the commit');
    expect(made).not.toBe('');
    const s = await sidecar();
    expect(await s.acls(`/svc/${made}`)).toBeUndefined();
    expect(await cypher('MATCH (h:HdfContainer {appId: $appId}) RETURN h', { appId: made })).toEqual([]);
  }, 60_000);
});
