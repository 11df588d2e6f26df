import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { closeGraph } from '../support/fixtures.ts';
import { call, userWithKey, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import {
  channelsIn,
  collectionOf,
  dataObjectIn,
  referenceOn,
  type ChannelNames,
  type Entity,
} from '../support/views.ts';
import { mustCreate } from '../support/templates.ts';

/**
 * The renderer extension point end to end: a drop-in plugin registers ViewRecipeRenderers for two
 * shape IRIs; a gateway reading that plugin directory renders a recipe keyed by one of them with
 * the plugin's hint and warnings, a recipe without a shape with the body's hint, and answers 503
 * when the plugin's renderer does not answer in time.
 */
const PORT = 18_181;
const force: ChannelNames = {
  measurement: 'tensile',
  device: 'cell-1',
  location: 'lab',
  symbolicName: 'F',
  field: 'force',
};
const entry = `export default (ctx) => {
  ctx.registerRenderer({ id: 'trace', shapeIri: 'urn:example:shape:trace',
    render: ({ bindings }) => ({ renderer: 'trace-3d', warnings: [bindings.filter((b) => b.status === 'RESOLVED').length + ' resolved'] }) });
  ctx.registerRenderer({ id: 'stuck', shapeIri: 'urn:example:shape:stuck', render: () => new Promise(() => {}) });
};
`;

let dir: string;
let gw: { url: string; stop: () => void };
let owner: { username: string; key: string };
let specimen: Entity;

type Answer = {
  renderer: string;
  shapeIri: string | null;
  rendererPlugin: string | null;
  warnings: { code: string; message: string }[];
};
const render = (templateAppId: string) =>
  call<Answer>('POST', '/v2/shapes/render', {
    base: gw.url,
    headers: withKey(owner.key),
    body: { templateAppId, focusDataObjectAppId: specimen.appId },
  });
const recipe = (extra: Record<string, unknown>) =>
  mustCreate({
    kind: 'VIEW_RECIPE',
    body: {
      title: 'trace',
      renderer: 'tresjs',
      hasChannelBinding: [{ role: 'x', channelSelector: '{"field":"force"}' }],
      ...extra,
    },
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'svc-views-plugins-'));
  const folder = join(dir, 'svc-plugin-view-trace-1.0.0');
  mkdirSync(folder);
  writeFileSync(
    join(folder, 'svc-plugin.json'),
    JSON.stringify({
      id: 'view-trace',
      version: '1.0.0',
      svcCompatibility: '>=0.1.0,<1',
      title: 'Trace renderer',
      description: 'test renderer',
      licence: 'MIT',
      entry: 'index.mjs',
    }),
  );
  writeFileSync(join(folder, 'index.mjs'), entry);
  [gw, owner] = await Promise.all([
    startExtraGateway(PORT, { SVC_PLUGINS_DIR: dir, SVC_AWS_CALL_LOG: '' }),
    userWithKey(),
  ]);
  const c = await collectionOf(owner.key);
  specimen = await dataObjectIn(owner.key, c, { name: 'specimen' });
  const made = await channelsIn(owner.key, [force]);
  await referenceOn(owner.key, c, specimen, made.container, [force]);
}, 120_000);
afterAll(async () => {
  gw?.stop();
  rmSync(dir, { recursive: true, force: true });
  await closeGraph();
});

describe('plugin renderers', () => {
  it('answer for the recipe whose shape IRI they are registered for', async () => {
    const t = await recipe({ shape: 'urn:example:shape:trace' });
    const r = await render(t.appId);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      renderer: 'trace-3d',
      shapeIri: 'urn:example:shape:trace',
      rendererPlugin: 'view-trace',
    });
    expect(r.body.warnings).toEqual([{ role: null, code: 'renderer', message: '1 resolved' }]);
  });

  it("leave other recipes to the default renderer, which answers the body's hint", async () => {
    const t = await recipe({ shape: 'urn:example:shape:other' });
    const r = await render(t.appId);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      renderer: 'tresjs',
      shapeIri: 'urn:example:shape:other',
      rendererPlugin: null,
      warnings: [],
    });
  });

  it('answer 503 when the plugin renderer does not answer in time', async () => {
    const t = await recipe({ shape: 'urn:example:shape:stuck' });
    const started = Date.now();
    expectProblem(await render(t.appId), 503);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
