/**
 * `npm run bench -- containers [runs=50]`: the figures of issue 15, through the local gateway
 * (SVC_TEST_GATEWAY, else :8080) into the local cloud, as a new user.
 *
 * STRUCTURED DATA: create (POST …/payload) and get (GET …/payload/{oid}) of a 1 KB document (a
 * table item) and of a 1 MB document (an S3 object), `runs` of each, one at a time: p50/p99 in ms.
 * Each GET answer is checked to be the stored text exactly. The container is deleted at the end.
 *
 * SPATIAL DATA: see the marked section below (added by the spatial-data work).
 *
 * Writes test/bench/results/containers.json and prints a table.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../localstack/src/paths.ts';
import { benchUser, gateway, request } from './support.ts';

const RUNS = Number(process.argv[2] ?? '50');

interface Latency { p50Ms: number; p99Ms: number; runs: number }

function latency(samples: readonly number[]): Latency {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => +(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0).toFixed(1);
  return { p50Ms: at(0.5), p99Ms: at(0.99), runs: s.length };
}

/** A JSON object of about `bytes` bytes of UTF-8: numbers, strings, nesting, some non-ASCII. */
function documentOf(bytes: number): string {
  const rows: string[] = [];
  let size = 2;
  for (let i = 0; size < bytes; i++) {
    const row = `{"i":${i},"t":${1_700_000_000_000 + i},"v":${(i * 0.37).toFixed(3)},"tag":"sensör-${i % 17}","ok":${i % 2 === 0}}`;
    rows.push(row);
    size += Buffer.byteLength(row) + 1;
  }
  return `{"rows":[${rows.join(',')}]}`;
}

// ── structured data ─────────────────────────────────────────────────────────────────────
interface StructuredFigures { documentBytes: number; create: Latency; get: Latency }

async function structuredFigures(key: string): Promise<Record<string, StructuredFigures>> {
  const container = await request('POST', '/svc/api/structuredDataContainers', key, { name: `bench-${Date.now()}` });
  if (container.status !== 201) throw new Error(`creating a container: ${container.status} ${JSON.stringify(container.json)}`);
  const id = (container.json as { id: number }).id;
  const out: Record<string, StructuredFigures> = {};
  try {
    for (const [label, bytes] of [['1 KB', 1024], ['1 MB', 1024 * 1024]] as const) {
      const text = documentOf(bytes);
      const creates: number[] = [];
      const gets: number[] = [];
      const oids: string[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const r = await request('POST', `/svc/api/structuredDataContainers/${id}/payload`, key, { payload: text });
        creates.push(performance.now() - t0);
        if (r.status !== 201) throw new Error(`create ${label}: ${r.status} ${JSON.stringify(r.json)}`);
        oids.push((r.json as { oid: string }).oid);
      }
      for (const oid of oids) {
        const t0 = performance.now();
        const r = await request('GET', `/svc/api/structuredDataContainers/${id}/payload/${oid}`, key);
        gets.push(performance.now() - t0);
        if (r.status !== 200 || (r.json as { payload: string }).payload !== text) throw new Error(`get ${label}: ${r.status}, not the stored text`);
      }
      out[label] = { documentBytes: Buffer.byteLength(text), create: latency(creates), get: latency(gets) };
    }
  } finally {
    await request('DELETE', `/svc/api/structuredDataContainers/${id}`, key);
  }
  return out;
}

// ── spatial data ────────────────────────────────────────────────────────────────────────
// SPATIAL FIGURES GO HERE (issue 15, spatial half): containers of 10^4, 10^5 and 10^6 random
// points; bounding-box queries returning about 1,000 points and KNN with k = 10, p50/p99 at each
// size. Add a `spatialFigures(key)` beside `structuredFigures` and its rows to `main` below.
async function spatialFigures(_key: string): Promise<null> {
  return null;
}

async function main(): Promise<void> {
  const user = await benchUser('bench-containers');
  const structured = await structuredFigures(user.key);
  const spatial = await spatialFigures(user.key);
  const result = { gateway, runs: RUNS, at: new Date().toISOString(), structured, spatial };
  const dir = join(repoRoot, 'test', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'containers.json'), `${JSON.stringify(result, null, 2)}\n`);

  console.log(`containers bench against ${gateway}, ${RUNS} runs each`);
  console.log('| structured data | document bytes | create p50 | create p99 | get p50 | get p99 |');
  console.log('|---|---|---|---|---|---|');
  for (const [label, f] of Object.entries(structured)) {
    console.log(`| ${label} | ${f.documentBytes} | ${f.create.p50Ms} ms | ${f.create.p99Ms} ms | ${f.get.p50Ms} ms | ${f.get.p99Ms} ms |`);
  }
  if (spatial === null) console.log('spatial data: not measured here yet');
}

await main();
