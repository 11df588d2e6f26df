import { afterAll, describe, expect, it } from 'vitest';
import { discoverPlugins } from '../../../layers/core/src/platform/plugins/registry.ts';
import type { BuiltinPlugin } from '../../../layers/core/src/platform/plugins/registry.ts';
import type { ViewRecipeRenderer } from '../../../layers/core/src/platform/plugins/types.ts';
import { shapeIriOf } from '../../../layers/core/src/features/views/render.ts';
import { cleanupTempDirs, options, tempDir } from '../plugins/helpers.ts';

afterAll(cleanupTempDirs);

const manifest = (id: string) => ({
  id,
  version: '1.0.0',
  svcCompatibility: '>=5.2.0,<6',
  title: id,
  description: 'd',
  licence: 'MIT',
});
const trace: ViewRecipeRenderer = {
  id: 'trace',
  shapeIri: 'urn:example:shape:trace',
  render: () => ({ renderer: 'trace-3d' }),
};

describe('the renderer extension point', () => {
  it("collects a plugin's renderers keyed by shape IRI", async () => {
    const plugin: BuiltinPlugin = { manifest: manifest('views-trace'), register: (ctx) => ctx.registerRenderer(trace) };
    const reg = await discoverPlugins(options(tempDir(), { builtins: [plugin] }));
    expect(reg.entries().map((e) => e.state)).toEqual(['ENABLED']);
    expect(reg.contributions('views-trace')?.renderers.map((r) => r.shapeIri)).toEqual(['urn:example:shape:trace']);
  });

  it('fails a plugin whose renderer has no absolute shape IRI', async () => {
    const plugin: BuiltinPlugin = {
      manifest: manifest('views-bad'),
      register: (ctx) => ctx.registerRenderer({ ...trace, shapeIri: 'trace' }),
    };
    const reg = await discoverPlugins(options(tempDir(), { builtins: [plugin] }));
    expect(reg.entries()[0]?.state).toBe('FAILED');
    expect(reg.contributions('views-bad')?.renderers ?? []).toEqual([]);
  });
});

describe('the shape IRI of a view recipe', () => {
  const graph = `@prefix sh: <http://www.w3.org/ns/shacl#> . <urn:example:shape:trace> a sh:NodeShape ; sh:property [ sh:path <urn:x:p> ] .`;
  it("is the body's shape IRI, else the main node shape of its shapeGraph, else none", () => {
    expect(shapeIriOf({ shape: 'urn:example:shape:other', shapeGraph: graph })).toBe('urn:example:shape:other');
    expect(shapeIriOf({ shape: 'not an iri', shapeGraph: graph })).toBe('urn:example:shape:trace');
    expect(shapeIriOf({ shapeGraph: 'not turtle {' })).toBeNull();
    expect(shapeIriOf({ renderer: 'plotly' })).toBeNull();
  });
});
