/**
 * `npm run bench -- request-costs [sizes=1000,10000,100000] [searches=50] [pairs=1000]`: two costs issue 34
 * names that every request of their kind pays.
 *   1. The legacy shelf's own cost: GET /svc/api/versionz against the same handler at /versionz,
 *      interleaved, one keep-alive connection, `pairs` each; beside them, in the same run,
 *      one UpdateItem on a probe item of the provenance table (what every legacy answer used to
 *      wait for before the statistics were counted in memory and written after the answer).
 *   2. Collection search (POST /svc/api/search/collections) as the Collections grow: for each size
 *      the bench user's Collections are seeded straight into the graph (test/bench/graph-seed.ts,
 *      the shape the API writes) up to that many; then `searches` sequential searches of each: an
 *      attribute equality without a match, one with one match, and, for contrast, a `contains`
 *      on the attribute (which no index can anchor: it reads every Collection's attributes).
 * The seeded Collections are removed afterwards. Writes test/bench/results/request-costs.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../layers/core/src/platform/aws/clients.ts';
import { repoRoot } from '../../localstack/src/paths.ts';
import { useLocalCore } from '../support/local-core.ts';
import { benchDriver, deleteCollections, seedCollections } from './graph-seed.ts';
import { benchUser, gateway } from './support.ts';

const sizes = (process.argv[2] ?? '1000,10000,100000').split(',').map(Number);
const requests = Number(process.argv[3] ?? '50');
const pairs = Number(process.argv[4] ?? '1000');
const log = (m: string) => console.error(`[request-costs] ${m}`);
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const base = new URL(gateway);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1, noDelay: true });

function timed(method: string, path: string, key: string, body?: string): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        headers: {
          'x-api-key': key,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
      },
    );
    req.on('error', reject);
    // Headers and body in one write: two segments would meet Nagle and delayed ACKs (40 ms).
    req.end(body);
  });
}

const figures = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => round(s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] ?? Number.NaN);
  return { n: s.length, p50: q(0.5), p95: q(0.95), p99: q(0.99), mean: round(s.reduce((a, b) => a + b, 0) / s.length) };
};

const { username, key } = await benchUser('bench-costs');

// 1. The legacy shelf's cost.
const restore = useLocalCore();
const plain: number[] = [];
const legacy: number[] = [];
const update: number[] = [];
for (let i = 0; i < 50; i++) await timed('GET', '/svc/api/versionz', key); // warm-up
for (let i = 0; i < pairs; i++) {
  for (const [path, into] of [
    ['/versionz', plain],
    ['/svc/api/versionz', legacy],
  ] as const) {
    const r = await timed('GET', path, key);
    if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
    into.push(r.ms);
  }
  const t = performance.now();
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('provenance'),
      Key: { pk: 'META', sk: 'bench#request-costs-probe' },
      UpdateExpression: 'ADD #calls :one, #callers :caller SET #last = :now',
      ExpressionAttributeNames: { '#calls': 'calls', '#callers': 'callers', '#last': 'lastCallAt' },
      ExpressionAttributeValues: { ':one': 1, ':caller': new Set([username]), ':now': new Date().toISOString() },
    }),
  );
  update.push(performance.now() - t);
}
restore();
const versionz = {
  '/versionz': figures(plain),
  '/svc/api/versionz': figures(legacy),
  'one UpdateItem (DynamoDB Local, same run)': figures(update),
};
const legacyOverP50 = round(versionz['/svc/api/versionz'].p50 - versionz['/versionz'].p50);
log(`versionz: ${JSON.stringify(versionz)}; legacy − plain p50 ${legacyOverP50} ms`);

// 2. Collection search as the Collections grow.
const driver = benchDriver();
const seeded: number[] = [];
const search: Record<string, unknown>[] = [];
try {
  for (const size of sizes) {
    const t0 = performance.now();
    if (size > seeded.length)
      seeded.push(...(await seedCollections(driver, size - seeded.length, username, `c${size}-`)));
    const seedSeconds = round((performance.now() - t0) / 1000, 1);
    const body = (operator: string, value: string) =>
      JSON.stringify({ searchParams: { query: JSON.stringify({ property: 'attributes.serial', operator, value }) } });
    const cases = {
      'eq, no match': body('eq', 'nothing-has-this'),
      'eq, one match': body('eq', `c${sizes[0]}-7`),
      'contains, no match (not anchored)': body('contains', 'nothing-has-this'),
    };
    const row: Record<string, unknown> = { collections: seeded.length, seedSeconds };
    for (const [name, b] of Object.entries(cases)) {
      const ms: number[] = [];
      for (let i = 0; i < 5; i++) await timed('POST', '/svc/api/search/collections', key, b);
      for (let i = 0; i < requests; i++) {
        const r = await timed('POST', '/svc/api/search/collections', key, b);
        if (r.status !== 200) throw new Error(`search ${name}: ${r.status}`);
        ms.push(r.ms);
      }
      row[name] = figures(ms);
    }
    log(`search at ${seeded.length}: ${JSON.stringify(row)}`);
    search.push(row);
  }
} finally {
  log(`removing ${seeded.length} seeded Collections …`);
  await deleteCollections(driver, seeded);
  await driver.close();
  agent.destroy();
}

const out = { when: new Date().toISOString(), searches: requests, pairs, versionz, legacyOverP50, search };
const dir = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'request-costs.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify(out, null, 2));
