import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, gateway } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';

const PAGE = '/svc/doc/swagger-ui';

/** The explorer page's sub-resources, as its HTML names them (relative URLs). */
async function pageAssets(): Promise<string[]> {
  const page = await call('GET', PAGE);
  return [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
}
const assetUrl = async (name: string) => {
  const found = (await pageAssets()).find((u) => u.startsWith(`assets/${name}?`));
  expect(found, `the page references ${name}`).toBeDefined();
  return new URL(found!, `${gateway}${PAGE}`);
};

describe('the API explorer over HTTP', () => {
  it('serves the page with a same-origin Content-Security-Policy and no inline script', async () => {
    const r = await call('GET', PAGE);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/(^|;)\s*default-src 'self'\s*(;|$)/);
    expect(csp).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
    expect(csp).toMatch(/(^|;)\s*connect-src 'self'\s*(;|$)/);
    expect(csp).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/);
    expect(r.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(r.text).not.toMatch(/https?:\/\//);
    const refs = await pageAssets();
    expect(refs.length).toBeGreaterThanOrEqual(4);
    for (const u of refs) expect(u, 'relative asset URL').toMatch(/^assets\/[\w.-]+\?v=[\w-]+$/);
  });

  it('serves the pinned package files cacheable, with their media types, gzip-encoded when accepted', async () => {
    const bundle = await assetUrl('swagger-ui-bundle.js');
    const plain = await fetch(bundle, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(plain.headers.get('cache-control')).toMatch(/^public, max-age=\d{6,}, immutable$/);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const etag = plain.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const body = Buffer.from(await plain.arrayBuffer());
    expect(body.toString('utf8')).toContain('SwaggerUIBundle');

    // Node's fetch decodes gzip itself; ask over raw HTTP to see the encoded bytes.
    const { request } = await import('node:http');
    const gz = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(bundle, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res
          .on('data', (c: Buffer) => chunks.push(c))
          .on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
          .on('error', reject);
      })
        .on('error', reject)
        .end();
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toMatch(/accept-encoding/i);
    expect(gz.body.length).toBeLessThan(body.length / 2);
    expect(gunzipSync(gz.body).equals(body)).toBe(true);

    const again = await fetch(bundle, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    const css = await fetch(await assetUrl('swagger-ui.css'));
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    const icon = await fetch(await assetUrl('favicon-32x32.png'));
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await icon.arrayBuffer())
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG');
  });

  it('does not let a stale version be cached as immutable', async () => {
    const r = await fetch(`${gateway}/svc/doc/assets/swagger-ui.css?v=stale`);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).not.toMatch(/immutable/);
  });

  it.each([
    'index.html',
    'swagger-ui-bundle.js.map',
    'package.json',
    'constructor',
    '__proto__',
    '..%2Fpackage.json',
    'absolute-path.js',
  ])('answers 404 problem JSON for %s, which is not on the allow-list', async (name) => {
    expectProblem(await call('GET', `/svc/doc/assets/${name}`), 404);
  });
});

// ── in a real browser ──────────────────────────────────────────────────────────────────────────────
const CHROMIUM = process.env['SVC_TEST_CHROMIUM'] ?? '/usr/bin/chromium';
const inCi = !!process.env['CI'] && !/^(0|false)$/i.test(process.env['CI']!);
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium && inCi) {
  throw new Error(
    `Chromium is required in CI (CI=${process.env['CI']}) but ${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does).`,
  );
}
if (!haveChromium) {
  console.warn(
    `api-explorer: SKIPPING the browser tests: no Chromium at ${CHROMIUM} (apt-get install chromium, or set SVC_TEST_CHROMIUM).`,
  );
}

type Doc = { paths: Record<string, Record<string, unknown>> };
const operationsOf = async (docPath: string) => {
  const doc = (await call<Doc>('GET', docPath)).body;
  return Object.entries(doc.paths)
    .flatMap(([p, ops]) =>
      Object.keys(ops)
        .filter((k) => k !== 'parameters')
        .map((m) => `${m.toUpperCase()} ${p}`),
    )
    .sort();
};

describe.skipIf(!haveChromium)('the API explorer in headless Chromium', () => {
  let profile: string;
  let context: BrowserContext;
  let page: Page;
  const requests: string[] = [];
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  // The page is opened under a name that is not localhost: Swagger UI behaves differently for
  // localhost (its validator badge, which calls validator.swagger.io, stays hidden there).
  const host = 'explorer.svc.test';
  const base = new URL(gateway);
  const origin = `${base.protocol}//${host}${base.port ? `:${base.port}` : ''}`;

  beforeAll(async () => {
    profile = mkdtempSync(path.join(tmpdir(), 'svc-explorer-chromium-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--host-resolver-rules=MAP ${host} ${base.hostname}`,
      ],
    });
    context.on('request', (r) => requests.push(r.url()));
    // The policy's violations, as the page sees them (beside the console). The suite has no DOM
    // types, so this browser-side code is given as source text.
    await context.addInitScript({
      content:
        "window.__cspViolations = []; document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));",
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => pageErrors.push(e.message));
  });

  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  type Win = {
    scrollTo(x: number, y: number): void;
    scrollBy(x: number, y: number): void;
    scrollY: number;
    innerHeight: number;
  };

  /** The operations in the DOM now, as `METHOD /path`. */
  const renderedOperations = () =>
    page.$$eval('.opblock', (blocks) =>
      blocks.map((b) => {
        const method = b.querySelector('.opblock-summary-method')?.textContent ?? '';
        return `${method.toUpperCase()} ${b.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? ''}`;
      }),
    );

  /**
   * Every operation the page renders, top to bottom. Swagger UI virtualises the list (only what
   * is near the viewport is in the DOM), so read it while scrolling half a screen at a time.
   */
  async function scanOperations(): Promise<string[]> {
    const seen = new Set<string>();
    await page.evaluate(() => (globalThis as unknown as Win).scrollTo(0, 0));
    for (let still = 0, lastY = -1; still < 3; ) {
      for (const o of await renderedOperations()) seen.add(o);
      const y = await page.evaluate(() => {
        const w = globalThis as unknown as Win;
        w.scrollBy(0, w.innerHeight / 2);
        return w.scrollY;
      });
      still = y === lastY ? still + 1 : 0;
      lastY = y;
      await page.waitForTimeout(100);
    }
    return [...seen].sort();
  }

  /** Waits until the page shows exactly `expected`, and answers it. */
  const shownOperations = async (expected: string[]) => {
    await page.locator('.opblock').first().waitFor({ timeout: 60_000 });
    await expect.poll(scanOperations, { timeout: 60_000, interval: 500 }).toEqual(expected);
    return expected;
  };

  it('renders the operations of both shelves from same-origin requests only, within its CSP', async () => {
    const response = await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    // The page shows exactly the operations of the combined document: both shelves.
    const all = await shownOperations(await operationsOf('/svc/doc/openapi.json'));
    expect(all.some((o) => / \/svc\/api\//.test(o))).toBe(true);
    expect(all.some((o) => / \/v2\//.test(o))).toBe(true);

    // The dropdown offers each shelf's own document.
    const select = page.locator('.topbar select');
    await select.selectOption({ index: 1 });
    const legacy = await shownOperations(await operationsOf('/svc/doc/legacy/openapi.json'));
    expect(legacy.some((o) => / \/v2\//.test(o))).toBe(false);
    await select.selectOption({ index: 2 });
    const v2 = await shownOperations(await operationsOf('/svc/doc/v2/openapi.json'));
    expect(v2.some((o) => / \/svc\/api\/users/.test(o))).toBe(false);

    // Expanding an operation renders its parameters and responses (inline styles, highlighted JSON).
    await page.evaluate(() => (globalThis as unknown as Win).scrollTo(0, 0));
    await page.locator('.opblock').first().locator('.opblock-summary').click();
    await page.locator('.opblock.is-open .responses-wrapper').waitFor({ timeout: 30_000 });

    const external = requests.filter(
      (u) => !u.startsWith('data:') && !u.startsWith('blob:') && new URL(u).origin !== origin,
    );
    expect(external, 'requests to other origins').toEqual([]);
    expect(requests.some((u) => u.includes('/svc/doc/assets/swagger-ui-bundle.js'))).toBe(true);
    expect(await page.evaluate(() => (globalThis as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual(
      [],
    );
    expect(
      consoleErrors.filter((m) => /content.security.policy|refused to/i.test(m)),
      'CSP violations',
    ).toEqual([]);
    expect(consoleErrors, 'console errors').toEqual([]);
    expect(pageErrors, 'uncaught page errors').toEqual([]);
  }, 180_000);
});
