import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { routes } from '../../layers/core/src/app/routes.ts';
import {
  chromiumFor,
  consoleAt,
  cspViolations,
  expectNoOverflow,
  launchBrowser,
  signedInPage as openSignedIn,
} from '../support/browser.ts';
import { asAdmin, call, userWithKey, withKey } from '../support/local.ts';

/**
 * The console's administration of instance-wide configuration (issue 30) in headless Chromium
 * against the real local cloud: an ontology bundle uploaded (the limit shown before, a too-large
 * file refused without a request) and imported with its refresh run's status; the legacy-shelf
 * config edited with a confirmation that says what each change does. It turns the legacy shelf
 * off, so it runs in the serial project (vitest.config.ts), and afterAll resets the config to its
 * defaults (and deletes the bundle) even when a test failed.
 */
const haveChromium = chromiumFor('console-admin-config');

const at = (p: string) => consoleAt(p);
const LEGACY_CONFIG = '/v2/admin/legacy/v1/config';
const BUNDLE = `console-test-${Date.now().toString(36)}`;
const TURTLE = `@prefix ex: <https://example.org/${BUNDLE}#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
ex:Sample a rdfs:Class ; rdfs:label "Sample" .
`;

type LegacyValue = {
  shelfEnabled: boolean;
  deprecationHeaders: boolean;
  successorUrl: string;
  bannerMessage: string | null;
};
const legacyConfig = async () =>
  (await call<{ value: LegacyValue }>('GET', LEGACY_CONFIG, { headers: asAdmin() })).body.value;
/** Back to the defaults: a merge patch of nulls (as admin-plugins.test.ts resets it). */
const resetLegacy = () =>
  call('PATCH', LEGACY_CONFIG, {
    headers: { ...asAdmin(), 'content-type': 'application/merge-patch+json' },
    raw: JSON.stringify({ shelfEnabled: null, deprecationHeaders: null, successorUrl: null, bannerMessage: null }),
  });

describe.skipIf(!haveChromium)('the console administration of instance-wide config in headless Chromium', () => {
  let browser: Browser;
  let admin: { username: string; key: string };
  let plain: { username: string; key: string };
  let page: Page;
  const pageErrors: string[] = [];

  const signedInPage = (key: string, redirect: string): Promise<Page> =>
    openSignedIn(browser, key, { redirect, errors: pageErrors });
  const dialog = () => page.locator('.v-overlay--active .v-overlay__content');

  beforeAll(async () => {
    await resetLegacy();
    [admin, plain] = await Promise.all([userWithKey(['instance-admin']), userWithKey()]);
    browser = await launchBrowser();
    page = await signedInPage(admin.key, '/admin?tab=ontologies');
  });

  afterAll(async () => {
    // Instance-wide state goes back even when a test failed half-way.
    const reset = await resetLegacy();
    await call('DELETE', `/v2/admin/semantic/ontologies/${BUNDLE}`, { headers: asAdmin() });
    await browser?.close();
    expect(reset.status).toBe(200);
  });

  it('uploads an ontology bundle with the limit shown first, and imports it with its run status', async () => {
    const uploads: string[] = [];
    const encodings: (string | undefined)[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'POST' || new URL(r.url()).pathname !== '/v2/admin/semantic/ontologies') return;
      uploads.push(r.url());
      encodings.push(r.headers()['content-encoding']);
    });
    await expect.poll(() => page.locator('[data-test="ontology-row"]').count()).toBeGreaterThan(0);
    await page.locator('[data-test="ontology-upload"]').click();
    const limit = page.locator('[data-test="ontology-upload-limit"]');
    await expect.poll(() => limit.textContent()).toContain('at most 10 MiB');
    expect(await limit.textContent()).toContain('4.4 MB');
    await expectAccessible(page, 'ontology upload dialog', '.v-overlay--active .v-overlay__content');

    // Above the service's limit: said at once, and nothing is sent.
    const fileInput = page.locator('[data-test="ontology-upload-file"] input[type="file"]');
    await fileInput.setInputFiles({
      name: 'big.ttl',
      mimeType: 'text/turtle',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    await expect.poll(() => dialog().getByText('The file is larger than 10 MiB').count()).toBe(1);
    await page.locator('[data-test="ontology-upload-submit"]').click();
    await page.waitForTimeout(300);
    expect(uploads).toEqual([]);

    // Larger than one plain gateway request carries (4.4 MB): it goes through gzip-compressed.
    const large = `${TURTLE}${'# padding of a large bundle, compressed on the way\n'.repeat(100_000)}`;
    expect(large.length).toBeGreaterThan(4_500_000);
    await fileInput.setInputFiles({ name: `${BUNDLE}.ttl`, mimeType: 'text/turtle', buffer: Buffer.from(large) });
    await page.locator('[data-test="ontology-upload-id"] input').fill(BUNDLE);
    await page.locator('[data-test="ontology-upload-iri"] input').fill(`https://example.org/${BUNDLE}#`);
    await page.locator('[data-test="ontology-upload-license"] input').fill('CC0-1.0');
    await page.locator('[data-test="ontology-upload-submit"]').click();
    await expect.poll(() => page.locator('[data-test="ontology-uploaded"]').textContent()).toContain(BUNDLE);
    expect(uploads).toHaveLength(1);
    expect(encodings).toEqual(['gzip']);
    const row = page.locator('[data-test="ontology-row"]', { hasText: BUNDLE });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(`https://example.org/${BUNDLE}#`);

    // The API holds it as the console sent it.
    const listed = await call<{ id: string; source: string; license: string; importedSha256: string | null }[]>(
      'GET',
      '/v2/admin/semantic/ontologies',
      { headers: asAdmin() },
    );
    const stored = listed.body.find((b) => b.id === BUNDLE);
    expect(stored).toMatchObject({ source: 'user', license: 'CC0-1.0', importedSha256: null });

    // Import now: a refresh of that bundle, its outcome (or its run, when it outlasts 25 s) shown.
    await page.locator('[data-test="ontology-import-now"]').click();
    const run = page.locator('[data-test="ontologies-run"]');
    await expect
      .poll(() => run.textContent(), { timeout: 30_000 })
      .toMatch(/1 requested, 1 refreshed|Refresh run .*: DONE/);
    await expect
      .poll(async () => {
        const l = await call<{ id: string; importedSha256: string | null }[]>('GET', '/v2/admin/semantic/ontologies', {
          headers: asAdmin(),
        });
        return l.body.find((b) => b.id === BUNDLE)?.importedSha256 ?? null;
      })
      .not.toBeNull();
    await expect.poll(() => row.textContent()).toContain('current');
    await expectAccessible(page, 'admin ontologies after an upload');

    // A duplicate id is the API's 409, shown in the dialog.
    await page.locator('[data-test="ontology-upload"]').click();
    await fileInput.setInputFiles({ name: 'again.ttl', mimeType: 'text/turtle', buffer: Buffer.from(TURTLE) });
    await page.locator('[data-test="ontology-upload-id"] input').fill(BUNDLE);
    await page.locator('[data-test="ontology-upload-iri"] input').fill(`https://example.org/${BUNDLE}#`);
    await page.locator('[data-test="ontology-upload-license"] input').fill('CC0-1.0');
    await page.locator('[data-test="ontology-upload-submit"]').click();
    await expect.poll(() => dialog().locator('[data-test="problem"]').count()).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('edits the legacy-shelf config beside its statistics, each change confirmed with its consequence', async () => {
    await page.goto(at('/admin?tab=legacy'));
    await expect.poll(() => page.locator('[data-test="legacy-stats"]').count()).toBe(1);
    const save = page.locator('[data-test="legacy-save"]');
    await expect.poll(() => save.isDisabled()).toBe(true);

    await page.locator('[data-test="legacy-banner-message"] textarea').first().fill('Moving to /v2 in March');
    await page.locator('[data-test="legacy-headers-switch"] input').click();
    await save.click();
    const consequences = page.locator('[data-test="legacy-consequences"] li');
    await expect
      .poll(() => consequences.allTextContents())
      .toEqual([
        "Stop the deprecation headers: legacy answers no longer carry Deprecation, Link and X-Svc-Legacy, so clients (and this console's banner) no longer warn.",
        'Set the banner message to: Moving to /v2 in March',
      ]);
    await expectAccessible(page, 'legacy config confirmation', '.v-overlay--active .v-overlay__content');
    await page.locator('[data-test="confirm"]').click();
    await expect.poll(async () => (await legacyConfig()).bannerMessage).toBe('Moving to /v2 in March');
    expect((await legacyConfig()).deprecationHeaders).toBe(false);
    // No deprecation headers on a legacy answer any more.
    expect(
      (await call('GET', '/svc/api/users', { headers: withKey(plain.key) })).headers.get('deprecation'),
    ).toBeNull();

    // The shelf off: the confirmation says that every /svc/api route answers 410, for everyone.
    await page.locator('[data-test="legacy-shelf-switch"] input').click();
    await save.click();
    await expect.poll(() => consequences.first().textContent()).toContain('every /svc/api route answers 410 Gone');
    // Cancel changes nothing.
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    expect((await legacyConfig()).shelfEnabled).toBe(true);
    await save.click();
    await page.locator('[data-test="confirm"]').click();
    await expect.poll(async () => (await legacyConfig()).shelfEnabled).toBe(false);
    expect((await call('GET', '/svc/api/users', { headers: withKey(plain.key) })).status).toBe(410);
    await expect.poll(() => page.locator('[data-test="legacy-off-note"]').count()).toBe(1);
    await expectAccessible(page, 'admin legacy, shelf off');

    // And on again, the banner cleared and the headers back.
    await page.locator('[data-test="legacy-shelf-switch"] input').click();
    await page.locator('[data-test="legacy-headers-switch"] input').click();
    await page.locator('[data-test="legacy-banner-message"] textarea').first().fill('');
    await save.click();
    await expect.poll(() => consequences.count()).toBe(3);
    await page.locator('[data-test="confirm"]').click();
    await expect.poll(async () => (await legacyConfig()).shelfEnabled).toBe(true);
    expect(await legacyConfig()).toMatchObject({ deprecationHeaders: true, bannerMessage: null });
    expect((await call('GET', '/svc/api/users', { headers: withKey(plain.key) })).status).toBe(200);
  });

  it('with the legacy shelf off, keeps working on /v2 and says on each page what is unavailable', async () => {
    const setShelf = (on: boolean) =>
      call('PATCH', LEGACY_CONFIG, {
        headers: { ...asAdmin(), 'content-type': 'application/merge-patch+json' },
        raw: JSON.stringify({ shelfEnabled: on }),
      });
    const noRawProblem = async (p: Page, where: string) => {
      expect(await p.locator('[data-test="problem"]').count(), where).toBe(0);
      expect(((await p.locator('main').textContent()) ?? '').trim().length, where).toBeGreaterThan(0);
    };
    try {
      expect((await setShelf(false)).status).toBe(200);
      expect((await call('GET', '/svc/api/users', { headers: withKey(plain.key) })).status).toBe(410);

      // Signing in with a key still works (checked through /v2), and lands on an explanation, not a blank page.
      const user = await signedInPage(plain.key, '/collections');
      await expect.poll(() => user.locator('[data-test="legacy-only-notice"]').count()).toBe(1);
      await expect.poll(() => user.locator('[data-test="shelf-off-banner"]').count()).toBe(1);
      expect(await user.locator('[data-test="legacy-only-notice"]').textContent()).toContain('410 Gone');
      await noRawProblem(user, 'collections');
      await expectAccessible(user, 'collections, shelf off');
      await user.setViewportSize({ width: 320, height: 800 });
      await expectNoOverflow(user, 'shelf-off notice at 320 px');
      await user.setViewportSize({ width: 1280, height: 900 });

      // The pages of the metadata graph and of file containers: the same explanation.
      for (const p of ['/collections/1', '/collections/1/data-objects/2', '/containers/file/3']) {
        await user.goto(at(p));
        await expect.poll(() => user.locator('[data-test="legacy-only-notice"]').count(), { message: p }).toBe(1);
        await noRawProblem(user, p);
      }

      // Profile: who I am from the credential, provenance from /v2, the keys said to be unavailable.
      await user.goto(at('/profile'));
      await expect.poll(() => user.locator('[data-test="profile-username"]').textContent()).toBe(plain.username);
      await expect.poll(() => user.locator('[data-test="profile-shelf-off"]').count()).toBe(1);
      await expect.poll(() => user.locator('[data-test="shelf-unavailable"]').count()).toBeGreaterThan(0);
      expect(await user.locator('[data-test="key-new"]').count()).toBe(0);
      await expect
        .poll(() => user.locator('[data-test="provenance-table"], [data-test="provenance-empty"]').count())
        .toBeGreaterThan(0);
      await noRawProblem(user, 'profile');
      await expectAccessible(user, 'profile, shelf off');
      // A plain user still has no administration.
      expect(await user.locator('[data-test="nav-admin"]').count()).toBe(0);

      // Containers: the lists are legacy, said in words.
      await user.goto(at('/containers'));
      await expect.poll(() => user.locator('[data-test="shelf-unavailable"]').count()).toBeGreaterThan(0);
      await noRawProblem(user, 'containers');
      await expectAccessible(user, 'containers, shelf off');

      // An admin signing in now is still recognised (through /v2/admin) and administers on /v2.
      const adm = await signedInPage(admin.key, '/admin?tab=dashboard');
      await expect.poll(() => adm.locator('[data-test="readiness-status"]').textContent()).toBe('UP');
      await adm.goto(at('/admin?tab=storage'));
      await expect.poll(() => adm.locator('[data-test="nav-admin"]').count()).toBe(1);
      await expect.poll(() => adm.locator('[data-test="adapter-row"]').count()).toBeGreaterThan(0);
      await expect.poll(() => adm.locator('[data-test="shelf-unavailable"]').count()).toBeGreaterThan(0);
      await noRawProblem(adm, 'admin storage');
      await expectAccessible(adm, 'admin storage, shelf off');

      // On again: "check again" finds it, and the pages come back.
      expect((await setShelf(true)).status).toBe(200);
      // (each runtime reads the config at most 5 s old, so the first checks may still meet a 410)
      await user.goto(at('/collections'));
      const banner = user.locator('[data-test="shelf-off-banner"]');
      await expect
        .poll(
          async () => {
            if ((await banner.count()) > 0) await user.locator('[data-test="shelf-check"]').click();
            return banner.count();
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toBe(0);
      await expect.poll(() => user.locator('[data-test="legacy-only-notice"]').count()).toBe(0);
    } finally {
      await setShelf(true);
    }
  });

  it('charts requests and mean handling time by Lambda group on the dashboard', async () => {
    await page.goto(at('/admin?tab=dashboard'));
    const groups = page.locator('[data-test="chart-groups"] tbody tr');
    await expect.poll(() => groups.count()).toBeGreaterThan(1);
    const names = await groups.locator('th').allTextContents();
    // Every bar is an endpoint group of the route table; this file's own requests went through `admin`.
    const tableGroups = new Set<string>(routes.map((r) => r.group));
    expect(names.filter((n) => !tableGroups.has(n))).toEqual([]);
    expect(names).toContain('admin');
    await expect.poll(() => page.locator('[data-test="chart-group-latency"] tbody tr').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'admin dashboard with the group charts');
  });

  it('lays the changed admin tabs out at 320 px without horizontal overflow', async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    for (const tab of ['dashboard', 'ontologies', 'legacy']) {
      await page.goto(at(`/admin?tab=${tab}`));
      await page.waitForLoadState('networkidle');
      await expectNoOverflow(page, `${tab} at 320 px`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('ran without script errors or Content-Security-Policy violations', async () => {
    expect(pageErrors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
});
