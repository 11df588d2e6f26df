/**
 * `npm run bench -- provenance [activities=2000] [seconds=10]`: provenance listing through the
 * local gateway. Seeds `activities` provenance rows by real authenticated writes (one Collection
 * created per row, so every row is captured exactly as in production) for one new user, then
 * loads, with 10 connections for `seconds` each:
 *   - `GET /v2/provenance/activities?agent=<user>&limit=100` (newest page of one agent),
 *   - `GET /v2/provenance/activities?targetKind=Collection&limit=100` (newest page of a kind),
 *   - `GET /v2/provenance/count?agent=<user>`.
 * Writes test/bench/results/provenance.json. HTTP only, so it measures whichever DynamoDB the
 * local cloud runs. Needs the local cloud (`npm start`); loopback only, bounded in time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../../localstack/src/paths.ts';
import { benchUser, gateway, request } from './support.ts';

const count = Number(process.argv[2] ?? '2000');
const seconds = Number(process.argv[3] ?? '10');

const { username, key } = await benchUser('bench-prov');

const t0 = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (next < count) {
      next += 1;
      const r = await request('POST', '/svc/api/collections', key, { name: `prov-${next}` });
      if (r.status !== 201) throw new Error(`seeding: ${r.status} ${JSON.stringify(r.json)}`);
    }
  }),
);
const seedSeconds = (performance.now() - t0) / 1000;

// Capture is asynchronous to nothing: the row is written before the answer. Check the count.
const counted = await request('GET', `/v2/provenance/count?agent=${username}`, key);

async function load(name: string, path: string) {
  const r = await autocannon({
    url: `${gateway}${path}`,
    connections: 10,
    duration: seconds,
    headers: { 'x-api-key': key },
  });
  return {
    name,
    path,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    throughputRps: r.requests.average,
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
  };
}

const results = {
  when: new Date().toISOString(),
  activities: count,
  counted: counted.json,
  seed: { seconds: Math.round(seedSeconds * 10) / 10, writesPerSecond: Math.round(count / seedSeconds) },
  loads: [
    await load('newest 100 of one agent', `/v2/provenance/activities?agent=${username}&limit=100`),
    await load('newest 100 of a kind', '/v2/provenance/activities?targetKind=Collection&limit=100'),
    await load('count of one agent', `/v2/provenance/count?agent=${username}`),
  ],
};
const dir = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'provenance.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
