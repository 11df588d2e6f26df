import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { materialized } from '#core/features/mappings/wire.ts';
import { jsonDouble, stringifyInt64Json } from '#core/kernel/int64-json.ts';
import { asAdmin, call, gateway, userWithKey, withKey, type Reply } from '../support/local.ts';
import type { Principal } from '#core/kernel/principal.ts';
import { ProblemError } from '#core/kernel/problem.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { closeGraph, cypher } from '../support/fixtures.ts';
import { startLocalCore } from '../support/local-core.ts';
import { expectProblem } from '../support/problem.ts';
import { freePort } from '../support/private-services.ts';
import { createTemplate, mustCreate, patchTemplate, type TemplateView } from '../support/templates.ts';

/**
 * POST /v2/mappings/{templateAppId}/materialize over HTTP: a MAPPING_RECIPE whose JSONata
 * transform reads a DataObject's attributes, the aggregates of its timeseries reference (points
 * written here, so every value is known exactly) and a structured-data document; answered as a
 * view model or stored as a structured-data reference; the sandbox's bounds; the gates; the
 * derivation in provenance.
 */
const api = '/svc/api';
const T0 = 1_700_000_000_000_000_000n;
const SECOND = 1_000_000_000n;
const temps = [20.5, 21.0, 22.5, 19.0];
const channel = { measurement: 'stand', device: 'rig-1', location: 'hall', symbolicName: 'T', field: 'temp' };

type Materialized = {
  mode: string;
  templateAppId: string;
  focusDataObjectAppId: string;
  collectionAppId: string;
  result: unknown;
  output: null | {
    appId: string;
    id: number;
    name: string;
    oid: string;
    structuredDataContainerId: number;
    structuredDataContainerAppId: string;
    dataObjectAppId: string;
  };
};
type User = { username: string; key: string };

let owner: User;
let reader: User;
let stranger: User;
let collectionOnly: User;
let collection: { id: number; appId: string };
let dataObject: { id: number; appId: string };
let summary: TemplateView;

async function post(key: string, path: string, body: unknown): Promise<{ status: number; text: string }> {
  const r = await fetch(`${gateway}${path}`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: stringifyInt64Json(body),
  });
  return { status: r.status, text: await r.text() };
}

const run = (key: string, templateAppId: string, body: unknown): Promise<Reply<Materialized>> =>
  call<Materialized>('POST', `/v2/mappings/${templateAppId}/materialize`, { headers: withKey(key), body });

const recipe = (transform: string, source: unknown = {}) =>
  mustCreate({ kind: 'MAPPING_RECIPE', name: 'recipe', body: { transform, source } });

const SUMMARY = `{
  "specimen": dataObject.attributes.specimen,
  "meanC": timeseries.temp[0].aggregates.MEAN,
  "meanK": timeseries.temp[0].aggregates.MEAN + 273.15,
  "range": [timeseries.temp[0].aggregates.MIN, timeseries.temp[0].aggregates.MAX],
  "n": timeseries.temp[0].aggregates.COUNT,
  "integral": timeseries.temp[0].aggregates.INTEGRAL,
  "lateMean": timeseries.late[0].aggregates.MEAN,
  "scaled": structuredData.settings[0].document.gain * timeseries.temp[0].aggregates.MAX
}`;

beforeAll(async () => {
  [owner, reader, stranger, collectionOnly] = await Promise.all([
    userWithKey(),
    userWithKey(),
    userWithKey(),
    userWithKey(),
  ]);
  const h = withKey(owner.key);
  collection = (
    await call<{ id: number; appId: string }>('POST', `${api}/collections`, { headers: h, body: { name: 'mappings' } })
  ).body;
  const perms = await call('PUT', `${api}/collections/${collection.id}/permissions`, {
    headers: h,
    body: {
      permissionType: 'Private',
      reader: [reader.username, collectionOnly.username],
      writer: [],
      manager: [],
      readerGroupIds: [],
      writerGroupIds: [],
    },
  });
  expect(perms.status).toBe(200);
  const readable = {
    permissionType: 'Private',
    reader: [reader.username],
    writer: [],
    manager: [],
    readerGroupIds: [],
    writerGroupIds: [],
  };
  const d = await call<{ id: number; appId: string }>('POST', `${api}/collections/${collection.id}/dataObjects`, {
    headers: h,
    body: { name: 'run 1', attributes: { specimen: 'S-7', operator: 'kim' } },
  });
  expect(d.status, d.text).toBe(201);
  dataObject = d.body;

  const container = (
    await call<{ id: number }>('POST', `${api}/timeseriesContainers`, { headers: h, body: { name: 'stand' } })
  ).body.id;
  const points = [
    ...temps.map((value, i) => ({ timestamp: T0 + BigInt(i) * SECOND, value: jsonDouble(value) })),
    { timestamp: T0 + 10n * SECOND, value: jsonDouble(99.5) },
  ];
  expect(
    (await post(owner.key, `${api}/timeseriesContainers/${container}/payload`, { timeseries: channel, points })).status,
  ).toBe(201);
  const ref = await post(
    owner.key,
    `${api}/collections/${collection.id}/dataObjects/${dataObject.id}/timeseriesReferences`,
    {
      name: 'run',
      start: T0,
      end: T0 + 3n * SECOND,
      timeseries: [channel],
      timeseriesContainerId: container,
    },
  );
  expect(ref.status, ref.text).toBe(201);
  const door = { ...channel, field: 'open' };
  expect(
    (
      await post(owner.key, `${api}/timeseriesContainers/${container}/payload`, {
        timeseries: door,
        points: [
          { timestamp: T0, value: true },
          { timestamp: T0 + SECOND, value: false },
        ],
      })
    ).status,
  ).toBe(201);
  const flags = await post(
    owner.key,
    `${api}/collections/${collection.id}/dataObjects/${dataObject.id}/timeseriesReferences`,
    {
      name: 'flags',
      start: T0,
      end: T0 + 3n * SECOND,
      timeseries: [door],
      timeseriesContainerId: container,
    },
  );
  expect(flags.status, flags.text).toBe(201);

  const sd = (
    await call<{ id: number }>('POST', `${api}/structuredDataContainers`, { headers: h, body: { name: 'settings' } })
  ).body.id;
  const doc = await call<{ oid: string }>('POST', `${api}/structuredDataContainers/${sd}/payload`, {
    headers: h,
    body: { payload: '{"gain": 2.5}', structuredData: { name: 'gain' } },
  });
  expect(doc.status, doc.text).toBe(201);
  const sdRef = await call(
    'POST',
    `${api}/collections/${collection.id}/dataObjects/${dataObject.id}/structuredDataReferences`,
    {
      headers: h,
      body: { name: 'settings', structuredDataOids: [doc.body.oid], structuredDataContainerId: sd },
    },
  );
  expect(sdRef.status, sdRef.text).toBe(201);

  for (const path of [
    `${api}/timeseriesContainers/${container}/permissions`,
    `${api}/structuredDataContainers/${sd}/permissions`,
  ]) {
    expect((await call('PUT', path, { headers: h, body: readable })).status).toBe(200);
  }

  summary = await mustCreate({
    kind: 'MAPPING_RECIPE',
    name: 'Temperature summary',
    body: {
      executor: 'jsonata',
      source: {
        attributes: ['specimen'],
        timeseries: [
          { as: 'temp', reference: 'run', functions: ['MEAN', 'MIN', 'MAX', 'COUNT', 'INTEGRAL'] },
          {
            as: 'late',
            reference: 'run',
            channel: { field: 'temp' },
            functions: ['MEAN'],
            window: { start: String(T0 + SECOND) },
          },
        ],
        structuredData: [{ as: 'settings', reference: 'settings' }],
      },
      transform: SUMMARY,
      target: { name: 'temperature summary' },
    },
  });
}, 60_000);

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const expected = {
  specimen: 'S-7',
  meanC: mean(temps),
  meanK: mean(temps) + 273.15,
  range: [19.0, 22.5],
  n: 4,
  // Trapezoids between consecutive points, one second apart, in value·seconds.
  integral: (20.5 + 21.0) / 2 + (21.0 + 22.5) / 2 + (22.5 + 19.0) / 2,
  lateMean: mean(temps.slice(1)),
  scaled: 2.5 * 22.5,
};

describe('materialize', () => {
  it("answers the view model computed from the DataObject's attributes, timeseries aggregates and documents (ephemeral)", async () => {
    const r = await run(reader.key, summary.appId, { focusDataObjectAppId: dataObject.appId });
    expect(r.status, r.text).toBe(200);
    expect(materialized.strict().safeParse(r.body).success).toBe(true);
    expect(r.body).toEqual({
      mode: 'ephemeral',
      templateAppId: summary.appId,
      focusDataObjectAppId: dataObject.appId,
      collectionAppId: collection.appId,
      result: expected,
      output: null,
    });
    const explicit = await run(reader.key, summary.appId, {
      focusDataObjectAppId: dataObject.appId,
      output: { mode: 'ephemeral' },
    });
    expect(explicit.body.result).toEqual(expected);
  });

  it('binds only the declared attributes, and null for a transform that matches nothing', async () => {
    const t = await recipe('dataObject.attributes', { attributes: ['operator'] });
    expect((await run(owner.key, t.appId, { focusDataObjectAppId: dataObject.appId })).body.result).toEqual({
      operator: 'kim',
    });
    const none = await recipe('nothing.here');
    const r = await run(owner.key, none.appId, { focusDataObjectAppId: dataObject.appId });
    expect(r.status).toBe(200);
    expect(r.body.result).toBeNull();
  });

  it('stores the result as a structured-data document referenced from the DataObject (201, Location)', async () => {
    const r = await run(owner.key, summary.appId, {
      focusDataObjectAppId: dataObject.appId,
      output: { mode: 'reference' },
    });
    expect(r.status, r.text).toBe(201);
    expect(materialized.strict().safeParse(r.body).success).toBe(true);
    expect(r.body.result).toEqual(expected);
    const out = r.body.output!;
    expect(out).toMatchObject({
      kind: 'StructuredDataReference',
      name: 'temperature summary',
      dataObjectAppId: dataObject.appId,
    });
    const location = `${api}/collections/${collection.id}/dataObjects/${dataObject.id}/structuredDataReferences/${out.id}`;
    expect(r.headers.get('location')).toBe(location);
    const ref = await call<{ appId: string; structuredDataOids: string[] }>('GET', location, {
      headers: withKey(owner.key),
    });
    expect(ref.status).toBe(200);
    expect(ref.body).toMatchObject({
      appId: out.appId,
      structuredDataOids: [out.oid],
      structuredDataContainerId: out.structuredDataContainerId,
    });
    const docs = await call<{ payload: string }[]>('GET', `${location}/payload`, { headers: withKey(owner.key) });
    expect(docs.body.map((d) => JSON.parse(d.payload) as unknown)).toEqual([expected]);
  });

  it('writes into a named container under a given name', async () => {
    const c = await call<{ id: number; appId: string }>('POST', `${api}/structuredDataContainers`, {
      headers: withKey(owner.key),
      body: { name: 'outputs' },
    });
    const r = await run(owner.key, summary.appId, {
      focusDataObjectAppId: dataObject.appId,
      output: { mode: 'reference', structuredDataContainerAppId: c.body.appId, name: 'named' },
    });
    expect(r.status, r.text).toBe(201);
    expect(r.body.output).toMatchObject({
      name: 'named',
      structuredDataContainerId: c.body.id,
      structuredDataContainerAppId: c.body.appId,
    });
    const doc = await call<{ payload: string }>(
      'GET',
      `${api}/structuredDataContainers/${c.body.id}/payload/${r.body.output!.oid}`,
      { headers: withKey(owner.key) },
    );
    expect(JSON.parse(doc.body.payload)).toEqual(expected);
  });

  it('refuses a result that is no JSON object or array as a stored output (422), and stores nothing', async () => {
    const t = await recipe('dataObject.attributes.specimen');
    const refs = `${api}/collections/${collection.id}/dataObjects/${dataObject.id}/structuredDataReferences`;
    const before = (await call<unknown[]>('GET', refs, { headers: withKey(owner.key) })).body.length;
    expectProblem(
      await run(owner.key, t.appId, { focusDataObjectAppId: dataObject.appId, output: { mode: 'reference' } }),
      422,
      'mapping.invalid-output',
    );
    expect((await call<unknown[]>('GET', refs, { headers: withKey(owner.key) })).body).toHaveLength(before);
  });
});

describe('status codes', () => {
  it('404 for an unknown template or DataObject, 422 for a template of another kind, 400 for a bad body', async () => {
    expectProblem(
      await run(owner.key, '01900000-0000-7000-8000-000000000000', { focusDataObjectAppId: dataObject.appId }),
      404,
    );
    expectProblem(
      await run(owner.key, summary.appId, { focusDataObjectAppId: '01900000-0000-7000-8000-000000000000' }),
      404,
    );
    const process = await mustCreate({ kind: 'PROCESS_RECIPE', body: { steps: ['a'] } });
    expectProblem(
      await run(owner.key, process.appId, { focusDataObjectAppId: dataObject.appId }),
      422,
      'mapping.not-a-mapping-recipe',
    );
    expectProblem(
      await run(owner.key, summary.appId, { focusDataObjectAppId: dataObject.appId, output: { mode: 'file' } }),
      400,
    );
    expectProblem(await run(owner.key, summary.appId, {}), 400);
  });

  it('checks the recipe when the template is created or patched (422 naming the field)', async () => {
    const bad = await createTemplate({ kind: 'MAPPING_RECIPE', body: { transform: '{"a": $sum(' } });
    expectProblem(bad, 422, 'mapping.invalid-recipe');
    expect(bad.text).toContain('"field":"body.transform"');
    const badSource = await createTemplate({
      kind: 'MAPPING_RECIPE',
      body: { transform: '1', source: { timeseries: [{ as: 'x', functions: ['AVERAGE'] }] } },
    });
    expectProblem(badSource, 422, 'mapping.invalid-recipe');
    expect(badSource.text).toContain('"field":"body.source.timeseries.0.functions.0"');
    const patched = await patchTemplate(summary.appId, { body: { transform: 'timeseries.(' } });
    expectProblem(patched, 422, 'mapping.invalid-recipe');
    // A recipe with only `mapping` is a valid template but cannot run.
    const only = await mustCreate({ kind: 'MAPPING_RECIPE', body: { mapping: { note: 'authored elsewhere' } } });
    const r = await run(owner.key, only.appId, { focusDataObjectAppId: dataObject.appId });
    expectProblem(r, 422, 'mapping.invalid-recipe');
    expect(r.text).toContain('body.transform');
  });

  it('answers a JSONata error as 422 with its code and position', async () => {
    const t = await recipe('dataObject.name + 1');
    const r = await run(owner.key, t.appId, { focusDataObjectAppId: dataObject.appId });
    expectProblem(r, 422, 'mapping.evaluation-failed');
    expect(r.body).toMatchObject({ code: 'T2001' });
  });

  it("refuses a function the channel's type cannot answer, naming the input", async () => {
    const mean = await recipe('f', { timeseries: [{ as: 'f', reference: 'flags', functions: ['MEAN'] }] });
    const r = await run(owner.key, mean.appId, { focusDataObjectAppId: dataObject.appId });
    expectProblem(r, 422, 'mapping.invalid-input');
    expect(r.text).toContain('"field":"body.source.timeseries.0.functions"');
    const count = await recipe('timeseries.f.aggregates', {
      timeseries: [{ as: 'f', reference: 'flags', functions: ['COUNT', 'FIRST', 'LAST'] }],
    });
    expect((await run(owner.key, count.appId, { focusDataObjectAppId: dataObject.appId })).body.result).toEqual({
      COUNT: 2,
      FIRST: true,
      LAST: false,
    });
  });

  it('needs Read on the Collection (and on the containers it binds) to run, and Write to store', async () => {
    expectProblem(await run(stranger.key, summary.appId, { focusDataObjectAppId: dataObject.appId }), 403);
    // Read on the Collection but not on the containers whose points and documents the recipe binds.
    expectProblem(await run(collectionOnly.key, summary.appId, { focusDataObjectAppId: dataObject.appId }), 403);
    expect(
      (
        await run(collectionOnly.key, (await recipe('dataObject.name')).appId, {
          focusDataObjectAppId: dataObject.appId,
        })
      ).body.result,
    ).toBe('run 1');
    expectProblem(
      await run(reader.key, summary.appId, { focusDataObjectAppId: dataObject.appId, output: { mode: 'reference' } }),
      403,
    );
    const theirs = await call<{ appId: string }>('POST', `${api}/structuredDataContainers`, {
      headers: withKey(stranger.key),
      body: { name: 'not yours' },
    });
    expectProblem(
      await run(owner.key, summary.appId, {
        focusDataObjectAppId: dataObject.appId,
        output: { mode: 'reference', structuredDataContainerAppId: theirs.body.appId },
      }),
      403,
    );
    expectProblem(
      await run(owner.key, summary.appId, {
        focusDataObjectAppId: dataObject.appId,
        output: { mode: 'reference', structuredDataContainerAppId: '01900000-0000-7000-8000-000000000000' },
      }),
      404,
    );
    expectProblem(
      await call('POST', `/v2/mappings/${summary.appId}/materialize`, {
        body: { focusDataObjectAppId: dataObject.appId },
      }),
      401,
    );
  });
});

describe('the sandbox', () => {
  const within = async (templateAppId: string, seconds: number) => {
    const started = Date.now();
    const r = await run(owner.key, templateAppId, { focusDataObjectAppId: dataObject.appId });
    expect(Date.now() - started).toBeLessThan(seconds * 1000);
    return r;
  };

  it('stops an endless loop within seconds (422 limit time)', async () => {
    const t = await recipe('($loop := function($n) { $loop($n + 1) }; $loop(0))');
    const r = await within(t.appId, 8);
    expectProblem(r, 422, 'mapping.limit-exceeded');
    expect(r.body).toMatchObject({ limit: 'time' });
  }, 20_000);

  it('stops an expression that explodes in memory (422 limit memory), and the service still answers', async () => {
    const t = await recipe('$pad("", 200000000, "x") & $pad("", 200000000, "y")');
    const r = await within(t.appId, 8);
    expectProblem(r, 422, 'mapping.limit-exceeded');
    expect(r.body).toMatchObject({ limit: 'memory' });
    expect((await run(owner.key, summary.appId, { focusDataObjectAppId: dataObject.appId })).status).toBe(200);
  }, 20_000);

  it('refuses a result larger than the output bound (422 limit output)', async () => {
    const t = await recipe('[1..300000]');
    const r = await within(t.appId, 8);
    expectProblem(r, 422, 'mapping.limit-exceeded');
    expect(r.body).toMatchObject({ limit: 'output' });
  }, 20_000);
});

describe('provenance', () => {
  type Activity = {
    actionKind: string;
    targetKind: string;
    targetAppId: string;
    summary: string;
    agentUsername: string;
  };
  const activities = (appId: string) =>
    vi
      .waitFor(
        async () => {
          const r = await call<Activity[]>('GET', `/v2/provenance/entity/${appId}`, { headers: asAdmin() });
          if (r.status !== 200 || r.body.length === 0) throw new Error('no activity yet');
          return r.body;
        },
        { timeout: 3_000, interval: 50 },
      )
      .catch((): Activity[] => []);

  it('records the run (EXECUTE on the template), the input used and the output derived, each naming the others', async () => {
    const r = await run(owner.key, summary.appId, {
      focusDataObjectAppId: dataObject.appId,
      output: { mode: 'reference', name: 'for provenance' },
    });
    expect(r.status, r.text).toBe(201);
    const out = r.body.output!.appId;
    const generated = await activities(out);
    expect(generated).toContainEqual(
      expect.objectContaining({
        actionKind: 'EXECUTE',
        targetKind: 'StructuredDataReference',
        agentUsername: owner.username,
      }),
    );
    const derivation = generated.find((a) => a.actionKind === 'EXECUTE')!;
    expect(derivation.summary).toContain(dataObject.appId);
    expect(derivation.summary).toContain(summary.appId);
    const used = (await activities(dataObject.appId)).filter((a) => a.actionKind === 'READ' && a.summary.includes(out));
    expect(used).toHaveLength(1);
    expect(used[0]!.summary).toContain(summary.appId);
    const runs = (await activities(summary.appId)).filter(
      (a) => a.actionKind === 'EXECUTE' && a.agentUsername === owner.username,
    );
    expect(runs.length).toBeGreaterThan(0);

    const prov = await call<{ used: Record<string, unknown>; wasGeneratedBy: Record<string, unknown> }>(
      'GET',
      `/v2/provenance/entity/${dataObject.appId}`,
      { headers: { ...asAdmin(), accept: 'application/prov+json' } },
    );
    expect(prov.status).toBe(200);
    expect(JSON.stringify(prov.body.used)).toContain(dataObject.appId);
  });
});

describe('bounded binding', () => {
  let small: { url: string; stop: () => void } | undefined;
  let hurried: { url: string; stop: () => void } | undefined;
  beforeAll(async () => {
    // A raw-point budget of 3 (the 'run' reference holds 4 points), and a binding deadline nothing meets.
    [small, hurried] = await Promise.all([
      startExtraGateway(await freePort(), { SVC_MAPPINGS_RAW_POINT_BUDGET: '3' }),
      startExtraGateway(await freePort(), { SVC_MAPPINGS_BIND_TIMEOUT_MS: '1' }),
    ]);
  }, 120_000);
  afterAll(() => {
    small?.stop();
    hurried?.stop();
  });
  const runOn = (base: string | undefined, templateAppId: string) =>
    call<Materialized>('POST', `/v2/mappings/${templateAppId}/materialize`, {
      headers: withKey(owner.key),
      body: { focusDataObjectAppId: dataObject.appId },
      ...(base ? { base } : {}),
    });

  it('refuses an input whose MEDIAN, MODE, STDDEV or INTEGRAL would read more points than the budget (422 naming it), before reading them', async () => {
    const r = await runOn(small?.url, summary.appId);
    expectProblem(r, 422, 'mapping.limit-exceeded');
    expect(r.body).toMatchObject({ limit: 'raw-points', input: 'temp', field: 'body.source.timeseries.0' });
    // Summaries cost no raw points, and a windowed input that fits the budget runs.
    const cheap = await recipe('timeseries.t[0].aggregates', {
      timeseries: [{ as: 't', reference: 'run', channel: { field: 'temp' }, functions: ['MEAN', 'COUNT', 'MAX'] }],
    });
    expect((await runOn(small?.url, cheap.appId)).body.result).toEqual({ MEAN: mean(temps), COUNT: 4, MAX: 22.5 });
    const late = await recipe('timeseries.t[0].aggregates', {
      timeseries: [
        {
          as: 't',
          reference: 'run',
          channel: { field: 'temp' },
          functions: ['MEDIAN'],
          window: { start: String(T0 + SECOND) },
        },
      ],
    });
    const fits = await runOn(small?.url, late.appId);
    expect(fits.status, fits.text).toBe(200);
    expect(fits.body.result).toEqual({ MEDIAN: 21.0 });
    // The budget is the run's, over all its inputs: two such inputs of 3 points each exceed it.
    const twice = await recipe('1', {
      timeseries: ['a', 'b'].map((as) => ({
        as,
        reference: 'run',
        channel: { field: 'temp' },
        functions: ['STDDEV'],
        window: { start: String(T0 + SECOND) },
      })),
    });
    const over = await runOn(small?.url, twice.appId);
    expectProblem(over, 422, 'mapping.limit-exceeded');
    expect(over.body).toMatchObject({ limit: 'raw-points', input: 'b' });
    // The main gateway's default budget runs it.
    expect((await runOn(undefined, summary.appId)).status).toBe(200);
  }, 60_000);

  it('answers 503 with Retry-After when binding the inputs outlasts its deadline', async () => {
    const r = await runOn(hurried?.url, summary.appId);
    expectProblem(r, 503, 'service.unavailable');
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 30_000);
});

describe('a stored output whose reference write is refused', () => {
  let stopCore: () => Promise<void> = async () => {};
  beforeAll(async () => {
    stopCore = await startLocalCore();
  }, 60_000);
  afterAll(async () => {
    await stopCore();
    await closeGraph();
  });

  it('removes the container and the document it wrote, so a retry leaves nothing behind', async () => {
    const { storeOutput, writableContainer } = await import('#core/features/mappings/outputs.ts');
    const { gatedDataObject } = await import('#core/features/templates/entities.ts');
    // The reader may read the DataObject but not write a reference on it: the last write is refused.
    const principal: Principal = { username: reader.username, roles: [], method: 'apikey' };
    const d = await gatedDataObject(principal, dataObject.appId);
    const name = `refused-${Date.now()}`;
    for (let attempt = 0; attempt < 2; attempt++) {
      const failure = await storeOutput(principal, d, '{"a": 1}', name, undefined).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(failure).toBeInstanceOf(ProblemError);
      expect((failure as ProblemError).status).toBe(403);
    }
    expect(await cypher('MATCH (c:BasicEntity {name: $name}) RETURN c.id AS id', { name })).toEqual([]);

    // A named container stays, without the document.
    const c = await call<{ id: number; appId: string }>('POST', `${api}/structuredDataContainers`, {
      headers: withKey(reader.key),
      body: { name },
    });
    expect(c.status, c.text).toBe(201);
    const failure = await storeOutput(
      principal,
      d,
      '{"a": 1}',
      name,
      await writableContainer(principal, c.body.appId),
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((failure as ProblemError).status).toBe(403);
    const docs = await call<unknown[]>('GET', `${api}/structuredDataContainers/${c.body.id}/payload`, {
      headers: withKey(reader.key),
    });
    expect(docs.status, docs.text).toBe(200);
    expect(docs.body).toEqual([]);
  }, 60_000);
});
