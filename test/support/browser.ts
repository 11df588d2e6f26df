import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { gateway } from './local.ts';

/**
 * What every browser test of the console shares: Debian's Chromium (required in CI, skipped with a
 * warning elsewhere), one way to launch it, a context that records CSP violations, signing in with
 * an API key, form fields by `data-test`, and the no-overflow check.
 */
export const CHROMIUM = process.env['SVC_TEST_CHROMIUM'] ?? '/usr/bin/chromium';
const inCi = !!process.env['CI'] && !/^(0|false)$/i.test(process.env['CI']);
export const haveChromium = existsSync(CHROMIUM);
if (!haveChromium && inCi) {
  throw new Error(
    `Chromium is required in CI (CI=${process.env['CI']}) but ${CHROMIUM} is missing: apt-get install -y chromium.`,
  );
}

/** True when Chromium is there; warns (once per caller) that `name`'s browser tests are skipped otherwise. */
export function chromiumFor(name: string): boolean {
  if (!haveChromium) console.warn(`${name}: SKIPPING the browser tests: no Chromium at ${CHROMIUM}.`);
  return haveChromium;
}

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The console at `p` (a path below /console) on `base` (the main gateway unless named). */
export const consoleAt = (p: string, base: string = gateway): string => `${base}/console${p}`;

/** Collects `securitypolicyviolation` events in `window.__cspViolations`. */
const CSP_RECORDER =
  "window.__cspViolations = []; document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));";

export interface ContextOptions {
  acceptDownloads?: boolean;
  /** Grant clipboard read and write to the gateway's origin (copy buttons). */
  clipboard?: boolean;
}

const contextSettings = (o: ContextOptions) => ({
  locale: 'en-GB',
  viewport: { width: 1280, height: 900 },
  acceptDownloads: o.acceptDownloads ?? false,
});

async function prepare(context: BrowserContext, o: ContextOptions): Promise<void> {
  await context.addInitScript({ content: CSP_RECORDER });
  if (o.clipboard)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(gateway).origin });
}

/**
 * WebGL without a GPU: ANGLE over SwiftShader, Chromium's software rasteriser (it no longer falls
 * back to it by itself, so a WebGL canvas would stay without a context).
 */
const SOFTWARE_GL = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'];

/** One headless Chromium for a test file; contexts (one per user) come from `newConsoleContext`. */
export function launchBrowser(o: { webgl?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: o.webgl ? [...ARGS, ...SOFTWARE_GL] : ARGS,
  });
}

/** A fresh context of `browser` with the CSP recorder (and what `o` asks for). */
export async function newConsoleContext(browser: Browser, o: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(contextSettings(o));
  await prepare(context, o);
  return context;
}

/**
 * Chromium with a persistent profile in a temporary folder (a real disk cache, as a returning
 * visitor has) and its first page; `close()` ends it and removes the profile.
 */
export async function launchPersistent(
  o: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'svc-console-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    ...contextSettings(o),
  });
  await prepare(context, o);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Records the page's uncaught script errors in `errors`. */
export function recordErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (e) => errors.push(e.message));
}

/** The CSP violations the page has seen since it loaded. */
export function cspViolations(page: Page): Promise<unknown> {
  return page.evaluate('window.__cspViolations');
}

/**
 * Signs in with an API key on the sign-in page of `base` and waits for the page it returns to
 * (`redirect`, a console path, `/collections` unless named).
 */
export async function signInWithKey(
  page: Page,
  key: string,
  o: { base?: string; redirect?: string } = {},
): Promise<void> {
  const redirect = o.redirect ?? '/collections';
  await page.goto(consoleAt(`/sign-in?redirect=${encodeURIComponent(redirect)}`, o.base));
  await field(page, 'api-key').fill(key);
  await page.locator('[data-test="sign-in"]').click();
  await page.waitForURL((u) => u.pathname === `/console${redirect.split('?')[0]}`);
}

/** A new context of `browser` whose page is signed in with `key` (on `base`), landed on `redirect`. */
export async function signedInPage(
  browser: Browser,
  key: string,
  o: ContextOptions & { redirect?: string; errors?: string[]; base?: string } = {},
): Promise<Page> {
  const context = await newConsoleContext(browser, o);
  const page = await context.newPage();
  if (o.errors) recordErrors(page, o.errors);
  await signInWithKey(page, key, { redirect: o.redirect, base: o.base });
  return page;
}

/** The text input (or textarea) inside the element marked `data-test="name"`. */
export const field = (page: Page, name: string): Locator =>
  page.locator(`[data-test="${name}"] input:not([type="hidden"]), [data-test="${name}"] textarea`).first();

/** Fails when the page stays wider than the window (horizontal overflow), naming `label`. */
export async function expectNoOverflow(page: Page, label: string): Promise<void> {
  // After a resize the layout settles over a few frames: poll until it fits (failing after 5 s).
  const widths = async () => {
    const [scroll, client] = (await page.evaluate(
      '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
    )) as [number, number];
    return scroll <= client ? 'fits' : `scrollWidth ${scroll} > clientWidth ${client}`;
  };
  await expect.poll(widths, { message: label, timeout: 5_000 }).toBe('fits');
}

/**
 * Presses Tab (or `key`, e.g. Shift+Tab) until the element marked `data-test="test"` has focus,
 * keyboard only; fails after `max` presses, listing the stops (each focused element's data-test,
 * else its tag). Answers the number of presses.
 */
export async function tabTo(page: Page, test: string, o: { max?: number; key?: string } = {}): Promise<number> {
  const stops: string[] = [];
  for (let i = 1; i <= (o.max ?? 40); i++) {
    await page.keyboard.press(o.key ?? 'Tab');
    const f = (await page.evaluate(
      "(() => { const e = document.activeElement; return e ? e.getAttribute('data-test') || e.tagName.toLowerCase() : 'none'; })()",
    )) as string;
    stops.push(f);
    if (f === test) return i;
  }
  throw new Error(`${test} not reached by ${o.key ?? 'Tab'}; stops: ${stops.join(', ')}`);
}

/**
 * Picks `option` (its accessible name) in the Vuetify select marked `data-test="name"` and waits
 * until the select shows it. Under load a click can land while the menu is still opening and be
 * lost; the pick is then tried again (three times at most) instead of going on with the old value.
 */
export async function choose(page: Page, name: string, option: string | RegExp): Promise<void> {
  const select = page.locator(`[data-test="${name}"]`);
  const shown = select.locator('.v-select__selection-text');
  const matches = (t: string) => (typeof option === 'string' ? t.trim() === option : option.test(t.trim()));
  for (let attempt = 1; ; attempt++) {
    if (!(await page.locator('.v-overlay--active [role="listbox"]').isVisible())) await select.click();
    await page.getByRole('option', { name: option }).click();
    const ok = await expect
      .poll(async () => matches((await shown.allTextContents()).join(' ')), { timeout: 5_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (ok) break;
    if (attempt === 3) throw new Error(`${name}: the select did not take ${String(option)} after three picks`);
    await page.keyboard.press('Escape');
  }
  await menuClosed(page);
}

/**
 * The menu closes on a pick; waits for it so the next control is not covered. A menu still open
 * after that (a slow transition on a loaded machine) is closed with Escape: the pick itself was
 * already seen in the select, so this never fails the test.
 */
async function menuClosed(page: Page): Promise<void> {
  const open = page.locator('.v-overlay--active [role="listbox"]');
  const closed = (timeout: number) =>
    expect
      .poll(() => open.count(), { timeout })
      .toBe(0)
      .then(
        () => true,
        () => false,
      );
  if (await closed(5_000)) return;
  await page.keyboard.press('Escape');
  await closed(3_000);
}

/**
 * Picks `option` (text the option holds) in the Vuetify autocomplete marked `data-test="name"`:
 * types `typed` to filter the list (or, when `typed` is empty, opens the menu), clicks the option
 * and waits until the field shows it as its selection (or a chip). As with choose(), a click lost
 * under load is tried again, three times at most. A multiple autocomplete keeps its menu open
 * after a pick: Tab closes it (Escape would close a surrounding dialog as well).
 */
export async function chooseAutocomplete(
  page: Page,
  name: string,
  typed: string,
  option: string | RegExp,
): Promise<void> {
  const box = page.locator(`[data-test="${name}"]`);
  const input = field(page, name);
  const listbox = page.locator('.v-overlay--active [role="listbox"]');
  const matches = (t: string) => (typeof option === 'string' ? t.includes(option) : option.test(t));
  // The selection's text only, never the typed filter (which would match before any pick).
  const selected = async () =>
    (await box.locator('.v-autocomplete__selection, .v-chip').allTextContents()).map((t) => t.trim()).some(matches);
  for (let attempt = 1; ; attempt++) {
    if (typed !== '') await input.fill(typed);
    else if (!(await listbox.isVisible())) await box.locator('.v-field').click();
    await page.locator('.v-overlay--active [role="option"]', { hasText: option }).first().click();
    const ok = await expect
      .poll(selected, { timeout: 5_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (ok) break;
    if (attempt === 3) throw new Error(`${name}: the autocomplete did not take ${String(option)} after three picks`);
  }
  if (await listbox.isVisible()) await input.press('Tab');
  await menuClosed(page);
}
