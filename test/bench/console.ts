/**
 * `npm run bench -- console [views=10]`: the web console's figures (issue 30) in headless
 * Chromium (/usr/bin/chromium, playwright-core) against the running local cloud.
 *
 * Seeds, straight into the graph in the shape the API writes (graph-seed.ts): 10,000 Collections
 * owned by a fresh bench user, and one Collection (made through the API) with 10,000 top-level
 * DataObjects. Then measures:
 *   - the JavaScript of the first route (/console/collections, a cold load with the browser cache
 *     off), gzip bytes as the gateway serves them; budget 300 KB;
 *   - time from navigation start to the first rows of the Collections list and of the DataObject
 *     tree (a MutationObserver stamps performance.now() when the first row appears), `views`
 *     warm navigations each after one warm-up, p50/p95; goal ≤ 1 s each; with the API request's
 *     own duration (Resource Timing) beside it, the profile that explains a miss;
 *   - API requests per page view (no request per row).
 * Writes test/bench/results/console.json. Never part of `npm test`.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import neo4j from 'neo4j-driver';
import { chromium, type Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { attributeDigests } from '../../layers/core/src/platform/graph/attribute-index.ts';
import { repoRoot } from '../../localstack/src/paths.ts';
import { benchDriver, reserveLegacyIds } from './graph-seed.ts';
import { benchUser, gateway, request } from './support.ts';

const COLLECTIONS = 10_000;
const DATA_OBJECTS = 10_000;
const views = Number(process.argv[2] ?? '10');
const FIRST_ROUTE_BUDGET = 300 * 1024;
const GOAL_MS = 1000;
const CHROMIUM = process.env['SVC_TEST_CHROMIUM'] ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium`);
// `npm run bench -- console timeseries`: the timeseries plot's figures (console-timeseries.ts) instead.
if (process.argv[2] === 'timeseries') {
  await import('./console-timeseries.ts');
  process.exit(0);
}
// `npm run bench -- console views [runs]`: the view recipes' figures (console-views.ts) instead.
if (process.argv[2] === 'views') {
  await import('./console-views.ts');
  process.exit(0);
}

const driver = benchDriver();
const { username, key } = await benchUser('bench-console');
const BATCH = 2_000;

/** `count` Collections owned by the bench user (Private, as createCollection makes them), oldest first. */
async function seedCollections(count: number): Promise<void> {
  const start = Date.now() - count * 1000;
  for (let done = 0; done < count; done += BATCH) {
    const n = Math.min(BATCH, count - done);
    const first = await reserveLegacyIds(driver, n);
    const rows = Array.from({ length: n }, (_, i) => ({
      id: neo4j.int(first + i),
      appId: uuidv7(),
      name: `bench-collection-${String(done + i).padStart(5, '0')}`,
      createdAt: neo4j.int(start + (done + i) * 1000),
    }));
    await driver.executeQuery(
      `MATCH (u:User {username: $user})
       UNWIND $rows AS row
       CREATE (c:BasicEntity:Collection {
         id: row.id, appId: row.appId, name: row.name, description: null, attributes: '{}',
         createdAt: datetime({epochMillis: row.createdAt}), createdBy: $user, revision: 1
       })
       CREATE (c)-[:HAS_PERMISSIONS]->(p:Permissions {permissionType: 'Private'})
       CREATE (p)-[:OWNED_BY]->(u)`,
      { rows, user: username },
    );
  }
}

/** `count` top-level DataObjects in Collection `collectionId`, as test/bench/graph.ts seeds them. */
async function seedDataObjects(collectionId: number, count: number): Promise<void> {
  for (let done = 0; done < count; done += BATCH) {
    const n = Math.min(BATCH, count - done);
    const first = await reserveLegacyIds(driver, n);
    const rows = Array.from({ length: n }, (_, i) => {
      const serial = done + i;
      const attributes = { kind: `k${serial % 100}`, serial: `s${serial}` };
      return {
        id: neo4j.int(first + i),
        appId: uuidv7(),
        name: `obj-${String(serial).padStart(5, '0')}`,
        attributes: JSON.stringify(attributes),
        digests: attributeDigests(attributes),
      };
    });
    await driver.executeQuery(
      `MATCH (c:BasicEntity:Collection {id: $collectionId})
       UNWIND $rows AS row
       CREATE (d:BasicEntity:DataObject {
         id: row.id, appId: row.appId, name: row.name, nameKey: toLower(row.name), updatedKey: 9007199254740991, description: null, attributes: row.attributes,
         collectionId: $collectionId, createdAt: datetime(), createdBy: $user, revision: 1, attributesIndexed: true
       })
       CREATE (c)-[:HAS_DATAOBJECT]->(d)
       FOREACH (digest IN row.digests | CREATE (d)-[:HAS_ATTRIBUTE]->(:AttributeValue {digest: digest}))`,
      { collectionId: neo4j.int(collectionId), rows, user: username },
    );
  }
}

const seedStart = performance.now();
await seedCollections(COLLECTIONS);
const tree = await request('POST', '/svc/api/collections', key, { name: 'bench-console-tree' });
if (tree.status !== 201) throw new Error(`creating the tree Collection: ${tree.status} ${JSON.stringify(tree.json)}`);
const treeId = (tree.json as { id: number }).id;
await seedDataObjects(treeId, DATA_OBJECTS);
const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
await driver.close();
console.log(`seeded ${COLLECTIONS} Collections and ${DATA_OBJECTS} DataObjects in ${seedSeconds} s`);

function gzipBytes(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(`${gateway}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let n = 0;
      res
        .on('data', (c: Buffer) => {
          n += c.length;
        })
        .on('end', () => resolve(n))
        .on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const ROW = {
  collections: '[data-test="collection-row"]',
  tree: '[data-test="tree-link"]',
} as const;

const profile = mkdtempSync(join(tmpdir(), 'svc-bench-console-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  locale: 'en-GB',
  viewport: { width: 1280, height: 900 },
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
});
// Signed in with the bench user's key (the console keeps it in sessionStorage), and a stamp of
// performance.now() when the first row of each kind appears.
await context.addInitScript({
  content: `sessionStorage.setItem('svc.console.apiKey', ${JSON.stringify(key)});
window.__firstRow = {};
new MutationObserver(() => {
  for (const [name, sel] of ${JSON.stringify(Object.entries(ROW))})
    if (window.__firstRow[name] === undefined && document.querySelector(sel)) window.__firstRow[name] = performance.now();
}).observe(document, { childList: true, subtree: true });`,
});
const page: Page = context.pages()[0] ?? (await context.newPage());
const apiRequests: string[] = [];
const scripts = new Set<string>();
page.on('request', (r) => {
  const u = new URL(r.url());
  if (u.pathname.startsWith('/svc/') || u.pathname.startsWith('/v2/'))
    apiRequests.push(`${r.method()} ${u.pathname}${u.search}`);
  if (r.resourceType() === 'script') scripts.add(u.pathname);
});

const at = (p: string) => `${gateway}/console${p}`;

// 1. The first route's JavaScript: a cold load, as a first visit.
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
scripts.clear();
await page.goto(at('/collections'));
await page.locator(ROW.collections).first().waitFor({ timeout: 60_000 });
await page.waitForLoadState('networkidle');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
let jsBytes = 0;
for (const s of scripts) jsBytes += await gzipBytes(s);
const coldFirstRowMs = Math.round((await page.evaluate('window.__firstRow.collections')) as number);

interface View {
  firstRowMs: number;
  apiMs: number;
  requests: number;
}

/** One navigation: time to the first row, the list request's own duration, API requests made. */
async function view(url: string, row: keyof typeof ROW, apiPath: RegExp): Promise<View> {
  await page.goto('about:blank');
  apiRequests.length = 0;
  await page.goto(url);
  await page.locator(ROW[row]).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const firstRowMs = (await page.evaluate(`window.__firstRow[${JSON.stringify(row)}]`)) as number;
  const entries = (await page.evaluate(
    "performance.getEntriesByType('resource').map((e) => [e.name, e.responseEnd - e.startTime])",
  )) as [string, number][];
  const api = entries.filter(([name]) => apiPath.test(new URL(name).pathname + new URL(name).search));
  return {
    firstRowMs: Math.round(firstRowMs),
    apiMs: Math.round(Math.max(0, ...api.map(([, ms]) => ms))),
    requests: apiRequests.length,
  };
}

async function series(url: string, row: keyof typeof ROW, apiPath: RegExp): Promise<View[]> {
  await view(url, row, apiPath); // warm-up: the gateway's function and the browser's cache
  const out: View[] = [];
  for (let i = 0; i < views; i++) out.push(await view(url, row, apiPath));
  return out;
}

const quantile = (values: number[], q: number): number => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? Number.NaN;
};
const summary = (vs: View[]) => ({
  firstRowMs: {
    p50: quantile(
      vs.map((v) => v.firstRowMs),
      0.5,
    ),
    p95: quantile(
      vs.map((v) => v.firstRowMs),
      0.95,
    ),
  },
  apiRequestMs: {
    p50: quantile(
      vs.map((v) => v.apiMs),
      0.5,
    ),
    p95: quantile(
      vs.map((v) => v.apiMs),
      0.95,
    ),
  },
  requestsPerView: Math.max(...vs.map((v) => v.requests)),
  samples: vs,
});

// 2. and 3. Warm navigations to each list.
const collections = summary(await series(at('/collections'), 'collections', /^\/svc\/api\/collections\?/));
const dataObjects = summary(
  await series(at(`/collections/${treeId}`), 'tree', new RegExp(`^/svc/api/collections/${treeId}/dataObjects\\?`)),
);
const collectionRequests = [...apiRequests];

await context.close();
rmSync(profile, { recursive: true, force: true });

const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
const results = {
  when: new Date().toISOString(),
  seeded: { collections: COLLECTIONS + 1, dataObjectsInOneCollection: DATA_OBJECTS, seedSeconds },
  views,
  firstRouteJs: {
    files: scripts.size,
    gzipBytes: jsBytes,
    budgetBytes: FIRST_ROUTE_BUDGET,
    verdict: verdict(jsBytes <= FIRST_ROUTE_BUDGET),
  },
  coldCollectionsFirstRowMs: coldFirstRowMs,
  collectionsList: { ...collections, verdict: verdict(collections.firstRowMs.p95 <= GOAL_MS) },
  dataObjectTree: {
    ...dataObjects,
    verdict: verdict(dataObjects.firstRowMs.p95 <= GOAL_MS),
    requestsOfLastView: collectionRequests,
  },
};
const dir = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'console.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(
  JSON.stringify(
    {
      ...results,
      collectionsList: { ...results.collectionsList, samples: undefined },
      dataObjectTree: { ...results.dataObjectTree, samples: undefined },
    },
    null,
    2,
  ),
);
