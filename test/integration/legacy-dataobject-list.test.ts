import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import neo4j from 'neo4j-driver';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, gateway, userWithKey, withKey } from '../support/local.ts';
import { newCollection } from '../support/seed.ts';
import { randomInt } from '../support/random.ts';

/**
 * The DataObject list is read in one pass and written as JSON straight from its rows
 * (features/collections/dataobject-list.ts); the single GET still builds its view per row with
 * subqueries and JSON.stringify. Here every list answer must be, byte for byte, the single GETs
 * of its rows joined into an array, on DataObjects with parents, children, predecessors,
 * successors, references of every counted kind, incoming references, attributes and updates; and
 * the encoded answers (gzip, br) must decode to the same bytes.
 */
const api = '/svc/api';
let h: Record<string, string>;
let c: number;
const ids: number[] = [];

/** A raw GET: status, headers and the body as bytes, not decoded. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${gateway}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (b: Buffer) => chunks.push(b));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function make(body: Record<string, unknown>): Promise<number> {
  const r = await call<{ id: number }>('POST', `${api}/collections/${c}/dataObjects`, { headers: h, body });
  expect(r.status, r.text).toBe(201);
  ids.push(r.body.id);
  return r.body.id;
}

async function writeGraph(query: string, params: Record<string, unknown>): Promise<void> {
  const driver = neo4j.driver(process.env['SVC_TEST_NEO4J'] ?? 'bolt://127.0.0.1:7687', undefined, {
    disableLosslessIntegers: true,
  });
  try {
    await driver.executeQuery(query, params);
  } finally {
    await driver.close();
  }
}

/** The list answer's bytes and the single GETs of its rows joined, which they must equal. */
async function listAgainstSingles(query: string): Promise<number[]> {
  const list = await rawGet(`${api}/collections/${c}/dataObjects${query}`, withKey(h['x-api-key'] ?? ''));
  expect(list.status, list.body.toString()).toBe(200);
  expect(list.headers['content-type']).toBe('application/json');
  const text = list.body.toString('utf8');
  const rows = (JSON.parse(text) as { id: number }[]).map((r) => r.id);
  const singles: string[] = [];
  for (const id of rows) {
    const one = await call('GET', `${api}/collections/${c}/dataObjects/${id}`, { headers: h });
    expect(one.status).toBe(200);
    singles.push(one.text);
  }
  expect(text).toBe(`[${singles.join(',')}]`);
  return rows;
}

beforeAll(async () => {
  const owner = await userWithKey();
  h = withKey(owner.key);
  c = await newCollection(h, 'one-pass list');
  const root = await make({
    name: 'root',
    description: 'the "root"\nline two',
    attributes: { b: '2', 1: 'one', ü: 'ä' },
  });
  const a = await make({ name: 'a', parentId: root, predecessorIds: [root] });
  const b = await make({ name: 'B', parentId: root, predecessorIds: [root, a], attributes: { k: '' } });
  const leaf = await make({ name: 'leaf', parentId: a, predecessorIds: [b, a] });
  await make({ name: 'alone' });
  // An update: updatedAt, updatedBy and revision 2; the links are replaced.
  const put = await call('PUT', `${api}/collections/${c}/dataObjects/${leaf}`, {
    headers: h,
    body: { name: 'leaf', description: null, attributes: { x: '1' }, parentId: b, predecessorIds: [a] },
  });
  expect(put.status, put.text).toBe(200);
  // References of every counted kind (their kinds' own routes are elsewhere; the graph shape is the same).
  const base = 8_000_000_000_000_000 + randomInt(0, 1_000_000_000) * 100;
  await writeGraph(
    `MATCH (d:DataObject {id: $id})
     CREATE (d)-[:HAS_REFERENCE]->(:BasicEntity:FileReference:TestSeed {id: $base + 2}),
            (d)-[:HAS_REFERENCE]->(:BasicEntity:FileReference:TestSeed {id: $base + 1}),
            (d)-[:HAS_REFERENCE]->(:BasicEntity:TimeseriesReference:TestSeed {id: $base + 3}),
            (d)-[:HAS_REFERENCE]->(:BasicEntity:StructuredDataReference:TestSeed {id: $base + 4}),
            (d)-[:HAS_REFERENCE]->(:BasicEntity:VideoStreamReference:TestSeed {id: $base + 5}),
            (d)-[:HAS_REFERENCE]->(:BasicEntity:SpatialDataReference:TestSeed {id: $base + 7})`,
    { id: neo4j.int(a), base: neo4j.int(base) },
  );
  // Incoming DataObject references (and a Collection reference, which is not incoming to a DataObject).
  for (const [from, to] of [
    [root, leaf],
    [a, leaf],
    [b, root],
  ] as const) {
    const r = await call('POST', `${api}/collections/${c}/dataObjects/${from}/dataObjectReferences`, {
      headers: h,
      body: { name: `to ${to}`, referencedDataObjectId: to },
    });
    expect(r.status, r.text).toBe(201);
  }
  const cr = await call('POST', `${api}/collections/${c}/dataObjects/${b}/collectionReferences`, {
    headers: h,
    body: { name: 'to the collection', referencedCollectionId: c },
  });
  expect(cr.status, cr.text).toBe(201);
});

describe('the DataObject list in one pass', () => {
  it('answers the single GETs of its rows, byte for byte', async () => {
    const rows = await listAgainstSingles('');
    expect(rows).toEqual([...ids].sort((x, y) => x - y));
    const [root, a, b, leaf] = ids as [number, number, number, number];
    const list = JSON.parse((await call('GET', `${api}/collections/${c}/dataObjects`, { headers: h })).text) as {
      id: number;
      [k: string]: unknown;
    }[];
    const byId = new Map(list.map((d) => [d.id, d]));
    expect(byId.get(root)).toMatchObject({ childrenIds: [a, b], successorIds: [a, b], parentId: null });
    expect(byId.get(leaf)).toMatchObject({
      parentId: b,
      predecessorIds: [a],
      revision: 2,
      updatedBy: expect.any(String),
    });
    expect(byId.get(a)).toMatchObject({
      fileBundleCount: 2,
      timeseriesReferenceCount: 1,
      spatialDataReferenceCount: 1,
    });
    expect(byId.get(leaf)?.['incomingIds']).toHaveLength(2);
    expect(byId.get(b)?.['referenceIds']).toHaveLength(2);
  });

  it('does so for filters, orders and pages too', async () => {
    const [root, a, b] = ids as [number, number, number];
    expect(await listAgainstSingles(`?parentId=${root}`)).toEqual([a, b]);
    await listAgainstSingles('?parentId=-1');
    await listAgainstSingles(`?predecessorId=${a}`);
    await listAgainstSingles(`?successorId=${b}`);
    await listAgainstSingles('?successorId=-1&orderBy=name&orderDesc=true');
    await listAgainstSingles('?orderBy=updatedAt');
    await listAgainstSingles('?orderBy=createdAt&orderDesc=true&page=1&size=2');
    await listAgainstSingles('?name=leaf');
  });

  it('encodes the same bytes as br or gzip when the client accepts them', async () => {
    // Enough DataObjects for the answer to pass the few KB below which answers stay plain.
    for (let i = 0; i < 20; i++) await make({ name: `filler-${i}`, attributes: { serial: String(i) } });
    const path = `${api}/collections/${c}/dataObjects`;
    const key = withKey(h['x-api-key'] ?? '');
    const plain = await rawGet(path, key);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    const br = await rawGet(path, { ...key, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await rawGet(path, { ...key, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length * 3).toBeLessThan(plain.body.length);
    await listAgainstSingles('');
  });
});
