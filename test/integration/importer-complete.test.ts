import { createHash, randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { closeGraph, cypher, writeCypher } from '../support/fixtures.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { startLocalCore } from '../support/local-core.ts';
import { asAdmin, call, gateway, userWithKey } from '../support/local.ts';
import { freePort } from '../support/private-services.ts';
import { randomBytes, randomSuffix } from '../support/random.ts';
import { rewritingProxy } from '../support/rewriting-proxy.ts';
import { withPrivateImportQueue } from '../support/importer.ts';
import { tsCall } from '../support/timeseries.ts';
import type { Principal } from '../../layers/core/src/kernel/principal.ts';

/**
 * What an import copies beyond the basics of importer.test.ts: files of any size from a dbfs
 * source (read in ranges). The source is an extra gateway on the same backing services (its
 * adapter is dbfs, as the gateway under test's), the target the gateway under test, whose queue
 * poller runs the import worker (LOCAL_GATEWAY_WORKERS=on).
 */
interface Job {
  id: string;
  state: string;
  run: number;
  phase: string;
  targetCollectionId: number | null;
  skipped: { kind: string; source: string; reason: string }[];
  unmapped: { users: string[]; groups: string[] };
  counts: Record<string, { done: number; total: number; skipped: number }>;
  bytesCopied: number;
  errorCount: number;
  errors: string[];
}

const api = '/svc/api';
let source: { url: string; stop: () => void };
let owner: { username: string; key: string };
let stopCore: () => Promise<void> = async () => {};

beforeAll(async () => {
  const port = Number(process.env['SVC_TEST_IMPORT_SOURCE_PORT'] ?? 0) || (await freePort());
  // Spatial data on: the source holds spatial containers, and it serves reads of the copy too (one set of backing services).
  [source, owner] = await Promise.all([startExtraGateway(port, { SVC_SPATIAL_DATA_ENABLED: 'true' }), userWithKey()]);
  stopCore = await startLocalCore();
}, 120_000);
afterAll(async () => {
  source?.stop();
  await stopCore();
  await closeGraph();
});

const ownerH = () => ({ 'x-api-key': owner.key });

async function post<T>(path: string, body: unknown): Promise<T> {
  const r = await call<T>('POST', `${api}${path}`, { base: source.url, headers: ownerH(), body });
  expect(r.status, `${path}: ${r.text}`).toBe(201);
  return r.body;
}

function finished(id: string, timeoutMs: number): Promise<Job> {
  return vi.waitFor(
    async () => {
      const r = await call<Job>('GET', `/v2/admin/import/${id}`, { headers: asAdmin() });
      expect(r.status, r.text).toBe(200);
      expect(['SUCCEEDED', 'FAILED'], `import ${id} did not finish: ${r.text}`).toContain(r.body.state);
      return r.body;
    },
    { timeout: timeoutMs, interval: 250 },
  );
}

/**
 * A file of `size` seeded random bytes stored in dbfs in this process (the API takes at most
 * about 4.5 MB inline), recorded in the container like an upload; its MD5 and SHA-256.
 */
async function storeLargeFile(containerId: number, size: number, filename: string) {
  const [c] = await cypher<{ oid: string }>('MATCH (c:FileContainer {id: $id}) RETURN c.oid AS oid', {
    id: containerId,
  });
  const locator = `${c?.oid}/${randomUUID()}`;
  const md5 = createHash('md5');
  const sha = createHash('sha256');
  async function* bytes(): AsyncGenerator<Buffer> {
    for (let left = size; left > 0; left -= 1 << 20) {
      const b = randomBytes(Math.min(left, 1 << 20));
      md5.update(b);
      sha.update(b);
      yield b;
    }
  }
  const { dbfsAdapter } = await import('../../layers/core/src/platform/storage/dbfs.ts');
  await dbfsAdapter.put(locator, Readable.from(bytes()));
  const { createFileRecord } = await import('../../layers/core/src/features/files/files.ts');
  const principal: Principal = { username: owner.username, roles: [], method: 'apikey' };
  const digest = md5.digest('hex');
  const view = await createFileRecord(principal, containerId, {
    filename,
    md5: digest,
    size,
    contentType: null,
    providerId: 'dbfs',
    locator,
  });
  return { oid: view.oid, md5: digest, sha256: sha.digest('hex') };
}

/** MD5 and SHA-256 of a file's stored bytes on the target, streamed from its adapter. */
async function storedDigests(containerId: number, filename: string) {
  const [f] = await cypher<{ locator: string; providerId: string; md5: string }>(
    'MATCH (:FileContainer {id: $id})-[:HAS_FILE]->(f:ShepardFile {filename: $filename}) RETURN f.locator AS locator, f.providerId AS providerId, f.md5 AS md5',
    { id: containerId, filename },
  );
  expect(f).toBeDefined();
  const { adapterById } = await import('../../layers/core/src/platform/storage/registry.ts');
  const adapter = await adapterById(f?.providerId ?? 'dbfs');
  const sha = createHash('sha256');
  const md5 = createHash('md5');
  for await (const part of await adapter!.get(f?.locator ?? '')) {
    sha.update(part as Buffer);
    md5.update(part as Buffer);
  }
  return { md5: md5.digest('hex'), recordedMd5: f?.md5, sha256: sha.digest('hex') };
}

const LARGE = 50 * 1024 * 1024;

describe('a file of any size from a dbfs source', () => {
  it('the source answers a Range with 206 (at most the inline limit) and one past the end with 416', async () => {
    const container = await post<{ id: number }>('/fileContainers', { name: `ranges-${Date.now()}` });
    const file = await storeLargeFile(container.id, 5_000_001, 'five.bin');
    const url = `${api}/fileContainers/${container.id}/payload/${file.oid}`;
    expect((await call('GET', url, { base: source.url, headers: ownerH() })).status).toBe(413);
    const part = await fetch(`${source.url}${url}`, { headers: { ...ownerH(), range: 'bytes=4000000-' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 4000000-5000000/5000001');
    expect((await part.arrayBuffer()).byteLength).toBe(1_000_001);
    const capped = await fetch(`${source.url}${url}`, { headers: { ...ownerH(), range: 'bytes=0-' } });
    expect(capped.status).toBe(206);
    expect(capped.headers.get('content-range')).toBe('bytes 0-4499999/5000001');
    expect((await capped.arrayBuffer()).byteLength).toBe(4_500_000);
    const past = await fetch(`${source.url}${url}`, { headers: { ...ownerH(), range: 'bytes=5000001-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */5000001');
    await past.arrayBuffer();
  }, 60_000);

  it('copies a 50 MB dbfs file byte-exact through ranged reads, beside a small one', async () => {
    const c = await post<{ id: number }>('/collections', { name: `import-large-${Date.now()}` });
    const d = await post<{ id: number }>(`/collections/${c.id}/dataObjects`, { name: 'holder' });
    const container = await post<{ id: number }>('/fileContainers', { name: `large-${Date.now()}` });
    const large = await storeLargeFile(container.id, LARGE, 'fifty.bin');
    const small = await storeLargeFile(container.id, 1000, 'small.bin');
    await post(`/collections/${c.id}/dataObjects/${d.id}/fileReferences`, {
      name: 'both',
      fileContainerId: container.id,
      fileOids: [large.oid, small.oid],
    });

    const started = await call<Job>('POST', '/v2/admin/import', {
      headers: asAdmin(),
      body: { sourceBaseUrl: source.url, apiKey: owner.key, sourceCollectionId: c.id },
    });
    expect(started.status, started.text).toBe(202);
    const job = await finished(started.body.id, 420_000);
    expect(job.errors).toEqual([]);
    expect(job).toMatchObject({ state: 'SUCCEEDED', errorCount: 0, bytesCopied: LARGE + 1000 });
    expect(job.counts['files']).toMatchObject({ done: 2, total: 2, skipped: 0 });

    const [copy] = await cypher<{ id: number }>(
      'MATCH (:Collection {id: $t})-[:HAS_DATAOBJECT]->(:DataObject)-[:HAS_REFERENCE]->(r:FileReference) RETURN r.fileContainerId AS id',
      { t: job.targetCollectionId ?? -1 },
    );
    const target = Number(copy?.id);
    expect(target).not.toBe(container.id);
    const copied = await storedDigests(target, 'fifty.bin');
    expect(copied).toEqual({ md5: large.md5, recordedMd5: large.md5, sha256: large.sha256 });
    expect((await storedDigests(target, 'small.bin')).sha256).toBe(small.sha256);
    // The copy answers ranges too, through the target's API.
    const tail = await fetch(
      `${gateway}${api}/fileContainers/${target}/payload/${encodeURIComponent(
        (
          await call<{ oid: string; filename: string }[]>('GET', `${api}/fileContainers/${target}/payload`, {
            headers: asAdmin(),
          })
        ).body.find((f) => f.filename === 'fifty.bin')?.oid ?? '',
      )}`,
      { headers: { ...asAdmin(), range: `bytes=-10` } },
    );
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${LARGE - 10}-${LARGE - 1}/${LARGE}`);
    await tail.arrayBuffer();
  }, 480_000);
});

interface Permissions {
  owner: string | null;
  permissionType: string;
  reader: string[];
  writer: string[];
  manager: string[];
  readerGroupIds: number[];
  writerGroupIds: number[];
}

describe('permissions', () => {
  it('are copied onto the Collection and its containers with users and groups mapped by name; those missing here are reported', async () => {
    const reader = await userWithKey();
    const group = await post<{ id: number; name: string }>('/userGroups', {
      name: `import-group-${randomSuffix()}`,
      usernames: [reader.username],
    });
    const c = await post<{ id: number }>('/collections', { name: `import-perms-${Date.now()}` });
    const d = await post<{ id: number }>(`/collections/${c.id}/dataObjects`, { name: 'holder' });
    const container = await post<{ id: number }>('/fileContainers', { name: `perms-${Date.now()}` });
    const f = await storeLargeFile(container.id, 10, 'tiny.bin');
    await post(`/collections/${c.id}/dataObjects/${d.id}/fileReferences`, {
      name: 'tiny',
      fileContainerId: container.id,
      fileOids: [f.oid],
    });
    const put = async (path: string, body: Record<string, unknown>) => {
      const r = await call('PUT', `${api}${path}/permissions`, { base: source.url, headers: ownerH(), body });
      expect(r.status, r.text).toBe(200);
    };
    await put(`/collections/${c.id}`, {
      permissionType: 'Private',
      reader: [reader.username],
      writer: [],
      manager: [],
      readerGroupIds: [],
      writerGroupIds: [group.id],
    });
    await put(`/fileContainers/${container.id}`, {
      permissionType: 'PublicReadable',
      reader: [],
      writer: [reader.username],
      manager: [],
      readerGroupIds: [group.id],
      writerGroupIds: [],
    });
    // The source also names a user and a group that exist only there (the local instances share one graph).
    const ghostUser = `ghost-${randomSuffix()}`;
    const ghostGroup = { id: 9_000_000_000 + Number.parseInt(randomSuffix(2), 16), name: `ghosts-${randomSuffix()}` };
    const proxy = await rewritingProxy(source.url, {
      answer: (path) =>
        path === `${api}/userGroups/${ghostGroup.id}`
          ? { status: 200, body: { ...ghostGroup, usernames: [ghostUser] } }
          : undefined,
      rewrite: (path, body) =>
        path === `${api}/collections/${c.id}/permissions`
          ? {
              ...(body as Permissions),
              reader: [...(body as Permissions).reader, ghostUser],
              readerGroupIds: [ghostGroup.id],
            }
          : body,
    });
    try {
      const started = await call<Job>('POST', '/v2/admin/import', {
        headers: asAdmin(),
        body: { sourceBaseUrl: proxy.url, apiKey: owner.key, sourceCollectionId: c.id },
      });
      expect(started.status, started.text).toBe(202);
      const job = await finished(started.body.id, 120_000);
      expect(job.errors).toEqual([]);
      expect(job).toMatchObject({ state: 'SUCCEEDED', phase: 'done' });
      expect(job.counts['permissions']).toEqual({ done: 2, total: 2, skipped: 0 });
      expect(job.unmapped).toEqual({ users: [ghostUser], groups: [ghostGroup.name] });

      const target = job.targetCollectionId ?? -1;
      const perms = async (path: string) => {
        const r = await call<Permissions>('GET', `${api}${path}/permissions`, { headers: asAdmin() });
        expect(r.status, r.text).toBe(200);
        return r.body;
      };
      expect(await perms(`/collections/${target}`)).toMatchObject({
        owner: owner.username,
        permissionType: 'Private',
        reader: [reader.username],
        writer: [],
        manager: [],
        readerGroupIds: [],
        writerGroupIds: [group.id],
      });
      const [copy] = await cypher<{ id: number }>(
        'MATCH (:Collection {id: $t})-[:HAS_DATAOBJECT]->(:DataObject)-[:HAS_REFERENCE]->(r:FileReference) RETURN r.fileContainerId AS id',
        { t: target },
      );
      expect(Number(copy?.id)).not.toBe(container.id);
      expect(await perms(`/fileContainers/${Number(copy?.id)}`)).toMatchObject({
        owner: owner.username,
        permissionType: 'PublicReadable',
        reader: [],
        writer: [reader.username],
        readerGroupIds: [group.id],
      });
      // The reader of the source reads the copy; a second run writes the same.
      const asReader = await call('GET', `${api}/collections/${target}`, { headers: { 'x-api-key': reader.key } });
      expect(asReader.status, asReader.text).toBe(200);
      const again = await call<Job>('POST', '/v2/admin/import', {
        headers: asAdmin(),
        body: { sourceBaseUrl: proxy.url, apiKey: owner.key, sourceCollectionId: c.id },
      });
      const second = await finished(again.body.id, 120_000);
      expect(second.counts['permissions']).toEqual({ done: 2, total: 2, skipped: 0 });
    } finally {
      await proxy.close();
    }
  }, 240_000);

  it('a source key without manage rights: each entity is a skip with the reason, the copy keeps its defaults', async () => {
    const other = await userWithKey();
    const c = await post<{ id: number }>('/collections', { name: `import-noperm-${Date.now()}` });
    await post(`/collections/${c.id}/dataObjects`, { name: 'only' });
    const r = await call('PUT', `${api}/collections/${c.id}/permissions`, {
      base: source.url,
      headers: ownerH(),
      body: {
        permissionType: 'Private',
        reader: [other.username],
        writer: [],
        manager: [],
        readerGroupIds: [],
        writerGroupIds: [],
      },
    });
    expect(r.status, r.text).toBe(200);
    const started = await call<Job>('POST', '/v2/admin/import', {
      headers: asAdmin(),
      body: { sourceBaseUrl: source.url, apiKey: other.key, sourceCollectionId: c.id },
    });
    expect(started.status, started.text).toBe(202);
    const job = await finished(started.body.id, 120_000);
    expect(job).toMatchObject({ state: 'SUCCEEDED', errorCount: 0 });
    expect(job.counts['permissions']).toEqual({ done: 0, total: 1, skipped: 1 });
    expect(job.skipped).toEqual([
      expect.objectContaining({
        kind: 'permissions',
        source: `Collection ${c.id}`,
        reason: expect.stringMatching(/manage/),
      }),
    ]);
  }, 120_000);
});

describe('spatial data', () => {
  it('copies spatial containers with every point (10,002, pages of 10,000 split inside one timestamp, handing over between pages and resuming after a crash) and their references, which select the same points', async () => {
    const c = await post<{ id: number }>('/collections', { name: `import-spatial-${Date.now()}` });
    const d = await post<{ id: number }>(`/collections/${c.id}/dataObjects`, { name: 'scan' });
    const container = await post<{ id: number }>('/spatialDataContainers', { name: `cloud-${Date.now()}` });
    // 9,998 points at distinct times, then 4 sharing one (T): the first page of 10,000 ends inside them.
    const T = 1_700_000_000_123_456_789n;
    const points = Array.from({ length: 10_002 }, (_, i) => ({
      timestamp: i < 9_998 ? 1_000n + BigInt(i) : T,
      x: i % 100,
      y: Math.floor(i / 100),
      z: 0.5,
      measurements: { v: i, big: 9_007_199_254_740_993n },
      metadata: { tag: i % 2 === 0 ? 'even' : 'odd' },
    }));
    // In writes of 1,000: at the start of a parallel run, with the importer and Python client suites
    // beside it, DynamoDB Local took more than the request's 25 s budget for one write of 5,001.
    for (let i = 0; i < points.length; i += 1_000) {
      const part = points.slice(i, i + 1_000);
      const w = await tsCall('POST', `${api}/spatialDataContainers/${container.id}/payload`, {
        base: source.url,
        key: owner.key,
        body: part,
      });
      expect(w.status, w.text).toBe(204);
    }
    const ref = await tsCall<{ id: number }>(
      'POST',
      `${api}/collections/${c.id}/dataObjects/${d.id}/spatialDataReferences`,
      {
        base: source.url,
        key: owner.key,
        body: {
          name: 'even corner',
          spatialDataContainerId: container.id,
          geometryFilter: { type: 'AXIS_ALIGNED_BOUNDING_BOX', minX: 0, minY: 0, minZ: 0, maxX: 10, maxY: 10, maxZ: 1 },
          metadataFilter: { tag: 'even' },
          startTime: 1_000n,
          endTime: 1_700_000_000_123_456_789n,
          // Above the matches: which points a limit that cuts them picks depends on the container's spatial key grid, set by its first write.
          limit: 1_000,
        },
      },
    );
    expect(ref.status, ref.text).toBe(201);

    // The first page is slow to come (1.5 s), so a worker given 121 s (one second above the step reserve) runs short after it.
    const slow = await rewritingProxy(source.url, {
      delayMs: (path) =>
        path.startsWith(`${api}/spatialDataContainers/${container.id}/payload?startTime=0&`) ? 1_500 : 0,
    });
    onTestFinished(() => slow.close());
    const { mapped, readProgress, saveProgress } = await import('../../layers/core/src/features/importer/store.ts');
    /**
     * One run of the import, its worker in a child process with spatial data on and `budgetMs` of
     * invocation time; the job as this checkout reports it, and whether an invocation ended with
     * the container's copy begun but not finished (its cursor saved, its id-map entry not written).
     */
    const runImport = async (budgetMs?: number): Promise<{ job: Job; handedOverMidCopy: boolean }> => {
      const saved = process.env['SVC_SPATIAL_DATA_ENABLED'];
      process.env['SVC_SPATIAL_DATA_ENABLED'] = 'true';
      let out: Job | undefined;
      let handedOverMidCopy = false;
      try {
        await withPrivateImportQueue(async (q) => {
          const { startImport, importStatus } = await import('../../layers/core/src/features/importer/start.ts');
          const queued = await startImport(
            { sourceBaseUrl: slow.url, apiKey: owner.key, sourceCollectionId: c.id },
            'admin',
          );
          // A worker that runs short of its invocation time hands the job over with a new message
          // (as on Lambda): run the worker again on each, until the job has finished.
          for (let i = 0; i < 20; i++) {
            const run = await q.worker(q.eventOf(await q.receive(1), 1), budgetMs).done;
            expect(run.code, run.out).toBe(0);
            out = (await importStatus(queued.id)) as Job;
            if (
              out.state === 'RUNNING' &&
              (await readProgress(queued.id, 'sppoints', container.id)) !== undefined &&
              !(await mapped(queued.id, 'sppoints', container.id))
            )
              handedOverMidCopy = true;
            if (out.state === 'SUCCEEDED' || out.state === 'FAILED') break;
          }
        });
      } finally {
        if (saved === undefined) delete process.env['SVC_SPATIAL_DATA_ENABLED'];
        else process.env['SVC_SPATIAL_DATA_ENABLED'] = saved;
      }
      return { job: out as Job, handedOverMidCopy };
    };
    const { dynamo, tableName } = await import('../../layers/core/src/platform/aws/clients.ts');
    /** Every item of a container in the spatial table, committed or not, but its META item. */
    const storedItems = async (id: number) => {
      let n = 0;
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const r = await dynamo().send(
          new QueryCommand({
            TableName: tableName('spatial'),
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
            ExpressionAttributeValues: { ':pk': `C#${id}`, ':p': 'P#' },
            Select: 'COUNT',
            ExclusiveStartKey,
          }),
        );
        n += r.Count ?? 0;
        ExclusiveStartKey = r.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return n;
    };
    // Each invocation one second above the step reserve: the container's copy hands over after its first page and resumes at its cursor.
    const { job, handedOverMidCopy } = await runImport(121_000);
    expect(handedOverMidCopy).toBe(true);
    // The cursor after the first page: the next starts at T, where 2 of the 10,000 points written lie.
    expect(await readProgress(job.id, 'sppoints', container.id)).toEqual({
      start: String(T),
      seenAtStart: '2',
      written: '10000',
    });
    expect(job.errors).toEqual([]);
    expect(job).toMatchObject({ state: 'SUCCEEDED', errorCount: 0 });
    expect(job.counts['spatialDataContainers']).toEqual({ done: 1, total: 1, skipped: 0 });
    expect(job.counts['spatialPoints']).toEqual({ done: 10_002, total: 10_002, skipped: 0 });
    expect(job.counts['references']).toMatchObject({ done: 1, total: 1, skipped: 0 });

    // Read through the source gateway (spatial on; it sees the copy, as the admin, on the shared services).
    const admin = { 'x-api-key': (asAdmin() as { 'x-api-key': string })['x-api-key'] };
    const target = job.targetCollectionId ?? -1;
    const [copy] = await cypher<{ ref: number; container: number; d: number }>(
      'MATCH (:Collection {id: $t})-[:HAS_DATAOBJECT]->(d:DataObject)-[:HAS_REFERENCE]->(r:SpatialDataReference) RETURN r.id AS ref, r.spatialDataContainerId AS container, d.id AS d',
      { t: target },
    );
    expect(copy).toBeDefined();
    expect(Number(copy?.container)).not.toBe(container.id);
    const all = async (id: number) => {
      const out: string[] = [];
      for (const range of ['startTime=0&endTime=1000000000', 'startTime=1000000001']) {
        const r = await tsCall<unknown[]>('GET', `${api}/spatialDataContainers/${id}/payload?${range}&limit=10000`, {
          base: source.url,
          headers: admin,
        });
        expect(r.status, r.text).toBe(200);
        out.push(...r.json.map((p) => JSON.stringify(p, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))));
      }
      return out.sort();
    };
    const [fromSource, fromCopy] = await Promise.all([all(container.id), all(Number(copy?.container))]);
    expect(fromSource).toHaveLength(10_002);
    expect(fromCopy).toEqual(fromSource);
    const payload = async (cid: number, did: number, rid: number) => {
      const r = await tsCall<unknown[]>(
        'GET',
        `${api}/collections/${cid}/dataObjects/${did}/spatialDataReferences/${rid}/payload`,
        { base: source.url, headers: admin },
      );
      expect(r.status, r.text).toBe(200);
      return r.json;
    };
    const selected = await payload(c.id, d.id, ref.json.id);
    expect(selected).toHaveLength(66);
    expect(await payload(target, Number(copy?.d), Number(copy?.ref))).toEqual(selected);

    expect(await storedItems(Number(copy?.container))).toBe(10_002);

    // A worker that died after writing the last page (the two points of the crowded timestamp) and
    // before its id-map entry, and one that died inside a batch (an item of a batch still pending):
    // the map holds the cursor after the first page, the target every point and a pending one more.
    for (const sk of [`sppoints#${container.id}`, `reference#${ref.json.id}`])
      await dynamo().send(
        new DeleteCommand({ TableName: tableName('migrations'), Key: { pk: `IMPORT#MAP#${job.id}`, sk } }),
      );
    await writeCypher('MATCH (r:SpatialDataReference {id: $id}) DETACH DELETE r', { id: Number(copy?.ref) });
    await saveProgress(job.id, 'sppoints', container.id, { start: String(T), seenAtStart: '2', written: '10000' });
    const { timeRange } = await import('../../layers/core/src/features/spatial/store.ts');
    const spatialKey = { pk: `C#${Number(copy?.container)}` };
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('spatial'),
        Key: { ...spatialKey, sk: 'META' },
        UpdateExpression: 'ADD pend :tok',
        ExpressionAttributeValues: { ':tok': new Set(['dead-batch']) },
      }),
    );
    await dynamo().send(
      new PutCommand({
        TableName: tableName('spatial'),
        Item: {
          ...spatialKey,
          sk: 'P#000000000000000000#9999999999999999',
          ts: `${timeRange(T, undefined).from}9999999999999999`,
          b: 'dead-batch',
          d: JSON.stringify({ t: 5, x: 0, y: 0, z: 0, m: {}, md: {} }),
        },
      }),
    );
    expect(await storedItems(Number(copy?.container))).toBe(10_003);
    const { job: second } = await runImport();
    expect(second).toMatchObject({ state: 'SUCCEEDED', run: 2, targetCollectionId: target, errorCount: 0 });
    expect(second.counts['spatialPoints']).toEqual({ done: 10_002, total: 10_002, skipped: 0 });
    expect(await all(Number(copy?.container))).toEqual(fromSource);
    // Exactly the source's points: none twice, the dead batch's item gone and its token out of the pending set.
    expect(await storedItems(Number(copy?.container))).toBe(10_002);
    const meta = await dynamo().send(
      new GetCommand({ TableName: tableName('spatial'), Key: { ...spatialKey, sk: 'META' }, ConsistentRead: true }),
    );
    expect(meta.Item?.['cnt']).toBe(10_002);
    expect([...((meta.Item?.['pend'] as Set<string> | undefined) ?? [])]).toEqual([]);
  }, 400_000);
});

describe('the report', () => {
  it('lists each item not copied with its kind and reason: a video stream reference, a spatial reference where spatial data is off', async () => {
    const c = await post<{ id: number }>('/collections', { name: `import-report-${Date.now()}` });
    const d = await post<{ id: number }>(`/collections/${c.id}/dataObjects`, { name: 'holder' });
    const container = await post<{ id: number }>('/spatialDataContainers', { name: `off-${Date.now()}` });
    const ref = await post<{ id: number }>(`/collections/${c.id}/dataObjects/${d.id}/spatialDataReferences`, {
      name: 'cloud',
      spatialDataContainerId: container.id,
    });
    // An upstream source may hold video stream references, which svc cannot create: the proxy adds one.
    const proxy = await rewritingProxy(source.url, {
      rewrite: (path, body) =>
        path === `${api}/collections/${c.id}/dataObjects/${d.id}/references`
          ? [...(body as unknown[]), { id: 987_654_321, name: 'clip', type: 'VideoStreamReference' }]
          : body,
    });
    try {
      // The gateway under test runs the worker with spatial data off (its default).
      const started = await call<Job>('POST', '/v2/admin/import', {
        headers: asAdmin(),
        body: { sourceBaseUrl: proxy.url, apiKey: owner.key, sourceCollectionId: c.id },
      });
      expect(started.status, started.text).toBe(202);
      const job = await finished(started.body.id, 120_000);
      expect(job.state).toBe('SUCCEEDED');
      expect(job.counts['references']).toEqual({ done: 0, total: 2, skipped: 2 });
      expect(job.skipped).toEqual(
        expect.arrayContaining([
          {
            kind: 'references',
            source: 'VideoStreamReference 987654321',
            reason: expect.stringMatching(/no video stream references/),
          },
          {
            kind: 'references',
            source: `SpatialDataReference ${ref.id}`,
            reason: expect.stringMatching(/svc\.spatial-data\.enabled/),
          },
        ]),
      );
    } finally {
      await proxy.close();
    }
  }, 180_000);
});
