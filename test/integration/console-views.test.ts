import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible as axe } from '../support/axe.ts';
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
import { startExtraGateway } from '../support/extra-gateway.ts';
import { closeGraph, int, writeCypher } from '../support/fixtures.ts';
import { asAdmin, call, userWithKey, withKey } from '../support/local.ts';
import { drawnPixels } from '../support/pixels.ts';
import { freePort } from '../support/private-services.ts';
import { mustCreate } from '../support/templates.ts';
import { type ChannelNames, collectionOf, dataObjectIn, type Entity } from '../support/views.ts';

/**
 * The console's view recipes, template forms and shape builder (issue 31) in headless Chromium
 * with software WebGL, against the real local cloud. A second gateway on the same backing services
 * reads a drop-in plugin whose renderer answers `table` for one shape IRI (the body's `renderer`
 * is one of seven values, `table` is a plugin renderer's hint), and serves the console the test
 * browses. Each test makes its own users, channels, references and templates.
 */
const haveChromium = chromiumFor('console-views');
const EX = 'http://example.org/lab#';
const N = 'http://qudt.org/vocab/unit/N';
const KN = 'http://qudt.org/vocab/unit/KiloN';
const TABLE_SHAPE = 'urn:svc-test:shape:table';
const PLUGIN = `export default (ctx) => {
  ctx.registerRenderer({ id: 'table', shapeIri: '${TABLE_SHAPE}', render: () => ({ renderer: 'table', warnings: [] }) });
};
`;
const POINTS = 300;

const names = (field: string): ChannelNames => ({
  measurement: 'stand',
  device: 'arm',
  location: 'hall',
  symbolicName: field.toUpperCase(),
  field,
});
const selector = (field: string) => JSON.stringify({ field, device: 'arm' });

// Single-valued fields (sh:maxCount 1): a field without it takes several values (console-data.test.ts walks those).
const SHAPE_GRAPH = `@prefix sh: <http://www.w3.org/ns/shacl#> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
@prefix dash: <http://datashapes.org/dash#> .
@prefix ex: <${EX}> .
ex:TensileShape a sh:NodeShape ; sh:targetClass ex:TensileTest ; sh:name "Tensile test" ;
  sh:property [ sh:path ex:specimenId ; sh:name "Specimen id" ; sh:datatype xsd:string ; sh:minCount 1 ; sh:maxCount 1 ; sh:pattern "^S-[0-9]+$" ; sh:order 1 ; <urn:btkvs:cell-mapping> "B2" ] ;
  sh:property [ sh:path ex:maxForce ; sh:name "Max force" ; sh:datatype xsd:decimal ; sh:minInclusive 0 ; sh:maxCount 1 ; sh:order 2 ] ;
  sh:property [ sh:path ex:notes ; sh:name "Notes" ; sh:datatype xsd:string ; sh:maxCount 1 ; dash:editor dash:TextAreaEditor ; sh:order 3 ] ;
  sh:property [ sh:path ex:testDate ; sh:name "Test date" ; sh:datatype xsd:date ; sh:maxCount 1 ; sh:order 4 ] ;
  sh:property [ sh:path ex:passed ; sh:name "Passed" ; sh:datatype xsd:boolean ; sh:maxCount 1 ; sh:order 5 ] ;
  sh:property [ sh:path ex:temperature ; sh:name "Temperature" ; sh:datatype xsd:integer ; sh:maxCount 1 ; sh:in ( 20 80 ) ; sh:order 6 ] ;
  sh:property [ sh:path ex:material ; sh:name "Material" ; sh:nodeKind sh:IRI ; sh:maxCount 1 ; sh:order 7 ] ;
  sh:property [ sh:path ex:machine ; sh:name "Machine" ; sh:node ex:MachineShape ; sh:order 8 ] .
ex:MachineShape a sh:NodeShape ; sh:name "Machine" ;
  sh:property [ sh:path ex:serial ; sh:name "Serial" ; sh:datatype xsd:string ; sh:maxCount 1 ; sh:pattern "^M-" ; sh:order 1 ] .
`;

/** The script files the page has fetched so far. */
const scripts = async (page: Page): Promise<string[]> =>
  (await page.evaluate(
    "performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js'))",
  )) as string[];

/** The data-test of the focused element, or of its nearest marked ancestor with `closest`. */
const focused = async (page: Page, closest = false): Promise<string> =>
  (await page.evaluate(
    closest
      ? "document.activeElement?.closest('[data-test]')?.getAttribute('data-test') ?? ''"
      : "document.activeElement?.getAttribute('data-test') ?? ''",
  )) as string;

describe.skipIf(!haveChromium)('the console: view recipes, template forms and the shape builder', () => {
  let dir: string;
  let gw: { url: string; stop: () => void };
  let browser: Browser;
  let owner: { username: string; key: string };
  let admin: { username: string; key: string };
  let page: Page;
  let adminPage: Page;
  let collection: Entity;
  const collectionName = `views ${Date.now().toString(36)}`;
  let run: Entity;
  let forceId = 0;
  const recipes: Record<string, string> = {};
  let dataKind = '';
  let retiredKind = '';
  const pageErrors: string[] = [];
  const at = (p: string) => consoleAt(p, gw.url);
  const runPath = () => `/collections/${collection.id}/data-objects/${run.id}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'svc-console-views-'));
    const folder = join(dir, 'svc-plugin-view-table-1.0.0');
    mkdirSync(folder);
    writeFileSync(
      join(folder, 'svc-plugin.json'),
      JSON.stringify({
        id: 'view-table',
        version: '1.0.0',
        svcCompatibility: '>=0.1.0,<1',
        title: 'Table renderer',
        description: 'answers the table renderer for one shape',
        licence: 'MIT',
        entry: 'index.mjs',
      }),
    );
    writeFileSync(join(folder, 'index.mjs'), PLUGIN);
    const port = await freePort();
    [gw, owner, admin, browser] = await Promise.all([
      startExtraGateway(port, { SVC_PLUGINS_DIR: dir, SVC_AWS_CALL_LOG: '' }),
      userWithKey(),
      userWithKey(['instance-admin']),
      launchBrowser({ webgl: true }),
    ]);
    const h = withKey(owner.key);
    collection = await collectionOf(owner.key, collectionName);
    run = await dataObjectIn(owner.key, collection, { name: 'Run 1' });

    // Channels x, y, z (a helix of 300 points) and force, all doubles, written over HTTP; one reference names all four.
    const tc = await call<Entity>('POST', '/svc/api/timeseriesContainers', { headers: h, body: { name: 'arm' } });
    expect(tc.status, tc.text).toBe(201);
    const helix: Record<string, (i: number) => number> = {
      x: (i) => Math.cos(i / 20) * 10 + 0.05,
      y: (i) => Math.sin(i / 20) * 10 + 0.05,
      z: (i) => i / 10 + 0.05,
      force: (i) => 100.25 + i,
    };
    for (const [f, value] of Object.entries(helix)) {
      const w = await call('POST', `/svc/api/timeseriesContainers/${tc.body.id}/payload`, {
        headers: h,
        body: {
          timeseries: names(f),
          points: Array.from({ length: POINTS }, (_, i) => ({ timestamp: 1_000_000 + i * 1_000, value: value(i) })),
        },
      });
      expect(w.status, w.text).toBe(201);
    }
    const channels = await call<(ChannelNames & { id: number })[]>(
      'GET',
      `/svc/api/timeseriesContainers/${tc.body.id}/timeseries`,
      { headers: h },
    );
    forceId = channels.body.find((c) => c.field === 'force')!.id;
    const ref = await call('POST', `/svc/api/collections/${collection.id}/dataObjects/${run.id}/timeseriesReferences`, {
      headers: h,
      body: {
        name: 'arm run',
        start: 0,
        end: 10_000_000,
        timeseries: ['x', 'y', 'z', 'force'].map(names),
        timeseriesContainerId: tc.body.id,
      },
    });
    expect(ref.status, ref.text).toBe(201);
    // The force channel's unit, as the timeseries annotation endpoint stores it (qudt:unit).
    await writeCypher(
      `MATCH (t:Timeseries {id: $id}) CREATE (t)-[:HAS_ANNOTATION]->(:SemanticAnnotation {id: -$id, propertyIRI: 'http://qudt.org/schema/qudt/unit', valueIRI: $unit})`,
      { id: int(forceId), unit: N },
    );

    const xyz = ['x', 'y', 'z'].map((r) => ({ role: r, channelSelector: selector(r), required: true }));
    const view = async (key: string, body: Record<string, unknown>) => {
      recipes[key] = (await mustCreate({ kind: 'VIEW_RECIPE', name: `${key} view`, body })).appId;
    };
    await view('table', { title: 'Arm values', renderer: 'echarts', shape: TABLE_SHAPE, hasChannelBinding: xyz });
    await view('chart', {
      title: 'Force curve',
      renderer: 'echarts',
      hasChannelBinding: [
        { role: 'force', channelSelector: selector('force'), unit: KN, required: true },
        { role: 'temperature', channelSelector: selector('temperature') },
      ],
    });
    await view('trace', { title: 'Arm trace', renderer: 'tresjs', hasChannelBinding: xyz });
    await view('blocked', {
      title: 'Strain curve',
      renderer: 'echarts',
      hasChannelBinding: [{ role: 'strain', channelSelector: selector('strain'), required: true }],
    });
    await view('usd', { title: 'USD stage', renderer: 'isaac-usd', hasChannelBinding: xyz.slice(0, 1) });
    dataKind = (
      await mustCreate({
        kind: 'DATA_KIND',
        name: `tensile ${Date.now().toString(36)}`,
        body: { title: 'Tensile test', shapeGraph: SHAPE_GRAPH },
      })
    ).appId;
    retiredKind = (
      await mustCreate({ kind: 'DATA_KIND', name: 'old tensile', body: { title: 'Old', shapeGraph: SHAPE_GRAPH } })
    ).appId;
    expect([200, 204]).toContain((await call('DELETE', `/v2/templates/${retiredKind}`, { headers: asAdmin() })).status);
    const settings = await call('PUT', `/v2/collections/${collection.appId}/template-settings`, {
      headers: h,
      body: { templateAllowList: [dataKind], viewRecipeAppIds: Object.values(recipes) },
    });
    expect(settings.status, settings.text).toBe(200);

    [page, adminPage] = await Promise.all([
      signedInPage(browser, owner.key, {
        base: gw.url,
        redirect: runPath(),
        errors: pageErrors,
        acceptDownloads: true,
      }),
      signedInPage(browser, admin.key, { base: gw.url, redirect: '/templates', errors: pageErrors }),
    ]);
  }, 180_000);

  afterAll(async () => {
    if (forceId)
      await writeCypher(
        'MATCH (t:Timeseries {id: $id})-[:HAS_ANNOTATION]->(a:SemanticAnnotation {id: -$id}) DETACH DELETE a',
        { id: int(forceId) },
      );
    await browser?.close();
    gw?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await closeGraph();
  });

  const openView = async (key: string) => {
    await page.locator(`[data-test="view-open-${recipes[key]}"]`).click();
  };
  const drawn = () => page.locator('[data-test="view"][data-state="drawn"]').waitFor({ timeout: 30_000 });

  it('lists the views and forms of the DataObject, and draws a table view from a plugin renderer', async () => {
    await page.locator('[data-test="views-panel"]').waitFor();
    for (const key of Object.keys(recipes)) await page.locator(`[data-test="view-open-${recipes[key]}"]`).waitFor();
    await expect.poll(() => page.locator(`[data-test="form-open-${dataKind}"]`).count()).toBe(1);
    const before = await scripts(page);
    expect(
      before.some((s) => /ViewTrace3d|ViewEcharts|ViewPlotly|ViewBabylon/.test(s)),
      'no heavy renderer before a view opens',
    ).toBe(false);

    await openView('table');
    await drawn();
    for (const role of ['x', 'y', 'z'])
      expect(await page.locator(`[data-test="binding-${role}"]`).getAttribute('data-status')).toBe('RESOLVED');
    const table = page.locator('[data-test="view-table"]');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(POINTS);
    const first = await table.locator('tbody tr').first().locator('td').allTextContents();
    expect(first).toEqual(['1000000', '10.05', '0.05', '0.05']);
    await axe(page, 'DataObject views panel (table)', '[data-test="views-panel"]');
  });

  it('draws an echarts view, with the unit mismatch and the missing optional channel said', async () => {
    await openView('chart');
    await drawn();
    expect(await page.locator('[data-test="binding-force"]').getAttribute('data-status')).toBe('RESOLVED');
    await expect.poll(() => page.locator('[data-test="binding-force"]').textContent()).toMatch(/KiloN/);
    await expect.poll(() => page.locator('[data-test="binding-force"] td').last().textContent()).not.toBe('');
    expect(await page.locator('[data-test="binding-temperature"]').getAttribute('data-status')).toBe('MISSING');
    await expect
      .poll(() => drawnPixels(page, '[data-test="view-echarts"] canvas'), { timeout: 15_000 })
      .toBeGreaterThan(200);
    expect((await scripts(page)).some((s) => /ViewEcharts/.test(s))).toBe(true);
    await axe(page, 'DataObject views panel (echarts)', '[data-test="views-panel"]');
  });

  it('draws a TresJS 3D trace of x/y/z in WebGL, its code loaded only now', async () => {
    expect((await scripts(page)).some((s) => /ViewTrace3d/.test(s))).toBe(false);
    await openView('trace');
    await drawn();
    expect((await scripts(page)).some((s) => /ViewTrace3d/.test(s))).toBe(true);
    const gl = await page.evaluate(
      "(() => { const c = document.querySelector('[data-test=view-trace-3d] canvas'); const x = c && (c.getContext('webgl2') || c.getContext('webgl')); return x ? x.getParameter(x.VERSION) : null; })()",
    );
    expect(gl, 'a WebGL context (software GL)').toMatch(/WebGL/);
    await expect
      .poll(() => drawnPixels(page, '[data-test="view-trace-3d"] canvas'), { timeout: 20_000 })
      .toBeGreaterThan(100);
    await expect
      .poll(() => page.locator('[data-test="view-trace-3d"] figcaption').textContent())
      .toContain(`${POINTS} points`);
    await axe(page, 'DataObject views panel (3D trace)', '[data-test="views-panel"]');
  });

  it('explains why nothing is drawn when a required binding is missing, and shows the placeholder', async () => {
    await openView('blocked');
    await page.locator('[data-test="view-blocked"]').waitFor();
    expect(await page.locator('[data-test="view-blocked"]').textContent()).toContain('strain');
    expect(await page.locator('[data-test="binding-strain"]').getAttribute('data-status')).toBe('MISSING');
    expect(await page.locator('[data-test="view-echarts"]').count()).toBe(0);
    await openView('usd');
    await page.locator('[data-test="view-placeholder"]').waitFor();
    expect(await page.locator('[data-test="view-placeholder"]').textContent()).toContain('isaac-usd');
    await page.setViewportSize({ width: 320, height: 800 });
    await openView('table');
    await drawn();
    await expectNoOverflow(page, 'views panel at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('fills a form: live checks, a violation on its field, then instantiation', async () => {
    await page.locator(`[data-test="form-open-${dataKind}"]`).click();
    await page.locator('[data-test="template-form"]').waitFor();
    await expect.poll(() => page.locator('[data-test="form-collection"]').textContent()).toContain(collectionName);
    // One widget per editor hint: textarea, date, select (boolean, enumeration), IRI combobox, nested group.
    expect(await page.locator('[data-test="field-notes"] textarea').count()).toBe(1);
    expect(await page.locator('[data-test="field-testDate"] input[type="date"]').count()).toBe(1);
    expect(await page.locator('[data-test="field-passed"].v-select').count()).toBe(1);
    expect(await page.locator('[data-test="field-temperature"].v-select').count()).toBe(1);
    expect(await page.locator('[data-test="field-material"].v-combobox').count()).toBe(1);
    expect(await page.locator('fieldset legend').allTextContents()).toEqual(['Tensile test', 'Machine']);

    // Keyboard: Tab walks name → description → every field in order → submit.
    await field(page, 'form-name').focus();
    const order: string[] = [];
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      order.push(await focused(page, true));
    }
    const stops = order.filter((s, i) => s !== '' && s !== order[i - 1]);
    // Create is disabled (and skipped) while the required specimen id is empty.
    expect(stops.slice(0, 9)).toEqual([
      'form-description',
      'field-specimenId',
      'field-maxForce',
      'field-notes',
      'field-testDate',
      'field-passed',
      'field-temperature',
      'field-material',
      'field-machine.serial',
    ]);

    await field(page, 'field-specimenId').fill('X-1');
    await expect
      .poll(() => page.locator('[data-test="field-specimenId"] .v-messages').textContent())
      .toContain('pattern');
    expect(await page.locator('[data-test="form-submit"]').isDisabled()).toBe(true);
    await field(page, 'field-specimenId').fill('S-42');
    const specimen = page.locator('[data-test="field-specimenId"]');
    await expect.poll(() => specimen.getAttribute('class')).not.toContain('v-input--error');
    await expect.poll(() => specimen.locator('.v-messages').textContent()).toBe('Pattern: ^S-[0-9]+$');
    await field(page, 'field-maxForce').fill('-5');
    await field(page, 'field-notes').fill('necking at 80 %');
    await field(page, 'field-testDate').fill('2026-11-02');
    await choose(page, 'field-passed', 'yes');
    await choose(page, 'field-temperature', '80');
    await field(page, 'field-material').fill(`${EX}Steel`);
    await field(page, 'field-machine.serial').fill('M-7');
    await axe(page, 'template form');
    // Every check passes in the browser now: Tab from the last field reaches Create, Enter submits.
    await field(page, 'field-machine.serial').focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('form-submit');
    await page.keyboard.press('Enter');
    const force = page.locator('[data-test="field-maxForce"]');
    await expect.poll(() => force.locator('.v-messages').textContent(), { timeout: 15_000 }).not.toBe('');
    expect(await force.getAttribute('class')).toContain('v-input--error');
    expect(await specimen.getAttribute('class')).not.toContain('v-input--error');

    await field(page, 'field-maxForce').fill('12.5');
    await expect.poll(() => force.locator('.v-messages').textContent()).toBe('');
    await page.locator('[data-test="form-submit"]').click();
    await page.waitForURL((u) => /\/data-objects\/\d+$/.test(u.pathname) && !u.pathname.endsWith(`/${run.id}`));
    const id = page.url().split('/').pop();
    const made = await call<{ attributes: Record<string, string>; name: string }>(
      'GET',
      `/svc/api/collections/${collection.id}/dataObjects/${id}`,
      { headers: withKey(owner.key) },
    );
    expect(made.status).toBe(200);
    expect(made.body.attributes).toMatchObject({
      specimenId: 'S-42',
      maxForce: '12.5',
      testDate: '2026-11-02',
      passed: 'true',
      temperature: '80',
      material: `${EX}Steel`,
      'machine.serial': 'M-7',
    });

    // The new DataObject as a spreadsheet by the data kind's cell mappings: a download of an .xlsx (a ZIP).
    const exportButton = page.locator(`[data-test="form-export-${dataKind}"]`);
    await exportButton.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('explains a retired template instead of its form', async () => {
    await page.goto(at(`/templates/${retiredKind}/form`));
    await page.locator('[data-test="template-retired"]').waitFor();
    expect(await page.locator('[data-test="template-form"]').count()).toBe(0);
  });

  it('lists templates by kind; an admin creates one and edits it into a new revision', async () => {
    await adminPage.locator('[data-test="templates-table"]').waitFor();
    await adminPage.locator(`[data-test="template-row-${dataKind}"]`).waitFor();
    await axe(adminPage, 'templates page');
    await adminPage.locator('[data-test="template-create"]').click();
    const name = `made in the console ${Date.now().toString(36)}`;
    await field(adminPage, 'template-name').fill(name);
    await field(adminPage, 'template-body').fill(JSON.stringify({ title: 'Console kind', defaults: { a: '1' } }));
    await adminPage.locator('[data-test="template-save"]').click();
    const row = adminPage.locator('[data-test^="template-row-"]', { hasText: name });
    await row.waitFor();
    await row.locator('[data-test^="template-edit-"]').click();
    await field(adminPage, 'template-body').fill(JSON.stringify({ title: 'Console kind, v2', defaults: { a: '2' } }));
    await adminPage.locator('[data-test="template-save"]').click();
    await expect.poll(() => row.locator('td').nth(1).textContent(), { timeout: 15_000 }).toBe('2');
    await adminPage.setViewportSize({ width: 320, height: 800 });
    await expectNoOverflow(adminPage, 'templates at 320 px');
    await adminPage.setViewportSize({ width: 1280, height: 900 });
  });

  it('builds a shape from rows with a live Turtle preview and validates data against it', async () => {
    await page.goto(at('/shapes/build'));
    await field(page, 'shape-target-class').fill(`${EX}Specimen`);
    await field(page, 'shape-row-0-path').fill(`${EX}id`);
    await field(page, 'shape-row-0-min').fill('1');
    await field(page, 'shape-row-0-pattern').fill('^S-');
    await page.locator('[data-test="shape-add-row"]').click();
    await field(page, 'shape-row-1-path').fill(`${EX}id`);
    await expect.poll(() => page.locator('[data-test="shape-row-1"]').textContent()).toContain('another row');
    await field(page, 'shape-row-1-path').fill(`${EX}length`);
    const turtle = page.locator('[data-test="shape-turtle"]');
    await expect.poll(() => turtle.textContent(), { timeout: 15_000 }).toContain(`${EX}length`);
    expect(await turtle.textContent()).toContain('^S-');
    await axe(page, 'shape builder');

    const data = (id: string) => `<urn:s:1> a <${EX}Specimen> ; <${EX}id> "${id}" .`;
    await field(page, 'shape-data').fill(data('X-1'));
    await page.locator('[data-test="shape-validate"]').click();
    const report = page.locator('[data-test="shape-report"]');
    await expect.poll(() => report.getAttribute('data-conforms'), { timeout: 15_000 }).toBe('false');
    expect(await page.locator('[data-test="shape-violation"]').count()).toBe(1);
    expect(await page.locator('[data-test="shape-violation"]').textContent()).toContain(`${EX}id`);
    await field(page, 'shape-data').fill(data('S-1'));
    await page.locator('[data-test="shape-validate"]').click();
    await expect.poll(() => report.getAttribute('data-conforms'), { timeout: 15_000 }).toBe('true');
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoOverflow(page, 'shape builder at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('ran without script errors or CSP violations', async () => {
    expect(pageErrors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(await cspViolations(adminPage)).toEqual([]);
  });
});
