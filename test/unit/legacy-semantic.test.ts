import { describe, expect, it } from 'vitest';
import { endpointProblem, iriProblem, localName } from '../../layers/core/src/features/semantic/iri.ts';
import { labelQuery, labelsOf, lookupName, preferredLabel } from '../../layers/core/src/features/semantic/lookup.ts';
import { ProblemError } from '../../layers/core/src/kernel/problem.ts';
import { semanticAnnotationWrite, semanticRepositoryWrite } from '../../layers/core/src/features/semantic/wire.ts';

describe('semantic repository endpoints', () => {
  it('accepts absolute http(s) URLs', () => {
    for (const ok of [
      'http://127.0.0.1:7200/repositories/x',
      'https://dbpedia.org/sparql',
      'https://example.org/sparql?default-graph-uri=http%3A%2F%2Fx',
    ]) {
      expect(endpointProblem(ok), ok).toBeNull();
    }
  });

  it('refuses other schemes, credentials, fragments, link-local hosts and junk', () => {
    for (const bad of [
      'file:///etc/passwd',
      'ftp://x/y',
      'gopher://x',
      'data:text/plain,x',
      'javascript:alert(1)',
      'jar:http://x!/',
      '//x/y',
      'x',
      'http://u:p@x/y',
      'http://u@x/y',
      'http://x/y#z',
      'http://169.254.169.254/latest',
      'http://[fe80::1]/',
      'http://metadata.google.internal/',
      `http://x/${'a'.repeat(2100)}`,
    ]) {
      expect(endpointProblem(bad), bad).not.toBeNull();
    }
  });
});

describe('term IRIs', () => {
  it('accepts absolute IRIs, including non-ASCII ones', () => {
    for (const ok of [
      'http://dbpedia.org/resource/Almond_milk',
      'urn:svc:cad:part',
      'https://example.org/ä#x',
      'http://x/a%20b',
    ])
      expect(iriProblem(ok), ok).toBeNull();
  });

  it('refuses relative IRIs and every character that could leave <…> in a SPARQL query', () => {
    for (const bad of [
      'Almond_milk',
      '',
      ' http://x',
      'http://x/a b',
      'http://x/>',
      'http://x/<',
      'http://x/"',
      'http://x/{',
      'http://x/}',
      'http://x/|',
      'http://x/^',
      'http://x/`',
      'http://x/\\',
      'http://x/\n',
      'http://x/\u0000',
      '1http://x',
    ]) {
      expect(iriProblem(bad), JSON.stringify(bad)).not.toBeNull();
    }
  });

  it('writes the IRI into the query only in angle brackets', () => {
    expect(labelQuery('http://x/a')).toContain('<http://x/a> <http://www.w3.org/2000/01/rdf-schema#label> ?label');
  });

  it('local names', () => {
    expect(localName('http://dbpedia.org/resource/Almond_milk')).toBe('Almond_milk');
    expect(localName('http://www.w3.org/2000/01/rdf-schema#label')).toBe('label');
    expect(localName('http://example.org/things/')).toBe('things');
    expect(localName('urn:svc:cad:part')).toBe('part');
    expect(localName('http://x/a%20b')).toBe('a b');
    expect(localName('http://x/%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('label choice', () => {
  const l = (value: string, lang = '') => ({ value, lang });
  it('prefers en, then en-*, then untagged, then other languages by tag', () => {
    expect(preferredLabel([l('Mandelmilch', 'de'), l('Almond milk', 'en'), l('x')])).toBe('Almond milk');
    expect(preferredLabel([l('Mandelmilch', 'de'), l('Almond milk (US)', 'en-US'), l('x')])).toBe('Almond milk (US)');
    expect(preferredLabel([l('Mandelmilch', 'de'), l('untagged')])).toBe('untagged');
    expect(preferredLabel([l('Lait', 'fr'), l('Mandelmilch', 'de')])).toBe('Mandelmilch');
    expect(preferredLabel([l('b', 'EN'), l('a', 'en')])).toBe('a');
    expect(preferredLabel([l('  ', 'en'), l('de', 'de')])).toBe('de');
    expect(preferredLabel([])).toBeNull();
  });

  it('reads the literals of a SPARQL JSON result and refuses anything else', () => {
    const doc = {
      head: { vars: ['label'] },
      results: {
        bindings: [
          { label: { type: 'literal', value: 'A', 'xml:lang': 'en' } },
          { label: { type: 'literal', value: 'B' } },
          { label: { type: 'uri', value: 'http://x' } },
          {},
          null,
        ],
      },
    };
    expect(labelsOf(doc)).toEqual([
      { value: 'A', lang: 'en' },
      { value: 'B', lang: '' },
    ]);
    expect(() => labelsOf({ boolean: true })).toThrow(TypeError);
    expect(() => labelsOf(null)).toThrow(TypeError);
  });

  it('refuses a lookup in a repository type it cannot query, without calling it', async () => {
    for (const type of ['JSKOS', 'SKOSMOS'] as const) {
      const err = await lookupName({ id: 7, type, endpoint: 'http://127.0.0.1:1/never' }, 'http://x/a').catch(
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ProblemError);
      expect((err as ProblemError).status).toBe(400);
      expect((err as ProblemError).detail).toContain(type);
    }
  });
});

describe('request bodies', () => {
  it('repository: name, type of the contract, endpoint checked', () => {
    expect(
      semanticRepositoryWrite.safeParse({ name: 'r', type: 'SPARQL', endpoint: 'https://x/sparql', id: 3 }).success,
    ).toBe(true);
    expect(
      semanticRepositoryWrite.safeParse({ name: 'r', type: 'INTERNAL', endpoint: 'https://x/sparql' }).success,
    ).toBe(false);
    expect(semanticRepositoryWrite.safeParse({ name: 'r', type: 'SPARQL', endpoint: 'file:///x' }).success).toBe(false);
  });

  it('annotation: IRIs checked, repository ids required, numericValue and unitIRI optional', () => {
    const base = { propertyIRI: 'http://x/p', valueIRI: 'http://x/v', propertyRepositoryId: 1, valueRepositoryId: 2 };
    expect(semanticAnnotationWrite.parse({ ...base, name: 'ignored' })).toEqual({
      ...base,
      numericValue: null,
      unitIRI: null,
    });
    expect(
      semanticAnnotationWrite.parse({ ...base, numericValue: 2.5, unitIRI: 'http://qudt.org/vocab/unit/M' }),
    ).toMatchObject({ numericValue: 2.5 });
    expect(semanticAnnotationWrite.safeParse({ ...base, valueIRI: 'v' }).success).toBe(false);
    expect(semanticAnnotationWrite.safeParse({ ...base, propertyRepositoryId: undefined }).success).toBe(false);
    expect(semanticAnnotationWrite.safeParse({ ...base, valueRepositoryId: -1 }).success).toBe(false);
  });
});
