import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeGraph, cypher } from '../support/fixtures.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { startLocalCore } from '../support/local-core.ts';
import { asAdmin, call, gateway, userWithKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { closedPortUrl, startSparqlEndpoint, type Endpoint } from '../support/sparql-endpoint.ts';
import { readTree, seedSource, withPrivateImportQueue } from '../support/importer.ts';
import { freePort } from '../support/private-services.ts';

/**
 * Cross-instance import over HTTP between two gateways: the source is an extra gateway (it shares
 * the backing services, so the source data is a fresh Collection of its own), the target is the
 * gateway under test, whose queue poller runs the import worker (it must run with
 * LOCAL_GATEWAY_WORKERS=on). The kill-and-redeliver case runs the worker in a child process fed
 * from a private queue.
 */
interface Job {
  id: string;
  state: string;
  phase: string;
  run: number;
  targetCollectionId: number | null;
  targetCollectionAppId: string | null;
  counts: Record<string, { done: number; total: number; skipped: number }>;
  bytesCopied: number;
  errorCount: number;
  errors: string[];
}

let source: { url: string; stop: () => void };
let owner: { username: string; key: string };
let sparql: Endpoint;
let repositoryId: number;
let stopCore: () => Promise<void> = async () => {};

beforeAll(async () => {
  // SVC_TEST_IMPORT_SOURCE_PORT pins the source gateway's port (e.g. beside other sessions' gateways); else any free one.
  const port = Number(process.env['SVC_TEST_IMPORT_SOURCE_PORT'] ?? 0) || (await freePort());
  [source, owner, sparql] = await Promise.all([startExtraGateway(port, {}), userWithKey(), startSparqlEndpoint()]);
  const repo = await call<{ id: number }>('POST', '/svc/api/semanticRepositories', {
    base: source.url,
    headers: { 'x-api-key': owner.key },
    body: { name: 'dbpedia (loopback)', type: 'SPARQL', endpoint: sparql.url },
  });
  expect(repo.status, repo.text).toBe(201);
  repositoryId = repo.body.id;
  stopCore = await startLocalCore();
}, 120_000);
afterAll(async () => {
  source?.stop();
  await sparql?.close();
  await stopCore();
  await closeGraph();
});

const ownerH = () => ({ 'x-api-key': owner.key });
const start = (body: Record<string, unknown>, headers = asAdmin()) =>
  call<Job>('POST', '/v2/admin/import', { headers, body });
const status = async (id: string) => {
  const r = await call<Job>('GET', `/v2/admin/import/${id}`, { headers: asAdmin() });
  expect(r.status, r.text).toBe(200);
  return r.body;
};

function finished(id: string, timeoutMs = 120_000): Promise<Job> {
  return vi.waitFor(
    async () => {
      const s = await status(id);
      expect(['SUCCEEDED', 'FAILED'], `import ${id} did not finish: ${JSON.stringify(s)}`).toContain(s.state);
      return s;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

const countOf = async (query: string, params: Record<string, unknown>) =>
  Number((await cypher<{ n: unknown }>(query, params))[0]?.n ?? 0);

describe('POST /v2/admin/import refuses', () => {
  // The unreachable source's bounded wait can take most of a minute on a loaded machine.
  it('callers other than instance admins, bad addresses, a refused key, an unreachable source and an unknown Collection, each with a clear problem', {
    timeout: 180_000,
  }, async () => {
    // A start reads only the source Collection itself, and every start here is refused: an empty Collection serves.
    const collection = await call<{ id: number }>('POST', '/svc/api/collections', {
      base: source.url,
      headers: ownerH(),
      body: { name: `import-refusals-${Date.now()}` },
    });
    expect(collection.status, collection.text).toBe(201);
    const body = { sourceBaseUrl: source.url, apiKey: owner.key, sourceCollectionId: collection.body.id };
    expectProblem(await start(body, ownerH()), 403, 'auth.forbidden');
    expectProblem(await start({ ...body, sourceBaseUrl: 'ftp://example.org/svc/api' }), 400, 'request.invalid');
    const linkLocal = await start({ ...body, sourceBaseUrl: 'http://169.254.169.254/latest' });
    expectProblem(linkLocal, 400, 'request.invalid');
    expect(JSON.stringify(linkLocal.body)).toMatch(/link-local/);
    const mapped = await start({ ...body, sourceBaseUrl: 'http://[::ffff:169.254.169.254]/latest' });
    expectProblem(mapped, 400, 'request.invalid');
    expect(JSON.stringify(mapped.body)).toMatch(/link-local/);
    expectProblem(await start({ ...body, sourceBaseUrl: 'http://user:pw@127.0.0.1:1/' }), 400, 'request.invalid');
    const refused = await start({ ...body, apiKey: 'not-a-key' });
    expectProblem(refused, 502, 'dependency.refused');
    expect(JSON.stringify(refused.body)).toMatch(/refused the API key/);
    expect(JSON.stringify(refused.body)).not.toContain('not-a-key');
    const unreachable = await start({ ...body, sourceBaseUrl: await closedPortUrl() });
    expectProblem(unreachable, 503, 'dependency.unavailable');
    expect(JSON.stringify(unreachable.body)).toMatch(/unreachable/);
    const unknown = await start({ ...body, sourceCollectionId: 9_007_199_254_740_000 });
    expectProblem(unknown, 400, 'request.invalid');
    expectProblem(await call('GET', '/v2/admin/import/0123456789abcdef0123456789abcdef', { headers: asAdmin() }), 404);
    expectProblem(await call('GET', '/v2/admin/import/not-a-job', { headers: asAdmin() }), 404);
  });
});

describe('an import between two gateways', () => {
  let job: Job;
  let sourceId: number;
  let sourceTree: unknown;

  it('copies the Collection as a new one with mapped ids: names, attributes, hierarchy, predecessors, references, journal, annotations, bytes, timeseries points and structured documents', async () => {
    const fixture = await seedSource(source.url, ownerH(), {
      name: `import-copy-${Date.now()}`,
      repositoryId,
      extra: 30,
    });
    sourceId = fixture.collectionId;
    const started = await start({ sourceBaseUrl: source.url, apiKey: owner.key, sourceCollectionId: sourceId });
    expect(started.status, started.text).toBe(202);
    expect(started.body).toMatchObject({
      state: 'QUEUED',
      run: 1,
      sourceBaseUrl: `${source.url}/svc/api`,
      sourceCollectionId: sourceId,
    });
    expect(started.text).not.toContain(owner.key);

    job = await finished(started.body.id);
    expect(job.errors).toEqual([]);
    expect(job).toMatchObject({ state: 'SUCCEEDED', phase: 'done', errorCount: 0 });
    expect(job.counts, JSON.stringify(job.counts)).toMatchObject({
      collections: { done: 1, total: 1 },
      dataObjects: { done: 34, total: 34 },
      links: { done: 3, total: 3 },
      references: { done: 8, total: 8, skipped: 0 },
      labJournalEntries: { done: 2, total: 2 },
      annotations: { done: 3, total: 3 },
      fileContainers: { done: 1, total: 1 },
      files: { done: 3, total: 3 },
      timeseriesContainers: { done: 1, total: 1 },
      timeseriesPoints: { done: 6, total: 6 },
      structuredDataContainers: { done: 1, total: 1 },
      structuredDocuments: { done: 3, total: 3 },
    });
    expect(job.bytesCopied).toBe(fixture.files.reduce((n, f) => n + f.length, 0));
    const target = job.targetCollectionId ?? -1;
    expect(target).not.toBe(sourceId);

    const [read, copied] = await Promise.all([
      readTree(source.url, ownerH(), sourceId),
      readTree(gateway, asAdmin(), target),
    ]);
    sourceTree = read;
    expect(copied).toEqual(sourceTree);
    // New ids throughout: no DataObject or file container is shared with the source.
    expect(
      await countOf(
        `MATCH (:Collection {id: $s})-[:HAS_DATAOBJECT]->(d) MATCH (:Collection {id: $t})-[:HAS_DATAOBJECT]->(e) WHERE d.id = e.id OR d.appId = e.appId RETURN count(*) AS n`,
        { s: sourceId, t: target },
      ),
    ).toBe(0);

    // The API key is stored sealed, never in clear.
    const { dynamo, tableName } = await import('../../layers/core/src/platform/aws/clients.ts');
    const item =
      (
        await dynamo().send(
          new GetCommand({ TableName: tableName('migrations'), Key: { pk: 'IMPORT#JOB', sk: job.id } }),
        )
      ).Item ?? {};
    expect(String(item['apiKeyCipher'])).toMatch(/^v1\./);
    expect(JSON.stringify(item)).not.toContain(owner.key);

    // Provenance: EXECUTE on the new Collection, the source as its origin.
    const prov = await call<
      | { items?: { actionKind: string; originInstance: string | null; targetAppId: string }[] }
      | { actionKind: string; originInstance: string | null }[]
    >('GET', `/v2/provenance/entity/${job.targetCollectionAppId}`, { headers: asAdmin() });
    expect(prov.status, prov.text).toBe(200);
    const rows = Array.isArray(prov.body) ? prov.body : (prov.body.items ?? []);
    expect(rows).toContainEqual(
      expect.objectContaining({ actionKind: 'EXECUTE', originInstance: `${source.url}/svc/api` }),
    );

    const listed = await call<{ items: Job[] }>('GET', '/v2/admin/import?limit=100', { headers: asAdmin() });
    expect(listed.status).toBe(200);
  }, 240_000);

  it('run again, it copies nothing twice', async () => {
    const again = await start({
      sourceBaseUrl: `${source.url}/svc/api/`,
      apiKey: owner.key,
      sourceCollectionId: sourceId,
    });
    expect(again.status, again.text).toBe(202);
    expect(again.body).toMatchObject({ id: job.id, run: 2 });
    const second = await finished(job.id);
    expect(second).toMatchObject({
      state: 'SUCCEEDED',
      targetCollectionId: job.targetCollectionId,
      bytesCopied: 0,
      errorCount: 0,
    });
    const target = job.targetCollectionId ?? -1;
    expect(await readTree(gateway, asAdmin(), target)).toEqual(sourceTree);
    expect(
      await countOf('MATCH (:Collection {id: $t})-[:HAS_DATAOBJECT]->(d) RETURN count(d) AS n', { t: target }),
    ).toBe(34);
    expect(
      await countOf(
        'MATCH (:Collection {id: $t})-[:HAS_DATAOBJECT]->(:DataObject)-[:HAS_REFERENCE]->(r:FileReference) MATCH (c:FileContainer {id: r.fileContainerId})-[:HAS_FILE]->(f) RETURN count(DISTINCT f) AS n',
        { t: target },
      ),
    ).toBe(2);
    const named = await call<{ id: number }[]>(
      'GET',
      `/svc/api/collections?name=${encodeURIComponent((sourceTree as { name: string }).name)}`,
      { headers: asAdmin() },
    );
    expect(named.body.map((c) => c.id).sort()).toEqual([sourceId, target].sort());
  }, 240_000);
});

describe('a worker killed mid-import', () => {
  it('resumes when its message is delivered again (adopting a DataObject whose map entry was lost), hands over before its time runs out, and creates everything exactly once', async () => {
    const fixture = await seedSource(source.url, ownerH(), {
      name: `import-kill-${Date.now()}`,
      repositoryId,
      extra: 60,
      fileSizes: [300_000, 300_001, 300_002],
    });
    await withPrivateImportQueue(async (q) => {
      const { startImport } = await import('../../layers/core/src/features/importer/start.ts');
      const queued = await startImport(
        { sourceBaseUrl: source.url, apiKey: owner.key, sourceCollectionId: fixture.collectionId },
        'admin',
      );
      const [message] = await q.receive(1);
      expect(message).toBeDefined();
      const event = q.eventOf([message!], 1);

      const first = q.worker(event);
      // Killed as soon as 25 DataObjects are done (the assertions below judge the state seen last).
      let atKill: Job | undefined;
      await vi
        .waitFor(
          async () => {
            const s = await status(queued.id);
            if ((s.counts['dataObjects']?.done ?? 0) < 25) throw new Error('fewer than 25 DataObjects done');
            atKill = s;
          },
          { timeout: 90_000, interval: 25 },
        )
        .catch(() => undefined);
      first.child.kill('SIGKILL');
      expect((await first.done).code).toBeNull();
      expect(atKill?.state).toBe('RUNNING');
      const target = atKill?.targetCollectionId ?? -1;
      const createdAtKill = await countOf('MATCH (:Collection {id: $t})-[:HAS_DATAOBJECT]->(d) RETURN count(d) AS n', {
        t: target,
      });
      expect(createdAtKill).toBeGreaterThan(0);
      expect(createdAtKill).toBeLessThan(fixture.dataObjects + 1);

      // The worst moment to die: a DataObject written, its id-map entry not. Simulated by removing one entry; the retry must adopt it, not copy it again.
      const { dynamo, tableName } = await import('../../layers/core/src/platform/aws/clients.ts');
      const T = tableName('migrations');
      const entries =
        (
          await dynamo().send(
            new QueryCommand({
              TableName: T,
              KeyConditionExpression: 'pk = :pk AND begins_with(sk, :k)',
              ExpressionAttributeValues: { ':pk': `IMPORT#MAP#${queued.id}`, ':k': 'dataObject#' },
            }),
          )
        ).Items ?? [];
      expect(entries.length).toBeGreaterThan(0);
      await dynamo().send(new DeleteCommand({ TableName: T, Key: { pk: entries[0]!['pk'], sk: entries[0]!['sk'] } }));

      // Delivered again (same message, the lease is its own), with too little time left for more than one step: it hands over.
      const short = await q.worker(q.eventOf([message!], 2), 121_000).done;
      expect(short.code, short.out).toBe(0);
      const next = await q.receive(1);
      expect(next).toHaveLength(1);
      expect((await status(queued.id)).state).toBe('RUNNING');

      const rest = await q.worker(q.eventOf(next, 1)).done;
      expect(rest.code, rest.out).toBe(0);
      const done = await status(queued.id);
      expect(done.errors).toEqual([]);
      expect(done).toMatchObject({ state: 'SUCCEEDED', targetCollectionId: target });
      expect(done.counts['dataObjects']).toMatchObject({ done: fixture.dataObjects, total: fixture.dataObjects });
      expect(
        await countOf('MATCH (:Collection {id: $t})-[:HAS_DATAOBJECT]->(d) RETURN count(d) AS n', { t: target }),
      ).toBe(fixture.dataObjects);
      expect(
        await countOf(
          'MATCH (:Collection {id: $t})-[:HAS_DATAOBJECT]->(d) WITH d.name AS name, count(*) AS k WHERE k > 1 RETURN count(name) AS n',
          { t: target },
        ),
      ).toBe(0);
      const [sourceTree, copied] = await Promise.all([
        readTree(source.url, ownerH(), fixture.collectionId),
        readTree(gateway, asAdmin(), target),
      ]);
      expect(copied).toEqual({ ...(sourceTree as object) });

      // The same worst moment below the DataObjects: every annotation, journal entry, reference, container, file
      // and document written, none of their id-map entries. A content page delivered again must adopt them all.
      const contentKinds = [
        'annotation',
        'journal',
        'reference',
        'container',
        'file',
        'tscontainer',
        'tswindow',
        'sdcontainer',
        'sddoc',
      ];
      const all =
        (
          await dynamo().send(
            new QueryCommand({
              TableName: T,
              KeyConditionExpression: 'pk = :pk',
              ExpressionAttributeValues: { ':pk': `IMPORT#MAP#${queued.id}` },
            }),
          )
        ).Items ?? [];
      const lost = all.filter((i) => contentKinds.includes(String(i['sk']).split('#')[0] ?? ''));
      expect(lost.map((i) => String(i['sk']).split('#')[0])).toEqual(
        expect.arrayContaining(['reference', 'journal', 'file', 'annotation', 'sddoc']),
      );
      for (const i of lost) await dynamo().send(new DeleteCommand({ TableName: T, Key: { pk: i['pk'], sk: i['sk'] } }));
      const contentCounts = async () => ({
        references: await countOf(
          'MATCH (:Collection {id: $t})-[:HAS_DATAOBJECT]->()-[:HAS_REFERENCE]->(r) RETURN count(r) AS n',
          { t: target },
        ),
        journals: await countOf(
          'MATCH (:Collection {id: $t})-[:HAS_DATAOBJECT]->()-[:HAS_LAB_JOURNAL_ENTRY]->(j) RETURN count(j) AS n',
          { t: target },
        ),
        files: await countOf(
          'MATCH (:Collection {id: $t})-[:HAS_DATAOBJECT]->()-[:HAS_REFERENCE]->(r:FileReference) MATCH (c:FileContainer {id: r.fileContainerId})-[:HAS_FILE]->(f) RETURN count(DISTINCT f) AS n',
          { t: target },
        ),
      });
      const before = await contentCounts();
      expect(before).toMatchObject({ references: 8, journals: 2, files: 3 });
      const { readJob, saveJob } = await import('../../layers/core/src/features/importer/store.ts');
      const finishedJob = (await readJob(queued.id))!;
      await saveJob(
        { ...finishedJob, state: 'RUNNING', phase: 'content', page: 0, leaseOwner: null, leaseUntil: 0 },
        finishedJob.version,
      );
      const { processImportRecords } = await import('../../layers/core/src/features/importer/worker.ts');
      expect(
        await processImportRecords(
          [{ id: 'redelivered', body: JSON.stringify({ jobId: queued.id, run: finishedJob.run }), receiveCount: 2 }],
          { remainingMs: () => 500_000 },
        ),
      ).toEqual([]);
      const redone = await status(queued.id);
      expect(redone.errors).toEqual([]);
      expect(redone).toMatchObject({ state: 'SUCCEEDED', bytesCopied: done.bytesCopied });
      expect(await contentCounts()).toEqual(before);
      expect(await readTree(gateway, asAdmin(), target)).toEqual({ ...(sourceTree as object) });
    });
  }, 300_000);
});

describe('a worker that runs out of time mid-page', () => {
  it('hands the job over at the same page with a new message, and a start takes over a RUNNING job whose lease expired', async () => {
    const fixture = await seedSource(source.url, ownerH(), {
      name: `import-timeout-${Date.now()}`,
      repositoryId,
      fileSizes: [10],
    });
    await withPrivateImportQueue(async (q) => {
      const { startImport } = await import('../../layers/core/src/features/importer/start.ts');
      const { processImportRecords } = await import('../../layers/core/src/features/importer/worker.ts');
      const { readJob, saveJob } = await import('../../layers/core/src/features/importer/store.ts');
      const record = (m: { MessageId?: string; Body?: string }) => ({
        id: m.MessageId ?? '',
        body: m.Body ?? '',
        receiveCount: 1,
      });
      const body = { sourceBaseUrl: source.url, apiKey: owner.key, sourceCollectionId: fixture.collectionId };

      const queued = await startImport(body, 'admin');
      const [message] = await q.receive(1);
      // 4 DataObjects: claim (1 call), collection step (2), DataObjects page (2), then the content page's
      // first check (call 6 is its loop-top check, call 7 its first DataObject): time runs out after that.
      let calls = 0;
      expect(
        await processImportRecords([record(message!)], { remainingMs: () => (++calls <= 7 ? 130_000 : 50_000) }),
      ).toEqual([]);
      const handed = await readJob(queued.id);
      expect(handed).toMatchObject({ state: 'RUNNING', phase: 'content', page: 0, leaseOwner: null, leaseUntil: 0 });
      const next = await q.receive(1);
      expect(next).toHaveLength(1);
      expect(await processImportRecords([record(next[0]!)], { remainingMs: () => 500_000 })).toEqual([]);
      const done = await status(queued.id);
      expect(done.errors).toEqual([]);
      expect(done).toMatchObject({ state: 'SUCCEEDED', errorCount: 0 });
      expect(done.counts['dataObjects']).toMatchObject({ done: 4, total: 4 });
      expect(done.counts['references']).toMatchObject({ done: 8, total: 8 });
      const [copied, original] = await Promise.all([
        readTree(gateway, asAdmin(), done.targetCollectionId ?? -1),
        readTree(source.url, ownerH(), fixture.collectionId),
      ]);
      expect(copied).toEqual(original);

      // A job left RUNNING by a worker that vanished (its lease expired, no message): a start enqueues it again.
      const stuckStart = await startImport({ ...body, targetName: `stuck-${Date.now()}` }, 'admin');
      await q.receive(1); // the message is lost
      const stuck = (await readJob(stuckStart.id))!;
      await saveJob(
        { ...stuck, state: 'RUNNING', leaseOwner: 'a-dead-worker', leaseUntil: Date.now() - 1 },
        stuck.version,
      );
      const resumed = await startImport({ ...body, targetName: stuck.targetName ?? undefined }, 'admin');
      expect(resumed).toMatchObject({ id: stuck.id, state: 'RUNNING', run: stuck.run });
      const again = await q.receive(1);
      expect(again).toHaveLength(1);
      expect(await processImportRecords([record(again[0]!)], { remainingMs: () => 500_000 })).toEqual([]);
      expect(await status(stuck.id)).toMatchObject({ state: 'SUCCEEDED', errorCount: 0 });
    });
  }, 300_000);
});

describe('annotations naming the INTERNAL repository', () => {
  it("map to this instance's INTERNAL one, though the source's legacy shelf answers 404 for it", async () => {
    const h = ownerH();
    const internal = await call<{ id: number }>('GET', '/v2/semantic/internal-repository', {
      base: source.url,
      headers: h,
    });
    expect(internal.status, internal.text).toBe(200);
    expect(
      (await call('GET', `/svc/api/semanticRepositories/${internal.body.id}`, { base: source.url, headers: h })).status,
    ).toBe(404);
    const c = await call<{ id: number }>('POST', '/svc/api/collections', {
      base: source.url,
      headers: h,
      body: { name: `import-internal-${Date.now()}` },
    });
    expect(c.status, c.text).toBe(201);
    const annotated = await call('POST', `/svc/api/collections/${c.body.id}/semanticAnnotations`, {
      base: source.url,
      headers: h,
      body: {
        propertyIRI: 'https://example.org/svc-test/terms#measures',
        propertyRepositoryId: internal.body.id,
        valueIRI: 'https://example.org/svc-test/terms#SoilMoisture',
        valueRepositoryId: internal.body.id,
      },
    });
    expect(annotated.status, annotated.text).toBe(201);
    const started = await start({ sourceBaseUrl: source.url, apiKey: owner.key, sourceCollectionId: c.body.id });
    expect(started.status, started.text).toBe(202);
    const done = await finished(started.body.id);
    expect(done.errors).toEqual([]);
    expect(done).toMatchObject({ state: 'SUCCEEDED', errorCount: 0 });
    const ours = await call<{ id: number }>('GET', '/v2/semantic/internal-repository', { headers: asAdmin() });
    const copied = await call<{ propertyRepositoryId: number; valueRepositoryId: number; valueIRI: string }[]>(
      'GET',
      `/svc/api/collections/${done.targetCollectionId}/semanticAnnotations`,
      { headers: asAdmin() },
    );
    expect(copied.body).toMatchObject([
      {
        propertyRepositoryId: ours.body.id,
        valueRepositoryId: ours.body.id,
        valueIRI: 'https://example.org/svc-test/terms#SoilMoisture',
      },
    ]);
  }, 180_000);
});
