import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible as axe } from '../support/axe.ts';
import {
  CHROMIUM,
  choose,
  chromiumFor,
  consoleAt,
  cspViolations,
  expectNoOverflow,
  launchBrowser,
  signedInPage,
} from '../support/browser.ts';
import { drawnPixels } from '../support/pixels.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { call, userWithKey, withKey } from '../support/local.ts';
import { freePort } from '../support/private-services.ts';

/**
 * The 3D view of a spatial container's points (issue 31) in headless Chromium with software GL
 * (ANGLE over SwiftShader) against the local cloud, through a gateway with spatial data on: the
 * answered points as a table or, by a keyboard-reachable toggle, in 3D (three.js loaded only
 * then), drawn on a canvas that is read back (non-white pixels), coloured by a chosen measurement
 * (yellow appears for its highest values), with a text summary for screen readers; axe, 320 px.
 */
const haveChromium = chromiumFor('console-spatial');

/** 40 points: x = n mod 8, y = n div 8, z = (n mod 5) / 2; temp = n; humidity only on even n. */
const POINTS = Array.from({ length: 40 }, (_, n) => ({
  x: n % 8,
  y: Math.floor(n / 8),
  z: (n % 5) / 2,
  timestamp: 1_700_000_000_000_000 + n * 1000,
  measurements: n % 2 === 0 ? { temp: n, env: { humidity: 50 + n } } : { temp: n },
  metadata: { run: 1 },
}));

describe.skipIf(!haveChromium)('the console: spatial points in 3D (spatial data on)', () => {
  let browser: Browser;
  let page: Page;
  let gw: { url: string; stop: () => void };
  let containerId = 0;
  let key = '';
  const errors: string[] = [];
  const scripts: string[] = [];

  beforeAll(async () => {
    [gw, { key }, browser] = await Promise.all([
      startExtraGateway(await freePort(), { SVC_SPATIAL_DATA_ENABLED: 'true' }),
      userWithKey(),
      launchBrowser({ webgl: true }),
    ]);
    const made = await call<{ id: number }>('POST', '/svc/api/spatialDataContainers', {
      headers: withKey(key),
      body: { name: `cloud ${Date.now().toString(36)}` },
      base: gw.url,
    });
    expect(made.status, made.text).toBe(201);
    containerId = made.body.id;
    const wrote = await call('POST', `/svc/api/spatialDataContainers/${containerId}/payload`, {
      headers: withKey(key),
      body: POINTS,
      base: gw.url,
    });
    expect(wrote.status, wrote.text).toBe(204);
    page = await signedInPage(browser, key, { errors, base: gw.url, redirect: `/containers/spatial/${containerId}` });
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.endsWith('.js')) scripts.push(u.pathname);
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    gw?.stop();
  });

  const canvas = '[data-test="spatial-3d-canvas"]';
  const summary = () => page.locator('[data-test="spatial-3d-summary"]').textContent();
  const focused = (test: string) =>
    page.evaluate(`document.activeElement?.closest('[data-test="${test}"]') !== null`) as Promise<boolean>;

  it('shows the answer as a table first and loads no 3D code', async () => {
    await page.locator('[data-test="spatial-run"]').click();
    await expect.poll(() => page.locator('[data-test="spatial-count"]').textContent()).toContain('40 points');
    expect(await page.locator('[data-test="spatial-row"]').count()).toBe(40);
    expect(await page.locator('[data-test="spatial-view-table"]').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator(canvas).count()).toBe(0);
    expect(scripts.filter((s) => /SpatialPoints3d/.test(s))).toEqual([]);
  });

  it('opens the 3D view by keyboard: three.js loads then, the canvas draws, the summary says what it shows', async () => {
    await page.locator('[data-test="spatial-view-table"]').focus();
    await page.keyboard.press('Tab');
    expect(await focused('spatial-view-3d')).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(canvas).getAttribute('data-drawn'), { timeout: 20_000 }).toBe('true');
    expect(await page.locator('[data-test="spatial-view-3d"]').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('[data-test="spatial-row"]').count()).toBe(0);
    expect(scripts.some((s) => /SpatialPoints3d/.test(s))).toBe(true);
    // WebGL through SwiftShader: a real context, and pixels that differ from the white background.
    expect(
      await page.evaluate(
        `(() => { const c = document.querySelector('${canvas}'); const x = c && (c.getContext('webgl2') || c.getContext('webgl')); return x ? x.getParameter(x.VERSION) : null; })()`,
      ),
    ).toMatch(/WebGL/);
    await expect.poll(() => drawnPixels(page, canvas), { timeout: 20_000 }).toBeGreaterThan(200);
    const text = await summary();
    expect(text).toContain('40 points in 3D: x from 0 to 7, y from 0 to 4, z from 0 to 2.');
    expect(await page.locator(canvas).getAttribute('aria-label')).toBe(text);
    expect(await page.locator(canvas).getAttribute('role')).toBe('img');
    expect(await page.locator(canvas).getAttribute('tabindex')).toBe('0');
    await axe(page, 'spatial page in 3D');
  });

  it('colours the points by a chosen measurement, with a legend and the range in words', async () => {
    // One colour first (the axes' anti-aliased lines may blend to a little yellow).
    const before = await drawnPixels(page, canvas, 'yellow');
    await choose(page, 'spatial-colour', 'temp');
    await expect.poll(summary).toContain('Coloured by temp from 0 (dark blue) to 39 (yellow).');
    expect(await page.locator('[data-test="spatial-3d-legend"]').textContent()).toMatch(/0\s*39/);
    // The highest temperatures are drawn yellow: yellow pixels appear.
    await expect.poll(() => drawnPixels(page, canvas, 'yellow'), { timeout: 10_000 }).toBeGreaterThan(before + 50);
    // A nested measurement that only half of the points have: those without it are grey and counted.
    await choose(page, 'spatial-colour', 'env.humidity');
    await expect.poll(summary).toContain('Coloured by env.humidity from 50 (dark blue) to 88 (yellow).');
    expect(await summary()).toContain('20 points have no value for env.humidity (grey).');
    await axe(page, 'spatial page in 3D, coloured');
  });

  it('turns the view with its buttons, by keyboard, and still draws', async () => {
    await page.locator('[data-test="spatial-3d-right"]').focus();
    const hash = () =>
      page.evaluate(
        `(() => { const c = document.querySelector('${canvas}'); return c ? c.toDataURL().length + ':' + c.toDataURL().slice(-64) : ''; })()`,
      ) as Promise<string>;
    const first = await hash();
    await page.keyboard.press('Enter');
    await expect.poll(hash).not.toBe(first);
    expect(await drawnPixels(page, canvas)).toBeGreaterThan(200);
    await page.locator('[data-test="spatial-3d-reset"]').click();
  });

  it('fits 320 px in 3D without horizontal overflow', async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoOverflow(page, 'spatial 3D at 320 px');
    await axe(page, 'spatial 3D at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('goes back to the table by keyboard', async () => {
    await page.locator('[data-test="spatial-view-3d"]').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focused('spatial-view-table')).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-test="spatial-row"]').count()).toBe(40);
    expect(await page.locator(canvas).count()).toBe(0);
  });

  it('says in words that the 3D view cannot be drawn where the browser offers no WebGL', async () => {
    // Chromium with WebGL switched off has no context to give (three.js throws).
    const plain = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-webgl'],
    });
    try {
      const seen: string[] = [];
      const p = await signedInPage(plain, key, {
        errors: seen,
        base: gw.url,
        redirect: `/containers/spatial/${containerId}`,
      });
      await p.locator('[data-test="spatial-run"]').click();
      await expect.poll(() => p.locator('[data-test="spatial-count"]').textContent()).toContain('40 points');
      await p.locator('[data-test="spatial-view-3d"]').click();
      await p.locator('[data-test="spatial-3d-no-webgl"]').waitFor({ timeout: 20_000 });
      expect(await p.locator('[data-test="spatial-3d-no-webgl"]').textContent()).toContain('no WebGL');
      expect(await p.locator(canvas).count()).toBe(0);
      await axe(p, 'spatial 3D without WebGL');
    } finally {
      await plain.close();
    }
  });

  it('ran without script errors or CSP violations', async () => {
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(page.url()).toBe(consoleAt(`/containers/spatial/${containerId}`, gw.url));
  });
});
