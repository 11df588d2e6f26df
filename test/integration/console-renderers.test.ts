import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible as axe } from '../support/axe.ts';
import { chromiumFor, cspViolations, expectNoOverflow, launchBrowser, signedInPage } from '../support/browser.ts';
import { call, userWithKey, withKey } from '../support/local.ts';
import { shot, shownPixels } from '../support/pixels.ts';
import { mustCreate } from '../support/templates.ts';
import { type ChannelNames, collectionOf, dataObjectIn, type Entity } from '../support/views.ts';

/**
 * The console's `echarts-gl`, `plotly` and `babylon` view renderers (issue 31) in headless
 * Chromium with software WebGL (ANGLE over SwiftShader) against the real local cloud: view
 * recipes over real channel bindings (a helix x, y, z and a force channel written over HTTP, one
 * timeseries reference naming them), each drawn (the trace's blue in the element's screenshot),
 * each renderer's chunk fetched only when its view opens, axe and 320 px.
 */
const haveChromium = chromiumFor('console-renderers');
const POINTS = 300;
const names = (field: string): ChannelNames => ({
  measurement: 'stand',
  device: 'arm',
  location: 'hall',
  symbolicName: field.toUpperCase(),
  field,
});
const binding = (role: string, field = role) => ({
  role,
  channelSelector: JSON.stringify({ field, device: 'arm' }),
  required: true,
});
const HEAVY = { 'echarts-gl': /ViewEchartsGl/, plotly: /ViewPlotly/, babylon: /ViewBabylon/ } as const;

/** The script files the page has fetched so far. */
const scripts = async (page: Page): Promise<string[]> =>
  (await page.evaluate(
    "performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js'))",
  )) as string[];
const loaded = async (page: Page) => {
  const s = await scripts(page);
  return Object.fromEntries(Object.entries(HEAVY).map(([k, re]) => [k, s.some((n) => re.test(n))]));
};

describe.skipIf(!haveChromium)('the console: echarts-gl, plotly and babylon views', () => {
  let browser: Browser;
  let page: Page;
  let collection: Entity;
  let run: Entity;
  const recipes: Record<string, string> = {};
  const pageErrors: string[] = [];

  beforeAll(async () => {
    let owner: { username: string; key: string };
    [owner, browser] = await Promise.all([userWithKey(), launchBrowser({ webgl: true })]);
    const h = withKey(owner.key);
    collection = await collectionOf(owner.key, `renderers ${Date.now().toString(36)}`);
    run = await dataObjectIn(owner.key, collection, { name: 'Run 1' });
    const tc = await call<Entity>('POST', '/svc/api/timeseriesContainers', { headers: h, body: { name: 'arm' } });
    expect(tc.status, tc.text).toBe(201);
    const helix: Record<string, (i: number) => number> = {
      x: (i) => Math.cos(i / 20) * 10 + 0.05,
      y: (i) => Math.sin(i / 20) * 10 + 0.05,
      z: (i) => i / 10 + 0.05,
      force: (i) => 100.25 + Math.sin(i / 15) * 20,
    };
    for (const [f, value] of Object.entries(helix)) {
      const w = await call('POST', `/svc/api/timeseriesContainers/${tc.body.id}/payload`, {
        headers: h,
        body: {
          timeseries: names(f),
          points: Array.from({ length: POINTS }, (_, i) => ({ timestamp: 1_000_000 + i * 1_000, value: value(i) })),
        },
      });
      expect(w.status, w.text).toBe(201);
    }
    const ref = await call('POST', `/svc/api/collections/${collection.id}/dataObjects/${run.id}/timeseriesReferences`, {
      headers: h,
      body: {
        name: 'arm run',
        start: 0,
        end: 10_000_000,
        timeseries: ['x', 'y', 'z', 'force'].map(names),
        timeseriesContainerId: tc.body.id,
      },
    });
    expect(ref.status, ref.text).toBe(201);
    const xyz = ['x', 'y', 'z'].map((r) => binding(r));
    const view = async (key: string, renderer: string, hasChannelBinding: unknown[]) => {
      recipes[key] = (
        await mustCreate({
          kind: 'VIEW_RECIPE',
          name: `${key} view`,
          body: { title: `${key} view`, renderer, hasChannelBinding },
        })
      ).appId;
    };
    await view('gl', 'echarts-gl', xyz);
    await view('gl2', 'echarts-gl', xyz.slice(0, 2));
    await view('plotly3d', 'plotly', xyz);
    await view('plotlyTime', 'plotly', [binding('force'), binding('x')]);
    await view('babylon', 'babylon', xyz);
    const settings = await call('PUT', `/v2/collections/${collection.appId}/template-settings`, {
      headers: h,
      body: { templateAllowList: [], viewRecipeAppIds: Object.values(recipes) },
    });
    expect(settings.status, settings.text).toBe(200);
    page = await signedInPage(browser, owner.key, {
      redirect: `/collections/${collection.id}/data-objects/${run.id}`,
      errors: pageErrors,
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  const open = async (key: string) => {
    await page.locator(`[data-test="view-open-${recipes[key]}"]`).click();
    await page.locator('[data-test="view"][data-state="drawn"]').waitFor({ timeout: 60_000 });
  };

  it('draws an echarts-gl 3D line of x/y/z in WebGL, its code loaded only now', { timeout: 120_000 }, async () => {
    await page.locator(`[data-test="view-open-${recipes['gl']}"]`).waitFor();
    expect(await loaded(page), 'no heavy renderer before a view opens').toEqual({
      'echarts-gl': false,
      plotly: false,
      babylon: false,
    });
    await open('gl');
    expect(await loaded(page)).toEqual({ 'echarts-gl': true, plotly: false, babylon: false });
    const fig = '[data-test="view-echarts-gl"]';
    await expect.poll(() => page.locator(`${fig} figcaption`).textContent()).toContain(`${POINTS} points`);
    await expect.poll(() => shownPixels(page, `${fig} .chart`, 'blue'), { timeout: 20_000 }).toBeGreaterThan(150);
    expect(await page.locator(`${fig} figcaption`).textContent()).toContain('x = x, y = y, z = z');
    await axe(page, 'DataObject views panel (echarts-gl)', '[data-test="views-panel"]');

    // Two bindings: the third axis is time.
    await open('gl2');
    await expect.poll(() => page.locator(`${fig} figcaption`).textContent()).toContain('z = time (s)');
    await expect.poll(() => shownPixels(page, `${fig} .chart`, 'blue'), { timeout: 20_000 }).toBeGreaterThan(150);
  });

  it('draws plotly: scatter3d in WebGL for x/y/z, lines over time otherwise', { timeout: 120_000 }, async () => {
    await open('plotly3d');
    expect((await loaded(page))['plotly']).toBe(true);
    expect((await loaded(page))['babylon']).toBe(false);
    const fig = '[data-test="view-plotly"]';
    expect(await page.locator(fig).getAttribute('data-kind')).toBe('scatter3d');
    const gl = await page.evaluate(
      "(() => { const c = document.querySelector('[data-test=view-plotly] canvas'); const x = c && (c.getContext('webgl2') || c.getContext('webgl')); return x ? x.getParameter(x.VERSION) : null; })()",
    );
    expect(gl, 'a WebGL context (software GL)').toMatch(/WebGL/);
    await expect.poll(() => shownPixels(page, `${fig} .chart`, 'blue'), { timeout: 20_000 }).toBeGreaterThan(150);
    await expect.poll(() => page.locator(`${fig} figcaption`).textContent()).toContain(`${POINTS} points`);
    await axe(page, 'DataObject views panel (plotly 3D)', '[data-test="views-panel"]');

    await open('plotlyTime');
    await expect.poll(() => page.locator(fig).getAttribute('data-kind')).toBe('time');
    // One SVG line per channel (plotly.js simplifies a smooth line's path, so fewer vertices than points).
    const lines = page.locator(`${fig} .scatterlayer .trace path.js-line`);
    await expect.poll(() => lines.count()).toBe(2);
    for (const d of await lines.evaluateAll((ps) => ps.map((p) => p.getAttribute('d') ?? '')))
      expect(d.split(/[LM]/).length, 'path vertices').toBeGreaterThan(10);
    expect(await page.locator(`${fig} .legendtext`).allTextContents()).toEqual(['force', 'x']);
    await expect.poll(() => shownPixels(page, `${fig} .chart`, 'blue')).toBeGreaterThan(150);
    await axe(page, 'DataObject views panel (plotly over time)', '[data-test="views-panel"]');
  });

  it('draws a Babylon.js line mesh of x/y/z that the orbit camera turns by keyboard', {
    timeout: 120_000,
  }, async () => {
    await open('babylon');
    expect((await loaded(page))['babylon']).toBe(true);
    const canvas = '[data-test="view-babylon"] canvas';
    const gl = await page.evaluate(
      `(() => { const c = document.querySelector(${JSON.stringify(canvas)}); const x = c && (c.getContext('webgl2') || c.getContext('webgl')); return x ? x.getParameter(x.VERSION) : null; })()`,
    );
    expect(gl, 'a WebGL context (software GL)').toMatch(/WebGL/);
    await expect.poll(() => shownPixels(page, canvas, 'blue'), { timeout: 20_000 }).toBeGreaterThan(150);
    await expect
      .poll(() => page.locator('[data-test="view-babylon"] figcaption').textContent())
      .toContain(`${POINTS} points`);
    const before = await shot(page, canvas);
    await page.locator(canvas).focus();
    // The camera reads held keys once a frame: hold the arrow, not a press between two frames.
    await page.keyboard.down('ArrowLeft');
    await page.waitForTimeout(600);
    await page.keyboard.up('ArrowLeft');
    await expect.poll(async () => (await shot(page, canvas)).equals(before), { timeout: 10_000 }).toBe(false);
    await axe(page, 'DataObject views panel (babylon)', '[data-test="views-panel"]');
  });

  it('fits 320 px wide', { timeout: 180_000 }, async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    for (const key of ['gl', 'plotly3d', 'plotlyTime', 'babylon']) {
      await open(key);
      await expectNoOverflow(page, `${key} view at 320 px`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('ran without script errors or CSP violations', async () => {
    expect(pageErrors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
});
