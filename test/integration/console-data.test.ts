import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible as axe } from '../support/axe.ts';
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
 * The console's data pages (issue 31) in headless Chromium against the real local cloud, with
 * their own user and data: a structured-data container (documents paged from the API's list, a
 * document as an ARIA tree with numbers as stored, create from pasted JSON checked as typed and
 * refused by the API on its field, delete with confirmation, references linking to documents).
 */
const haveChromium = chromiumFor('console-data');

interface Entity {
  id: number;
  name: string;
}

/** A document with what JSON.parse would lose: a 20-digit integer, 1e400, a duplicate key, key order. */
const STORED =
  '{"zeta": 12345678901234567890, "alpha": {"deep": {"deeper": [1, 2.50, 1e400]}}, "zeta": "again", "list": [true, null, "x"]}';

describe.skipIf(!haveChromium)('the console: structured and spatial data, multi-valued form fields', () => {
  let browser: Browser;
  let page: Page;
  let key: string;
  const errors: string[] = [];
  const tag = `data-${Date.now().toString(36)}`;
  let collection: Entity;
  let sample: Entity;
  let structuredId = 0;
  let storedOid = '';
  let manyId = 0;
  const h = () => withKey(key);

  beforeAll(async () => {
    [{ key }, browser] = await Promise.all([userWithKey(), launchBrowser()]);
    collection = (await call<Entity>('POST', '/svc/api/collections', { headers: h(), body: { name: `c ${tag}` } }))
      .body;
    sample = (
      await call<Entity>('POST', `/svc/api/collections/${collection.id}/dataObjects`, {
        headers: h(),
        body: { name: 'Sample' },
      })
    ).body;
    const sc = await call<Entity>('POST', '/svc/api/structuredDataContainers', {
      headers: h(),
      body: { name: `docs ${tag}` },
    });
    expect(sc.status, sc.text).toBe(201);
    structuredId = sc.body.id;
    const doc = await call<{ oid: string }>('POST', `/svc/api/structuredDataContainers/${structuredId}/payload`, {
      headers: h(),
      body: { structuredData: { name: 'run seven' }, payload: STORED },
    });
    expect(doc.status, doc.text).toBe(201);
    storedOid = doc.body.oid;
    const second = await call('POST', `/svc/api/structuredDataContainers/${structuredId}/payload`, {
      headers: h(),
      body: { structuredData: { name: 'to delete' }, payload: '[1]' },
    });
    expect(second.status, second.text).toBe(201);
    const ref = await call(
      'POST',
      `/svc/api/collections/${collection.id}/dataObjects/${sample.id}/structuredDataReferences`,
      {
        headers: h(),
        body: { name: 'the run', structuredDataContainerId: structuredId, structuredDataOids: [storedOid] },
      },
    );
    expect(ref.status, ref.text).toBe(201);
    // A second container of 51 documents: two pages of 50.
    const many = await call<Entity>('POST', '/svc/api/structuredDataContainers', {
      headers: h(),
      body: { name: `many ${tag}` },
    });
    manyId = many.body.id;
    const addDoc = (i: number) =>
      call('POST', `/svc/api/structuredDataContainers/${manyId}/payload`, {
        headers: h(),
        body: { structuredData: { name: `doc ${String(i).padStart(2, '0')}` }, payload: `[${i}]` },
      });
    for (let i = 0; i < 50; i += 10) await Promise.all(Array.from({ length: 10 }, (_, j) => addDoc(i + j)));
    await addDoc(50);
    page = await signedInPage(browser, key, { errors, acceptDownloads: true, redirect: '/containers?kind=structured' });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  const rows = () => page.locator('[data-test="document-row"]');
  const treeRow = (id: string) => page.locator(`[data-test="json-tree"] [data-id="${id}"]`);
  const focusedId = () =>
    page.evaluate("document.activeElement?.getAttribute('data-id') ?? null") as Promise<string | null>;

  it('lists the documents of a structured-data container, linked from the containers page', async () => {
    await page.locator('[data-test="container-row"] a', { hasText: `docs ${tag}` }).click();
    await page.waitForURL((u) => u.pathname === `/console/containers/structured/${structuredId}`);
    await expect.poll(() => rows().count()).toBe(2);
    expect((await rows().locator('[data-test="document-open"]').allTextContents()).map((t) => t.trim()).sort()).toEqual(
      ['run seven', 'to delete'],
    );
    // One page: the API sent no `Link: rel="next"`.
    expect(await page.locator('[data-test="documents-next"]').isDisabled()).toBe(true);
    await axe(page, 'structured container page');
  });

  it('shows a document as a tree with every value as stored, and walks it by keyboard', async () => {
    await rows().filter({ hasText: 'run seven' }).locator('[data-test="document-open"]').click();
    await page.waitForURL((u) => u.searchParams.get('doc') === storedOid);
    await expect.poll(() => treeRow('$.0').textContent()).toContain('12345678901234567890');
    // Key order and the duplicate key as written; types named.
    expect(await page.locator('[data-test="json-tree"] [data-test="json-key"]').allTextContents()).toEqual([
      'document',
      'zeta',
      'alpha',
      'deep',
      'zeta',
      'list',
      '[0]',
      '[1]',
      '[2]',
    ]);
    expect(await treeRow('$.2').locator('[data-test="json-value"]').textContent()).toBe('"again"');
    expect(await treeRow('$.1').getAttribute('aria-expanded')).toBe('true');
    expect(await treeRow('$.1.0').getAttribute('aria-expanded')).toBe('false');
    expect(await treeRow('$.1.0').locator('[data-test="json-type"]').textContent()).toBe('object, 1 members');

    // One Tab stop: from the download button into the tree's root.
    await page.locator('[data-test="document-download"]').focus();
    await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('$');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focusedId()).toBe('$.1');
    await page.keyboard.press('ArrowRight'); // open: go to the first child
    expect(await focusedId()).toBe('$.1.0');
    await page.keyboard.press('ArrowRight'); // closed: open it
    expect(await treeRow('$.1.0').getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter'); // "deeper": open
    await expect.poll(() => treeRow('$.1.0.0.2').locator('[data-test="json-value"]').textContent()).toBe('1e400');
    expect(await treeRow('$.1.0.0.1').locator('[data-test="json-value"]').textContent()).toBe('2.50');
    await page.keyboard.press('ArrowLeft'); // close "deeper"
    expect(await treeRow('$.1.0.0.2').count()).toBe(0);
    await page.keyboard.press('ArrowLeft'); // to its parent
    expect(await focusedId()).toBe('$.1.0');
    await page.keyboard.press('End');
    expect(await focusedId()).toBe('$.3.2');
    await page.keyboard.press('Tab'); // leaves the tree
    expect(await focusedId()).toBeNull();
    await axe(page, 'structured document tree');

    // The download is the stored text, byte for byte.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-test="document-download"]').click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const c of await download.createReadStream()) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(STORED);
  });

  it('creates a document from pasted JSON, checked as typed; the API refuses one on the field', async () => {
    await page.locator('[data-test="document-new"]').click();
    const dialog = page.locator('.v-overlay--active .v-overlay__content');
    await expect.poll(() => page.locator('[data-test="document-bounds"]').textContent()).toContain('3 MiB');
    await field(page, 'document-name').fill('pasted');
    await field(page, 'document-payload').fill('{"a": 1,\n "b" 2}');
    await expect
      .poll(() => dialog.locator('[data-test="document-payload"] .v-messages').textContent())
      .toContain('line 2, column 6');
    expect(await page.locator('[data-test="document-save"]').isDisabled()).toBe(true);
    await field(page, 'document-payload').fill('"just a string"');
    await expect
      .poll(() => dialog.locator('[data-test="document-payload"] .v-messages').textContent())
      .toContain('not a single value');
    await axe(page, 'create document dialog', '.v-overlay--active');

    // Within 3 MiB but dense (backslashes are escaped twice on the way to the function): the
    // gateway refuses it before the function, 413, shown on the payload field.
    const dense = `["${'\\\\'.repeat(1_000_000)}"]`;
    await field(page, 'document-payload').fill(dense);
    await page.locator('[data-test="document-save"]').click();
    await expect
      .poll(() => dialog.locator('[data-test="document-payload"] .v-messages').textContent(), { timeout: 30_000 })
      .toMatch(/6 MB/);

    const typed = '{"serial": 98765432109876543210, "tags": ["x", "y"]}';
    await field(page, 'document-payload').fill(typed);
    await page.locator('[data-test="document-save"]').click();
    await expect.poll(() => rows().count()).toBe(3);
    await expect.poll(() => page.locator('[data-test="document"] h2').textContent()).toBe('pasted');
    await expect.poll(() => treeRow('$.0').textContent()).toContain('98765432109876543210');
    const oid = new URL(page.url()).searchParams.get('doc');
    const stored = await call<{ payload: string }>(
      'GET',
      `/svc/api/structuredDataContainers/${structuredId}/payload/${oid}`,
      {
        headers: h(),
      },
    );
    expect(stored.body.payload).toBe(typed);
  });

  it('deletes a document after confirmation', async () => {
    const row = rows().filter({ hasText: 'to delete' });
    await row.locator('[data-test="document-delete"]').click();
    await axe(page, 'delete document confirmation', '.v-overlay--active');
    await page.locator('[data-test="confirm"]').click();
    await expect.poll(() => rows().count()).toBe(2);
    const list = await call<{ name: string }[]>('GET', `/svc/api/structuredDataContainers/${structuredId}/payload`, {
      headers: h(),
    });
    expect(list.body.map((d) => d.name).sort()).toEqual(['pasted', 'run seven']);
  });

  it('pages the documents as the API pages them (50 a page, Link rel="next")', async () => {
    await page.goto(at(`/containers/structured/${manyId}`));
    await expect.poll(() => rows().count()).toBe(50);
    const first = await rows().locator('[data-test="document-open"]').allTextContents();
    const next = page.locator('[data-test="documents-next"]');
    expect(await next.isDisabled()).toBe(false);
    await next.click();
    await expect.poll(() => rows().count()).toBe(1);
    // The 51 documents, each on one page only.
    const second = await rows().locator('[data-test="document-open"]').allTextContents();
    expect(new Set([...first, ...second].map((t) => t.trim())).size).toBe(51);
    expect(await next.isDisabled()).toBe(true);
    await page.locator('[data-test="documents-previous"]').click();
    await expect.poll(() => rows().count()).toBe(50);
  });

  it('links a structured-data reference of a DataObject to its documents', async () => {
    await page.goto(at(`/collections/${collection.id}/data-objects/${sample.id}`));
    const link = page.locator('[data-test="reference-document"]');
    await expect.poll(() => link.count()).toBe(1);
    expect(await link.textContent()).toContain(storedOid);
    await link.click();
    await page.waitForURL(
      (u) => u.pathname === `/console/containers/structured/${structuredId}` && u.searchParams.get('doc') === storedOid,
    );
    await expect.poll(() => treeRow('$.0').textContent()).toContain('12345678901234567890');
  });

  it('fits 320 px without horizontal overflow', async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.waitForTimeout(300);
    await expectNoOverflow(page, 'structured document at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('ran without script errors or CSP violations', async () => {
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
});
