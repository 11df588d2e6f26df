import { describe, expect, it } from 'vitest';
import { ProblemError } from '../../layers/core/src/kernel/problem.ts';
import {
  JSON_LD_M4I_MEDIA_TYPE,
  M4I_NAMESPACE,
  contentTypeFor,
  negotiateProvenance,
  parseAccept,
  type ProvenanceRepresentation,
} from '../../layers/core/src/features/provenance/negotiation.ts';

const JSON_REP: ProvenanceRepresentation = { kind: 'json' };
const PROV_JSON: ProvenanceRepresentation = { kind: 'prov-json' };
const PROV_O: ProvenanceRepresentation = { kind: 'jsonld', profile: 'prov-o' };
const M4I: ProvenanceRepresentation = { kind: 'jsonld', profile: 'metadata4ing' };

function problemOf(accept: string): ProblemError {
  try {
    negotiateProvenance(accept);
  } catch (e) {
    if (e instanceof ProblemError) return e;
    throw e;
  }
  throw new Error(`expected a ProblemError for ${JSON.stringify(accept)}`);
}

describe('negotiateProvenance: the spec table', () => {
  it.each<[string, string | undefined, ProvenanceRepresentation]>([
    ['no header', undefined, JSON_REP],
    ['empty header', '', JSON_REP],
    ['application/json', 'application/json', JSON_REP],
    ['application/json with charset', 'application/json; charset=utf-8', JSON_REP],
    ['*/*', '*/*', JSON_REP],
    ['application/*', 'application/*', JSON_REP],
    ['an unrelated type', 'text/html', JSON_REP],
    ['unrelated types only', 'text/html, application/xhtml+xml, application/xml;q=0.9', JSON_REP],
    [
      'a browser header',
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      JSON_REP,
    ],
    ['application/problem+json', 'application/problem+json', JSON_REP],
    ['application/prov+json', 'application/prov+json', PROV_JSON],
    ['application/ld+json', 'application/ld+json', PROV_O],
    ['ld+json, short profile', 'application/ld+json; profile=metadata4ing', M4I],
    ['ld+json, short profile quoted', 'application/ld+json; profile="metadata4ing"', M4I],
    ['ld+json, short profile other case', 'application/ld+json; profile=MetaData4ING', M4I],
    ['ld+json, full IRI quoted', `application/ld+json; profile="${M4I_NAMESPACE}"`, M4I],
    ['ld+json, full IRI unquoted', `application/ld+json;profile=${M4I_NAMESPACE}`, M4I],
    [
      'ld+json, profile list with m4i (RFC 6906)',
      `application/ld+json; profile="http://www.w3.org/ns/json-ld#compacted ${M4I_NAMESPACE}"`,
      M4I,
    ],
    ['ld+json, empty profile = absent', 'application/ld+json; profile=""', PROV_O],
    ['ld+json, other parameters ignored', 'application/ld+json; charset=utf-8', PROV_O],
  ])('%s', (_name, accept, expected) => {
    expect(negotiateProvenance(accept)).toEqual(expected);
  });
});

describe('negotiateProvenance: parsing and ranking', () => {
  it.each<[string, string, ProvenanceRepresentation]>([
    ['type/subtype case-insensitive', 'Application/LD+JSON', PROV_O],
    ['parameter name case-insensitive', 'application/ld+json; PROFILE=metadata4ing', M4I],
    ['whitespace everywhere', '  application/prov+json ;  q = 1  ,  application/json ; q=0.5 ', PROV_JSON],
    ['higher q wins over order', 'application/json;q=0.5, application/ld+json', PROV_O],
    ['higher q wins (prov over ld)', 'application/ld+json;q=0.4, application/prov+json;q=0.6', PROV_JSON],
    ['equal q: first listed wins (ld first)', 'application/ld+json, application/json', PROV_O],
    ['equal q: first listed wins (json first)', 'application/json, application/ld+json', JSON_REP],
    [
      'equal q: first listed wins (prov first)',
      'application/prov+json, application/ld+json; profile=metadata4ing',
      PROV_JSON,
    ],
    ['wildcard never selects the new types', '*/*;q=0.1', JSON_REP],
    ['explicit ld+json beats a lower wildcard', 'application/ld+json, */*;q=0.8', PROV_O],
    ['a wildcard listed first at equal q wins', '*/*, application/ld+json', JSON_REP],
    ['q=0 means not acceptable', 'application/ld+json;q=0, application/prov+json;q=0.1', PROV_JSON],
    ['everything q=0 falls back to JSON', 'application/ld+json;q=0, application/prov+json;q=0.0', JSON_REP],
    [
      'json q=0 overrides */* (most specific range)',
      'application/json;q=0, */*, application/prov+json;q=0.5',
      PROV_JSON,
    ],
    [
      'application/* loses to a specific json range q',
      'application/*;q=1, application/json;q=0.2, application/ld+json;q=0.5',
      PROV_O,
    ],
    [
      'm4i with q between others',
      'application/json;q=0.3, application/ld+json;profile=metadata4ing;q=0.9, application/prov+json;q=0.5',
      M4I,
    ],
    ['profile after q still honoured', 'application/ld+json;q=0.9;profile=metadata4ing', M4I],
    ['quoted comma does not split', 'application/ld+json; profile="x,y metadata4ing", application/json;q=0.1', M4I],
    ['escaped quote inside a quoted value', 'application/ld+json; foo="a\\"b"; profile=metadata4ing', M4I],
    ['q=1.000', 'application/prov+json;q=1.000', PROV_JSON],
    ['unknown profile with lower q loses to JSON', 'application/ld+json;profile=foo;q=0.5, application/json', JSON_REP],
    ['unknown profile with q=0 is no request', 'application/ld+json;profile=foo;q=0', JSON_REP],
    [
      'unknown profile listed after an equal-q winner',
      'application/prov+json, application/ld+json;profile=foo',
      PROV_JSON,
    ],
  ])('%s', (_name, accept, expected) => {
    expect(negotiateProvenance(accept)).toEqual(expected);
  });

  it.each([
    ['no slash', 'ldjson'],
    ['empty type', '/json'],
    ['only commas', ',,,'],
    ['semicolons', ';;;'],
    ['q out of range', 'application/ld+json;q=2'],
    ['q not a number', 'application/ld+json;q=high'],
    ['negative q', 'application/prov+json;q=-1'],
    ['parameter without value', 'application/ld+json;profile'],
    ['unterminated quote', 'application/ld+json;profile="metadata4ing'],
    ['binary junk', '\u0000\u0001\u00ff/\u00fe'],
    ['*/subtype', '*/ld+json'],
    ['too many slashes', 'application/ld+json/x'],
  ])('garbage (%s) degrades to plain JSON', (_name, accept) => {
    expect(negotiateProvenance(accept)).toEqual(JSON_REP);
  });

  it('skips a malformed range but keeps the valid ones', () => {
    expect(negotiateProvenance('application/ld+json;q=abc, application/prov+json')).toEqual(PROV_JSON);
    expect(parseAccept('a/b;q=0.5, garbage, c/d')).toMatchObject([
      { type: 'a', subtype: 'b', q: 0.5, index: 0 },
      { type: 'c', subtype: 'd', q: 1, index: 1 },
    ]);
  });

  it('parses parameters, quoted strings and repeated profiles', () => {
    const [r] = parseAccept('Application/LD+JSON ; Charset="UTF-8" ; profile="a b" ; profile=c ; q=0.7 ; ext=1');
    expect(r).toEqual({
      type: 'application',
      subtype: 'ld+json',
      params: { charset: 'UTF-8', ext: '1' },
      profiles: ['a b', 'c'],
      q: 0.7,
      index: 0,
    });
  });
});

describe('negotiateProvenance: unknown profile', () => {
  it.each([
    ['short unknown', 'application/ld+json; profile=foo'],
    ['quoted unknown IRI', 'application/ld+json; profile="https://example.org/other#"'],
    ['m4i IRI without #', 'application/ld+json; profile="http://w3id.org/nfdi4ing/metadata4ing"'],
    ['m4i IRI with https', 'application/ld+json; profile="https://w3id.org/nfdi4ing/metadata4ing#"'],
    ['JSON-LD form profile alone', 'application/ld+json; profile="http://www.w3.org/ns/json-ld#expanded"'],
    ['list of unknowns', 'application/ld+json; profile="a b c"'],
    ['unknown wins on q', 'application/json;q=0.5, application/ld+json;profile=foo'],
    ['unknown wins on order', 'application/ld+json;profile=foo, application/json'],
  ])('%s → 406 provenance.unsupported-profile', (_name, accept) => {
    const e = problemOf(accept);
    expect(e.code).toBe('provenance.unsupported-profile');
    expect(e.status).toBe(406);
    expect(e.detail).toContain('metadata4ing');
    expect(e.detail).toContain('"metadata4ing"');
    expect(e.detail).toContain(M4I_NAMESPACE);
    expect(e.extensions).toEqual({ supportedProfiles: ['metadata4ing', M4I_NAMESPACE] });
    const body = e.toBody('https://svc.example.org/errors');
    expect(body.type).toBe('https://svc.example.org/errors/provenance.unsupported-profile');
    expect(body.status).toBe(406);
  });

  it('cites the offending value, truncated', () => {
    expect(problemOf('application/ld+json; profile=foo').detail).toContain('"foo"');
    expect(problemOf(`application/ld+json; profile=${'x'.repeat(1000)}`).detail!.length).toBeLessThan(600);
  });
});

describe('contentTypeFor', () => {
  it.each<[ProvenanceRepresentation, string]>([
    [JSON_REP, 'application/json'],
    [PROV_JSON, 'application/prov+json'],
    [PROV_O, 'application/ld+json'],
    [M4I, `application/ld+json; profile="${M4I_NAMESPACE}"`],
  ])('%j → %s', (rep, ct) => {
    expect(contentTypeFor(rep)).toBe(ct);
  });

  it('the m4i content type negotiates back to m4i', () => {
    expect(negotiateProvenance(JSON_LD_M4I_MEDIA_TYPE)).toEqual(M4I);
  });
});
