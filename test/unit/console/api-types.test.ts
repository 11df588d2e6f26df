import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiTypesFile, renderApiTypes } from '../../../console/scripts/api-types.ts';

const root = join(import.meta.dirname, '..', '..', '..');

describe("the console's generated API types", () => {
  it('match the route table (regenerate with npm run console:api)', async () => {
    const committed = readFileSync(join(root, apiTypesFile), 'utf8');
    const fresh = await renderApiTypes();
    // A plain equality check: on drift, say which operations differ instead of dumping 30k lines.
    if (fresh !== committed) {
      const ops = (s: string) => new Set([...s.matchAll(/^ {4}(\w+): \{$/gm)].map((m) => m[1]));
      const [a, b] = [ops(committed), ops(fresh)];
      const changed = [...b].filter((o) => !a.has(o)).concat([...a].filter((o) => !b.has(o)));
      expect.fail(
        `${apiTypesFile} is stale (npm run console:api); operations added or removed: ${changed.join(', ') || 'none, shapes changed'}`,
      );
    }
  }, 60_000);

  it('type int64 fields as number | bigint, as the lossless parser answers them', async () => {
    const types = readFileSync(join(root, apiTypesFile), 'utf8');
    expect(types).toMatch(/timestamp: number \| bigint;/);
    expect(types).toContain('"/svc/api/collections": {');
    expect(types).toContain('getAllCollections: {');
  });
});
