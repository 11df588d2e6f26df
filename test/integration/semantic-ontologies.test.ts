import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asAdmin, call, userWithKey, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { multipart } from '../support/multipart.ts';

/**
 * Ontology bundles, the INTERNAL repository, term search and SPARQL over HTTP. Each test uploads
 * its own bundle under a unique IRI prefix and queries only that prefix, so the shared graph (and
 * the seeded bundles other gateways share) never changes what it expects.
 */
interface Bundle {
  id: string;
  source: string;
  required: boolean;
  enabled: boolean;
  importedSha256: string | null;
  sha256: string;
}

const upload = (file: string | Buffer, metadata: unknown) => {
  const form = multipart([
    { name: 'metadata', data: Buffer.from(typeof metadata === 'string' ? metadata : JSON.stringify(metadata)) },
    { name: 'file', filename: 'bundle.ttl', data: Buffer.isBuffer(file) ? file : Buffer.from(file) },
  ]);
  return call<Bundle>('POST', '/v2/admin/semantic/ontologies', {
    headers: { ...asAdmin(), 'content-type': form.contentType },
    raw: form.body,
  });
};

const vocabulary = (ns: string) => `
@prefix ex: <${ns}> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
ex:Wing a skos:Concept ; skos:prefLabel "Zanzibarwing"@en , "Zanzibarflügel"@de ; skos:definition "A lifting surface."@en .
ex:Spar a skos:Concept ; skos:prefLabel "Zanzibarspar"@en ; skos:broader ex:Wing .
ex:Rib a skos:Concept ; skos:prefLabel "Zanzibarrib"@en ; skos:broader ex:Wing ; ex:mass 3 .
ex:Flange a skos:Concept ; skos:prefLabel "Zanzibarflange"@en ; skos:broader ex:Spar ; ex:mass 1 .
ex:Skin a skos:Concept ; rdfs:label "Zanzibarskin" ; ex:mass 7 .
`;

async function internalRepo(): Promise<string> {
  const r = await call<{ type: string; appId: string; name: string }>('GET', '/v2/semantic/internal-repository', {
    headers: asAdmin(),
  });
  expect(r.status, r.text).toBe(200);
  expect(r.body).toMatchObject({ type: 'INTERNAL', name: 'INTERNAL' });
  return r.body.appId;
}

describe('ontology bundles', () => {
  it('lists the fourteen built-ins in manifest order with prov-o and obo-relations required, and refuses to disable those', async () => {
    const r = await call<Bundle[]>('GET', '/v2/admin/semantic/ontologies', { headers: asAdmin() });
    expect(r.status).toBe(200);
    const builtins = r.body.filter((b) => b.source === 'builtin').map((b) => b.id);
    expect(builtins).toEqual([
      'prov-o',
      'dublin-core',
      'schema-org',
      'foaf',
      'qudt',
      'om-2',
      'time',
      'geosparql',
      'obo-relations',
      'metadata4ing',
      'domain-cad',
      'domain-mffd',
      'aerospace-thesaurus',
      'experiment',
    ]);
    expect(r.body.filter((b) => b.required).map((b) => b.id)).toEqual(['prov-o', 'obo-relations']);
    const users = r.body.filter((b) => b.source === 'user').map((b) => b.id);
    expect(users).toEqual([...users].sort());
    expectProblem(
      await call('POST', '/v2/admin/semantic/ontologies/prov-o/disable', { headers: asAdmin() }),
      409,
      'semantic.bundle.required',
    );
    expectProblem(
      await call('POST', '/v2/admin/semantic/ontologies/no-such-bundle/enable', { headers: asAdmin() }),
      404,
    );
  });

  it('disables and enables an optional bundle through the runtime config singleton', async () => {
    const off = await call<Bundle>('POST', '/v2/admin/semantic/ontologies/foaf/disable', { headers: asAdmin() });
    try {
      expect(off.status).toBe(200);
      expect(off.body.enabled).toBe(false);
      const cfg = await call<{ value: { disabledBundles: string[] } }>('GET', '/v2/admin/semantic/config', {
        headers: asAdmin(),
      });
      expect(cfg.body.value.disabledBundles).toContain('foaf');
    } finally {
      const on = await call<Bundle>('POST', '/v2/admin/semantic/ontologies/foaf/enable', { headers: asAdmin() });
      expect(on.body.enabled).toBe(true);
    }
    const again = await call<Bundle>('POST', '/v2/admin/semantic/ontologies/foaf/enable', { headers: asAdmin() });
    expect(again.body.enabled).toBe(true);
    const bad = await call('PATCH', '/v2/admin/semantic/config', {
      headers: { ...asAdmin(), 'content-type': 'application/merge-patch+json' },
      body: { disabledBundles: 'foaf' },
    });
    expectProblem(bad, 400);
  });

  it('refuses bad uploads with their codes and stores nothing of them', async () => {
    const id = `t-${randomUUID().slice(0, 8)}`;
    const meta = { id, iriPrefix: `urn:test:${id}:`, license: 'CC0-1.0' };
    expectProblem(await upload('this is not turtle ::: .', meta), 400, 'semantic.bundle.invalid-ttl');
    expectProblem(
      await upload(vocabulary(`urn:test:${id}:`), { ...meta, license: undefined }),
      400,
      'semantic.bundle.bad-metadata',
    );
    expectProblem(await upload(vocabulary(`urn:test:${id}:`), 'not json'), 400, 'semantic.bundle.bad-metadata');
    expectProblem(
      await upload(vocabulary(`urn:test:${id}:`), { ...meta, id: '../etc/passwd' }),
      400,
      'semantic.bundle.bad-metadata',
    );
    expectProblem(
      await upload(vocabulary(`urn:test:${id}:`), { ...meta, id: 'schema-org' }),
      409,
      'semantic.bundle.duplicate-id',
    );
    const form = multipart([{ name: 'file', filename: 'x.ttl', data: Buffer.from(vocabulary('urn:x:')) }]);
    expectProblem(
      await call('POST', '/v2/admin/semantic/ontologies', {
        headers: { ...asAdmin(), 'content-type': form.contentType },
        raw: form.body,
      }),
      400,
      'semantic.bundle.bad-metadata',
    );
    const list = await call<Bundle[]>('GET', '/v2/admin/semantic/ontologies', { headers: asAdmin() });
    expect(list.body.some((b) => b.id === id)).toBe(false);
    expectProblem(
      await call('DELETE', '/v2/admin/semantic/ontologies/prov-o', { headers: asAdmin() }),
      409,
      'semantic.bundle.builtin-not-removable',
    );
  });

  it('uploads a bundle, refuses its id twice, imports it on refresh, finds its terms, answers SPARQL over it exactly, and removes it', async () => {
    const id = `t-${randomUUID().slice(0, 8)}`;
    const ns = `urn:test:${id}:`;
    const created = await upload(vocabulary(ns), { id, iriPrefix: ns, license: 'CC0-1.0' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id, source: 'user', required: false, enabled: true, importedSha256: null });
    try {
      expectProblem(
        await upload(vocabulary(ns), { id, iriPrefix: ns, license: 'CC0-1.0' }),
        409,
        'semantic.bundle.duplicate-id',
      );
      const refreshed = await call<{ requested: number; refreshed: number; errors: unknown[] }>(
        'POST',
        `/v2/admin/semantic/refresh-ontologies?bundles=${id}`,
        { headers: asAdmin() },
      );
      expect(refreshed.body).toEqual({ requested: 1, refreshed: 1, alreadyCurrent: 0, errors: [] });
      const current = await call<{ alreadyCurrent: number }>(
        'POST',
        `/v2/admin/semantic/refresh-ontologies?bundles=${id}`,
        { headers: asAdmin() },
      );
      expect(current.body.alreadyCurrent).toBe(1);

      const { key } = await userWithKey();
      const terms = await call<{ uri: string; label: string; description: string | null }[]>(
        'GET',
        '/v2/semantic/terms/search?q=zanzibarwing',
        { headers: withKey(key) },
      );
      expect(terms.status).toBe(200);
      expect(terms.body.find((t) => t.uri === `${ns}Wing`)).toEqual({
        uri: `${ns}Wing`,
        label: 'Zanzibarwing',
        description: 'A lifting surface.',
      });
      const prefix = await call<{ uri: string }[]>('GET', '/v2/semantic/terms/search?q=zanzibarfl&limit=50', {
        headers: withKey(key),
      });
      expect(
        prefix.body
          .map((t) => t.uri)
          .filter((u) => u.startsWith(ns))
          .sort(),
      ).toEqual([`${ns}Flange`, `${ns}Wing`]);

      const repo = await internalRepo();
      const select = async (q: string) => {
        const r = await call<{ results: { bindings: Record<string, { value: string }>[] } }>(
          'POST',
          `/v2/semantic/${repo}/sparql`,
          {
            headers: {
              ...withKey(key),
              'content-type': 'application/sparql-query',
              accept: 'application/sparql-results+json',
            },
            raw: `PREFIX ex: <${ns}>\nPREFIX skos: <http://www.w3.org/2004/02/skos/core#>\n${q}`,
          },
        );
        expect(r.status, r.text).toBe(200);
        return r.body.results.bindings.map((b) => Object.fromEntries(Object.entries(b).map(([k, v]) => [k, v.value])));
      };
      // join
      expect(
        await select(
          `SELECT ?child ?parentLabel WHERE { ?child skos:broader ?p . ?p skos:prefLabel ?parentLabel . FILTER(STRSTARTS(STR(?child), "${ns}") && LANG(?parentLabel) = "en") } ORDER BY ?child`,
        ),
      ).toEqual([
        { child: `${ns}Flange`, parentLabel: 'Zanzibarspar' },
        { child: `${ns}Rib`, parentLabel: 'Zanzibarwing' },
        { child: `${ns}Spar`, parentLabel: 'Zanzibarwing' },
      ]);
      // OPTIONAL + FILTER
      expect(
        await select(
          `SELECT ?c ?m WHERE { ?c a skos:Concept . OPTIONAL { ?c ex:mass ?m } FILTER(STRSTARTS(STR(?c), "${ns}")) } ORDER BY ?c`,
        ),
      ).toEqual([
        { c: `${ns}Flange`, m: '1' },
        { c: `${ns}Rib`, m: '3' },
        { c: `${ns}Skin`, m: '7' },
        { c: `${ns}Spar` },
        { c: `${ns}Wing` },
      ]);
      // UNION
      expect(
        await select(
          `SELECT ?l WHERE { { ex:Skin <http://www.w3.org/2000/01/rdf-schema#label> ?l } UNION { ex:Spar skos:prefLabel ?l } } ORDER BY ?l`,
        ),
      ).toEqual([{ l: 'Zanzibarskin' }, { l: 'Zanzibarspar' }]);
      // aggregates
      expect(
        await select(`SELECT (COUNT(?c) AS ?n) (SUM(?m) AS ?total) (MAX(?m) AS ?max) WHERE { ?c ex:mass ?m }`),
      ).toEqual([{ n: '3', total: '11', max: '7' }]);
      // property path
      expect(await select(`SELECT ?d WHERE { ?d skos:broader+ ex:Wing } ORDER BY ?d`)).toEqual([
        { d: `${ns}Flange` },
        { d: `${ns}Rib` },
        { d: `${ns}Spar` },
      ]);
      const ask = await call<{ boolean: boolean }>(
        'GET',
        `/v2/semantic/${repo}/sparql?query=${encodeURIComponent(`ASK { <${ns}Rib> <http://www.w3.org/2004/02/skos/core#broader> <${ns}Wing> }`)}`,
        { headers: withKey(key) },
      );
      expect(ask.body.boolean).toBe(true);
      const csv = await call(
        'GET',
        `/v2/semantic/${repo}/sparql?query=${encodeURIComponent(`SELECT ?m WHERE { <${ns}Skin> <${ns}mass> ?m }`)}`,
        { headers: { ...withKey(key), accept: 'text/csv' } },
      );
      expect(csv.text.replace(/\r/g, '')).toBe('m\n7\n');
      const ttl = await call(
        'GET',
        `/v2/semantic/${repo}/sparql?query=${encodeURIComponent(`CONSTRUCT { <${ns}Skin> <${ns}mass> ?m } WHERE { <${ns}Skin> <${ns}mass> ?m }`)}`,
        { headers: { ...withKey(key), accept: 'application/n-triples' } },
      );
      expect(ttl.text.trim()).toBe(`<${ns}Skin> <${ns}mass> "7"^^<http://www.w3.org/2001/XMLSchema#integer> .`);
    } finally {
      const del = await call('DELETE', `/v2/admin/semantic/ontologies/${id}`, { headers: asAdmin() });
      expect(del.status).toBe(204);
    }
    const { key } = await userWithKey();
    const gone = await call<{ uri: string }[]>('GET', '/v2/semantic/terms/search?q=zanzibarwing', {
      headers: withKey(key),
    });
    expect(gone.body.some((t) => t.uri.startsWith(ns))).toBe(false);
  });

  it('refuses bad term searches and SPARQL updates, SERVICE and syntax errors', async () => {
    const { key } = await userWithKey();
    expectProblem(await call('GET', '/v2/semantic/terms/search?q=a', { headers: withKey(key) }), 400);
    expectProblem(await call('GET', '/v2/semantic/terms/search?q=ab&limit=51', { headers: withKey(key) }), 400);
    expect((await call('GET', '/v2/semantic/terms/search?q=prov', {})).status).toBe(401);
    const repo = await internalRepo();
    const post = (q: string) =>
      call('POST', `/v2/semantic/${repo}/sparql`, {
        headers: { ...withKey(key), 'content-type': 'application/sparql-query' },
        raw: q,
      });
    expectProblem(await post('INSERT DATA { <urn:a> <urn:b> <urn:c> }'), 400, 'sparql.update-refused');
    expectProblem(
      await post('SELECT * WHERE { SERVICE <http://example.org/sparql> { ?s ?p ?o } }'),
      400,
      'sparql.update-refused',
    );
    expectProblem(await post('SELECT ?s WHERE { ?s ?p '), 400, 'sparql.malformed-query');
    expectProblem(
      await call(
        'GET',
        `/v2/semantic/${repo}/sparql?query=${encodeURIComponent('SELECT * WHERE { ?s ?p ?o } LIMIT 1')}`,
        { headers: { ...withKey(key), accept: 'text/turtle' } },
      ),
      406,
    );
    expectProblem(
      await call('GET', `/v2/semantic/${randomUUID()}/sparql?query=${encodeURIComponent('ASK {}')}`, {
        headers: withKey(key),
      }),
      404,
    );
  });
});
