import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible as axe } from '../support/axe.ts';
import {
  choose,
  chooseAutocomplete,
  chromiumFor,
  consoleAt as at,
  cspViolations,
  expectNoOverflow,
  field,
  launchBrowser,
  signedInPage,
} from '../support/browser.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { call, userWithKey, withKey } from '../support/local.ts';
import { fileForm } from '../support/multipart.ts';
import { freePort } from '../support/private-services.ts';
import { channel, newTimeseriesContainer, tsCall, writePoints } from '../support/timeseries.ts';

/**
 * The console's DataObject page creating references into containers (files, timeseries channels,
 * structured-data documents, spatial points), in headless Chromium against the real local cloud.
 * Spatial data is off on the main gateway (its default): a second gateway on the same backing
 * services runs with it on, and the spatial reference is made through that one.
 */
const haveChromium = chromiumFor('console-references');

interface Entity {
  id: number;
  name: string;
}
type User = { username: string; key: string };

describe.skipIf(!haveChromium)('the console: references into containers', () => {
  let browser: Browser;
  let spatialGw: { url: string; stop: () => void };
  let owner: User;
  let other: User;
  let ownerPage: Page;
  let otherPage: Page;
  let spatialPage: Page;
  const pageErrors: string[] = [];
  const tag = `refs-${Date.now().toString(36)}`;
  let collection: Entity;
  let sample: Entity;
  const ids = { file: 0, timeseries: 0, structured: 0, spatial: 0 };
  let fileOid = '';
  let docOid = '';
  const routes: Record<string, string> = {};
  const h = () => withKey(owner.key);
  const api = (p: string) => `/svc/api/collections/${collection.id}/dataObjects/${sample.id}/${p}`;

  beforeAll(async () => {
    const port = await freePort();
    [spatialGw, owner, other, browser] = await Promise.all([
      startExtraGateway(port, { SVC_SPATIAL_DATA_ENABLED: 'true' }),
      userWithKey(),
      userWithKey(),
      launchBrowser(),
    ]);
    collection = (await call<Entity>('POST', '/svc/api/collections', { headers: h(), body: { name: `refs ${tag}` } }))
      .body;
    sample = (
      await call<Entity>('POST', `/svc/api/collections/${collection.id}/dataObjects`, {
        headers: h(),
        body: { name: 'Sample' },
      })
    ).body;

    const fc = await call<Entity>('POST', '/svc/api/fileContainers', { headers: h(), body: { name: `files ${tag}` } });
    ids.file = fc.body.id;
    const form = fileForm(Buffer.from('a,b\n1,2\n'), 'scan.csv');
    const up = await call<{ oid: string }>('POST', `/svc/api/fileContainers/${ids.file}/payload`, {
      headers: { ...h(), 'content-type': form.contentType },
      raw: form.body,
    });
    expect(up.status, up.text).toBe(201);
    fileOid = up.body.oid;

    ids.timeseries = await newTimeseriesContainer(owner.key, `series ${tag}`);
    for (const f of ['temperature', 'pressure'])
      await writePoints(owner.key, ids.timeseries, channel(f), [{ timestamp: 1_700_000_000_000_000_001n, value: 1.5 }]);

    const sc = await call<Entity>('POST', '/svc/api/structuredDataContainers', {
      headers: h(),
      body: { name: `docs ${tag}` },
    });
    ids.structured = sc.body.id;
    const doc = await call<{ oid: string }>('POST', `/svc/api/structuredDataContainers/${ids.structured}/payload`, {
      headers: h(),
      body: { structuredData: { name: 'run seven' }, payload: '{"run": 7}' },
    });
    expect(doc.status, doc.text).toBe(201);
    docOid = doc.body.oid;

    const sp = await call<Entity>('POST', '/svc/api/spatialDataContainers', {
      headers: h(),
      body: { name: `points ${tag}` },
      base: spatialGw.url,
    });
    expect(sp.status, sp.text).toBe(201);
    ids.spatial = sp.body.id;

    routes['data-object'] = `/collections/${collection.id}/data-objects/${sample.id}`;
    const redirect = routes['data-object'];
    [ownerPage, spatialPage, otherPage] = await Promise.all([
      signedInPage(browser, owner.key, { errors: pageErrors, redirect }),
      signedInPage(browser, owner.key, { errors: pageErrors, redirect, base: spatialGw.url }),
      signedInPage(browser, other.key, { errors: pageErrors, redirect: '/containers?kind=file' }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    spatialGw?.stop();
  });

  const dialog = '.v-overlay--active .v-overlay__content';

  /** Opens the create dialog with `kind` chosen and `name` typed. */
  async function startReference(page: Page, kind: string, name: string): Promise<void> {
    await page.locator('[data-test="reference-new"]').click();
    await choose(page, 'reference-kind', new RegExp(`^${kind}$`));
    await field(page, 'reference-name').fill(name);
  }
  /** Picks in a container or item autocomplete of the dialog (from the whole list, nothing typed). */
  const pick = (page: Page, test: string, text: string | RegExp): Promise<void> =>
    chooseAutocomplete(page, test, '', text);
  const rows = (page: Page) => page.locator('[data-test="reference-row"]');

  it('creates a file reference: the container picked from a list, the file by its oid', async () => {
    const page = ownerPage;
    await expect.poll(() => page.locator('[data-test="data-object-title"]').textContent()).toBe('Sample');
    await startReference(page, 'Files', 'raw scan');
    await expect.poll(() => page.locator('[data-test="reference-bounds"]').textContent()).toContain('1 to 1,000 files');
    expect(await page.locator('[data-test="reference-create"]').isDisabled()).toBe(true);
    await pick(page, 'reference-container', `files ${tag}`);
    await pick(page, 'reference-items', fileOid);
    await axe(page, 'file reference dialog', dialog);
    await page.locator('[data-test="reference-create"]').click();
    await expect.poll(() => rows(page).count()).toBe(1);
    const row = rows(page).first();
    await expect.poll(() => row.textContent()).toContain(`1 file(s) in file container #${ids.file}`);
    expect(await row.locator('a').getAttribute('href')).toBe(`/console/containers/file/${ids.file}`);
    const made = await call<{ name: string; fileOids: string[]; fileContainerId: number }[]>(
      'GET',
      api('fileReferences'),
      { headers: h() },
    );
    expect(made.body.map((r) => [r.name, r.fileContainerId, r.fileOids])).toEqual([['raw scan', ids.file, [fileOid]]]);
  });

  it('creates a timeseries reference: channels of the container, the range exact in nanoseconds', async () => {
    const page = ownerPage;
    await startReference(page, 'Timeseries', 'stand run');
    await pick(page, 'reference-container', `series ${tag}`);
    await pick(page, 'reference-items', /· pressure$/);
    await field(page, 'reference-start').fill('2023-11-14T22:13:20Z');
    await expect
      .poll(() => page.locator('[data-test="reference-start"] .v-messages').textContent())
      .toContain('= 2023-11-14T22:13:20.000Z');
    await field(page, 'reference-end').fill('1');
    await expect
      .poll(() => page.locator('[data-test="reference-start"] .v-messages').textContent())
      .toContain('Must not be after the end.');
    expect(await page.locator('[data-test="reference-create"]').isDisabled()).toBe(true);
    await field(page, 'reference-end').fill('1700000000000000999');
    await page.locator('[data-test="reference-create"]').click();
    await expect.poll(() => rows(page).count()).toBe(2);
    await expect
      .poll(() => rows(page).filter({ hasText: 'stand run' }).textContent())
      .toContain(`1 channel(s) in timeseries container #${ids.timeseries}`);
    const made = await tsCall<{ start: bigint; end: bigint; timeseries: unknown[] }[]>(
      'GET',
      api('timeseriesReferences'),
      { key: owner.key },
    );
    expect(made.json.map((r) => [r.start, r.end, r.timeseries])).toEqual([
      [1_700_000_000_000_000_000n, 1_700_000_000_000_000_999n, [channel('pressure')]],
    ]);
  });

  it('creates a structured-data reference by the document’s oid', async () => {
    const page = ownerPage;
    await startReference(page, 'Structured data', 'run document');
    await pick(page, 'reference-container', `docs ${tag}`);
    await pick(page, 'reference-items', 'run seven');
    await page.locator('[data-test="reference-create"]').click();
    await expect.poll(() => rows(page).count()).toBe(3);
    const made = await call<{ structuredDataOids: string[] }[]>('GET', api('structuredDataReferences'), {
      headers: h(),
    });
    expect(made.body.map((r) => r.structuredDataOids)).toEqual([[docOid]]);
  });

  it('creates a spatial reference by its filters; the API’s 400 violation shows next to its field', async () => {
    const page = spatialPage;
    await expect.poll(() => page.locator('[data-test="data-object-title"]').textContent()).toBe('Sample');
    await startReference(page, 'Spatial data', 'near the origin');
    await pick(page, 'reference-container', `points ${tag}`);
    await choose(page, 'reference-geometry', 'k nearest neighbours');
    for (const [p, v] of [
      ['k', '5'],
      ['x', '0'],
      ['y', '0.5'],
      ['z', '-1'],
    ] as const)
      await field(page, `reference-geometry-${p}`).fill(v);
    await page.locator('[data-test="reference-condition-add"]').click();
    // A key path deeper than the API's 32 keys: the form does not know that bound, the API says so.
    await field(page, 'reference-condition-key').fill(Array.from({ length: 33 }, () => 'a').join(','));
    await field(page, 'reference-condition-value').fill('20');
    await field(page, 'reference-metadata').fill('{"run": 7}');
    await field(page, 'reference-limit').fill('100');
    await axe(page, 'spatial reference dialog', dialog);
    await page.locator('[data-test="reference-create"]').click();
    await expect
      .poll(() => page.locator('[data-test="reference-measurements-error"]').textContent())
      .toContain('at most 32 keys');
    await field(page, 'reference-condition-key').fill('sensors,temperature');
    await page.locator('[data-test="reference-create"]').click();
    await expect.poll(() => rows(page).count()).toBe(4);
    await expect
      .poll(() => rows(page).filter({ hasText: 'near the origin' }).textContent())
      .toContain(`points of spatial-data container #${ids.spatial}`);
    const made = await call<Record<string, unknown>[]>('GET', api('spatialDataReferences'), {
      headers: h(),
      base: spatialGw.url,
    });
    expect(made.body).toEqual([
      expect.objectContaining({
        name: 'near the origin',
        spatialDataContainerId: ids.spatial,
        geometryFilter: { type: 'K_NEAREST_NEIGHBOR', k: 5, x: 0, y: 0.5, z: -1 },
        measurementsFilter: [{ key: 'sensors,temperature', operator: 'EQUALS', value: 20 }],
        metadataFilter: { run: 7 },
        limit: 100,
      }),
    ]);
  });

  it('edits a lab journal entry with the API’s update; what comes back is sanitised on display', async () => {
    const page = ownerPage;
    const made = await call<{ id: number }>('POST', `/svc/api/labJournalEntries?dataObjectId=${sample.id}`, {
      headers: h(),
      body: { journalContent: '<p>Annealed at <b>600 °C</b></p>' },
    });
    expect(made.status, made.text).toBe(201);
    await page.goto(at(routes['data-object']!));
    const entry = page.locator('[data-test="journal-html"]');
    await expect.poll(() => entry.count()).toBe(1);
    const title = page.locator('[data-test="journal-form-title"]');

    // Edit, then cancel: nothing sent, the form adds again, focus back on Edit.
    await page.locator('[data-test="journal-edit"]').click();
    await expect.poll(() => title.textContent()).toContain('Editing the entry of');
    expect(await page.locator('[data-test="journal-editor"]').innerHTML()).toContain('<b>600 °C</b>');
    await page.locator('[data-test="journal-edit-cancel"]').click();
    await expect.poll(() => title.textContent()).toContain('New entry');
    await expect.poll(() => page.evaluate("document.activeElement?.getAttribute('data-test')")).toBe('journal-edit');

    await page.locator('[data-test="journal-edit"]').click();
    await page.locator('[data-test="journal-source-toggle"]').click();
    await field(page, 'journal-source').fill(
      '<p>Annealed at <b>650 °C</b></p><img src="x" onerror="window.__pwned = 3"><script>window.__pwned = 4</script>',
    );
    await page.locator('[data-test="journal-save"]').click();
    await expect.poll(() => entry.first().innerHTML()).toContain('<b>650 °C</b>');
    expect(await entry.count()).toBe(1);
    expect(await entry.locator('img').getAttribute('onerror')).toBeNull();
    expect(await entry.locator('script').count()).toBe(0);
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    expect(await page.locator('[data-test="journal-removed"]').count()).toBe(1);
    await expect
      .poll(() => page.locator('[data-test="journal-entry"]').textContent())
      .toContain(`edited by ${owner.username}`);
    expect(await title.textContent()).toContain('New entry');
    const stored = await call<{ id: number; journalContent: string; updatedBy: string }>(
      'GET',
      `/svc/api/labJournalEntries/${made.body.id}`,
      { headers: h() },
    );
    expect(stored.body.journalContent).toContain('<b>650 °C</b>');
    expect(stored.body.journalContent).not.toMatch(/script|onerror/i);
    expect(stored.body.updatedBy).toBe(owner.username);
    await page.locator('[data-test="journal-source-toggle"]').click();
  });

  it('edits a container’s permissions; a reader is told they cannot manage it; 403 and 404 explained', async () => {
    const page = ownerPage;
    const containerRow = (p: Page, name: string) => p.locator('[data-test="container-row"]', { hasText: name });
    const permsDialog = (p: Page) => p.locator('[data-test="permissions-dialog"]');
    routes['containers'] = '/containers?kind=file';
    await page.goto(at(routes['containers']));
    await containerRow(page, `files ${tag}`).locator('[data-test="container-permissions"]').click();
    await expect
      .poll(() =>
        permsDialog(page)
          .locator('[data-test="permissions-owner"] input')
          .inputValue()
          .catch(() => ''),
      )
      .toBe(owner.username);
    await field(page, 'permissions-reader').fill(other.username);
    await field(page, 'permissions-reader').press('Enter');
    await page.locator('[data-test="permissions-dialog"] .v-card-title').click(); // closes the combobox's menu
    await page.locator('[data-test="permissions-save"]').click();
    await expect
      .poll(() => page.locator('[data-test="permissions-changes"]').textContent())
      .toContain(`Readers: added ${other.username}`);
    await axe(page, 'container permissions confirmation', dialog);
    await page.locator('[data-test="permissions-confirm"]').click();
    await expect.poll(() => page.locator('[data-test="permissions-changes"]').count()).toBe(0);
    const acl = await call<{ reader: string[] }>('GET', `/svc/api/fileContainers/${ids.file}/permissions`, {
      headers: h(),
    });
    expect(acl.body.reader).toEqual([other.username]);
    await axe(page, 'container permissions dialog', dialog);
    await page.locator('[data-test="permissions-close"]').click();

    // The reader: the container is listed now; its permissions are for managers only.
    await otherPage.goto(at(routes['containers']));
    await containerRow(otherPage, `files ${tag}`).locator('[data-test="container-permissions"]').click();
    await expect.poll(() => otherPage.locator('[data-test="permissions-not-manager"]').count()).toBe(1);
    expect(await otherPage.locator('[data-test="permissions-save"]').count()).toBe(0);
    await otherPage.locator('[data-test="permissions-close"]').click();
    // Read taken away while the list is on screen: opening again says 403 in words.
    const revoke = await call('PUT', `/svc/api/fileContainers/${ids.file}/permissions`, {
      headers: h(),
      body: { permissionType: 'Private', reader: [], writer: [], manager: [], readerGroupIds: [], writerGroupIds: [] },
    });
    expect(revoke.status, revoke.text).toBe(200);
    await containerRow(otherPage, `files ${tag}`).locator('[data-test="container-permissions"]').click();
    await expect
      .poll(() => otherPage.locator('[data-test="access-problem"]').textContent())
      .toContain('Only the owner and the managers of this container');
    expect(await otherPage.locator('[data-test="access-problem"]').textContent()).toContain('No access (403)');
    await otherPage.locator('[data-test="permissions-close"]').click();

    // A container deleted while its row is on screen: 404 in words.
    const gone = await call<Entity>('POST', '/svc/api/fileContainers', { headers: h(), body: { name: `gone ${tag}` } });
    await page.goto(at(routes['containers']));
    await containerRow(page, `gone ${tag}`).waitFor();
    expect((await call('DELETE', `/svc/api/fileContainers/${gone.body.id}`, { headers: h() })).status).toBeLessThan(
      300,
    );
    await containerRow(page, `gone ${tag}`).locator('[data-test="container-permissions"]').click();
    await expect
      .poll(() => page.locator('[data-test="access-problem"]').textContent())
      .toContain('This container no longer exists');
    await page.locator('[data-test="permissions-close"]').click();
  });

  it('has no serious or critical WCAG 2.1 AA violation on the changed routes, and fits 320 px', async () => {
    const page = ownerPage;
    await page.goto(at(routes['data-object']!));
    await expect.poll(() => rows(page).count()).toBe(4);
    await axe(page, 'data object with every kind of reference');
    await page.setViewportSize({ width: 320, height: 800 });
    await page.locator('[data-test="reference-new"]').click();
    await choose(page, 'reference-kind', /^Spatial data$/);
    await page.locator('[data-test="reference-condition-add"]').click();
    await expectNoOverflow(page, 'reference dialog at 320 px');
    await page.keyboard.press('Escape');
    await page.goto(at(routes['data-object']!));
    await expect.poll(() => rows(page).count()).toBe(4);
    await expectNoOverflow(page, 'data object at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(at(routes['containers']!));
    await page.locator('[data-test="container-row"]', { hasText: `files ${tag}` }).waitFor();
    await axe(page, 'containers with the permissions buttons');
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(at(routes['containers']!));
    await page
      .locator('[data-test="container-row"]', { hasText: `files ${tag}` })
      .locator('[data-test="container-permissions"]')
      .click();
    await page.locator('[data-test="permissions-save"]').waitFor();
    await expectNoOverflow(page, 'container permissions at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('ran without script errors or Content-Security-Policy violations', async () => {
    expect(pageErrors).toEqual([]);
    for (const page of [ownerPage, spatialPage, otherPage]) expect(await cspViolations(page)).toEqual([]);
  });
});
