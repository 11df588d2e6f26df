import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { mediaTool } from '#core/features/files/video/tools.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible as axe } from '../support/axe.ts';
import {
  chromiumFor,
  consoleAt,
  cspViolations,
  expectNoOverflow,
  field,
  launchBrowser,
  signedInPage,
} from '../support/browser.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { adminKey, call, userWithKey, withKey } from '../support/local.ts';
import { fileForm } from '../support/multipart.ts';
import { drawnPixels } from '../support/pixels.ts';
import { freePort } from '../support/private-services.ts';

/**
 * The console's records pages (issue 31): provenance timeline, statistics and downloads, snapshots
 * and their comparison, publishing with the local minter, and file previews, in headless Chromium
 * against the real local cloud. A gateway of its own with svc.versioning.enabled (publishing needs
 * it; minter `local`, the `minter-local` plugin that console-admin toggles, hence the serial project),
 * on the shared services; every user and entity is made here.
 */
const haveChromium = chromiumFor('console-records');

interface Entity {
  id: number;
  appId: string;
  name: string;
}
type User = { username: string; key: string };

/** A PNG of w×h pixels, one colour (RGB), as a browser decodes it. */
function png(w: number, h: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3).map((_, i) => rgb[i % 3] ?? 0)]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF drawing a filled black square and a line of text, with a correct xref table. */
function pdf(): Buffer {
  const content = '0 0 0 rg 72 600 200 120 re f BT /F1 24 Tf 72 560 Td (svc preview) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Two seconds of the test pattern as VP8 in WebM (a codec every Chromium build decodes), 160×120. */
async function webm(): Promise<Buffer> {
  const ffmpeg = await mediaTool('ffmpeg');
  if (!ffmpeg) throw new Error('ffmpeg is not installed (npm ci installs @ffmpeg-installer/ffmpeg)');
  const dir = mkdtempSync(join(tmpdir(), 'svc-records-video-'));
  try {
    const out = join(dir, 'clip.webm');
    execFileSync(ffmpeg, [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=25'],
      ...['-c:v', 'libvpx', '-b:v', '200k', '-f', 'webm', out],
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!haveChromium)('the console: provenance, snapshots, publishing, previews', () => {
  let browser: Browser;
  let gw: { url: string; stop: () => void };
  /** The s3 adapter active (previews through presigned URLs) and the video plugin on. */
  let s3gw: { url: string; stop: () => void };
  let owner: User;
  let page: Page;
  const pageErrors: string[] = [];
  const tag = `rec-${Date.now().toString(36)}`;
  let collection: Entity;
  let changed: Entity;
  let container: Entity;
  const h = () => withKey(owner.key);
  const at = <T>(method: string, path: string, body?: unknown) =>
    call<T>(method, path, { base: gw.url, headers: h(), ...(body === undefined ? {} : { body }) });
  const url = (p: string) => consoleAt(p, gw.url);
  const routes: Record<string, string> = {};

  beforeAll(async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    [gw, s3gw, owner, browser] = await Promise.all([
      startExtraGateway(port, {
        SVC_VERSIONING_ENABLED: 'true',
        SVC_PUBLIC_URL: base,
        SVC_INSTANCE_ID: 'it-rec',
        SVC_PUBLISH_MINTER: 'local',
        // Steps of one DataObject: a snapshot answers 202 and the snapshot worker (the main gateway's) records the rest.
        SVC_SNAPSHOTS_STEP_SIZE: '1',
      }),
      freePort().then((p) => startExtraGateway(p, { SVC_STORAGE_PROVIDER: 's3', SVC_PLUGINS_VIDEO_ENABLED: 'true' })),
      userWithKey(),
      launchBrowser(),
    ]);
    const c = await at<Entity>('POST', '/svc/api/collections', { name: `records ${tag}`, attributes: {} });
    expect(c.status, c.text).toBe(201);
    collection = c.body;
    const mk = async (name: string) => {
      const r = await at<Entity>('POST', `/svc/api/collections/${collection.id}/dataObjects`, { name, attributes: {} });
      expect(r.status, r.text).toBe(201);
      return r.body;
    };
    changed = await mk('will change');
    await mk('stays');
    const fc = await at<Entity>('POST', '/svc/api/fileContainers', { name: `previews ${tag}` });
    expect(fc.status, fc.text).toBe(201);
    container = fc.body;
    const csv = ['time;value;note', ...Array.from({ length: 250 }, (_, i) => `${i};${i * 2};"row ${i}; quoted"`)].join(
      '\n',
    );
    const files: Array<[string, Buffer]> = [
      ['square.png', png(64, 48, [200, 30, 30])],
      ['run.csv', Buffer.from(csv)],
      ['paper.pdf', pdf()],
      ['big.json', Buffer.from(JSON.stringify({ data: 'x'.repeat(2_200_000) }))],
    ];
    for (const [name, data] of files) {
      const form = fileForm(data, name);
      const r = await call('POST', `/svc/api/fileContainers/${container.id}/payload`, {
        base: gw.url,
        headers: { ...h(), 'content-type': form.contentType },
        raw: form.body,
      });
      expect(r.status, `${name}: ${r.text}`).toBe(201);
    }
    page = await signedInPage(browser, owner.key, {
      base: gw.url,
      errors: pageErrors,
      acceptDownloads: true,
      redirect: `/collections/${collection.id}/records`,
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    gw?.stop();
    s3gw?.stop();
  });

  it('takes two snapshots and compares them after one DataObject changed, by keyboard', async () => {
    await page.goto(url(`/collections/${collection.id}/records?tab=snapshots`));
    const rows = page.locator('[data-test="snapshot-row"]');
    // The list as the page saw it, answer by answer: the running snapshot is polled until it is complete.
    const listed: string[][] = [];
    let created = 0;
    page.on('response', async (r) => {
      const path = new URL(r.url()).pathname;
      if (r.request().method() === 'POST' && path.endsWith('/snapshots')) created = r.status();
      if (r.request().method() === 'GET' && path === `/v2/collections/${collection.appId}/snapshots`)
        listed.push(
          ((await r.json().catch(() => ({ snapshots: [] }))) as { snapshots: Array<{ status: string }> }).snapshots.map(
            (x) => x.status,
          ),
        );
    });
    await page.locator('[data-test="snapshot-create"]').click();
    await expect.poll(() => rows.locator('[data-test="snapshot-status"]').allTextContents()).toEqual(['Complete']);
    expect(created).toBe(202);
    const running = listed.findIndex((l) => l.some((x) => x === 'RUNNING' || x === 'PENDING'));
    expect(
      running,
      `the list showed the snapshot while it was recorded: ${JSON.stringify(listed)}`,
    ).toBeGreaterThanOrEqual(0);
    // The rows can show Complete before the response listener has read that answer's body.
    await expect
      .poll(() => listed.slice(running + 1).some((l) => l[0] === 'COMPLETE'), { message: 'polled until complete' })
      .toBe(true);

    // One DataObject changes (a new revision), one is added; the other stays as it was.
    const put = await at('PUT', `/svc/api/collections/${collection.id}/dataObjects/${changed.id}`, {
      name: 'has changed',
      description: 'edited between the snapshots',
      attributes: {},
    });
    expect(put.status, put.text).toBe(200);
    const added = (await at<Entity>('POST', `/svc/api/collections/${collection.id}/dataObjects`, { name: 'added' }))
      .body;
    await page.locator('[data-test="snapshot-create"]').click();
    await expect
      .poll(() => rows.locator('[data-test="snapshot-status"]').allTextContents())
      .toEqual(['Complete', 'Complete']);

    // Only the keyboard from here: pick both, compare, reach the changed DataObject's link, open it.
    await rows.first().locator('[data-test="snapshot-pick"] input').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await page.evaluate("document.activeElement?.getAttribute('data-test')")).toBe('snapshot-compare');
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]a=.*&b=/);
    const diffRows = page.locator('[data-test="diff-row"]');
    await expect.poll(() => diffRows.count()).toBe(2);
    expect(await page.locator('[data-test="diff-summary"]').textContent()).toMatch(
      /1 added, 0 removed, 1 changed, [1-9]\d* unchanged/,
    );
    const changedRow = page.locator('[data-test="diff-row"][data-change="changed"]');
    await expect.poll(() => changedRow.locator('[data-test="diff-link"]').textContent()).toContain('has changed');
    expect(await changedRow.locator('[data-test="diff-revisions"]').textContent()).toMatch(/\d+ → \d+/);
    const addedRow = page.locator('[data-test="diff-row"][data-change="added"]');
    expect(await addedRow.locator('[data-test="diff-link"]').getAttribute('href')).toBe(
      `/console/collections/${collection.id}/data-objects/${added.id}`,
    );
    // The base is the older snapshot: the first diff entry in snapshot order is the older → newer one.
    const u = new URL(page.url());
    const [a, b] = [u.searchParams.get('a'), u.searchParams.get('b')];
    const snaps = await at<{ snapshots: Array<{ appId: string }> }>(
      'GET',
      `/v2/collections/${collection.appId}/snapshots`,
    );
    expect([b, a]).toEqual(snaps.body.snapshots.map((s) => s.appId));
    routes['snapshots'] = page.url();
    await axe(page, 'snapshot diff');

    // Tab moves through the diff's links in order; Enter opens the one focused.
    const links = await page
      .locator('[data-test="diff-link"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    await page.locator('[data-test="diff-summary"]').click();
    const seen: string[] = [];
    for (let i = 0; i < 12 && seen.length < links.length; i++) {
      await page.keyboard.press('Tab');
      const focus = (await page.evaluate(
        "document.activeElement?.getAttribute('data-test') === 'diff-link' ? document.activeElement.getAttribute('href') : null",
      )) as string | null;
      if (focus) seen.push(focus);
    }
    expect(seen).toEqual(links);
    const target = `/console/collections/${collection.id}/data-objects/${changed.id}`;
    await page.locator(`[data-test="diff-link"][href="${target}"]`).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((x) => x.pathname === target);
  });

  it('shows the Collection provenance as a filtered timeline, statistics as charts, and downloads', async () => {
    await page.goto(url(`/collections/${collection.id}/records?tab=provenance`));
    const entries = page.locator('[data-test="provenance-entry"]');
    await expect.poll(() => entries.count()).toBeGreaterThan(0);
    expect(await entries.first().textContent()).toContain(owner.username);
    await page.locator('[data-test="provenance-kind-CREATE"] input').check();
    await page.locator('[data-test="provenance-apply"]').click();
    await page.waitForURL(/actions=CREATE/);
    await expect
      .poll(() => entries.evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-kind')))]))
      .toEqual(['CREATE']);
    routes['provenance'] = page.url();
    await axe(page, 'provenance timeline');

    for (const [id, check] of [
      ['prov-json', (j: Record<string, unknown>) => expect(Object.keys(j)).toContain('activity')],
      ['jsonld', (j: Record<string, unknown>) => expect(JSON.stringify(j['@context'])).toContain('prov')],
      ['jsonld-m4i', (j: Record<string, unknown>) => expect(JSON.stringify(j)).toContain('m4i')],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator(`[data-test="provenance-download-${id}"]`).click(),
      ]);
      const text = await download
        .createReadStream()
        .then(async (s) => Buffer.concat(await s.toArray()).toString('utf8'));
      check(JSON.parse(text) as Record<string, unknown>);
      expect(download.suggestedFilename()).toMatch(/^provenance-/);
    }

    await page.goto(url(`/collections/${collection.id}/records?tab=statistics`));
    await expect.poll(() => page.locator('[data-test="stats-charts"]').getAttribute('data-drawn')).toBe('yes');
    for (const c of ['sparkline', 'histogram', 'cumulative'])
      expect(await page.locator(`[data-test="chart-${c}"] svg path`).count(), c).toBeGreaterThan(0);
    expect(Number(await page.locator('[data-test="stats-kind-CREATE"]').textContent())).toBeGreaterThanOrEqual(1);
    routes['statistics'] = page.url();
    await axe(page, 'statistics');
  });

  it('publishes the Collection and a DataObject with the local minter, links the record, withdraws', async () => {
    await page.goto(url(`/collections/${collection.id}/records?tab=publishing`));
    await expect.poll(() => page.locator('[data-test="pid-empty"]').count()).toBe(1);
    await page.locator('[data-test="publish-open"]').click();
    await field(page, 'publish-license').fill('not a url');
    expect(await page.locator('[data-test="publish-submit"]').isDisabled()).toBe(true);
    await field(page, 'publish-license').fill('https://creativecommons.org/licenses/by/4.0/');
    await axe(page, 'publish dialog', '.v-overlay--active');
    await page.locator('[data-test="publish-submit"]').click();
    const rows = page.locator('[data-test="pid-row"]');
    await expect.poll(() => rows.count()).toBe(1);
    const pid = (await rows.first().locator('[data-test="pid-value"]').textContent())?.trim() ?? '';
    expect(pid).toBe(`svc:it-rec:collection:${collection.appId}:v1`);
    const record = await rows.first().locator('[data-test="pid-record"]').getAttribute('href');
    expect(record).toBe(`${gw.url}/v2/.well-known/kip/collection:${collection.appId}:v1`);
    expect((await fetch(record ?? '')).status).toBe(200);
    routes['publishing'] = page.url();
    await axe(page, 'publishing');

    await rows.first().locator('[data-test="pid-withdraw"]').click();
    expect(await page.locator('[data-test="withdraw-submit"]').isDisabled()).toBe(true);
    await field(page, 'withdraw-reason').fill('published by mistake');
    await page.locator('[data-test="withdraw-submit"]').click();
    await expect.poll(() => rows.first().getAttribute('data-status')).toBe('withdrawn');
    expect(await rows.first().locator('[data-test="pid-withdrawn"]').textContent()).toContain('published by mistake');
    expect(await rows.first().locator('[data-test="pid-record"]').count()).toBe(0);
    expect((await fetch(record ?? '')).status).toBe(410);

    await page.goto(url(`/collections/${collection.id}/data-objects/${changed.id}`));
    await page.locator('[data-test="records-link"]').click();
    await page.locator('[data-test="records-tab-publishing"]').click();
    await page.locator('[data-test="publish-open"]').click();
    await page.locator('[data-test="publish-submit"]').click();
    await expect
      .poll(() => page.locator('[data-test="pid-value"]').allTextContents())
      .toEqual([`svc:it-rec:dataobject:${changed.appId}:v1`]);
    const pids = await at<{ publications: Array<{ pid: string; status: string }> }>(
      'GET',
      `/v2/data-objects/${changed.appId}/pids`,
    );
    expect(pids.body.publications.map((p) => [p.pid, p.status])).toEqual([
      [`svc:it-rec:dataobject:${changed.appId}:v1`, 'published'],
    ]);
    // Not shown to a plain user: the harvesting endpoints.
    expect(await page.locator('[data-test="harvesting"]').count()).toBe(0);
  });

  it('shows the unhide feed and the OAI-PMH base URL to an admin', async () => {
    const admin = await signedInPage(browser, adminKey(), {
      base: gw.url,
      errors: pageErrors,
      redirect: `/collections/${collection.id}/records`,
    });
    await admin.goto(url(`/collections/${collection.id}/records?tab=publishing`));
    await expect.poll(() => admin.locator('[data-test="oai-url"]').textContent()).toBe(`${gw.url}/v2/oai`);
    expect(await admin.locator('[data-test="feed-url"]').getAttribute('href')).toBe(`${gw.url}/v2/unhide/feed.jsonld`);
    await axe(admin, 'publishing as admin');
    await admin.context().close();
  });

  it('previews an image, a CSV and a PDF, and refuses a file above its cap', async () => {
    await page.goto(url(`/containers/file/${container.id}`));
    const open = async (name: string) => {
      await page.locator('[data-test="file-row"]', { hasText: name }).locator('[data-test="file-preview"]').click();
      await page.locator('[data-test="preview-dialog"]').waitFor();
    };
    const close = async () => {
      await page.locator('[data-test="preview-close"]').click();
      await page.locator('[data-test="preview-dialog"]').waitFor({ state: 'detached' });
    };

    await open('square.png');
    const img = page.locator('[data-test="preview-image"]');
    await expect
      .poll(() => img.evaluate((e) => (e as unknown as { naturalWidth: number; naturalHeight: number }).naturalWidth))
      .toBe(64);
    expect(
      await img.evaluate((e) => (e as unknown as { naturalWidth: number; naturalHeight: number }).naturalHeight),
    ).toBe(48);
    await axe(page, 'image preview', '.v-overlay--active');
    await close();

    await open('run.csv');
    const csvRows = page.locator('[data-test="preview-csv-row"]');
    await expect.poll(() => csvRows.count()).toBe(100);
    expect(await page.locator('[data-test="preview-csv"] th').allTextContents()).toEqual(['time', 'value', 'note']);
    expect(await csvRows.first().locator('td').allTextContents()).toEqual(['0', '0', 'row 0; quoted']);
    expect(await page.locator('[data-test="preview-more"]').textContent()).toContain('100');
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoOverflow(page, 'CSV preview at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
    await close();

    await open('paper.pdf');
    const canvas = page.locator('[data-test="pdf-page"]');
    await expect.poll(() => canvas.count(), { timeout: 30_000 }).toBe(1);
    expect(await page.locator('[data-test="preview-pdf-pages"]').textContent()).toContain('1 of 1');
    // Something was drawn: the black square leaves dark pixels on the white page.
    await expect.poll(() => drawnPixels(page, '[data-test="pdf-page"]', 'dark')).toBeGreaterThan(1000);
    await axe(page, 'PDF preview', '.v-overlay--active');
    await close();

    await open('big.json');
    await expect.poll(() => page.locator('[data-test="preview-too-large"]').count()).toBe(1);
    expect(await page.locator('[data-test="preview-download"]').textContent()).toContain('Download instead');
    await close();
    routes['file container'] = page.url();
  });

  it('previews through presigned URLs, and plays a video from its stream URL with a thumbnail', async () => {
    const fc = await call<Entity>('POST', '/svc/api/fileContainers', {
      base: s3gw.url,
      headers: h(),
      body: { name: `video ${tag}` },
    });
    expect(fc.status, fc.text).toBe(201);
    for (const [name, data] of [
      ['clip.webm', await webm()],
      ['dot.png', png(10, 20, [10, 120, 10])],
    ] as const) {
      const form = fileForm(data, name);
      const r = await call('POST', `/svc/api/fileContainers/${fc.body.id}/payload`, {
        base: s3gw.url,
        headers: { ...h(), 'content-type': form.contentType },
        raw: form.body,
      });
      expect(r.status, `${name}: ${r.text}`).toBe(201);
    }
    const errors: string[] = [];
    const p = await signedInPage(browser, owner.key, {
      base: s3gw.url,
      errors,
      redirect: `/containers/file/${fc.body.id}`,
    });
    const bucketGets: string[] = [];
    p.on('request', (r) => {
      if (r.method() === 'GET' && !r.url().startsWith(s3gw.url)) bucketGets.push(r.url());
    });
    const open = async (name: string) => {
      await p.locator('[data-test="file-row"]', { hasText: name }).locator('[data-test="file-preview"]').click();
      await p.locator('[data-test="preview-dialog"]').waitFor();
    };
    const close = async () => {
      await p.locator('[data-test="preview-close"]').click();
      await p.locator('[data-test="preview-dialog"]').waitFor({ state: 'detached' });
    };

    await open('dot.png');
    await expect
      .poll(() =>
        p
          .locator('[data-test="preview-image"]')
          .evaluate((e) => (e as unknown as { naturalHeight: number }).naturalHeight),
      )
      .toBe(20);
    expect(bucketGets.length, 'the image came from the bucket (presigned)').toBeGreaterThan(0);
    await close();

    await open('clip.webm');
    const video = p.locator('[data-test="preview-video"]');
    await expect.poll(() => video.count()).toBe(1);
    const src = (await video.getAttribute('src')) ?? '';
    expect(src).toContain('X-Amz-Signature=');
    await expect
      .poll(() => video.evaluate((e) => (e as unknown as { videoWidth: number }).videoWidth), { timeout: 20_000 })
      .toBe(160);
    await expect
      .poll(async () => ((await p.locator('[data-test="video-facts"]').textContent()) ?? '').length)
      .toBeGreaterThan(0);
    await axe(p, 'video preview', '.v-overlay--active');
    // No thumbnail yet: make one at 1 s; it is stored beside the video and becomes the poster.
    await p.locator('[data-test="video-thumbnail"]').click();
    await expect
      .poll(() => p.locator('[data-test="file-name"]').allTextContents(), { timeout: 30_000 })
      .toContain('clip.thumb-1s.jpg');
    await expect.poll(() => video.getAttribute('poster'), { timeout: 20_000 }).toMatch(/^data:image\/jpeg;base64,/);
    await close();
    expect(await cspViolations(p)).toEqual([]);
    expect(errors).toEqual([]);
    await p.context().close();
  });

  it('passes axe on every records route and has no horizontal overflow at 320 px', async () => {
    for (const [name, route] of Object.entries(routes)) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(route);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await axe(page, name);
      await page.setViewportSize({ width: 320, height: 800 });
      await page.waitForTimeout(300);
      await expectNoOverflow(page, `${name} at 320 px`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await cspViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
