import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import {
  chromiumFor,
  consoleAt as at,
  cspViolations,
  expectNoOverflow,
  field,
  launchBrowser,
  signedInPage,
} from '../support/browser.ts';
import { call, userWithKey, withKey } from '../support/local.ts';

/**
 * The console's metadata-graph pages (issue 30) in headless Chromium against the real local cloud:
 * attribute search, the lineage graph, the permissions editor seen from a second user's browser
 * (403 explained, then readable after Read is granted), references, a lab journal entry whose
 * script is neither run nor shown, semantic annotations, the ZIP export; axe and 320 px on each.
 */
const haveChromium = chromiumFor('console-graph');

interface Entity {
  id: number;
  name: string;
}

describe.skipIf(!haveChromium)('the console metadata graph in headless Chromium', () => {
  let browser: Browser;
  let owner: { username: string; key: string };
  let other: { username: string; key: string };
  let ownerPage: Page;
  let otherPage: Page;
  const pageErrors: string[] = [];
  let collection: Entity;
  const objects: Record<string, Entity> = {};
  const tag = `graph-${Date.now().toString(36)}`;
  const routes: Record<string, string> = {};

  const axe = expectAccessible;

  beforeAll(async () => {
    [owner, other] = await Promise.all([userWithKey(), userWithKey()]);
    const made = await call<Entity>('POST', '/svc/api/collections', {
      headers: withKey(owner.key),
      body: { name: `lineage ${tag}`, description: 'made for the graph test', attributes: { project: tag } },
    });
    expect(made.status).toBe(201);
    collection = made.body;
    const create = async (name: string, predecessorIds: number[]) => {
      const r = await call<Entity>('POST', `/svc/api/collections/${collection.id}/dataObjects`, {
        headers: withKey(owner.key),
        body: { name, predecessorIds },
      });
      expect(r.status).toBe(201);
      objects[name] = r.body;
      return r.body.id;
    };
    const a = await create('Raw scan', []);
    const b = await create('Calibrated', [a]);
    await create('Figure', [a, b]);
    await create('Loose note', []);
    browser = await launchBrowser();
    const open = (key: string) => signedInPage(browser, key, { acceptDownloads: true, errors: pageErrors });
    [ownerPage, otherPage] = await Promise.all([open(owner.key), open(other.key)]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('builds an attribute search with the form and lists what the API found', async () => {
    const page = ownerPage;
    routes['collections'] = at('/collections');
    await page.goto(routes['collections']);
    await field(page, 'search-key').fill('project');
    await field(page, 'search-value').fill(tag);
    await page.locator('[data-test="search-add"]').click();
    const second = page.locator('[data-test="search-condition-1"]');
    await second.locator('input[type="checkbox"]').check(); // NOT
    await second.locator('[data-test="search-key"] input').fill('project');
    await second.locator('[data-test="search-value"] input').fill('something else');
    await page.locator('[data-test="search-submit"]').click();
    await expect.poll(() => page.locator('[data-test="search-row"]').count()).toBe(1);
    expect(await page.locator('[data-test="search-row"]').textContent()).toContain(`lineage ${tag}`);
    expect(JSON.parse((await page.locator('[data-test="search-query"]').textContent()) ?? '')).toEqual({
      AND: [
        { property: 'attributes.project', operator: 'eq', value: tag },
        { NOT: { property: 'attributes.project', operator: 'eq', value: 'something else' } },
      ],
    });
    await axe(page, 'collections with search results');
  });

  it('explains 403 and 404 to a second user, in words', async () => {
    routes['collection'] = at(`/collections/${collection.id}`);
    await otherPage.goto(routes['collection']);
    const problem = otherPage.locator('[data-test="access-problem"]');
    await expect.poll(() => problem.textContent()).toContain('No access (403)');
    expect(await problem.textContent()).toContain('you need Read permission');
    await axe(otherPage, 'collection, 403');

    await otherPage.goto(at('/collections/987654321987'));
    await expect.poll(() => problem.textContent()).toContain('Not found (404)');
  });

  it('draws the lineage as an SVG with a list alternative', async () => {
    const page = ownerPage;
    await page.goto(routes['collection']!);
    await page.locator('[data-test="lineage-show"]').click();
    await expect.poll(() => page.locator('[data-test="lineage-node"]').count()).toBe(3);
    const svg = page.locator('[data-test="lineage-svg"]');
    expect(await svg.getAttribute('role')).toBe('img');
    expect(await svg.locator('title').textContent()).toBe('Lineage graph');
    const items = await page.locator('[data-test="lineage-list"] li').allTextContents();
    expect(items.map((s) => s.replace(/\s+/g, ' ').trim())).toEqual([
      'Raw scan — follows: None; precedes: Calibrated, Figure',
      'Calibrated — follows: Raw scan; precedes: Figure',
      'Figure — follows: Calibrated, Raw scan; precedes: None',
    ]);
  });

  it('grants Read as the owner; the second user’s view changes from 403 to the Collection', async () => {
    const page = ownerPage;
    const editor = page.locator('[data-test="permissions"]');
    await page.locator('[data-test="permissions-show"]').click();
    await expect.poll(() => editor.locator('[data-test="permissions-save"]').count()).toBe(1);
    expect(await editor.locator('[data-test="permissions-owner"] input').inputValue()).toBe(owner.username);
    await field(page, 'permissions-reader').fill(other.username);
    await field(page, 'permissions-reader').press('Enter');
    await field(page, 'permissions-reader').fill('no-such-user-anywhere');
    await field(page, 'permissions-reader').press('Enter');
    await page.locator('#permissions-heading').click(); // closes the combobox's menu
    await page.locator('[data-test="permissions-save"]').click();
    const changes = page.locator('[data-test="permissions-changes"]');
    await expect.poll(() => changes.textContent()).toContain(`Readers: added ${other.username}, no-such-user-anywhere`);
    await axe(page, 'permissions confirmation', '.v-overlay--active .v-overlay__content');
    await page.locator('[data-test="permissions-confirm"]').click();
    await expect
      .poll(() => page.locator('[data-test="permissions-dropped"]').textContent())
      .toContain('no-such-user-anywhere');

    const acl = await call<{ reader: string[] }>('GET', `/svc/api/collections/${collection.id}/permissions`, {
      headers: withKey(owner.key),
    });
    expect(acl.body.reader).toEqual([other.username]);

    // The second user: the page now shows the Collection, and the list has it.
    await otherPage.goto(routes['collection']!);
    await expect.poll(() => otherPage.locator('[data-test="collection-title"]').textContent()).toBe(`lineage ${tag}`);
    expect(await otherPage.locator('[data-test="access-problem"]').count()).toBe(0);
    await otherPage.locator('[data-test="permissions-show"]').click();
    await expect.poll(() => otherPage.locator('[data-test="permissions-not-manager"]').count()).toBe(1);
    await otherPage.goto(at(`/collections?name=${encodeURIComponent(`lineage ${tag}`)}`));
    await expect.poll(() => otherPage.locator('[data-test="collection-row"]').count()).toBe(1);
  });

  it('exports the Collection as a ZIP', async () => {
    const page = ownerPage;
    await page.goto(routes['collection']!);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.locator('[data-test="collection-export"]').click(),
    ]);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('adds and deletes references of a DataObject', async () => {
    const page = ownerPage;
    const b = objects['Calibrated']!;
    routes['data-object'] = at(`/collections/${collection.id}/data-objects/${b.id}`);
    await page.goto(routes['data-object']);
    await expect.poll(() => page.locator('[data-test="data-object-title"]').textContent()).toBe('Calibrated');

    await page.locator('[data-test="reference-new"]').click();
    await field(page, 'reference-name').fill('instrument manual');
    await field(page, 'reference-uri').fill('https://example.org/manual.pdf');
    await field(page, 'reference-relationship').fill('describedBy');
    await axe(page, 'reference dialog', '.v-overlay--active .v-overlay__content');
    await page.locator('[data-test="reference-create"]').click();
    const rows = page.locator('[data-test="reference-row"]');
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().textContent()).toContain('https://example.org/manual.pdf');
    expect(await rows.first().locator('a').getAttribute('href')).toBe('https://example.org/manual.pdf');

    // A DataObject reference, picked by name; then deleted again.
    await page.locator('[data-test="reference-new"]').click();
    await page.locator('[data-test="reference-kind"] .v-field').click();
    await page.locator('.v-overlay--active [role="option"]', { hasText: 'DataObject' }).click();
    await field(page, 'reference-name').fill('source scan');
    await page.locator('[data-test="reference-target"] .v-field').click();
    await page.locator('.v-overlay--active [role="option"]', { hasText: 'Raw scan' }).click();
    await page.locator('[data-test="reference-create"]').click();
    await expect.poll(() => rows.count()).toBe(2);
    const refs = await call<{ name: string; type: string }[]>(
      'GET',
      `/svc/api/collections/${collection.id}/dataObjects/${b.id}/references`,
      { headers: withKey(owner.key) },
    );
    expect(refs.body.map((r) => [r.name, r.type]).sort()).toEqual([
      ['instrument manual', 'URIReference'],
      ['source scan', 'DataObjectReference'],
    ]);
    await rows.filter({ hasText: 'source scan' }).locator('[data-test="reference-delete"]').click();
    await page.locator('[data-test="confirm"]').click();
    await expect.poll(() => rows.count()).toBe(1);
  });

  it('adds a lab journal entry: formatting kept, the script neither run nor shown', async () => {
    const page = ownerPage;
    await page.locator('[data-test="journal-source-toggle"]').click();
    await field(page, 'journal-source').fill(
      '<p>Annealed at <b>600 °C</b></p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">',
    );
    await page.locator('[data-test="journal-save"]').click();
    const entry = page.locator('[data-test="journal-html"]');
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.innerHTML()).toContain('<b>600 °C</b>');
    expect(await entry.locator('script').count()).toBe(0);
    expect(await entry.textContent()).not.toContain('__pwned');
    expect(await entry.locator('img').getAttribute('onerror')).toBeNull();
    expect(await page.locator('[data-test="journal-removed"]').count()).toBe(1);
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    const stored = await call<{ journalContent: string }[]>(
      'GET',
      `/svc/api/labJournalEntries?dataObjectId=${objects['Calibrated']!.id}`,
      { headers: withKey(owner.key) },
    );
    expect(stored.body).toHaveLength(1);
    expect(stored.body[0]!.journalContent).not.toMatch(/script|onerror/i);

    // Rich text: bold typed in the editor arrives as markup.
    await page.locator('[data-test="journal-source-toggle"]').click();
    const editor = page.locator('[data-test="journal-editor"]');
    await editor.click();
    await editor.press('Control+a');
    await editor.press('Delete');
    await page.getByRole('button', { name: 'Bold' }).click();
    await editor.pressSequentially('typed in bold');
    await page.locator('[data-test="journal-save"]').click();
    await expect.poll(() => entry.count()).toBe(2);
    expect(await entry.first().innerHTML()).toMatch(/<b>typed in bold<\/b>/);
  });

  it('adds and deletes a semantic annotation', async () => {
    const page = ownerPage;
    await page.locator('[data-test="annotation-new"]').click();
    await expect.poll(() => page.locator('[data-test="annotation-property-repo"]').textContent()).toContain('INTERNAL');
    await field(page, 'annotation-property').fill('http://purl.org/dc/terms/subject');
    await field(page, 'annotation-value').fill('https://example.org/terms/annealing');
    await axe(page, 'annotation dialog', '.v-overlay--active .v-overlay__content');
    await page.locator('[data-test="annotation-save"]').click();
    const rows = page.locator('[data-test="annotation-row"]');
    await expect.poll(() => rows.count()).toBe(1);
    const list = await call<{ propertyIRI: string; valueIRI: string }[]>(
      'GET',
      `/svc/api/collections/${collection.id}/dataObjects/${objects['Calibrated']!.id}/semanticAnnotations`,
      { headers: withKey(owner.key) },
    );
    expect(list.body.map((a) => [a.propertyIRI, a.valueIRI])).toEqual([
      ['http://purl.org/dc/terms/subject', 'https://example.org/terms/annealing'],
    ]);
    await axe(page, 'data object with references, journal, annotations');
    await rows.first().locator('[data-test="annotation-delete"]').click();
    await page.locator('[data-test="confirm"]').click();
    await expect.poll(() => rows.count()).toBe(0);
  });

  it('has no serious or critical WCAG 2.1 AA violation on the changed routes, and fits 320 px', async () => {
    const page = ownerPage;
    await page.goto(routes['collection']!);
    await page.locator('[data-test="lineage-show"]').click();
    await expect.poll(() => page.locator('[data-test="lineage-node"]').count()).toBe(3);
    await page.locator('[data-test="permissions-show"]').click();
    await expect.poll(() => page.locator('[data-test="permissions-save"]').count()).toBe(1);
    await axe(page, 'collection with lineage and permissions');
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [name, url] of Object.entries(routes)) {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        if (name === 'collection') {
          await page.locator('[data-test="lineage-show"]').click();
          await expect.poll(() => page.locator('[data-test="lineage-node"]').count()).toBe(3);
          await page.locator('[data-test="permissions-show"]').click();
          await expect.poll(() => page.locator('[data-test="permissions-save"]').count()).toBe(1);
        }
        await expectNoOverflow(page, `${name} at ${width} px`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('ran without script errors or Content-Security-Policy violations', async () => {
    expect(pageErrors).toEqual([]);
    for (const page of [ownerPage, otherPage]) expect(await cspViolations(page)).toEqual([]);
  });
});
