/**
 * `npm run bench -- import [dataObjects] [GiB] [fileMiB]`: cross-instance import of issue 21,
 * written to test/bench/results/import.json. Seeds one Collection on the source (in this process:
 * `dataObjects` DataObjects (default 1000) in a tree of ten children per parent, every tenth with
 * a predecessor, one URI reference each, and `GiB` (default 1) of random bytes in files of
 * `fileMiB` (default 16) on s3, one file reference per file), starts a second gateway on
 * SVC_BENCH_SOURCE_PORT (default 8187, s3 active, so large files leave by presigned redirect) as
 * the source, and times the import into the gateway under test (SVC_TEST_GATEWAY, whose queue
 * poller must run the worker: LOCAL_GATEWAY_WORKERS=on) from the start POST to SUCCEEDED.
 * Scale it down for a quick run, e.g. `npm run bench -- import 200 0.25`.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { repoRoot } from '../../localstack/src/paths.ts';
import { adminKeyFile, ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { localEnvironment } from '../../localstack/src/local-env.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';

const dataObjects = Number(process.argv[2] ?? process.env['SVC_BENCH_IMPORT_OBJECTS'] ?? '1000');
const GiB = Number(process.argv[3] ?? process.env['SVC_BENCH_IMPORT_GIB'] ?? '1');
const fileMiB = Number(process.argv[4] ?? process.env['SVC_BENCH_IMPORT_FILE_MIB'] ?? '16');
const target = process.env['SVC_TEST_GATEWAY'] ?? 'http://127.0.0.1:8080';
const sourcePort = Number(process.env['SVC_BENCH_SOURCE_PORT'] ?? '8187');
const fileBytes = Math.round(fileMiB * 1024 * 1024);
const files = Math.max(0, Math.round((GiB * 1024) / fileMiB));

const savedEnv = { ...process.env };
Object.assign(process.env, localEnvironment(ensureLocalSecrets()), { LOG_LEVEL: 'ERROR' });
const adminKey = readFileSync(adminKeyFile, 'utf8').trim();

await import('../../layers/core/src/app/boot.ts');
await import('../../layers/core/src/app/drop-in-plugins.ts');
const { adapterById } = await import('../../layers/core/src/platform/storage/registry.ts');
const { createCollection } = await import('../../layers/core/src/features/collections/collections.ts');
const { createDataObject, updateDataObject } = await import(
  '../../layers/core/src/features/collections/dataobjects.ts'
);
const { createUriReference } = await import('../../layers/core/src/features/references/references.ts');
const { createFileContainer } = await import('../../layers/core/src/features/files/containers.ts');
const { createFileRecord } = await import('../../layers/core/src/features/files/files.ts');
const { createFileReference } = await import('../../layers/core/src/features/files/references.ts');
const { mapLimit } = await import('../../layers/core/src/kernel/concurrency.ts');
const { closeGraph } = await import('../../layers/core/src/platform/graph/driver.ts');

const principal = { username: 'admin', roles: ['instance-admin'], method: 'apikey' as const };
const s3 = await adapterById('s3');
if (!s3) throw new Error('the s3 adapter is not available');

// ── seed the source Collection ───────────────────────────────────────────────────────────
const seedStarted = performance.now();
const collection = await createCollection(principal, {
  name: `bench-import-${Date.now()}`,
  description: 'import bench',
  attributes: { bench: 'import' },
});
// Level by level (a parent exists before its children), then the predecessor links.
const ids: number[] = new Array<number>(dataObjects);
const parentIndex = (i: number) => (i === 0 ? -1 : Math.floor((i - 1) / 10));
const depth = (i: number): number => (i === 0 ? 0 : 1 + depth(parentIndex(i)));
const levels = new Map<number, number[]>();
for (let i = 0; i < dataObjects; i++) levels.set(depth(i), [...(levels.get(depth(i)) ?? []), i]);
const attrs = (i: number) => ({
  name: `do-${String(i).padStart(5, '0')}`,
  description: null,
  attributes: { i: String(i) },
});
for (const level of [...levels.keys()].sort((a, b) => a - b)) {
  await mapLimit(levels.get(level) ?? [], 8, async (i) => {
    const parentId = i === 0 ? null : (ids[parentIndex(i)] ?? null);
    ids[i] = (await createDataObject(principal, collection.id, { ...attrs(i), parentId, predecessorIds: [] })).id;
  });
}
await mapLimit(
  ids.map((_, i) => i).filter((i) => i % 10 === 0 && i > 0),
  8,
  (i) =>
    updateDataObject(principal, collection.id, ids[i] ?? 0, {
      ...attrs(i),
      parentId: ids[parentIndex(i)] ?? null,
      predecessorIds: [ids[i - 1] ?? 0],
    }),
);
await mapLimit(ids, 8, (id, i) =>
  createUriReference(
    principal,
    { collectionId: collection.id, dataObjectId: id },
    { name: `uri-${i}`, uri: `https://example.org/${i}`, relationship: null },
  ),
);
const container = await createFileContainer(principal, { name: 'bench files' });
await mapLimit(
  Array.from({ length: files }, (_, i) => i),
  4,
  async (i) => {
    const data = randomBytes(fileBytes);
    const locator = `${container.oid}/${randomUUID()}`;
    await s3.put(locator, Readable.from([data]), fileBytes);
    const f = await createFileRecord(principal, container.id, {
      filename: `f${i}.bin`,
      md5: createHash('md5').update(data).digest('hex'),
      size: fileBytes,
      contentType: 'application/octet-stream',
      providerId: 's3',
      locator,
    });
    const holder = ids[i % Math.max(1, ids.length)] ?? ids[0] ?? 0;
    await createFileReference(
      principal,
      { collectionId: collection.id, dataObjectId: holder },
      { name: `file-${i}`, fileOids: [f.oid], fileContainerId: container.id },
    );
  },
);
const seedSeconds = (performance.now() - seedStarted) / 1000;

// ── the import between two gateways ──────────────────────────────────────────────────────
Object.assign(process.env, savedEnv);
const source = await startExtraGateway(sourcePort, { SVC_STORAGE_PROVIDER: 's3' });
interface Job {
  id: string;
  state: string;
  bytesCopied: number;
  errorCount: number;
  errors: string[];
  counts: Record<string, { done: number; total: number; skipped: number }>;
}
async function api(method: string, path: string, body?: unknown): Promise<{ status: number; job: Job }> {
  const r = await fetch(`${target}${path}`, {
    method,
    headers: { 'x-api-key': adminKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: r.status, job: (await r.json()) as Job };
}
let result: Record<string, unknown>;
try {
  const t0 = performance.now();
  const started = await api('POST', '/v2/admin/import', {
    sourceBaseUrl: source.url,
    apiKey: adminKey,
    sourceCollectionId: collection.id,
  });
  const startMs = performance.now() - t0;
  if (started.status !== 202) throw new Error(`start: ${started.status} ${JSON.stringify(started.job)}`);
  let job = started.job;
  while (job.state === 'QUEUED' || job.state === 'RUNNING') {
    await new Promise((r) => setTimeout(r, 500));
    job = (await api('GET', `/v2/admin/import/${job.id}`)).job;
  }
  const seconds = (performance.now() - t0) / 1000;
  const r2 = (n: number) => Math.round(n * 100) / 100;
  result = {
    suite: 'import',
    at: new Date().toISOString(),
    dataObjects,
    files,
    fileBytes,
    totalBytes: files * fileBytes,
    seedSeconds: Math.round(seedSeconds),
    state: job.state,
    seconds: r2(seconds),
    mbPerSecond: r2(job.bytesCopied / 1e6 / seconds),
    dataObjectsPerSecond: r2(dataObjects / seconds),
    bytesCopied: job.bytesCopied,
    startRequestMs: Math.round(startMs),
    counts: job.counts,
    errorCount: job.errorCount,
    firstErrors: job.errors.slice(0, 3),
    note: 'Two gateways on one machine sharing the local cloud (Neo4j, DynamoDB Local, moto SQS, S3Proxy); source s3 with presigned redirects for files, target the gateway under test (its active adapter); one worker invocation at a time per job, DataObjects created in source order, their content copied 8 at a time, per page of 25; start POST → SUCCEEDED.',
  };
} finally {
  source.stop();
}
mkdirSync(join(repoRoot, 'test', 'bench', 'results'), { recursive: true });
writeFileSync(join(repoRoot, 'test', 'bench', 'results', 'import.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
Object.assign(process.env, localEnvironment(ensureLocalSecrets()));
await closeGraph();
process.exit(0);
