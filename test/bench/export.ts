/**
 * `npx tsx test/bench/export.ts [files=1000] [bytesPerFile=8192] [runs=3]`: time to build the
 * export of a Collection with that many files, against the local cloud, in this process (the
 * function's work without the gateway). Seeds 10 DataObjects with one file reference of
 * files/10 files each, then builds
 *   - the legacy export (payloads on dbfs, the ZIP above the inline limit goes to exports/), and
 *   - the /v2 export-url (payloads on s3, s3 the active adapter),
 * each in its own child process because the active adapter is deploy-time configuration.
 * Writes test/bench/results/export.json (wall time per run, min/median, ZIP size, peak RSS growth).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { localEnvironment } from '../../localstack/src/local-env.ts';
import { repoRoot } from '../../localstack/src/paths.ts';

const files = Number(process.argv[2] ?? '1000');
const bytesPerFile = Number(process.argv[3] ?? '8192');
const runs = Number(process.argv[4] ?? '3');
const provider = process.env['BENCH_EXPORT_PROVIDER'];
const MiB = 1024 * 1024;

interface Result {
  endpoint: string;
  payloadProvider: string;
  files: number;
  bytesPerFile: number;
  seedSeconds: number;
  runsSeconds: number[];
  minSeconds: number;
  medianSeconds: number;
  zipBytes: number;
  stored: boolean;
  peakRssGrowthMiB: number;
}

if (!provider) {
  // Parent: one child per active adapter, results merged.
  const results: Result[] = [];
  for (const p of ['dbfs', 's3']) {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'test/bench/export.ts', String(files), String(bytesPerFile), String(runs)],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, BENCH_EXPORT_PROVIDER: p },
        timeout: 30 * 60_000,
        maxBuffer: 16 * MiB,
      },
    );
    const line = child.stdout.split('\n').find((l) => l.startsWith('RESULT '));
    if (child.status !== 0 || !line) throw new Error(`export bench (${p}) failed: ${child.stderr}`);
    results.push(JSON.parse(line.slice('RESULT '.length)) as Result);
  }
  const out = {
    at: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    results,
  };
  const dir = join(repoRoot, 'test', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'export.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(JSON.stringify(out, null, 2));
} else {
  Object.assign(process.env, localEnvironment(ensureLocalSecrets()), {
    LOG_LEVEL: 'ERROR',
    SVC_STORAGE_PROVIDER: provider,
  });
  // What every function sets up first: the compiled-in and drop-in plugins.
  await import('../../layers/core/src/app/boot.ts');
  await import('../../layers/core/src/app/drop-in-plugins.ts');
  const { createCollection } = await import('../../layers/core/src/features/collections/collections.ts');
  const { createDataObject } = await import('../../layers/core/src/features/collections/dataobjects.ts');
  const { createFileContainer } = await import('../../layers/core/src/features/files/containers.ts');
  const { createFileRecord } = await import('../../layers/core/src/features/files/files.ts');
  const { createFileReference } = await import('../../layers/core/src/features/files/references.ts');
  const { activeAdapter } = await import('../../layers/core/src/platform/storage/registry.ts');
  const { exportCollection, createExportUrl } = await import('../../layers/core/src/features/export/service.ts');
  const { closeGraph } = await import('../../layers/core/src/platform/graph/driver.ts');
  const principal = { username: 'admin', roles: ['instance-admin'], method: 'apikey' as const };

  const seedStart = performance.now();
  const adapter = await activeAdapter();
  const collection = await createCollection(principal, {
    name: `export bench ${files}`,
    description: null,
    attributes: {},
  });
  const container = await createFileContainer(principal, { name: 'export bench' });
  const perObject = Math.ceil(files / 10);
  const body = randomBytes(bytesPerFile);
  for (let d = 0; d < 10 && d * perObject < files; d++) {
    const obj = await createDataObject(principal, collection.id, {
      name: `object ${d}`,
      description: null,
      attributes: {},
      parentId: null,
      predecessorIds: [],
    });
    const oids: string[] = [];
    const count = Math.min(perObject, files - d * perObject);
    for (let start = 0; start < count; start += 20) {
      // 20 uploads at a time: seeding is not what is measured.
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, count - start) }, async (_, i) => {
          const locator = `${container.oid}/bench-${d}-${start + i}-${randomBytes(4).toString('hex')}`;
          await adapter.put(locator, Readable.from([body]), body.length);
          const f = await createFileRecord(principal, container.id, {
            filename: `sample-${d}-${start + i}.dat`,
            md5: null,
            size: body.length,
            contentType: 'application/octet-stream',
            providerId: adapter.id,
            locator,
          });
          return f.oid;
        }),
      );
      oids.push(...batch);
    }
    await createFileReference(
      principal,
      { collectionId: collection.id, dataObjectId: obj.id },
      { name: `bundle ${d}`, fileOids: oids, fileContainerId: container.id },
    );
  }
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const runsSeconds: number[] = [];
  let zipBytes = 0;
  let stored = false;
  let peak = 0;
  const base = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  const { s3Adapter, s3SettingsFromConfig } = await import('../../layers/core/src/platform/storage/s3.ts');
  const bucket = s3Adapter(s3SettingsFromConfig());
  const sizeOf = async (url: string) => {
    const key = decodeURIComponent(new URL(url).pathname).split('/').slice(2).join('/');
    return (await bucket.stat(key))?.size ?? 0;
  };
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    let url = '';
    if (provider === 'dbfs') {
      const d = await exportCollection(principal, collection.id);
      stored = d.status === 302;
      if (d.body) zipBytes = d.body.length;
      else url = d.headers['location'] ?? '';
    } else {
      url = (await createExportUrl(principal, collection.appId, undefined)).downloadUrl;
      stored = true;
    }
    runsSeconds.push(+((performance.now() - t0) / 1000).toFixed(2));
    if (url) zipBytes = await sizeOf(url);
  }
  clearInterval(sampler);
  const sorted = [...runsSeconds].sort((a, b) => a - b);
  const result: Result = {
    endpoint: provider === 'dbfs' ? 'GET /svc/api/collections/{id}/export' : 'POST /v2/collections/{appId}/export-url',
    payloadProvider: provider,
    files,
    bytesPerFile,
    seedSeconds: +seedSeconds.toFixed(1),
    runsSeconds,
    minSeconds: sorted[0] ?? 0,
    medianSeconds: sorted[Math.floor(sorted.length / 2)] ?? 0,
    zipBytes,
    stored,
    peakRssGrowthMiB: +(Math.max(0, peak - base) / MiB).toFixed(1),
  };
  console.log(`RESULT ${JSON.stringify(result)}`);
  await closeGraph();
  process.exit(0);
}
