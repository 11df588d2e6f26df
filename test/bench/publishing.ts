/**
 * `npm run bench -- publishing [N=10000] [resolves=2000]`: the public side of publishing over N
 * published entities, through the gateway under test (SVC_TEST_GATEWAY, with svc.versioning.enabled
 * on; without one named, the bench starts its own gateway with it on and stops it afterwards). One Collection is created and published through the API (svc.versioning
 * .enabled on the gateway), as the shape to copy; N DataObjects with one Publication each are then
 * seeded straight into the graph in the shape publish writes (batches of 2,000). With the unhide
 * config narrowed to that Collection (page size 100), it measures:
 *   - the whole feed harvest, page by page (p50/p99 per page, total time, pages, datasets),
 *   - an OAI-PMH ListRecords (oai_dc) harvest of the Collection's set, following resumption tokens
 *     (p50/p99 per page, total time, pages, records),
 *   - the kip resolver on random PIDs, 10 concurrent callers (p50/p99/throughput),
 *   - a conditional GET of a feed page answered 304.
 * Afterwards the seeded nodes are removed and the unhide config restored. Writes
 * test/bench/results/publishing.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import neo4j from 'neo4j-driver';
import { v7 as uuidv7 } from 'uuid';
import { repoRoot } from '../../localstack/src/paths.ts';
import { benchDriver, reserveLegacyIds } from './graph-seed.ts';
import { adminKeyFile } from '../../localstack/src/local-secrets.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { freePort } from '../support/private-services.ts';

// Publishing freezes revisions, so it needs svc.versioning.enabled, which the main gateway has off.
const own = process.env['SVC_TEST_GATEWAY']
  ? undefined
  : await (async () => {
      const port = await freePort();
      // Public links (kip, feed, OAI-PMH) point at this gateway, so the harvest follows them here.
      return startExtraGateway(port, { SVC_VERSIONING_ENABLED: 'true', SVC_PUBLIC_URL: `http://127.0.0.1:${port}` });
    })();
if (own) process.env['SVC_TEST_GATEWAY'] = own.url;
const { benchUser, gateway, request } = await import('./support.ts');

const N = Number(process.argv[2] ?? '10000');
const resolves = Number(process.argv[3] ?? '2000');
const driver = benchDriver();
const admin = readFileSync(adminKeyFile, 'utf8').trim();
const { username, key } = await benchUser('bench-pub');

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0) * 10) / 10;
};

async function patchUnhide(patch: unknown) {
  const r = await fetch(`${gateway}/v2/admin/unhide/config`, {
    method: 'PATCH',
    headers: { 'x-api-key': admin, 'content-type': 'application/merge-patch+json' },
    body: JSON.stringify(patch),
  });
  if (r.status !== 200) throw new Error(`unhide config: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { value: Record<string, unknown> }).value;
}

const c = await request('POST', '/svc/api/collections', key, {
  name: 'bench-publishing',
  description: 'd',
  attributes: {},
});
if (c.status !== 201) throw new Error(`collection: ${c.status}`);
const collection = c.json as { id: number; appId: string };
const published = await request('POST', `/v2/collections/${collection.appId}/publish`, key);
if (published.status !== 201)
  throw new Error(
    `publish through the API: ${published.status} ${JSON.stringify(published.json)} (is svc.versioning.enabled on at ${gateway}?)`,
  );
const shape = published.json as { pid: string; checksum: string };
const instance = shape.pid.split(':')[1] ?? 'local';

const seedStarted = performance.now();
const batch = 2_000;
const suffixes: string[] = [];
const base = Date.parse('2026-01-01T00:00:00Z');
for (let done = 0; done < N; done += batch) {
  const n = Math.min(batch, N - done);
  const start = await reserveLegacyIds(driver, n);
  const rows = Array.from({ length: n }, (_, i) => {
    const appId = uuidv7();
    const suffix = `dataobject:${appId}:v1`;
    suffixes.push(suffix);
    const publishedAt = new Date(base + (done + i) * 1000).toISOString();
    const record = JSON.stringify({
      title: `obj-${done + i}`,
      description: null,
      creators: [{ name: username }],
      publicationYear: 2026,
      resourceType: 'DataObject',
      subjects: [],
    });
    return {
      id: neo4j.int(start + i),
      appId,
      name: `obj-${done + i}`,
      pid: `svc:${instance}:${suffix}`,
      suffix,
      publishedAt,
      record,
    };
  });
  await driver.executeQuery(
    `MATCH (c:BasicEntity:Collection {id: $collectionId})
     UNWIND $rows AS row
     CREATE (d:BasicEntity:DataObject { id: row.id, appId: row.appId, name: row.name, nameKey: toLower(row.name), updatedKey: 9007199254740991, description: null, attributes: '{}',
       collectionId: $collectionId, createdAt: datetime(), createdBy: $user, revision: 1, attributesIndexed: true })
     CREATE (c)-[:HAS_DATAOBJECT]->(d)
     CREATE (d)-[:HAS_PUBLICATION]->(:Publication { pid: row.pid, suffix: row.suffix, kind: 'dataobject', appId: row.appId, collectionAppId: c.appId,
       version: 1, revision: 1, minter: 'local', checksum: $checksum, title: row.name, view: '{}', record: row.record, public: true, license: null, status: 'published',
       publishedAt: row.publishedAt, publishedBy: $user, feedKey: row.publishedAt + '|' + row.pid, oaiKey: left(row.publishedAt, 19) + 'Z|' + row.pid })`,
    { collectionId: neo4j.int(collection.id), rows, user: username, checksum: shape.checksum },
  );
}
const seedSeconds = (performance.now() - seedStarted) / 1000;

const saved = await patchUnhide({});
await patchUnhide({ collections: [collection.appId], pageSize: 100, enabled: true });
await new Promise((r) => setTimeout(r, 5_500)); // the feed reads its config through a 5 s cache

// The whole harvest, page by page.
const pageMs: number[] = [];
let datasets = 0;
let next: string | null = '/v2/unhide/feed.jsonld';
let firstEtag = '';
const harvestStarted = performance.now();
while (next) {
  const t = performance.now();
  const r = await fetch(`${gateway}${next}`);
  const body = (await r.json()) as { dataset: unknown[]; nextPage?: string };
  pageMs.push(performance.now() - t);
  if (r.status !== 200) throw new Error(`feed page: ${r.status}`);
  firstEtag ||= r.headers.get('etag') ?? '';
  datasets += body.dataset.length;
  next = body.nextPage ? new URL(body.nextPage).pathname + new URL(body.nextPage).search : null;
}
const harvestSeconds = (performance.now() - harvestStarted) / 1000;

// The OAI-PMH harvest of the Collection's set, page by page.
const oaiPageMs: number[] = [];
let oaiRecords = 0;
let oaiQuery: string | null = `verb=ListRecords&metadataPrefix=oai_dc&set=collection-${collection.appId}`;
const oaiStarted = performance.now();
while (oaiQuery) {
  const t = performance.now();
  const r = await fetch(`${gateway}/v2/oai?${oaiQuery}`);
  const xml = await r.text();
  oaiPageMs.push(performance.now() - t);
  if (r.status !== 200 || xml.includes('<error')) throw new Error(`OAI-PMH page: ${r.status} ${xml.slice(0, 500)}`);
  oaiRecords += xml.split('<record>').length - 1;
  const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
  oaiQuery = token ? `verb=ListRecords&resumptionToken=${encodeURIComponent(token)}` : null;
}
const oaiSeconds = (performance.now() - oaiStarted) / 1000;

const notModifiedMs: number[] = [];
for (let i = 0; i < 50; i++) {
  const t = performance.now();
  const r = await fetch(`${gateway}/v2/unhide/feed.jsonld`, { headers: { 'if-none-match': firstEtag } });
  await r.arrayBuffer();
  if (r.status !== 304) throw new Error(`conditional feed GET: ${r.status}`);
  notModifiedMs.push(performance.now() - t);
}

// The resolver: random PIDs, 10 concurrent callers.
const resolveMs: number[] = [];
let cursor = 0;
const resolverStarted = performance.now();
await Promise.all(
  Array.from({ length: 10 }, async () => {
    while (cursor < resolves) {
      cursor++;
      const suffix = suffixes[Math.floor(Math.random() * suffixes.length)] ?? '';
      const t = performance.now();
      const r = await fetch(`${gateway}/v2/.well-known/kip/${suffix}`);
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`resolve ${suffix}: ${r.status}`);
      resolveMs.push(performance.now() - t);
    }
  }),
);
const resolverSeconds = (performance.now() - resolverStarted) / 1000;

await patchUnhide({
  collections: saved['collections'] ?? null,
  pageSize: saved['pageSize'] ?? null,
  enabled: saved['enabled'] ?? null,
});
await driver.executeQuery(
  `MATCH (c:Collection {id: $id})-[:HAS_DATAOBJECT]->(d)-[:HAS_PUBLICATION]->(p) DETACH DELETE d, p`,
  { id: neo4j.int(collection.id) },
);
await driver.executeQuery('MATCH (s:OaiSet {collectionAppId: $appId}) DELETE s', { appId: collection.appId });
await request('DELETE', `/svc/api/collections/${collection.id}`, key);
await driver.close();
own?.stop();

const results = {
  gateway,
  publishedEntities: N,
  seedSeconds: Math.round(seedSeconds * 10) / 10,
  feed: {
    pageSize: 100,
    pages: pageMs.length,
    datasets,
    harvestSeconds: Math.round(harvestSeconds * 100) / 100,
    pageMs: { p50: pct(pageMs, 50), p99: pct(pageMs, 99), max: pct(pageMs, 100) },
  },
  feedNotModifiedMs: { p50: pct(notModifiedMs, 50), p99: pct(notModifiedMs, 99) },
  oaiListRecords: {
    metadataPrefix: 'oai_dc',
    pageSize: 100,
    pages: oaiPageMs.length,
    records: oaiRecords,
    harvestSeconds: Math.round(oaiSeconds * 100) / 100,
    pageMs: { p50: pct(oaiPageMs, 50), p99: pct(oaiPageMs, 99), max: pct(oaiPageMs, 100) },
  },
  resolver: {
    requests: resolveMs.length,
    concurrency: 10,
    throughputRps: Math.round(resolveMs.length / resolverSeconds),
    ms: { p50: pct(resolveMs, 50), p99: pct(resolveMs, 99), max: pct(resolveMs, 100) },
  },
};
mkdirSync(join(repoRoot, 'test/bench/results'), { recursive: true });
writeFileSync(join(repoRoot, 'test/bench/results/publishing.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
