import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { adminKey, asAdmin, call, userWithKey, withKey, type Reply } from '../support/local.ts';
import { adminHome, svcAdmin } from '../support/svc-admin.ts';
import { expectProblem } from '../support/problem.ts';
import { startDataciteStandin, type DataciteStandin } from '../support/datacite-standin.ts';
import { startSparqlEndpoint } from '../support/sparql-endpoint.ts';
import { createCredentialSecret } from '../support/local-secrets.ts';

/**
 * The DataCite minter against a loopback stand-in of the DataCite REST API that validates every
 * body against DataCite's metadata JSON schema; a gateway of its own with svc.publish.minter =
 * datacite. The minter's config singleton is shared state: it goes back to its defaults afterwards.
 * The repository password lives in a secret under `<prefix>/publishing/`, named by the config.
 */
const account = { repositoryId: 'SVC.TEST', password: 'standin-secret', prefix: '10.5072' };
let agency: DataciteStandin;
let gw: { url: string; stop: () => void };
let owner: { username: string; key: string };
let secret: { name: string; rotate: (value: string) => Promise<void>; remove: () => Promise<void> };
const SECRET_LIFETIME_S = 4;

const patchConfig = (patch: Record<string, unknown>) =>
  call<{ value: Record<string, unknown> }>('PATCH', '/v2/admin/minters/datacite/config', {
    base: gw.url,
    headers: { ...asAdmin(), 'content-type': 'application/merge-patch+json' },
    raw: JSON.stringify(patch),
  });

beforeAll(async () => {
  [agency, gw, owner, secret] = await Promise.all([
    startDataciteStandin(account),
    startExtraGateway(18193, {
      SVC_VERSIONING_ENABLED: 'true',
      SVC_INSTANCE_ID: 'it-doi',
      SVC_PUBLISH_MINTER: 'datacite',
      // Short, so the rotation tests below see the cache's lifetime end within seconds.
      SVC_SECRETS_CACHE_SECONDS: String(SECRET_LIFETIME_S),
    }),
    userWithKey(),
    createCredentialSecret('publishing', 'datacite', account.password),
  ]);
  const r = await patchConfig({
    endpoint: agency.url,
    prefix: account.prefix,
    repositoryId: account.repositoryId,
    passwordSecret: secret.name,
    publisher: 'svc test repository',
    landingBaseUrl: 'https://svc.test',
    timeoutMs: 1500,
  });
  // No wait: the gateway that takes a PATCH holds the new record in its cache at once (patchSingleton),
  // and every call of this file goes to that gateway.
  expect(r.status, r.text).toBe(200);
}, 90_000);
afterAll(async () => {
  if (gw)
    await patchConfig({
      endpoint: null,
      prefix: null,
      repositoryId: null,
      passwordSecret: null,
      publisher: null,
      landingBaseUrl: null,
      timeoutMs: null,
      event: null,
    });
  gw?.stop();
  await Promise.all([agency?.close(), secret?.remove()]);
});

const at = <T = unknown>(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Reply<T>> => call<T>(method, path, { base: gw.url, headers, ...(body !== undefined ? { body } : {}) });

type Publication = { pid: string; suffix: string; version: number; minter: string };
type Attributes = Record<string, unknown> & {
  relatedIdentifiers?: { relatedIdentifier: string; relationType: string }[];
};

async function collection(name: string, description: string): Promise<{ id: number; appId: string }> {
  const r = await at<{ id: number; appId: string }>('POST', '/svc/api/collections', withKey(owner.key), {
    name,
    description,
    attributes: {},
  });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

describe('minter-datacite', () => {
  it('shows its config, which names the secret of the password and never holds it, and tests the connection', async () => {
    const cfg = await at<{ value: Record<string, unknown> }>('GET', '/v2/admin/minters/datacite/config', asAdmin());
    expect(cfg.status, cfg.text).toBe(200);
    expect(cfg.body.value).toMatchObject({
      prefix: '10.5072',
      repositoryId: 'SVC.TEST',
      passwordSecret: secret.name,
      endpoint: agency.url,
    });
    expect(cfg.text).not.toContain(account.password);
    expectProblem(await at('GET', '/v2/admin/minters/datacite/config', withKey(owner.key)), 403);
    const t = await at<{ ok: boolean; status: number }>('POST', '/v2/admin/minters/datacite/test', asAdmin());
    expect(t.status, t.text).toBe(200);
    expect(t.body).toMatchObject({ ok: true, status: 200 });
    expect(agency.log.at(-1)?.auth).toBe(
      `Basic ${Buffer.from(`${account.repositoryId}:${account.password}`).toString('base64')}`,
    );

    const env = { SVC_ADMIN_URL: gw.url, SVC_ADMIN_API_KEY: adminKey() };
    const cli = await svcAdmin(adminHome(), ['minters', 'datacite', 'config', 'show'], env);
    expect(cli.code, cli.stderr).toBe(0);
    expect(JSON.parse(cli.stdout)).toMatchObject({ value: { passwordSecret: secret.name, repositoryId: 'SVC.TEST' } });
    expect(cli.stdout).not.toContain(account.password);
    const tested = await svcAdmin(adminHome(), ['minters', 'datacite', 'test'], env);
    expect(tested.code, tested.stderr).toBe(0);
    expect(JSON.parse(tested.stdout)).toMatchObject({ ok: true });
  });

  it('registers a DOI per version with the mapped metadata, chains versions and resolves them', async () => {
    const c = await collection('Soil moisture 2026', 'Hourly soil moisture at three depths.');
    const before = agency.log.length;
    const v1 = await at<Publication>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key));
    expect(v1.status, v1.text).toBe(201);
    const doi1 = `10.5072/svc-collection-${c.appId}-v1`;
    expect(v1.body).toMatchObject({
      pid: doi1,
      suffix: `svc-collection-${c.appId}-v1`,
      version: 1,
      minter: 'datacite',
    });

    const posted = agency.log.slice(before);
    expect(posted.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /dois']);
    const a1 = posted[0]?.body?.data?.attributes as Attributes;
    expect(posted[0]?.body?.data?.type).toBe('dois');
    expect(a1['doi']).toBe(doi1);
    expect(a1['event']).toBe('publish');
    expect(a1['url']).toBe(`https://svc.test/v2/.well-known/kip/svc-collection-${c.appId}-v1`);
    expect(a1['titles']).toEqual([{ title: 'Soil moisture 2026' }]);
    expect(a1['descriptions']).toEqual([
      { description: 'Hourly soil moisture at three depths.', descriptionType: 'Abstract' },
    ]);
    expect(a1['creators']).toEqual([expect.objectContaining({ nameType: 'Personal', name: expect.any(String) })]);
    expect(a1['publisher']).toEqual({ name: 'svc test repository' });
    expect(a1['publicationYear']).toBe(String(new Date().getUTCFullYear()));
    expect(a1['types']).toEqual({ resourceTypeGeneral: 'Dataset', resourceType: 'Collection' });
    expect(a1['version']).toBe('1');
    expect(a1['relatedIdentifiers']).toEqual([]);
    expect(agency.dois.has(doi1)).toBe(true);

    await at('PUT', `/svc/api/collections/${c.id}`, withKey(owner.key), {
      name: 'Soil moisture 2026 (corrected)',
      description: 'd',
      attributes: {},
    });
    const mark = agency.log.length;
    const v2 = await at<Publication>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key));
    expect(v2.status, v2.text).toBe(201);
    const doi2 = `10.5072/svc-collection-${c.appId}-v2`;
    expect(v2.body.pid).toBe(doi2);
    const chain = agency.log.slice(mark);
    expect(chain.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /dois', `PUT /dois/${encodeURIComponent(doi1)}`]);
    expect((chain[0]?.body?.data?.attributes as Attributes | undefined)?.relatedIdentifiers).toEqual([
      { relatedIdentifier: doi1, relatedIdentifierType: 'DOI', relationType: 'IsNewVersionOf' },
    ]);
    const back = chain[1]?.body?.data?.attributes as Attributes;
    expect(back.relatedIdentifiers).toEqual([
      { relatedIdentifier: doi2, relatedIdentifierType: 'DOI', relationType: 'HasVersion' },
    ]);
    expect(back['titles']).toEqual([{ title: 'Soil moisture 2026' }]);

    const rec = await at<Record<string, unknown>>('GET', `/v2/.well-known/kip/${encodeURIComponent(v2.body.suffix)}`);
    expect(rec.status, rec.text).toBe(200);
    expect(rec.body['identifier']).toBe(doi2);

    const listed = await at<{ publications: Publication[] }>(
      'GET',
      '/v2/admin/minters/datacite/dois?limit=500',
      asAdmin(),
    );
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.publications.map((p) => p.pid)).toEqual(expect.arrayContaining([doi1, doi2]));
  });

  it("maps the entity's semantic annotations to subjects: the value's label, its IRI, the repository as the scheme", async () => {
    const sparql = await startSparqlEndpoint();
    try {
      const repo = await at<{ id: number; name: string }>('POST', '/svc/api/semanticRepositories', withKey(owner.key), {
        name: `dbpedia (loopback ${Date.now()})`,
        type: 'SPARQL',
        endpoint: sparql.url,
      });
      expect(repo.status, repo.text).toBe(201);
      const internal = (await at<{ id: number }>('GET', '/v2/semantic/internal-repository', withKey(owner.key))).body;
      expect(internal).toBeDefined();
      const c = await collection('Annotated dataset', 'd');
      const annotate = async (body: Record<string, unknown>) => {
        const r = await at('POST', `/svc/api/collections/${c.id}/semanticAnnotations`, withKey(owner.key), body);
        expect(r.status, r.text).toBe(201);
      };
      const almond = 'http://dbpedia.org/resource/Almond_milk';
      await annotate({
        propertyIRI: 'http://dbpedia.org/ontology/ingredient',
        propertyRepositoryId: repo.body.id,
        valueIRI: almond,
        valueRepositoryId: repo.body.id,
      });
      const local = 'https://example.org/svc-test/terms#SoilMoisture';
      await annotate({
        propertyIRI: 'https://example.org/svc-test/terms#measures',
        propertyRepositoryId: internal?.id,
        valueIRI: local,
        valueRepositoryId: internal?.id,
      });
      // The same value twice is one subject.
      await annotate({
        propertyIRI: 'http://dbpedia.org/ontology/ingredient',
        propertyRepositoryId: repo.body.id,
        valueIRI: almond,
        valueRepositoryId: repo.body.id,
      });

      const mark = agency.log.length;
      const v1 = await at<Publication>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key));
      expect(v1.status, v1.text).toBe(201);
      const sent = agency.log.slice(mark);
      expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /dois']);
      expect((sent[0]?.body?.data?.attributes as Attributes | undefined)?.['subjects']).toEqual([
        { subject: 'Almond milk', valueUri: almond, subjectScheme: repo.body.name },
        { subject: 'SoilMoisture', valueUri: local },
      ]);

      // The next version re-registers the previous one with the subjects it was published with.
      await at('PUT', `/svc/api/collections/${c.id}`, withKey(owner.key), {
        name: 'Annotated dataset v2',
        description: 'd',
        attributes: {},
      });
      const chained = agency.log.length;
      expect((await at<Publication>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key))).status).toBe(
        201,
      );
      const back = agency.log.slice(chained)[1]?.body?.data?.attributes as Attributes;
      expect(back['subjects']).toEqual((sent[0]?.body?.data?.attributes as Attributes | undefined)?.['subjects']);
    } finally {
      await sparql.close();
    }
  });

  it('records nothing when the agency refuses (502) or fails (503), and a retry is safe', async () => {
    const c = await collection('Refused dataset', 'd');
    const pids = async () =>
      (await at<{ publications: Publication[] }>('GET', `/v2/collections/${c.appId}/pids`, withKey(owner.key))).body
        .publications;

    agency.failNext(422, 'Title is too long');
    const refused = await at<{ detail: string }>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key));
    expectProblem(refused, 502, 'dependency.refused');
    expect(refused.body.detail).toContain('Title is too long');
    expect(await pids()).toEqual([]);

    agency.failNext(500, 'Internal Server Error');
    expectProblem(
      await at('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key)),
      503,
      'dependency.unavailable',
    );
    agency.hangNext();
    const started = Date.now();
    expectProblem(
      await at('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key)),
      503,
      'dependency.unavailable',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await pids()).toEqual([]);

    // The agency kept a DOI whose answer svc never saw: the retry re-registers the same one.
    const doi = `10.5072/svc-collection-${c.appId}-v1`;
    agency.dois.set(doi, { doi });
    const mark = agency.log.length;
    const retried = await at<Publication>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key));
    expect(retried.status, retried.text).toBe(201);
    expect(retried.body.pid).toBe(doi);
    expect(agency.log.slice(mark).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /dois',
      `PUT /dois/${encodeURIComponent(doi)}`,
    ]);
    expect((await pids()).map((p) => p.pid)).toEqual([doi]);
  });

  it('answers 409 naming the account while the minter is not configured, or its secret does not exist', async () => {
    const expected: [Record<string, string | null>, RegExp][] = [
      [{ passwordSecret: null }, /passwordSecret/],
      [{ passwordSecret: `${secret.name}-missing` }, /does not exist/],
      // Outside <prefix>/publishing/: never read (the stack grants no other).
      [{ passwordSecret: 'other/datacite' }, /must name a secret under/],
    ];
    for (const [patch, detail] of expected) {
      expect((await patchConfig(patch)).status).toBe(200);
      try {
        const c = await collection('Unconfigured', 'd');
        const mark = agency.log.length;
        const r = await at<{ setting: string; detail: string }>(
          'POST',
          `/v2/collections/${c.appId}/publish`,
          withKey(owner.key),
        );
        expectProblem(r, 409, 'resource.conflict');
        expect(r.body.setting).toBe('minter-datacite');
        expect(r.body.detail).toMatch(detail);
        expect(agency.log.length, 'nothing sent to the agency').toBe(mark);
      } finally {
        await patchConfig({ passwordSecret: secret.name });
      }
    }
  }, 60_000);
});

describe('minter-datacite: a rotated password', () => {
  const basic = (password: string) => `Basic ${Buffer.from(`${account.repositoryId}:${password}`).toString('base64')}`;
  const probe = () => at<{ ok: boolean; status: number }>('POST', '/v2/admin/minters/datacite/test', asAdmin());

  it('works on the next publish: the refused request reads the secret again and is sent once more', async () => {
    const c = await collection('Rotated password', 'Published right after a rotation.');
    expect((await probe()).body).toMatchObject({ ok: true }); // the gateway now holds the password
    const rotated = `rotated-${Date.now()}`;
    agency.acceptPasswords(rotated);
    await secret.rotate(rotated);
    const mark = agency.log.length;
    const r = await at<Publication>('POST', `/v2/collections/${c.appId}/publish`, withKey(owner.key));
    expect(r.status, r.text).toBe(201);
    const sent = agency.log.slice(mark);
    expect(sent.at(-1)?.auth).toBe(basic(rotated));
    // At most the one request that found the old password refused (none when the cache had just expired).
    expect(sent.filter((x) => x.auth !== basic(rotated)).length).toBeLessThanOrEqual(1);
    expect(sent.map((x) => `${x.method} ${x.path}`).filter((x) => x !== 'POST /dois')).toEqual([]);
    account.password = rotated;
  });

  it('is read again once svc.secrets.cache-seconds has passed, with no refusal needed', async () => {
    expect((await probe()).body).toMatchObject({ ok: true });
    const next = `next-${Date.now()}`;
    agency.acceptPasswords(account.password, next); // both work: only the cache's lifetime can bring the new one
    await secret.rotate(next);
    await new Promise((r) => setTimeout(r, SECRET_LIFETIME_S * 1000 + 500));
    const mark = agency.log.length;
    expect((await probe()).body).toMatchObject({ ok: true });
    expect(agency.log.slice(mark).map((x) => x.auth)).toEqual([basic(next)]);
    account.password = next;
  });

  it('is asked for once more only when it changed: an unchanged, refused password fails after one request', async () => {
    agency.acceptPasswords('something-else');
    try {
      const mark = agency.log.length;
      const r = await probe();
      expect(r.body).toMatchObject({ ok: false, status: 401 });
      expect(agency.log.slice(mark).map((x) => x.auth)).toEqual([basic(account.password)]);
    } finally {
      agency.acceptPasswords(account.password);
    }
  });
});
