/**
 * `npm run bench -- containers [runs=50]`: the figures of issue 15, through the local gateway
 * (SVC_TEST_GATEWAY, else :8080) into the local cloud, as a new user.
 *
 * STRUCTURED DATA: create (POST …/payload) and get (GET …/payload/{oid}) of a 1 KB document (a
 * table item) and of a 1 MB document (an S3 object), `runs` of each, one at a time: p50/p99 in ms.
 * Each GET answer is checked to be the stored text exactly. The container is deleted at the end.
 *
 * SPATIAL DATA: one container grown to 10^4, 10^5 and 10^6 random points; box reads of about
 * 1,000 points and KNN with k = 10, p50/p99 at each size (see spatialFigures).
 *
 * Writes test/bench/results/containers.json and prints a table.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../localstack/src/paths.ts';
import { ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { localEnvironment } from '../../localstack/src/local-env.ts';
import { benchUser, gateway, request } from './support.ts';

const RUNS = Number(process.argv[2] ?? '50');

interface Latency {
  p50Ms: number;
  p99Ms: number;
  runs: number;
}

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
interface StructuredFigures {
  documentBytes: number;
  create: Latency;
  get: Latency;
}

async function structuredFigures(key: string): Promise<Record<string, StructuredFigures>> {
  const container = await request('POST', '/svc/api/structuredDataContainers', key, { name: `bench-${Date.now()}` });
  if (container.status !== 201)
    throw new Error(`creating a container: ${container.status} ${JSON.stringify(container.json)}`);
  const id = (container.json as { id: number }).id;
  const out: Record<string, StructuredFigures> = {};
  try {
    for (const [label, bytes] of [
      ['1 KB', 1024],
      ['1 MB', 1024 * 1024],
    ] as const) {
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
        if (r.status !== 200 || (r.json as { payload: string }).payload !== text)
          throw new Error(`get ${label}: ${r.status}, not the stored text`);
      }
      out[label] = { documentBytes: Buffer.byteLength(text), create: latency(creates), get: latency(gets) };
    }
  } finally {
    await request('DELETE', `/svc/api/structuredDataContainers/${id}`, key);
  }
  return out;
}

// ── spatial data ────────────────────────────────────────────────────────────────────────
interface SpatialFigures {
  points: number;
  box: Latency & { meanPoints: number };
  knn10: Latency;
}

/** mulberry32: the same points and queries every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `runs` boxes holding about 1,000 points and `runs` KNN reads with k = 10, one at a time. */
async function measureQueries(id: number, key: string, size: number, r: () => number): Promise<SpatialFigures> {
  const side = 1000 * Math.cbrt(1000 / size);
  const boxes: number[] = [];
  let returned = 0;
  for (let i = 0; i < RUNS; i++) {
    const c = {
      x: side / 2 + r() * (1000 - side),
      y: side / 2 + r() * (1000 - side),
      z: side / 2 + r() * (1000 - side),
    };
    const g = {
      type: 'AXIS_ALIGNED_BOUNDING_BOX',
      minX: c.x - side / 2,
      minY: c.y - side / 2,
      minZ: c.z - side / 2,
      maxX: c.x + side / 2,
      maxY: c.y + side / 2,
      maxZ: c.z + side / 2,
    };
    const t1 = performance.now();
    const q = await request(
      'GET',
      `/svc/api/spatialDataContainers/${id}/payload?geometryFilter=${encodeURIComponent(JSON.stringify(g))}`,
      key,
    );
    boxes.push(performance.now() - t1);
    if (q.status !== 200) throw new Error(`box read: ${q.status} ${JSON.stringify(q.json)}`);
    returned += (q.json as unknown[]).length;
  }
  const knns: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const g = { type: 'K_NEAREST_NEIGHBOR', k: 10, x: r() * 1000, y: r() * 1000, z: r() * 1000 };
    const t1 = performance.now();
    const q = await request(
      'GET',
      `/svc/api/spatialDataContainers/${id}/payload?geometryFilter=${encodeURIComponent(JSON.stringify(g))}`,
      key,
    );
    knns.push(performance.now() - t1);
    if (q.status !== 200 || (q.json as unknown[]).length !== 10) throw new Error(`KNN read: ${q.status}`);
  }
  return { points: size, box: { ...latency(boxes), meanPoints: Math.round(returned / RUNS) }, knn10: latency(knns) };
}

async function spatialStore(): Promise<typeof import('../../layers/core/src/features/spatial/payload.ts')> {
  Object.assign(process.env, localEnvironment(ensureLocalSecrets()), { LOG_LEVEL: 'ERROR' });
  return import('../../layers/core/src/features/spatial/payload.ts');
}

/**
 * One container grown to 10^4, 10^5 and 10^6 points uniform in [0, 1000]^3, measured at each size
 * through the gateway (which needs svc.spatial-data.enabled). The first 10^4 points go through
 * HTTP; the rest are written in-process straight into the store (SpatialStore.append, the code the
 * POST runs), because a million points through one gateway on this machine would take most of an
 * hour (and the in-process writes still take about 15 minutes: one item a point on DynamoDB Local).
 * SPATIAL_MAX_POINTS caps the largest size. The container is kept when SPATIAL_KEEP=1 (its id is
 * printed); SPATIAL_CONTAINER=<id> measures such a kept container again at its present size, as
 * the admin (whose key reads every container), without writing.
 */
async function spatialFigures(key: string): Promise<SpatialFigures[] | null> {
  const reuse = process.env['SPATIAL_CONTAINER'];
  if (reuse) {
    const id = Number(reuse);
    const adminKey = readFileSync(join(repoRoot, 'localstack', '.state', 'admin-api-key'), 'utf8').trim();
    const meta = await (await spatialStore()).store().meta(id);
    if (!meta) throw new Error(`spatial container ${id} has no points`);
    console.log(`spatial: measuring kept container ${id} with ${meta.count} points`);
    return [await measureQueries(id, adminKey, meta.count, rng(16))];
  }
  const container = await request('POST', '/svc/api/spatialDataContainers', key, { name: `bench-${Date.now()}` });
  if (container.status === 404) return null; // the gateway runs without svc.spatial-data.enabled
  if (container.status !== 201)
    throw new Error(`creating a spatial container: ${container.status} ${JSON.stringify(container.json)}`);
  const id = (container.json as { id: number }).id;
  const { store } = await spatialStore();
  const r = rng(15);
  const point = () => ({
    timestamp: 1_700_000_000_000_000_000n,
    x: r() * 1000,
    y: r() * 1000,
    z: r() * 1000,
    measurements: { v: r() },
    metadata: {},
  });
  const out: SpatialFigures[] = [];
  const maxPoints = Number(process.env['SPATIAL_MAX_POINTS'] ?? '1000000');
  let stored = 0;
  try {
    for (const size of [10_000, 100_000, 1_000_000].filter((n) => n <= maxPoints)) {
      const t0 = performance.now();
      while (stored < size) {
        const n = Math.min(5000, size - stored);
        const batch = Array.from({ length: n }, point);
        if (stored < 10_000) {
          const w = await request(
            'POST',
            `/svc/api/spatialDataContainers/${id}/payload`,
            key,
            batch.map((p) => ({ ...p, timestamp: undefined })),
          );
          if (w.status !== 204) throw new Error(`writing points: ${w.status} ${JSON.stringify(w.json)}`);
        } else {
          await store().append(id, batch);
        }
        stored += n;
      }
      console.log(
        `spatial: ${size} points stored in container ${id} (${((performance.now() - t0) / 1000).toFixed(1)} s for this step)`,
      );
      out.push(await measureQueries(id, key, size, r));
    }
  } finally {
    if (process.env['SPATIAL_KEEP'] !== '1') await request('DELETE', `/svc/api/spatialDataContainers/${id}`, key);
  }
  return out;
}

async function main(): Promise<void> {
  const user = await benchUser('bench-containers');
  const structured = process.env['SPATIAL_CONTAINER'] ? {} : await structuredFigures(user.key);
  const spatial = await spatialFigures(user.key);
  const result = { gateway, runs: RUNS, at: new Date().toISOString(), structured, spatial };
  const dir = join(repoRoot, 'test', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, process.env['SPATIAL_CONTAINER'] ? 'containers-kept.json' : 'containers.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );

  console.log(`containers bench against ${gateway}, ${RUNS} runs each`);
  console.log('| structured data | document bytes | create p50 | create p99 | get p50 | get p99 |');
  console.log('|---|---|---|---|---|---|');
  for (const [label, f] of Object.entries(structured)) {
    console.log(
      `| ${label} | ${f.documentBytes} | ${f.create.p50Ms} ms | ${f.create.p99Ms} ms | ${f.get.p50Ms} ms | ${f.get.p99Ms} ms |`,
    );
  }
  if (spatial === null) {
    console.log('spatial data: not measured (the gateway answers 404: start it with SVC_SPATIAL_DATA_ENABLED=true)');
    return;
  }
  console.log('| spatial data points | box p50 | box p99 | points a box | KNN k=10 p50 | KNN k=10 p99 |');
  console.log('|---|---|---|---|---|---|');
  for (const f of spatial)
    console.log(
      `| ${f.points} | ${f.box.p50Ms} ms | ${f.box.p99Ms} ms | ${f.box.meanPoints} | ${f.knn10.p50Ms} ms | ${f.knn10.p99Ms} ms |`,
    );
}

await main();
