import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible as axe } from '../support/axe.ts';
import {
  chromiumFor,
  cspViolations,
  expectNoOverflow,
  launchBrowser,
  signedInPage,
  tabTo,
} from '../support/browser.ts';
import { call, userWithKey, withKey } from '../support/local.ts';
import { shot, shownPixels } from '../support/pixels.ts';
import { mustCreate } from '../support/templates.ts';
import { type ChannelNames, collectionOf, dataObjectIn, type Entity } from '../support/views.ts';

/**
 * The console's `echarts-gl`, `plotly` and `babylon` view renderers (issue 31) in headless
 * Chromium with software WebGL (ANGLE over SwiftShader) against the real local cloud: view
 * recipes over real channel bindings (a helix x, y, z and a force channel written over HTTP, one
 * timeseries reference naming them), each drawn (the trace's blue in the element's screenshot),
 * each renderer's chunk fetched only when its view opens, axe and 320 px. Each view's buttons
 * (turn, zoom, pan, reset) are reached and pressed by keyboard alone, and the picture, camera or
 * range is seen to change and come back.
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

  /** The element's screenshot once two taken 300 ms apart agree (the view has settled). */
  const steady = async (selector: string): Promise<Buffer> => {
    let last = await shot(page, selector);
    for (let i = 0; i < 30; i++) {
      await page.waitForTimeout(300);
      const next = await shot(page, selector);
      if (next.equals(last)) return next;
      last = next;
    }
    throw new Error(`${selector} did not settle`);
  };
  /** Reaches the button marked `test` by Tab (or Shift+Tab) from where focus is, and presses it with Enter. */
  const press = async (test: string, key = 'Tab') => {
    await tabTo(page, test, { key });
    await page.keyboard.press('Enter');
  };
  /** What plotly keeps on the view's root: the 3D camera's eye and the time axis's range. */
  const plotly = (): Promise<{ eye: { x: number; y: number; z: number } | null; range: number[] | null }> =>
    page.evaluate(`(() => {
      const l = document.querySelector('[data-test=view-plotly] .chart').layout || {};
      const eye = l.scene && l.scene.camera && l.scene.camera.eye;
      return { eye: eye ? { x: eye.x, y: eye.y, z: eye.z } : null, range: l.xaxis && l.xaxis.range ? l.xaxis.range.slice() : null };
    })()`) as Promise<{ eye: { x: number; y: number; z: number } | null; range: number[] | null }>;

  it('turns and resets the echarts-gl view from its buttons, by keyboard alone', { timeout: 120_000 }, async () => {
    await open('gl');
    const chart = '[data-test="view-echarts-gl"] .chart';
    await expect.poll(() => shownPixels(page, chart, 'blue'), { timeout: 20_000 }).toBeGreaterThan(150);
    // Focus is on the view's open button (clicked): from there only Tab, Shift+Tab and Enter. Reset
    // first, so the page has scrolled the buttons into view (the app bar covers the same strip).
    await press('view-echarts-gl-reset');
    const start = await steady(chart);
    await press('view-echarts-gl-right', 'Shift+Tab');
    await expect.poll(async () => (await shot(page, chart)).equals(start), { timeout: 10_000 }).toBe(false);
    expect(await shownPixels(page, chart, 'blue'), 'still drawn after the turn').toBeGreaterThan(150);
    await press('view-echarts-gl-zoom-in');
    const zoomed = await steady(chart);
    expect(zoomed.equals(start)).toBe(false);
    await press('view-echarts-gl-reset');
    await expect.poll(async () => (await shot(page, chart)).equals(start), { timeout: 10_000 }).toBe(true);
    await axe(page, 'DataObject views panel (echarts-gl, its buttons)', '[data-test="views-panel"]');
  });

  it('turns the plotly 3D camera and zooms and pans its time axis, by keyboard alone', {
    timeout: 120_000,
  }, async () => {
    await open('plotly3d');
    const chart = '[data-test="view-plotly"] .chart';
    await expect.poll(() => shownPixels(page, chart, 'blue'), { timeout: 20_000 }).toBeGreaterThan(150);
    expect((await plotly()).eye).toEqual({ x: 1.25, y: 1.25, z: 1.25 });
    const start = await steady(chart);
    await press('view-plotly-right');
    // Turn right: the eye turns 30° about z (counter-clockwise from above), its height kept.
    await expect.poll(async () => (await plotly()).eye?.x).toBeCloseTo(1.25 * Math.cos(Math.PI / 6) - 1.25 * 0.5, 6);
    const eye = (await plotly()).eye;
    expect(eye?.y).toBeCloseTo(1.25 * 0.5 + 1.25 * Math.cos(Math.PI / 6), 6);
    expect(eye?.z).toBe(1.25);
    await expect.poll(async () => (await shot(page, chart)).equals(start), { timeout: 10_000 }).toBe(false);
    await press('view-plotly-reset');
    await expect.poll(async () => (await plotly()).eye).toEqual({ x: 1.25, y: 1.25, z: 1.25 });
    await axe(page, 'DataObject views panel (plotly 3D, its buttons)', '[data-test="views-panel"]');

    await open('plotlyTime');
    await expect.poll(() => page.locator('[data-test="view-plotly"]').getAttribute('data-kind')).toBe('time');
    await expect.poll(async () => (await plotly()).range?.length).toBe(2);
    const [a, b] = (await plotly()).range as [number, number];
    expect(b).toBeGreaterThan(a);
    const line = page.locator('[data-test="view-plotly"] .scatterlayer .trace path.js-line').first();
    const path = await line.getAttribute('d');
    await press('view-plotly-zoom-in');
    // Zoom in: half the width about the middle; the line is drawn anew for the narrower window.
    const mid = (a + b) / 2;
    const half = (b - a) / 4;
    await expect.poll(async () => (await plotly()).range?.[0]).toBeCloseTo(mid - half, 9);
    expect((await plotly()).range?.[1]).toBeCloseTo(mid + half, 9);
    await expect.poll(() => line.getAttribute('d')).not.toBe(path);
    await press('view-plotly-pan-right');
    // Pan right: a quarter of the (zoomed) width later.
    await expect.poll(async () => (await plotly()).range?.[0]).toBeCloseTo(mid - half + half / 2, 9);
    // Space presses a button as Enter does: Pan left goes back.
    await tabTo(page, 'view-plotly-pan-left', { key: 'Shift+Tab' });
    await page.keyboard.press('Space');
    await expect.poll(async () => (await plotly()).range?.[0]).toBeCloseTo(mid - half, 9);
    await press('view-plotly-reset');
    await expect.poll(async () => (await plotly()).range?.[0]).toBeCloseTo(a, 9);
    expect((await plotly()).range?.[1]).toBeCloseTo(b, 9);
    await expect.poll(() => line.getAttribute('d')).toBe(path);
    await axe(page, 'DataObject views panel (plotly over time, its buttons)', '[data-test="views-panel"]');
  });

  it('turns and resets the Babylon.js view from its buttons, by keyboard alone', { timeout: 120_000 }, async () => {
    await open('babylon');
    const canvas = '[data-test="view-babylon"] canvas';
    await expect.poll(() => shownPixels(page, canvas, 'blue'), { timeout: 20_000 }).toBeGreaterThan(150);
    // The arrow keys may have turned it before: Reset first (the page scrolls to the buttons), then
    // that picture is the start.
    await press('view-babylon-reset');
    const start = await steady(canvas);
    await press('view-babylon-right', 'Shift+Tab');
    await expect.poll(async () => (await shot(page, canvas)).equals(start), { timeout: 10_000 }).toBe(false);
    expect(await shownPixels(page, canvas, 'blue'), 'still drawn after the turn').toBeGreaterThan(150);
    await press('view-babylon-reset');
    await expect.poll(async () => (await shot(page, canvas)).equals(start), { timeout: 10_000 }).toBe(true);
    await axe(page, 'DataObject views panel (babylon, its buttons)', '[data-test="views-panel"]');
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
