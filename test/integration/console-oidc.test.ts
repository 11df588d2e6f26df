import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_CLIENT_ID, DEV_IDP_ISSUER } from '../../localstack/src/local-secrets.ts';
import { oidcUsersFile } from '../../localstack/src/services/oidc.ts';
import { expectAccessible } from '../support/axe.ts';
import { chromiumFor, consoleAt, expectNoOverflow, launchPersistent, recordErrors } from '../support/browser.ts';
import { uniqueUser } from '../support/local.ts';

/**
 * The console's OpenID Connect sign-in (issue 30) in headless Chromium against the real local
 * provider (localstack/src/services/oidc.ts): its login page filled in, authorization code +
 * PKCE, back on the page first asked for, the bearer token on API calls, the expiry warning and
 * "stay signed in" by refresh token, silent renewal of an active user, 401 → sign in → back,
 * sign-out through the provider's end-session page. No mocks.
 */
const haveChromium = chromiumFor('console-oidc');

const USER_KEY = `oidc.user:${DEV_IDP_ISSUER}:${CONSOLE_CLIENT_ID}`;

interface StoredUser {
  access_token: string;
  refresh_token?: string;
  expires_at: number;
}

describe.skipIf(!haveChromium)('OpenID Connect sign-in in the console', () => {
  const username = uniqueUser('console-oidc');
  const password = 'pw-console-oidc';
  let closeBrowser: (() => Promise<void>) | undefined;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const cspViolations: string[] = [];
  /** API requests with the credential they carried. */
  const apiCalls: { path: string; auth: string | undefined; apiKey: string | undefined }[] = [];
  const refreshes: string[] = [];
  const at = (p: string) => consoleAt(p);

  const stored = async (): Promise<StoredUser | null> => {
    const raw = (await page.evaluate(`sessionStorage.getItem(${JSON.stringify(USER_KEY)})`)) as string | null;
    return raw === null ? null : (JSON.parse(raw) as StoredUser);
  };
  const patchStored = async (patch: Partial<StoredUser>) => {
    await page.evaluate(
      `(() => { const k = ${JSON.stringify(USER_KEY)}; const u = JSON.parse(sessionStorage.getItem(k)); sessionStorage.setItem(k, JSON.stringify({ ...u, ...${JSON.stringify(patch)} })); })()`,
    );
  };
  const axe = (label: string) => expectAccessible(page, label);

  beforeAll(async () => {
    const file = oidcUsersFile();
    const current: unknown[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown[]) : [];
    writeFileSync(
      file,
      JSON.stringify([
        ...current,
        {
          username,
          password,
          roles: ['researcher'],
          givenName: 'Console',
          familyName: 'Tester',
          email: `${username}@svc.local`,
        },
      ]),
    );
    // A persistent profile: the provider's session cookie lives on across the flow, as in a real browser.
    ({ context, page, close: closeBrowser } = await launchPersistent());
    // Every page of the flow, the provider's included, reports its CSP violations here (the shared
    // recorder keeps them per page, which a navigation to the provider and back would reset).
    await context.exposeFunction('__reportCsp', (v: string) => cspViolations.push(v));
    await context.addInitScript({
      content:
        "document.addEventListener('securitypolicyviolation', (e) => window.__reportCsp(e.violatedDirective + ' ' + e.blockedURI));",
    });
    recordErrors(page, pageErrors);
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/svc/') || u.pathname.startsWith('/v2/'))
        apiCalls.push({
          path: `${u.pathname}${u.search}`,
          auth: r.headers()['authorization'],
          apiKey: r.headers()['x-api-key'],
        });
      if (r.url() === `${DEV_IDP_ISSUER}/token` && r.method() === 'POST')
        refreshes.push(new URLSearchParams(r.postData() ?? '').get('grant_type') ?? '');
    });
  });

  afterAll(async () => {
    await closeBrowser?.();
    const file = oidcUsersFile();
    if (existsSync(file)) {
      const left = (JSON.parse(readFileSync(file, 'utf8')) as Array<{ username: string }>).filter(
        (u) => u.username !== username,
      );
      writeFileSync(file, JSON.stringify(left));
    }
  });

  it('offers the provider and the API key on an accessible sign-in page', async () => {
    await page.goto(at('/collections?orderBy=name'));
    await page.waitForURL(/\/console\/sign-in\?redirect=/);
    await expect.poll(() => page.locator('[data-test="oidc-sign-in"]').count()).toBe(1);
    expect(await page.locator('[data-test="api-key"]').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await axe('console sign-in');
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoOverflow(page, 'sign-in at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('signs in through the provider’s login page and lands on the page first asked for', async () => {
    await page.locator('[data-test="oidc-sign-in"]').click();
    await page.waitForURL((u) => u.href.startsWith(`${DEV_IDP_ISSUER}/interaction/`));
    await axe('provider login page');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(at('/collections?orderBy=name'));
    await expect.poll(() => page.locator('[data-test="user-name"]').textContent()).toContain(username);

    // The user is kept for this tab only; the API is called with the access token, not a key.
    const user = await stored();
    expect(user?.access_token).toBeTruthy();
    expect(user?.refresh_token).toBeTruthy();
    expect(await page.evaluate('localStorage.length')).toBe(0);
    await expect
      .poll(() => apiCalls.filter((c) => c.path.startsWith('/svc/api/collections')).length)
      .toBeGreaterThan(0);
    const list = apiCalls.filter((c) => c.path.startsWith('/svc/api/collections'));
    expect(list.every((c) => c.auth === `Bearer ${user?.access_token}` && c.apiKey === undefined)).toBe(true);
    await expect.poll(() => page.locator('[data-test="collection-new"]').count()).toBe(1);
  });

  it('warns an idle user before the session expires and stays signed in by refresh token', async () => {
    const before = (await stored())!;
    refreshes.length = 0;
    // The token now expires in 30 s: inside the 60 s notice, and nobody has touched the page.
    await patchStored({ expires_at: Math.floor(Date.now() / 1000) + 30 });
    await page.reload();
    await expect.poll(() => page.locator('[data-test="session-expiry"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('[data-test="session-expiry"]').textContent()).toMatch(/ends in \d+ seconds/);
    await page.waitForTimeout(500); // the dialog's transition
    await expectAccessible(page, 'session expiry dialog', '.v-overlay--active .v-overlay__content');

    await page.locator('[data-test="stay-signed-in"]').click();
    await expect.poll(() => page.locator('[data-test="session-expiry"]').count()).toBe(0);
    const after = (await stored())!;
    expect(refreshes).toEqual(['refresh_token']);
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.refresh_token).not.toBe(before.refresh_token); // the provider rotates it
    expect(after.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000) + 500);
    expect(page.url()).toBe(at('/collections?orderBy=name'));
  });

  it('renews an active user’s token silently, without the warning', async () => {
    const before = (await stored())!;
    refreshes.length = 0;
    await patchStored({ expires_at: Math.floor(Date.now() / 1000) + 63 });
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Shift'); // the user is at work
    await expect.poll(async () => (await stored())?.access_token, { timeout: 15_000 }).not.toBe(before.access_token);
    expect(refreshes).toEqual(['refresh_token']);
    expect(await page.locator('[data-test="session-expiry"]').count()).toBe(0);
  });

  it('sends a 401 to sign in and back to the page it was on', async () => {
    await patchStored({ access_token: 'not-a-token' });
    await page.goto(at('/collections?orderBy=updatedAt'));
    await page.waitForURL(/\/console\/sign-in\?.*expired=1/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/collections?orderBy=updatedAt');
    await page.locator('[data-test="oidc-sign-in"]').click();
    // The provider still knows the browser: no login form this time, straight back.
    await page.waitForURL(at('/collections?orderBy=updatedAt'));
    await expect.poll(() => page.locator('[data-test="user-name"]').textContent()).toContain(username);
  });

  it('signs out through the provider’s end-session page', async () => {
    await page.locator('[data-test="sign-out"]').click();
    await page.waitForURL((u) => u.href.startsWith(`${DEV_IDP_ISSUER}/session/end`));
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL(/\/console\/sign-in\?signedOut=1$/);
    await expect.poll(() => page.getByText('You are signed out.').count()).toBe(1);
    expect(await stored()).toBeNull();
    expect(await page.locator('[data-test="user-name"]').count()).toBe(0);
    // Signed out at the provider too: signing in again shows its login form.
    await page.locator('[data-test="oidc-sign-in"]').click();
    await page.waitForURL((u) => u.href.startsWith(`${DEV_IDP_ISSUER}/interaction/`));
    expect(await page.getByLabel('Password').count()).toBe(1);
  });

  it('ran without script errors or Content-Security-Policy violations', async () => {
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
