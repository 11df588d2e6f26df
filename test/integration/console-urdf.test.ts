import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible as axe } from '../support/axe.ts';
import { chromiumFor, consoleAt, expectNoOverflow, launchBrowser, signedInPage } from '../support/browser.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { call, userWithKey, withKey } from '../support/local.ts';
import { fileForm } from '../support/multipart.ts';
import { canvasPixels } from '../support/pixels.ts';
import { freePort } from '../support/private-services.ts';
import { mustCreate } from '../support/templates.ts';
import { collectionOf, dataObjectIn, type Entity } from '../support/views.ts';

/**
 * The console's `urdf` renderer (issue 31) in headless Chromium with software WebGL, against the
 * real local cloud. A view recipe's body `renderer` is one of seven values, so `urdf` reaches the
 * console as the hint of a plugin renderer: a second gateway on the same backing services reads a
 * drop-in plugin answering `urdf` for one shape IRI, and serves the console the test browses. The
 * robot description is a file of the DataObject's file reference (the API's file references carry
 * no `urdfFileAppId`, so the console takes the referenced file named `*.urdf`).
 */
const haveChromium = chromiumFor('console-urdf');
const URDF_SHAPE = 'urn:svc-test:shape:urdf';
const PLUGIN = `export default (ctx) => {
  ctx.registerRenderer({ id: 'urdf', shapeIri: '${URDF_SHAPE}', render: () => ({ renderer: 'urdf', warnings: [] }) });
};
`;

/** Three links of primitives (box, cylinder, sphere): a fixed base, a revolute shoulder with limits, a continuous wrist. */
const ROBOT = `<?xml version="1.0"?>
<robot name="test_arm">
  <material name="blue"><color rgba="0.1 0.2 0.9 1"/></material>
  <link name="base">
    <visual><geometry><box size="0.4 0.4 0.1"/></geometry><material name="blue"/></visual>
  </link>
  <link name="upper_arm">
    <visual><origin xyz="0 0 0.25"/><geometry><cylinder radius="0.05" length="0.5"/></geometry><material name="blue"/></visual>
  </link>
  <link name="hand">
    <visual><geometry><sphere radius="0.08"/></geometry><material name="blue"/></visual>
  </link>
  <joint name="shoulder" type="revolute">
    <parent link="base"/><child link="upper_arm"/>
    <origin xyz="0 0 0.05"/><axis xyz="0 1 0"/>
    <limit lower="-1.5707963" upper="1.5707963" effort="10" velocity="1"/>
  </joint>
  <joint name="wrist" type="continuous">
    <parent link="upper_arm"/><child link="hand"/>
    <origin xyz="0 0 0.5"/><axis xyz="0 0 1"/>
  </joint>
</robot>
`;

const ANGLE = {
  measurement: 'arm',
  device: 'test_arm',
  location: 'lab',
  symbolicName: 'SHOULDER',
  field: 'shoulder-angle',
};

/** One link whose visual is a mesh file the console cannot reach. */
const MESHED = `<robot name="meshed"><link name="shell"><visual><geometry><mesh filename="package://arm/meshes/shell.stl"/></geometry></visual></link></robot>`;

/** Pixels of the URDF canvas drawn in the robot's blue (white and the grey grid are not counted), with a hash of them. */
const bluePixels = async (page: Page): Promise<[number, number]> => {
  const { count, hash } = await canvasPixels(page, '[data-test="urdf-canvas"]', 'bluish');
  return [count, hash];
};

const scripts = async (page: Page): Promise<string[]> =>
  (await page.evaluate(
    "performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js'))",
  )) as string[];

describe.skipIf(!haveChromium)('the console: the urdf view renderer', () => {
  let dir: string;
  let gw: { url: string; stop: () => void };
  let browser: Browser;
  let owner: { username: string; key: string };
  let page: Page;
  let collection: Entity;
  let robot: Entity;
  let bare: Entity;
  let meshed: Entity;
  let recipe = '';
  const pageErrors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'svc-console-urdf-'));
    const folder = join(dir, 'svc-plugin-view-urdf-1.0.0');
    mkdirSync(folder);
    writeFileSync(
      join(folder, 'svc-plugin.json'),
      JSON.stringify({
        id: 'view-urdf',
        version: '1.0.0',
        svcCompatibility: '>=0.1.0,<1',
        title: 'URDF renderer',
        description: 'answers the urdf renderer for one shape',
        licence: 'MIT',
        entry: 'index.mjs',
      }),
    );
    writeFileSync(join(folder, 'index.mjs'), PLUGIN);
    const port = await freePort();
    [gw, owner, browser] = await Promise.all([
      startExtraGateway(port, { SVC_PLUGINS_DIR: dir, SVC_AWS_CALL_LOG: '' }),
      userWithKey(),
      launchBrowser({ webgl: true }),
    ]);
    const h = withKey(owner.key);
    collection = await collectionOf(owner.key, `urdf ${Date.now().toString(36)}`);
    robot = await dataObjectIn(owner.key, collection, { name: 'Arm' });
    bare = await dataObjectIn(owner.key, collection, { name: 'No model' });
    meshed = await dataObjectIn(owner.key, collection, { name: 'Meshed' });

    const fc = await call<Entity>('POST', '/svc/api/fileContainers', { headers: h, body: { name: 'arm model' } });
    expect(fc.status, fc.text).toBe(201);
    const oids: string[] = [];
    for (const [data, name] of [
      [ROBOT, 'test_arm.urdf'],
      ['not a model', 'notes.txt'],
      [MESHED, 'meshed.URDF'],
    ] as const) {
      const form = fileForm(Buffer.from(data), name);
      const up = await call<{ oid: string }>('POST', `/svc/api/fileContainers/${fc.body.id}/payload`, {
        headers: { ...h, 'content-type': form.contentType },
        raw: form.body,
      });
      expect(up.status, up.text).toBe(201);
      oids.push(up.body.oid);
    }
    const ref = await call('POST', `/svc/api/collections/${collection.id}/dataObjects/${robot.id}/fileReferences`, {
      headers: h,
      body: { name: 'arm description', fileOids: oids.slice(0, 2), fileContainerId: fc.body.id },
    });
    expect(ref.status, ref.text).toBe(201);
    // The shoulder's angle over three timestamps (0.25, 0.5, 1.25 rad: Doubles), referenced by the arm only.
    const tc = await call<Entity>('POST', '/svc/api/timeseriesContainers', {
      headers: h,
      body: { name: 'arm angles' },
    });
    expect(tc.status, tc.text).toBe(201);
    const w = await call('POST', `/svc/api/timeseriesContainers/${tc.body.id}/payload`, {
      headers: h,
      body: {
        timeseries: ANGLE,
        points: [0.25, 0.5, 1.25].map((value, i) => ({ timestamp: 1_000 * (i + 1), value })),
      },
    });
    expect(w.status, w.text).toBe(201);
    const tref = await call(
      'POST',
      `/svc/api/collections/${collection.id}/dataObjects/${robot.id}/timeseriesReferences`,
      {
        headers: h,
        body: { name: 'arm angles', start: 0, end: 10_000, timeseries: [ANGLE], timeseriesContainerId: tc.body.id },
      },
    );
    expect(tref.status, tref.text).toBe(201);
    const meshRef = await call(
      'POST',
      `/svc/api/collections/${collection.id}/dataObjects/${meshed.id}/fileReferences`,
      {
        headers: h,
        body: { name: 'shell', fileOids: oids.slice(2), fileContainerId: fc.body.id },
      },
    );
    expect(meshRef.status, meshRef.text).toBe(201);

    recipe = (
      await mustCreate({
        kind: 'VIEW_RECIPE',
        name: 'arm model view',
        // An optional binding whose role names the shoulder: RESOLVED on the arm, MISSING elsewhere.
        body: {
          title: 'Arm model',
          renderer: 'tresjs',
          shape: URDF_SHAPE,
          hasChannelBinding: [{ role: 'shoulder', channelSelector: JSON.stringify({ field: 'shoulder-angle' }) }],
        },
      })
    ).appId;
    const settings = await call('PUT', `/v2/collections/${collection.appId}/template-settings`, {
      headers: h,
      body: { templateAllowList: [], viewRecipeAppIds: [recipe] },
    });
    expect(settings.status, settings.text).toBe(200);

    page = await signedInPage(browser, owner.key, {
      base: gw.url,
      redirect: `/collections/${collection.id}/data-objects/${robot.id}`,
      errors: pageErrors,
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    gw?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('draws the URDF of the file reference, lists its links and joints, and moves a joint by keyboard', async () => {
    const open = page.locator(`[data-test="view-open-${recipe}"]`);
    await open.waitFor();
    expect(
      (await scripts(page)).some((s) => /ViewUrdf/.test(s)),
      'no URDF renderer before the view opens',
    ).toBe(false);
    await open.click();
    await page.locator('[data-test="view"][data-state="drawn"]').waitFor({ timeout: 30_000 });
    expect(
      (await scripts(page)).some((s) => /ViewUrdf/.test(s)),
      'the URDF renderer loaded when opened',
    ).toBe(true);

    await expect.poll(() => page.locator('[data-test="urdf-source"]').textContent()).toContain('test_arm.urdf');
    const shoulder = page.locator('[data-test="urdf-joint-shoulder"]');
    expect(await shoulder.getAttribute('data-type')).toBe('revolute');
    // The bound channel drives the shoulder: the newest point first, the first by the time slider's Home.
    const thumb = page.locator('[data-test="urdf-slider-shoulder"] [role="slider"]');
    const time = page.locator('[data-test="urdf-time"] [role="slider"]');
    await time.waitFor({ timeout: 15_000 });
    await expect.poll(() => thumb.getAttribute('aria-valuetext')).toBe('1.25 rad (71.6°)');
    expect(await time.getAttribute('aria-valuetext')).toBe('3000 ns (step 3 of 3)');
    await time.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => thumb.getAttribute('aria-valuetext')).toBe('0.25 rad (14.3°)');
    expect(await time.getAttribute('aria-valuetext')).toBe('1000 ns (step 1 of 3)');
    const cells = await shoulder.locator('th, td').allTextContents();
    expect(cells.map((c) => c.trim().replace(/\s+/g, ' '))).toEqual([
      'shoulder',
      'revolute',
      'base → upper_arm',
      '0 1 0',
      '-1.571 rad (-90°) … 1.571 rad (90°); driven by the channel bound as shoulder',
    ]);
    expect(await page.locator('[data-test="urdf-joint-wrist"]').getAttribute('data-type')).toBe('continuous');
    const links: string[] = [];
    for (const row of await page.locator('[data-test="urdf-links"] tbody tr').all())
      links.push((await row.locator('th, td').allTextContents()).map((c) => c.trim()).join(' | '));
    expect(links.sort()).toEqual(['base | root | box', 'hand | wrist | sphere', 'upper_arm | shoulder | cylinder']);
    expect(await page.locator('[data-test="urdf-meshes"]').count()).toBe(0);

    // The canvas drew the blue robot (not only the white background and the grey grid).
    await expect.poll(async () => (await bluePixels(page))[0], { timeout: 15_000 }).toBeGreaterThan(200);
    const [, before] = await bluePixels(page);

    // The shoulder's slider, by keyboard: End moves it to its upper limit, and the arm is redrawn.
    expect(await thumb.getAttribute('aria-label')).toBe('shoulder');
    await thumb.focus();
    await page.keyboard.press('End');
    await expect.poll(() => thumb.getAttribute('aria-valuetext')).toBe('1.57 rad (90°)');
    await expect.poll(async () => (await bluePixels(page))[1]).not.toBe(before);
    expect(await page.locator('[data-test="urdf-slider-wrist"] [role="slider"]').count()).toBe(1);

    await axe(page, 'DataObject views panel (urdf)', '[data-test="views-panel"]');
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoOverflow(page, 'urdf view at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('says so when the DataObject references no URDF file', async () => {
    await page.goto(consoleAt(`/collections/${collection.id}/data-objects/${bare.id}`, gw.url));
    await page.locator(`[data-test="view-open-${recipe}"]`).click();
    await page.locator('[data-test="urdf-none"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-test="urdf-canvas"]').isVisible()).toBe(false);
    await axe(page, 'DataObject views panel (urdf, no file)', '[data-test="views-panel"]');
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('names the mesh files it could not load and shows a box in their place', async () => {
    await page.goto(consoleAt(`/collections/${collection.id}/data-objects/${meshed.id}`, gw.url));
    await page.locator(`[data-test="view-open-${recipe}"]`).click();
    await page.locator('[data-test="view"][data-state="drawn"]').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.locator('[data-test="urdf-meshes"] li').allTextContents())
      .toEqual(['package://arm/meshes/shell.stl']);
    expect((await page.locator('[data-test="urdf-link-shell"] td').allTextContents()).map((c) => c.trim())).toEqual([
      'root',
      'mesh (not loaded)',
    ]);
    expect(await page.locator('[data-test="urdf-joints"] tbody tr').count()).toBe(0);
    expect(await page.locator('[data-test="urdf-sliders"]').count()).toBe(0);
    await axe(page, 'DataObject views panel (urdf, meshes missing)', '[data-test="views-panel"]');
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
