/**
 * `npm run bench -- load [--sizes small,large] [--steady 60] [--spike 30] [--ramp 60] [--keep]`:
 * the mixed load of issue 34 through the local gateway, on the legacy paths and casing of the
 * contract (and /v2 where the contract has no such call: provenance, admin features), with our
 * own driver (node:http, keep-alive; no k6). Every request is drawn from the mix:
 *   15% GET /svc/api/versionz, 20% a Collection list page (GET /svc/api/collections?page=0&size=20),
 *   15% Collection search (POST /svc/api/search/collections, an attribute equality; every other one
 *   matches nothing), 10% the DataObject list of the large Collection (unpaged, as the contract
 *   answers it), 10% the DataObject list of a second Collection, 10% a timeseries ingest of 10
 *   points (POST /svc/api/timeseriesContainers/{id}/payload), 10% a range read of 200 points,
 *   7% the provenance of an entity (GET /v2/provenance/entity/{appId}), 3% GET /v2/admin/features.
 * Three phases: steady (10 virtual users, each pausing 0.5 s between requests), spike (an open
 * arrival rate of 100 requests per second, whatever the answers take) and ramp (virtual users
 * from 0 to 50 over the first half, 50 for the second half, 0.5 s pauses). Per phase and
 * endpoint: count, errors (a status ≥ 400 or no answer), p50/p95/p99 and p95 / threshold (the
 * issue's thresholds; the spike's are four times those), and the CPU the gateway (with its child
 * processes) and each store used, from /proc of the processes listening on their ports.
 * Two data sizes: `small` (a few entities through the API) and `large` (1,000 Collections seeded
 * straight into the graph in the shape the API writes, test/bench/graph-seed.ts, plus a
 * Collection of 10,000 DataObjects and one of 100; the seeded Collections are removed afterwards
 * unless --keep). Writes test/bench/results/load.json and prints a Markdown table.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { adminKeyFile } from '../../localstack/src/local-secrets.ts';
import { ports } from '../../localstack/src/local-env.ts';
import { repoRoot } from '../../localstack/src/paths.ts';
import { benchDriver, deleteCollections, seedCollections, seedDataObjects } from './graph-seed.ts';
import { benchUser, gateway, request } from './support.ts';

const flag = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
};
const sizes = flag('sizes', 'small,large').split(',') as ('small' | 'large')[];
const steadySeconds = Number(flag('steady', '60'));
const spikeSeconds = Number(flag('spike', '30'));
const rampSeconds = Number(flag('ramp', '60'));
const keep = process.argv.includes('--keep');
const PAUSE_MS = 500;
const SPIKE_RATE = 100;
const REQUEST_TIMEOUT_MS = 30_000;

const log = (m: string) => console.error(`[load] ${m}`);
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

// ── HTTP ────────────────────────────────────────────────────────────────────────────────────
const base = new URL(gateway);
const agent = new http.Agent({ keepAlive: true, maxSockets: 512, noDelay: true });

interface Answer {
  status: number;
  bytes: number;
  ms: number;
  body?: string;
}

function send(method: string, path: string, key: string, body?: string, keepBody = false): Promise<Answer> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          'x-api-key': key,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        let bytes = 0;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          bytes += c.length;
          if (keepBody) chunks.push(c);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes,
            ms: performance.now() - t0,
            ...(keepBody ? { body: Buffer.concat(chunks).toString('utf8') } : {}),
          }),
        );
        res.on('error', () => resolve({ status: 0, bytes, ms: performance.now() - t0 }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, bytes: 0, ms: performance.now() - t0 }));
    // Headers and body in one write: two segments would meet Nagle and delayed ACKs (40 ms).
    req.end(body);
  });
}

// ── The mix ─────────────────────────────────────────────────────────────────────────────────
interface Fixture {
  key: string;
  admin: string;
  big: number;
  second: number;
  container: number;
  provenanceAppId: string;
  serials: number;
}

interface Endpoint {
  name: string;
  weight: number;
  thresholdMs: number;
  call: (f: Fixture, n: number) => Promise<Answer>;
}

const MS = 1_000_000n;
const T_READ = 1_700_000_000_000n * MS;
const READ_POINTS = 10_000;
let ingestClock = BigInt(Date.now()) * MS;
const channel = (field: string) =>
  `{"measurement":"load","device":"rig","location":"lab","symbolicName":"sensor","field":"${field}"}`;
/** Timestamps are int64 nanoseconds: written as JSON text, never through a double. */
const pointsBody = (field: string, first: bigint, count: number, step: bigint) =>
  `{"timeseries":${channel(field)},"points":[${Array.from(
    { length: count },
    (_, i) => `{"timestamp":${first + BigInt(i) * step},"value":${i + 0.5}}`,
  ).join(',')}]}`;
const readPath = (f: Fixture, start: bigint, end: bigint) =>
  `/svc/api/timeseriesContainers/${f.container}/payload?measurement=load&device=rig&location=lab&symbolic_name=sensor&field=read&start=${start}&end=${end}`;

const endpoints: Endpoint[] = [
  { name: 'versionz', weight: 15, thresholdMs: 200, call: (f) => send('GET', '/svc/api/versionz', f.key) },
  {
    name: 'collection list page',
    weight: 20,
    thresholdMs: 500,
    call: (f) => send('GET', '/svc/api/collections?page=0&size=20', f.key),
  },
  {
    name: 'collection search',
    weight: 15,
    thresholdMs: 1500,
    call: (f, n) => {
      // Every other search names a serial no Collection has: a search without a match.
      const value = n % 2 === 0 ? `s${n % f.serials}` : `none-${n}`;
      const query = JSON.stringify({ property: 'attributes.serial', operator: 'eq', value });
      return send(
        'POST',
        '/svc/api/search/collections?page=0&size=20',
        f.key,
        JSON.stringify({ searchParams: { query } }),
      );
    },
  },
  {
    name: 'dataObject list (large Collection)',
    weight: 10,
    thresholdMs: 500,
    call: (f) => send('GET', `/svc/api/collections/${f.big}/dataObjects`, f.key),
  },
  {
    name: 'dataObject list (second Collection)',
    weight: 10,
    thresholdMs: 500,
    call: (f) => send('GET', `/svc/api/collections/${f.second}/dataObjects`, f.key),
  },
  {
    name: 'timeseries ingest (10 points)',
    weight: 10,
    thresholdMs: 2000,
    call: (f) => {
      ingestClock += 10_000n;
      return send(
        'POST',
        `/svc/api/timeseriesContainers/${f.container}/payload`,
        f.key,
        pointsBody('ingest', ingestClock, 10, 1_000n),
      );
    },
  },
  {
    name: 'timeseries range read (200 points)',
    weight: 10,
    thresholdMs: 600,
    call: (f, n) => {
      const start = T_READ + BigInt((n * 7919) % (READ_POINTS - 200)) * MS;
      return send('GET', readPath(f, start, start + 199n * MS), f.key);
    },
  },
  {
    name: 'provenance of an entity',
    weight: 7,
    thresholdMs: 800,
    call: (f) => send('GET', `/v2/provenance/entity/${f.provenanceAppId}`, f.key),
  },
  { name: 'admin features', weight: 3, thresholdMs: 200, call: (f) => send('GET', '/v2/admin/features', f.admin) },
];
const totalWeight = endpoints.reduce((n, e) => n + e.weight, 0);

/** A deterministic draw: request n of the run takes the endpoint its slot in 100 falls into (shuffled). */
const slots: Endpoint[] = (() => {
  const out = endpoints.flatMap((e) => Array.from({ length: e.weight }, () => e));
  let seed = 34;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
})();
if (totalWeight !== 100) throw new Error(`the mix weighs ${totalWeight}, not 100`);

// ── Recording ───────────────────────────────────────────────────────────────────────────────
class Recorder {
  readonly samples = new Map<string, { ms: number[]; errors: number; statuses: Record<string, number> }>();
  private n = 0;
  next(): { endpoint: Endpoint; n: number } {
    const n = this.n++;
    return { endpoint: slots[n % slots.length]!, n };
  }
  add(name: string, a: Answer): void {
    const s = this.samples.get(name) ?? { ms: [], errors: 0, statuses: {} };
    this.samples.set(name, s);
    s.ms.push(a.ms);
    if (a.status === 0 || a.status >= 400) {
      s.errors++;
      s.statuses[String(a.status)] = (s.statuses[String(a.status)] ?? 0) + 1;
    }
  }
  async one(f: Fixture): Promise<void> {
    const { endpoint, n } = this.next();
    this.add(endpoint.name, await endpoint.call(f, n));
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

interface Row {
  endpoint: string;
  count: number;
  errors: number;
  errorStatuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  thresholdMs: number;
  p95OverThreshold: number;
}

function rows(rec: Recorder, thresholdFactor: number): Row[] {
  const out: Row[] = [];
  const all: number[] = [];
  let allErrors = 0;
  for (const e of endpoints) {
    const s = rec.samples.get(e.name) ?? { ms: [], errors: 0, statuses: {} };
    const sorted = [...s.ms].sort((a, b) => a - b);
    all.push(...s.ms);
    allErrors += s.errors;
    const p95 = quantile(sorted, 0.95);
    out.push({
      endpoint: e.name,
      count: sorted.length,
      errors: s.errors,
      errorStatuses: s.statuses,
      p50: round(quantile(sorted, 0.5)),
      p95: round(p95),
      p99: round(quantile(sorted, 0.99)),
      thresholdMs: e.thresholdMs * thresholdFactor,
      p95OverThreshold: round(p95 / (e.thresholdMs * thresholdFactor), 2),
    });
  }
  all.sort((a, b) => a - b);
  out.push({
    endpoint: 'all',
    count: all.length,
    errors: allErrors,
    errorStatuses: {},
    p50: round(quantile(all, 0.5)),
    p95: round(quantile(all, 0.95)),
    p99: round(quantile(all, 0.99)),
    thresholdMs: Number.NaN,
    p95OverThreshold: Number.NaN,
  });
  return out;
}

// ── CPU from /proc ──────────────────────────────────────────────────────────────────────────
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

function listenerPid(port: number): number | undefined {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const m = /pid=(\d+)/.exec(out);
  return m ? Number(m[1]) : undefined;
}

/** utime + stime of a process and its descendants (exited children counted through cutime/cstime). */
function cpuTicks(root: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const raw = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const f = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
      // After the command: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
      stats.set(Number(entry), {
        ppid: Number(f[1]),
        ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]),
      });
    } catch {
      // The process ended meanwhile.
    }
  }
  let total = 0;
  const walk = (pid: number) => {
    total += stats.get(pid)?.ticks ?? 0;
    for (const [child, s] of stats) if (s.ppid === pid) walk(child);
  };
  walk(root);
  return total;
}

const watched = {
  gateway: base.port ? Number(base.port) : 80,
  neo4j: ports.neo4j,
  dynamodb: ports.dynamodb,
  'moto (SQS, Secrets Manager)': ports.moto,
};

function cpuSnapshot(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, port] of Object.entries(watched)) {
    const pid = listenerPid(port);
    if (pid !== undefined) out[name] = cpuTicks(pid);
  }
  return out;
}

/** Average share of one core each used between two snapshots, in percent. */
function cpuPercent(before: Record<string, number>, after: Record<string, number>, seconds: number) {
  const out: Record<string, number> = {};
  for (const name of Object.keys(after))
    out[name] = round((((after[name] ?? 0) - (before[name] ?? 0)) / TICKS / seconds) * 100, 0);
  return out;
}

// ── Phases ──────────────────────────────────────────────────────────────────────────────────
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function virtualUser(rec: Recorder, f: Fixture, until: number, startAt = 0): Promise<void> {
  if (startAt > 0) await sleep(startAt);
  while (performance.now() < until) {
    await rec.one(f);
    await sleep(PAUSE_MS);
  }
}

async function steady(rec: Recorder, f: Fixture, seconds: number): Promise<void> {
  const until = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: 10 }, (_, i) => virtualUser(rec, f, until, i * 50)));
}

async function spike(rec: Recorder, f: Fixture, seconds: number): Promise<void> {
  const start = performance.now();
  const total = Math.round(seconds * SPIKE_RATE);
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / SPIKE_RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(rec.one(f));
  }
  await Promise.all(inFlight);
}

async function ramp(rec: Recorder, f: Fixture, seconds: number): Promise<void> {
  const until = performance.now() + seconds * 1000;
  const half = (seconds * 1000) / 2;
  // User k joins at k/50 of the first half; all 50 run through the second half.
  await Promise.all(Array.from({ length: 50 }, (_, k) => virtualUser(rec, f, until, (k * half) / 50)));
}

interface PhaseResult {
  phase: string;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  cpuPercentOfOneCore: Record<string, number>;
  rows: Row[];
}

async function phase(
  name: string,
  seconds: number,
  factor: number,
  f: Fixture,
  run: (rec: Recorder, f: Fixture, seconds: number) => Promise<void>,
): Promise<PhaseResult> {
  log(`${name}: ${seconds} s …`);
  const rec = new Recorder();
  const cpu0 = cpuSnapshot();
  const t0 = performance.now();
  await run(rec, f, seconds);
  const wall = (performance.now() - t0) / 1000;
  const cpu = cpuPercent(cpu0, cpuSnapshot(), wall);
  const r = rows(rec, factor);
  const all = r.at(-1)!;
  log(`${name}: ${all.count} requests, ${all.errors} errors, p95 ${all.p95} ms; CPU ${JSON.stringify(cpu)}`);
  return {
    phase: name,
    seconds: round(wall),
    requests: all.count,
    requestsPerSecond: round(all.count / wall),
    cpuPercentOfOneCore: cpu,
    rows: r,
  };
}

// ── Data ────────────────────────────────────────────────────────────────────────────────────
const admin = readFileSync(adminKeyFile, 'utf8').trim();

async function must(method: string, path: string, key: string, body?: unknown): Promise<Record<string, unknown>> {
  const r = await request(method, path, key, body);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
  return r.json as Record<string, unknown>;
}

async function seed(size: 'small' | 'large'): Promise<{ fixture: Fixture; seeded: number[]; seedSeconds: number }> {
  const t0 = performance.now();
  const { username, key } = await benchUser(`bench-load-${size}`);
  const seeded: number[] = [];
  let serials = 3;
  const driver = benchDriver();
  try {
    if (size === 'large') {
      serials = 1_000;
      seeded.push(...(await seedCollections(driver, 1_000, username, 's')));
    } else {
      for (let i = 0; i < 3; i++)
        await must('POST', '/svc/api/collections', key, { name: `load-${i}`, attributes: { serial: `s${i}` } });
    }
    // The two listed Collections, through the API (the large one last: the newest, on the first page).
    const second = Number((await must('POST', '/svc/api/collections', key, { name: 'load-second' }))['id']);
    const bigView = await must('POST', '/svc/api/collections', key, { name: 'load-large' });
    const big = Number(bigView['id']);
    if (size === 'large') {
      seeded.push(second, big);
      await seedDataObjects(driver, second, 100, username);
      await seedDataObjects(driver, big, 10_000, username);
    } else {
      for (let i = 0; i < 5; i++) await must('POST', `/svc/api/collections/${big}/dataObjects`, key, { name: `d${i}` });
      for (let i = 0; i < 3; i++)
        await must('POST', `/svc/api/collections/${second}/dataObjects`, key, { name: `e${i}` });
    }
    const container = Number((await must('POST', '/svc/api/timeseriesContainers', key, { name: 'load' }))['id']);
    for (let i = 0; i < READ_POINTS; i += 5_000) {
      const r = await send(
        'POST',
        `/svc/api/timeseriesContainers/${container}/payload`,
        key,
        pointsBody('read', T_READ + BigInt(i) * MS, 5_000, MS),
      );
      if (r.status !== 201 && r.status !== 200) throw new Error(`seeding the read channel: ${r.status}`);
    }
    const fixture: Fixture = {
      key,
      admin,
      big,
      second,
      container,
      provenanceAppId: String(bigView['appId']),
      serials,
    };
    return { fixture, seeded, seedSeconds: round((performance.now() - t0) / 1000) };
  } finally {
    await driver.close();
  }
}

/** One call of each endpoint must answer 2xx before the load starts; their sizes are reported. */
async function check(f: Fixture): Promise<Record<string, { status: number; bytes: number; ms: number }>> {
  const out: Record<string, { status: number; bytes: number; ms: number }> = {};
  for (const e of endpoints) {
    const a = await e.call(f, 0);
    if (a.status >= 300) throw new Error(`${e.name}: ${a.status}`);
    out[e.name] = { status: a.status, bytes: a.bytes, ms: round(a.ms) };
  }
  const read = await send('GET', readPath(f, T_READ, T_READ + 199n * MS), f.key, undefined, true);
  const got = (JSON.parse(read.body ?? '{}') as { points?: unknown[] }).points?.length;
  if (got !== 200) throw new Error(`the range read answered ${got} points, not 200`);
  return out;
}

// ── Run ─────────────────────────────────────────────────────────────────────────────────────
const results: Record<string, unknown>[] = [];
for (const size of sizes) {
  log(`size ${size}: seeding …`);
  const { fixture, seeded, seedSeconds } = await seed(size);
  try {
    const answers = await check(fixture);
    log(`size ${size}: seeded in ${seedSeconds} s; one answer each: ${JSON.stringify(answers)}`);
    const phases = [
      await phase('steady', steadySeconds, 1, fixture, steady),
      await phase('spike', spikeSeconds, 4, fixture, spike),
      await phase('ramp', rampSeconds, 1, fixture, ramp),
    ];
    results.push({ size, seedSeconds, answers, phases });
  } finally {
    if (seeded.length > 0 && !keep) {
      const driver = benchDriver();
      log(`size ${size}: removing the ${seeded.length} seeded Collections …`);
      await deleteCollections(driver, seeded).finally(() => driver.close());
    }
  }
}
agent.destroy();

const out = {
  when: new Date().toISOString(),
  command: `npm run bench -- load ${process.argv.slice(2).join(' ')}`.trim(),
  seconds: { steady: steadySeconds, spike: spikeSeconds, ramp: rampSeconds },
  results,
};
const dir = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'load.json'), `${JSON.stringify(out, null, 2)}\n`);

for (const r of results) {
  console.log(`\n### ${String(r['size'])}\n`);
  for (const p of r['phases'] as PhaseResult[]) {
    console.log(
      `\n${p.phase}: ${p.requests} requests in ${p.seconds} s (${p.requestsPerSecond}/s); CPU % of one core: ${Object.entries(
        p.cpuPercentOfOneCore,
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}\n`,
    );
    console.log('| endpoint | count | errors | p50 ms | p95 ms | p99 ms | p95 / threshold |');
    console.log('|---|---|---|---|---|---|---|');
    for (const row of p.rows)
      console.log(
        `| ${row.endpoint} | ${row.count} | ${row.errors}${
          Object.keys(row.errorStatuses).length > 0 ? ` (${JSON.stringify(row.errorStatuses)})` : ''
        } | ${row.p50} | ${row.p95} | ${row.p99} | ${
          Number.isNaN(row.p95OverThreshold) ? '' : `${row.p95OverThreshold} (of ${row.thresholdMs} ms)`
        } |`,
      );
  }
}
