import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible as axe } from '../support/axe.ts';
import {
  choose,
  chromiumFor,
  consoleAt as at,
  cspViolations,
  expectNoOverflow,
  field,
  launchBrowser,
  signedInPage,
} from '../support/browser.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { asAdmin, call, userWithKey, withKey } from '../support/local.ts';
import { freePort } from '../support/private-services.ts';
import { buildShape, EX, mustCreate } from '../support/templates.ts';

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
    await expectNoOverflow(page, 'structured document at 320 px');
    await axe(page, 'structured document at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('ran without script errors or CSP violations', async () => {
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
});

/** 40 points on a 8 × 5 grid, x = i, y = j; two runs; timestamps beyond 2^53 (a double would round them). */
const T0 = 1_800_000_000_000_000_001n;
const POINTS = Array.from({ length: 40 }, (_, n) => ({
  x: n % 8,
  y: Math.floor(n / 8),
  z: 0.5,
  timestamp: T0 + BigInt(n),
  measurements: { temp: n },
  metadata: { run: n < 20 ? 1 : 2 },
}));
const pointsJson = JSON.stringify(POINTS, (_, v) => (typeof v === 'bigint' ? `@${v}@` : v)).replace(/"@(\d+)@"/g, '$1');

describe.skipIf(!haveChromium)('the console: a spatial container (spatial data on)', () => {
  let browser: Browser;
  let page: Page;
  let key: string;
  let gw: { url: string; stop: () => void };
  let containerId = 0;
  const errors: string[] = [];
  const tag = `spatial-${Date.now().toString(36)}`;
  const reads: URLSearchParams[] = [];
  const scripts: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    [gw, { key }, browser] = await Promise.all([
      startExtraGateway(port, { SVC_SPATIAL_DATA_ENABLED: 'true' }),
      userWithKey(),
      launchBrowser(),
    ]);
    const made = await call<Entity>('POST', '/svc/api/spatialDataContainers', {
      headers: withKey(key),
      body: { name: `points ${tag}` },
      base: gw.url,
    });
    expect(made.status, made.text).toBe(201);
    containerId = made.body.id;
    const wrote = await call('POST', `/svc/api/spatialDataContainers/${containerId}/payload`, {
      headers: { ...withKey(key), 'content-type': 'application/json' },
      raw: pointsJson,
      base: gw.url,
    });
    expect(wrote.status, wrote.text).toBe(204);
    page = await signedInPage(browser, key, { errors, base: gw.url, redirect: '/containers?kind=spatial' });
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === `/svc/api/spatialDataContainers/${containerId}/payload`) reads.push(u.searchParams);
      if (u.pathname.endsWith('.js')) scripts.push(u.pathname);
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    gw?.stop();
  });

  const count = () => page.locator('[data-test="spatial-count"]').textContent();
  const messages = (test: string) => page.locator(`[data-test="${test}"] .v-messages`).textContent();

  it('states the bounds before any query and loads no chart code yet', async () => {
    await page.locator('[data-test="container-row"] a', { hasText: `points ${tag}` }).click();
    await page.waitForURL((u) => u.pathname === `/console/containers/spatial/${containerId}`);
    const bounds = await page.locator('[data-test="spatial-bounds"]').textContent();
    expect(bounds).toContain('at most 10,000 points');
    expect(bounds).toContain('k from 1 to 10,000');
    expect(bounds).toContain('100 measurement conditions');
    expect(bounds).toContain('256 keys and 16 KiB');
    expect(reads).toEqual([]);
    expect(scripts.filter((s) => /SpatialScatter/.test(s))).toEqual([]);
    await axe(page, 'spatial container page');
  });

  it('queries every point: a table with exact timestamps and a scatter loaded on demand', async () => {
    await page.locator('[data-test="spatial-run"]').click();
    await expect.poll(count).toContain('40 points');
    expect(reads.at(-1)?.get('limit')).toBe('1000');
    expect(await page.locator('[data-test="spatial-row"]').count()).toBe(40);
    const stamps = await page.locator('[data-test="spatial-ts"]').allTextContents();
    expect(new Set(stamps)).toEqual(new Set(POINTS.map((p) => p.timestamp.toString())));
    await expect.poll(() => page.locator('[data-test="spatial-scatter"]').getAttribute('data-points')).toBe('40');
    await expect.poll(() => page.locator('[data-test="spatial-scatter"] canvas').count()).toBeGreaterThan(0);
    expect(scripts.some((s) => /SpatialScatter/.test(s))).toBe(true);
    expect(await page.locator('[data-test="spatial-scatter"]').getAttribute('aria-label')).toContain('x from 0 to 7');
    await axe(page, 'spatial results');
  });

  it('builds a box, measurement, metadata and time filter; the API gets them as its parameters', async () => {
    await choose(page, 'spatial-geometry', 'Axis-aligned box');
    const params = { minX: '1', minY: '0', minZ: '0', maxX: '5', maxY: '4', maxZ: '1' };
    for (const [k, v] of Object.entries(params)) await field(page, `spatial-geometry-${k}`).fill(v);
    await page.locator('[data-test="spatial-condition-add"]').click();
    await field(page, 'spatial-condition-key').fill('temp');
    await choose(page, 'spatial-condition-operator-0', 'GREATER_THAN');
    await field(page, 'spatial-condition-value').fill('10');
    await field(page, 'spatial-metadata').fill('{"run": 2}');
    await field(page, 'spatial-start-time').fill((T0 + 30n).toString());
    await field(page, 'spatial-end-time').fill((T0 + 39n).toString());
    await page.locator('[data-test="spatial-run"]').click();
    const expected = POINTS.filter(
      (p) =>
        p.x >= 1 && p.x <= 5 && p.y <= 4 && p.measurements.temp > 10 && p.metadata.run === 2 && p.timestamp >= T0 + 30n,
    );
    await expect.poll(count).toContain(`${expected.length} points`);
    expect(expected.length).toBeGreaterThan(0);
    const sent = reads.at(-1) as URLSearchParams;
    expect(JSON.parse(sent.get('geometryFilter') ?? '')).toEqual({
      type: 'AXIS_ALIGNED_BOUNDING_BOX',
      minX: 1,
      minY: 0,
      minZ: 0,
      maxX: 5,
      maxY: 4,
      maxZ: 1,
    });
    expect(JSON.parse(sent.get('measurementsFilter') ?? '')).toEqual([
      { key: 'temp', operator: 'GREATER_THAN', value: 10 },
    ]);
    expect(sent.get('metadataFilter')).toBe('{"run": 2}');
    expect(sent.get('startTime')).toBe((T0 + 30n).toString());
    expect(sent.get('endTime')).toBe((T0 + 39n).toString());
  });

  it('checks the bounds as typed and shows the API refusal on its field', async () => {
    await page.locator('[data-test="spatial-reset"]').click();
    await field(page, 'spatial-limit').fill('10001');
    await expect.poll(() => messages('spatial-limit')).toContain('from 0 to 10000');
    expect(await page.locator('[data-test="spatial-run"]').isDisabled()).toBe(true);
    await field(page, 'spatial-limit').fill('100');
    // A zero rotation quaternion: only the API can say (the form takes any numbers).
    await choose(page, 'spatial-geometry', 'Oriented box (rotation optional)');
    const box = { centerX: '1', centerY: '1', centerZ: '0', extentX: '2', extentY: '2', extentZ: '2' };
    for (const [k, v] of Object.entries(box)) await field(page, `spatial-geometry-${k}`).fill(v);
    for (const k of ['rotationW', 'rotationX', 'rotationY', 'rotationZ'])
      await field(page, `spatial-geometry-${k}`).fill('0');
    const before = reads.length;
    await page.locator('[data-test="spatial-run"]').click();
    await expect.poll(() => reads.length).toBe(before + 1);
    await expect.poll(() => messages('spatial-geometry')).toContain('quaternion must not be zero');
  });

  it('runs a query by keyboard: add a condition, type it, Enter sends', async () => {
    await page.locator('[data-test="spatial-reset"]').click();
    await page.locator('[data-test="spatial-condition-add"]').focus();
    await page.keyboard.press('Enter'); // the new row's key field takes focus
    expect(await page.evaluate('!!document.activeElement?.closest(\'[data-test="spatial-condition-key"]\')')).toBe(
      true,
    );
    await page.keyboard.type('temp');
    await page.keyboard.press('Tab'); // the operator (EQUALS)
    await page.keyboard.press('Tab');
    expect(await page.evaluate('!!document.activeElement?.closest(\'[data-test="spatial-condition-value"]\')')).toBe(
      true,
    );
    await page.keyboard.type('7');
    const before = reads.length;
    await page.keyboard.press('Enter');
    await expect.poll(() => reads.length).toBe(before + 1);
    await expect.poll(count).toContain('1 point.');
    expect(JSON.parse(reads.at(-1)?.get('measurementsFilter') ?? '')).toEqual([
      { key: 'temp', operator: 'EQUALS', value: 7 },
    ]);
  });

  it('links a spatial reference of a DataObject to the container page', async () => {
    const h = withKey(key);
    const c = await call<Entity>('POST', '/svc/api/collections', {
      headers: h,
      body: { name: `c ${tag}` },
      base: gw.url,
    });
    const d = await call<Entity>('POST', `/svc/api/collections/${c.body.id}/dataObjects`, {
      headers: h,
      body: { name: 'Scan' },
      base: gw.url,
    });
    const ref = await call('POST', `/svc/api/collections/${c.body.id}/dataObjects/${d.body.id}/spatialDataReferences`, {
      headers: h,
      body: { name: 'the cloud', spatialDataContainerId: containerId, limit: 10 },
      base: gw.url,
    });
    expect(ref.status, ref.text).toBe(201);
    await page.goto(at(`/collections/${c.body.id}/data-objects/${d.body.id}`, gw.url));
    await page.locator('[data-test="reference-row"] a', { hasText: `#${containerId}` }).click();
    await page.waitForURL((u) => u.pathname === `/console/containers/spatial/${containerId}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(`points ${tag}`);
  });

  it('fits 320 px without horizontal overflow', async () => {
    await page.locator('[data-test="spatial-run"]').click();
    await expect.poll(count).toContain('40 points');
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoOverflow(page, 'spatial page at 320 px');
    await axe(page, 'spatial page at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('ran without script errors or CSP violations', async () => {
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
});

describe.skipIf(!haveChromium)('the console: multi-valued fields of a template form', () => {
  let browser: Browser;
  let page: Page;
  let key: string;
  let templateAppId = '';
  let collection: Entity & { appId: string };
  const errors: string[] = [];
  const tag = `multi-${Date.now().toString(36)}`;

  beforeAll(async () => {
    [{ key }, browser] = await Promise.all([userWithKey(), launchBrowser()]);
    const built = await buildShape({
      targetClass: `${EX}Sample`,
      closed: true,
      name: 'Sample',
      properties: [
        { path: `${EX}keyword`, name: 'keyword', datatype: 'xsd:string', minCount: 1, maxCount: 3, order: 1 },
        { path: `${EX}operator`, name: 'operator', datatype: 'xsd:string', maxCount: 1, order: 2 },
      ],
    });
    // sh:maxLength is not in the form descriptor: only the API's validation can refuse a long value.
    const shapeGraph = built.shapeGraph.replace('sh:maxCount 3;', 'sh:maxCount 3;\n    sh:maxLength 8;');
    expect(shapeGraph).toContain('sh:maxLength 8');
    templateAppId = (await mustCreate({ kind: 'DATA_KIND', name: `Sample ${tag}`, body: { shapeGraph } })).appId;
    collection = (
      await call<Entity & { appId: string }>('POST', '/svc/api/collections', {
        headers: withKey(key),
        body: { name: `forms ${tag}` },
      })
    ).body;
    page = await signedInPage(browser, key, {
      errors,
      redirect: `/templates/${templateAppId}/form?collection=${collection.appId}`,
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await call('DELETE', `/v2/templates/${templateAppId}`, { headers: asAdmin() });
  });

  const multi = () => page.locator('[data-test="field-keyword"]');
  const row = (i: number) => multi().locator('[data-test="value-row"]').nth(i);
  const rowMessages = (i: number) => row(i).locator('.v-messages').textContent();
  const focusedIn = (test: string) =>
    page.evaluate(`!!document.activeElement?.closest('[data-test="${test}"]')`) as Promise<boolean>;

  it('gives a multi-valued field value rows, counted live against minCount and maxCount, by keyboard', async () => {
    await expect.poll(() => multi().locator('legend').textContent()).toBe('keyword *');
    expect(await multi().locator('[data-test="value-row"]').count()).toBe(1);
    expect(await multi().locator('[data-test="value-counts"]').textContent()).toContain(
      '0 values; at least 1, at most 3',
    );
    // operator (maxCount 1) stays one text field.
    expect(await page.locator('[data-test="field-operator"] input').count()).toBe(1);
    await axe(page, 'template form with a multi-valued field');

    await row(0).locator('input').focus();
    await page.keyboard.type('steel');
    await page.keyboard.press('Tab'); // the row's remove button
    expect(await focusedIn('value-remove')).toBe(true);
    await page.keyboard.press('Tab'); // add a value
    expect(await focusedIn('value-add')).toBe(true);
    await page.keyboard.press('Enter'); // a second row, focused
    expect(await focusedIn('field-keyword-1')).toBe(true);
    await page.keyboard.type('superlongword');
    await multi().locator('[data-test="value-add"]').focus();
    await page.keyboard.press('Enter');
    expect(await focusedIn('field-keyword-2')).toBe(true);
    await page.keyboard.type('fatigue');
    expect(await multi().locator('[data-test="value-counts"]').textContent()).toContain('3 values');
    // maxCount 3: no fourth row.
    expect(await multi().locator('[data-test="value-add"]').isDisabled()).toBe(true);

    // Removing every value: too few (minCount 1), said live, and nothing can be sent.
    const keep: string[] = [];
    for (let i = 0; i < 3; i++) keep.push(await row(i).locator('input').inputValue());
    for (let i = 0; i < 3; i++) await row(0).locator('[data-test="value-remove"]').click();
    await expect
      .poll(() => multi().locator('[data-test="value-field-error"]').textContent())
      .toContain('At least 1 values');
    expect(await page.locator('[data-test="form-submit"]').isDisabled()).toBe(true);
    for (const [i, v] of keep.entries()) {
      await multi().locator('[data-test="value-add"]').click();
      await row(i).locator('input').fill(v);
    }
    expect(await multi().locator('[data-test="value-field-error"]').count()).toBe(0);
  });

  it("sends an array; a 422's violation lands on the value it concerns", async () => {
    await field(page, 'field-operator').fill('ada');
    await page.locator('[data-test="form-submit"]').click();
    await expect.poll(() => rowMessages(1), { timeout: 15_000 }).toContain('more than 8 characters');
    expect(await rowMessages(0)).not.toContain('characters');
    expect(await rowMessages(2)).not.toContain('characters');
    expect(await multi().locator('[data-test="value-field-error"]').count()).toBe(0);
    await axe(page, 'template form with a violation on a value');

    await row(1).locator('input').fill('alloy');
    await expect.poll(() => rowMessages(1)).not.toContain('characters');
    await page.locator('[data-test="form-submit"]').click();
    await page.waitForURL((u) => /\/data-objects\/\d+$/.test(u.pathname));
    const id = /\/data-objects\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
    const made = await call<{ attributes: Record<string, string> }>(
      'GET',
      `/svc/api/collections/${collection.id}/dataObjects/${id}`,
      { headers: withKey(key) },
    );
    expect(made.body.attributes).toEqual({ keyword: '["steel","alloy","fatigue"]', operator: 'ada' });
  });

  it('fits 320 px without horizontal overflow', async () => {
    await page.goto(at(`/templates/${templateAppId}/form?collection=${collection.appId}`));
    await expect.poll(() => multi().locator('[data-test="value-row"]').count()).toBe(1);
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoOverflow(page, 'template form at 320 px');
    await axe(page, 'template form at 320 px');
  });

  it('ran without script errors or CSP violations', async () => {
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
});
