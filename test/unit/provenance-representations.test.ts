import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import jsonld from 'jsonld';
import { describe, expect, it } from 'vitest';
import { ProblemError } from '../../layers/core/src/kernel/problem.ts';
import { config } from '../../layers/core/src/platform/config/load.ts';
import { M4I_NAMESPACE } from '../../layers/core/src/features/provenance/negotiation.ts';
import {
  countJsonLd,
  renderActivities,
  renderCount,
  toProvJson,
  toProvOJsonLd,
  type Activity,
} from '../../layers/core/src/features/provenance/representations.ts';

const NS = 'https://svc.example.org/prov#';
const PROV = 'http://www.w3.org/ns/prov#';
const XSD = 'http://www.w3.org/2001/XMLSchema#';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const M4I = M4I_NAMESPACE;

const T0 = Date.UTC(2025, 2, 14, 9, 26, 53, 589);
const iso = (ms: number) => new Date(ms).toISOString();

function activity(
  p: Partial<Activity> & Pick<Activity, 'appId' | 'actionKind' | 'targetAppId' | 'agentUsername'>,
): Activity {
  return {
    targetKind: 'Collection',
    summary: `${p.actionKind} ${p.targetAppId}`,
    startedAtMillis: T0,
    endedAtMillis: T0 + 42,
    method: 'POST',
    path: `/v2/collections/${p.targetAppId}`,
    status: 200,
    originInstance: 'edge-1',
    ...p,
  };
}

const E1 = '0195a1b2-0000-7000-8000-00000000e001';
const E2 = '0195a1b2-0000-7000-8000-00000000e002';
/** Newest first, as the store returns them; every kind, repeated agents and entities. */
const ACTIVITIES: Activity[] = [
  activity({
    appId: 'a5',
    actionKind: 'EXECUTE',
    targetAppId: E2,
    targetKind: 'DataObject',
    agentUsername: 'bob',
    startedAtMillis: T0 + 5000,
    endedAtMillis: T0 + 5100,
    method: 'POST',
    status: 202,
  }),
  activity({
    appId: 'a4',
    actionKind: 'DELETE',
    targetAppId: E2,
    targetKind: 'DataObject',
    agentUsername: 'alice',
    startedAtMillis: T0 + 4000,
    endedAtMillis: T0 + 4001,
    method: 'DELETE',
    status: 204,
    originInstance: null,
  }),
  activity({
    appId: 'a3',
    actionKind: 'UPDATE',
    targetAppId: E1,
    agentUsername: 'bob',
    startedAtMillis: T0 + 3000,
    endedAtMillis: T0 + 3010,
    method: 'PATCH',
  }),
  activity({
    appId: 'a2',
    actionKind: 'READ',
    targetAppId: E1,
    agentUsername: 'alice',
    startedAtMillis: T0 + 2000,
    endedAtMillis: T0 + 2003,
    method: 'GET',
  }),
  activity({ appId: 'a1', actionKind: 'CREATE', targetAppId: E1, agentUsername: 'alice', method: 'POST', status: 201 }),
];

/** jsonld must work offline: every document load is recorded and fails. */
const fetchAttempts: string[] = [];
const noNetwork = (url: string): never => {
  fetchAttempts.push(url);
  throw new Error(`jsonld tried to fetch ${url}`);
};
const offline = { documentLoader: noNetwork as never };

async function quads(doc: unknown): Promise<Set<string>> {
  const before = fetchAttempts.length;
  const nq = (await jsonld.toRDF(doc as jsonld.JsonLdDocument, {
    format: 'application/n-quads',
    ...offline,
  })) as string;
  expect(fetchAttempts.slice(before)).toEqual([]);
  return new Set(nq.split('\n').filter((l) => l.trim() !== ''));
}
const iri = (s: string) => `<${s}>`;
const triple = (s: string, p: string, o: string) => `${s} ${p} ${o} .`;
const dt = (ms: number) => `"${iso(ms)}"^^<${XSD}dateTime>`;

describe('toProvOJsonLd (PROV-O)', () => {
  it('has the inline context and a graph of agents, entities, activities (deduplicated, input order)', () => {
    const doc = toProvOJsonLd(ACTIVITIES, NS, 'prov-o');
    expect(doc['@context']).toEqual({ prov: PROV, svc: NS, xsd: XSD });
    expect(doc['@graph'].map((n) => n['@id'])).toEqual([
      'svc:agent/bob',
      'svc:agent/alice',
      `svc:entity/${E2}`,
      `svc:entity/${E1}`,
      'svc:activity/a5',
      'svc:activity/a4',
      'svc:activity/a3',
      'svc:activity/a2',
      'svc:activity/a1',
    ]);
    expect(doc['@graph'][4]).toEqual({
      '@id': 'svc:activity/a5',
      '@type': 'prov:Activity',
      'prov:type': { '@id': 'svc:EXECUTE' },
      'prov:wasAssociatedWith': { '@id': 'svc:agent/bob' },
      'prov:startedAtTime': { '@value': iso(T0 + 5000), '@type': 'xsd:dateTime' },
      'prov:endedAtTime': { '@value': iso(T0 + 5100), '@type': 'xsd:dateTime' },
      'prov:generated': { '@id': `svc:entity/${E2}` },
    });
    expect(JSON.stringify(toProvOJsonLd(ACTIVITIES, NS, 'prov-o'))).toBe(JSON.stringify(doc));
  });

  it('expands (jsonld, no network) to the PROV-O triples of the spec mapping', async () => {
    const doc = toProvOJsonLd(ACTIVITIES, NS, 'prov-o');
    const expanded = await jsonld.expand(doc as jsonld.JsonLdDocument, offline);
    expect(expanded).toHaveLength(9);

    const q = await quads(doc);
    const act = (id: string) => iri(`${NS}activity/${id}`);
    const ent = (id: string) => iri(`${NS}entity/${id}`);
    const agent = (u: string) => iri(`${NS}agent/${u}`);
    const expected = [
      triple(agent('alice'), iri(RDF_TYPE), iri(`${PROV}Agent`)),
      triple(agent('bob'), iri(RDF_TYPE), iri(`${PROV}Agent`)),
      triple(ent(E1), iri(RDF_TYPE), iri(`${PROV}Entity`)),
      triple(ent(E2), iri(RDF_TYPE), iri(`${PROV}Entity`)),
      // READ → prov:used; the rest → prov:generated
      triple(act('a2'), iri(`${PROV}used`), ent(E1)),
      triple(act('a1'), iri(`${PROV}generated`), ent(E1)),
      triple(act('a3'), iri(`${PROV}generated`), ent(E1)),
      triple(act('a4'), iri(`${PROV}generated`), ent(E2)),
      triple(act('a5'), iri(`${PROV}generated`), ent(E2)),
      triple(act('a2'), iri(`${PROV}wasAssociatedWith`), agent('alice')),
      triple(act('a5'), iri(`${PROV}wasAssociatedWith`), agent('bob')),
      triple(act('a2'), iri(`${PROV}type`), iri(`${NS}READ`)),
      triple(act('a1'), iri(`${PROV}type`), iri(`${NS}CREATE`)),
      triple(act('a4'), iri(`${PROV}type`), iri(`${NS}DELETE`)),
      triple(act('a2'), iri(`${PROV}startedAtTime`), dt(T0 + 2000)),
      triple(act('a2'), iri(`${PROV}endedAtTime`), dt(T0 + 2003)),
      triple(act('a2'), iri(RDF_TYPE), iri(`${PROV}Activity`)),
    ];
    for (const t of expected) expect(q).toContain(t);
    expect([...q].some((t) => t.includes(`${PROV}used`) && !t.startsWith(act('a2')))).toBe(false);
    expect([...q].some((t) => t.includes(M4I))).toBe(false);
    // 6 triples per activity, 1 per agent and per entity: nothing dropped, nothing extra.
    expect(q.size).toBe(5 * 6 + 2 + 2);
  });

  it('the offline document loader is really in force (a remote context fails)', async () => {
    const before = fetchAttempts.length;
    await expect(
      jsonld.expand({ '@context': 'https://www.w3.org/ns/prov.jsonld', '@id': 'urn:x' }, offline),
    ).rejects.toThrow();
    expect(fetchAttempts.slice(before)).toEqual(['https://www.w3.org/ns/prov.jsonld']);
    fetchAttempts.length = before;
  });

  it('an empty list is an empty graph', async () => {
    const doc = toProvOJsonLd([], NS, 'prov-o');
    expect(doc['@graph']).toEqual([]);
    expect((await quads(doc)).size).toBe(0);
  });
});

describe('toProvOJsonLd (metadata4ing profile)', () => {
  it('adds the m4i prefix and dual types, keeping every PROV-O term', () => {
    const doc = toProvOJsonLd(ACTIVITIES, NS, 'metadata4ing');
    expect(doc['@context']).toEqual({ prov: PROV, svc: NS, xsd: XSD, m4i: M4I });
    const byId = new Map(doc['@graph'].map((n) => [n['@id'], n]));
    expect(byId.get('svc:agent/alice')!['@type']).toEqual(['prov:Agent', 'm4i:Person']);
    expect(byId.get(`svc:entity/${E1}`)!['@type']).toEqual(['prov:Entity', 'm4i:InvestigatedObject']);
    expect(byId.get('svc:activity/a2')).toEqual({
      '@id': 'svc:activity/a2',
      '@type': ['prov:Activity', 'm4i:ProcessingStep'],
      'prov:type': { '@id': 'svc:READ' },
      'prov:wasAssociatedWith': { '@id': 'svc:agent/alice' },
      'prov:startedAtTime': { '@value': iso(T0 + 2000), '@type': 'xsd:dateTime' },
      'prov:endedAtTime': { '@value': iso(T0 + 2003), '@type': 'xsd:dateTime' },
      'prov:used': { '@id': `svc:entity/${E1}` },
      'm4i:hasInput': { '@id': `svc:entity/${E1}` },
      'm4i:hasMethod': { '@id': 'svc:method/READ' },
    });
    const prov = toProvOJsonLd(ACTIVITIES, NS, 'prov-o');
    expect(doc['@graph'].map((n) => n['@id'])).toEqual(prov['@graph'].map((n) => n['@id']));
  });

  it('expands (jsonld, no network) to the m4i triples on top of the PROV-O ones', async () => {
    const q = await quads(toProvOJsonLd(ACTIVITIES, NS, 'metadata4ing'));
    const provQ = await quads(toProvOJsonLd(ACTIVITIES, NS, 'prov-o'));
    for (const t of provQ) expect(q).toContain(t);

    const act = (id: string) => iri(`${NS}activity/${id}`);
    const ent = (id: string) => iri(`${NS}entity/${id}`);
    const expected = [
      triple(act('a2'), iri(RDF_TYPE), iri(`${PROV}Activity`)),
      triple(act('a2'), iri(RDF_TYPE), iri(`${M4I}ProcessingStep`)),
      triple(iri(`${NS}agent/bob`), iri(RDF_TYPE), iri(`${M4I}Person`)),
      triple(ent(E2), iri(RDF_TYPE), iri(`${M4I}InvestigatedObject`)),
      triple(act('a2'), iri(`${M4I}hasInput`), ent(E1)),
      triple(act('a1'), iri(`${M4I}hasOutput`), ent(E1)),
      triple(act('a3'), iri(`${M4I}hasOutput`), ent(E1)),
      triple(act('a4'), iri(`${M4I}hasOutput`), ent(E2)),
      triple(act('a5'), iri(`${M4I}hasOutput`), ent(E2)),
      ...(['a1', 'a2', 'a3', 'a4', 'a5'] as const).map((id, i) =>
        triple(
          act(id),
          iri(`${M4I}hasMethod`),
          iri(`${NS}method/${['CREATE', 'READ', 'UPDATE', 'DELETE', 'EXECUTE'][i]}`),
        ),
      ),
    ];
    for (const t of expected) expect(q).toContain(t);
    expect([...q].filter((t) => t.includes(`${M4I}hasInput`))).toHaveLength(1);
    // per activity: 6 PROV-O + 1 type + hasInput/hasOutput + hasMethod; 2 types per agent and entity.
    expect(q.size).toBe(5 * 9 + 2 * 2 + 2 * 2);
  });
});

describe('identifiers and namespaces', () => {
  it('a namespace not ending in a gen-delim still expands compact IRIs (@prefix: true)', async () => {
    const ns = 'https://prov.example.net/svc';
    const doc = toProvOJsonLd(ACTIVITIES.slice(3, 4), ns, 'prov-o');
    expect(doc['@context']['svc']).toEqual({ '@id': ns, '@prefix': true });
    const q = await quads(doc);
    expect(q).toContain(triple(iri(`${ns}activity/a2`), iri(`${PROV}used`), iri(`${ns}entity/${E1}`)));
    expect(q.size).toBe(8);
  });

  it('percent-encodes what is not a valid IRI path segment, so no triple is dropped', async () => {
    const odd = activity({
      appId: 'x/y',
      actionKind: 'READ',
      targetAppId: 'legacy #12?',
      agentUsername: 'Jöns Smith',
      originInstance: null,
    });
    const doc = toProvOJsonLd([odd], NS, 'prov-o');
    expect(doc['@graph'].map((n) => n['@id'])).toEqual([
      'svc:agent/J%C3%B6ns%20Smith',
      'svc:entity/legacy%20%2312%3F',
      'svc:activity/x%2Fy',
    ]);
    const q = await quads(doc);
    expect(q).toContain(triple(iri(`${NS}activity/x%2Fy`), iri(`${PROV}used`), iri(`${NS}entity/legacy%20%2312%3F`)));
    expect(q.size).toBe(8);
    // ordinary usernames (e-mail style) stay readable
    expect(toProvOJsonLd([activity({ ...odd, agentUsername: 'a.b+c@example.org' })], NS)['@graph'][0]!['@id']).toBe(
      'svc:agent/a.b+c@example.org',
    );
  });
});

describe('countJsonLd', () => {
  it('is svc:numberOfActivities typed xsd:nonNegativeInteger, the lexical form as a string', async () => {
    const doc = countJsonLd(42, NS);
    expect(doc).toEqual({
      '@context': { svc: NS, xsd: XSD },
      'svc:numberOfActivities': { '@value': '42', '@type': 'xsd:nonNegativeInteger' },
    });
    const q = [...(await quads(doc))];
    expect(q).toHaveLength(1);
    expect(q[0]).toMatch(
      new RegExp(`^_:\\S+ <${NS}numberOfActivities> "42"\\^\\^<${XSD}nonNegativeInteger> \\.$`.replace(/\//g, '\\/')),
    );
    const expanded = await jsonld.expand(doc as jsonld.JsonLdDocument, offline);
    expect(expanded).toEqual([
      { [`${NS}numberOfActivities`]: [{ '@value': '42', '@type': `${XSD}nonNegativeInteger` }] },
    ]);
  });

  it('zero is fine; negative or fractional counts are refused', async () => {
    expect([...(await quads(countJsonLd(0, NS)))][0]).toContain(`"0"^^<${XSD}nonNegativeInteger>`);
    expect(() => countJsonLd(-1, NS)).toThrow(RangeError);
    expect(() => countJsonLd(1.5, NS)).toThrow(RangeError);
  });
});

// The W3C PROV-JSON schema (https://www.w3.org/submissions/prov-json/schema), a draft-04 schema, written
// into the fixture from the submission (no npm package ships it). Ajv 8 validates draft-04 keywords the
// same way for this schema; its draft-04 `$schema`/`id` are dropped and strictness relaxed because the
// schema's `activity` definition carries `prov:startTime`/`prov:endTime` as (inert) non-keywords. Those
// two date-times are therefore checked separately below.
const provJsonSchema = JSON.parse(
  readFileSync(new URL('./fixtures/prov-json-schema.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const { $schema: _draft, id: _id, ...schemaBody } = provJsonSchema;
const ajv = new Ajv({ strict: false, allErrors: true });
const addFormats = addFormatsPlugin as unknown as (a: Ajv) => Ajv;
addFormats(ajv);
const validateProvJson = ajv.compile(schemaBody);
const isDateTime = ajv.compile({ type: 'string', format: 'date-time' });

describe('toProvJson (W3C PROV-JSON)', () => {
  it('validates against the W3C PROV-JSON schema', () => {
    const doc = toProvJson(ACTIVITIES, NS);
    expect(validateProvJson(doc), JSON.stringify(validateProvJson.errors)).toBe(true);
    for (const a of Object.values(doc.activity)) {
      expect(isDateTime(a['prov:startTime'])).toBe(true);
      expect(isDateTime(a['prov:endTime'])).toBe(true);
    }
  });

  it('the schema has teeth', () => {
    expect(validateProvJson({ ...toProvJson([], NS), unknownBlock: {} })).toBe(false);
    expect(validateProvJson({ ...toProvJson([], NS), wasGeneratedBy: { '_:x': { 'prov:activity': 'svc:a' } } })).toBe(
      false,
    );
    expect(validateProvJson({ ...toProvJson([], NS), entity: { 'svc:e': { 'svc:x': null } } })).toBe(false);
    expect(
      validateProvJson({ ...toProvJson([], NS), entity: { 'svc:e': { 'svc:x': { $: '1', type: 'not a uri' } } } }),
    ).toBe(false);
  });

  it('has the seven blocks, even when empty', () => {
    const doc = toProvJson([], NS);
    expect(doc).toEqual({
      prefix: { svc: NS, prov: PROV, xsd: XSD },
      activity: {},
      agent: {},
      entity: {},
      wasAssociatedWith: {},
      used: {},
      wasGeneratedBy: {},
    });
    expect(validateProvJson(doc)).toBe(true);
  });

  it('maps activities, agents, entities and relations', () => {
    const doc = toProvJson(ACTIVITIES, NS);
    expect(Object.keys(doc)).toEqual([
      'prefix',
      'activity',
      'agent',
      'entity',
      'wasAssociatedWith',
      'used',
      'wasGeneratedBy',
    ]);
    expect(Object.keys(doc.activity)).toEqual([
      'svc:activity/a5',
      'svc:activity/a4',
      'svc:activity/a3',
      'svc:activity/a2',
      'svc:activity/a1',
    ]);
    expect(doc.activity['svc:activity/a5']).toEqual({
      'prov:startTime': iso(T0 + 5000),
      'prov:endTime': iso(T0 + 5100),
      'prov:type': { $: 'svc:EXECUTE', type: 'prov:QUALIFIED_NAME' },
      'svc:summary': `EXECUTE ${E2}`,
      'svc:targetKind': 'DataObject',
      'svc:method': 'POST',
      'svc:path': `/v2/collections/${E2}`,
      'svc:status': { $: '202', type: 'xsd:int' },
      'svc:originInstance': 'edge-1',
    });
    expect(doc.activity['svc:activity/a4']).not.toHaveProperty('svc:originInstance');
    expect(doc.agent).toEqual({
      'svc:agent/bob': { 'prov:label': 'bob' },
      'svc:agent/alice': { 'prov:label': 'alice' },
    });
    expect(doc.entity).toEqual({
      [`svc:entity/${E2}`]: { 'svc:targetKind': 'DataObject' },
      [`svc:entity/${E1}`]: { 'svc:targetKind': 'Collection' },
    });
    expect(doc.wasAssociatedWith).toEqual({
      '_:wAW1': { 'prov:activity': 'svc:activity/a5', 'prov:agent': 'svc:agent/bob' },
      '_:wAW2': { 'prov:activity': 'svc:activity/a4', 'prov:agent': 'svc:agent/alice' },
      '_:wAW3': { 'prov:activity': 'svc:activity/a3', 'prov:agent': 'svc:agent/bob' },
      '_:wAW4': { 'prov:activity': 'svc:activity/a2', 'prov:agent': 'svc:agent/alice' },
      '_:wAW5': { 'prov:activity': 'svc:activity/a1', 'prov:agent': 'svc:agent/alice' },
    });
    expect(doc.used).toEqual({ '_:u1': { 'prov:activity': 'svc:activity/a2', 'prov:entity': `svc:entity/${E1}` } });
    // entity wasGeneratedBy activity
    expect(doc.wasGeneratedBy).toEqual({
      '_:wGB1': { 'prov:entity': `svc:entity/${E2}`, 'prov:activity': 'svc:activity/a5' },
      '_:wGB2': { 'prov:entity': `svc:entity/${E2}`, 'prov:activity': 'svc:activity/a4' },
      '_:wGB3': { 'prov:entity': `svc:entity/${E1}`, 'prov:activity': 'svc:activity/a3' },
      '_:wGB4': { 'prov:entity': `svc:entity/${E1}`, 'prov:activity': 'svc:activity/a1' },
    });
    expect(JSON.stringify(toProvJson(ACTIVITIES, NS))).toBe(JSON.stringify(doc));
  });
});

describe('renderActivities / renderCount', () => {
  it.each([
    [undefined, 'application/json'],
    ['application/json', 'application/json'],
    ['text/html', 'application/json'],
    ['application/prov+json', 'application/prov+json'],
    ['application/ld+json', 'application/ld+json'],
    ['application/ld+json; profile=metadata4ing', `application/ld+json; profile="${M4I}"`],
    [`application/ld+json; profile="${M4I}"`, `application/ld+json; profile="${M4I}"`],
  ])('Accept %s → %s', (accept, contentType) => {
    expect(renderActivities(ACTIVITIES, accept, NS).contentType).toBe(contentType);
  });

  it('plain JSON is the array unchanged; the others are the builders’ output', () => {
    expect(renderActivities(ACTIVITIES, 'application/json', NS).body).toBe(ACTIVITIES);
    expect(renderActivities(ACTIVITIES, 'application/prov+json', NS).body).toEqual(toProvJson(ACTIVITIES, NS));
    expect(renderActivities(ACTIVITIES, 'application/ld+json', NS).body).toEqual(
      toProvOJsonLd(ACTIVITIES, NS, 'prov-o'),
    );
    expect(renderActivities(ACTIVITIES, 'application/ld+json;profile=metadata4ing', NS).body).toEqual(
      toProvOJsonLd(ACTIVITIES, NS, 'metadata4ing'),
    );
  });

  it('uses svc.provenance.namespace by default', () => {
    const ns = config()['svc.provenance.namespace'];
    expect(renderActivities(ACTIVITIES, 'application/ld+json').body).toEqual(toProvOJsonLd(ACTIVITIES, ns, 'prov-o'));
  });

  it('an unknown profile is a 406 ProblemError', () => {
    expect(() => renderActivities(ACTIVITIES, 'application/ld+json; profile=nope', NS)).toThrow(ProblemError);
  });

  it('count: {count} as JSON, the wrapper for either JSON-LD profile', () => {
    expect(renderCount({ kind: 'json' }, 7, NS)).toEqual({ body: { count: 7 }, contentType: 'application/json' });
    expect(renderCount({ kind: 'prov-json' }, 7, NS)).toEqual({ body: { count: 7 }, contentType: 'application/json' });
    expect(renderCount({ kind: 'jsonld', profile: 'prov-o' }, 7, NS)).toEqual({
      body: countJsonLd(7, NS),
      contentType: 'application/ld+json',
    });
    expect(renderCount({ kind: 'jsonld', profile: 'metadata4ing' }, 7, NS).body).toEqual(countJsonLd(7, NS));
  });
});
