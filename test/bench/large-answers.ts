/**
 * `npm run bench -- large-answers [dataObjects=10000] [runs=20]`: the large legacy answers of
 * issue 34, alone (one request at a time) through a gateway of this tree started for the bench:
 *   - the unpaged DataObject list of a Collection of `dataObjects` DataObjects (by contract one
 *     answer), as identity, gzip and br;
 *   - GET of that Collection (it carries every `dataObjectIds` entry) and a page of 20
 *     Collections holding it (selected by a name only they carry);
 * p50/p95 latency and the bytes on the wire of each, and the database hits of the list query
 * (PROFILE over Bolt, the query the handler runs). The DataObjects are seeded straight into the
 * graph in the shape the API writes; 30 more made through the API carry parents, predecessors and
 * references, so the list's relationship columns are not all empty.
 * `BENCH_TREE=<dir>` runs the gateway of another checkout (a `git worktree` of an older commit,
 * with node_modules and localstack/.state linked to this one's) for a before figure; the
 * PROFILE then still uses this tree's query. Writes test/bench/results/large-answers.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import neo4j, { type ProfiledPlan } from 'neo4j-driver';
import { repoRoot } from '../../localstack/src/paths.ts';
import { benchDriver, seedDataObjects } from './graph-seed.ts';

const count = Number(process.argv[2] ?? '10000');
const runs = Number(process.argv[3] ?? '20');
const tree = process.env['BENCH_TREE'] ?? repoRoot;
const PORT = 18134;

// The gateway under test is this bench's own (support.ts reads the variable when it loads).
process.env['SVC_TEST_GATEWAY'] = `http://127.0.0.1:${PORT}`;
const { startExtraGateway } = await import('../support/extra-gateway.ts');
const { benchUser, request } = await import('./support.ts');
const { dataObjectListQuery } = await import('../../layers/core/src/features/collections/dataobject-list.ts');
const { markGraphSchemaCurrent } = await import('../../layers/core/src/platform/graph/schema-state.ts');

const gw = await startExtraGateway(PORT, {}, { cwd: tree });
process.on('exit', () => gw.stop());
const driver = benchDriver();

interface Sample {
  ms: number;
  wireBytes: number;
  bodyBytes: number;
}

/** One GET with the given Accept-Encoding; the body is read in full but not decoded. */
function get(path: string, key: string, acceptEncoding?: string): Promise<Sample & { status: number }> {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const req = httpRequest(
      `${gw.url}${path}`,
      { headers: { 'x-api-key': key, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } },
      (res) => {
        let wire = 0;
        res.on('data', (c: Buffer) => (wire += c.length));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - t, wireBytes: wire, bodyBytes: wire }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const at = (sorted: number[], q: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;

async function measure(name: string, path: string, key: string, acceptEncoding?: string) {
  for (let i = 0; i < 3; i++) await get(path, key, acceptEncoding);
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    const s = await get(path, key, acceptEncoding);
    if (s.status !== 200) throw new Error(`${name}: ${s.status}`);
    samples.push(s);
  }
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const figure = {
    name,
    acceptEncoding: acceptEncoding ?? 'identity',
    runs,
    p50Ms: at(ms, 0.5),
    p95Ms: at(ms, 0.95),
    wireBytes: samples[0]?.wireBytes ?? 0,
  };
  console.log(JSON.stringify(figure));
  return figure;
}

const hits = (p: ProfiledPlan): number => p.dbHits + p.children.reduce((s, c) => s + hits(c), 0);

/** The driver-lite Integers of the product's parameters as the bench driver's own. */
function boltParams(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [
      k,
      v !== null && typeof v === 'object' && 'low' in v && 'high' in v ? neo4j.int(String(v)) : v,
    ]),
  );
}

const { username, key } = await benchUser('bench-large');
// The 20 Collections share a name no one else uses, so the page of 20 is exactly them (others' Public ones stay out).
const name = `large-answers-${Date.now().toString(36)}`;
const made = await request('POST', '/svc/api/collections', key, { name });
const collectionId = (made.json as { id: number }).id;
await seedDataObjects(driver, collectionId, count, username);
// Related DataObjects through the API: a chain of parents and predecessors.
let previous: number | null = null;
for (let i = 0; i < 30; i++) {
  const body = {
    name: `linked-${i}`,
    parentId: i % 3 === 0 ? null : previous,
    predecessorIds: previous ? [previous] : [],
  };
  const r = await request('POST', `/svc/api/collections/${collectionId}/dataObjects`, key, body);
  if (r.status !== 201) throw new Error(`linked DataObject: ${r.status} ${JSON.stringify(r.json)}`);
  previous = (r.json as { id: number }).id;
}
for (let i = 0; i < 19; i++) await request('POST', '/svc/api/collections', key, { name });

const list = `/svc/api/collections/${collectionId}/dataObjects`;
const figures = [
  await measure('DataObject list, unpaged', list, key),
  await measure('DataObject list, unpaged', list, key, 'gzip'),
  await measure('DataObject list, unpaged', list, key, 'gzip, deflate, br'),
  await measure('GET the Collection', `/svc/api/collections/${collectionId}`, key),
  await measure('GET the Collection', `/svc/api/collections/${collectionId}`, key, 'gzip, deflate, br'),
  await measure('Collection page of 20', `/svc/api/collections?name=${name}&page=0&size=20`, key),
  await measure('Collection page of 20', `/svc/api/collections?name=${name}&page=0&size=20`, key, 'gzip, deflate, br'),
];

markGraphSchemaCurrent();
const q = dataObjectListQuery({ username, roles: [], method: 'apikey' }, collectionId, {});
const profiled = await driver.executeQuery(`PROFILE ${q.cypher}`, boltParams(q.params));
const rows = ((profiled.records[0]?.get('rows') ?? []) as unknown[]).length;
const dbHits = hits(profiled.summary.profile as ProfiledPlan);
console.log(JSON.stringify({ listQuery: { rows, dbHits, perRow: Math.round((dbHits / rows) * 10) / 10 } }));

const out = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'large-answers.json'),
  `${JSON.stringify({ at: new Date().toISOString(), tree, dataObjects: count + 30, figures, listQuery: { rows, dbHits } }, null, 2)}\n`,
);
await driver.close();
gw.stop();
