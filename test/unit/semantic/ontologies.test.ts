import { describe, expect, it } from 'vitest';
import { labelProperties, vocabName } from '../../../layers/core/src/features/semantic/vocab.ts';
import { MAX_QUERY_CHARS, negotiate, queryForm } from '../../../layers/core/src/features/ontologies/sparql-guard.ts';
import { seedPlan } from '../../../layers/core/src/features/ontologies/seed.ts';
import { luceneQuery } from '../../../layers/core/src/features/ontologies/terms.ts';
import { MAX_BUNDLE_BYTES, validateUpload } from '../../../layers/core/src/features/ontologies/upload.ts';
import { parseTurtle } from '../../../layers/core/src/features/ontologies/rdf-import.ts';
import { thrownProblem } from '../../support/problem.ts';

const part = (name: string, data: string | Buffer) => ({
  name,
  filename: null,
  contentType: null,
  data: Buffer.isBuffer(data) ? data : Buffer.from(data),
});
const meta = JSON.stringify({ id: 'x', iriPrefix: 'urn:x:', license: 'CC0-1.0' });

describe('handle-vocab-uris', () => {
  it('names predicates as the four modes say', () => {
    const p = 'http://www.w3.org/2004/02/skos/core#prefLabel';
    expect(vocabName(p, 'IGNORE')).toBe('prefLabel');
    expect(vocabName(p, 'SHORTEN')).toBe('skos__prefLabel');
    expect(vocabName(p, 'KEEP')).toBe(p);
    expect(vocabName(p, 'MAP')).toBe('prefLabel');
    expect(vocabName('urn:other:thing', 'MAP')).toBe('urn:other:thing');
    expect(vocabName('http://example.org/v#p', 'SHORTEN')).toMatch(/^ns[0-9a-f]{8}__p$/);
    expect(labelProperties('IGNORE').slice(0, 3)).toEqual(['prefLabel', 'label', 'name']);
  });

  it('keeps literals as lists, English first, and rdf:type as a relationship', () => {
    const g = parseTurtle(
      '<urn:a> <http://www.w3.org/2000/01/rdf-schema#label> "Flügel"@de, "wing"@en ; a <urn:C> .',
      'b',
      'IGNORE',
    );
    expect(g.nodes.get('urn:a')).toEqual({ label: ['wing', 'Flügel'] });
    expect(g.edges).toEqual([{ s: 'urn:a', t: 'type', o: 'urn:C' }]);
  });
});

describe('seed rules', () => {
  const available = ['prov-o', 'foaf', 'obo-relations', 'qudt'].map((id) => ({ id, sha256: id }));
  it('seeds required bundles always, nothing else with the toggle off, and skips disabled ones', () => {
    expect(seedPlan({ available, enabled: false, disabled: new Set() }).map((b) => b.id)).toEqual([
      'prov-o',
      'obo-relations',
    ]);
    expect(seedPlan({ available, enabled: true, disabled: new Set(['foaf', 'prov-o']) }).map((b) => b.id)).toEqual([
      'prov-o',
      'obo-relations',
      'qudt',
    ]);
  });
});

describe('SPARQL guard', () => {
  it('knows the form and refuses updates and SERVICE, not keywords inside strings or IRIs', () => {
    expect(queryForm('PREFIX x: <urn:delete:> SELECT * WHERE { ?s ?p "INSERT DATA" }')).toBe('SELECT');
    expect(queryForm('# DELETE\nASK {}')).toBe('ASK');
    expect(thrownProblem(() => queryForm('DELETE WHERE { ?s ?p ?o }')).code).toBe('sparql.update-refused');
    expect(thrownProblem(() => queryForm('SELECT * { SERVICE <urn:x> { ?s ?p ?o } }')).code).toBe(
      'sparql.update-refused',
    );
    expect(thrownProblem(() => queryForm('hello')).code).toBe('sparql.malformed-query');
  });

  it("counts the query in characters (code points), as the document's maxLength does", () => {
    // 20,000 characters of which many are beyond the BMP (two UTF-16 units each).
    const literal = '😀'.repeat(5000);
    const query = `SELECT * WHERE { ?s ?p "${literal}" }`;
    const padded = query + ' '.repeat(MAX_QUERY_CHARS - [...query].length);
    expect(padded.length).toBeGreaterThan(MAX_QUERY_CHARS);
    expect(queryForm(padded)).toBe('SELECT');
    expect(thrownProblem(() => queryForm(`${padded} `)).detail).toMatch(/has 20001 characters/);
  });

  it('negotiates by form and q-value', () => {
    expect(negotiate('SELECT', undefined)).toBe('application/sparql-results+json');
    expect(negotiate('SELECT', 'text/csv;q=0.5, application/sparql-results+xml')).toBe(
      'application/sparql-results+xml',
    );
    expect(negotiate('CONSTRUCT', '*/*')).toBe('text/turtle');
    expect(thrownProblem(() => negotiate('ASK', 'text/csv')).code).toBe('request.not-acceptable');
  });
});

describe('term search query text', () => {
  it('escapes Lucene syntax and makes the last word a prefix', () => {
    expect(luceneQuery('carbon fi')).toBe('+carbon +(fi OR fi*)');
    expect(luceneQuery('a:b')).toBe('+(a\\:b OR a\\:b*)');
  });
});

describe('ontology upload', () => {
  it('refuses 10 MB + 1 byte, non-Turtle, missing or bad metadata, unsafe ids', () => {
    expect(
      thrownProblem(() =>
        validateUpload([part('metadata', meta), part('file', Buffer.alloc(MAX_BUNDLE_BYTES + 1, 32))]),
      ).code,
    ).toBe('semantic.bundle.too-large');
    expect(validateUpload([part('metadata', meta), part('file', Buffer.alloc(MAX_BUNDLE_BYTES, 32))]).triples).toBe(0);
    expect(thrownProblem(() => validateUpload([part('metadata', meta), part('file', '<a> <b')])).code).toBe(
      'semantic.bundle.invalid-ttl',
    );
    expect(thrownProblem(() => validateUpload([part('file', '')])).code).toBe('semantic.bundle.bad-metadata');
    for (const id of ['..', '../x', 'a/b', '', 'x'.repeat(65)]) {
      expect(
        thrownProblem(() =>
          validateUpload([
            part('metadata', JSON.stringify({ id, iriPrefix: 'urn:x:', license: 'l' })),
            part('file', ''),
          ]),
        ).code,
      ).toBe('semantic.bundle.bad-metadata');
    }
  });
});
