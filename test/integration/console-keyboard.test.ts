import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { chromiumFor, consoleAt as at, launchBrowser, signedInPage } from '../support/browser.ts';
import { call, userWithKey, withKey } from '../support/local.ts';

/**
 * Keyboard-only paths through the console (issue 30) in headless Chromium against the real local
 * cloud: the DataObject tree, the Collections table's ordering and paging, and a dialog. After
 * sign-in nothing is clicked: every step is page.keyboard, and the test reads where focus is.
 */
const haveChromium = chromiumFor('console-keyboard');

interface Entity {
  id: number;
  name: string;
}

describe.skipIf(!haveChromium)('the console by keyboard alone', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  let collection: Entity;
  const objects: Record<string, Entity> = {};
  const tag = `kb-${Date.now().toString(36)}`;

  beforeAll(async () => {
    let user: { username: string; key: string };
    [user, browser] = await Promise.all([userWithKey(), launchBrowser()]);
    const h = withKey(user.key);
    collection = (await call<Entity>('POST', '/svc/api/collections', { headers: h, body: { name: `tree ${tag}` } }))
      .body;
    const make = async (name: string, parentId?: number) => {
      const r = await call<Entity>('POST', `/svc/api/collections/${collection.id}/dataObjects`, {
        headers: h,
        body: { name, ...(parentId !== undefined ? { parentId } : {}) },
      });
      expect(r.status, r.text).toBe(201);
      objects[name] = r.body;
    };
    await make('Alpha');
    await make('Beta');
    await make('Alpha child', objects['Alpha']!.id);
    // Private Collections for the table: 12 of this user's, "k00"…"k11", more than one page of 10.
    await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        call('POST', '/svc/api/collections', {
          headers: h,
          body: { name: `k${String(i).padStart(2, '0')} ${tag}` },
        }),
      ),
    );
    page = await signedInPage(browser, user.key, { errors: pageErrors, redirect: `/collections/${collection.id}` });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  /** What has focus: its data-test, else its role and accessible text. */
  const focused = (): Promise<string> =>
    page.evaluate(`(() => {
      const e = document.activeElement;
      if (!e || e === document.body) return 'body';
      const test = e.getAttribute('data-test');
      if (test) return test;
      const label = e.labels && e.labels[0] ? e.labels[0].textContent : '';
      const text = (e.getAttribute('aria-label') || label || e.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 60);
      return (e.getAttribute('role') || e.tagName.toLowerCase()) + ': ' + text;
    })()`) as Promise<string>;

  /** Presses Tab (or Shift+Tab) until `want` has focus; fails after `max` presses, listing the stops. */
  async function tabTo(want: (f: string) => boolean, max = 40, key = 'Tab'): Promise<string[]> {
    const stops: string[] = [];
    for (let i = 0; i < max; i++) {
      await page.keyboard.press(key);
      const f = await focused();
      stops.push(f);
      if (want(f)) return stops;
    }
    throw new Error(`not reached by ${key}: ${stops.join(' → ')}`);
  }
  const press = async (key: string) => {
    await page.keyboard.press(key);
    return focused();
  };

  it('walks the DataObject tree: one Tab stop, arrows move, → opens and loads children, ← closes, Enter opens', async () => {
    await page.locator('[data-test="tree-keys"]').waitFor();
    await page.locator('[data-test="tree-link"]', { hasText: 'Beta' }).waitFor();
    const stops = await tabTo((f) => f.startsWith('treeitem: Alpha'));
    // Before the tree: the page's own actions, in reading order.
    expect(stops.filter((s) => s.startsWith('collection-') || s === 'data-object-new')).toEqual([
      'collection-export',
      'collection-edit',
      'data-object-new',
    ]);
    const alpha = page.locator('[role="treeitem"]', { hasText: 'Alpha' }).first();
    expect(await alpha.getAttribute('aria-expanded')).toBe('false');

    expect(await press('ArrowDown')).toBe('treeitem: Beta');
    expect(await press('ArrowUp')).toBe('treeitem: Alpha');
    await page.keyboard.press('ArrowRight'); // opens Alpha and loads its children
    await expect.poll(() => alpha.getAttribute('aria-expanded')).toBe('true');
    await page.locator('[data-test="tree-link"]', { hasText: 'Alpha child' }).waitFor();
    expect(await focused()).toBe('treeitem: Alpha');
    expect(await press('ArrowRight')).toBe('treeitem: Alpha child');
    expect(await press('ArrowDown')).toBe('treeitem: Beta');
    expect(await press('ArrowUp')).toBe('treeitem: Alpha child');
    expect(await press('ArrowLeft')).toBe('treeitem: Alpha'); // to the parent
    await page.keyboard.press('ArrowLeft'); // closes it
    await expect.poll(() => alpha.getAttribute('aria-expanded')).toBe('false');
    expect(await press('ArrowDown')).toBe('treeitem: Beta');

    // The tree is one Tab stop: the next Tab leaves it (the links inside are not stops of their own).
    expect(await press('Tab')).toBe('lineage-show');
    expect(await press('Shift+Tab')).toMatch(/^treeitem: /);

    // Enter opens the DataObject of the focused item.
    await page.keyboard.press('Home');
    expect(await focused()).toBe('treeitem: Alpha');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/data-objects/${objects['Alpha']!.id}$`));
    await expect.poll(() => page.locator('[data-test="data-object-title"]').textContent()).toBe('Alpha');
  });

  it('orders and pages the Collections table by keyboard; focus stays in the pager', async () => {
    await page.goto(at('/collections'));
    await page.locator('[data-test="collection-row"]').first().waitFor();
    // Order by: opened and chosen with the keyboard.
    await tabTo((f) => f === 'combobox: Order by');
    await page.keyboard.press('Enter');
    await page.locator('.v-overlay--active [role="option"]').first().waitFor();
    let option = '';
    for (let i = 0; i < 5 && option !== 'option: Name'; i++) option = await press('ArrowDown');
    expect(option).toBe('option: Name');
    await page.keyboard.press('Enter');
    await page.waitForURL(/orderBy=name/);
    await expect.poll(focused).toBe('combobox: Order by');
    // Newest / Z first: the switch, with Space, on and off.
    expect(await press('Tab')).toBe('input: Newest / Z first');
    const checked = () => page.evaluate('document.activeElement.checked') as Promise<boolean>;
    const wasDesc = await checked();
    await page.keyboard.press('Space');
    await page.waitForURL(new RegExp(`orderDesc=${!wasDesc}`));
    expect(await checked()).toBe(!wasDesc);
    await page.keyboard.press('Space');
    await page.waitForURL((u) => !u.search.includes(`orderDesc=${!wasDesc}`));
    expect(await checked()).toBe(wasDesc);
    // Page size 10 (this user alone has 12 Collections), from its menu by keyboard.
    await tabTo((f) => f === 'combobox: Rows per page', 80);
    await page.keyboard.press('Enter');
    await page.locator('.v-overlay--active [role="option"]').first().waitFor();
    await page.keyboard.press('ArrowDown');
    option = await press('Home');
    for (let i = 0; i < 4 && option !== 'option: 10'; i++) option = await press('ArrowUp');
    expect(option).toBe('option: 10');
    await page.keyboard.press('Enter');
    await page.waitForURL(/size=10/);
    await expect.poll(() => page.locator('[data-test="collection-row"]').count()).toBe(10);

    // Paging: Next, then Previous back to the first page, where Previous is disabled under the
    // user's focus: focus moves to Next, not to the top of the page.
    await tabTo((f) => f === 'page-next', 5);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-test="page-status"]').textContent()).toContain('2');
    await page.waitForURL(/page=1/);
    // Settled first: while page 2 loads, Next may be disabled under the user's focus, which then
    // moves to Previous; reading the focus before that would race it.
    await page.waitForLoadState('networkidle');
    await expect.poll(focused).toMatch(/^page-(next|previous)$/);
    if ((await focused()) === 'page-next') expect(await press('Shift+Tab')).toBe('page-previous');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-test="page-status"]').textContent()).toContain('1');
    await expect.poll(() => page.locator('[data-test="page-previous"]').isDisabled()).toBe(true);
    await expect.poll(focused).toBe('page-next');
  });

  // A closing overlay runs its leave transition before focus returns: on a loaded machine that took
  // more than expect.poll's default second (a clean-clone run failed on it).
  const settle = { timeout: 10_000 };

  it('opens a dialog by keyboard: focus inside and trapped, Escape closes, focus returns to its button', async () => {
    await page.goto(at('/collections'));
    await page.locator('[data-test="collection-row"]').first().waitFor();
    await tabTo((f) => f === 'collection-new');
    await page.keyboard.press('Enter');
    const dialog = page.locator('.v-overlay--active .v-overlay__content');
    await dialog.waitFor();
    await page.locator('[data-test="collection-name"] input:focus').waitFor();
    // Twice round the dialog: Tab never leaves it.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate("!!document.activeElement?.closest('.v-overlay--active')"), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate("!!document.activeElement?.closest('.v-overlay--active')")).toBe(true);
    }
    await expectAccessible(page, 'collection dialog', '.v-overlay--active .v-overlay__content');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), settle).toBe(0);
    await expect.poll(focused, settle).toBe('collection-new');

    // A confirmation too: Delete on a row, Escape, focus back on that row's Delete.
    const del = await tabTo((f) => f.startsWith('button: Delete: '));
    await page.keyboard.press('Enter');
    await page.locator('[data-test="confirm"]').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-test="confirm"]').count(), settle).toBe(0);
    await expect.poll(focused, settle).toBe(del.at(-1));
  });

  it('ran without script errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
