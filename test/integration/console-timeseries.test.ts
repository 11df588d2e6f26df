import { readFileSync } from 'node:fs';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import {
  choose,
  chromiumFor,
  consoleAt,
  cspViolations,
  expectNoOverflow,
  field,
  launchBrowser,
  signedInPage,
} from '../support/browser.ts';
import { userWithKey } from '../support/local.ts';
import { channel, newTimeseriesContainer, tsCall, writePoints } from '../support/timeseries.ts';

/**
 * The console's timeseries container page (issue 31) in headless Chromium against the local cloud:
 * a channel of 1,000,000 points written through the API, plotted, and zoomed three times down to raw
 * points, every payload and buckets request's width, functions and point count checked from the network;
 * keyboard controls, typed ranges sent digit for digit, live mode, a marked reference range, CSV
 * export in both layouts and an import refused by line; axe and 320 px.
 */
const haveChromium = chromiumFor('console-timeseries');

const T0 = 1_700_000_000_123_456_789n; // beyond 2^53: a double would round it
const MS = 1_000_000n;
const N = 1_000_000;
const temp = channel('temp');
const small = channel('pressure', { device: 'rig-2' });
const text = channel('note', { device: 'rig-3' });

/**
 * A payload or buckets request of the plot as seen on the network. A `/v2` buckets request is
 * recorded in the legacy payload's terms: `function` (the list asked), `group_by` and `field` (of
 * the channel its path names); `points` is the number of points or buckets answered.
 */
interface Seen {
  params: URLSearchParams;
  points: number;
}
const BUCKETS_PATH = /\/v2\/timeseries-containers\/[^/]+\/timeseries\/(\d+)\/buckets$/;

describe.skipIf(!haveChromium)('the console: timeseries', () => {
  let browser: Browser;
  let page: Page;
  let key: string;
  let containerId: number;
  const errors: string[] = [];
  const seen: Seen[] = [];

  beforeAll(async () => {
    ({ key } = await userWithKey());
    containerId = await newTimeseriesContainer(key, 'bench stand');
    // 1,000,000 points at 1 kHz, 100 batches of 10,000, four at a time.
    const batches = Array.from({ length: 100 }, (_, b) => b);
    const write = async (b: number) =>
      writePoints(
        key,
        containerId,
        temp,
        Array.from({ length: 10_000 }, (_, j) => {
          const i = b * 10_000 + j;
          return {
            timestamp: T0 + BigInt(i) * MS,
            value: Math.round(Math.sin(i / 5000) * 10_000) / 1000 + (i % 7) * 0.1 + 0.000123,
          };
        }),
      );
    for (let i = 0; i < batches.length; i += 4) await Promise.all(batches.slice(i, i + 4).map(write));
    await writePoints(
      key,
      containerId,
      small,
      Array.from({ length: 100 }, (_, i) => ({ timestamp: T0 + BigInt(i) * 10n * MS, value: BigInt(i) })),
    );
    await writePoints(key, containerId, text, [{ timestamp: T0, value: 'start' }]);
    browser = await launchBrowser();
    page = await signedInPage(browser, key, {
      errors,
      acceptDownloads: true,
      redirect: `/containers/timeseries/${containerId}`,
    });
    page.on('response', (r) => void record(r));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
  });

  const fieldOf = new Map<string, string>();
  async function record(r: Response): Promise<void> {
    const url = new URL(r.url());
    if (r.request().method() !== 'GET') return;
    const buckets = BUCKETS_PATH.exec(url.pathname);
    if (buckets) {
      const id = buckets[1]!;
      if (!fieldOf.has(id)) {
        const listed = await tsCall<{ id: number; field: string }[]>(
          'GET',
          `/svc/api/timeseriesContainers/${containerId}/timeseries`,
          { key },
        );
        for (const c of listed.body) fieldOf.set(String(c.id), c.field);
      }
      const body = (await r.json().catch(() => ({}))) as { buckets?: unknown[] };
      const params = new URLSearchParams(url.searchParams);
      params.set('function', params.get('functions') ?? '');
      params.set('group_by', params.get('groupBy') ?? '');
      params.set('field', fieldOf.get(id) ?? '');
      seen.push({ params, points: body.buckets?.length ?? -1 });
      return;
    }
    if (!url.pathname.endsWith(`/timeseriesContainers/${containerId}/payload`)) return;
    const body = (await r.json().catch(() => ({}))) as { points?: unknown[] };
    seen.push({ params: url.searchParams, points: body.points?.length ?? -1 });
  }

  const status = () => page.locator('[data-test="ts-plot-status"]');
  const rowOf = (name: string) => page.locator('[data-test="ts-channel-row"]', { hasText: name });
  /** The window requests (not the extent discovery, which asks COUNT with fill NONE or raw edges of one bucket). */
  const windowRequests = (since: number) =>
    seen.slice(since).filter((s) => s.params.get('fill_option') === null && s.params.get('field') === 'temp');
  async function settle(since: number, expected: number): Promise<Seen[]> {
    await expect.poll(() => windowRequests(since).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(expected);
    await expect.poll(() => page.locator('[data-test="ts-plot"][data-loading="no"]').count()).toBe(1);
    await page.waitForTimeout(300);
    return windowRequests(since);
  }
  const inWindow = (start: bigint, end: bigint) => {
    const first = start <= T0 ? 0n : (start - T0 + MS - 1n) / MS;
    const last = (end - T0) / MS < BigInt(N - 1) ? (end - T0) / MS : BigInt(N - 1);
    return Number(last - first + 1n);
  };

  it('lists the channels in one request, filters them, and refuses to plot a String channel', async () => {
    await expect.poll(() => page.locator('[data-test="ts-channel-row"]').count()).toBe(3);
    await expect.poll(() => rowOf('note').locator('input[type="checkbox"]').isDisabled()).toBe(true);
    await field(page, 'ts-filter').fill('rig-2');
    await expect.poll(() => page.locator('[data-test="ts-channel-row"]').count()).toBe(1);
    await field(page, 'ts-filter').fill('');
    await expect.poll(() => page.locator('[data-test="ts-channel-row"]').count()).toBe(3);
  });

  it('plots 1,000,000 points as buckets and zooms three times down to raw points', async () => {
    let since = seen.length;
    await rowOf('temp').locator('input[type="checkbox"]').check();
    // The extent's discovery comes first (COUNT with fill NONE, then the raw points of the first and last bucket).
    let step = (await settle(since, 3)).filter((r) => r.params.get('function') !== null);
    // The table now shows the count and the exact range found for the plotted channel.
    await expect.poll(() => rowOf('temp').locator('[data-test="ts-count"]').textContent()).toContain('1,000,000');
    await expect
      .poll(() => rowOf('temp').locator('[data-test="ts-range-cell"]').textContent())
      .toContain('2023-11-14T22:13:20.123456789Z');
    const px = (await page.locator('[data-test="ts-chart"]').boundingBox())!.width;

    /** `aligned`: a window of more than 100,000 points asks widths of {1, 2, 4}·10^k ns (the server's summaries). */
    const checkBuckets = (reqs: Seen[], label: string, aligned: boolean) => {
      // COUNT, MIN, MAX and MEAN in one request.
      expect(
        reqs.map((r) => r.params.get('function')),
        label,
      ).toEqual(['COUNT,MIN,MAX,MEAN']);
      const g = BigInt(reqs[0]!.params.get('group_by')!);
      const start = BigInt(reqs[0]!.params.get('start')!);
      const end = BigInt(reqs[0]!.params.get('end')!);
      for (const r of reqs) {
        expect(r.params.get('group_by'), label).toBe(g.toString());
        expect(r.points, label).toBeLessThanOrEqual(4000);
        expect(r.points, label).toBe(Number(end / g - start / g + 1n));
      }
      // One pixel's width: as many buckets as the plot is wide (less its margins), never more; aligned
      // widths are one to two and a half pixels.
      expect(reqs[0]!.points, label).toBeGreaterThan(px * (aligned ? 0.38 : 0.8));
      expect(reqs[0]!.points, label).toBeLessThanOrEqual(px);
      if (aligned) expect(String(g), label).toMatch(/^[124]0*$/);
      expect(inWindow(start, end), label).toBeGreaterThan(2 * reqs[0]!.points);
      return { g, start, end };
    };
    const first = checkBuckets(step, 'whole range', true);
    expect(first.start).toBe(T0);
    expect(first.end).toBe(T0 + BigInt(N - 1) * MS);
    await expect.poll(() => status().textContent()).toContain('(MIN, MAX, MEAN)');
    const summary = await page.locator('[data-test="ts-chart-summary"]').getAttribute('aria-label');
    expect(summary).toContain('temp (rig-1) · MEAN');
    expect(summary).toContain('temp (rig-1) · MIN–MAX');

    // Zoom step ×8, chosen with the keyboard-operable select.
    await choose(page, 'ts-zoom-step', '×8');

    let prev = first;
    for (const n of [1, 2]) {
      since = seen.length;
      await page.locator('[data-test="ts-zoom-in"]').click();
      step = await settle(since, 1);
      // 125,000 points, then 15,625
      const z = checkBuckets(step, `zoom ${n}`, n === 1);
      const span = z.end - z.start;
      expect(span, `zoom ${n} is an eighth`).toBe((prev.end - prev.start) / 8n);
      expect(z.g < prev.g).toBe(true);
      prev = z;
    }
    since = seen.length;
    await page.locator('[data-test="ts-zoom-in"]').click();
    step = await settle(since, 1);
    expect(step).toHaveLength(1);
    const raw = step[0]!;
    expect(raw.params.get('function')).toBeNull();
    expect(raw.params.get('group_by')).toBeNull();
    const start = BigInt(raw.params.get('start')!);
    const end = BigInt(raw.params.get('end')!);
    expect(end - start).toBe((prev.end - prev.start) / 8n);
    expect(raw.points).toBe(inWindow(start, end));
    expect(raw.points).toBeLessThanOrEqual(2 * px);
    await expect.poll(() => status().textContent()).toContain('raw points');
  }, 120_000);

  it('is keyboard-operable: tab through the controls, zoom out with Enter, type a range sent digit for digit', async () => {
    await page.locator('[data-test="ts-zoom-in"]').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate("document.activeElement?.getAttribute('data-test')")).toBe('ts-zoom-out');
    let since = seen.length;
    await page.keyboard.press('Enter');
    const out = await settle(since, 1);
    expect(out.every((r) => r.params.get('group_by') !== null)).toBe(true);
    await page.keyboard.press('Tab'); // pan left
    await page.keyboard.press('Tab'); // pan right
    since = seen.length;
    await page.keyboard.press('Enter');
    await settle(since, 1);

    // Start and end typed as nanoseconds (beyond 2^53) reach the request unchanged.
    const s = T0 + 500_000n * MS + 7n;
    const e = s + 1_500n * MS;
    await field(page, 'ts-start').fill(s.toString());
    await field(page, 'ts-end').fill(e.toString());
    since = seen.length;
    await field(page, 'ts-end').press('Enter');
    const typed = await settle(since, 1);
    expect(typed[0]!.params.get('start')).toBe(s.toString());
    expect(typed[0]!.params.get('end')).toBe(e.toString());
    expect(typed[0]!.points).toBe(inWindow(s, e));
    // Shown back in ISO with every nanosecond.
    await expect.poll(() => field(page, 'ts-start').inputValue()).toBe('2023-11-14T22:21:40.123456796Z');
    await field(page, 'ts-start').fill('yesterday');
    await page.locator('[data-test="ts-apply"]').click();
    await expect.poll(() => page.locator('[data-test="ts-range-error"]').count()).toBe(1);
  }, 60_000);

  it('exports the plotted window as CSV in both layouts', async () => {
    const texts: Record<string, string> = {};
    for (const layout of ['ROW', 'COLUMN']) {
      await choose(page, 'ts-export-layout', new RegExp(`^${layout}`));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('[data-test="ts-export"]').click(),
      ]);
      texts[layout] = readFileSync((await download.path())!, 'utf8');
    }
    const row = texts['ROW']!.split('\n');
    expect(row[0]).toBe('DEVICE,FIELD,LOCATION,MEASUREMENT,SYMBOLICNAME,TIMESTAMP,VALUE');
    expect(row[1]).toMatch(/^rig-1,temp,hall,stand,T,1700000500124456789,/);
    const col = texts['COLUMN']!.split('\n');
    expect(col[0]).toBe('timestamp,stand-rig-1-hall-T-temp');
    expect(col[1]).toMatch(/^1700000500124456789,/);
    expect(col.filter(Boolean)).toHaveLength(1 + 1500);
  });

  it('imports a CSV: a broken file is refused with its line, a good one adds its channel', async () => {
    const bad = 'timestamp,stand-rig4-hall-T-flow\n1700000000000000000,1.5\nnot-a-time,2.5\n';
    await page.locator('[data-test="ts-import-file"] input[type="file"]').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(bad),
    });
    await page.locator('[data-test="ts-import"]').click();
    await expect
      .poll(() => page.locator('[data-test="ts-import-error"]').allInnerTexts())
      .toEqual([expect.stringMatching(/^line 3: /)]);
    const good = 'timestamp,stand-rig4-hall-T-flow\n1700000000000000000,1.5\n1700000000000000001,2.5\n';
    await page.locator('[data-test="ts-import-file"] input[type="file"]').setInputFiles({
      name: 'good.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(good),
    });
    await page.locator('[data-test="ts-import"]').click();
    await expect.poll(() => page.locator('[data-test="ts-import-done"]').count()).toBe(1);
    await expect.poll(() => page.locator('[data-test="ts-channel-row"]').count()).toBe(4);
  });

  it('a timeseries reference opens the plot with its channels and its range marked', async () => {
    const col = await tsCall<{ id: number }>('POST', '/svc/api/collections', { key, body: { name: 'ts refs' } });
    const obj = await tsCall<{ id: number }>('POST', `/svc/api/collections/${col.body.id}/dataObjects`, {
      key,
      body: { name: 'run 1' },
    });
    const start = T0 + 100_000n * MS + 1n;
    const end = T0 + 200_000n * MS + 1n;
    const ref = await tsCall<{ id: number }>(
      'POST',
      `/svc/api/collections/${col.body.id}/dataObjects/${obj.body.id}/timeseriesReferences`,
      { key, body: { name: 'the ramp', start, end, timeseries: [temp], timeseriesContainerId: containerId } },
    );
    expect(ref.status, ref.text).toBe(201);
    await page.goto(consoleAt(`/collections/${col.body.id}/data-objects/${obj.body.id}`));
    await page.getByRole('link', { name: new RegExp(`timeseries container #${containerId}`, 'i') }).click();
    await page.waitForURL(/\/console\/containers\/timeseries\/\d+\?ref=/);
    await expect.poll(() => page.locator('[data-test="ts-reference"]').textContent()).toContain('the ramp');
    await expect
      .poll(() => page.locator('[data-test="ts-mark"]').textContent())
      .toContain('2023-11-14T22:15:00.123456790Z');
    await expect.poll(() => status().textContent(), { timeout: 20_000 }).toContain('temp (rig-1)');
    await expectAccessible(page, 'timeseries page with a reference');
  }, 60_000);

  it('marks a range and follows a channel being written in live mode', async () => {
    const live = channel('live', { device: 'rig-5' });
    const now = () => BigInt(Date.now()) * MS;
    await writePoints(key, containerId, live, [{ timestamp: now(), value: 0 }]);
    const listed = await tsCall<{ id: number; field: string }[]>(
      'GET',
      `/svc/api/timeseriesContainers/${containerId}/timeseries?field=live`,
      { key },
    );
    const id = listed.body[0]!.id;
    const from = now() - 5_000n * MS;
    const to = now();
    await page.goto(consoleAt(`/containers/timeseries/${containerId}?ch=${id}&from=${from}&to=${to}`));
    await expect.poll(() => page.locator('[data-test="ts-mark"]').textContent()).toContain('Marked reference range');
    await expect.poll(() => status().textContent(), { timeout: 20_000 }).toContain('raw points');
    await page.locator('[data-test="ts-live"] input').check();
    let written = 1;
    const writer = setInterval(() => {
      written++;
      void writePoints(key, containerId, live, [{ timestamp: now(), value: written }]);
    }, 300);
    try {
      const since = seen.length;
      const liveRequests = () => seen.slice(since).filter((s) => s.params.get('field') === 'live');
      await expect.poll(() => liveRequests().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
      const ends = liveRequests().map((r) => BigInt(r.params.get('end')!));
      expect(ends[ends.length - 1]! > ends[0]!).toBe(true);
      // The newest window holds the points written since (more each poll).
      await expect
        .poll(() => Math.max(...liveRequests().map((r) => r.points)), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(5);
    } finally {
      clearInterval(writer);
      await page.locator('[data-test="ts-live"] input').uncheck();
    }
  }, 60_000);

  it('adds and deletes a semantic annotation on a channel', async () => {
    await page.goto(consoleAt(`/containers/timeseries/${containerId}`));
    await choose(page, 'ts-annotation-channel', 'stand/rig-1/hall/T/temp');
    await page.locator('[data-test="annotation-new"]').click();
    await expect.poll(() => page.locator('[data-test="annotation-property-repo"]').textContent()).toContain('INTERNAL');
    await field(page, 'annotation-property').fill('http://purl.org/dc/terms/subject');
    await field(page, 'annotation-value').fill('https://example.org/terms/temperature');
    await expectAccessible(page, 'channel annotation dialog', '.v-overlay--active .v-overlay__content');
    await page.locator('[data-test="annotation-save"]').click();
    const rows = page.locator('[data-test="annotation-row"]');
    await expect.poll(() => rows.count()).toBe(1);
    const listed = await tsCall<{ id: number; field: string }[]>(
      'GET',
      `/svc/api/timeseriesContainers/${containerId}/timeseries?field=temp`,
      { key },
    );
    const annotations = await tsCall<{ propertyIRI: string; valueIRI: string }[]>(
      'GET',
      `/svc/api/timeseriesContainers/${containerId}/timeseries/${listed.body[0]!.id}/semanticAnnotations`,
      { key },
    );
    expect(annotations.body.map((x) => [x.propertyIRI, x.valueIRI])).toEqual([
      ['http://purl.org/dc/terms/subject', 'https://example.org/terms/temperature'],
    ]);
    await expectAccessible(page, 'timeseries page with channel annotations');
    await rows.first().locator('[data-test="annotation-delete"]').click();
    await page.locator('[data-test="confirm"]').click();
    await expect.poll(() => rows.count()).toBe(0);
  }, 60_000);

  it('passes axe and fits 320 px', async () => {
    await page.goto(consoleAt(`/containers/timeseries/${containerId}`));
    await rowOf('temp').locator('input[type="checkbox"]').check();
    await expect.poll(() => status().textContent(), { timeout: 20_000 }).toContain('MEAN');
    await expectAccessible(page, 'timeseries page with a plot');
    await page.setViewportSize({ width: 320, height: 800 });
    await page.waitForTimeout(500);
    await expectNoOverflow(page, 'timeseries page at 320 px');
    await expectAccessible(page, 'timeseries page at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(consoleAt('/containers?kind=timeseries'));
    await page.locator('[data-test="container-row"] a', { hasText: 'bench stand' }).click();
    await page.waitForURL(/\/console\/containers\/timeseries\/\d+/);
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  }, 60_000);
});
