import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Endpoint } from '../../localstack/src/local-env.ts';
import { expectAccessible } from '../support/axe.ts';
import {
  chromiumFor,
  cspViolations,
  expectNoOverflow,
  field as fieldOf,
  launchPersistent,
  recordErrors,
  signInWithKey,
} from '../support/browser.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { call, gateway, userWithKey, withKey } from '../support/local.ts';

/**
 * The console's containers and files pages (issue 30) in headless Chromium against the real local
 * cloud. The main gateway's active storage adapter is dbfs (upload-url answers 503: the console
 * falls back to the legacy direct upload); a second gateway on the same backing services runs
 * with the s3 adapter active (S3Proxy: the browser PUTs to presigned URLs cross-origin). No
 * instance-wide switch: the second gateway's adapter is its own environment.
 */
const haveChromium = chromiumFor('console-files');

const S3_PORT = 18273;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
type Upload = { name: string; mimeType: string; buffer: Buffer };
const upload = (name: string, size: number): Upload => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: randomBytes(size),
});

describe.skipIf(!haveChromium)('the console: containers and files', () => {
  let s3gw: { url: string; stop: () => void };
  let close: (() => Promise<void>) | undefined;
  let context: BrowserContext;
  let page: Page;
  let user: { username: string; key: string };
  const pageErrors: string[] = [];
  const cspReports: string[] = [];
  const requests: string[] = [];
  /** Routes visited, for the axe scan and the layout check. */
  const routes: Record<string, string> = {};

  beforeAll(async () => {
    [s3gw, user] = await Promise.all([startExtraGateway(S3_PORT, { SVC_STORAGE_PROVIDER: 's3' }), userWithKey()]);
    ({ context, page, close } = await launchPersistent({ acceptDownloads: true }));
    recordErrors(page, pageErrors);
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspReports.push(m.text());
    });
    page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
  }, 120_000);

  afterAll(async () => {
    await close?.();
    s3gw?.stop();
  });

  const field = (name: string) => fieldOf(page, name);
  const row = (name: string) => page.locator('[data-test="upload-row"]', { hasText: name });

  const signIn = (base: string) => signInWithKey(page, user.key, { base });

  /** A file container made in the UI; lands on its page. */
  async function newContainer(base: string, name: string): Promise<{ id: string; appId: string }> {
    await page.goto(`${base}/console/containers?kind=file`);
    await page.locator('[data-test="file-container-new"]').click();
    await field('file-container-name').fill(name);
    await page.locator('[data-test="file-container-save"]').click();
    const link = page.locator('[data-test="container-row"] a', { hasText: name });
    await expect.poll(() => link.count()).toBe(1);
    await link.click();
    await page.waitForURL(/\/console\/containers\/file\/\d+$/);
    const id = /\/file\/(\d+)$/.exec(page.url())![1]!;
    const c = await call<{ appId: string }>('GET', `/svc/api/fileContainers/${id}`, { headers: withKey(user.key) });
    expect(c.status).toBe(200);
    return { id, appId: c.body.appId };
  }

  async function downloadsMatch(files: Upload[]): Promise<void> {
    for (const f of files) {
      const fileRow = page.locator('[data-test="file-row"]', { hasText: f.name });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        fileRow.locator('[data-test="file-download"]').click(),
      ]);
      const saved = readFileSync((await download.path())!);
      expect(saved.length, f.name).toBe(f.buffer.length);
      expect(sha(saved), f.name).toBe(sha(f.buffer));
    }
  }

  it('lists the container kinds with their permissions, and creates a file container', async () => {
    await signIn(gateway);
    await page.goto(`${gateway}/console/containers`);
    for (const k of ['file', 'timeseries', 'structured'])
      await expect.poll(() => page.locator(`[data-test="kind-${k}"]`).count()).toBe(1);
    // HDF has no list operation, and a plain user cannot read the features: not offered.
    expect(await page.locator('[data-test="kind-hdf"]').count()).toBe(0);
    routes['containers'] = page.url();
    const c = await newContainer(gateway, `legacy ${user.username}`);
    await page.goto(`${gateway}/console/containers?kind=file`);
    await page
      .locator('[data-test="container-row"]', { hasText: `legacy ${user.username}` })
      .locator('[data-test="container-permissions"]')
      .click();
    const dialog = page.locator('[data-test="permissions-dialog"]');
    // The title names the container before the permissions arrive: wait for the editor's owner.
    await expect
      .poll(() =>
        dialog
          .locator('[data-test="permissions-owner"] input')
          .inputValue()
          .catch(() => ''),
      )
      .toBe(user.username);
    await page.keyboard.press('Escape');
    // Timeseries tab: one list request, of that kind.
    await page.locator('[data-test="kind-timeseries"]').click();
    await expect.poll(() => requests.some((r) => r.includes('/svc/api/timeseriesContainers?'))).toBe(true);
    expect(c.id).toMatch(/^\d+$/);
  });

  it('uploads three files through the legacy fallback when the storage cannot presign (dbfs: 503), byte-exact back', async () => {
    const c = await newContainer(gateway, `dbfs ${user.username}`);
    // The premise: this gateway's adapter cannot presign.
    const probe = await call('POST', `/v2/file-containers/${c.appId}/upload-url`, {
      headers: withKey(user.key),
      body: { fileName: 'probe' },
    });
    expect(probe.status).toBe(503);
    routes['file-container'] = page.url();

    // The limits of both paths are on the page before anything is sent.
    const limits = await page.locator('[data-test="upload-limits"]').textContent();
    expect(limits).toContain('5.4 GB');
    expect(limits).toContain('4.4 MB');

    const files = [upload('a.bin', 300_000), upload('b.bin', 1_200_000), upload('c.bin', 1)];
    const tooLarge = upload('big.bin', 4_500_000);
    await page.locator('[data-test="upload-input"]').setInputFiles([...files, tooLarge]);
    await expect.poll(() => row('big.bin').textContent()).toContain('needs the presigned path');
    await page.locator('[data-test="upload-start"]').click();
    for (const f of files)
      await expect.poll(() => row(f.name).getAttribute('data-phase'), { timeout: 30_000 }).toBe('done');
    for (const f of files) expect(await row(f.name).getAttribute('data-path')).toBe('legacy');
    // The file above the direct limit fails with the reason, without Retry and without being sent.
    await expect.poll(() => row('big.bin').getAttribute('data-phase')).toBe('failed');
    expect(await row('big.bin').textContent()).toContain('above the 4.4 MB of the direct path');
    expect(await row('big.bin').locator('[data-test="upload-retry"]').count()).toBe(0);
    expect(requests.filter((r) => r.startsWith('POST ') && r.includes(`/fileContainers/${c.id}/payload`))).toHaveLength(
      3,
    );

    await expect.poll(() => page.locator('[data-test="file-row"]').count()).toBe(3);
    const listed = await call<{ filename: string }[]>('GET', `/svc/api/fileContainers/${c.id}/payload`, {
      headers: withKey(user.key),
    });
    expect(listed.body.map((f) => f.filename).sort()).toEqual(['a.bin', 'b.bin', 'c.bin']);
    await downloadsMatch(files);

    // Delete one, with confirmation.
    await page.locator('[data-test="file-row"]', { hasText: 'c.bin' }).locator('[data-test="file-delete"]').click();
    await page.locator('[data-test="confirm"]').click();
    await expect.poll(() => page.locator('[data-test="file-row"]').count()).toBe(2);
  });

  it('uploads three files presigned (s3 adapter): PUT to the bucket, "committing…", commit; byte-exact back', async () => {
    await signIn(s3gw.url);
    const c = await newContainer(s3gw.url, `s3 ${user.username}`);
    routes['file-container-s3'] = page.url();
    const files = [upload('p1.bin', 2_000_000), upload('p2.bin', 6_000_000), upload('p3.bin', 10)];
    // Hold each commit for a moment (the real request, delayed) to see the row say so.
    let commits = 0;
    await page.route('**/upload-url/commit', async (route) => {
      commits++;
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await page.locator('[data-test="upload-input"]').setInputFiles(files);
    await page.locator('[data-test="upload-start"]').click();
    await expect
      .poll(() => page.locator('[data-test="upload-row"][data-phase="committing"]').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const committing = page.locator('[data-test="upload-row"][data-phase="committing"]').first();
    expect(await committing.locator('[data-test="upload-phase"]').textContent()).toContain('committing…');
    expect(await committing.locator('[role="progressbar"][aria-valuenow="100"]').count()).toBe(0);
    for (const f of files)
      await expect.poll(() => row(f.name).getAttribute('data-phase'), { timeout: 60_000 }).toBe('done');
    for (const f of files) expect(await row(f.name).getAttribute('data-path')).toBe('presigned');
    await page.unroute('**/upload-url/commit');
    expect(commits).toBe(3);
    // The bytes went to S3Proxy, not through the API.
    expect(requests.filter((r) => r.startsWith(`PUT ${s3Endpoint}/`))).toHaveLength(3);
    expect(requests.filter((r) => r.includes(`/fileContainers/${c.id}/payload`) && r.startsWith('POST'))).toHaveLength(
      0,
    );

    await expect.poll(() => page.locator('[data-test="file-row"]').count()).toBe(3);
    await downloadsMatch(files);
  });

  it('a commit lost in transit is repeated, then offered for Retry, which commits the same upload without a new PUT', async () => {
    const c = await newContainer(s3gw.url, `retry ${user.username}`);
    const file = upload('r.bin', 500_000);
    // The network drops every commit (no answer: status 0) until the route is lifted.
    let dropped = 0;
    await page.route('**/upload-url/commit', async (route) => {
      dropped++;
      await route.abort('connectionreset');
    });
    const putsBefore = requests.filter((r) => r.startsWith(`PUT ${s3Endpoint}/`)).length;
    await page.locator('[data-test="upload-input"]').setInputFiles([file]);
    await page.locator('[data-test="upload-start"]').click();
    // Repeated by itself 3 times with back-off (1 + 2 + 4 s), then failed with Retry offered.
    await expect.poll(() => row('r.bin').getAttribute('data-phase'), { timeout: 30_000 }).toBe('failed');
    expect(dropped).toBe(4);
    await page.unroute('**/upload-url/commit');
    await row('r.bin').locator('[data-test="upload-retry"]').click();
    await expect.poll(() => row('r.bin').getAttribute('data-phase'), { timeout: 30_000 }).toBe('done');
    // One PUT in all: the Retry only committed the bytes already in the bucket.
    expect(requests.filter((r) => r.startsWith(`PUT ${s3Endpoint}/`)).length - putsBefore).toBe(1);
    await expect.poll(() => page.locator('[data-test="file-row"]').count()).toBe(1);
    const listed = await call<{ filename: string }[]>('GET', `/svc/api/fileContainers/${c.id}/payload`, {
      headers: withKey(user.key),
    });
    expect(listed.body.map((f) => f.filename)).toEqual(['r.bin']);
    await downloadsMatch([file]);
  });

  it('cancels an upload mid-transfer; the page guards against leaving while it runs', async () => {
    const c = await newContainer(s3gw.url, `cancel ${user.username}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    try {
      await page.locator('[data-test="upload-input"]').setInputFiles([upload('slow.bin', 12_000_000)]);
      await page.locator('[data-test="upload-start"]').click();
      await expect.poll(() => row('slow.bin').getAttribute('data-phase'), { timeout: 30_000 }).toBe('uploading');
      await expect.poll(() => row('slow.bin').locator('[data-test="upload-detail"]').textContent()).toMatch(/\/s/);
      // A reload or closing the tab now asks first.
      expect(await page.evaluate("!window.dispatchEvent(new Event('beforeunload', { cancelable: true }))")).toBe(true);
      await row('slow.bin').locator('[data-test="upload-cancel"]').click();
      await expect.poll(() => row('slow.bin').count()).toBe(0);
      expect(await page.evaluate("!window.dispatchEvent(new Event('beforeunload', { cancelable: true }))")).toBe(false);
    } finally {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await cdp.detach();
    }
    const listed = await call<unknown[]>('GET', `/svc/api/fileContainers/${c.id}/payload`, {
      headers: withKey(user.key),
    });
    expect(listed.body).toEqual([]);
    expect(await page.locator('[data-test="file-row"]').count()).toBe(0);
  });

  it('has no serious or critical WCAG 2.1 AA violation and no overflow at 320 px', async () => {
    for (const [name, url] of Object.entries(routes)) {
      for (const width of [1280, 320]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        await expectAccessible(page, `${name} at ${width}`);
        await expectNoOverflow(page, `${name} at ${width} px`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('ran without script errors or Content-Security-Policy violations', async () => {
    expect(pageErrors).toEqual([]);
    expect(cspReports).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
});
