import { randomBytes } from 'node:crypto';
import { DynamoDBClient, QueryCommand } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { physicalName } from '#core/platform/resources/definitions.ts';
import { dynamodbEndpoint, localAwsCredentials, RESOURCE_PREFIX, s3Endpoint } from '../../localstack/src/local-env.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { adminKey, call, userWithKey, withKey, type Reply } from '../support/local.ts';
import { expectContract } from '../support/contract.ts';
import { closeGraph, cypher, declaredStatuses, fixture, int, matchesFixture } from '../support/fixtures.ts';
import { expectProblem } from '../support/problem.ts';
import { newCollection, newDataObject } from '../support/seed.ts';
import {
  freePort,
  privateDynamo,
  privateS3,
  provisionPrivate,
  type PrivateService,
} from '../support/private-services.ts';

/**
 * Structured-data containers over HTTP: the container rows and documents against the reference
 * and its fixtures, documents answered byte for byte (Unicode, numbers beyond any double, key
 * order, whitespace) from either store (table item or S3 object), the size limits, bad input,
 * the permission matrix through the one gate, references (CRUD, payloads, counts, cascade), and
 * the background deletion of a deleted container's documents, and frozen stores (503).
 */
const api = '/svc/api';
const SC = `${api}/structuredDataContainers`;
const C_PATH = '/structuredDataContainers';
const C_ITEM = '/structuredDataContainers/{structuredDataContainerId}';
const DOCS = `${C_ITEM}/payload`;
const DOC = `${C_ITEM}/payload/{oid}`;
const REF = '/collections/{collectionId}/dataObjects/{dataObjectId}/structuredDataReferences';
const REF_ITEM = `${REF}/{structuredDataReferenceId}`;
const INLINE_MAX = 64 * 1024;
const MAX_DOCUMENT = 3 * 1024 * 1024;
const ABSENT = 999_999_999_999;

interface User {
  username: string;
  key: string;
}
interface StructuredData {
  oid: string;
  createdAt: string | null;
  name: string | null;
}
interface Document {
  structuredData: StructuredData;
  payload: string;
}

let owner: User;
let reader: User;
let writer: User;
let stranger: User;
const admin = (): User => ({ username: 'admin', key: adminKey() });
const h = (u: User) => withKey(u.key);

beforeAll(async () => {
  [owner, reader, writer, stranger] = await Promise.all([userWithKey(), userWithKey(), userWithKey(), userWithKey()]);
});
afterAll(closeGraph);

const dynamo = new DynamoDBClient({
  region: 'us-east-1',
  endpoint: dynamodbEndpoint,
  credentials: localAwsCredentials,
});
const s3 = new S3Client({
  region: 'us-east-1',
  endpoint: s3Endpoint,
  forcePathStyle: true,
  credentials: localAwsCredentials,
});
afterAll(() => {
  dynamo.destroy();
  s3.destroy();
});

/** The items a container's documents occupy in the payloads table. */
async function storedItems(containerId: number): Promise<string[]> {
  const r = await dynamo.send(
    new QueryCommand({
      TableName: physicalName(RESOURCE_PREFIX, 'payloads'),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': { S: `SD#${containerId}` } },
      ConsistentRead: true,
      ProjectionExpression: 'sk',
    }),
  );
  return (r.Items ?? []).map((i) => i['sk']?.S ?? '');
}

async function objectExists(containerId: number, oid: string): Promise<boolean> {
  try {
    await s3.send(
      new HeadObjectCommand({
        Bucket: physicalName(RESOURCE_PREFIX, 'files'),
        Key: `structured/${containerId}/${oid}`,
      }),
    );
    return true;
  } catch {
    return false;
  }
}

const uniqueName = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

async function newContainer(u: User = owner, name = uniqueName('sd'), base?: string): Promise<number> {
  const r = await call<{ id: number }>('POST', SC, { headers: h(u), body: { name }, ...(base ? { base } : {}) });
  expect(r.status, r.text).toBe(201);
  return r.body.id;
}

const post = (u: User, containerId: number, payload: unknown, name?: string) =>
  call<StructuredData>('POST', `${SC}/${containerId}/payload`, {
    headers: h(u),
    body: { payload, ...(name === undefined ? {} : { structuredData: { name } }) },
  });

async function store(containerId: number, payload: string, u: User = owner): Promise<string> {
  const r = await post(u, containerId, payload);
  expect(r.status, r.text.slice(0, 500)).toBe(201);
  return r.body.oid;
}

const read = (u: User, containerId: number, oid: string) =>
  call<Document>('GET', `${SC}/${containerId}/payload/${oid}`, { headers: h(u) });

const grant = (g: { reader?: User[]; writer?: User[] } = {}) => ({
  permissionType: 'Private',
  reader: (g.reader ?? []).map((u) => u.username),
  writer: (g.writer ?? []).map((u) => u.username),
  manager: [],
  readerGroupIds: [],
  writerGroupIds: [],
});

async function until(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
  await expect.poll(check, { message: `timed out waiting for ${what}`, timeout: ms, interval: 100 }).toBe(true);
}

describe('structured-data containers', () => {
  it('create, get, list, permissions and roles match the reference and the fixture; the container carries an oid', async () => {
    const name = uniqueName('StructuredDataContainerWireFixture');
    const r = await call<{ id: number; oid: string; type: string }>('POST', SC, { headers: h(owner), body: { name } });
    expectContract(r, C_PATH, 'post', 201);
    expect(
      matchesFixture(
        { ...r.body, name: 'StructuredDataContainerWireFixture' },
        fixture('structureddatacontainers--create'),
      ),
    ).toEqual([]);
    expect(r.body.type).toBe('STRUCTUREDDATA');
    expect(r.body.oid).toMatch(/^[0-9a-f]{24}$/);
    const id = r.body.id;
    const got = await call('GET', `${SC}/${id}`, { headers: h(owner) });
    expectContract(got, C_ITEM, 'get', 200);
    expect(got.body).toEqual(r.body);
    const listed = await call<unknown[]>('GET', `${SC}?name=${name}`, { headers: h(owner) });
    expectContract(listed, C_PATH, 'get', 200);
    expect(listed.body).toEqual([r.body]);
    expectContract(
      await call('GET', `${SC}/${id}/permissions`, { headers: h(owner) }),
      `${C_ITEM}/permissions`,
      'get',
      200,
    );
    expectContract(
      await call('PUT', `${SC}/${id}/permissions`, { headers: h(owner), body: grant() }),
      `${C_ITEM}/permissions`,
      'put',
      200,
    );
    expectContract(await call('GET', `${SC}/${id}/roles`, { headers: h(owner) }), `${C_ITEM}/roles`, 'get', 200);
    expect((await call<unknown[]>('GET', `${SC}?name=${name}`, { headers: h(stranger) })).body).toEqual([]);
  });
});

describe('documents', () => {
  let container = 0;
  beforeAll(async () => {
    container = await newContainer();
  });

  const exact = [
    ['key order and duplicate keys', '{"b":1,"a":2,"a":3}'],
    ['whitespace inside and around', ' \n\t{ "a" : [ 1 ,\r\n 2 ] }  \n'],
    [
      'numbers beyond any double',
      '[1e400, -1e-400, 12345678901234567890, 0.1000000000000000055511151231257827, -0.0, 1.0E+2]',
    ],
    [
      'Unicode, literal and escaped',
      '{"ü":"😀 é \\u00e9 \\ud83d\\ude00","zh":"汉字","ctl":"\\u0000\\n","sep":"\u2028\u2029"}',
    ],
    ['an array, nested', '[[],{},[{"x":null,"y":true}]]'],
    ['the shortest', '{}'],
  ] as const;

  it.each(exact)('%s: stored and answered byte for byte, against the reference', async (_label, text) => {
    const created = await post(owner, container, text, 'doc');
    expectContract(created, DOCS, 'post', 201);
    expect(created.body.oid).toMatch(/^[0-9a-f]{24}$/);
    expect(created.body.name).toBe('doc');
    const got = await read(owner, container, created.body.oid);
    expectContract(got, DOC, 'get', 200);
    expect(got.body.payload).toBe(text);
    expect(Buffer.from(got.body.payload, 'utf8').equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(got.body.structuredData).toEqual(created.body);
  });

  it('a document above the item threshold is kept in S3 and still answered exactly; below it, in the table', async () => {
    const big = `{"rows":[${Array.from({ length: 3000 }, (_, i) => `{"i":${i},"v":"${'é'.repeat(10)}","n":1e400}`).join(',\n')}]}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(INLINE_MAX);
    const oid = await store(container, big);
    expect(await objectExists(container, oid)).toBe(true);
    expect(await storedItems(container)).not.toContain(`B#${oid}`);
    expect((await read(owner, container, oid)).body.payload).toBe(big);

    const small = `{"s":"${'x'.repeat(INLINE_MAX - 20)}"}`;
    const smallOid = await store(container, small);
    expect(await objectExists(container, smallOid)).toBe(false);
    expect(await storedItems(container)).toContain(`B#${smallOid}`);
    expect((await read(owner, container, smallOid)).body.payload).toBe(small);
  });

  it('lists records (no text) in creation order, paged with a Link to the next page', async () => {
    const c = await newContainer();
    const oids: string[] = [];
    for (let i = 0; i < 3; i++) oids.push((await post(owner, c, `[${i}]`, `n${i}`)).body.oid);
    const all = await call<StructuredData[]>('GET', `${SC}/${c}/payload`, { headers: h(owner) });
    expectContract(all, DOCS, 'get', 200);
    expect(all.body.map((d) => d.oid).sort()).toEqual([...oids].sort());
    expect(all.body.every((d) => !('payload' in d))).toBe(true);
    expect(all.headers.get('link') ?? '').not.toContain('rel="next"');
    const first = await call<StructuredData[]>('GET', `${SC}/${c}/payload?size=2`, { headers: h(owner) });
    expect(first.body).toHaveLength(2);
    // One Link header: the next page beside whatever links the route itself carries (the legacy shelf's successor-version).
    const links = (first.headers.get('link') ?? '').split(/,\s*(?=<)/);
    expect(links).toContain(`<${SC}/${c}/payload?page=1&size=2>; rel="next"`);
    expect(links.filter((l) => !l.endsWith('rel="next"'))).toEqual(
      (all.headers.get('link') ?? '').split(/,\s*(?=<)/).filter(Boolean),
    );
    const second = await call<StructuredData[]>('GET', `${SC}/${c}/payload?page=1&size=2`, { headers: h(owner) });
    expect([...first.body, ...second.body].map((d) => d.oid).sort()).toEqual([...oids].sort());
  });

  it('delete answers 204, and a second delete 404 as 5.2 does; the document and its items are gone', async () => {
    const oid = await store(container, '{"gone":true}');
    expectContract(
      await call('DELETE', `${SC}/${container}/payload/${oid}`, { headers: h(owner) }),
      DOC,
      'delete',
      204,
    );
    const again = await call('DELETE', `${SC}/${container}/payload/${oid}`, { headers: h(owner) });
    expectProblem(again, 404);
    expect(declaredStatuses(DOC, 'delete')).toContain('404');
    expectProblem(await call('DELETE', `${SC}/${container}/payload/${'0'.repeat(24)}`, { headers: h(owner) }), 404);
    expectProblem(await read(owner, container, oid), 404);
    expect((await storedItems(container)).filter((sk) => sk.endsWith(oid))).toEqual([]);
    const big = await store(container, `{"v":"${'y'.repeat(INLINE_MAX + 1)}"}`);
    expect(await objectExists(container, big)).toBe(true);
    expect((await call('DELETE', `${SC}/${container}/payload/${big}`, { headers: h(owner) })).status).toBe(204);
    expect(await objectExists(container, big)).toBe(false);
  });

  it('3 MiB with a third quotes is accepted and read back; one byte more is 413 naming the limit', async () => {
    const unit = '"abcd",';
    const head = '[';
    const n = Math.floor((MAX_DOCUMENT - head.length - '"x"]'.length) / unit.length);
    let doc = `${head}${unit.repeat(n)}"x"]`;
    doc = doc.replace('"x"]', `"${'x'.repeat(MAX_DOCUMENT - Buffer.byteLength(doc) + 1)}"]`);
    expect(Buffer.byteLength(doc)).toBe(MAX_DOCUMENT);
    const oid = await store(container, doc);
    expect((await read(owner, container, oid)).body.payload).toBe(doc);

    const over = await post(owner, container, `${doc.slice(0, -1)} ]`);
    expectProblem(over, 413, 'request.too-large');
    const problem = over.body as unknown as { detail: string; limitBytes: number };
    expect(problem.limitBytes).toBe(MAX_DOCUMENT);
    expect(problem.detail).toContain(String(MAX_DOCUMENT));
    // Denser JSON (two thirds quotes) no longer fits Lambda's 6 MB event once escaped: refused before the function.
    const dense = `[${'"",'.repeat(Math.floor((MAX_DOCUMENT - 4) / 3))}""]`;
    const refused = await post(owner, container, dense);
    expectProblem(refused, 413, 'request.too-large');
    expect((refused.body as unknown as { detail: string }).detail).toContain('6 MB');
  }, 30_000);

  it('bad input: not JSON, a JSON scalar, too short, a lone surrogate, a missing payload are 400 naming payload', async () => {
    for (const payload of ['{"a":1', 'hello', '"just a string"', '42', 'null', 'true', '{"a":1} x', '\ud800[]']) {
      const r = await post(owner, container, payload);
      expectProblem(r, 400, 'request.invalid');
      expect(JSON.stringify((r.body as { violations?: unknown }).violations)).toContain('payload');
    }
    for (const body of [{ payload: '[' }, { payload: '' }, {}, { payload: 12 }, { payload: ['x'] }]) {
      const r = await call('POST', `${SC}/${container}/payload`, { headers: h(owner), body });
      expectProblem(r, 400, 'request.invalid');
      expect(JSON.stringify((r.body as { violations?: unknown }).violations)).toContain('payload');
    }
    // The container is judged first: a bad document for a missing container is 404.
    expectProblem(await post(owner, ABSENT, 'not json'), 404);
    expectProblem(await read(owner, container, 'no-such-oid'), 404);
    expectProblem(await read(owner, ABSENT, 'no-such-oid'), 404);
  });
});

describe('the permission matrix (one gate: 404 before 403)', () => {
  it('owner, reader, writer, stranger and admin each get exactly their rights', async () => {
    const c = await newContainer(owner);
    const put = await call('PUT', `${SC}/${c}/permissions`, {
      headers: h(owner),
      body: grant({ reader: [reader], writer: [writer] }),
    });
    expect(put.status, put.text).toBe(200);
    const oid = await store(c, '{"shared":1}');
    const cases: [User, { read: boolean; write: boolean }][] = [
      [owner, { read: true, write: true }],
      [reader, { read: true, write: false }],
      [writer, { read: true, write: true }],
      [stranger, { read: false, write: false }],
      [admin(), { read: true, write: true }],
    ];
    for (const [u, may] of cases) {
      const status = (r: Reply) => r.status;
      const expectRead = may.read ? 200 : 403;
      expect(status(await call('GET', `${SC}/${c}`, { headers: h(u) })), u.username).toBe(expectRead);
      expect(status(await call('GET', `${SC}/${c}/payload`, { headers: h(u) })), u.username).toBe(expectRead);
      expect(status(await read(u, c, oid)), u.username).toBe(expectRead);
      const created = await post(u, c, '{"by":"x"}');
      expect(created.status, `${u.username} ${created.text}`).toBe(may.write ? 201 : 403);
      const target = may.write ? created.body.oid : oid;
      expect(status(await call('DELETE', `${SC}/${c}/payload/${target}`, { headers: h(u) })), u.username).toBe(
        may.write ? 204 : 403,
      );
    }
    expect((await read(owner, c, oid)).body.payload).toBe('{"shared":1}');
    // Deleting the container needs write: the reader may not, the writer may.
    expectProblem(await call('DELETE', `${SC}/${c}`, { headers: h(reader) }), 403);
    expectProblem(await call('DELETE', `${SC}/${c}`, { headers: h(stranger) }), 403);
    expect((await call('DELETE', `${SC}/${c}`, { headers: h(writer) })).status).toBe(204);
    expectProblem(await call('GET', `${SC}/${c}`, { headers: h(owner) }), 404);
    expectProblem(await read(owner, c, oid), 404);
    expectProblem(await post(owner, c, '{}'), 404);
  });
});

describe('structured-data references', () => {
  it('CRUD, payloads and counts against the reference; deleted with their DataObject', async () => {
    const c = await newCollection(h(owner));
    const d = await newDataObject(c, h(owner));
    const container = await newContainer();
    const texts = ['{"first":1e400}', ' [ "second" ] ', `{"third":"${'z'.repeat(INLINE_MAX)}"}`];
    const oids: string[] = [];
    for (const t of texts) oids.push(await store(container, t));
    const base = `${api}/collections/${c}/dataObjects/${d}/structuredDataReferences`;

    const created = await call<{ id: number }>('POST', base, {
      headers: h(owner),
      body: {
        name: 'StructuredDataReferenceWireFixture',
        structuredDataOids: oids,
        structuredDataContainerId: container,
      },
    });
    expectContract(created, REF, 'post', 201);
    expect(matchesFixture(created.body, fixture('structureddatareferences--create'))).toEqual([]);
    expect(created.body).toMatchObject({
      structuredDataOids: oids,
      structuredDataContainerId: container,
      dataObjectId: d,
      type: 'StructuredDataReference',
    });
    const refPath = `${base}/${created.body.id}`;

    const got = await call('GET', refPath, { headers: h(owner) });
    expectContract(got, REF_ITEM, 'get', 200);
    expect(got.body).toEqual(created.body);
    const listed = await call('GET', base, { headers: h(owner) });
    expectContract(listed, REF, 'get', 200);
    expect(listed.body).toEqual([created.body]);

    const payload = await call<Document[]>('GET', `${refPath}/payload`, { headers: h(owner) });
    expectContract(payload, `${REF_ITEM}/payload`, 'get', 200);
    expect(payload.body.map((p) => p.payload)).toEqual(texts);
    expect(payload.body.map((p) => p.structuredData.oid)).toEqual(oids);
    const one = await call<Document>('GET', `${refPath}/payload/${oids[1]}`, { headers: h(owner) });
    expectContract(one, `${REF_ITEM}/payload/{oid}`, 'get', 200);
    expect(one.body.payload).toBe(texts[1]);
    const other = await store(container, '{"unreferenced":true}');
    expectProblem(await call('GET', `${refPath}/payload/${other}`, { headers: h(owner) }), 404);

    const count = async () =>
      (
        await call<{ structuredDataReferenceCount: number }>('GET', `${api}/collections/${c}/dataObjects/${d}`, {
          headers: h(owner),
        })
      ).body.structuredDataReferenceCount;
    expect(await count()).toBe(1);

    // A deleted document drops out of the payload; the reference stays.
    expect((await call('DELETE', `${SC}/${container}/payload/${oids[0]}`, { headers: h(owner) })).status).toBe(204);
    expect(
      (await call<Document[]>('GET', `${refPath}/payload`, { headers: h(owner) })).body.map((p) => p.payload),
    ).toEqual(texts.slice(1));
    expectProblem(await call('GET', `${refPath}/payload/${oids[0]}`, { headers: h(owner) }), 404);

    // Bad bodies (after the DataObject is found): unknown container, unknown oid, missing fields.
    expectProblem(
      await call('POST', base, {
        headers: h(owner),
        body: { name: 'x', structuredDataOids: [oids[1]], structuredDataContainerId: ABSENT },
      }),
      400,
    );
    expectProblem(
      await call('POST', base, {
        headers: h(owner),
        body: { name: 'x', structuredDataOids: ['0123456789abcdef01234567'], structuredDataContainerId: container },
      }),
      400,
    );
    expectProblem(
      await call('POST', base, {
        headers: h(owner),
        body: { name: 'x', structuredDataOids: [], structuredDataContainerId: container },
      }),
      400,
    );
    expectProblem(
      await call('POST', `${api}/collections/${c}/dataObjects/${ABSENT}/structuredDataReferences`, {
        headers: h(owner),
        body: { name: 'x', structuredDataOids: [oids[1]], structuredDataContainerId: container },
      }),
      404,
    );
    // The Collection gates the reference; its documents also need read on the container.
    expectProblem(await call('GET', refPath, { headers: h(stranger) }), 403);
    expect(
      (
        await call('PUT', `${api}/collections/${c}/permissions`, {
          headers: h(owner),
          body: grant({ reader: [stranger] }),
        })
      ).status,
    ).toBe(200);
    expect((await call('GET', refPath, { headers: h(stranger) })).status).toBe(200);
    expectProblem(await call('GET', `${refPath}/payload`, { headers: h(stranger) }), 403);

    const second = await call<{ id: number }>('POST', base, {
      headers: h(owner),
      body: { name: 'second', structuredDataOids: [oids[2]], structuredDataContainerId: container },
    });
    expect(second.status).toBe(201);
    expect(await count()).toBe(2);
    const del = await call('DELETE', `${base}/${second.body.id}`, { headers: h(owner) });
    expectContract(del, REF_ITEM, 'delete', 204);
    expectProblem(await call('GET', `${base}/${second.body.id}`, { headers: h(owner) }), 404);
    expect(await count()).toBe(1);
    expect((await read(owner, container, oids[2] ?? '')).status).toBe(200);

    expect((await call('DELETE', `${api}/collections/${c}/dataObjects/${d}`, { headers: h(owner) })).status).toBe(204);
    const [left] = await cypher<{ n: number }>('RETURN COUNT { (r:StructuredDataReference {id: $id}) } AS n', {
      id: int(created.body.id),
    });
    expect(Number(left?.n)).toBe(0);
  });
});

describe('deleting a container', () => {
  it('answers 404 at once and its documents (table items and S3 objects) go in the background', async () => {
    const c = await newContainer();
    const small = await Promise.all(Array.from({ length: 12 }, (_, i) => store(c, `{"i":${i}}`)));
    const big = await store(c, `{"big":"${'b'.repeat(INLINE_MAX + 10)}"}`);
    expect((await storedItems(c)).length).toBe(2 * small.length + 1);
    expect(await objectExists(c, big)).toBe(true);

    const t0 = Date.now();
    expect((await call('DELETE', `${SC}/${c}`, { headers: h(owner) })).status).toBe(204);
    expect(Date.now() - t0).toBeLessThan(3_000);
    expectProblem(await call('GET', `${SC}/${c}`, { headers: h(owner) }), 404);
    expectProblem(await read(owner, c, small[0] ?? ''), 404);
    expectProblem(await call('GET', `${SC}/${c}/payload`, { headers: h(owner) }), 404);

    // The main gateway's worker drains the container-deletion queue.
    await until(
      'the documents deleted',
      async () => (await storedItems(c)).length === 0 && !(await objectExists(c, big)),
      20_000,
    );
    await until(
      'the container node deleted',
      async () => {
        const [left] = await cypher<{ n: number }>('RETURN COUNT { (c:BasicEntity {id: $id}) } AS n', { id: int(c) });
        return Number(left?.n) === 0;
      },
      10_000,
    );
  }, 40_000);
});

/** A private DynamoDB Local and S3Proxy behind a private gateway: each frozen (SIGSTOP) in turn. */
describe('frozen stores', () => {
  let dynamoPrivate: PrivateService | undefined;
  let s3Private: PrivateService | undefined;
  let gw: { url: string; stop: () => void } | undefined;

  beforeAll(async () => {
    [dynamoPrivate, s3Private] = await Promise.all([privateDynamo(), privateS3()]);
    const env = { SVC_AWS_DYNAMODB_ENDPOINT: dynamoPrivate.url, SVC_FILES_S3_ENDPOINT: s3Private.url };
    await provisionPrivate(env, { graph: false });
    gw = await startExtraGateway(await freePort(), env);
  }, 90_000);
  afterAll(async () => {
    gw?.stop();
    await Promise.all([dynamoPrivate?.remove(), s3Private?.remove()]);
  }, 60_000);

  it('DynamoDB, then S3, frozen: document writes and reads answer 503 dependency.unavailable naming it within 5 s, then recover', async () => {
    const base = gw?.url ?? '';
    const c = await newContainer(owner, uniqueName('frozen'), base);
    const small = (
      await call<StructuredData>('POST', `${SC}/${c}/payload`, {
        headers: h(owner),
        base,
        body: { payload: '{"a":1}' },
      })
    ).body.oid;
    const bigText = `{"big":"${'q'.repeat(INLINE_MAX + 1)}"}`;
    const big = (
      await call<StructuredData>('POST', `${SC}/${c}/payload`, { headers: h(owner), base, body: { payload: bigText } })
    ).body.oid;
    const expectUnavailable = async (dependency: string, method: string, path: string, body?: unknown) => {
      const t0 = Date.now();
      const r = await call(method, path, { headers: h(owner), base, ...(body === undefined ? {} : { body }) });
      expectProblem(r, 503, 'dependency.unavailable');
      expect((r.body as Record<string, unknown>)['dependency'], r.text).toBe(dependency);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Date.now() - t0).toBeLessThan(5_000);
    };
    dynamoPrivate?.freeze();
    try {
      await expectUnavailable('dynamodb', 'GET', `${SC}/${c}/payload/${small}`);
      await expectUnavailable('dynamodb', 'POST', `${SC}/${c}/payload`, { payload: '[1]' });
      await expectUnavailable('dynamodb', 'GET', `${SC}/${c}/payload`);
    } finally {
      dynamoPrivate?.resume();
    }
    s3Private?.freeze();
    try {
      await expectUnavailable('s3', 'GET', `${SC}/${c}/payload/${big}`);
      await expectUnavailable('s3', 'POST', `${SC}/${c}/payload`, { payload: bigText });
    } finally {
      s3Private?.resume();
    }
    expect((await call<Document>('GET', `${SC}/${c}/payload/${small}`, { headers: h(owner), base })).body.payload).toBe(
      '{"a":1}',
    );
    expect((await call<Document>('GET', `${SC}/${c}/payload/${big}`, { headers: h(owner), base })).body.payload).toBe(
      bigText,
    );
  }, 60_000);
});
