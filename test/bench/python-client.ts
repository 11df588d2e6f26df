/**
 * `npm run bench -- python-client [MiB=1024] [points=1000000] [dataObjects=10000] [rounds=2] [--profile]`:
 * the figures of issue 32 for the Python client (clients/python), run by clients/python/bench/figures.py
 * in the client's env (localstack/.venv-client, the working tree's svc_client on PYTHONPATH), written to
 * test/bench/results/python-client.json.
 * - a file of `MiB` up and down through the client's presigned path, beside a raw S3 PUT/GET of the
 *   same file from Python (httpx, SigV4, the local S3 endpoint, the same credentials the service has),
 *   `rounds` times with the order alternated, each transfer in a Python process of its own (pandas not
 *   imported) reporting its peak RSS; goal: the client at ≥ 90% of raw each way in every round (the
 *   worst round's client/raw ratio is reported), peak RSS < 150 MB;
 * - `points` doubles written from a DataFrame and read back into one, beside the service's own HTTP
 *   ingest figure (docs/timeseries.md);
 * - `dataObjects` DataObjects (seeded straight into the graph as the graph bench does) iterated through
 *   the client's lazy pages, at its default page size and at 1,000.
 * `--profile` writes cProfile statistics of each timed part to test/bench/results/python-client-profile-*.txt.
 * Runs its own s3-active gateway for the files (the main one's storage is dbfs, which cannot presign).
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { localAwsCredentials, RESOURCE_PREFIX, s3Endpoint } from '../../localstack/src/local-env.ts';
import { envBin } from '../../localstack/src/python-env.ts';
import { repoRoot } from '../../localstack/src/paths.ts';
import { physicalName } from '../../layers/core/src/platform/resources/definitions.ts';
import { clientDir, clientEnv, ensureClientEnv } from '../../scripts/python-client.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { freePort } from '../support/private-services.ts';
import { benchDriver, seedDataObjects } from './graph-seed.ts';
import { benchUser, gateway, request } from './support.ts';

const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const profile = process.argv.includes('--profile');
const fileMiB = Number(positional[0] ?? '1024');
const points = Number(positional[1] ?? '1000000');
const dataObjects = Number(positional[2] ?? '10000');
const rounds = Number(positional[3] ?? '2');
const MiB = 1024 * 1024;
/** The service's own HTTP ingest of 1,000,000 points in one channel, batches of 10,000 (docs/timeseries.md). */
const SERVICE_HTTP_INGEST_PTS_PER_S = 76_000;
const resultsDir = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
// figures.py appends each timed part's statistics: start from empty files.
if (profile)
  for (const f of readdirSync(resultsDir)) if (/^python-client-profile-.*\.txt$/.test(f)) rmSync(join(resultsDir, f));

/** Runs one mode of figures.py and answers the JSON line it prints last. */
function figures<T>(mode: string, args: string[], env: Record<string, string>): Promise<T> {
  const extra = profile ? ['--profile', join(resultsDir, `python-client-profile-${mode}.txt`)] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(envBin(clientEnv, 'python'), ['bench/figures.py', mode, ...args, ...extra], {
      cwd: clientDir,
      env: { ...process.env, PYTHONPATH: join(clientDir, 'src'), PYTHONDONTWRITEBYTECODE: '1', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{'))
        reject(new Error(`figures.py ${mode} exited ${code}: ${out.slice(-2000)}`));
      else resolve(JSON.parse(last) as T);
    });
  });
}

interface Transfer {
  path: string;
  bytes: number;
  uploadSeconds: number;
  downloadSeconds: number;
  uploadMiBps: number;
  downloadMiBps: number;
  sameBytes: boolean;
  rssBeforeMiB: number;
  peakRssMiB: number;
  pandasLoaded?: boolean;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

await ensureClientEnv();
const { username, key } = await benchUser('bench-pyclient');

// ── files: the client's presigned path beside a raw S3 PUT/GET of the same bytes ─────────────────
const s3gw = await startExtraGateway(await freePort(), { SVC_STORAGE_PROVIDER: 's3' });
process.on('exit', () => s3gw.stop());
const scratch = mkdtempSync(join(tmpdir(), 'svc-bench-pyclient-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
const source = join(scratch, 'source.bin');
const fd = openSync(source, 'w');
for (let i = 0; i < fileMiB; i++) writeSync(fd, randomBytes(MiB));
closeSync(fd);

const clientEnvVars = { SVC_URL: s3gw.url, SVC_API_KEY: key };
const rawEnvVars = {
  AWS_ACCESS_KEY_ID: localAwsCredentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: localAwsCredentials.secretAccessKey,
};
const bucket = physicalName(RESOURCE_PREFIX, 'files');
const raw: Transfer[] = [];
const viaClient: Transfer[] = [];
for (let r = 0; r < rounds; r++) {
  const runRaw = async () => raw.push(await figures<Transfer>('files-raw', [source, s3Endpoint, bucket], rawEnvVars));
  const runClient = async () => viaClient.push(await figures<Transfer>('files-client', [source], clientEnvVars));
  if (r % 2 === 0) {
    await runRaw();
    await runClient();
  } else {
    await runClient();
    await runRaw();
  }
  console.error(
    `files round ${r + 1}/${rounds}: raw ${JSON.stringify(raw.at(-1))}\n  client ${JSON.stringify(viaClient.at(-1))}`,
  );
}
s3gw.stop();
rmSync(source);
for (const t of [...raw, ...viaClient])
  if (!t.sameBytes) throw new Error(`${t.path}: the copy differs from the source`);

const summary = (ts: Transfer[]) => ({
  uploadMiBps: round1(mean(ts.map((t) => t.uploadMiBps))),
  downloadMiBps: round1(mean(ts.map((t) => t.downloadMiBps))),
  peakRssMiB: Math.max(...ts.map((t) => t.peakRssMiB)),
});
const rawSummary = summary(raw);
const clientSummary = summary(viaClient);
/** client / raw within each round (the two ran back to back); the goal is judged on the worst round. */
const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
const roundRatios = viaClient.map((c, i) => ({
  upload: ratio(c.uploadMiBps, raw[i]?.uploadMiBps ?? Number.NaN),
  download: ratio(c.downloadMiBps, raw[i]?.downloadMiBps ?? Number.NaN),
}));
const uploadRatio = Math.min(...roundRatios.map((r) => r.upload));
const downloadRatio = Math.min(...roundRatios.map((r) => r.download));
const peakRssMB = round1((clientSummary.peakRssMiB * MiB) / 1e6);

// ── timeseries: a DataFrame written and read back, on the main gateway ────────────────────────────
const ts = await figures<{ writePointsPerSecond: number; readPointsPerSecond: number; exact: boolean }>(
  'timeseries',
  [String(points)],
  { SVC_URL: gateway, SVC_API_KEY: key },
);
if (!ts.exact) throw new Error('timeseries: the DataFrame read back differs from the one written');
console.error(`timeseries: ${JSON.stringify(ts)}`);

// ── DataObjects: a Collection seeded in the graph, iterated through the lazy pages ────────────────
const created = await request('POST', '/svc/api/collections', key, { name: `bench-pyclient-${dataObjects}` });
if (created.status !== 201) throw new Error(`collection: ${created.status} ${JSON.stringify(created.json)}`);
const collectionId = (created.json as { id: number }).id;
const driver = benchDriver();
const seedStarted = performance.now();
await seedDataObjects(driver, collectionId, dataObjects, username);
const seedSeconds = round1((performance.now() - seedStarted) / 1000);
await driver.close();
const iterations = [];
for (const pageSize of [100, 1000]) {
  iterations.push(
    await figures<{ seconds: number; dataObjectsPerSecond: number; pageSize: number }>(
      'iterate',
      [String(collectionId), String(dataObjects), String(pageSize)],
      { SVC_URL: gateway, SVC_API_KEY: key },
    ),
  );
}
await request('DELETE', `/svc/api/collections/${collectionId}`, key);

const results = {
  when: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length },
  note: 'Local cloud on loopback: S3Proxy (filesystem backend) for S3, DynamoDB Local, Neo4j. Each transfer runs in a Python process of its own; RSS from getrusage (peak) and /proc (before).',
  files: {
    fileMiB,
    rounds,
    raw,
    client: viaClient,
    rawMean: rawSummary,
    clientMean: clientSummary,
    roundRatios,
    uploadRatio,
    downloadRatio,
    goalRatio: 0.9,
    ratioMet: uploadRatio >= 0.9 && downloadRatio >= 0.9,
    clientPeakRssMB: peakRssMB,
    goalPeakRssMB: 150,
    rssMet: peakRssMB < 150,
  },
  timeseries: { ...ts, serviceHttpIngestPointsPerSecond: SERVICE_HTTP_INGEST_PTS_PER_S },
  dataObjects: { count: dataObjects, seedSeconds, iterations },
};
writeFileSync(join(resultsDir, 'python-client.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
