import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildShape, mintShapeIri } from '#core/features/templates/shape-build.ts';
import { assertBoundedShapes, validateTurtle } from '#core/features/templates/shape-validate.ts';
import { parseTurtle } from '#core/features/templates/rdf.ts';
import { flattenShapes } from '#core/features/templates/shape-flatten.ts';
import { compileFields } from '#core/features/templates/form.ts';
import { assertAllowedKeys, assertKindBody } from '#core/features/templates/kinds.ts';
import { flattenBodies } from '#core/features/templates/inheritance.ts';
import { thrownProblem } from '../../support/problem.ts';

const EX = 'http://ex.org/';
const model = {
  targetClass: `${EX}T`,
  closed: true,
  properties: [
    {
      path: `${EX}a`,
      datatype: 'xsd:integer',
      minCount: 1,
      maxCount: 1,
      in: [{ value: '3', kind: 'LITERAL' as const }],
    },
    { path: `${EX}b`, datatype: '', in: [{ value: `${EX}x`, kind: 'IRI' as const }] },
    { path: `${EX}c`, node: { properties: [{ path: `${EX}d`, datatype: 'xsd:string', minCount: 1 }] } },
  ],
};

describe('shape builder', () => {
  it('is deterministic: same model, same IRI, same bytes; another model, another IRI', () => {
    const a = buildShape(structuredClone(model));
    const b = buildShape(structuredClone(model));
    expect(a.shapeGraph).toBe(b.shapeGraph);
    expect(a.shapeIri).toBe(mintShapeIri(model));
    expect(buildShape({ ...model, closed: false }).shapeIri).not.toBe(a.shapeIri);
    expect(buildShape({ ...model, shapeIri: `${EX}S` }).shapeIri).toBe(`${EX}S`);
  });

  it('refuses rdf:langString literals it could not write as Turtle (no language tag), keeps the datatype alone', () => {
    const row = { path: `${EX}label`, datatype: 'rdf:langString' };
    for (const extra of [{ in: [{ value: '', kind: 'LITERAL' as const }] }, { defaultValue: 'x' }]) {
      const p = thrownProblem(() => buildShape({ properties: [{ ...row, ...extra }] }));
      expect(p.status).toBe(400);
      expect(p.detail).toMatch(/rdf:langString.*language tag/);
    }
    expect(buildShape({ properties: [row] }).shapeGraph).toContain('langString');
  });

  it('writes sh:closed, sh:datatype or sh:nodeKind sh:IRI, counts, sh:in with literals and IRIs, nested sh:node', () => {
    const t = buildShape(model).shapeGraph;
    for (const s of [
      'sh:closed true',
      'sh:datatype xsd:integer',
      'sh:nodeKind sh:IRI',
      'sh:minCount 1',
      'sh:maxCount 1',
      'rdf:first 3',
      `rdf:first <${EX}x>`,
      'sh:node <urn:svc:shape:',
    ])
      expect(t).toContain(s);
    expect(parseTurtle(t, 'shapeGraph').length).toBeGreaterThan(10);
  });

  it.each([
    [{ properties: [{ path: '  ' }] }, /path is blank/],
    [{ properties: [{ path: 'no iri' }] }, /not an absolute IRI/],
    [{ properties: [{ path: `${EX}a`, minCount: 2, maxCount: 1 }] }, /minCount \(2\) is above maxCount \(1\)/],
    [{ properties: [{ path: `${EX}a`, datatype: 'xsd:colour' }] }, /not a known datatype/],
    [{ properties: [{ path: `${EX}a`, minCount: -1 }] }, /0 or more/],
    [{ properties: [{ path: `${EX}a` }, { path: `${EX}a` }] }, /repeats/],
    [{ properties: [{ path: `${EX}a`, in: [{ value: 'x', kind: 'LITERAL' as const }] }] }, /IRI-valued/],
    [
      { properties: [{ path: `${EX}a`, datatype: 'xsd:integer', in: [{ value: 'x', kind: 'LITERAL' as const }] }] },
      /not a valid/,
    ],
    [{ properties: [{ path: `${EX}a`, datatype: 'xsd:string', pattern: '[' }] }, /regular expression/],
    [
      { shapeIri: `${EX}S`, properties: [{ path: `${EX}a`, node: { shapeIri: `${EX}S`, properties: [] } }] },
      /already in the model/,
    ],
  ])('refuses %j with a human-readable error', (m, message) => {
    const p = thrownProblem(() => buildShape(m));
    expect(p.code).toBe('shape.invalid-model');
    expect(String(p.extensions['error'])).toMatch(message);
  });
});

describe('validator', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports violations with severity, focus node, path and message', async () => {
    const out = await validateTurtle(
      `@prefix ex: <${EX}> . ex:n a ex:T ; ex:a 4 ; ex:zz 1 .`,
      buildShape(model).shapeGraph,
    );
    expect(out.conforms).toBe(false);
    expect(out.violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ severity: 'Violation', focusNode: `${EX}n`, resultPath: `${EX}a` }),
        expect.objectContaining({ resultPath: `${EX}zz` }),
      ]),
    );
  });

  it('never touches the network, whatever the Turtle imports', async () => {
    const fetchSpy = vi.fn(() => {
      throw new Error('network');
    });
    vi.stubGlobal('fetch', fetchSpy);
    const shapes = `@prefix owl: <http://www.w3.org/2002/07/owl#> . @prefix sh: <http://www.w3.org/ns/shacl#> .
      <http://ex.org/s> owl:imports <http://203.0.113.9/x.ttl> . <http://ex.org/S> a sh:NodeShape ; sh:targetClass <http://ex.org/T> ; sh:class <http://ex.org/C> .`;
    const out = await validateTurtle('<http://ex.org/n> a <http://ex.org/T> .', shapes);
    expect(out.conforms).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses sh:node cycles and deep nesting, and names the side and line of bad Turtle', async () => {
    const cyc = parseTurtle(
      '@prefix sh: <http://www.w3.org/ns/shacl#> . <http://a> sh:node <http://b> . <http://b> sh:property [ sh:node <http://a> ] .',
      'shapeTurtle',
    );
    expect(thrownProblem(() => assertBoundedShapes(cyc)).code).toBe('shape.too-complex');
    const deep = Array.from(
      { length: 20 },
      (_, i) => `<http://s${i}> <http://www.w3.org/ns/shacl#node> <http://s${i + 1}> .`,
    ).join('\n');
    expect(thrownProblem(() => assertBoundedShapes(parseTurtle(deep, 'shapeTurtle'))).detail).toMatch(/deeper/);
    const p = thrownProblem(() => parseTurtle('<a> <b> <c> .\n<a> <b>', 'dataTurtle'));
    expect(p.code).toBe('shape.malformed-turtle');
    expect(p.extensions).toMatchObject({ side: 'dataTurtle', line: 2 });
  });
});

describe('inheritance and forms', () => {
  it('merges rows by predicate, the child winning, and compiles fields with paths and keys', () => {
    const parent = buildShape({
      targetClass: `${EX}T`,
      properties: [
        { path: `${EX}a`, datatype: 'xsd:string' },
        { path: `${EX}b`, datatype: 'xsd:string' },
      ],
    }).shapeGraph;
    const child = buildShape({
      properties: [
        { path: `${EX}b`, datatype: 'xsd:boolean', minCount: 1 },
        { path: `${EX}c`, node: { properties: [{ path: `${EX}d`, datatype: 'xsd:date' }] } },
      ],
    }).shapeGraph;
    const flat = flattenShapes([parent, child]);
    const { groups } = compileFields(flat);
    const fields = groups.flatMap((g) => g.fields);
    expect(fields.map((f) => [f.attributeKey, f.path, f.datatype, f.required, f.editor.split('#')[1]])).toEqual([
      ['a', `<${EX}a>`, 'http://www.w3.org/2001/XMLSchema#string', false, 'TextFieldEditor'],
      ['b', `<${EX}b>`, 'http://www.w3.org/2001/XMLSchema#boolean', true, 'BooleanSelectEditor'],
      ['c.d', `<${EX}c>/<${EX}d>`, 'http://www.w3.org/2001/XMLSchema#date', false, 'DatePickerEditor'],
    ]);
    expect(flat.quads.some((q) => q.predicate.value.endsWith('#targetClass') && q.object.value === `${EX}T`)).toBe(
      true,
    );
  });

  it('flattens bodies (defaults key by key) and checks kinds', () => {
    expect(flattenBodies([{ title: 'a', defaults: { x: '1', y: '2' } }, { defaults: { y: '3' } }])).toEqual({
      title: 'a',
      defaults: { x: '1', y: '3' },
    });
    expect(thrownProblem(() => assertAllowedKeys('PROCESS_RECIPE', { steps: [], colour: 1 })).detail).toMatch(/colour/);
    expect(thrownProblem(() => assertKindBody('MAPPING_RECIPE', { source: 's' })).detail).toMatch(/mapping, transform/);
    expect(() =>
      assertKindBody('VIEW_RECIPE', {
        title: 't',
        renderer: 'custom',
        hasChannelBinding: [{ role: 'x', channelSelector: 's' }],
      }),
    ).not.toThrow();
    expect(
      thrownProblem(() => assertKindBody('VIEW_RECIPE', { title: 't', renderer: 'custom', hasChannelBinding: [] }))
        .extensions['violations'],
    ).toBeDefined();
  });
});
