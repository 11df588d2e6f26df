import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible as axe } from '../support/axe.ts';
import {
  chooseAutocomplete,
  chromiumFor,
  consoleAt,
  cspViolations,
  expectNoOverflow,
  field,
  launchBrowser,
  signedInPage,
} from '../support/browser.ts';
import { call, userWithKey, withKey } from '../support/local.ts';
import { type Endpoint, startFailingEndpoint, startSparqlEndpoint } from '../support/sparql-endpoint.ts';

/**
 * The console's SPARQL page (issue 31) in headless Chromium against the real local cloud: the
 * INTERNAL repository (the loaded ontologies, answered by Oxigraph in the service) and two SPARQL
 * repositories this test registers on the legacy shelf — a real endpoint on loopback (an Oxigraph
 * store behind the SPARQL protocol) and one that answers 500, which the service reports as 503.
 * SELECT as a table (with the row cap), ASK, CONSTRUCT as Turtle, a parse error, an update
 * refused, a too-long query, the answer-size bound; a keyboard path; axe; 320 px.
 */
const haveChromium = chromiumFor('console-semantics');

interface Repository {
  id: number;
  appId: string;
  name: string;
}

/** The data-test of the focused element or of its nearest marked ancestor. */
const focusedTest = async (page: Page): Promise<string> =>
  (await page.evaluate("document.activeElement?.closest('[data-test]')?.getAttribute('data-test') ?? ''")) as string;

/** What the repository field shows: its selection, or the text typed into it. */
const repoShown = async (page: Page): Promise<string> =>
  `${await page.locator('[data-test="sparql-repo"]').textContent()} ${await field(page, 'sparql-repo').inputValue()}`;

describe.skipIf(!haveChromium)('the console: SPARQL', () => {
  let browser: Browser;
  let user: { username: string; key: string };
  let page: Page;
  let endpoint: Endpoint;
  let failing: Endpoint;
  let good: Repository;
  let broken: Repository;
  let internal: Repository;
  const errors: string[] = [];
  const suffix = Date.now().toString(36);
  const sparqlRequests: Request[] = [];

  const register = async (name: string, url: string): Promise<Repository> => {
    const r = await call<Repository>('POST', '/svc/api/semanticRepositories', {
      headers: withKey(user.key),
      body: { name, type: 'SPARQL', endpoint: url },
    });
    expect(r.status, r.text).toBe(201);
    return r.body;
  };
  const run = async () => {
    await page.locator('[data-test="sparql-run"]').click();
    await expect.poll(() => page.locator('[data-test="sparql-run"]').getAttribute('class')).not.toMatch(/loading/);
  };
  const setQuery = (q: string) => field(page, 'sparql-query').fill(q);
  /** Picks a repository in the autocomplete by typing its name; the page then names it in the URL. */
  const pickRepo = async (r: Repository) => {
    await chooseAutocomplete(page, 'sparql-repo', r.name, `${r.name} (SPARQL)`);
    await expect.poll(() => new URL(page.url()).searchParams.get('repo')).toBe(r.appId);
  };

  beforeAll(async () => {
    user = await userWithKey();
    [endpoint, failing] = await Promise.all([startSparqlEndpoint(), startFailingEndpoint(500)]);
    // Names that sort first: the page offers the first 100 repositories by name.
    good = await register(`0 console sparql ${suffix}`, endpoint.url);
    broken = await register(`0 console sparql broken ${suffix}`, failing.url);
    const i = await call<Repository>('GET', '/v2/semantic/internal-repository', { headers: withKey(user.key) });
    expect(i.status, i.text).toBe(200);
    internal = i.body;
    browser = await launchBrowser();
    page = await signedInPage(browser, user.key, { errors });
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/sparql')) sparqlRequests.push(r);
    });
  });

  afterAll(async () => {
    await browser?.close();
    for (const r of [good, broken])
      if (r) await call('DELETE', `/svc/api/semanticRepositories/${r.id}`, { headers: withKey(user.key) });
    await Promise.all([endpoint?.close(), failing?.close()]);
  });

  it('runs the example SELECT on the INTERNAL repository and shows a table, its row count and time', async () => {
    await page.locator('[data-test="nav-sparql"]').click();
    await page.waitForURL((u) => u.pathname === '/console/sparql');
    await expect.poll(() => repoShown(page)).toContain('INTERNAL');
    const bounds = await page.locator('[data-test="sparql-bounds"]').textContent();
    expect(bounds).toContain('20,000 characters');
    expect(bounds).toContain('10 s');
    expect(bounds).toContain('5 MB');
    expect(bounds).toContain('first 500 rows');
    await expect.poll(() => page.locator('[data-test="sparql-form"]').textContent()).toContain('SELECT');
    await run();
    await expect.poll(() => page.locator('[data-test="sparql-row"]').count()).toBeGreaterThan(5);
    const rows = await page.locator('[data-test="sparql-row"]').count();
    expect(await page.locator('[data-test="sparql-table"] th').allTextContents()).toEqual(['?class', '?label']);
    const activity = page.locator('[data-test="sparql-row"]', { hasText: 'prov#Activity>' }).first();
    expect(await activity.locator('a').getAttribute('href')).toBe('http://www.w3.org/ns/prov#Activity');
    expect(await page.locator('[data-test="sparql-status"]').textContent()).toMatch(
      new RegExp(`^\\s*${rows} rows in [\\d,]+ ms\\s*$`),
    );
    // One GET through the typed client, the query as the URL parameter, one Accept for every form.
    const sent = sparqlRequests.at(-1);
    expect(sent?.method()).toBe('GET');
    expect(new URL(sent?.url() ?? '').pathname).toBe(`/v2/semantic/${internal.appId}/sparql`);
    expect(new URL(sent?.url() ?? '').searchParams.get('query')).toContain('owl:Class');
    expect((await sent?.allHeaders())?.['accept']).toBe('application/sparql-results+json, text/turtle;q=0.9');
    await axe(page, 'SPARQL page with a SELECT table');
  });

  it('answers ASK as yes or no and CONSTRUCT as Turtle', async () => {
    await page.locator('[data-test="sparql-example-ask"]').click();
    await run();
    await expect.poll(() => page.locator('[data-test="sparql-ask"]').getAttribute('data-value')).toBe('true');
    expect(await page.locator('[data-test="sparql-ask"]').textContent()).toContain('Yes');
    await setQuery('ASK { <http://www.w3.org/ns/prov#Activity> a <urn:svc:none> }');
    await run();
    await expect.poll(() => page.locator('[data-test="sparql-ask"]').getAttribute('data-value')).toBe('false');
    await page.locator('[data-test="sparql-example-construct"]').click();
    await run();
    await expect
      .poll(() => page.locator('[data-test="sparql-turtle"]').textContent())
      .toContain('<http://www.w3.org/2000/01/rdf-schema#label>');
    expect(await page.locator('[data-test="sparql-status"]').textContent()).toMatch(/bytes of Turtle in [\d,]+ ms/);
  });

  it('sends a long query as a POST body (application/sparql-query), not in the URL', async () => {
    const long = `PREFIX owl: <http://www.w3.org/2002/07/owl#>
SELECT ?class WHERE { <http://www.w3.org/ns/prov#Activity> a ?class } # ${'long '.repeat(1_000)}`;
    await setQuery(long);
    await run();
    await expect
      .poll(() => page.locator('[data-test="sparql-table"] tbody').textContent())
      .toContain('<http://www.w3.org/2002/07/owl#Class>');
    const sent = sparqlRequests.at(-1);
    expect(sent?.method()).toBe('POST');
    expect(new URL(sent?.url() ?? '').pathname).toBe(`/v2/semantic/${internal.appId}/sparql`);
    expect(new URL(sent?.url() ?? '').search).toBe('');
    // The body is streamed (the typed client's fetch sends a Request), so Chromium does not report
    // it: the answer above, to a query that was in no URL, is what shows the body carried it.
    const headers = await sent?.allHeaders();
    expect(headers?.['content-type']).toBe('application/sparql-query');
    expect(headers?.['accept']).toBe('application/sparql-results+json, text/turtle;q=0.9');
  });

  it('draws the first 500 rows and counts the rest', async () => {
    await setQuery('SELECT ?s WHERE { ?s ?p ?o } LIMIT 640');
    await run();
    await expect
      .poll(() => page.locator('[data-test="sparql-status"]').textContent())
      .toMatch(/640 rows in [\d,]+ ms; the first 500 are shown/);
    expect(await page.locator('[data-test="sparql-row"]').count()).toBe(500);
  });

  it('explains a parse error, an update, a too-long query and a too-large answer in words', async () => {
    await setQuery('SELECT ?x WHERE { ?x ');
    await run();
    await expect
      .poll(() => page.locator('[data-test="problem"]').textContent())
      .toMatch(/Malformed SPARQL Query: .*error at 1:\d+/);
    expect(await page.locator('[data-test="sparql-hint"]').textContent()).toContain('names the line and column');
    expect(await page.locator('[data-test="sparql-row"]').count()).toBe(0);
    await axe(page, 'SPARQL page with a parse error');

    await setQuery('INSERT DATA { <urn:a> <urn:b> <urn:c> }');
    await run();
    await expect.poll(() => page.locator('[data-test="sparql-hint"]').textContent()).toContain('updates and SERVICE');
    expect(await page.locator('[data-test="problem"]').textContent()).toContain('read-only');

    await setQuery(`SELECT * WHERE { ?s ?p ?o } # ${'x'.repeat(20_000)}`);
    expect(await page.locator('[data-test="sparql-run"]').isDisabled()).toBe(true);
    expect(await page.locator('[data-test="sparql-query"]').textContent()).toContain('At most 20,000 characters.');

    // One row whose value, doubled 20 times from 10 characters, is 10 MiB: beyond 5 MB of SPARQL
    // JSON (413, explained) and cheap to compute, so a loaded machine does not hit the 10 s timeout.
    const doublings = Array.from({ length: 20 }, (_, i) => `BIND(CONCAT(?s${i}, ?s${i}) AS ?s${i + 1})`);
    await setQuery(`SELECT ?s20 WHERE {\n  BIND("0123456789" AS ?s0)\n  ${doublings.join('\n  ')}\n}`);
    await run();
    await expect
      .poll(() => page.locator('[data-test="sparql-hint"]').textContent(), { timeout: 30_000 })
      .toContain('larger than 5 MB');
  });

  it('queries a SPARQL repository, and says so when one does not answer (503)', async () => {
    await pickRepo(good);
    await setQuery('SELECT ?label WHERE { <http://dbpedia.org/resource/Almond_milk> ?p ?label } ORDER BY ?label');
    await run();
    await expect.poll(() => page.locator('[data-test="sparql-row"]').count()).toBe(3);
    expect(await page.locator('[data-test="sparql-table"] tbody').textContent()).toContain('Mandelmilch@de');
    const before = endpoint.requests();
    expect(before).toBeGreaterThan(0);

    await pickRepo(broken);
    await run();
    await expect
      .poll(() => page.locator('[data-test="problem"]').textContent())
      .toContain(`Semantic repository ${broken.id} answered HTTP 500`);
    expect(await page.locator('[data-test="sparql-hint"]').textContent()).toContain('did not answer');
    expect(failing.requests()).toBeGreaterThan(0);
    await axe(page, 'SPARQL page with a 503');
  });

  it('can be used by keyboard alone: the editor, Ctrl+Enter, then the result', async () => {
    await page.goto(consoleAt('/sparql'));
    await expect.poll(() => repoShown(page)).toContain('INTERNAL');
    for (let i = 0; i < 30 && (await focusedTest(page)) !== 'sparql-query'; i++) await page.keyboard.press('Tab');
    expect(await focusedTest(page)).toBe('sparql-query');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('SELECT ?n WHERE { VALUES ?n { 1 2 3 } }');
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => page.locator('[data-test="sparql-row"]').count()).toBe(3);
    // Focus goes to the result's heading; the next Tab reaches the scrollable table.
    await expect.poll(() => focusedTest(page)).toBe('sparql-result-heading');
    await page.keyboard.press('Tab');
    expect(await focusedTest(page)).toBe('sparql-table-region');
    // The examples are buttons in the Tab order.
    await page.keyboard.press('Shift+Tab');
    expect(await focusedTest(page)).toBe('sparql-example-construct');
  });

  it('fits 320 px with a result table, and ran without script errors or CSP violations', async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.locator('[data-test="sparql-example-classes"]').click();
    await run();
    await expect.poll(() => page.locator('[data-test="sparql-row"]').count()).toBeGreaterThan(5);
    await expectNoOverflow(page, 'SPARQL at 320 px');
    await axe(page, 'SPARQL at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
});
