import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apiReferenceCommand,
  apiReferencePath,
  featureFolders,
  renderApiReference,
} from '../../../layers/core/src/app/api-reference.ts';
import { routes } from '../../../layers/core/src/app/routes.ts';
import type { FeatureManifest } from '../../../layers/core/src/platform/feature.ts';

const repo = resolve(import.meta.dirname, '../../..');

describe('docs/api-reference.md', () => {
  it('is what the route table renders', () => {
    const committed = readFileSync(resolve(repo, apiReferencePath), 'utf8');
    expect(committed === renderApiReference(), `${apiReferencePath} is stale: run \`${apiReferenceCommand}\``).toBe(
      true,
    );
  });

  it('names, for every operation, the feature folder whose manifest declares it', () => {
    const folders = featureFolders();
    expect(folders.get(routes.find((r) => r.operationId === 'getVideoMetadata')!)).toBe('files');
    expect(new Set(routes.filter((r) => r.group === 'semantic').map((r) => folders.get(r)))).toEqual(
      new Set(['ontologies']),
    );
    const doc = renderApiReference();
    for (const r of routes) {
      expect(doc).toContain(`| ${r.method} | \`${r.path}\` | \`${r.operationId}\` | ${r.shelf} | ${r.group} |`);
    }
  });

  it('refuses a row that no manifest declares', () => {
    const stray = { ...routes[0], operationId: 'stray' };
    const manifests: readonly FeatureManifest[] = [{ name: 'ops', routes: { rows: [routes[0]] } }];
    expect(() => featureFolders([routes[0], stray], manifests)).toThrow(/stray is in the route table but in no/);
  });
});
