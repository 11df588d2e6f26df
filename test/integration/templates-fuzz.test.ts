import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, userWithKey, withKey } from '../support/local.ts';

/**
 * Fuzzes the shape builder and the validator over HTTP with generated models and Turtle: every
 * answer is 200 or a 4xx problem, never a 5xx. A model the builder accepts validates cleanly as
 * its own shape graph against generated data.
 */
const iri = fc.oneof(
  fc.constantFrom('http://ex.org/a', 'http://ex.org/b', 'urn:x:c', 'http://ex.org/d#e'),
  fc.string({ maxLength: 30 }),
  fc.webUrl(),
);
const datatype = fc.option(
  fc.constantFrom(
    '',
    'xsd:string',
    'xsd:integer',
    'xsd:decimal',
    'xsd:boolean',
    'xsd:date',
    'http://www.w3.org/2001/XMLSchema#dateTime',
    'xsd:colour',
    'rdf:langString',
    'nonsense',
  ),
  { nil: undefined },
);
const member = fc.record({
  value: fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), iri),
  kind: fc.constantFrom('LITERAL', 'IRI'),
});
const count = fc.option(fc.integer({ min: -2, max: 4 }), { nil: undefined });
const row = (node: fc.Arbitrary<unknown>) =>
  fc.record(
    {
      path: iri,
      datatype,
      minCount: count,
      maxCount: count,
      in: fc.option(fc.array(member, { maxLength: 4 }), { nil: undefined }),
      pattern: fc.option(fc.constantFrom('^a', '[', '\\d+', '(?<x>a)'), { nil: undefined }),
      node,
    },
    { requiredKeys: ['path'] },
  );
const model = fc.letrec((tie) => ({
  node: fc.record(
    {
      shapeIri: fc.option(iri, { nil: undefined }),
      targetClass: fc.option(iri, { nil: undefined }),
      closed: fc.option(fc.boolean(), { nil: undefined }),
      properties: fc.array(row(fc.option(tie('node'), { nil: undefined, depthSize: 'small' })), { maxLength: 5 }),
    },
    { requiredKeys: ['properties'] },
  ),
})).node;

const turtleish = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '@prefix ex: <http://ex.org/> . ex:a ex:b ex:c .',
    '<a> <b> "c"^^<http://www.w3.org/2001/XMLSchema#integer> .',
    '@base <http://x/> . <> <p> [ <q> ( 1 2 3 ) ] .',
    '_:a <http://p> _:a .',
  ),
  fc
    .array(
      fc.constantFrom(
        'ex:a',
        'ex:b',
        '"x"',
        '42',
        ';',
        ',',
        '.',
        '[',
        ']',
        '(',
        ')',
        'a',
        'sh:NodeShape',
        'sh:node',
        'sh:property',
        'sh:path',
        'sh:targetClass',
        'sh:minCount',
        'sh:in',
      ),
      { maxLength: 40 },
    )
    .map((t) => `@prefix ex: <http://ex.org/> . @prefix sh: <http://www.w3.org/ns/shacl#> .\n${t.join(' ')}`),
);

describe('shape endpoints under generated input', () => {
  it('never answers 5xx to the builder, and built shapes validate', async () => {
    const { key } = await userWithKey();
    await fc.assert(
      fc.asyncProperty(model, async (m) => {
        const r = await call<{ shapeGraph?: string }>('POST', '/v2/shapes/build', { headers: withKey(key), body: m });
        expect(r.status, r.text).toBeLessThan(500);
        expect([200, 400]).toContain(r.status);
        if (r.status === 200) {
          const v = await call('POST', '/v2/shapes/validate', {
            headers: withKey(key),
            body: {
              dataTurtle: '@prefix ex: <http://ex.org/> . ex:x a ex:y ; ex:a "1" .',
              shapeTurtle: r.body.shapeGraph,
            },
          });
          expect(v.status, v.text).toBe(200);
        }
      }),
      { numRuns: 120 },
    );
  }, 120_000);

  it('never answers 5xx to the validator', async () => {
    const { key } = await userWithKey();
    await fc.assert(
      fc.asyncProperty(turtleish, turtleish, async (dataTurtle, shapeTurtle) => {
        const r = await call('POST', '/v2/shapes/validate', {
          headers: withKey(key),
          body: { dataTurtle, shapeTurtle },
        });
        expect(r.status, r.text).toBeLessThan(500);
        expect([200, 400]).toContain(r.status);
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
