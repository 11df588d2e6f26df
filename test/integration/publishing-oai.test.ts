import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { asAdmin, call, userWithKey, withKey, type Reply } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { startDataciteStandin, type DataciteStandin } from '../support/datacite-standin.ts';
import { elements, oaiViolations, text, xmlObject } from '../support/oai-pmh.ts';
import { createCredentialSecret } from '../support/local-secrets.ts';
import { closeGraph, int, planSteps } from '../support/fixtures.ts';
import { oaiPageQuery, type OaiKeyProperty } from '../../layers/core/src/features/publishing/oai.ts';

/**
 * OAI-PMH 2.0 at /v2/oai over HTTP: a gateway of its own with the DataCite minter (against the
 * loopback DataCite stand-in), so records are DOIs and both oai_dc and oai_datacite apply. The
 * unhide config (shared state) is narrowed to this file's Collections with a page size of 2, and
 * restored afterwards, as is the DataCite minter's config. Every answer is validated against the
 * OAI-PMH 2.0 schema with the oai_dc and oai_datacite schemas (test/support/oai-pmh/).
 */
const account = { repositoryId: 'SVC.OAI', password: 'standin-secret', prefix: '10.5072' };
let agency: DataciteStandin;
let gw: { url: string; stop: () => void };
let owner: { username: string; key: string };
let secret: { name: string; remove: () => Promise<void> };
let savedUnhide: Record<string, unknown>;

type Entity = { id: number; appId: string };
type Publication = { pid: string; suffix: string; version: number };
type Node = Record<string, unknown>;

const patch = (path: string, body: Record<string, unknown>) =>
  call<{ value: Record<string, unknown> }>('PATCH', path, {
    base: gw.url,
    headers: { ...asAdmin(), 'content-type': 'application/merge-patch+json' },
    raw: JSON.stringify(body),
  });
const at = <T = unknown>(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Reply<T>> => call<T>(method, path, { base: gw.url, headers, ...(body !== undefined ? { body } : {}) });

/** Until the clock has passed into the next second: what is written after it has a later datestamp (seconds granularity). */
const nextSecond = () => new Promise((r) => setTimeout(r, 1_050 - (Date.now() % 1_000)));

/** One OAI-PMH request: 200, text/xml, schema-valid; its parsed document and raw answer. */
async function oai(
  args: Record<string, string>,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
): Promise<{ doc: Node; xml: string; r: Response }> {
  const form = new URLSearchParams(args).toString();
  const r =
    init.method === 'POST'
      ? await fetch(`${gw.url}/v2/oai`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...init.headers },
          body: form,
        })
      : await fetch(`${gw.url}/v2/oai${form ? `?${form}` : ''}`, { headers: init.headers ?? {} });
  const xml = await r.text();
  expect(r.status, xml).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^text\/xml/);
  expect(await oaiViolations(xml), xml.slice(0, 2000)).toEqual([]);
  return { doc: xmlObject(xml), xml, r };
}

const errorCode = (doc: Node) => elements(doc, 'error').map((e) => e['@code']);
const requestOf = (doc: Node) => elements(doc, 'request')[0] ?? {};

/** Every item of a list, following resumption tokens; the pages' token elements too. */
async function harvest(verb: 'ListRecords' | 'ListIdentifiers' | 'ListSets', args: Record<string, string>) {
  const pages: Node[] = [];
  let next: Record<string, string> | null = { verb, ...args };
  while (next) {
    const { doc } = await oai(next);
    pages.push(doc);
    const token = elements(doc, 'resumptionToken')[0];
    next = token && text(token) ? { verb, resumptionToken: text(token) } : null;
  }
  return pages;
}

let a: Entity;
let b: Entity;
let hidden: Entity;
/** A Collection whose name and description hold characters XML 1.0 cannot carry. */
let ctl: Entity;
const CTL_NAME = 'OAI \u0001control\uFFFE name';
const CTL_DESCRIPTION = 'Holds \u0001 and \uFFFE and \u001F.';
const objects: Entity[] = [];
const pids: Record<string, Publication> = {};
let withdrawnPid = '';

async function collection(name: string, description: string): Promise<Entity> {
  const r = await at<Entity>('POST', '/svc/api/collections', withKey(owner.key), { name, description, attributes: {} });
  expect(r.status, r.text).toBe(201);
  return r.body;
}
async function publish(kind: 'collections' | 'data-objects', appId: string, body?: unknown): Promise<Publication> {
  const r = await at<Publication>('POST', `/v2/${kind}/${appId}/publish`, withKey(owner.key), body);
  expect(r.status, r.text).toBe(201);
  return r.body;
}

beforeAll(async () => {
  [agency, gw, owner, secret] = await Promise.all([
    startDataciteStandin(account),
    startExtraGateway(18197, {
      SVC_VERSIONING_ENABLED: 'true',
      // Its own address, so the links the tests follow lead back here.
      SVC_PUBLIC_URL: 'http://127.0.0.1:18197',
      SVC_INSTANCE_ID: 'it-oai',
      SVC_PUBLISH_MINTER: 'datacite',
    }),
    userWithKey(),
    createCredentialSecret('publishing', 'datacite-oai', account.password),
  ]);
  const cfg = await patch('/v2/admin/minters/datacite/config', {
    endpoint: agency.url,
    prefix: account.prefix,
    repositoryId: account.repositoryId,
    passwordSecret: secret.name,
    publisher: 'svc oai repository',
    landingBaseUrl: 'https://svc.test',
    timeoutMs: 1500,
  });
  expect(cfg.status, cfg.text).toBe(200);
  savedUnhide = (await at<{ value: Record<string, unknown> }>('GET', '/v2/admin/unhide/config', asAdmin())).body.value;
  // No settle: the gateway that takes a PATCH holds the new record in its cache at once (patchSingleton),
  // and this file calls only that gateway; the Identify polls below prove it.

  a = await collection('OAI harvest A', 'Records of set A.');
  b = await collection('OAI harvest B', 'd');
  hidden = await collection('OAI hidden', 'd');
  ctl = await collection(CTL_NAME, CTL_DESCRIPTION);
  pids['c1'] = await publish('collections', ctl.appId);
  pids['a1'] = await publish('collections', a.appId);
  // Distinct datestamps (seconds granularity) for the from/until cases.
  await nextSecond();
  for (let i = 0; i < 3; i++) {
    const d = await at<Entity>('POST', `/svc/api/collections/${a.id}/dataObjects`, withKey(owner.key), {
      name: `oai-obj-${i}`,
      description: 'd',
      attributes: {},
    });
    objects.push(d.body);
    pids[`d${i}`] = await publish('data-objects', d.body.appId);
  }
  await at('PUT', `/svc/api/collections/${a.id}`, withKey(owner.key), {
    name: 'OAI harvest A (v2)',
    description: 'Records of set A, corrected.',
    attributes: {},
  });
  await nextSecond();
  pids['a2'] = await publish('collections', a.appId, { license: 'https://creativecommons.org/licenses/by/4.0/' });
  pids['b1'] = await publish('collections', b.appId);
  await publish('collections', hidden.appId, { public: false });
  await nextSecond();
  withdrawnPid = pids['d1']?.pid ?? '';
  const w = await at('POST', '/v2/pids/withdraw', withKey(owner.key), { pid: withdrawnPid, reason: 'a duplicate' });
  expect(w.status, w.text).toBe(200);

  const narrowed = await patch('/v2/admin/unhide/config', {
    pageSize: 2,
    catalogName: 'OAI test repository',
    collections: [a.appId, b.appId, hidden.appId, ctl.appId],
    adminEmail: 'oai-admin@svc.test',
  });
  expect(narrowed.status, narrowed.text).toBe(200);
  // (vi.waitFor: expect.poll is for tests, not hooks.)
  await vi.waitFor(
    async () =>
      expect(text(elements((await oai({ verb: 'Identify' })).doc, 'repositoryName')[0])).toBe('OAI test repository'),
    { timeout: 10_000, interval: 50 },
  );
}, 180_000);

afterAll(async () => {
  if (gw) {
    await patch('/v2/admin/unhide/config', {
      pageSize: savedUnhide?.['pageSize'] ?? null,
      catalogName: savedUnhide?.['catalogName'] ?? null,
      collections: savedUnhide?.['collections'] ?? null,
      adminEmail: savedUnhide?.['adminEmail'] ?? null,
    });
    await patch('/v2/admin/minters/datacite/config', {
      endpoint: null,
      prefix: null,
      repositoryId: null,
      passwordSecret: null,
      publisher: null,
      landingBaseUrl: null,
      timeoutMs: null,
      event: null,
    });
  }
  gw?.stop();
  await Promise.all([agency?.close(), secret?.remove(), closeGraph()]);
});

const setA = () => `collection-${a.appId}`;

describe('OAI-PMH: Identify, ListMetadataFormats, ListSets', () => {
  it('Identify names the repository, base URL, granularity and deletedRecord; GET and POST agree; ETag and 304', async () => {
    const { doc, r } = await oai({ verb: 'Identify' });
    const id = elements(doc, 'Identify')[0] ?? {};
    expect(text(elements(id, 'repositoryName')[0])).toBe('OAI test repository');
    expect(text(elements(id, 'baseURL')[0])).toBe(`${gw.url}/v2/oai`);
    expect(text(elements(id, 'protocolVersion')[0])).toBe('2.0');
    expect(text(elements(id, 'adminEmail')[0])).toBe('oai-admin@svc.test');
    expect(text(elements(id, 'granularity')[0])).toBe('YYYY-MM-DDThh:mm:ssZ');
    expect(text(elements(id, 'deletedRecord')[0])).toBe('transient');
    expect(text(elements(id, 'earliestDatestamp')[0])).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(requestOf(doc)['@verb']).toBe('Identify');

    expect(r.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const etag = r.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${gw.url}/v2/oai?verb=Identify`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const posted = await oai({ verb: 'Identify' }, { method: 'POST' });
    expect(elements(posted.doc, 'Identify')).toEqual(elements(doc, 'Identify'));
    const wrongType = await call('POST', '/v2/oai', {
      base: gw.url,
      headers: { 'content-type': 'text/plain' },
      raw: 'verb=Identify',
    });
    expectProblem(wrongType, 415);
  });

  it('ListMetadataFormats lists oai_dc and oai_datacite, for the repository and for one item', async () => {
    for (const args of [{}, { identifier: pids['a1']?.pid ?? '' }] as Record<string, string>[]) {
      const { doc } = await oai({ verb: 'ListMetadataFormats', ...args });
      expect(elements(doc, 'metadataPrefix').map(text)).toEqual(['oai_dc', 'oai_datacite']);
      expect(elements(doc, 'metadataNamespace').map(text)).toEqual([
        'http://www.openarchives.org/OAI/2.0/oai_dc/',
        'http://schema.datacite.org/oai/oai-1.1/',
      ]);
    }
    const unknown = await oai({ verb: 'ListMetadataFormats', identifier: '10.5072/no-such-record' });
    expect(errorCode(unknown.doc)).toEqual(['idDoesNotExist']);
  });

  it('ListSets: one set per Collection with public publications, paged by resumption tokens', async () => {
    const pages = await harvest('ListSets', {});
    const sets = pages.flatMap((p) =>
      elements(p, 'set').map((s) => ({ spec: text(elements(s, 'setSpec')[0]), name: text(elements(s, 'setName')[0]) })),
    );
    expect(sets.map((s) => s.spec).sort()).toEqual(
      [`collection-${a.appId}`, `collection-${b.appId}`, `collection-${ctl.appId}`].sort(),
    );
    expect(sets.find((s) => s.spec === setA())?.name).toBe('OAI harvest A (v2)');
    expect(sets.find((s) => s.spec === `collection-${ctl.appId}`)?.name).toBe('OAI control name');
  });
});

describe('OAI-PMH: lists, records, selective harvesting', () => {
  it('ListRecords oai_dc over a set: three pages of two, cursor and expirationDate, an empty last token, the withdrawn PID as deleted', async () => {
    const pages = await harvest('ListRecords', { metadataPrefix: 'oai_dc', set: setA() });
    expect(pages).toHaveLength(3);
    const tokens = pages.map((p) => elements(p, 'resumptionToken')[0] ?? {});
    expect(tokens.map((t) => t['@cursor'])).toEqual(['0', '2', '4']);
    expect(String(tokens[0]?.['@expirationDate'])).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(text(tokens[2])).toBe('');
    // A resumed request echoes only the token.
    expect(
      Object.keys(requestOf(pages[1] ?? {}))
        .filter((k) => k.startsWith('@'))
        .sort(),
    ).toEqual(['@resumptionToken', '@verb']);

    const records = pages.flatMap((p) => elements(p, 'record'));
    const headers = records.map((rec) => elements(rec, 'header')[0] ?? {});
    const ids = headers.map((h) => text(elements(h, 'identifier')[0]));
    expect(ids.sort()).toEqual(['a1', 'd0', 'd1', 'd2', 'a2'].map((k) => pids[k]?.pid).sort());
    expect(headers.every((h) => text(elements(h, 'setSpec')[0]) === setA())).toBe(true);
    const datestamps = headers.map((h) => text(elements(h, 'datestamp')[0]));
    expect([...datestamps].sort()).toEqual(datestamps);

    const deleted = records.find((rec) => text(elements(rec, 'identifier')[0]) === withdrawnPid) ?? {};
    expect(elements(deleted, 'header')[0]?.['@status']).toBe('deleted');
    expect(elements(deleted, 'metadata')).toEqual([]);
    // Its datestamp is the withdrawal's: the last change of the set.
    expect(text(elements(deleted, 'datestamp')[0])).toBe(datestamps.at(-1));

    const v2 = records.find((rec) => text(elements(rec, 'identifier')[0]) === pids['a2']?.pid) ?? {};
    const dc = (name: string) => elements(v2, `dc:${name}`).map(text);
    expect(dc('title')).toEqual(['OAI harvest A (v2)']);
    expect(dc('description')).toEqual(['Records of set A, corrected.']);
    expect(dc('publisher')).toEqual(['svc oai repository']);
    expect(dc('type')).toEqual(['Dataset']);
    expect(dc('rights')).toEqual(['https://creativecommons.org/licenses/by/4.0/']);
    expect(dc('identifier')).toEqual([
      pids['a2']?.pid,
      `${gw.url}/v2/.well-known/kip/${encodeURIComponent(pids['a2']?.suffix ?? '')}`,
    ]);
    expect(dc('creator')).toHaveLength(1);
    expect(dc('date')[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }, 60_000);

  it("ListIdentifiers and ListRecords in oai_datacite: DataCite kernel-4 metadata from the minter's mapping, versions chained", async () => {
    const idPages = await harvest('ListIdentifiers', { metadataPrefix: 'oai_datacite', set: setA() });
    expect(
      idPages
        .flatMap((p) => elements(p, 'header'))
        .map((h) => text(elements(h, 'identifier')[0]))
        .sort(),
    ).toEqual(['a1', 'd0', 'd1', 'd2', 'a2'].map((k) => pids[k]?.pid).sort());
    expect(idPages.flatMap((p) => elements(p, 'metadata'))).toEqual([]);

    const recPages = await harvest('ListRecords', { metadataPrefix: 'oai_datacite', set: `collection-${b.appId}` });
    expect(recPages).toHaveLength(1);
    expect(elements(recPages[0], 'resumptionToken')).toEqual([]);
    const resource = elements(recPages[0], 'resource')[0] ?? {};
    expect(text(elements(resource, 'identifier')[0])).toBe(pids['b1']?.pid);

    const { doc } = await oai({ verb: 'GetRecord', identifier: pids['a2']?.pid ?? '', metadataPrefix: 'oai_datacite' });
    expect(text(elements(doc, 'datacentreSymbol')[0])).toBe('SVC.OAI');
    expect(text(elements(doc, 'schemaVersion')[0])).toBe('4.5');
    const r = elements(doc, 'resource')[0] ?? {};
    const identifier = elements(r, 'identifier')[0] ?? {};
    expect(identifier['@identifierType']).toBe('DOI');
    expect(text(identifier)).toBe(pids['a2']?.pid);
    expect(elements(r, 'title').map(text)).toEqual(['OAI harvest A (v2)']);
    expect(elements(r, 'publisher').map(text)).toEqual(['svc oai repository']);
    expect(elements(r, 'publicationYear').map(text)).toEqual([String(new Date().getUTCFullYear())]);
    expect(elements(r, 'version').map(text)).toEqual(['2']);
    expect(elements(r, 'resourceType')[0]?.['@resourceTypeGeneral']).toBe('Dataset');
    const related = elements(r, 'relatedIdentifier')[0] ?? {};
    expect([related['@relationType'], text(related)]).toEqual(['IsNewVersionOf', pids['a1']?.pid]);
    expect(elements(r, 'description').map(text)).toEqual(['Records of set A, corrected.']);
    expect(elements(r, 'creatorName')).toHaveLength(1);
  }, 60_000);

  it('GetRecord in oai_dc; a withdrawn PID answers a deleted header', async () => {
    const { doc } = await oai({ verb: 'GetRecord', identifier: pids['d0']?.pid ?? '', metadataPrefix: 'oai_dc' });
    expect(elements(doc, 'dc:title').map(text)).toEqual(['oai-obj-0']);
    expect(requestOf(doc)).toMatchObject({
      '@verb': 'GetRecord',
      '@metadataPrefix': 'oai_dc',
      '@identifier': pids['d0']?.pid,
    });
    const gone = await oai({ verb: 'GetRecord', identifier: withdrawnPid, metadataPrefix: 'oai_datacite' });
    expect(elements(gone.doc, 'header')[0]?.['@status']).toBe('deleted');
    expect(elements(gone.doc, 'metadata')).toEqual([]);
  });

  it('from/until select on datestamps, at day and seconds granularity', async () => {
    const all = (await harvest('ListIdentifiers', { metadataPrefix: 'oai_dc', set: setA() })).flatMap((p) =>
      elements(p, 'header'),
    );
    const stamps = all.map((h) => ({ id: text(elements(h, 'identifier')[0]), at: text(elements(h, 'datestamp')[0]) }));
    const distinct = [...new Set(stamps.map((s) => s.at))].sort();
    expect(distinct.length).toBeGreaterThanOrEqual(3);
    const [first, second] = distinct;
    const ids = async (args: Record<string, string>) =>
      (await harvest('ListIdentifiers', { metadataPrefix: 'oai_dc', set: setA(), ...args }))
        .flatMap((p) => elements(p, 'header'))
        .map((h) => text(elements(h, 'identifier')[0]))
        .sort();

    expect(await ids({ from: second ?? '' })).toEqual(
      stamps
        .filter((s) => s.at >= (second ?? ''))
        .map((s) => s.id)
        .sort(),
    );
    expect(await ids({ until: first ?? '' })).toEqual(
      stamps
        .filter((s) => s.at <= (first ?? ''))
        .map((s) => s.id)
        .sort(),
    );
    expect(await ids({ from: second ?? '', until: second ?? '' })).toEqual(
      stamps
        .filter((s) => s.at === second)
        .map((s) => s.id)
        .sort(),
    );
    const today = (first ?? '').slice(0, 10);
    expect(await ids({ from: today, until: today })).toEqual(stamps.map((s) => s.id).sort());

    const past = await oai({ verb: 'ListRecords', metadataPrefix: 'oai_dc', set: setA(), until: '2001-01-01' });
    expect(errorCode(past.doc)).toEqual(['noRecordsMatch']);
    const mixed = await oai({
      verb: 'ListRecords',
      metadataPrefix: 'oai_dc',
      from: today,
      until: `${today}T23:59:59Z`,
    });
    expect(errorCode(mixed.doc)).toEqual(['badArgument']);
    const reversed = await oai({
      verb: 'ListIdentifiers',
      metadataPrefix: 'oai_dc',
      from: '2030-01-02',
      until: '2030-01-01',
    });
    expect(errorCode(reversed.doc)).toEqual(['badArgument']);
    const invalid = await oai({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', from: '2026-02-30' });
    expect(errorCode(invalid.doc)).toEqual(['badArgument']);
  }, 90_000);

  it('POST with a form body answers as GET does; a page answers 304 to its ETag', async () => {
    const args = { verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', set: setA() };
    const got = await oai(args);
    const posted = await oai(args, { method: 'POST' });
    expect(elements(posted.doc, 'ListIdentifiers')).toEqual(elements(got.doc, 'ListIdentifiers'));
    const etag = got.r.headers.get('etag') ?? '';
    const conditional = await fetch(`${gw.url}/v2/oai?${new URLSearchParams(args).toString()}`, {
      headers: { 'if-none-match': etag },
    });
    expect(conditional.status).toBe(304);
  });
});

describe('OAI-PMH: a page costs the page', () => {
  it("every list seeks its key's index in key order: oai_datacite its DOI-only key, a restricted selection one seek per Collection; no scan, no sort of the range", async () => {
    const cases: [OaiKeyProperty, boolean][] = [
      ['oaiKey', false],
      ['oaiKey', true],
      ['oaiDoiKey', false],
      ['oaiDoiKey', true],
    ];
    for (const [key, restricted] of cases) {
      const steps = await planSteps(oaiPageQuery(key, restricted, true), {
        lower: '',
        upper: '~',
        collections: restricted ? [a.appId, b.appId] : null,
        limit: int(3),
      });
      const label = `${key} restricted=${restricted}: ${JSON.stringify(steps)}`;
      const ops = steps.map((s) => s.operator);
      for (const scan of ['AllNodesScan', 'NodeByLabelScan', 'NodeIndexScan', 'Sort', 'PartialSort'])
        expect(ops, label).not.toContain(scan);
      const seeks = steps.filter((s) => s.operator.startsWith('NodeIndexSeek'));
      expect(seeks, label).toHaveLength(1);
      const index = restricted ? `p:Publication(collectionAppId, ${key})` : `p:Publication(${key})`;
      expect(seeks[0]?.details, label).toContain(index);
      // Only `public` is left to filter after the seek: not the minter (the DOI key holds DOIs only), not the Collection.
      expect(
        steps.filter((s) => s.operator === 'Filter').map((s) => s.details),
        label,
      ).toEqual(['CoerceToPredicate(cache[p.public])']);
      // The merge of the per-Collection pages is a Top of at most (Collections x limit) rows, not a sort of the range.
      expect(
        ops.filter((o) => o === 'Top'),
        label,
      ).toHaveLength(restricted ? 1 : 0);
    }
  });
});

describe('OAI-PMH: text XML 1.0 cannot carry', () => {
  it('characters illegal in XML 1.0 are dropped, so every page stays well-formed and valid; JSON-LD and kip keep them', async () => {
    const setC = `collection-${ctl.appId}`;
    for (const metadataPrefix of ['oai_dc', 'oai_datacite']) {
      const pages = await harvest('ListRecords', { metadataPrefix, set: setC });
      const records = pages.flatMap((p) => elements(p, 'record'));
      expect(records).toHaveLength(1);
      const titles = metadataPrefix === 'oai_dc' ? elements(records[0], 'dc:title') : elements(records[0], 'title');
      expect(titles.map(text)).toEqual(['OAI control name']);
      const descriptions =
        metadataPrefix === 'oai_dc' ? elements(records[0], 'dc:description') : elements(records[0], 'description');
      expect(descriptions.map(text)).toEqual(['Holds  and  and .']);
    }
    // Unselective: the page holding it among the others' records.
    await harvest('ListRecords', { metadataPrefix: 'oai_dc' });
    await oai({ verb: 'GetRecord', metadataPrefix: 'oai_datacite', identifier: pids['c1']?.pid ?? '' });

    // JSON escapes them: the feed and the kip record carry the name as stored.
    let path: string | null = '/v2/unhide/feed.jsonld';
    const names: string[] = [];
    while (path) {
      const page: Reply<Record<string, unknown>> = await at<Record<string, unknown>>('GET', path);
      expect(page.status, page.text).toBe(200);
      names.push(...(page.body['dataset'] as { name: string }[]).map((d) => d.name));
      const next = page.body['nextPage'];
      path = typeof next === 'string' ? new URL(next).pathname + new URL(next).search : null;
    }
    expect(names).toContain(CTL_NAME);
    const kip = await at<Record<string, unknown>>(
      'GET',
      `/v2/.well-known/kip/${encodeURIComponent(pids['c1']?.suffix ?? '')}`,
    );
    expect(kip.status, kip.text).toBe(200);
    expect(kip.body['name']).toBe(CTL_NAME);
  }, 60_000);
});

describe('OAI-PMH: protocol errors are OAI-PMH documents with 200', () => {
  it('badVerb: missing, unknown or repeated verb (the request element then carries no arguments)', async () => {
    for (const q of ['', 'verb=Harvest', 'verb=Identify&verb=Identify']) {
      const r = await fetch(`${gw.url}/v2/oai${q ? `?${q}` : ''}`);
      const xml = await r.text();
      expect(r.status).toBe(200);
      expect(await oaiViolations(xml)).toEqual([]);
      const doc = xmlObject(xml);
      expect(errorCode(doc)).toEqual(['badVerb']);
      expect(Object.keys(requestOf(doc)).filter((k) => k.startsWith('@'))).toEqual([]);
    }
  });

  it('badArgument: an illegal, missing, repeated or malformed argument, or a token beside other arguments', async () => {
    const cases: Record<string, string>[] = [
      { verb: 'Identify', identifier: 'x' },
      { verb: 'ListRecords' },
      { verb: 'GetRecord', metadataPrefix: 'oai_dc' },
      { verb: 'ListRecords', metadataPrefix: 'oai_dc', colour: 'red' },
      { verb: 'ListRecords', metadataPrefix: 'oai_dc', resumptionToken: 'abc' },
      { verb: 'ListSets', set: 'x' },
      { verb: 'ListRecords', metadataPrefix: 'oai dc' },
    ];
    for (const args of cases) expect(errorCode((await oai(args)).doc), JSON.stringify(args)).toEqual(['badArgument']);
    const repeated = await fetch(`${gw.url}/v2/oai?verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc`);
    expect(errorCode(xmlObject(await repeated.text()))).toEqual(['badArgument']);
  });

  it('cannotDisseminateFormat, idDoesNotExist, noRecordsMatch', async () => {
    expect(errorCode((await oai({ verb: 'ListRecords', metadataPrefix: 'marc21' })).doc)).toEqual([
      'cannotDisseminateFormat',
    ]);
    expect(
      errorCode((await oai({ verb: 'GetRecord', metadataPrefix: 'marc21', identifier: pids['a1']?.pid ?? '' })).doc),
    ).toEqual(['cannotDisseminateFormat']);
    const missing = await oai({
      verb: 'GetRecord',
      metadataPrefix: 'oai_dc',
      identifier: `10.5072/svc-collection-${hidden.appId}-v1`,
    });
    expect(errorCode(missing.doc)).toEqual(['idDoesNotExist']);
    // Errors other than badVerb/badArgument echo the request's arguments.
    expect(requestOf(missing.doc)).toMatchObject({ '@verb': 'GetRecord', '@metadataPrefix': 'oai_dc' });
    const noSuchSet = await oai({
      verb: 'ListIdentifiers',
      metadataPrefix: 'oai_dc',
      set: 'collection-00000000-0000-7000-8000-000000000000',
    });
    expect(errorCode(noSuchSet.doc)).toEqual(['noRecordsMatch']);
  });

  it('badResumptionToken: a garbled token, or one of another verb', async () => {
    const first = await oai({ verb: 'ListRecords', metadataPrefix: 'oai_dc', set: setA() });
    const token = text(elements(first.doc, 'resumptionToken')[0]);
    expect(token).not.toBe('');
    const garbled = `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
    expect(errorCode((await oai({ verb: 'ListRecords', resumptionToken: garbled })).doc)).toEqual([
      'badResumptionToken',
    ]);
    expect(errorCode((await oai({ verb: 'ListRecords', resumptionToken: 'not-a-token' })).doc)).toEqual([
      'badResumptionToken',
    ]);
    expect(errorCode((await oai({ verb: 'ListIdentifiers', resumptionToken: token })).doc)).toEqual([
      'badResumptionToken',
    ]);
    // The genuine token still works.
    expect(errorCode((await oai({ verb: 'ListRecords', resumptionToken: token })).doc)).toEqual([]);
  });

  it('noSetHierarchy while no selected Collection has a public publication; an argument past its bound is a 400 before the protocol', async () => {
    const narrowed = await patch('/v2/admin/unhide/config', { collections: [hidden.appId] });
    expect(narrowed.status, narrowed.text).toBe(200);
    try {
      await expect
        .poll(async () => errorCode((await oai({ verb: 'ListSets' })).doc), { timeout: 10_000 })
        .toEqual(['noSetHierarchy']);
    } finally {
      await patch('/v2/admin/unhide/config', { collections: [a.appId, b.appId, hidden.appId, ctl.appId] });
      await expect.poll(async () => errorCode((await oai({ verb: 'ListSets' })).doc), { timeout: 10_000 }).toEqual([]);
    }
    expectProblem(
      await call('GET', `/v2/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=${'x'.repeat(600)}`, { base: gw.url }),
      400,
    );
  }, 30_000);
});
