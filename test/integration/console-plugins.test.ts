import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible as axe } from '../support/axe.ts';
import {
  chooseAutocomplete,
  chromiumFor,
  cspViolations,
  expectNoOverflow,
  field,
  launchBrowser,
  signedInPage,
} from '../support/browser.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { asAdmin, call, gateway, userWithKey, withKey } from '../support/local.ts';
import { type LlmStandin, startBedrockStandin } from '../support/llm-standins.ts';
import { freePort } from '../support/private-services.ts';
import { mustCreate } from '../support/templates.ts';

/**
 * The console's plugin pages (issue 31) in headless Chromium against the real local cloud:
 * the wiki-writer's "write lab-journal entry" on a DataObject, served by a second gateway with
 * the ai and wiki-writer plugins on (both off by default) whose TEXT slot is bound to a loopback
 * stand-in of Amazon Bedrock's Converse API (the provider cannot be reached here; the slot is a
 * config singleton, put back to its defaults afterwards); the same action on the main gateway,
 * where the plugin is off; mapping recipes run over a DataObject (view model and stored
 * document); the importer's jobs for an admin, copying a Collection of this instance into itself
 * through its own legacy API. Axe, 320 px and a keyboard path through the import form.
 */
const haveChromium = chromiumFor('console-plugins');
const BEDROCK_MODEL = 'anthropic.claude-3-haiku-20240307-v1:0';
const RESET = {
  provider: null,
  model: null,
  endpoint: null,
  region: null,
  apiKeySecret: null,
  temperature: null,
  topP: null,
  maxTokens: null,
  maxInputChars: null,
  timeoutMs: null,
  maxAttempts: null,
};

interface Entity {
  id: number;
  appId: string;
  name: string;
}
type Entry = { id: number; journalContent: string };

describe.skipIf(!haveChromium)('the console: plugin pages', () => {
  let browser: Browser;
  let bedrock: LlmStandin;
  let gw: { url: string; stop: () => void };
  let owner: { username: string; key: string };
  let admin: { username: string; key: string };
  let collection: Entity;
  let dataObject: Entity;
  const errors: string[] = [];
  const suffix = Date.now().toString(36);
  const pages: Page[] = [];

  const patchSlot = (patch: Record<string, unknown>) =>
    call('PATCH', '/v2/admin/ai/capabilities/TEXT', {
      base: gw.url,
      headers: { ...asAdmin(), 'content-type': 'application/merge-patch+json' },
      raw: JSON.stringify(patch),
    });
  const journal = async () =>
    (
      await call<Entry[]>('GET', `/svc/api/labJournalEntries?dataObjectId=${dataObject.id}`, {
        headers: withKey(owner.key),
      })
    ).body;
  const open = async (key: string, redirect: string, base?: string) => {
    const page = await signedInPage(browser, key, { errors, redirect, ...(base ? { base } : {}) });
    pages.push(page);
    return page;
  };
  const dataObjectPath = () => `/collections/${collection.id}/data-objects/${dataObject.id}`;

  beforeAll(async () => {
    [bedrock, owner, admin] = await Promise.all([
      startBedrockStandin(),
      userWithKey(),
      userWithKey(['instance-admin']),
    ]);
    gw = await startExtraGateway(await freePort(), {
      SVC_PLUGINS_AI_ENABLED: 'true',
      SVC_PLUGINS_WIKI_WRITER_ENABLED: 'true',
    });
    const bound = await patchSlot({
      ...RESET,
      provider: 'bedrock',
      model: BEDROCK_MODEL,
      endpoint: bedrock.url,
      region: 'eu-central-1',
      maxTokens: 300,
      timeoutMs: 3_000,
      maxAttempts: 1,
    });
    expect(bound.status, bound.text).toBe(200);
    const h = withKey(owner.key);
    const c = await call<Entity>('POST', '/svc/api/collections', {
      headers: h,
      body: { name: `plugins ${suffix}`, description: 'Salt-spray tests', attributes: {} },
    });
    expect(c.status, c.text).toBe(201);
    collection = c.body;
    const d = await call<Entity>('POST', `/svc/api/collections/${collection.id}/dataObjects`, {
      headers: h,
      body: {
        name: 'Panel 7 exposure',
        description: 'Aluminium panel exposed for 96 hours.',
        attributes: { alloy: 'AA2024-T3', hours: '96' },
      },
    });
    expect(d.status, d.text).toBe(201);
    dataObject = d.body;
    await mustCreate({
      kind: 'MAPPING_RECIPE',
      name: `Console summary ${suffix}`,
      body: {
        transform:
          '{"panel": dataObject.name, "alloy": dataObject.attributes.alloy, "hours": $number(dataObject.attributes.hours)}',
        source: { attributes: true },
        target: { name: 'panel summary' },
      },
    });
    await mustCreate({
      kind: 'MAPPING_RECIPE',
      name: `Console broken ${suffix}`,
      body: { transform: 'dataObject.name + 1' },
    });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    if (gw) await patchSlot(RESET);
    gw?.stop();
    await browser?.close();
    await bedrock?.close();
  });

  it('wiki-writer on: a researcher writes a lab journal entry by AI from the DataObject page', async () => {
    bedrock.answer = '<h2>Panel 7</h2><p>Exposure went as planned.</p><script>alert(1)</script>';
    const page = await open(owner.key, dataObjectPath(), gw.url);
    const section = page.locator('[data-test="wiki-writer"]');
    await section.waitFor();
    await axe(page, 'DataObject page with the plugin sections');
    await page.locator('[data-test="wiki-write"]').click();
    const dialog = page.locator('.v-overlay--active [role="alertdialog"]');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('text model');
    await axe(page, 'wiki-writer confirmation', '.v-overlay--active .v-overlay__content');
    const before = bedrock.log.length;
    await dialog.locator('[data-test="confirm"]').click();
    await page.locator('[data-test="wiki-written"]').waitFor();
    // The lab journal below shows the entry, cleaned: the heading and paragraph kept, the script gone.
    await expect
      .poll(() => page.locator('[data-test="journal-entry"]').first().textContent())
      .toContain('Exposure went as planned.');
    const entries = await journal();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.journalContent).toContain('<h2>Panel 7</h2>');
    expect(entries[0]?.journalContent).not.toContain('script');
    // One Converse call, about this DataObject.
    expect(bedrock.log.length).toBe(before + 1);
    expect(bedrock.log.at(-1)?.raw).toContain('Panel 7 exposure');
    expect(bedrock.log.at(-1)?.raw).toContain('AA2024-T3');
  });

  it('wiki-writer: a failing provider writes nothing, and the page says so', async () => {
    bedrock.failNext(500, 1);
    const page = pages[0] as Page;
    await page.locator('[data-test="wiki-write"]').click();
    await page.locator('.v-overlay--active [data-test="confirm"]').click();
    await expect.poll(() => page.locator('[data-test="wiki-problem"]').textContent()).toContain('Nothing was written');
    expect(await page.locator('[data-test="problem"]').count()).toBeGreaterThan(0);
    expect(await journal()).toHaveLength(1);
  });

  it('wiki-writer off (the main gateway): a researcher is told once, an admin is never offered it', async () => {
    const page = await open(owner.key, dataObjectPath());
    await page.locator('[data-test="wiki-write"]').click();
    await page.locator('.v-overlay--active [data-test="confirm"]').click();
    await expect
      .poll(() => page.locator('[data-test="wiki-problem"]').textContent())
      .toContain('plugin is off on this instance');
    expect(await page.locator('[data-test="wiki-write"]').count()).toBe(0);
    expect(await journal()).toHaveLength(1);

    // An admin knows the plugin list (and reads every Collection): no section at all.
    const adminPage = await open(admin.key, dataObjectPath());
    await adminPage.locator('[data-test="mappings"]').waitFor();
    expect(await adminPage.locator('[data-test="wiki-writer"]').count()).toBe(0);
  });

  it('runs a mapping recipe: the view model, a stored document, and a failing expression explained', async () => {
    const page = pages[1] as Page; // the owner's, on the main gateway
    await chooseAutocomplete(page, 'mapping-recipe', `Console summary ${suffix}`, `Console summary ${suffix}`);
    await page.locator('[data-test="mapping-run"]').click();
    await expect.poll(() => page.locator('[data-test="mapping-json"]').textContent()).toContain('"alloy": "AA2024-T3"');
    expect(await page.locator('[data-test="mapping-json"]').textContent()).toContain('"hours": 96');
    expect(await page.locator('[data-test="mapping-stored"]').count()).toBe(0);

    await page.locator('[data-test="mapping-output-reference"] input').check();
    await field(page, 'mapping-container').fill('not-a-uuid');
    expect(await page.locator('[data-test="mapping-run"]').isDisabled()).toBe(true);
    await field(page, 'mapping-container').fill('');
    await field(page, 'mapping-name').fill(`summary ${suffix}`);
    await page.locator('[data-test="mapping-run"]').click();
    await expect.poll(() => page.locator('[data-test="mapping-stored"]').textContent()).toContain(`summary ${suffix}`);
    const refs = await call<{ name: string; structuredDataOids: string[] }[]>(
      'GET',
      `/svc/api/collections/${collection.id}/dataObjects/${dataObject.id}/structuredDataReferences`,
      { headers: withKey(owner.key) },
    );
    expect(refs.body.map((r) => r.name)).toEqual([`summary ${suffix}`]);
    expect(await page.locator('[data-test="mapping-stored"]').textContent()).toContain(
      refs.body[0]?.structuredDataOids[0] ?? '-',
    );
    await axe(page, 'DataObject page with a mapping result');

    await chooseAutocomplete(page, 'mapping-recipe', `Console broken ${suffix}`, `Console broken ${suffix}`);
    await page.locator('[data-test="mapping-output-ephemeral"] input').check();
    await page.locator('[data-test="mapping-run"]').click();
    await expect
      .poll(() => page.locator('[data-test="mapping-hint"]').textContent())
      .toContain("failed on this DataObject's data");
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoOverflow(page, 'DataObject page with the mapping panel at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('an admin starts an import by keyboard and follows it to the end', async () => {
    const page = await open(admin.key, '/admin');
    await page.locator('[data-test="admin-tab-imports"]').click();
    await page.locator('[data-test="import-form"]').waitFor();
    await axe(page, 'imports tab');
    // Refused before sending: no address, no key, no id.
    await page.locator('[data-test="import-start"]').click();
    await expect
      .poll(() => page.locator('[data-test="import-form"]').textContent())
      .toContain('An http or https address.');

    // Keyboard only from the first field: type, Tab, …, Enter submits the form.
    await field(page, 'import-source').focus();
    await page.keyboard.type(gateway);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-a-key');
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(collection.id));
    await page.keyboard.press('Tab');
    await page.keyboard.type(`imported ${suffix}`);
    await page.keyboard.press('Enter');
    // The source refuses the key: 502, shown; nothing started.
    await expect.poll(() => page.locator('[data-test="problem"]').first().textContent()).toMatch(/refused|401|key/i);
    expect(await page.locator('[data-test="import-job"]').count()).toBe(0);

    await field(page, 'import-key').fill(owner.key);
    await field(page, 'import-key').press('Enter');
    await page.locator('[data-test="import-job"]').waitFor();
    const jobId = new URL(page.url()).searchParams.get('job');
    expect(jobId).toMatch(/^[0-9a-f]{32}$/);
    await expect
      .poll(() => page.locator('[data-test="import-job"]').getAttribute('data-state'), { timeout: 60_000 })
      .toBe('SUCCEEDED');
    expect(await page.locator('[data-test="import-progress"]').getAttribute('data-percent')).toBe('100');
    expect(await page.locator('[data-test="import-count-dataObjects"]').textContent()).toMatch(
      /DataObjects\s*1\s*1\s*0/,
    );
    // The copy is real: its DataObject came over with its attributes.
    const job = await call<{ targetCollectionId: number }>('GET', `/v2/admin/import/${jobId}`, {
      headers: withKey(admin.key),
    });
    const copied = await call<{ name: string; attributes: Record<string, string> }[]>(
      'GET',
      `/svc/api/collections/${job.body.targetCollectionId}/dataObjects`,
      { headers: withKey(admin.key) },
    );
    expect(copied.body.map((d) => [d.name, d.attributes['alloy']])).toEqual([['Panel 7 exposure', 'AA2024-T3']]);
    expect(await page.locator('[data-test="import-target"]').getAttribute('href')).toBe(
      `/console/collections/${job.body.targetCollectionId}`,
    );
    await axe(page, 'imports tab with a finished job');
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoOverflow(page, 'imports tab at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('ran without script errors or CSP violations', async () => {
    expect(errors).toEqual([]);
    for (const p of pages) expect(await cspViolations(p)).toEqual([]);
  });
});
