import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible as axe } from '../support/axe.ts';
import {
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
import { h5pyd } from '../support/h5pyd.ts';
import { hsdsAs, sidecarAuth } from '../support/hdf.ts';
import { call, userWithKey, withKey } from '../support/local.ts';
import { freePort } from '../support/private-services.ts';
import { grantRead } from '../support/views.ts';

/**
 * The console's HDF container page (issue 31) in headless Chromium against the local cloud and
 * the shared HSDS, through a gateway with `svc.hdf.enabled` (as test/integration/hdf.test.ts; like
 * those tests, it needs HSDS, which `npm test` starts, and `npm start -- --with-hdf` locally). The
 * owner writes a file into the container's folder straight through HSDS's REST API with their own
 * sidecar credentials (a group with an attribute, a 30 × 4 dataset with an attribute); the page,
 * reading HSDS from the browser as that user, lists the file, walks root → group → dataset and
 * shows the type, shape and the first 20 rows, and a line plot of a chosen column (ECharts loaded
 * only then, one bounded request per column); a stranger is refused by the API; an HDF container
 * created from the containers page's HDF tab opens its page, a reader is told why they may not
 * delete it, a second tab why it is gone, and its owner deletes it with confirmation; keyboard,
 * axe, 320 px, and the CSP lets the browser reach HSDS and nothing else.
 */
const haveChromium = chromiumFor('console-hdf');

interface Creds {
  endpoint: string;
  username: string;
  password: string;
}

describe.skipIf(!haveChromium)('the console: HDF container browsing', () => {
  let gw: { url: string; stop: () => void };
  let browser: Browser;
  let owner: { username: string; key: string };
  let stranger: { username: string; key: string };
  let reader: { username: string; key: string };
  let collection: { id: number; appId: string };
  let container: { appId: string; hdfDomain: string };
  let creds: Creds;
  let page: Page;
  const errors: string[] = [];
  const hsdsCalls: { url: string; auth: string | undefined }[] = [];

  /** One HSDS request as the owner (Basic auth from their sidecar credentials). */
  const hsds = <T>(method: string, path: string, domain: string, body?: unknown): Promise<T> =>
    hsdsAs<T>(creds, method, path, domain, body);

  beforeAll(async () => {
    [gw, owner, stranger, reader] = await Promise.all([
      startExtraGateway(await freePort(), { SVC_HDF_ENABLED: 'true' }),
      userWithKey(),
      userWithKey(),
      userWithKey(),
    ]);
    const h = withKey(owner.key);
    const c = await call<{ id: number; appId: string }>('POST', '/svc/api/collections', {
      headers: h,
      body: { name: `hdf console ${Date.now().toString(36)}`, description: '', attributes: {} },
    });
    expect(c.status, c.text).toBe(201);
    collection = c.body;
    const made = await call<{ appId: string; hdfDomain: string }>('POST', '/v2/hdf-containers', {
      base: gw.url,
      headers: h,
      body: { name: 'Test stand HDF', collectionAppId: c.body.appId },
    });
    expect(made.status, made.text).toBe(201);
    container = made.body;
    const cr = await call<Creds>('GET', '/v2/hdf/credentials', { base: gw.url, headers: h });
    expect(cr.status, cr.text).toBe(200);
    creds = cr.body;
    // A file as a user would write it (h5pyd does the same calls).
    const file = `${container.hdfDomain}run-7.h5`;
    const { root } = await hsds<{ root: string }>('PUT', '/', file);
    const stand = await hsds<{ id: string }>('POST', '/groups', file, { link: { id: root, name: 'stand' } });
    await hsds('PUT', `/groups/${stand.id}/attributes/operator`, file, {
      type: { class: 'H5T_STRING', charSet: 'H5T_CSET_UTF8', length: 'H5T_VARIABLE', strPad: 'H5T_STR_NULLTERM' },
      value: 'Ada',
    });
    const force = await hsds<{ id: string }>('POST', '/datasets', file, {
      type: 'H5T_IEEE_F64LE',
      shape: [30, 4],
      link: { id: stand.id, name: 'force' },
    });
    await hsds('PUT', `/datasets/${force.id}/value`, file, {
      value: Array.from({ length: 30 }, (_, i) => [i, i * 2, i * 3, i + 0.5]),
    });
    await hsds('PUT', `/datasets/${force.id}/attributes/units`, file, {
      type: 'H5T_STD_I32LE',
      shape: [2],
      value: [7, 9],
    });
    await hsds('POST', '/groups', file, { link: { id: root, name: 'notes' } });
    // An int64 dataset through h5pyd, its first value 2^53 + 1 (a double would read …992).
    expect(
      await h5pyd(creds, {
        op: 'create',
        domain: `${container.hdfDomain}counts.h5`,
        dataset: 'total',
        dtype: 'int64',
        data: [(2n ** 53n + 1n).toString(), '-2'],
      }),
    ).toEqual({ ok: true });

    browser = await launchBrowser();
    page = await signedInPage(browser, owner.key, { base: gw.url, errors });
    page.on('request', (r) => {
      if (r.url().startsWith(creds.endpoint)) hsdsCalls.push({ url: r.url(), auth: r.headers()['authorization'] });
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (container)
      await call('DELETE', `/v2/hdf-containers/${container.appId}`, { base: gw.url, headers: withKey(owner.key) });
    gw?.stop();
  });

  it('lists the folder’s file and walks root → group → dataset, reading HSDS as the user', async () => {
    await page.goto(consoleAt(`/containers/hdf/${container.appId}`, gw.url));
    await expect.poll(() => page.locator('[data-test="hdf-title"]').textContent()).toBe('Test stand HDF');
    await page.locator('[data-test="hdf-file-run-7.h5"]').click();
    await expect.poll(() => page.locator('[data-test="hdf-links"] tbody tr').count()).toBe(2);
    // Groups first, by name.
    expect(await page.locator('[data-test="hdf-links"] tbody tr').allTextContents()).toEqual([
      expect.stringMatching(/notes\s*group/),
      expect.stringMatching(/stand\s*group/),
    ]);
    await page.locator('[data-test="hdf-link-stand"] button').click();
    await expect.poll(() => page.locator('[data-test="hdf-link-force"]').textContent()).toContain('dataset');
    await expect
      .poll(() => page.locator('[data-test="hdf-group-attributes"]').textContent())
      .toMatch(/operator\s*string\s*scalar\s*Ada/);
    await page.locator('[data-test="hdf-link-force"] button').click();
    await expect
      .poll(() => page.locator('[data-test="hdf-dataset-facts"]').textContent())
      .toContain('Type float64 (LE), shape 30 × 4');
    const rows = page.locator('[data-test="hdf-slice"] tbody tr');
    await expect.poll(() => rows.count()).toBe(20);
    expect((await rows.nth(3).locator('td').allTextContents()).map((s) => s.trim())).toEqual(['3', '6', '9', '3.5']);
    expect(await page.locator('[data-test="hdf-slice"] caption').textContent()).toContain(
      'The first 20 rows and 4 columns of 30 × 4',
    );
    expect(await page.locator('[data-test="hdf-dataset-attributes"]').textContent()).toContain(
      'units (int32 (LE), 2): [7, 9]',
    );
    // Every HSDS call went from the browser with the user's own credentials, the slice bounded.
    expect(hsdsCalls.length).toBeGreaterThan(5);
    const own = sidecarAuth(creds);
    for (const c of hsdsCalls) expect(c.auth, c.url).toBe(own);
    expect(creds.username).toBe(owner.username);
    expect(hsdsCalls.some((c) => decodeURIComponent(c.url).includes('select=[0:20,0:4]'))).toBe(true);
    await axe(page, 'HDF container page with a dataset');
  });

  it('goes back up by the group path, and can be walked by keyboard', async () => {
    await page.locator('[data-test="hdf-trail"] button').first().click();
    await expect.poll(() => page.locator('[data-test="hdf-links"] tbody tr').count()).toBe(2);
    expect(await page.locator('[data-test="hdf-dataset"]').count()).toBe(0);
    await page.locator('[data-test="hdf-link-stand"] button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-test="hdf-link-force"]').count()).toBe(1);
    await page.locator('[data-test="hdf-link-force"] button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-test="hdf-slice"] tbody tr').count()).toBe(20);
  });

  it('fits 320 px', async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoOverflow(page, 'HDF container page at 320 px');
    await axe(page, 'HDF container page at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows an int64 value beyond 2^53 digit for digit', async () => {
    await page.goto(consoleAt(`/containers/hdf/${container.appId}`, gw.url));
    await page.locator('[data-test="hdf-file-counts.h5"]').click();
    await page.locator('[data-test="hdf-link-total"] button').click();
    await expect
      .poll(() => page.locator('[data-test="hdf-dataset-facts"]').textContent())
      .toContain('Type int64 (LE), shape 2');
    const cells = page.locator('[data-test="hdf-slice"] tbody td');
    await expect
      .poll(async () => (await cells.allTextContents()).map((c) => c.trim()))
      .toEqual(['9007199254740993', '-2']);
  });

  it('a stranger is refused by the API and sees why', async () => {
    const other = await signedInPage(browser, stranger.key, { base: gw.url, errors });
    await other.goto(consoleAt(`/containers/hdf/${container.appId}`, gw.url));
    await expect
      .poll(() => other.locator('[data-test="problem"]').first().textContent())
      .toMatch(/403|not allowed|permission|forbidden/i);
    expect(await other.locator('[data-test="hdf-links"]').count()).toBe(0);
    await other.context().close();
  });

  it('plots a column of a dataset, chosen by keyboard, ECharts loaded only then', async () => {
    const scripts: string[] = [];
    const onScript = (r: { url: () => string }) => {
      if (new URL(r.url()).pathname.endsWith('.js')) scripts.push(new URL(r.url()).pathname);
    };
    page.on('request', onScript);
    const asked = hsdsCalls.length;
    await page.goto(consoleAt(`/containers/hdf/${container.appId}`, gw.url));
    await page.locator('[data-test="hdf-file-run-7.h5"]').click();
    await page.locator('[data-test="hdf-link-stand"] button').click();
    await page.locator('[data-test="hdf-link-force"] button').click();
    await expect.poll(() => page.locator('[data-test="hdf-slice"] tbody tr').count()).toBe(20);
    expect(await page.locator('[data-test="hdf-view-table"]').getAttribute('aria-pressed')).toBe('true');
    expect(scripts.filter((s) => /echarts/.test(s))).toEqual([]);
    await page.locator('[data-test="hdf-view-table"]').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(`document.activeElement?.closest('[data-test="hdf-view-plot"]') !== null`)).toBe(true);
    await page.keyboard.press('Enter');
    const plot = page.locator('[data-test="hdf-plot"]');
    await expect
      .poll(() => plot.getAttribute('aria-label'))
      .toBe('Line plot of force, column 0: 30 of 30 values, from 0 to 29.');
    expect(await plot.getAttribute('role')).toBe('img');
    expect(await page.locator('[data-test="hdf-slice"]').count()).toBe(0);
    expect(scripts.some((s) => /echarts-line/.test(s))).toBe(true);
    await expect
      .poll(() => drawnPixels(page, '[data-test="hdf-plot"] canvas'), { timeout: 15_000 })
      .toBeGreaterThan(100);
    const selects = () =>
      hsdsCalls
        .slice(asked)
        .map((c) => new URL(c.url).searchParams.get('select'))
        .filter((x): x is string => x !== null);
    expect(selects()).toContain('[0:30,0:1]');
    await choose(page, 'hdf-plot-column', 'Column 3');
    await expect
      .poll(() => plot.getAttribute('aria-label'))
      .toBe('Line plot of force, column 3: 30 of 30 values, from 0.5 to 29.5.');
    expect(selects()).toContain('[0:30,3:4]');
    for (const c of hsdsCalls) expect(c.auth, c.url).toBe(sidecarAuth(creds));
    await axe(page, 'HDF dataset as a plot');
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoOverflow(page, 'HDF plot at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
    // Back to the table by keyboard.
    await page.locator('[data-test="hdf-view-plot"]').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-test="hdf-slice"] tbody tr').count()).toBe(20);
    page.off('request', onScript);
  });

  it('creates an HDF container from the HDF tab and opens it', async () => {
    // A success message forged through a link's query is not shown.
    await page.goto(consoleAt('/containers?kind=hdf&deleted=Forged', gw.url));
    await page.locator('[data-test="hdf-container-new"]').waitFor();
    expect(await page.locator('[data-test="hdf-deleted"]').count()).toBe(0);
    await page.locator('[data-test="hdf-container-new"]').click();
    const save = page.locator('[data-test="hdf-container-save"]');
    expect(await save.isDisabled()).toBe(true);
    await axe(page, 'new HDF container dialog', '.v-overlay--active .v-overlay__content');
    // The name is bounded in characters (code points), as the API bounds it: 1,024 emoji fit
    // (2,048 UTF-16 units), one more does not.
    const nameInput = page.locator('[data-test="hdf-container-name"] input');
    await nameInput.fill('🧪'.repeat(1024));
    await expect.poll(() => save.isDisabled()).toBe(false);
    expect(await nameInput.inputValue()).toBe('🧪'.repeat(1024));
    await nameInput.fill('🧪'.repeat(1025));
    await expect.poll(() => save.isDisabled()).toBe(true);
    await nameInput.fill('Made in the console');
    await save.click();
    await page.waitForURL((u) => /^\/console\/containers\/hdf\/[0-9a-f-]{36}$/.test(u.pathname));
    const appId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect.poll(() => page.locator('[data-test="hdf-title"]').textContent()).toBe('Made in the console');
    const got = await call<{ owner: string; hdfDomain: string; collectionAppId: string | null }>(
      'GET',
      `/v2/hdf-containers/${appId}`,
      { base: gw.url, headers: withKey(owner.key) },
    );
    expect(got.status, got.text).toBe(200);
    expect(got.body.owner).toBe(owner.username);
    expect(got.body.hdfDomain).toBe(`/svc/${appId}/`);
    expect(got.body.collectionAppId).toBeNull();
    await expect.poll(() => page.locator('[data-test="hdf-no-files"]').count()).toBe(1);
    await axe(page, 'a new HDF container');
    // Deleted by its owner after confirmation (Cancel first changes nothing).
    await page.locator('[data-test="hdf-delete"]').click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.textContent()).toContain(`/svc/${appId}/`);
    await axe(page, 'HDF delete confirmation', '.v-overlay--active .v-overlay__content');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(
      (await call('GET', `/v2/hdf-containers/${appId}`, { base: gw.url, headers: withKey(owner.key) })).status,
    ).toBe(200);
    await page.locator('[data-test="hdf-delete"]').click();
    await page.locator('[data-test="confirm"]').click();
    await page.waitForURL((u) => u.pathname === '/console/containers' && u.searchParams.get('kind') === 'hdf');
    expect(await page.locator('[data-test="hdf-deleted"]').textContent()).toContain('Made in the console');
    expect(new URL(page.url()).searchParams.has('deleted')).toBe(false);
    expect(
      (await call('GET', `/v2/hdf-containers/${appId}`, { base: gw.url, headers: withKey(owner.key) })).status,
    ).toBe(404);
  });

  it('tells a reader that only the owner may delete (403), and a stale page that it is gone (404)', async () => {
    await grantRead(owner.key, collection, reader.username);
    const other = await signedInPage(browser, reader.key, { base: gw.url, errors });
    await other.goto(consoleAt(`/containers/hdf/${container.appId}`, gw.url));
    await expect.poll(() => other.locator('[data-test="hdf-title"]').textContent()).toBe('Test stand HDF');
    await other.locator('[data-test="hdf-delete"]').click();
    await other.locator('[data-test="confirm"]').click();
    await expect
      .poll(() => other.locator('[data-test="hdf-delete-refusal"]').textContent())
      .toContain('Only the container’s owner may delete it (403)');
    await axe(other, 'HDF delete refused', '.v-overlay--active .v-overlay__content');
    await other.keyboard.press('Escape');
    expect(
      (await call('GET', `/v2/hdf-containers/${container.appId}`, { base: gw.url, headers: withKey(owner.key) }))
        .status,
    ).toBe(200);
    await other.context().close();

    // A container deleted elsewhere while its page is open: the delete answers 404, said in words.
    const made = await call<{ appId: string }>('POST', '/v2/hdf-containers', {
      base: gw.url,
      headers: withKey(owner.key),
      body: { name: 'Soon gone' },
    });
    expect(made.status, made.text).toBe(201);
    await page.goto(consoleAt(`/containers/hdf/${made.body.appId}`, gw.url));
    await expect.poll(() => page.locator('[data-test="hdf-title"]').textContent()).toBe('Soon gone');
    const gone = await call('DELETE', `/v2/hdf-containers/${made.body.appId}`, {
      base: gw.url,
      headers: withKey(owner.key),
    });
    expect(gone.status, gone.text).toBe(204);
    await page.locator('[data-test="hdf-delete"]').click();
    await page.locator('[data-test="confirm"]').click();
    await expect
      .poll(() => page.locator('[data-test="hdf-delete-refusal"]').textContent())
      .toContain('The container is gone (404)');
    await page.keyboard.press('Escape');
  });

  it('ran without script errors or CSP violations', async () => {
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
});
