import { DynamoDBClient, QueryCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { physicalName, queueEnv } from '#core/platform/resources/definitions.ts';
import { AWS_CALL_LOG_ENV } from '#core/platform/observability/aws-calls.ts';
import { dynamodbEndpoint, localAwsCredentials, RESOURCE_PREFIX } from '../../localstack/src/local-env.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { closeGraph, cypher, writeCypher } from '../support/fixtures.ts';
import { asAdmin, call, userWithKey, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { freePort } from '../support/private-services.ts';

/**
 * Deleting snapshots (docs/snapshots.md, Retention): DELETE /v2/snapshots/{appId} by the owner or a
 * manager of the Collection, and a Collection's snapshots deleted with it in the background
 * (the snapshot worker of the main test gateway purges the entries and the record).
 */
type H = Record<string, string>;
interface Entity {
  id: number;
  appId: string;
}
const api = '/svc/api';
let owner: { username: string; key: string };
let h: H;

const dynamo = new DynamoDBClient({
  region: 'us-east-1',
  endpoint: dynamodbEndpoint,
  credentials: localAwsCredentials,
});

async function newCollection(headers: H = h, base?: string): Promise<Entity> {
  const r = await call<Entity>('POST', `${api}/collections`, {
    headers,
    body: { name: 'snapshots-delete' },
    ...(base ? { base } : {}),
  });
  expect(r.status, r.text).toBe(201);
  const d = await call<Entity>('POST', `${api}/collections/${r.body.id}/dataObjects`, {
    headers,
    body: { name: 'd' },
    ...(base ? { base } : {}),
  });
  expect(d.status, d.text).toBe(201);
  return r.body;
}
async function snapshot(c: Entity, base?: string): Promise<string> {
  const r = await call<{ appId: string; status: string }>('POST', `/v2/collections/${c.appId}/snapshots`, {
    headers: h,
    ...(base ? { base } : {}),
  });
  expect(r.status, r.text).toBe(201);
  return r.body.appId;
}
/** Entry items of a snapshot in the `snapshots` table. */
async function storedRuns(appId: string): Promise<number> {
  const r = await dynamo.send(
    new QueryCommand({
      TableName: physicalName(RESOURCE_PREFIX, 'snapshots'),
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': { S: appId } },
      Select: 'COUNT',
      ConsistentRead: true,
    }),
  );
  return r.Count ?? 0;
}
/** Records of a snapshot in the graph, deleted or not. */
async function records(appId: string): Promise<number> {
  const [row] = await cypher<{ n: number }>(
    'MATCH (s {appId: $appId}) WHERE s:Snapshot OR s:DeletedSnapshot RETURN count(s) AS n',
    { appId },
  );
  return Number(row?.n ?? 0);
}
async function purged(appId: string): Promise<void> {
  await expect.poll(async () => (await storedRuns(appId)) + (await records(appId)), { timeout: 20_000 }).toBe(0);
}
const grant = (manager: string[], writer: string[]) => ({
  permissionType: 'Private',
  reader: [],
  writer,
  manager,
  readerGroupIds: [],
  writerGroupIds: [],
});

beforeAll(async () => {
  owner = await userWithKey();
  h = withKey(owner.key);
});
afterAll(async () => {
  dynamo.destroy();
  await closeGraph();
});

describe('DELETE /v2/snapshots/{appId}', () => {
  it('deletes a snapshot for the owner: gone from every read at once, its entries and record in the background', async () => {
    const c = await newCollection();
    const a = await snapshot(c);
    const b = await snapshot(c);
    expect(await storedRuns(a)).toBeGreaterThan(0);
    const del = await call('DELETE', `/v2/snapshots/${a}`, { headers: h });
    expect(del.status, del.text).toBe(204);
    expectProblem(await call('GET', `/v2/snapshots/${a}`, { headers: h }), 404);
    expectProblem(await call('GET', `/v2/snapshots/${a}/diff/${b}`, { headers: h }), 404);
    const list = await call<{ snapshots: { appId: string }[] }>('GET', `/v2/collections/${c.appId}/snapshots`, {
      headers: h,
    });
    expect(list.body.snapshots.map((s) => s.appId)).toEqual([b]);
    expectProblem(await call('DELETE', `/v2/snapshots/${a}`, { headers: h }), 404);
    await purged(a);
    // The other snapshot is untouched.
    expect((await call('GET', `/v2/snapshots/${b}`, { headers: h })).status).toBe(200);
    expect(await storedRuns(b)).toBeGreaterThan(0);
  }, 40_000);

  it('is for the owner and managers of the Collection: 403 for a writer and a stranger, 401 anonymous, 404 unknown', async () => {
    const manager = await userWithKey();
    const writer = await userWithKey();
    const stranger = await userWithKey();
    const c = await newCollection();
    const perms = await call('PUT', `${api}/collections/${c.id}/permissions`, {
      headers: h,
      body: grant([manager.username], [writer.username]),
    });
    expect(perms.status, perms.text).toBe(200);
    const s = await snapshot(c);
    expectProblem(await call('DELETE', `/v2/snapshots/${s}`, { headers: withKey(writer.key) }), 403);
    expectProblem(await call('DELETE', `/v2/snapshots/${s}`, { headers: withKey(stranger.key) }), 403);
    expect((await call('DELETE', `/v2/snapshots/${s}`)).status).toBe(401);
    expect((await call('GET', `/v2/snapshots/${s}`, { headers: h })).status).toBe(200);
    expect((await call('DELETE', `/v2/snapshots/${s}`, { headers: withKey(manager.key) })).status).toBe(204);
    await purged(s);
    expectProblem(await call('DELETE', '/v2/snapshots/01890000-0000-7000-8000-000000000000', { headers: h }), 404);
  }, 40_000);

  it('leaves a snapshot whose Collection is gone to instance admins', async () => {
    const c = await newCollection();
    const s = await snapshot(c);
    // A snapshot kept from before Collections took theirs along: its Collection no longer exists.
    await writeCypher('MATCH (s:Snapshot {appId: $appId}) SET s.collectionId = s.collectionId + 1000000000', {
      appId: s,
    });
    expectProblem(await call('DELETE', `/v2/snapshots/${s}`, { headers: h }), 403);
    expect((await call('DELETE', `/v2/snapshots/${s}`, { headers: asAdmin() })).status).toBe(204);
    await purged(s);
  }, 40_000);
});

describe("a Collection's snapshots", () => {
  it('are deleted with it, in the background', async () => {
    const c = await newCollection();
    const a = await snapshot(c);
    const b = await snapshot(c);
    const del = await call('DELETE', `${api}/collections/${c.id}`, { headers: h });
    expect(del.status, del.text).toBe(204);
    await purged(a);
    await purged(b);
    expectProblem(await call('GET', `/v2/snapshots/${a}`, { headers: h }), 404);
  }, 40_000);
});

describe('when the queue refuses the deletion', () => {
  let gw: { url: string; stop: () => void } | undefined;
  beforeAll(async () => {
    const deadPort = await freePort();
    gw = await startExtraGateway(await freePort(), {
      [queueEnv('snapshots')]: `http://127.0.0.1:${deadPort}/000000000000/svc-local-no-such-queue`,
      // Calls to a queue that exists nowhere say nothing about the stack's grants: not recorded.
      [AWS_CALL_LOG_ENV]: '',
    });
  }, 90_000);
  afterAll(() => gw?.stop());

  it('answers 503 and deletes nothing: neither the snapshot nor the Collection', async () => {
    const c = await newCollection();
    const s = await snapshot(c);
    const base = gw?.url ?? '';
    const del = await call('DELETE', `/v2/snapshots/${s}`, { headers: h, base });
    expectProblem(del, 503);
    expect((await call('GET', `/v2/snapshots/${s}`, { headers: h })).status).toBe(200);
    const delC = await call('DELETE', `${api}/collections/${c.id}`, { headers: h, base });
    expectProblem(delC, 503);
    expect((await call('GET', `${api}/collections/${c.id}`, { headers: h })).status).toBe(200);
    expect((await call('GET', `/v2/snapshots/${s}`, { headers: h })).status).toBe(200);
    expect(await storedRuns(s)).toBeGreaterThan(0);
  }, 40_000);
});
