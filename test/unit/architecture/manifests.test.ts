import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { features } from '../../../layers/core/src/app/features.ts';
import { featureGraphs } from '../../../layers/core/src/app/graph-schema.ts';
import { routes } from '../../../layers/core/src/app/routes.ts';
import type { FeatureManifest } from '../../../layers/core/src/platform/feature.ts';

const manifests: readonly FeatureManifest[] = features;

describe('feature manifests', () => {
  it('the graph schema applies exactly the graph declarations of the listed features', () => {
    const declared = manifests.flatMap((f) => (f.graph ? [f.graph] : []));
    expect(new Set(featureGraphs)).toEqual(new Set(declared));
    expect(featureGraphs).toHaveLength(declared.length);
  });

  it('the route table holds exactly the rows of the listed features, each once', () => {
    const declared = manifests.flatMap((f) => Object.values(f.routes).flat());
    expect(new Set(routes)).toEqual(new Set(declared));
    expect(routes).toHaveLength(declared.length);
  });

  it('are one per folder under features/, each named as its folder and listed once', async () => {
    const dir = resolve(import.meta.dirname, '../../../layers/core/src/features');
    const folders = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    for (const folder of folders) {
      const exported: readonly unknown[] = Object.values(await import(join(dir, folder, 'index.ts')));
      const manifest = manifests.find((f) => exported.includes(f));
      expect(manifest?.name, `features/${folder}/index.ts exports a manifest listed in app/features.ts`).toBe(folder);
    }
    expect(manifests.map((f) => f.name).sort()).toEqual([...folders].sort());
  });

  it('have unique names and declare each gated kind once', () => {
    expect(new Set(manifests.map((f) => f.name)).size).toBe(manifests.length);
    const kinds = manifests.flatMap((f) => f.gatedKinds ?? []);
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
