/**
 * `npm run bench -- file-migration [files] [MiB]`: migration throughput of issue 5, written to
 * test/bench/results/file-migration.json. Seeds `files` (default 1000) files of `MiB` (default 1)
 * on s3 in one new container (in this process: adapter put + file record, no HTTP), then times
 * two runs through the main gateway, whose queue poller runs the worker: s3 → dbfs, then back
 * dbfs → s3. Each figure is from the start POST to DONE (files/s, MB/s), plus the start POST's own
 * latency (the HTTP answer only enqueues one plan message, whatever the number of files).
 * Needs the local cloud (`npm start`); runs are limited to the bench container.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { repoRoot } from '../../localstack/src/paths.ts';
import { adminKeyFile, ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { localEnvironment } from '../../localstack/src/local-env.ts';

Object.assign(process.env, localEnvironment(ensureLocalSecrets()), { LOG_LEVEL: 'ERROR' });
const count = Number(process.argv[2] ?? '1000');
const MiB = Number(process.argv[3] ?? '1');
const size = Math.round(MiB * 1024 * 1024);
const base = process.env['SVC_TEST_GATEWAY'] ?? 'http://127.0.0.1:8080';
const adminKey = readFileSync(adminKeyFile, 'utf8').trim();

async function api<T>(method: string, path: string, json?: unknown): Promise<{ status: number; body: T }> {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-api-key': adminKey, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return { status: r.status, body: (await r.json()) as T };
}

// What every function sets up first: the compiled-in and drop-in plugins.
await import('../../layers/core/src/app/boot.ts');
await import('../../layers/core/src/app/drop-in-plugins.ts');
const { adapterById } = await import('../../layers/core/src/platform/storage/registry.ts');
const { createFileRecord } = await import('../../layers/core/src/features/files/files.ts');
const { closeGraph } = await import('../../layers/core/src/platform/graph/driver.ts');

const container = await api<{ id: number; oid: string }>('POST', '/svc/api/fileContainers', {
  name: `bench-migration-${Date.now()}`,
});
if (container.status !== 201) throw new Error(`container: ${container.status}`);
const s3 = await adapterById('s3');
if (!s3) throw new Error('the s3 adapter is not available');
const principal = { username: 'admin', roles: ['instance-admin'], method: 'apikey' as const };

const seedStarted = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: 16 }, async () => {
    for (let i = next++; i < count; i = next++) {
      const data = randomBytes(size);
      const locator = `${container.body.oid}/${randomUUID()}`;
      await s3.put(locator, Readable.from([data]), size);
      await createFileRecord(principal, container.body.id, {
        filename: `f${i}.bin`,
        md5: createHash('md5').update(data).digest('hex'),
        size,
        contentType: 'application/octet-stream',
        providerId: 's3',
        locator,
      });
    }
  }),
);
const seedSeconds = (performance.now() - seedStarted) / 1000;

interface Status {
  status: string;
  runId: string;
  filesTotal: number;
  filesMigrated: number;
  filesFailed: number;
}
async function timedRun(source: string, target: string) {
  const t0 = performance.now();
  const started = await api<Status>('POST', '/v2/admin/files/migrate', {
    sourceProviderId: source,
    targetProviderId: target,
    containerIds: [container.body.id],
  });
  const startMs = performance.now() - t0;
  if (started.status !== 202)
    throw new Error(`start ${source}→${target}: ${started.status} ${JSON.stringify(started.body)}`);
  let s = started.body;
  while (s.status === 'RUNNING') {
    await new Promise((r) => setTimeout(r, 250));
    s = (await api<Status>('GET', '/v2/admin/files/migrate/status')).body;
  }
  const seconds = (performance.now() - t0) / 1000;
  const r2 = (n: number) => Math.round(n * 100) / 100;
  return {
    direction: `${source} → ${target}`,
    status: s.status,
    files: s.filesMigrated,
    failed: s.filesFailed,
    seconds: r2(seconds),
    filesPerSecond: r2(s.filesMigrated / seconds),
    mbPerSecond: r2((s.filesMigrated * size) / 1e6 / seconds),
    startRequestMs: Math.round(startMs),
  };
}

const runs = [await timedRun('s3', 'dbfs'), await timedRun('dbfs', 's3')];
const result = {
  suite: 'file-migration',
  at: new Date().toISOString(),
  files: count,
  fileBytes: size,
  seedSeconds: Math.round(seedSeconds),
  note: 'Local cloud on one machine (DynamoDB Local, moto SQS, S3Proxy, Neo4j), one queue poller taking 10 messages per receive, 8 records in parallel per invocation, 5 files per message; start → DONE.',
  runs,
};
mkdirSync(join(repoRoot, 'test', 'bench', 'results'), { recursive: true });
writeFileSync(
  join(repoRoot, 'test', 'bench', 'results', 'file-migration.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);
console.log(JSON.stringify(result, null, 2));
await closeGraph();
process.exit(0);
