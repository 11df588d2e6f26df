/**
 * `npm run bench -- files [MiB]`: file transfer figures of issue 5, written to
 * test/bench/results/files.json.
 * - a 1 GiB (default) file through the presigned path: upload-url, one streamed PUT, commit,
 *   download-url, one streamed GET with a sha256 check; MB/s each way;
 * - the largest legacy direct upload that fits a Lambda request (multipart, ~4.4 MB raw), and its
 *   inline download, repeated; MB/s each way;
 * - the same file migrated s3 → dbfs by the migration worker (the main gateway's queue poller);
 * - the resident memory of the gateway process running the handlers during each (sampled every
 *   50 ms from /proc): the presigned bytes never pass through it, the worker streams them, the
 *   legacy ones are bounded by Lambda's 6 MB payload limit.
 * Runs its own s3-active gateway on the local cloud (`npm start` first).
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { repoRoot } from '../../localstack/src/paths.ts';
import { adminKeyFile } from '../../localstack/src/local-secrets.ts';

const MiB = 1024 * 1024;
const bigMiB = Number(process.argv[2] ?? '1024');
const PORT = 18099;
const base = `http://127.0.0.1:${PORT}`;

const gw = spawn(process.execPath, ['--import', 'tsx', 'test/support/gateway-with-env.ts'], {
  cwd: repoRoot,
  env: { ...process.env, SVC_GATEWAY_PORT: String(PORT), SVC_STORAGE_PROVIDER: 's3', LOCAL_GATEWAY_WORKERS: 'off' },
  stdio: 'ignore',
});
const stopGateway = () => gw.kill('SIGTERM');
process.on('exit', stopGateway);
for (let i = 0; ; i++) {
  if (
    await fetch(`${base}/versionz`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i > 150) throw new Error('bench gateway did not start');
  await new Promise((r) => setTimeout(r, 200));
}

/** RSS of a gateway process (which hosts every handler and worker), sampled while `work` runs. */
async function sampled<T>(
  work: () => Promise<T>,
  pid = gw.pid,
): Promise<{ result: T; rssBeforeMiB: number; rssPeakMiB: number }> {
  const rss = () => {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(m?.[1] ?? 0) / 1024;
  };
  const before = rss();
  let peak = before;
  const t = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 50);
  try {
    const result = await work();
    return { result, rssBeforeMiB: round(before), rssPeakMiB: round(Math.max(peak, rss())) };
  } finally {
    clearInterval(t);
  }
}
const round = (n: number) => Math.round(n * 10) / 10;
const mbps = (bytes: number, ms: number) => round(bytes / 1e6 / (ms / 1000));

const adminKey = readFileSync(adminKeyFile, 'utf8').trim();
async function api<T>(
  method: string,
  path: string,
  init: { json?: unknown; raw?: Buffer; headers?: Record<string, string> } = {},
): Promise<T> {
  const body = init.raw ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
  const headers = {
    'x-api-key': adminKey,
    ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    ...init.headers,
  };
  const r = await fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text}`);
  return JSON.parse(text) as T;
}

/** PUTs `size` bytes generated 1 MiB at a time (S3 wants a Content-Length, so no chunked body). */
function streamedPut(url: string, size: number): Promise<{ ms: number; sha256: string }> {
  const block = randomBytes(MiB);
  const hash = createHash('sha256');
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'PUT', headers: { 'content-length': String(size) } }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200
          ? resolve({ ms: performance.now() - started, sha256: hash.digest('hex') })
          : reject(new Error(`PUT ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    let left = size;
    const pump = () => {
      while (left > 0) {
        const b = block.subarray(0, Math.min(left, MiB));
        left -= b.length;
        hash.update(b);
        if (!req.write(b)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

async function streamedGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ ms: number; bytes: number; sha256: string }> {
  const started = performance.now();
  const r = await fetch(url, { headers });
  if (!r.ok || !r.body) throw new Error(`GET ${r.status}`);
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const part of r.body) {
    hash.update(part);
    bytes += part.length;
  }
  return { ms: performance.now() - started, bytes, sha256: hash.digest('hex') };
}

const c = await api<{ id: number; appId: string }>('POST', '/svc/api/fileContainers', {
  json: { name: `bench-${Date.now()}` },
});

// ── presigned path ─────────────────────────────────────────────────────────────────────────────
const size = bigMiB * MiB;
const presigned = await sampled(async () => {
  const up = await api<{ uploadUrl: string; oid: string }>('POST', `/v2/file-containers/${c.appId}/upload-url`, {
    json: { fileName: 'big.bin' },
  });
  const put = await streamedPut(up.uploadUrl, size);
  const commitStart = performance.now();
  await api('POST', `/v2/file-containers/${c.appId}/upload-url/commit`, {
    json: { oid: up.oid, fileName: 'big.bin', fileSize: size },
  });
  const commitMs = performance.now() - commitStart;
  const down = await api<{ downloadUrl: string }>('GET', `/v2/file-containers/${c.appId}/files/${up.oid}/download-url`);
  const get = await streamedGet(down.downloadUrl);
  if (get.sha256 !== put.sha256 || get.bytes !== size) throw new Error('presigned round trip is not byte-identical');
  return {
    bytes: size,
    uploadMBps: mbps(size, put.ms),
    downloadMBps: mbps(size, get.ms),
    uploadSeconds: round(put.ms / 1000),
    downloadSeconds: round(get.ms / 1000),
    commitMs: round(commitMs),
    sha256Equal: true,
  };
});

// ── the migration worker on the same file: s3 → dbfs, run by the main gateway's queue poller ────
const mainGateway = process.env['SVC_TEST_GATEWAY'] ?? 'http://127.0.0.1:8080';
const mainPid = ((await (await fetch(`${mainGateway}/_local/status`)).json()) as { pid: number }).pid;
const worker = await sampled(async () => {
  const started = performance.now();
  const r = await fetch(`${mainGateway}/v2/admin/files/migrate`, {
    method: 'POST',
    headers: { 'x-api-key': adminKey, 'content-type': 'application/json' },
    body: JSON.stringify({ sourceProviderId: 's3', targetProviderId: 'dbfs', containerIds: [c.id] }),
  });
  if (r.status !== 202) throw new Error(`migrate: ${r.status} ${await r.text()}`);
  for (;;) {
    await new Promise((res) => setTimeout(res, 1000));
    const st = (await (
      await fetch(`${mainGateway}/v2/admin/files/migrate/status`, { headers: { 'x-api-key': adminKey } })
    ).json()) as { status: string; filesMigrated: number };
    if (st.status === 'RUNNING') continue;
    if (st.status !== 'DONE' || st.filesMigrated !== 1) throw new Error(`migration ended ${JSON.stringify(st)}`);
    const ms = performance.now() - started;
    return { bytes: size, direction: 's3 → dbfs', seconds: round(ms / 1000), MBps: mbps(size, ms) };
  }
}, mainPid);

// ── legacy direct path: the largest multipart body one Lambda request carries ──────────────────
// 6 MB of invocation payload, base64 counted for binary bodies, less room for the framing and headers.
const legacyBytes = Math.floor((6_000_000 * 3) / 4) - 32 * 1024;
const rounds = Number(process.env['BENCH_LEGACY_ROUNDS'] ?? '10');
const legacy = await sampled(async () => {
  let upMs = 0;
  let downMs = 0;
  for (let i = 0; i < rounds; i++) {
    const data = randomBytes(legacyBytes);
    const boundary = `b${randomBytes(8).toString('hex')}`;
    const raw = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="legacy.bin"\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const t0 = performance.now();
    const f = await api<{ oid: string }>('POST', `/svc/api/fileContainers/${c.id}/payload`, {
      raw,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    upMs += performance.now() - t0;
    const got = await streamedGet(`${base}/svc/api/fileContainers/${c.id}/payload/${f.oid}`, { 'x-api-key': adminKey });
    downMs += got.ms;
    if (got.sha256 !== createHash('sha256').update(data).digest('hex'))
      throw new Error('legacy round trip is not byte-identical');
  }
  const total = legacyBytes * rounds;
  return {
    fileBytes: legacyBytes,
    rounds,
    uploadMBps: mbps(total, upMs),
    downloadMBps: mbps(total, downMs),
    sha256Equal: true,
  };
});

stopGateway();
const results = {
  when: new Date().toISOString(),
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
  note: "Local cloud on loopback: S3Proxy (filesystem backend) and DynamoDB Local stand in for S3 and DynamoDB; the gateway process hosts every handler, so its RSS is an upper bound of one function's.",
  presigned: {
    ...presigned.result,
    gatewayRssBeforeMiB: presigned.rssBeforeMiB,
    gatewayRssPeakMiB: presigned.rssPeakMiB,
  },
  migrationWorker: {
    ...worker.result,
    mainGatewayRssBeforeMiB: worker.rssBeforeMiB,
    mainGatewayRssPeakMiB: worker.rssPeakMiB,
  },
  legacyDirect: { ...legacy.result, gatewayRssBeforeMiB: legacy.rssBeforeMiB, gatewayRssPeakMiB: legacy.rssPeakMiB },
};
const dir = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'files.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
