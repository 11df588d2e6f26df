import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAnswer } from '#core/features/views/wire.ts';
import { CHANNELS_QUERY, FOCUS_QUERY, UNIT_PROPERTIES } from '#core/features/views/focus.ts';
import { closeGraph, int, planOperators, writeCypher } from '../support/fixtures.ts';
import { asAdmin, call, userWithKey, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import {
  channelsIn,
  collectionOf,
  dataObjectIn,
  grantContainerRead,
  grantRead,
  referenceOn,
  type ChannelNames,
  type Entity,
} from '../support/views.ts';
import { mustCreate } from '../support/templates.ts';

/**
 * POST /v2/shapes/render over HTTP: bindings resolved against the channels a DataObject's
 * timeseries references name (RESOLVED with the channel and its stored unit, MISSING for an
 * optional absent one, a unit-mismatch warning), the refusals (422 naming the binding: required
 * and missing, ambiguous, malformed selector; a template of another kind), 404s and the Read gate.
 */
const N = 'http://qudt.org/vocab/unit/N';
const KN = 'http://qudt.org/vocab/unit/KiloN';
const force1: ChannelNames = {
  measurement: 'tensile',
  device: 'cell-1',
  location: 'lab',
  symbolicName: 'F',
  field: 'force',
};
const force2: ChannelNames = { ...force1, device: 'cell-2' };
const strain: ChannelNames = { ...force1, symbolicName: 'e', field: 'strain' };

let owner: { username: string; key: string };
let reader: { username: string; key: string };
let stranger: { username: string; key: string };
/** Reads the Collection, not the timeseries container its references point into. */
let collectionOnly: { username: string; key: string };
let collection: Entity;
let specimen: Entity;
let bare: Entity;
let ids: number[];
let refs: Entity[];

type Answer = {
  renderer: string;
  channelBindings: {
    role: string;
    status: string;
    unit: string | null;
    channel: { id: number; unit: string | null; field: string; references: { id: number }[] } | null;
  }[];
  warnings: { role: string | null; code: string }[];
};
type Refused = { bindings: { index: number; role: string; reason: string; candidates?: { id: number }[] }[] };

const render = (key: string, templateAppId: string, focusDataObjectAppId: string) =>
  call<Answer & Refused>('POST', '/v2/shapes/render', {
    headers: withKey(key),
    body: { templateAppId, focusDataObjectAppId },
  });

const view = (bindings: unknown[], extra: Record<string, unknown> = {}) =>
  mustCreate({
    kind: 'VIEW_RECIPE',
    body: { title: 'tensile curve', renderer: 'plotly', hasChannelBinding: bindings, ...extra },
  });

beforeAll(async () => {
  [owner, reader, stranger, collectionOnly] = await Promise.all([
    userWithKey(),
    userWithKey(),
    userWithKey(),
    userWithKey(),
  ]);
  collection = await collectionOf(owner.key);
  await grantRead(owner.key, collection, [reader.username, collectionOnly.username]);
  specimen = await dataObjectIn(owner.key, collection, { name: 'specimen' });
  bare = await dataObjectIn(owner.key, collection, { name: 'no references' });
  const made = await channelsIn(owner.key, [force1, force2, strain]);
  ids = made.ids;
  await grantContainerRead(owner.key, made.container, reader.username);
  // Two references naming force1 (it answers once, with both), one naming force2 and strain.
  refs = [
    await referenceOn(owner.key, collection, specimen, made.container, [force1]),
    await referenceOn(owner.key, collection, specimen, made.container, [force1, force2, strain]),
  ];
  // The unit as the timeseries annotation endpoint stores it (qudt:unit on the channel).
  await writeCypher(
    `MATCH (t:Timeseries {id: $id}) CREATE (t)-[:HAS_ANNOTATION]->(:SemanticAnnotation {id: -$id, propertyIRI: 'http://qudt.org/schema/qudt/unit', valueIRI: $unit})`,
    { id: int(ids[0]!), unit: N },
  );
}, 120_000);
afterAll(async () => {
  await writeCypher(
    'MATCH (t:Timeseries {id: $id})-[:HAS_ANNOTATION]->(a:SemanticAnnotation {id: -$id}) DETACH DELETE a',
    { id: int(ids[0]!) },
  );
  await closeGraph();
});

describe('render', () => {
  it("resolves, drops an optional missing channel, and warns on a unit that differs from the channel's", async () => {
    const t = await view([
      { role: 'y', channelSelector: JSON.stringify({ field: 'force', device: 'cell-1' }), unit: KN, required: true },
      { role: 'x', channelSelector: String(ids[2]) },
      { role: 'color', channelSelector: '{"field":"temperature"}' },
    ]);
    const r = await render(reader.key, t.appId, specimen.appId);
    expect(r.status, r.text).toBe(200);
    expect(renderAnswer.strict().safeParse(r.body).success).toBe(true);
    expect(r.body.renderer).toBe('plotly');
    expect(r.body.channelBindings.map((b) => [b.role, b.status, b.channel?.id ?? null])).toEqual([
      ['y', 'RESOLVED', ids[0]],
      ['x', 'RESOLVED', ids[2]],
      ['color', 'MISSING', null],
    ]);
    const y = r.body.channelBindings[0]!;
    expect(y.channel).toMatchObject({ ...force1, unit: N, valueType: 'Double' });
    expect(y.channel?.references.map((x) => x.id)).toEqual(refs.map((x) => x.id));
    expect(r.body.warnings).toEqual([
      { role: 'y', code: 'unit-mismatch', message: expect.stringContaining(N) as string },
    ]);
  });

  it('answers no warning when the units agree or the channel has none stored', async () => {
    const t = await view([
      { role: 'y', channelSelector: '{"field":"force","device":"cell-1"}', unit: N },
      { role: 'x', channelSelector: '{"field":"strain"}', unit: KN },
    ]);
    const r = await render(owner.key, t.appId, specimen.appId);
    expect(r.status, r.text).toBe(200);
    expect(r.body.warnings).toEqual([]);
  });

  it('refuses a required channel the DataObject does not reference, naming the binding', async () => {
    const t = await view([{ role: 'y', channelSelector: '{"field":"force","device":"cell-1"}', required: true }]);
    const r = await render(owner.key, t.appId, bare.appId);
    expectProblem(r, 422);
    expect(r.text).toContain('view.unresolvable-binding');
    expect(r.body.bindings).toEqual([expect.objectContaining({ index: 0, role: 'y', reason: 'MISSING' })]);
  });

  it('refuses an ambiguous selector with its candidates, and a malformed one', async () => {
    const t = await view([
      { role: 'y', channelSelector: '{"field":"force"}' },
      { role: 'x', channelSelector: 'force' },
    ]);
    const r = await render(owner.key, t.appId, specimen.appId);
    expectProblem(r, 422);
    expect(r.body.bindings.map((b) => [b.index, b.role, b.reason])).toEqual([
      [0, 'y', 'AMBIGUOUS'],
      [1, 'x', 'INVALID_SELECTOR'],
    ]);
    expect(r.body.bindings[0]?.candidates?.map((c) => c.id)).toEqual([ids[0], ids[1]]);
  });

  it('treats the channels of a container the caller cannot read as absent: MISSING when optional, 422 when required', async () => {
    const optional = await view([
      { role: 'y', channelSelector: '{"field":"force","device":"cell-1"}' },
      { role: 'x', channelSelector: String(ids[2]) },
    ]);
    const r = await render(collectionOnly.key, optional.appId, specimen.appId);
    expect(r.status, r.text).toBe(200);
    expect(r.body.channelBindings.map((b) => [b.role, b.status, b.channel])).toEqual([
      ['y', 'MISSING', null],
      ['x', 'MISSING', null],
    ]);
    expect(r.text).not.toContain('valueType');
    const required = await view([
      { role: 'y', channelSelector: '{"field":"force","device":"cell-1"}', required: true },
    ]);
    const refused = await render(collectionOnly.key, required.appId, specimen.appId);
    expectProblem(refused, 422);
    expect(refused.body.bindings).toEqual([expect.objectContaining({ index: 0, role: 'y', reason: 'MISSING' })]);
    // Whoever reads the container too gets the channel.
    expect((await render(reader.key, required.appId, specimen.appId)).status).toBe(200);
  });

  it('renders only VIEW_RECIPE templates (422), 404 for an unknown template or DataObject', async () => {
    const t = await view([{ role: 'y', channelSelector: '{"field":"strain"}' }]);
    const process = await mustCreate({ kind: 'PROCESS_RECIPE', body: { steps: ['a'] } });
    const notView = await render(owner.key, process.appId, specimen.appId);
    expectProblem(notView, 422);
    expect(notView.text).toContain('view.not-a-view-recipe');
    expectProblem(await render(owner.key, '01a20fa5-0000-7000-8000-000000000000', specimen.appId), 404);
    expectProblem(await render(owner.key, t.appId, '01a20fa5-0000-7000-8000-000000000000'), 404);
    expectProblem(await render(owner.key, t.appId, collection.appId), 404);
  });

  it("needs Read on the DataObject's Collection (403) and credentials (401); 400 for a malformed body", async () => {
    const t = await view([{ role: 'y', channelSelector: '{"field":"strain"}' }]);
    expectProblem(await render(stranger.key, t.appId, specimen.appId), 403);
    expectProblem(
      await call('POST', '/v2/shapes/render', {
        body: { templateAppId: t.appId, focusDataObjectAppId: specimen.appId },
      }),
      401,
    );
    expectProblem(
      await call('POST', '/v2/shapes/render', {
        headers: withKey(owner.key),
        body: { templateAppId: 'x', focusDataObjectAppId: specimen.appId },
      }),
      400,
    );
    expectProblem(
      await call('POST', '/v2/shapes/render', {
        headers: withKey(owner.key),
        body: { templateAppId: t.appId, focusDataObjectAppId: specimen.appId, extra: 1 },
      }),
      400,
    );
  });

  it('keeps rendering a retired recipe, with a warning', async () => {
    const t = await view([{ role: 'y', channelSelector: '{"field":"strain"}' }]);
    expect((await call('DELETE', `/v2/templates/${t.appId}`, { headers: asAdmin() })).status).toBe(204);
    const r = await render(owner.key, t.appId, specimen.appId);
    expect(r.status, r.text).toBe(200);
    expect(r.body.warnings.map((w) => w.code)).toEqual(['template-retired']);
  });

  it('reads with index seeks bounded by the DataObject, never a label scan', async () => {
    const focus = await planOperators(FOCUS_QUERY, {
      appId: specimen.appId,
      limit: int(501),
      max: int(500),
      gateUsername: owner.username,
      gateAdmin: false,
    });
    const channels = await planOperators(CHANNELS_QUERY, {
      wanted: [{ at: 'a', containerId: int(1), key: 'k' }],
      unitProps: [...UNIT_PROPERTIES],
    });
    for (const ops of [focus, channels]) {
      expect(ops).toContain('NodeUniqueIndexSeek');
      expect(ops.filter((o) => /Scan$/.test(o))).toEqual([]);
    }
  });
});
