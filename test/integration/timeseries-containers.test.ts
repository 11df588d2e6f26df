import { randomBytes } from 'node:crypto';
import { DynamoDBClient, QueryCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { physicalName, queueEnv } from '#core/platform/resources/definitions.ts';
import { AWS_CALL_LOG_ENV } from '#core/platform/observability/aws-calls.ts';
import { dynamodbEndpoint, localAwsCredentials, RESOURCE_PREFIX } from '../../localstack/src/local-env.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { adminKey, call, gateway, userWithKey, withKey, type Reply } from '../support/local.ts';
import { expectContract } from '../support/contract.ts';
import { closeGraph, cypher, fixture, int, matchesFixture } from '../support/fixtures.ts';
import { expectProblem } from '../support/problem.ts';
import { newCollection, newDataObject } from '../support/seed.ts';
import { startSparqlEndpoint, type Endpoint } from '../support/sparql-endpoint.ts';
import { freePort, privateDynamo, provisionPrivate, type PrivateService } from '../support/private-services.ts';
import {
  channel,
  channelQuery,
  newTimeseriesContainer,
  tsCall,
  writePoints,
  type Channel,
  type Point,
} from '../support/timeseries.ts';

/**
 * Timeseries containers over HTTP: the container rows against the reference and its fixture, the
 * permission matrix through the one gate, background deletion (points gone from DynamoDB, nodes
 * from the graph; a queue that refuses the message restores the container), timeseries
 * references (CRUD, exact nanoseconds, payload/export/metrics, counts, cascades), semantic
 * annotations on a channel, and a frozen DynamoDB behind a private gateway.
 */
const api = '/svc/api';
const TC = `${api}/timeseriesContainers`;
const C_PATH = '/timeseriesContainers';
const C_ITEM = '/timeseriesContainers/{timeseriesContainerId}';
const REF = '/collections/{collectionId}/dataObjects/{dataObjectId}/timeseriesReferences';
const REF_ITEM = `${REF}/{timeseriesReferenceId}`;
const ANN = '/timeseriesContainers/{timeseriesContainerId}/timeseries/{timeseriesId}/semanticAnnotations';
/** Today's instant with all 19 digits significant: beyond 2^53, so `JSON.parse` would round it. */
const START = 1_700_000_000_123_456_789n;
const MS = 1_000_000n;
const SECOND = 1_000_000_000n;
const ABSENT = 999_999_999_999;

interface User {
  username: string;
  key: string;
}
interface ContainerBody {
  id: number;
  name: string;
  type: string;
  revision: number;
  createdBy: string;
  [k: string]: unknown;
}
interface ChannelEntity extends Channel {
  id: number;
  containerId: number;
  valueType: string;
}
interface Answered {
  timeseries: Channel;
  points: { timestamp: bigint; value: unknown }[];
}

let owner: User;
let reader: User;
let writer: User;
let manager: User;
let stranger: User;
const admin = (): User => ({ username: 'admin', key: adminKey() });

beforeAll(async () => {
  [owner, reader, writer, manager, stranger] = await Promise.all([
    userWithKey(),
    userWithKey(),
    userWithKey(),
    userWithKey(),
    userWithKey(),
  ]);
});
afterAll(closeGraph);

const grant = (g: { reader?: User[]; writer?: User[]; manager?: User[] } = {}) => ({
  permissionType: 'Private',
  reader: (g.reader ?? []).map((u) => u.username),
  writer: (g.writer ?? []).map((u) => u.username),
  manager: (g.manager ?? []).map((u) => u.username),
  readerGroupIds: [],
  writerGroupIds: [],
});

const h = (u: User) => withKey(u.key);
const uniqueName = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;
const ramp = (from: bigint, n: number, step: bigint, value: (i: number) => unknown): Point[] =>
  Array.from({ length: n }, (_, i) => ({ timestamp: from + BigInt(i) * step, value: value(i) }));

async function channelsOf(key: string, containerId: number): Promise<ChannelEntity[]> {
  const r = await tsCall<ChannelEntity[]>('GET', `${TC}/${containerId}/timeseries`, { key });
  expect(r.status, r.text).toBe(200);
  return r.body;
}

const dynamo = new DynamoDBClient({
  region: 'us-east-1',
  endpoint: dynamodbEndpoint,
  credentials: localAwsCredentials,
});
afterAll(() => dynamo.destroy());

/** How many chunk items (and the META item) a channel has in the shared timeseries table. */
async function storedItems(channelId: number): Promise<number> {
  const r = await dynamo.send(
    new QueryCommand({
      TableName: physicalName(RESOURCE_PREFIX, 'timeseries'),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': { S: `CH#${channelId}` } },
      Select: 'COUNT',
      ConsistentRead: true,
    }),
  );
  return r.Count ?? 0;
}

async function until(what: string, check: () => Promise<boolean>, withinMs: number): Promise<void> {
  await expect
    .poll(check, { message: `${what}: not within ${withinMs} ms`, timeout: withinMs, interval: 100 })
    .toBe(true);
}

describe('containers: create, list, get, delete against the reference', () => {
  it('create answers timeseriescontainers--create: type TIMESERIES, revision 0, Private and owned by the caller', async () => {
    const r = await call<ContainerBody>('POST', TC, {
      headers: h(owner),
      body: { name: 'TimeseriesContainerWireFixture' },
    });
    expectContract(r, C_PATH, 'post', 201);
    expect(matchesFixture(r.body, fixture('timeseriescontainers--create'))).toEqual([]);
    expect(r.body).toMatchObject({ type: 'TIMESERIES', revision: 0, createdBy: owner.username });
    const perms = await call('GET', `${TC}/${r.body.id}/permissions`, { headers: h(owner) });
    expectContract(perms, `${C_ITEM}/permissions`, 'get', 200);
    expect(perms.body).toMatchObject({
      entityId: r.body.id,
      owner: owner.username,
      permissionType: 'Private',
      reader: [],
      writer: [],
      manager: [],
    });
    expectProblem(await call('POST', TC, { headers: h(owner), body: { name: '' } }), 400);
    expectProblem(await call('POST', TC, { headers: h(owner), body: {} }), 400);
  });

  it("lists only the caller's readable containers, filtered by name, ordered and paged; get; delete", async () => {
    const u = await userWithKey();
    const tag = randomBytes(3).toString('hex');
    const names = [`b-${tag}`, `a-${tag}`, `c-${tag}`];
    const made: ContainerBody[] = [];
    for (const name of names) {
      const r = await call<ContainerBody>('POST', TC, { headers: h(u), body: { name } });
      expectContract(r, C_PATH, 'post', 201);
      made.push(r.body);
    }
    const list = async (q: string) => {
      const r = await call<ContainerBody[]>('GET', `${TC}${q}`, { headers: h(u) });
      expectContract(r, C_PATH, 'get', 200);
      return r.body.map((c) => c.name);
    };
    // A fresh user reads only their own containers: the listing holds exactly these three.
    expect(await list('?orderBy=name')).toEqual([`a-${tag}`, `b-${tag}`, `c-${tag}`]);
    expect(await list('?orderBy=name&orderDesc=true')).toEqual([`c-${tag}`, `b-${tag}`, `a-${tag}`]);
    expect(await list('?orderBy=createdAt')).toEqual(names);
    expect(await list('?orderBy=createdAt&orderDesc=true')).toEqual([...names].reverse());
    expect(await list('?orderBy=name&page=1&size=2')).toEqual([`c-${tag}`]);
    expect(await list('?orderBy=name&page=0&size=2')).toEqual([`a-${tag}`, `b-${tag}`]);
    expect(await list(`?name=a-${tag}`)).toEqual([`a-${tag}`]);
    expect(await list('?name=nothing-by-that-name')).toEqual([]);
    expectProblem(await call('GET', `${TC}?size=0`, { headers: h(u) }), 400);
    expectProblem(await call('GET', `${TC}?orderBy=colour`, { headers: h(u) }), 400);

    const got = await call('GET', `${TC}/${made[0]!.id}`, { headers: h(u) });
    expectContract(got, C_ITEM, 'get', 200);
    expect(got.body).toEqual(made[0]);

    const del = await call('DELETE', `${TC}/${made[0]!.id}`, { headers: h(u) });
    expectContract(del, C_ITEM, 'delete', 204);
    expectProblem(await call('GET', `${TC}/${made[0]!.id}`, { headers: h(u) }), 404);
    expectProblem(await call('DELETE', `${TC}/${made[0]!.id}`, { headers: h(u) }), 404);
    expect(await list('?orderBy=name')).toEqual([`a-${tag}`, `c-${tag}`]);
  });
});

/**
 * Every row of a container through the one gate, for each standing: owner, reader, writer,
 * manager (granted by PUT permissions), a stranger and the instance admin.
 */
describe('the permission matrix of a container', () => {
  type Actor = 'owner' | 'reader' | 'writer' | 'manager' | 'stranger' | 'admin';
  const actors: Actor[] = ['owner', 'reader', 'writer', 'manager', 'stranger', 'admin'];
  const userOf = (a: Actor): User => (a === 'admin' ? admin() : { owner, reader, writer, manager, stranger }[a]);
  const ok = (...who: Actor[]) => Object.fromEntries(actors.map((a) => [a, who.includes(a)])) as Record<Actor, boolean>;
  const expected = {
    list: ok('owner', 'reader', 'writer', 'manager', 'admin'),
    get: ok('owner', 'reader', 'writer', 'manager', 'admin'),
    read: ok('owner', 'reader', 'writer', 'manager', 'admin'),
    write: ok('owner', 'writer', 'manager', 'admin'),
    permissions: ok('owner', 'manager', 'admin'),
    edit: ok('owner', 'manager', 'admin'),
    roles: ok('owner', 'reader', 'writer', 'manager', 'admin'),
    delete: ok('owner', 'writer', 'manager', 'admin'),
  };
  const roles: Record<Actor, unknown> = {
    owner: { owner: true, manager: false, writer: false, reader: false },
    reader: { owner: false, manager: false, writer: false, reader: true },
    writer: { owner: false, manager: false, writer: true, reader: false },
    manager: { owner: false, manager: true, writer: false, reader: false },
    stranger: null,
    admin: { owner: false, manager: true, writer: true, reader: true },
  };
  const ch = channel('temp');
  const granted = () => grant({ reader: [reader], writer: [writer], manager: [manager] });

  it('Private by default: a stranger and the not-yet-granted get 403 on an existing container, 404 on an absent one', async () => {
    const id = await newTimeseriesContainer(owner.key, uniqueName('private'));
    for (const u of [reader, stranger]) {
      expectProblem(await call('GET', `${TC}/${id}`, { headers: h(u) }), 403);
      expectProblem(await call('GET', `${TC}/${ABSENT}`, { headers: h(u) }), 404);
      expectProblem(await call('GET', `${TC}/${id}/roles`, { headers: h(u) }), 403);
    }
    expectProblem(await call('GET', `${TC}/${ABSENT}/permissions`, { headers: h(owner) }), 404);
    expectProblem(await call('DELETE', `${TC}/${ABSENT}`, { headers: h(owner) }), 404);
    expectProblem(
      await tsCall('POST', `${TC}/${ABSENT}/payload`, {
        key: owner.key,
        body: { timeseries: ch, points: [{ timestamp: START, value: 1.5 }] },
      }),
      404,
    );
  });

  it('list, get, payload read and write, permissions get and edit, roles, delete: each standing as the gate says', async () => {
    const name = uniqueName('matrix');
    const id = await newTimeseriesContainer(owner.key, name);
    await writePoints(owner.key, id, ch, [{ timestamp: START, value: 0.5 }]);
    const put = await call('PUT', `${TC}/${id}/permissions`, { headers: h(owner), body: granted() });
    expectContract(put, `${C_ITEM}/permissions`, 'put', 200);
    expect(put.body).toMatchObject({
      owner: owner.username,
      reader: [reader.username],
      writer: [writer.username],
      manager: [manager.username],
    });

    const failures: string[] = [];
    const check = (a: Actor, op: keyof typeof expected, r: Reply, okStatus: number) => {
      const want = expected[op][a] ? okStatus : 403;
      if (r.status !== want) failures.push(`${a} ${op}: ${r.status}, expected ${want}: ${r.text.slice(0, 200)}`);
      if (want === 403 && !/^application\/problem\+json/.test(r.headers.get('content-type') ?? ''))
        failures.push(`${a} ${op}: 403 is not a problem`);
    };
    for (const [i, a] of actors.entries()) {
      const u = userOf(a);
      const listed = await call<ContainerBody[]>('GET', `${TC}?name=${name}`, { headers: h(u) });
      expect(listed.status, listed.text).toBe(200);
      if (listed.body.some((c) => c.id === id) !== expected.list[a]) failures.push(`${a} list: ${listed.text}`);
      check(a, 'get', await call('GET', `${TC}/${id}`, { headers: h(u) }), 200);
      check(
        a,
        'read',
        await tsCall('GET', `${TC}/${id}/payload?${channelQuery(ch)}&start=${START}&end=${START + 100n * MS}`, {
          key: u.key,
        }),
        200,
      );
      check(
        a,
        'write',
        await tsCall('POST', `${TC}/${id}/payload`, {
          key: u.key,
          body: { timeseries: ch, points: [{ timestamp: START + BigInt(i + 1) * MS, value: i + 0.25 }] },
        }),
        201,
      );
      check(a, 'permissions', await call('GET', `${TC}/${id}/permissions`, { headers: h(u) }), 200);
      // The edit re-states the same grants, so the matrix stays as it is for the next actor.
      check(a, 'edit', await call('PUT', `${TC}/${id}/permissions`, { headers: h(u), body: granted() }), 200);
      const r = await call('GET', `${TC}/${id}/roles`, { headers: h(u) });
      check(a, 'roles', r, 200);
      if (r.status === 200) {
        expectContract(r, `${C_ITEM}/roles`, 'get', 200);
        if (JSON.stringify(r.body) !== JSON.stringify(roles[a])) failures.push(`${a} roles: ${r.text}`);
      }
    }
    expect(failures).toEqual([]);

    // Exactly the writes of those allowed to write landed (owner's seed + owner, writer, manager, admin).
    const points = await tsCall<Answered>(
      'GET',
      `${TC}/${id}/payload?${channelQuery(ch)}&start=${START}&end=${START + 100n * MS}`,
      { key: owner.key },
    );
    expect(points.json.points.map((p) => p.timestamp)).toEqual([0, 1, 3, 4, 6].map((k) => START + BigInt(k) * MS));

    // Deletion needs write: one granted container per actor.
    for (const a of actors) {
      const victim = await newTimeseriesContainer(owner.key, uniqueName(`delete-by-${a}`));
      expect((await call('PUT', `${TC}/${victim}/permissions`, { headers: h(owner), body: granted() })).status).toBe(
        200,
      );
      const r = await call('DELETE', `${TC}/${victim}`, { headers: h(userOf(a)) });
      check(a, 'delete', r, 204);
      const after = await call('GET', `${TC}/${victim}`, { headers: h(owner) });
      if (after.status !== (expected.delete[a] ? 404 : 200))
        failures.push(`${a} delete: the container answers ${after.status} afterwards`);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('a manager may not hand ownership over; only the owner may', async () => {
    const id = await newTimeseriesContainer(owner.key, uniqueName('handover'));
    expect(
      (await call('PUT', `${TC}/${id}/permissions`, { headers: h(owner), body: grant({ manager: [manager] }) })).status,
    ).toBe(200);
    expectProblem(
      await call('PUT', `${TC}/${id}/permissions`, {
        headers: h(manager),
        body: { ...grant({ manager: [manager] }), owner: manager.username },
      }),
      403,
    );
    const handed = await call('PUT', `${TC}/${id}/permissions`, {
      headers: h(owner),
      body: { ...grant(), owner: reader.username },
    });
    expect(handed.status, handed.text).toBe(200);
    expect((await call('GET', `${TC}/${id}`, { headers: h(reader) })).status).toBe(200);
    expectProblem(await call('GET', `${TC}/${id}`, { headers: h(owner) }), 403);
  });
});

describe('deleting a container', () => {
  it('answers 404 at once, leaves the listing, and its points and nodes go in the background', async () => {
    const name = uniqueName('doomed');
    const id = await newTimeseriesContainer(owner.key, name);
    const chans = [channel('temp'), channel('temp', { device: 'rig-2' }), channel('flag')];
    // Several chunk items per channel: points one second apart span many buckets.
    await writePoints(
      owner.key,
      id,
      chans[0]!,
      ramp(START, 3000, 1_000_000_000n, (i) => i + 0.5),
    );
    await writePoints(
      owner.key,
      id,
      chans[1]!,
      ramp(START, 3000, 7n * MS, (i) => i),
    );
    await writePoints(
      owner.key,
      id,
      chans[2]!,
      ramp(START, 50, MS, (i) => i % 2 === 0),
    );
    const ids = (await channelsOf(owner.key, id)).map((c) => c.id);
    expect(ids).toHaveLength(3);
    for (const c of ids) expect(await storedItems(c)).toBeGreaterThan(1);

    const c = await newCollection(h(owner));
    const d = await newDataObject(c, h(owner));
    const ref = await tsCall<{ id: number }>('POST', `${api}/collections/${c}/dataObjects/${d}/timeseriesReferences`, {
      key: owner.key,
      body: {
        name: 'before the deletion',
        start: START,
        end: START + 10n * MS,
        timeseries: [chans[2]],
        timeseriesContainerId: BigInt(id),
      },
    });
    expect(ref.status, ref.text).toBe(201);
    const refPath = `${api}/collections/${c}/dataObjects/${d}/timeseriesReferences/${ref.body.id}`;
    expect((await tsCall('GET', `${refPath}/payload`, { key: owner.key })).status).toBe(200);

    const t0 = Date.now();
    expect((await call('DELETE', `${TC}/${id}`, { headers: h(owner) })).status).toBe(204);
    expect(Date.now() - t0).toBeLessThan(3_000);
    expectProblem(await call('GET', `${TC}/${id}`, { headers: h(owner) }), 404);
    expectProblem(
      await tsCall('GET', `${TC}/${id}/payload?${channelQuery(chans[0]!)}&start=${START}&end=${START + MS}`, {
        key: owner.key,
      }),
      404,
    );
    expectProblem(
      await tsCall('POST', `${TC}/${id}/payload`, {
        key: owner.key,
        body: { timeseries: chans[0], points: [{ timestamp: START, value: 1.5 }] },
      }),
      404,
    );
    expectProblem(await call('GET', `${TC}/${id}/timeseries`, { headers: h(owner) }), 404);
    expectProblem(await call('GET', `${TC}/${id}/permissions`, { headers: h(owner) }), 404);
    expectProblem(
      await call('PUT', `${TC}/${id}/permissions`, { headers: h(owner), body: grant({ reader: [reader] }) }),
      404,
    );
    expectProblem(await call('GET', `${TC}/${id}/roles`, { headers: withKey(adminKey()) }), 404);
    expect((await call<ContainerBody[]>('GET', `${TC}?name=${name}`, { headers: h(owner) })).body).toEqual([]);
    expect((await call<ContainerBody[]>('GET', `${TC}?name=${name}`, { headers: withKey(adminKey()) })).body).toEqual(
      [],
    );

    // The reference stays (as upstream), but its points are gone with the container.
    expect((await tsCall('GET', refPath, { key: owner.key })).status).toBe(200);
    expectProblem(await tsCall('GET', `${refPath}/payload`, { key: owner.key }), 404);
    expectProblem(await tsCall('GET', `${refPath}/metrics?${channelQuery(chans[2]!)}`, { key: owner.key }), 404);

    // The main gateway's worker drains the container-deletion queue.
    await until(
      'the chunk items deleted',
      async () => (await Promise.all(ids.map(storedItems))).every((n) => n === 0),
      30_000,
    );
    await until(
      'the graph nodes deleted',
      async () => {
        const [left] = await cypher<{ n: number }>(
          `RETURN COUNT { (c:BasicEntity {id: $id}) } + COUNT { (t:Timeseries) WHERE t.containerId = $id OR t.id IN $ids } AS n`,
          { id: int(id), ids: ids.map(int) },
        );
        return Number(left?.n) === 0;
      },
      15_000,
    );
  }, 60_000);
});

/**
 * A DELETE whose deletion message cannot be queued: a gateway whose container-deletion queue URL
 * points at a port nobody listens on answers 503 and restores the container.
 */
describe('deleting a container when the queue refuses the message, and a frozen DynamoDB', () => {
  let dynamoPrivate: PrivateService | undefined;
  let gw: { url: string; stop: () => void } | undefined;
  let deadPort = 0;

  beforeAll(async () => {
    deadPort = await freePort();
    dynamoPrivate = await privateDynamo();
    const env = { SVC_AWS_DYNAMODB_ENDPOINT: dynamoPrivate.url };
    await provisionPrivate(env, { graph: false });
    gw = await startExtraGateway(await freePort(), {
      ...env,
      // With a custom endpoint (moto) the SQS client sends to the endpoint and names the queue by
      // the URL's path, so the path names no queue either: refused whichever way it is read.
      [queueEnv('container-deletion')]: `http://127.0.0.1:${deadPort}/000000000000/svc-local-no-such-queue`,
      // Calls to a queue that exists nowhere say nothing about the stack's grants: not recorded.
      [AWS_CALL_LOG_ENV]: '',
    });
  }, 90_000);
  afterAll(async () => {
    gw?.stop();
    await dynamoPrivate?.remove();
  }, 60_000);

  const on = () => ({ base: gw?.url ?? '' });

  it('DELETE answers 503 dependency.unavailable (sqs) and the container is still there, readable and listed', async () => {
    const name = uniqueName('kept');
    const id = await newTimeseriesContainer(owner.key, name, gw?.url);
    await writePoints(owner.key, id, channel('temp'), [{ timestamp: START, value: 2.5 }], gw?.url);
    const t0 = Date.now();
    const r = await call('DELETE', `${TC}/${id}`, { headers: h(owner), ...on() });
    expectProblem(r, 503, 'dependency.unavailable');
    expect((r.body as Record<string, unknown>)['dependency']).toBe('sqs');
    expect(Date.now() - t0).toBeLessThan(5_000);
    for (const base of [gw?.url ?? '', undefined]) {
      const got = await call<ContainerBody>('GET', `${TC}/${id}`, { headers: h(owner), ...(base ? { base } : {}) });
      expect(got.status, got.text).toBe(200);
      expect(got.body.name).toBe(name);
    }
    expect(
      (await call<ContainerBody[]>('GET', `${TC}?name=${name}`, { headers: h(owner) })).body.map((c) => c.id),
    ).toEqual([id]);
    const [labels] = await cypher<{ labels: string[] }>('MATCH (c:BasicEntity {id: $id}) RETURN labels(c) AS labels', {
      id: int(id),
    });
    expect(labels?.labels).toContain('TimeseriesContainer');
    expect(labels?.labels).not.toContain('DeletedContainer');
    const read = await tsCall<Answered>(
      'GET',
      `${TC}/${id}/payload?${channelQuery(channel('temp'))}&start=${START}&end=${START}`,
      { key: owner.key, ...on() },
    );
    expect(read.json.points).toEqual([{ timestamp: START, value: 2.5 }]);
  }, 30_000);

  it('a frozen DynamoDB (SIGSTOP): payload read and write answer 503 dependency.unavailable (dynamodb) within 5 s, then recover on SIGCONT', async () => {
    const id = await newTimeseriesContainer(owner.key, uniqueName('frozen'), gw?.url);
    const ch = channel('temp');
    await writePoints(owner.key, id, ch, [{ timestamp: START, value: 1.5 }], gw?.url);
    const readPath = `${TC}/${id}/payload?${channelQuery(ch)}&start=${START}&end=${START + MS}`;
    const timedCall = async (method: string, path: string, body?: unknown) => {
      const t0 = Date.now();
      const r = await tsCall(method, path, { key: owner.key, ...on(), ...(body !== undefined ? { body } : {}) });
      return { r, ms: Date.now() - t0 };
    };
    dynamoPrivate?.freeze();
    try {
      const calls: [string, string, unknown?][] = [
        ['GET', readPath],
        ['POST', `${TC}/${id}/payload`, { timeseries: ch, points: [{ timestamp: START + MS, value: 2.5 }] }],
        // Again: a client left with a stuck connection must not turn the next answers into waits.
        ['GET', readPath],
      ];
      for (const [i, [method, path, body]] of calls.entries()) {
        const { r, ms } = await timedCall(method, path, body);
        expect(r.status, `call ${i} (${method}) after ${ms} ms: ${r.text}`).toBe(503);
        expectProblem(r, 503, 'dependency.unavailable');
        expect((r.body as Record<string, unknown>)['dependency']).toBe('dynamodb');
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(ms).toBeLessThan(5_000);
      }
    } finally {
      dynamoPrivate?.resume();
    }
    await writePoints(owner.key, id, ch, [{ timestamp: START + 2n * MS, value: 3.5 }], gw?.url);
    const back = await tsCall<Answered>('GET', readPath.replace(`end=${START + MS}`, `end=${START + 2n * MS}`), {
      key: owner.key,
      ...on(),
    });
    expect(back.status, back.text).toBe(200);
    // The write refused during the freeze wrote nothing, or all of it: either way no half point.
    expect(back.json.points.map((p) => p.timestamp).filter((t) => t !== START + MS)).toEqual([START, START + 2n * MS]);
  }, 40_000);
});

describe('timeseries references', () => {
  const temp1 = channel('temp');
  const temp2 = channel('temp', { device: 'rig-2' });
  const flag = channel('flag');
  const label = channel('label');
  const fixtureChannel = {
    measurement: 'meas',
    device: 'dev',
    location: 'loc',
    symbolicName: 'symName',
    field: 'field',
  };
  /** Points from 5 ms before START, 1 ms apart; the reference covers [START, START + 9 ms]: 10 points each. */
  const from = START - 5n * MS;
  const end = START + 9n * MS;
  const temp1Points = ramp(from, 30, MS, (i) => i + 0.5);
  const temp2Points = ramp(from, 30, MS, (i) => -i - 0.25);
  const flagPoints = ramp(from, 30, MS, (i) => i % 3 === 0);
  const labelPoints = ramp(from, 30, MS, (i) => `s${i % 4}`);
  const inRange = (ps: Point[]) => ps.filter((p) => p.timestamp >= START && p.timestamp <= end);
  let container = 0;
  let collection = 0;
  let dataObject = 0;
  let refsPath = '';

  beforeAll(async () => {
    container = await newTimeseriesContainer(owner.key, uniqueName('referenced'));
    await writePoints(owner.key, container, temp1, temp1Points);
    await writePoints(owner.key, container, temp2, temp2Points);
    await writePoints(owner.key, container, flag, flagPoints);
    await writePoints(owner.key, container, label, labelPoints);
    await writePoints(owner.key, container, fixtureChannel, [{ timestamp: 1_000n, value: 1.5 }]);
    collection = await newCollection(h(owner));
    dataObject = await newDataObject(collection, h(owner));
    refsPath = `${api}/collections/${collection}/dataObjects/${dataObject}/timeseriesReferences`;
  });

  const create = (key: string, body: Record<string, unknown>, path = refsPath) =>
    tsCall<{ id: number; start: bigint; end: bigint }>('POST', path, {
      key,
      body: {
        name: 'window',
        start: START,
        end,
        timeseries: [temp1],
        timeseriesContainerId: BigInt(container),
        ...body,
      },
    });
  const refCount = async () => {
    const r = await call<{ timeseriesReferenceCount: number }>(
      'GET',
      `${api}/collections/${collection}/dataObjects/${dataObject}`,
      { headers: h(owner) },
    );
    expect(r.status, r.text).toBe(200);
    return r.body.timeseriesReferenceCount;
  };

  it("create, get, list, delete: the fixture, the reference schema, exact nanoseconds, the DataObject's count", async () => {
    const countBefore = await refCount();
    const fx = await create(owner.key, {
      name: 'TimeseriesReferenceWireFixture',
      start: 1_000n,
      end: 2_000n,
      timeseries: [fixtureChannel],
    });
    expectContract(fx, REF, 'post', 201);
    expect(matchesFixture(fx.body, fixture('timeseriesreferences--create'))).toEqual([]);
    expect(fx.body).toMatchObject({
      dataObjectId: dataObject,
      timeseriesContainerId: container,
      createdBy: owner.username,
    });

    const exact = await create(owner.key, { name: 'exact', timeseries: [temp1, temp2, flag] });
    expectContract(exact, REF, 'post', 201);
    expect(exact.json.start).toBe(START);
    expect(exact.json.end).toBe(end);
    expect(exact.text).toContain(`"start":${START}`);
    const got = await tsCall<{ start: bigint; end: bigint; timeseries: Channel[] }>(
      'GET',
      `${refsPath}/${exact.body.id}`,
      { key: owner.key },
    );
    expectContract(got, REF_ITEM, 'get', 200);
    expect(got.json).toMatchObject({ start: START, end, timeseries: [temp1, temp2, flag] });
    const max = await create(owner.key, {
      name: 'int64 max',
      start: 9_223_372_036_854_775_807n,
      end: 9_223_372_036_854_775_807n,
    });
    expect(max.status, max.text).toBe(201);
    expect((await tsCall<{ end: bigint }>('GET', `${refsPath}/${max.body.id}`, { key: owner.key })).json.end).toBe(
      9_223_372_036_854_775_807n,
    );

    const listed = await tsCall<{ id: bigint; start: bigint }[]>('GET', refsPath, { key: owner.key });
    expectContract(listed, REF, 'get', 200);
    expect(listed.json.find((r) => r.id === BigInt(exact.body.id))?.start).toBe(START);
    expect(await refCount()).toBe(countBefore + 3);

    const del = await call('DELETE', `${refsPath}/${max.body.id}`, { headers: h(owner) });
    expectContract(del, REF_ITEM, 'delete', 204);
    expectProblem(await call('GET', `${refsPath}/${max.body.id}`, { headers: h(owner) }), 404);
    expect(await refCount()).toBe(countBefore + 2);
    // The points stay.
    const still = await tsCall<Answered>(
      'GET',
      `${TC}/${container}/payload?${channelQuery(temp1)}&start=${START}&end=${end}`,
      { key: owner.key },
    );
    expect(still.json.points).toHaveLength(10);
  });

  it('create needs write on the Collection and read on the container; bad targets and ranges are 400', async () => {
    // Writes the Collection, cannot read the container.
    const collWriter = await userWithKey();
    expect(
      (
        await call('PUT', `${api}/collections/${collection}/permissions`, {
          headers: h(owner),
          body: grant({ writer: [collWriter] }),
        })
      ).status,
    ).toBe(200);
    expectProblem(await create(collWriter.key, {}), 403);
    // Reads the container, only reads the Collection.
    const collReader = await userWithKey();
    expect(
      (
        await call('PUT', `${api}/collections/${collection}/permissions`, {
          headers: h(owner),
          body: grant({ writer: [collWriter], reader: [collReader] }),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('PUT', `${TC}/${container}/permissions`, {
          headers: h(owner),
          body: grant({ reader: [collWriter, collReader] }),
        })
      ).status,
    ).toBe(200);
    expectProblem(await create(collReader.key, {}), 403);
    const readable = await call('GET', refsPath, { headers: h(collReader) });
    expect(readable.status, readable.text).toBe(200);
    // Now both: created.
    const made = await create(collWriter.key, { name: 'by a collection writer' });
    expect(made.status, made.text).toBe(201);
    expectProblem(await create(stranger.key, {}), 403);

    expectProblem(await create(owner.key, { timeseriesContainerId: BigInt(ABSENT) }), 400);
    expectProblem(await create(owner.key, { timeseries: [channel('no-such-field')] }), 400);
    expectProblem(await create(owner.key, { start: end, end: START }), 400);
    expectProblem(await create(owner.key, { start: -1n }), 400);
    expectProblem(await create(owner.key, { timeseries: [] }), 400);
    expectProblem(
      await create(owner.key, {}, `${api}/collections/${collection}/dataObjects/${ABSENT}/timeseriesReferences`),
      404,
    );
    // A container id that names another kind of entity is no timeseries container.
    expectProblem(await create(owner.key, { timeseriesContainerId: BigInt(collection) }), 400);
    expect((await call('DELETE', `${refsPath}/${made.body.id}`, { headers: h(owner) })).status).toBe(204);
  });

  it('payload: raw and aggregated, narrowed by channel filters (comma-separated or repeated); export as CSV', async () => {
    const ref = await create(owner.key, { name: 'payload', timeseries: [temp1, temp2, flag] });
    expect(ref.status, ref.text).toBe(201);
    const path = `${refsPath}/${ref.body.id}`;
    const payload = async (q = '') => {
      const r = await tsCall<Answered[]>('GET', `${path}/payload${q}`, { key: owner.key });
      expectContract(r, `${REF_ITEM}/payload`, 'get', 200);
      return r.json;
    };

    const raw = await payload();
    expect(raw.map((a) => a.timeseries)).toEqual([temp1, temp2, flag]);
    expect(raw[0]!.points).toEqual(inRange(temp1Points));
    expect(raw[1]!.points).toEqual(inRange(temp2Points));
    expect(raw[2]!.points).toEqual(inRange(flagPoints));
    expect(raw[0]!.points[0]!.timestamp).toBe(START);

    expect((await payload('?device=rig-1')).map((a) => a.timeseries)).toEqual([temp1, flag]);
    expect((await payload('?device=rig-2')).map((a) => a.timeseries)).toEqual([temp2]);
    expect((await payload('?device=rig-1,rig-2')).map((a) => a.timeseries)).toEqual([temp1, temp2, flag]);
    expect((await payload('?device=rig-1&device=rig-2&field=temp')).map((a) => a.timeseries)).toEqual([temp1, temp2]);
    expect(await payload('?field=flag&device=rig-2')).toEqual([]);

    // MEAN without group_by (5.2): buckets of width end − start, aligned to the epoch, those holding points.
    const mean = await payload('?function=MEAN&field=temp');
    const avg = (ps: Point[]) => ps.reduce((s, p) => s + (p.value as number), 0) / ps.length;
    const width = end - START;
    const byBucket = (ps: Point[], g: bigint) => {
      const out = new Map<bigint, Point[]>();
      for (const p of inRange(ps)) {
        const b = p.timestamp - (p.timestamp % g);
        out.set(b, [...(out.get(b) ?? []), p]);
      }
      return [...out].sort(([a], [b]) => (a < b ? -1 : 1));
    };
    const meanBuckets = (ps: Point[]) =>
      byBucket(ps, width).map(([timestamp, pts]) => ({ timestamp, value: avg(pts) }));
    expect(meanBuckets(temp1Points).length).toBe(2); // [START, START + 9 ms] crosses a 9 ms border
    expect(mean.map((a) => a.points)).toEqual([meanBuckets(temp1Points), meanBuckets(temp2Points)]);
    // COUNT in 0.5 ms buckets aligned to the epoch (points lie 1 ms apart), computed here independently:
    // without fill_option only the buckets holding points (NONE), with NULL every bucket of the range, gaps null.
    const g = MS / 2n;
    const counts = new Map<bigint, bigint | null>();
    for (let b = START - (START % g); b <= end; b += g) counts.set(b, null);
    for (const [b, pts] of byBucket(temp1Points, g)) counts.set(b, BigInt(pts.length));
    expect([...counts.values()].filter((v) => v === null).length).toBeGreaterThan(0);
    const counted = await payload(`?function=COUNT&group_by=${g}&field=temp&device=rig-1`);
    expect(counted[0]!.points).toEqual(
      [...counts].filter(([, value]) => value !== null).map(([timestamp, value]) => ({ timestamp, value })),
    );
    const filled = await payload(`?function=COUNT&group_by=${g}&field=temp&device=rig-1&fill_option=NULL`);
    expect(filled[0]!.points).toEqual([...counts].map(([timestamp, value]) => ({ timestamp, value })));
    // What 5.2 refuses: a function or fill the channel's type cannot take, INTEGRAL, group_by or
    // fill_option without function, fill_option without group_by; and bad aggregation parameters.
    expectProblem(await tsCall('GET', `${path}/payload?function=MEAN&field=flag`, { key: owner.key }), 400);
    expectProblem(await tsCall('GET', `${path}/payload?function=MODE&field=flag`, { key: owner.key }), 400);
    expectProblem(
      await tsCall('GET', `${path}/payload?function=COUNT&group_by=${g}&fill_option=NONE&field=flag`, {
        key: owner.key,
      }),
      400,
    );
    expectProblem(await tsCall('GET', `${path}/payload?function=INTEGRAL&field=temp`, { key: owner.key }), 400);
    expectProblem(await tsCall('GET', `${path}/payload?group_by=${g}&field=temp`, { key: owner.key }), 400);
    expectProblem(await tsCall('GET', `${path}/payload?fill_option=NULL&field=temp`, { key: owner.key }), 400);
    expectProblem(
      await tsCall('GET', `${path}/payload?function=MEAN&fill_option=NULL&field=temp`, { key: owner.key }),
      400,
    );
    expectProblem(await tsCall('GET', `${path}/payload?function=AVERAGE`, { key: owner.key }), 400);
    expectProblem(await tsCall('GET', `${path}/payload?function=MEAN&group_by=0`, { key: owner.key }), 400);
    expectProblem(
      await tsCall('GET', `${path}/payload?fill_option=SOMETIMES&function=MEAN&group_by=1000`, { key: owner.key }),
      400,
    );

    const csv = await fetch(`${gateway}${path}/export?field=temp&device=rig-1`, { headers: h(owner) });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^application\/octet-stream/);
    expect(await csv.text()).toBe(
      `${[
        'DEVICE,FIELD,LOCATION,MEASUREMENT,SYMBOLICNAME,TIMESTAMP,VALUE',
        ...inRange(temp1Points).map((p) => `rig-1,temp,hall,stand,T,${p.timestamp},${p.value as number}`),
      ].join('\n')}\n`,
    );
    const hour = 3600n * SECOND; // one bucket holds the range
    const column = await fetch(`${gateway}${path}/export?field=temp&csv_format=COLUMN&function=MAX&group_by=${hour}`, {
      headers: h(owner),
    });
    expect(column.status).toBe(200);
    const lines = (await column.text()).trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(',')).toEqual([
      String(START - (START % hour)),
      String(Math.max(...inRange(temp1Points).map((p) => p.value as number))),
      String(Math.max(...inRange(temp2Points).map((p) => p.value as number))),
    ]);
    // fill_option NULL exports every bucket of the range: a gap is an empty VALUE cell.
    const gaps = await fetch(
      `${gateway}${path}/export?field=temp&device=rig-1&function=COUNT&group_by=${g}&fill_option=NULL`,
      { headers: h(owner) },
    );
    expect(gaps.status).toBe(200);
    expect(await gaps.text()).toBe(
      `${[
        'DEVICE,FIELD,LOCATION,MEASUREMENT,SYMBOLICNAME,TIMESTAMP,VALUE',
        ...[...counts].map(([t, n]) => `rig-1,temp,hall,stand,T,${t},${n ?? ''}`),
      ].join('\n')}\n`,
    );
  });

  it('metrics: every function the legacy shelf allows for the type, one value over the whole range; metric: one of them', async () => {
    const ref = await create(owner.key, { name: 'metrics', timeseries: [temp1, label] });
    expect(ref.status, ref.text).toBe(201);
    const path = `${refsPath}/${ref.body.id}`;
    const values = inRange(temp1Points).map((p) => p.value as number);
    const sum = values.reduce((a, b) => a + b, 0);
    const mean = sum / values.length;
    const sorted = [...values].sort((a, b) => a - b);
    const stddev = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));

    const metrics = await tsCall<{ function: string; value: unknown }[]>(
      'GET',
      `${path}/metrics?${channelQuery(temp1)}`,
      { key: owner.key },
    );
    expectContract(metrics, `${REF_ITEM}/metrics`, 'get', 200);
    const byFn = Object.fromEntries(metrics.json.map((m) => [m.function, m.value]));
    expect(Object.keys(byFn).sort()).toEqual([
      'COUNT',
      'FIRST',
      'LAST',
      'MAX',
      'MEAN',
      'MEDIAN',
      'MIN',
      'MODE',
      'SPREAD',
      'STDDEV',
      'SUM',
    ]);
    expect(byFn['COUNT']).toBe(10n);
    expect(byFn['FIRST']).toBe(values[0]);
    expect(byFn['LAST']).toBe(values.at(-1));
    expect(byFn['MIN']).toBe(sorted[0]);
    expect(byFn['MAX']).toBe(sorted.at(-1));
    expect(byFn['SPREAD']).toBe(sorted.at(-1)! - sorted[0]!);
    expect(byFn['SUM']).toBeCloseTo(sum, 9);
    expect(byFn['MEAN']).toBeCloseTo(mean, 9);
    expect(byFn['MEDIAN']).toBe(sorted[4]! + 0.5 * (sorted[5]! - sorted[4]!)); // percentile_cont(0.5)
    expect(byFn['STDDEV']).toBeCloseTo(stddev, 9);

    const strings = await tsCall<{ function: string; value: unknown }[]>(
      'GET',
      `${path}/metrics?${channelQuery(label)}`,
      { key: owner.key },
    );
    expectContract(strings, `${REF_ITEM}/metrics`, 'get', 200);
    expect(strings.json.map((m) => m.function).sort()).toEqual(['COUNT', 'FIRST', 'LAST']);

    const one = await tsCall<{ function: string; value: unknown }>(
      'GET',
      `${path}/metric?${channelQuery(temp1)}&function=MAX`,
      { key: owner.key },
    );
    expectContract(one, `${REF_ITEM}/metric`, 'get', 200);
    expect(one.json).toEqual({ function: 'MAX', value: sorted.at(-1) });
    expectProblem(await tsCall('GET', `${path}/metric?${channelQuery(label)}&function=MEAN`, { key: owner.key }), 400);
    expectProblem(await tsCall('GET', `${path}/metric?${channelQuery(label)}&function=MODE`, { key: owner.key }), 400);
    expectProblem(
      await tsCall('GET', `${path}/metric?${channelQuery(temp1)}&function=INTEGRAL`, { key: owner.key }),
      400,
    );
    // A channel the container holds but the reference does not list.
    expectProblem(await tsCall('GET', `${path}/metric?${channelQuery(flag)}&function=COUNT`, { key: owner.key }), 404);
    // Reading points needs read on the container too, not only on the Collection.
    const collReader = await userWithKey();
    expect(
      (
        await call('PUT', `${api}/collections/${collection}/permissions`, {
          headers: h(owner),
          body: grant({ reader: [collReader] }),
        })
      ).status,
    ).toBe(200);
    expect((await call('GET', path, { headers: h(collReader) })).status).toBe(200);
    expectProblem(
      await tsCall('GET', `${path}/metric?${channelQuery(temp1)}&function=MAX`, { key: collReader.key }),
      403,
    );
    expectProblem(await tsCall('GET', `${path}/payload`, { key: collReader.key }), 403);
    expectProblem(await tsCall('GET', `${path}/payload`, { key: stranger.key }), 403);
  });

  it('are deleted with their DataObject', async () => {
    const d = await newDataObject(collection, h(owner));
    const path = `${api}/collections/${collection}/dataObjects/${d}/timeseriesReferences`;
    const made = await create(owner.key, { name: 'goes with its DataObject' }, path);
    expect(made.status, made.text).toBe(201);
    const got = await call<{ timeseriesReferenceCount: number }>(
      'GET',
      `${api}/collections/${collection}/dataObjects/${d}`,
      { headers: h(owner) },
    );
    expect(got.body.timeseriesReferenceCount).toBe(1);
    expect(
      (await call('DELETE', `${api}/collections/${collection}/dataObjects/${d}`, { headers: h(owner) })).status,
    ).toBe(204);
    const [left] = await cypher<{ n: number }>('MATCH (r:TimeseriesReference {id: $id}) RETURN count(r) AS n', {
      id: int(made.body.id),
    });
    expect(Number(left?.n)).toBe(0);
  });
});

describe('semantic annotations on a channel', () => {
  let sparql: Endpoint;
  beforeAll(async () => {
    sparql = await startSparqlEndpoint();
  });
  afterAll(() => sparql.close());

  it('create, list, get (a one-element list), delete; gated by the container; 404 for an unknown channel', async () => {
    const repo = await call<{ id: number }>('POST', `${api}/semanticRepositories`, {
      headers: h(owner),
      body: { name: 'dbpedia', type: 'SPARQL', endpoint: sparql.url },
    });
    expect(repo.status, repo.text).toBe(201);
    const id = await newTimeseriesContainer(owner.key, uniqueName('annotated'));
    await writePoints(owner.key, id, channel('temp'), [{ timestamp: START, value: 1.5 }]);
    const [ch] = await channelsOf(owner.key, id);
    const byId = await call<ChannelEntity[]>('GET', `${TC}/${id}/timeseries/${ch!.id}`, { headers: h(owner) });
    expectContract(byId, '/timeseriesContainers/{timeseriesContainerId}/timeseries/{timeseriesId}', 'get', 200);
    expect(byId.body).toEqual([{ ...channel('temp'), id: ch!.id, containerId: id, valueType: 'Double' }]);
    const body = {
      propertyIRI: 'http://dbpedia.org/ontology/ingredient',
      propertyRepositoryId: repo.body.id,
      valueIRI: 'http://dbpedia.org/resource/Almond_milk',
      valueRepositoryId: repo.body.id,
    };
    const base = `${TC}/${id}/timeseries/${ch!.id}/semanticAnnotations`;
    expect(
      (await call('PUT', `${TC}/${id}/permissions`, { headers: h(owner), body: grant({ reader: [reader] }) })).status,
    ).toBe(200);

    expectProblem(await call('POST', base, { headers: h(reader), body }), 403);
    expectProblem(await call('POST', base, { headers: h(stranger), body }), 403);
    const created = await call<{ id: number; name: string }>('POST', base, { headers: h(owner), body });
    expectContract(created, ANN, 'post', 201);
    expect(created.body.name).toBe('ingredient::Almond milk');

    const listed = await call<{ id: number }[]>('GET', base, { headers: h(reader) });
    expectContract(listed, ANN, 'get', 200);
    expect(listed.body.map((a) => a.id)).toEqual([created.body.id]);
    const one = await call<{ id: number }[]>('GET', `${base}/${created.body.id}`, { headers: h(reader) });
    expectContract(one, `${ANN}/{semanticAnnotationId}`, 'get', 200);
    expect(one.body).toHaveLength(1);
    expect(one.body[0]).toEqual(created.body);
    expectProblem(await call('GET', base, { headers: h(stranger) }), 403);
    expectProblem(
      await call('GET', `${TC}/${id}/timeseries/${ABSENT}/semanticAnnotations`, { headers: h(owner) }),
      404,
    );
    expectProblem(
      await call('POST', `${TC}/${id}/timeseries/${ABSENT}/semanticAnnotations`, { headers: h(owner), body }),
      404,
    );
    expectProblem(
      await call('GET', `${TC}/${ABSENT}/timeseries/${ch!.id}/semanticAnnotations`, { headers: h(owner) }),
      404,
    );
    // A channel of another container is not this container's.
    const other = await newTimeseriesContainer(owner.key, uniqueName('other'));
    expectProblem(
      await call('GET', `${TC}/${other}/timeseries/${ch!.id}/semanticAnnotations`, { headers: h(owner) }),
      404,
    );

    expectProblem(await call('DELETE', `${base}/${created.body.id}`, { headers: h(reader) }), 403);
    const del = await call('DELETE', `${base}/${created.body.id}`, { headers: h(owner) });
    expectContract(del, `${ANN}/{semanticAnnotationId}`, 'delete', 204);
    expectProblem(await call('GET', `${base}/${created.body.id}`, { headers: h(owner) }), 404);
    expect((await call('GET', base, { headers: h(owner) })).body).toEqual([]);
  });
});
