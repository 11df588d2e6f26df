/**
 * `npm run bench -- console views` (or `npm run bench -- console-views`): the view recipes'
 * figures (issue 31) in headless Chromium with software WebGL against the running local cloud.
 *
 * Writes three Double channels x, y, z of 100,000 points each (a helix) through the API, a
 * DataObject with a timeseries reference naming the three, a `tresjs` view recipe binding them and
 * the Collection's template settings attaching it. Then, `runs` times (default 10, after one
 * warm-up): loads the DataObject page (browser cache on), clicks the view and measures
 *   - the time from the click to the drawn view (the panel's `data-state="drawn"`, set when
 *     TresJS has rendered a frame with the trace), and checks the WebGL canvas has drawn pixels;
 *   - the JavaScript the page had loaded before the click and after the view is drawn (bytes as
 *     sent, i.e. gzip, from Resource Timing's `encodedBodySize`, on a cold first run).
 * Then the `echarts-gl`, `plotly` and `babylon` renderers over the same channels, each in a fresh
 * context: the JavaScript before and after its view opens (its chunk only after), the time to the
 * drawn view (cold, then warm runs) and its drawn pixels.
 * Writes test/bench/results/console-views.json. Never part of `npm test`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { adminKeyFile } from '../../localstack/src/local-secrets.ts';
import { repoRoot } from '../../localstack/src/paths.ts';
import { drawnPixels as canvasPixelCount, shownPixels } from '../support/pixels.ts';
import { benchUser, gateway, request } from './support.ts';

const POINTS = 100_000;
const runs = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? '10');
const CHROMIUM = process.env['SVC_TEST_CHROMIUM'] ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium`);

const admin = readFileSync(adminKeyFile, 'utf8').trim();
const { key } = await benchUser('bench-console-views');
const must = async (what: string, r: Promise<{ status: number; json: unknown }>, status: number) => {
  const answer = await r;
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json as { id: number; appId: string };
};

const collection = await must('collection', request('POST', '/svc/api/collections', key, { name: 'bench views' }), 201);
const run = await must(
  'data object',
  request('POST', `/svc/api/collections/${collection.id}/dataObjects`, key, { name: 'bench run' }),
  201,
);
const container = await must(
  'container',
  request('POST', '/svc/api/timeseriesContainers', key, { name: 'bench views' }),
  201,
);
const names = (field: string) => ({ measurement: 'arm', device: 'bench', location: 'lab', symbolicName: field, field });
const axis: Record<string, (i: number) => number> = {
  x: (i) => Math.cos(i / 500) * 10 + 0.001,
  y: (i) => Math.sin(i / 500) * 10 + 0.001,
  z: (i) => i / 1000 + 0.0005,
};
for (const [f, value] of Object.entries(axis))
  await must(
    `channel ${f}`,
    request('POST', `/svc/api/timeseriesContainers/${container.id}/payload`, key, {
      timeseries: names(f),
      points: Array.from({ length: POINTS }, (_, i) => ({ timestamp: 1_000_000 + i * 1_000_000, value: value(i) })),
    }),
    201,
  );
await must(
  'reference',
  request('POST', `/svc/api/collections/${collection.id}/dataObjects/${run.id}/timeseriesReferences`, key, {
    name: 'bench run',
    start: 0,
    end: 1_000_000 + POINTS * 1_000_000,
    timeseries: ['x', 'y', 'z'].map(names),
    timeseriesContainerId: container.id,
  }),
  201,
);
const recipe = await must(
  'recipe',
  request('POST', '/v2/templates', admin, {
    kind: 'VIEW_RECIPE',
    name: 'bench trace',
    body: {
      title: 'Bench trace',
      renderer: 'tresjs',
      hasChannelBinding: ['x', 'y', 'z'].map((r) => ({
        role: r,
        channelSelector: JSON.stringify({ field: r, device: 'bench' }),
        required: true,
      })),
    },
  }),
  201,
);
// The other heavy renderers over the same three channels: JavaScript before and after each opens.
const HEAVY = [
  { renderer: 'echarts-gl', chunk: 'ViewEchartsGl', figure: 'view-echarts-gl' },
  { renderer: 'plotly', chunk: 'ViewPlotly', figure: 'view-plotly' },
  { renderer: 'babylon', chunk: 'ViewBabylon', figure: 'view-babylon' },
] as const;
const heavyRecipes: string[] = [];
for (const h of HEAVY)
  heavyRecipes.push(
    (
      await must(
        `${h.renderer} recipe`,
        request('POST', '/v2/templates', admin, {
          kind: 'VIEW_RECIPE',
          name: `bench ${h.renderer}`,
          body: {
            title: `Bench ${h.renderer}`,
            renderer: h.renderer,
            hasChannelBinding: ['x', 'y', 'z'].map((r) => ({
              role: r,
              channelSelector: JSON.stringify({ field: r, device: 'bench' }),
              required: true,
            })),
          },
        }),
        201,
      )
    ).appId,
  );
await must(
  'template settings',
  request('PUT', `/v2/collections/${collection.appId}/template-settings`, key, {
    templateAllowList: [],
    viewRecipeAppIds: [recipe.appId, ...heavyRecipes],
  }),
  200,
);

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-sync',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--ignore-gpu-blocklist',
  ],
});
const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
await context.addInitScript({ content: `sessionStorage.setItem('svc.console.apiKey', ${JSON.stringify(key)});` });
const page = await context.newPage();
const url = `${gateway}/console/collections/${collection.id}/data-objects/${run.id}`;
// Page scripts as strings: the root project type-checks benches without the DOM library.
type Scripts = { files: number; bytes: number; heavy: boolean };
const scriptBytes = async (): Promise<Scripts> =>
  (await page.evaluate(`performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).reduce(
    (acc, e) => ({ files: acc.files + 1, bytes: acc.bytes + e.encodedBodySize, heavy: acc.heavy || /ViewTrace3d/.test(e.name) }),
    { files: 0, bytes: 0, heavy: false })`)) as Scripts;
const drawnPixels = (): Promise<number> => canvasPixelCount(page, '[data-test="view-trace-3d"] canvas');

const samples: number[] = [];
let js: { before: Scripts; after: Scripts } | null = null;
let aggregated = false;
let pixels = 0;
for (let i = 0; i <= runs; i++) {
  await page.goto(url);
  const button = page.locator(`[data-test="view-open-${recipe.appId}"]`);
  await button.waitFor({ timeout: 30_000 });
  const before = await scriptBytes();
  const t0 = (await page.evaluate('performance.now()')) as number;
  await button.click();
  await page
    .locator('[data-test="view"][data-state="drawn"]')
    .waitFor({ timeout: 60_000 })
    .catch(async (e: unknown) => {
      await page.screenshot({ path: '/tmp/bench-views-failed.png', fullPage: true });
      throw new Error(`the view did not draw: ${await page.locator('[data-test="view"]').textContent()}`, { cause: e });
    });
  const t1 = (await page.evaluate('performance.now()')) as number;
  if (i === 0) {
    // The warm-up is the cold first visit: what the page loaded before and after the heavy renderer.
    const after = await scriptBytes();
    js = { before, after };
    aggregated = (await page.locator('[data-test="view-aggregated"]').count()) === 1;
    pixels = await drawnPixels();
    if (pixels <= 0) throw new Error('the 3D trace drew nothing');
  } else samples.push(t1 - t0);
}

/**
 * Each other heavy renderer in a fresh context (nothing cached): the scripts before the click
 * (none of the renderer's chunk), after the view is drawn, its drawn pixels (the element's
 * screenshot), and the time from the click to the drawn view, cold and over `heavyRuns` warm runs.
 */
const heavyRuns = Math.min(runs, 5);
const others: Record<string, unknown> = {};
for (const [n, h] of HEAVY.entries()) {
  const ctx = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  await ctx.addInitScript({ content: `sessionStorage.setItem('svc.console.apiKey', ${JSON.stringify(key)});` });
  const p = await ctx.newPage();
  const chunkBytes = async (): Promise<Scripts> =>
    (await p.evaluate(`performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).reduce(
      (acc, e) => ({ files: acc.files + 1, bytes: acc.bytes + e.encodedBodySize, heavy: acc.heavy || e.name.includes(${JSON.stringify(h.chunk)}) }),
      { files: 0, bytes: 0, heavy: false })`)) as Scripts;
  const times: number[] = [];
  let cold: { before: Scripts; after: Scripts; clickToDrawnMs: number; drawnPixels: number } | null = null;
  for (let i = 0; i <= heavyRuns; i++) {
    await p.goto(url);
    const button = p.locator(`[data-test="view-open-${heavyRecipes[n]}"]`);
    await button.waitFor({ timeout: 30_000 });
    const before = await chunkBytes();
    const t0 = (await p.evaluate('performance.now()')) as number;
    await button.click();
    await p.locator('[data-test="view"][data-state="drawn"]').waitFor({ timeout: 120_000 });
    const t1 = (await p.evaluate('performance.now()')) as number;
    if (i > 0) {
      times.push(t1 - t0);
      continue;
    }
    let drawn = 0;
    for (let k = 0; k < 40 && drawn <= 0; k++) {
      await p.waitForTimeout(250);
      drawn = await shownPixels(p, `[data-test="${h.figure}"]`, 'blue');
    }
    if (drawn <= 0) throw new Error(`the ${h.renderer} view drew nothing`);
    cold = { before, after: await chunkBytes(), clickToDrawnMs: Math.round(t1 - t0), drawnPixels: drawn };
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0);
  others[h.renderer] = { ...cold, warmClickToDrawnMs: { runs: heavyRuns, p50: at(0.5), max: at(1) } };
  await ctx.close();
}
await browser.close();

const sorted = samples.slice().sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const results = {
  date: new Date().toISOString(),
  points: POINTS,
  channels: 3,
  runs,
  clickToDrawnMs: { p50: Math.round(pct(50)), p95: Math.round(pct(95)), max: Math.round(pct(100)) },
  aggregatedToBuckets: aggregated,
  drawnPixels: pixels,
  javascript: js,
  otherRenderers: others,
};
const dir = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(dir, { recursive: true });
const file = join(dir, 'console-views.json');
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
console.log(`written to ${file}`);
