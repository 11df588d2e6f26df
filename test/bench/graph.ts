/**
 * `npm run bench -- graph [sizes=100,10000,100000] [seconds=5]`: the cost of the metadata graph's
 * reads and writes as a Collection grows (issue 12). For each size, one new Collection gets that
 * many DataObjects (seeded straight into the graph in the shape the API writes, in batches, with
 * ids from the legacy id sequence), plus one probe DataObject created through the API. Then, with
 * 10 connections for `seconds` each, through the local gateway:
 *   - GET one DataObject, GET one Collection (it carries every `dataObjectIds` entry by contract,
 *     so it grows), a page of 20 DataObjects (by id, by updatedAt newest first, by name), POST a
 *     DataObject, an attribute-equality search (one match) in the Collection;
 * and, in the same run, a raw single-node Cypher lookup by the indexed `appId` (Bolt, 10
 * concurrent sessions) as the floor any graph read pays. Writes test/bench/results/graph.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import neo4j from 'neo4j-driver';
import { v7 as uuidv7 } from 'uuid';
import { repoRoot } from '../../localstack/src/paths.ts';
import { benchDriver, reserveLegacyIds } from './graph-seed.ts';
import { benchUser, gateway, request } from './support.ts';
import { attributeDigests } from '../../layers/core/src/platform/graph/attribute-index.ts';

const sizes = (process.argv[2] ?? '100,10000,100000').split(',').map(Number);
const seconds = Number(process.argv[3] ?? '5');
const driver = benchDriver();

const { username, key } = await benchUser('bench-graph');

/** A block of legacy ids, as the API reserves them (platform/graph/legacy-ids.ts). */
const reserve = (size: number): Promise<number> => reserveLegacyIds(driver, size);

/** `count` DataObjects in Collection `collectionId`, in the shape createDataObject writes. */
async function seed(collectionId: number, count: number): Promise<void> {
  const batch = 2_000;
  for (let done = 0; done < count; done += batch) {
    const n = Math.min(batch, count - done);
    const first = await reserve(n);
    const rows = Array.from({ length: n }, (_, i) => {
      const serial = done + i;
      const attributes = { kind: `k${serial % 100}`, serial: `s${serial}` };
      return {
        id: neo4j.int(first + i),
        appId: uuidv7(),
        name: `obj-${serial}`,
        attributes: JSON.stringify(attributes),
        digests: attributeDigests(attributes),
      };
    });
    await driver.executeQuery(
      `MATCH (c:BasicEntity:Collection {id: $collectionId})
       UNWIND $rows AS row
       CREATE (d:BasicEntity:DataObject {
         id: row.id, appId: row.appId, name: row.name, nameKey: toLower(row.name), updatedKey: 9007199254740991, description: null, attributes: row.attributes,
         collectionId: $collectionId, createdAt: datetime(), createdBy: $user, revision: 1, attributesIndexed: true
       })
       CREATE (c)-[:HAS_DATAOBJECT]->(d)
       FOREACH (digest IN row.digests | CREATE (d)-[:HAS_ATTRIBUTE]->(:AttributeValue {digest: digest}))`,
      { collectionId: neo4j.int(collectionId), rows, user: username },
    );
  }
}

interface Figure {
  name: string;
  requests: number;
  non2xx: number;
  errors: number;
  throughputRps: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
}

async function load(name: string, path: string, method: 'GET' | 'POST' = 'GET', body?: unknown): Promise<Figure> {
  const r = await autocannon({
    url: `${gateway}${path}`,
    connections: 10,
    duration: seconds,
    method,
    headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    name,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    throughputRps: r.requests.average,
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
  };
}

/** The floor: one indexed single-node lookup over Bolt, 10 concurrent sessions, same duration. */
async function rawLookup(appId: string): Promise<Figure> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      const session = driver.session({ defaultAccessMode: neo4j.session.READ });
      try {
        while (performance.now() < end) {
          const t = performance.now();
          await session.run('MATCH (e:BasicEntity {appId: $appId}) RETURN e', { appId });
          latencies.push(performance.now() - t);
        }
      } finally {
        await session.close();
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 100) / 100;
  return {
    name: 'raw Cypher lookup by appId',
    requests: latencies.length,
    non2xx: 0,
    errors: 0,
    throughputRps: Math.round(latencies.length / seconds),
    latencyMs: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) },
  };
}

const runs: { dataObjects: number; seedSeconds: number; figures: Figure[] }[] = [];
for (const size of sizes) {
  const created = await request('POST', '/svc/api/collections', key, { name: `bench-${size}` });
  if (created.status !== 201) throw new Error(`collection: ${created.status} ${JSON.stringify(created.json)}`);
  const c = (created.json as { id: number }).id;
  const t0 = performance.now();
  await seed(c, size);
  const seedSeconds = (performance.now() - t0) / 1000;
  const probe = await request('POST', `/svc/api/collections/${c}/dataObjects`, key, {
    name: 'probe',
    attributes: { probe: `p${size}` },
  });
  if (probe.status !== 201) throw new Error(`probe: ${probe.status} ${JSON.stringify(probe.json)}`);
  const { id: d, appId } = probe.json as { id: number; appId: string };
  const search = {
    searchParams: {
      query: JSON.stringify({ property: 'attributes.serial', operator: 'eq', value: `s${Math.floor(size / 2)}` }),
      queryType: 'DataObject',
    },
    scopes: [{ collectionId: c }],
  };
  const check = await request('POST', '/svc/api/search', key, search);
  const found = (check.json as { results?: unknown[] }).results?.length;
  if (found !== 1)
    throw new Error(
      `the search should find one DataObject, found ${found}: ${JSON.stringify(check.json).slice(0, 300)}`,
    );
  console.error(`size ${size}: seeded in ${seedSeconds.toFixed(1)} s; loading…`);
  runs.push({
    dataObjects: size,
    seedSeconds: Math.round(seedSeconds * 10) / 10,
    figures: [
      await rawLookup(appId),
      await load('GET one DataObject', `/svc/api/collections/${c}/dataObjects/${d}`),
      await load('GET one Collection', `/svc/api/collections/${c}`),
      await load('list a page of 20 DataObjects', `/svc/api/collections/${c}/dataObjects?page=0&size=20`),
      await load(
        'a page of 20 by updatedAt, newest first',
        `/svc/api/collections/${c}/dataObjects?page=0&size=20&orderBy=updatedAt&orderDesc=true`,
      ),
      await load('a page of 20 by name', `/svc/api/collections/${c}/dataObjects?page=0&size=20&orderBy=name`),
      await load('search by attribute equality', '/svc/api/search', 'POST', search),
      await load('create a DataObject', `/svc/api/collections/${c}/dataObjects`, 'POST', {
        name: 'created',
        attributes: { kind: 'bench' },
      }),
    ],
  });
}
await driver.close();

const p50 = (size: number, name: string) =>
  runs.find((r) => r.dataObjects === size)?.figures.find((f) => f.name === name)?.latencyMs.p50 ?? NaN;
const smallest = Math.min(...sizes);
const largest = Math.max(...sizes);
const ratio = (name: string) => Math.round((p50(largest, name) / p50(smallest, name)) * 100) / 100;
const results = {
  when: new Date().toISOString(),
  seconds,
  runs,
  goals: {
    [`list page p50 at ${largest} / at ${smallest} (goal ≤ 1.5)`]: ratio('list a page of 20 DataObjects'),
    [`page by updatedAt p50 at ${largest} / at ${smallest} (goal ≤ 1.5)`]: ratio(
      'a page of 20 by updatedAt, newest first',
    ),
    [`page by name p50 at ${largest} / at ${smallest} (goal ≤ 1.5)`]: ratio('a page of 20 by name'),
    [`attribute search p50 at ${largest} / at ${smallest} (goal ≤ 1.5)`]: ratio('search by attribute equality'),
    [`GET DataObject p50 / raw Cypher p50 at ${largest} (goal ≤ 2)`]:
      Math.round((p50(largest, 'GET one DataObject') / p50(largest, 'raw Cypher lookup by appId')) * 100) / 100,
  },
};
const dir = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'graph.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(
  JSON.stringify(
    {
      ...results,
      runs: runs.map((r) => ({
        dataObjects: r.dataObjects,
        seedSeconds: r.seedSeconds,
        p50: Object.fromEntries(r.figures.map((f) => [f.name, f.latencyMs.p50])),
        p99: Object.fromEntries(r.figures.map((f) => [f.name, f.latencyMs.p99])),
        rps: Object.fromEntries(r.figures.map((f) => [f.name, Math.round(f.throughputRps)])),
      })),
    },
    null,
    2,
  ),
);
