import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDescriptor, template as templateWire } from '#core/features/templates/wire.ts';
import { closeGraph } from '../support/fixtures.ts';
import { asAdmin, call, userWithKey, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import {
  EX,
  buildShape,
  createTemplate,
  mustCreate,
  patchTemplate,
  tensileModel,
  type TemplateView,
} from '../support/templates.ts';

/**
 * Templates, shapes, forms and instantiation over HTTP through the gateway: the whole round trip
 * (build → template → form → instantiate, valid and with each kind of violation → RDF →
 * validate), three-level inheritance with overrides, copy-on-write revisions, retire, the
 * Collection allow-list and the role gates.
 */
type Form = {
  groups: {
    label: string;
    fields: {
      path: string;
      attributeKey: string;
      required: boolean;
      datatype: string | null;
      editor: string;
      options: { value: string }[];
    }[];
  }[];
  submitBlock: { endpoint: string; mode: string };
};
type Violations = { violations: { path: string; attributeKey: string | null; message: string }[] };

let owner: { username: string; key: string };
let writer: { username: string; key: string };
let reader: { username: string; key: string };
let stranger: { username: string; key: string };
let collection: { id: number; appId: string };
let dataKind: TemplateView;
let shapeGraph: string;

beforeAll(async () => {
  [owner, writer, reader, stranger] = await Promise.all([userWithKey(), userWithKey(), userWithKey(), userWithKey()]);
  const c = await call<{ id: number; appId: string }>('POST', '/svc/api/collections', {
    headers: withKey(owner.key),
    body: { name: 'templates-flow' },
  });
  collection = c.body;
  const perms = await call('PUT', `/svc/api/collections/${collection.id}/permissions`, {
    headers: withKey(owner.key),
    body: {
      permissionType: 'Private',
      reader: [reader.username],
      writer: [writer.username],
      manager: [],
      readerGroupIds: [],
      writerGroupIds: [],
    },
  });
  expect(perms.status).toBe(200);
  shapeGraph = (await buildShape(tensileModel)).shapeGraph;
  dataKind = await mustCreate({
    kind: 'DATA_KIND',
    name: 'Tensile test',
    body: { shapeGraph, defaults: { temperature: '20' } },
  });
}, 60_000);
afterAll(async () => {
  await closeGraph();
});

const instantiate = (key: string, attributes: Record<string, string>, templateAppId = dataKind.appId) =>
  call<Record<string, unknown> & Violations>('POST', `/v2/templates/${templateAppId}/instantiate`, {
    headers: withKey(key),
    body: { collectionAppId: collection.appId, name: 'specimen', attributes },
  });

const valid = {
  specimenId: 'S-1',
  maxForce: '12.5',
  unit: 'http://qudt.org/vocab/unit/KiloN',
  'machine.serial': 'M-7',
};

describe('the round trip', () => {
  it('builds the same shape byte for byte, and answers the form as specified', async () => {
    expect((await buildShape(tensileModel)).shapeGraph).toBe(shapeGraph);
    const r = await call<Form>('GET', `/v2/templates/${dataKind.appId}/form`, { headers: withKey(reader.key) });
    expect(r.status, r.text).toBe(200);
    expect(formDescriptor.strict().safeParse(r.body).success).toBe(true);
    const fields = r.body.groups.flatMap((g) => g.fields);
    expect(fields.map((f) => f.attributeKey)).toEqual([
      'specimenId',
      'maxForce',
      'temperature',
      'unit',
      'machine.serial',
    ]);
    expect(fields.map((f) => f.path)).toEqual([
      `<${EX}specimenId>`,
      `<${EX}maxForce>`,
      `<${EX}temperature>`,
      `<${EX}unit>`,
      `<${EX}machine>/<${EX}serial>`,
    ]);
    expect(fields.find((f) => f.attributeKey === 'unit')).toMatchObject({
      datatype: null,
      editor: 'http://datashapes.org/dash#EnumSelectEditor',
    });
    expect(fields.find((f) => f.attributeKey === 'maxForce')).toMatchObject({
      required: true,
      datatype: 'http://www.w3.org/2001/XMLSchema#decimal',
    });
    expect(r.body.groups.map((g) => g.label)).toEqual(['Tensile test', 'machine']);
    expect(r.body.submitBlock).toEqual({ endpoint: `/v2/templates/${dataKind.appId}/instantiate`, mode: 'CREATE' });
  });

  it('instantiates with valid values (defaults merged), and the RDF validates against the shape', async () => {
    const r = await instantiate(writer.key, valid);
    expect(r.status, r.text).toBe(201);
    expect(r.body['attributes']).toEqual({ ...valid, temperature: '20' });
    expect(r.body['templateAppId']).toBe(dataKind.appId);
    const rdf = await call('GET', `/v2/data-objects/${String(r.body['appId'])}/rdf`, { headers: withKey(reader.key) });
    expect(rdf.status).toBe(200);
    expect(rdf.headers.get('content-type')).toMatch(/^text\/turtle/);
    expect(rdf.text).toContain(`<${EX}TensileTest>`);
    expect(rdf.text).toMatch(/lab#maxForce> 12\.5[;.]/);
    const v = await call<{ conforms: boolean; violations: unknown[] }>('POST', '/v2/shapes/validate', {
      headers: withKey(reader.key),
      body: { dataTurtle: rdf.text, shapeTurtle: shapeGraph },
    });
    expect(v.status).toBe(200);
    expect(v.body).toEqual({ conforms: true, violations: [] });
    expectProblem(
      await call('GET', `/v2/data-objects/${String(r.body['appId'])}/rdf`, { headers: withKey(stranger.key) }),
      403,
    );
  });

  it('answers 422 with violations[] whose path is the form field path, and creates nothing', async () => {
    const before = await call<unknown[]>('GET', `/svc/api/collections/${collection.id}/dataObjects`, {
      headers: withKey(owner.key),
    });
    const cases: [Record<string, string>, string][] = [
      [{ ...valid, specimenId: undefined as unknown as string }, `<${EX}specimenId>`], // minCount
      [{ ...valid, specimenId: 'X-1' }, `<${EX}specimenId>`], // pattern
      [{ ...valid, maxForce: 'strong' }, `<${EX}maxForce>`], // datatype
      [{ ...valid, temperature: '50' }, `<${EX}temperature>`], // sh:in literal
      [{ ...valid, unit: 'http://qudt.org/vocab/unit/LB_F' }, `<${EX}unit>`], // sh:in IRI
      [{ ...valid, unit: 'newton' }, `<${EX}unit>`], // not an IRI
      [{ ...valid, 'machine.serial': undefined as unknown as string }, `<${EX}machine>/<${EX}serial>`], // nested node missing
      [{ ...valid, 'machine.serial': 'X-7' }, `<${EX}machine>/<${EX}serial>`], // nested pattern
    ];
    for (const [attrs, path] of cases) {
      const body = Object.fromEntries(Object.entries(attrs).filter(([, v]) => v !== undefined));
      const r = await instantiate(writer.key, body);
      expectProblem(r, 422, 'template.violations');
      expect(
        r.body.violations.map((v) => v.path),
        JSON.stringify(body),
      ).toContain(path);
    }
    const after = await call<unknown[]>('GET', `/svc/api/collections/${collection.id}/dataObjects`, {
      headers: withKey(owner.key),
    });
    expect(after.body.length).toBe(before.body.length);
    expectProblem(await instantiate(writer.key, { ...valid, colour: 'red' }), 400);
  });

  it('needs Write on the Collection', async () => {
    expectProblem(await instantiate(reader.key, valid), 403);
    expectProblem(await instantiate(stranger.key, valid), 403);
  });
});

describe('multi-valued fields (sh:maxCount above 1 or absent)', () => {
  const model = {
    targetClass: `${EX}Sample`,
    closed: true,
    name: 'Sample',
    properties: [
      { path: `${EX}keyword`, datatype: 'xsd:string', minCount: 1, maxCount: 3, order: 1 },
      { path: `${EX}operator`, datatype: 'xsd:string', maxCount: 1, order: 2 },
      { path: `${EX}tag`, datatype: 'xsd:string', order: 3 },
    ],
  };
  let sample: TemplateView;
  let sampleShape: string;
  beforeAll(async () => {
    sampleShape = (await buildShape(model)).shapeGraph;
    sample = await mustCreate({ kind: 'DATA_KIND', name: 'Sample', body: { shapeGraph: sampleShape } });
  });
  const create = (attributes: Record<string, string | string[]>) =>
    call<Record<string, unknown> & Violations>('POST', `/v2/templates/${sample.appId}/instantiate`, {
      headers: withKey(writer.key),
      body: { collectionAppId: collection.appId, name: 'multi', attributes },
    });

  it('the form gives minCount and maxCount of every field', async () => {
    const r = await call<Form>('GET', `/v2/templates/${sample.appId}/form`, { headers: withKey(reader.key) });
    expect(r.status, r.text).toBe(200);
    const counts = r.body.groups
      .flatMap((g) => g.fields)
      .map((f) => [
        f.attributeKey,
        (f as unknown as { minCount: number }).minCount,
        (f as { maxCount?: unknown }).maxCount,
      ]);
    expect(counts).toEqual([
      ['keyword', 1, 3],
      ['operator', 0, 1],
      ['tag', 0, null],
    ]);
  });

  it('keeps every value: stored as a JSON array on the legacy shelf, one triple each in the RDF', async () => {
    const r = await create({ keyword: ['steel', 'fatigue'], operator: 'ada', tag: ['a', 'b', 'c', 'd'] });
    expect(r.status, r.text).toBe(201);
    expect(r.body['attributes']).toEqual({ keyword: '["steel","fatigue"]', operator: 'ada', tag: '["a","b","c","d"]' });
    const legacy = await call<{ attributes: Record<string, string> }>(
      'GET',
      `/svc/api/collections/${collection.id}/dataObjects/${String(r.body['id'])}`,
      { headers: withKey(reader.key) },
    );
    expect(legacy.body.attributes).toEqual(r.body['attributes']);
    const rdf = await call('GET', `/v2/data-objects/${String(r.body['appId'])}/rdf`, { headers: withKey(reader.key) });
    expect(rdf.status).toBe(200);
    for (const v of ['steel', 'fatigue', 'a', 'b', 'c', 'd']) expect(rdf.text).toContain(`"${v}"`);
    expect(rdf.text).not.toContain('[\\"');
    const v = await call<{ conforms: boolean }>('POST', '/v2/shapes/validate', {
      headers: withKey(reader.key),
      body: { dataTurtle: rdf.text, shapeTurtle: sampleShape },
    });
    expect(v.body.conforms).toBe(true);
    // One value in an array is stored as itself.
    const one = await create({ keyword: ['solo'] });
    expect(one.status, one.text).toBe(201);
    expect(one.body['attributes']).toEqual({ keyword: 'solo' });
  });

  it('checks the count: too many, none where one is required, several on a single-valued field', async () => {
    const cases: [Record<string, string | string[]>, string][] = [
      [{ keyword: ['a', 'b', 'c', 'd'] }, `<${EX}keyword>`],
      [{ keyword: [] }, `<${EX}keyword>`],
      [{ keyword: 'a', operator: ['x', 'y'] }, `<${EX}operator>`],
      [{ keyword: '["a","b","c","d"]' }, `<${EX}keyword>`],
    ];
    for (const [attributes, path] of cases) {
      const r = await create(attributes);
      expectProblem(r, 422, 'template.violations');
      expect(
        r.body.violations.map((x) => x.path),
        JSON.stringify(attributes),
      ).toContain(path);
    }
  });

  it('bounds the values: array length in the schema, stored length per attribute', async () => {
    expectProblem(await create({ keyword: 'a', tag: Array.from({ length: 257 }, () => 'x') }), 400, 'request.invalid');
    const r = await create({ keyword: 'a', tag: Array.from({ length: 200 }, (_, i) => `value-${i}`) });
    expectProblem(r, 400);
    expect(r.text).toMatch(/attributes\.tag/);
  });
});

describe('inheritance', () => {
  it("flattens three levels, the child's rows overriding on the same predicate", async () => {
    const base = await mustCreate({
      kind: 'DATA_KIND',
      body: {
        shapeGraph: (
          await buildShape({
            targetClass: `${EX}Sample`,
            properties: [
              { path: `${EX}a`, datatype: 'xsd:string' },
              { path: `${EX}b`, datatype: 'xsd:string' },
            ],
          })
        ).shapeGraph,
      },
    });
    const mid = await mustCreate({
      kind: 'DATA_KIND',
      parentTemplateAppId: base.appId,
      body: {
        shapeGraph: (
          await buildShape({
            properties: [
              { path: `${EX}b`, datatype: 'xsd:integer', minCount: 1 },
              { path: `${EX}c`, datatype: 'xsd:string' },
            ],
          })
        ).shapeGraph,
        defaults: { a: 'from-mid' },
      },
    });
    const leaf = await mustCreate({
      kind: 'DATA_KIND',
      parentTemplateAppId: mid.appId,
      body: {
        shapeGraph: (await buildShape({ properties: [{ path: `${EX}c`, datatype: 'xsd:date', minCount: 1 }] }))
          .shapeGraph,
        defaults: { b: '3' },
      },
    });
    const form = await call<Form>('GET', `/v2/templates/${leaf.appId}/form`, { headers: withKey(reader.key) });
    expect(form.status, form.text).toBe(200);
    const fields = form.body.groups.flatMap((g) => g.fields);
    expect(fields.map((f) => [f.attributeKey, f.datatype, f.required])).toEqual([
      ['a', 'http://www.w3.org/2001/XMLSchema#string', false],
      ['b', 'http://www.w3.org/2001/XMLSchema#integer', true],
      ['c', 'http://www.w3.org/2001/XMLSchema#date', true],
    ]);
    const bad = await instantiate(writer.key, { c: 'yesterday' }, leaf.appId);
    expectProblem(bad, 422, 'template.violations');
    expect(bad.body.violations.map((v) => v.path)).toEqual([`<${EX}c>`]);
    const ok = await instantiate(writer.key, { c: '2026-01-02' }, leaf.appId);
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body['attributes']).toEqual({ a: 'from-mid', b: '3', c: '2026-01-02' });
  });

  it('refuses a parent of another kind, an unknown or retired one, and cycles (400)', async () => {
    const view = await mustCreate({
      kind: 'VIEW_RECIPE',
      body: { title: 'v', renderer: 'echarts', hasChannelBinding: [{ role: 'x', channelSelector: '{"field":"f"}' }] },
    });
    expectProblem(
      await createTemplate({ kind: 'DATA_KIND', parentTemplateAppId: view.appId, body: { defaults: {} } }),
      400,
    );
    expectProblem(
      await createTemplate({
        kind: 'DATA_KIND',
        parentTemplateAppId: '01900000-0000-7000-8000-000000000000',
        body: { defaults: {} },
      }),
      400,
    );
    const a = await mustCreate({ kind: 'PROCESS_RECIPE', body: { steps: ['cut'] } });
    const b = await mustCreate({
      kind: 'PROCESS_RECIPE',
      parentTemplateAppId: a.appId,
      body: { steps: ['cut', 'pull'] },
    });
    expectProblem(await patchTemplate(a.appId, { parentTemplateAppId: b.appId }), 400);
    expectProblem(await patchTemplate(a.appId, { parentTemplateAppId: a.appId }), 400);
    expect((await call('DELETE', `/v2/templates/${b.appId}`, { headers: asAdmin() })).status).toBe(204);
    expectProblem(
      await createTemplate({ kind: 'PROCESS_RECIPE', parentTemplateAppId: b.appId, body: { steps: [] } }),
      400,
    );
  });
});

describe('kinds and allow-lists', () => {
  it("checks each kind's body", async () => {
    expectProblem(
      await createTemplate({
        kind: 'VIEW_RECIPE',
        body: { title: 'no renderer', hasChannelBinding: [{ role: 'x', channelSelector: 's' }] },
      }),
      400,
    );
    expectProblem(
      await createTemplate({
        kind: 'VIEW_RECIPE',
        body: { title: 't', renderer: 'vtk', hasChannelBinding: [{ role: 'x', channelSelector: 's' }] },
      }),
      400,
    );
    expectProblem(
      await createTemplate({ kind: 'VIEW_RECIPE', body: { title: 't', renderer: 'plotly', hasChannelBinding: [] } }),
      400,
    );
    expectProblem(
      await createTemplate({
        kind: 'VIEW_RECIPE',
        body: { title: 't', renderer: 'plotly', hasChannelBinding: [{ role: 'x' }] },
      }),
      400,
    );
    expectProblem(
      await createTemplate({
        kind: 'VIEW_RECIPE',
        body: {
          title: 't',
          renderer: 'plotly',
          hasChannelBinding: [{ role: 'x', channelSelector: 's', unit: 'not an iri' }],
        },
      }),
      400,
    );
    expect(
      (
        await createTemplate({
          kind: 'VIEW_RECIPE',
          body: {
            title: 't',
            renderer: 'isaac-usd',
            hasChannelBinding: [
              { role: 'x', channelSelector: 's', unit: 'http://qudt.org/vocab/unit/N', required: true },
            ],
          },
        })
      ).status,
    ).toBe(201);
    expectProblem(await createTemplate({ kind: 'PROCESS_RECIPE', body: { title: 'nothing' } }), 400);
    expectProblem(await createTemplate({ kind: 'PROCESS_RECIPE', body: { steps: [], colour: 'red' } }), 400);
    expect(
      (await createTemplate({ kind: 'MAPPING_RECIPE', body: { transform: 'x', source: {}, target: {} } })).status,
    ).toBe(201);
    // A mapping recipe's source and target are declarations (docs/mappings.md), checked like its transform.
    expectProblem(
      await createTemplate({ kind: 'MAPPING_RECIPE', body: { transform: 'x', source: 's', target: 't' } }),
      422,
      'mapping.invalid-recipe',
    );
    expectProblem(await createTemplate({ kind: 'MAPPING_RECIPE', body: { source: 's' } }), 400);
    expectProblem(await createTemplate({ kind: 'DATA_KIND', body: { shapeGraph: '@prefix x: <' } }), 400);
    expectProblem(await createTemplate({ kind: 'SPREADSHEET', body: {} }), 400);
  });

  it('lists by kind', async () => {
    const r = await call<TemplateView[]>('GET', '/v2/templates?kind=DATA_KIND&limit=1000', {
      headers: withKey(reader.key),
    });
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThan(0);
    expect(r.body.every((t) => t.kind === 'DATA_KIND' && !t.retired && t.successorAppId === null)).toBe(true);
    expect(r.body.some((t) => t.appId === dataKind.appId)).toBe(true);
  });
});

describe('copy-on-write and retire', () => {
  it('makes a new revision linked to its predecessor; the old one stays readable', async () => {
    const v1 = await mustCreate({ kind: 'PROCESS_RECIPE', name: 'p', body: { steps: ['a'], title: 'one' } });
    const r = await patchTemplate(v1.appId, { body: { title: 'two', steps: null, stages: ['x'] } });
    expect(r.status, r.text).toBe(200);
    const v2 = r.body;
    expect(templateWire.strict().safeParse(v2).success).toBe(true);
    expect(v2.appId).not.toBe(v1.appId);
    expect(v2).toMatchObject({
      revision: 2,
      predecessorAppId: v1.appId,
      lineageAppId: v1.appId,
      body: { title: 'two', stages: ['x'] },
    });
    const old = await call<TemplateView>('GET', `/v2/templates/${v1.appId}`, { headers: withKey(reader.key) });
    expect(old.body).toMatchObject({ revision: 1, successorAppId: v2.appId, body: { steps: ['a'], title: 'one' } });
    expectProblem(await patchTemplate(v1.appId, { body: { title: 'three' } }), 409);
    expectProblem(await patchTemplate(v2.appId, { kind: 'DATA_KIND' }), 400);
  });

  it('retires: the template stays readable, form and instantiation answer 409', async () => {
    const t = await mustCreate({ kind: 'DATA_KIND', body: { shapeGraph } });
    expect((await call('DELETE', `/v2/templates/${t.appId}`, { headers: asAdmin() })).status).toBe(204);
    expect(
      (await call<TemplateView>('GET', `/v2/templates/${t.appId}`, { headers: withKey(reader.key) })).body.retired,
    ).toBe(true);
    expectProblem(
      await call('GET', `/v2/templates/${t.appId}/form`, { headers: withKey(reader.key) }),
      409,
      'template.retired',
    );
    expectProblem(await instantiate(writer.key, valid, t.appId), 409, 'template.retired');
    expectProblem(await patchTemplate(t.appId, { name: 'x' }), 409);
  });

  it('answers 404 and 422 on the form as specified', async () => {
    expectProblem(
      await call('GET', '/v2/templates/01900000-0000-7000-8000-000000000000/form', { headers: withKey(reader.key) }),
      404,
    );
    const p = await mustCreate({ kind: 'PROCESS_RECIPE', body: { steps: [] } });
    expectProblem(
      await call('GET', `/v2/templates/${p.appId}/form`, { headers: withKey(reader.key) }),
      422,
      'template.not-formable',
    );
    const noShape = await mustCreate({ kind: 'DATA_KIND', body: { defaults: { a: 'b' } } });
    expectProblem(
      await call('GET', `/v2/templates/${noShape.appId}/form`, { headers: withKey(reader.key) }),
      422,
      'template.not-formable',
    );
    expectProblem(await instantiate(writer.key, {}, noShape.appId), 422, 'template.not-formable');
  });
});

describe('applicable templates and the Collection allow-list', () => {
  it('splits VIEW and FORM, and honours the allow-list a manager sets', async () => {
    const view = await mustCreate({
      kind: 'VIEW_RECIPE',
      body: {
        title: 'curve',
        renderer: 'plotly',
        hasChannelBinding: [{ role: 'y', channelSelector: '{"field":"force"}' }],
      },
    });
    const settings = `/v2/collections/${collection.appId}/template-settings`;
    expectProblem(
      await call('PUT', settings, {
        headers: withKey(writer.key),
        body: { templateAllowList: [dataKind.appId], viewRecipeAppIds: [view.appId] },
      }),
      403,
    );
    expectProblem(
      await call('PUT', settings, {
        headers: withKey(owner.key),
        body: { templateAllowList: [view.appId], viewRecipeAppIds: [] },
      }),
      400,
    );
    const put = await call('PUT', settings, {
      headers: withKey(owner.key),
      body: { templateAllowList: [dataKind.appId], viewRecipeAppIds: [view.appId] },
    });
    expect(put.status, put.text).toBe(200);
    const a = await call<{ entries: { mode: string; templateAppId: string }[] }>(
      'GET',
      `/v2/shapes/applicable?focusAppId=${collection.appId}`,
      { headers: withKey(reader.key) },
    );
    expect(a.status, a.text).toBe(200);
    expect(a.body.entries.map((e) => [e.mode, e.templateAppId])).toEqual([
      ['VIEW', view.appId],
      ['FORM', dataKind.appId],
    ]);
    const open = await call('PUT', settings, {
      headers: withKey(owner.key),
      body: { templateAllowList: null, viewRecipeAppIds: [] },
    });
    expect(open.status).toBe(200);
    const all = await call<{ entries: { mode: string; templateAppId: string }[] }>(
      'GET',
      `/v2/shapes/applicable?focusAppId=${collection.appId}`,
      { headers: withKey(reader.key) },
    );
    expect(all.body.entries.every((e) => e.mode === 'FORM')).toBe(true);
    expect(all.body.entries.length).toBeGreaterThan(1);
    expectProblem(
      await call('GET', `/v2/shapes/applicable?focusAppId=${collection.appId}`, { headers: withKey(stranger.key) }),
      403,
    );
  });
});

describe('role gates', () => {
  it('lets only instance-admins create, patch and retire templates; anyone authenticated read and use shapes', async () => {
    expectProblem(await createTemplate({ kind: 'PROCESS_RECIPE', body: { steps: [] } }, withKey(owner.key)), 403);
    expectProblem(await patchTemplate(dataKind.appId, { name: 'x' }, withKey(owner.key)), 403);
    expectProblem(await call('DELETE', `/v2/templates/${dataKind.appId}`, { headers: withKey(owner.key) }), 403);
    expectProblem(await call('GET', '/v2/templates', {}), 401);
    expectProblem(await call('POST', '/v2/shapes/build', { body: tensileModel }), 401);
    expect((await call('GET', `/v2/templates/${dataKind.appId}`, { headers: withKey(stranger.key) })).status).toBe(200);
    expect(
      (await call('POST', '/v2/shapes/build', { headers: withKey(stranger.key), body: tensileModel })).status,
    ).toBe(200);
    const preds = await call<{ predicate: string; cardinality: string }[]>('GET', '/v2/shapes/predicates?q=label', {
      headers: withKey(stranger.key),
    });
    expect(preds.status).toBe(200);
    expect(
      preds.body.some(
        (p) => p.predicate === 'http://www.w3.org/2000/01/rdf-schema#label' && p.cardinality === 'single',
      ),
    ).toBe(true);
  });
});

describe('bad input to the shape endpoints', () => {
  it('names the side and line of malformed Turtle, refuses recursion and remote imports do nothing', async () => {
    const bad = await call<{ side: string; line: number }>('POST', '/v2/shapes/validate', {
      headers: withKey(reader.key),
      body: { dataTurtle: '@prefix ex: <http://ex/> .\nex:a ex:b', shapeTurtle: shapeGraph },
    });
    expectProblem(bad, 400, 'shape.malformed-turtle');
    expect(bad.body).toMatchObject({ side: 'dataTurtle', line: 2 });
    const badShape = await call<{ side: string }>('POST', '/v2/shapes/validate', {
      headers: withKey(reader.key),
      body: { dataTurtle: '', shapeTurtle: 'nonsense' },
    });
    expectProblem(badShape, 400, 'shape.malformed-turtle');
    expect(badShape.body.side).toBe('shapeTurtle');
    const recursive = `@prefix sh: <http://www.w3.org/ns/shacl#> . @prefix ex: <http://ex/> .
      ex:S a sh:NodeShape ; sh:targetClass ex:T ; sh:property [ sh:path ex:next ; sh:node ex:S ] .`;
    expectProblem(
      await call('POST', '/v2/shapes/validate', {
        headers: withKey(reader.key),
        body: { dataTurtle: '@prefix ex: <http://ex/> . ex:a a ex:T ; ex:next ex:a .', shapeTurtle: recursive },
      }),
      400,
      'shape.too-complex',
    );
    const imports = `@prefix owl: <http://www.w3.org/2002/07/owl#> . @prefix sh: <http://www.w3.org/ns/shacl#> . @prefix ex: <http://ex/> .
      <http://ex/shapes> owl:imports <http://198.51.100.7/remote.ttl> . ex:S a sh:NodeShape ; sh:targetClass ex:T ; sh:property [ sh:path ex:p ; sh:minCount 1 ] .`;
    const t0 = Date.now();
    const r = await call<{ conforms: boolean }>('POST', '/v2/shapes/validate', {
      headers: withKey(reader.key),
      body: { dataTurtle: '@prefix ex: <http://ex/> . ex:a a ex:T .', shapeTurtle: imports },
    });
    expect(r.status).toBe(200);
    expect(r.body.conforms).toBe(false);
    expect(Date.now() - t0).toBeLessThan(5000);
    const build = await call<{ error: string }>('POST', '/v2/shapes/build', {
      headers: withKey(reader.key),
      body: { properties: [{ path: `${EX}x`, minCount: 3, maxCount: 1, datatype: 'xsd:string' }] },
    });
    expectProblem(build, 400, 'shape.invalid-model');
    expect(build.body.error).toMatch(/minCount \(3\) is above maxCount \(1\)/);
    expectProblem(
      await call('POST', '/v2/shapes/build', {
        headers: withKey(reader.key),
        body: { properties: [{ path: `${EX}x`, datatype: 'xsd:colour' }] },
      }),
      400,
      'shape.invalid-model',
    );
    const huge = 'x'.repeat(2 * 1024 * 1024 + 1);
    expectProblem(
      await call('POST', '/v2/shapes/validate', {
        headers: withKey(reader.key),
        body: { dataTurtle: huge, shapeTurtle: '' },
      }),
      400,
    );
  });
});
