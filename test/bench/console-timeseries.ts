/**
 * `npm run bench -- console timeseries` (or `npm run bench -- console-timeseries`): the timeseries
 * plot's figures (issue 31) in headless Chromium (/usr/bin/chromium, playwright-core) against the
 * running local cloud.
 *
 * Writes a Double channel of 10,000,000 points (1 kHz, 10,000 s) through the API, opens the
 * timeseries page with it plotted, then takes 20 steps — zoom in ×2 and move later by a quarter,
 * alternating, each a window never asked before — and measures per step:
 *   - the time from the click to the redrawn plot: the plot marks the window whose data it drew
 *     (`data-drawn`, set a frame after ECharts took the data); goal ≤ 300 ms at p95;
 *   - the bytes of the step's payload and buckets answers as the browser received them (CDP
 *     `encodedDataLength`: headers and body, compressed where the gateway compresses); goal ≤ 200 KB.
 * Writes test/bench/results/console-timeseries.json. Never part of `npm test`.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { stringifyInt64Json } from '../../layers/core/src/kernel/int64-json.ts';
import { repoRoot } from '../../localstack/src/paths.ts';
import { benchUser, gateway } from './support.ts';

const POINTS = Number(process.env['SVC_BENCH_TS_POINTS'] ?? 10_000_000);
const STEPS = 20;
const BATCH = 50_000;
const T0 = 1_700_000_000_000_000_000n;
const MS = 1_000_000n;
const GOAL_MS = 300;
const GOAL_BYTES = 200 * 1000;
const CHROMIUM = process.env['SVC_TEST_CHROMIUM'] ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium`);

const { key } = await benchUser('bench-console-ts');
const headers = { 'x-api-key': key, 'content-type': 'application/json' };
const created = await fetch(`${gateway}/svc/api/timeseriesContainers`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ name: 'bench plot' }),
});
if (created.status !== 201) throw new Error(`creating the container: ${created.status} ${await created.text()}`);
const containerId = ((await created.json()) as { id: number }).id;
const ch = { measurement: 'bench', device: 'rig', location: 'hall', symbolicName: 'S', field: 'signal' };

const writeStart = performance.now();
async function write(b: number): Promise<void> {
  const points = Array.from({ length: Math.min(BATCH, POINTS - b * BATCH) }, (_, j) => {
    const i = b * BATCH + j;
    return { timestamp: T0 + BigInt(i) * MS, value: Math.round(Math.sin(i / 50_000) * 1e6) / 1e5 + 0.000123 };
  });
  const r = await fetch(`${gateway}/svc/api/timeseriesContainers/${containerId}/payload`, {
    method: 'POST',
    headers,
    body: stringifyInt64Json({ timeseries: ch, points }),
  });
  if (r.status !== 201) throw new Error(`batch ${b}: ${r.status} ${await r.text()}`);
}
const batches = Math.ceil(POINTS / BATCH);
for (let b = 0; b < batches; b += 4) await Promise.all([b, b + 1, b + 2, b + 3].filter((x) => x < batches).map(write));
const writeSeconds = Math.round((performance.now() - writeStart) / 100) / 10;
console.log(`wrote ${POINTS} points in ${writeSeconds} s`);
const listed = await fetch(`${gateway}/svc/api/timeseriesContainers/${containerId}/timeseries`, { headers });
const channelId = ((await listed.json()) as { id: number }[])[0]!.id;

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
});
const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
// Signed in with the key; a MutationObserver stamps performance.now() when the plot marks a window drawn
// (the console's CSP forbids string evaluation inside the page, so no waitForFunction).
await context.addInitScript({
  content: `sessionStorage.setItem('svc.console.apiKey', ${JSON.stringify(key)});
window.__drawn = [];
new MutationObserver(() => {
  const e = document.querySelector('[data-test="ts-plot"]');
  if (!e || !e.dataset.drawn || e.dataset.loading !== 'no') return;
  const last = window.__drawn[window.__drawn.length - 1];
  if (!last || last[0] !== e.dataset.drawn) window.__drawn.push([e.dataset.drawn, performance.now()]);
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-drawn', 'data-loading'] });`,
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
const payloadIds = new Set<string>();
/** The plot's bucketed windows: one `/v2` buckets request each (COUNT, MIN, MAX, MEAN). */
const BUCKETS = new RegExp(`^/v2/timeseries-containers/[^/]+/timeseries/${channelId}/buckets$`);
let stepBytes = 0;
let stepRequests = 0;
cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => {
  const path = new URL(e.request.url).pathname;
  if (path.endsWith(`/timeseriesContainers/${containerId}/payload`) || BUCKETS.test(path)) {
    payloadIds.add(e.requestId);
    stepRequests++;
  }
});
cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
  if (payloadIds.has(e.requestId)) stepBytes += e.encodedDataLength;
});

/** Waits for a drawn window other than `previous`; answers it and when it was stamped (performance.now()). */
async function waitDrawnOtherThan(previous: string | null): Promise<{ window: string; at: number }> {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    const last = (await page.evaluate('window.__drawn[window.__drawn.length - 1] ?? null')) as [string, number] | null;
    if (last && last[0] !== (previous ?? '')) return { window: last[0], at: last[1] };
    await new Promise((r) => setTimeout(r, 10));
  }
  const state = await page.evaluate(
    `JSON.stringify({ drawn: window.__drawn, plot: document.querySelector('[data-test="ts-plot"]')?.outerHTML.slice(0, 300), status: document.querySelector('[data-test="ts-plot-status"]')?.textContent, problem: document.querySelector('[data-test="ts-plot-problem"]')?.textContent, body: document.body.innerText.slice(0, 600) })`,
  );
  throw new Error(`no redrawn plot after ${previous}: ${String(state)}`);
}

const openStart = performance.now();
await page.goto(`${gateway}/console/containers/timeseries/${containerId}?ch=${channelId}`);
let current = (await waitDrawnOtherThan(null)).window;
const firstPlotMs = Math.round(performance.now() - openStart);
const firstBytes = stepBytes;
await page.locator('[data-test="ts-zoom-step"]').click();
await page.getByRole('option', { name: '×2' }).click();

interface Step {
  action: string;
  ms: number;
  bytes: number;
  requests: number;
  window: string;
}
const steps: Step[] = [];
for (let i = 0; i < STEPS; i++) {
  const action = i % 2 === 0 ? 'ts-zoom-in' : 'ts-pan-right';
  stepBytes = 0;
  stepRequests = 0;
  await page.evaluate(`window.__t0 = performance.now(); document.querySelector('[data-test="${action}"]').click();`);
  const redrawn = await waitDrawnOtherThan(current);
  current = redrawn.window;
  const ms = redrawn.at - ((await page.evaluate('window.__t0')) as number);
  await page.waitForTimeout(100); // the last loadingFinished events
  steps.push({ action, ms: Math.round(ms), bytes: stepBytes, requests: stepRequests, window: current });
  console.log(`${action}: ${Math.round(ms)} ms, ${stepBytes} B in ${stepRequests} requests`);
}
const status = await page.locator('[data-test="ts-plot-status"]').textContent();
await browser.close();

const quantile = (values: number[], q: number): number => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? Number.NaN;
};
const ms = steps.map((s) => s.ms);
const bytes = steps.map((s) => s.bytes);
const results = {
  when: new Date().toISOString(),
  points: POINTS,
  writeSeconds,
  firstPlot: { ms: firstPlotMs, payloadBytes: firstBytes },
  step: {
    ms: { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), max: Math.max(...ms) },
    bytes: { p50: quantile(bytes, 0.5), p95: quantile(bytes, 0.95), max: Math.max(...bytes) },
    verdictMs: quantile(ms, 0.95) <= GOAL_MS ? 'met' : 'missed',
    verdictBytes: Math.max(...bytes) <= GOAL_BYTES ? 'met' : 'missed',
  },
  lastStatus: status,
  steps,
};
const dir = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'console-timeseries.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify({ ...results, steps: undefined }, null, 2));
