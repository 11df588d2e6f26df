import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATORS } from '#core/features/search/query.ts';
import { collectionTarget, containerTarget, dataObjectTarget, referenceTarget } from '#core/features/search/service.ts';
import type { SearchTarget } from '#core/features/search/translate.ts';
import { QUERY_TYPES } from '#core/features/search/wire.ts';
import { USER_GROUP_SEARCH } from '#core/features/users/groups.ts';
import { USER_SEARCH } from '#core/features/users/users-search.ts';
import { repoRoot } from '../../localstack/src/paths.ts';

/**
 * test/fuzz/search-targets.json is what the fuzzer's hooks (test/fuzz/hooks.py) draw each search's
 * condition from; the acceptance check then holds every search to a 200. It must say exactly what
 * the server accepts: this fails as soon as a kind's properties, their types, its attributes or the
 * operators change on either side.
 */
interface Listed {
  operators: string[];
  operatorAliases: Record<string, string>;
  kinds: Record<string, { properties: Record<string, string>; attributes: boolean }>;
  operations: Record<string, string>;
  queryTypes: Record<string, string>;
}
const listed = JSON.parse(readFileSync(join(repoRoot, 'test', 'fuzz', 'search-targets.json'), 'utf8')) as Listed;

const asListed = (t: SearchTarget) => ({
  properties: Object.fromEntries(Object.entries(t.properties).map(([name, def]) => [name, def.type])),
  attributes: t.attributes,
});

describe('the fuzzer searches with what the server accepts (test/fuzz/search-targets.json)', () => {
  it('lists every kind with the properties, types and attributes of its server target', () => {
    const server = [
      USER_SEARCH,
      USER_GROUP_SEARCH,
      collectionTarget,
      dataObjectTarget,
      referenceTarget,
      containerTarget,
    ];
    expect(listed.kinds).toEqual(Object.fromEntries(server.map((t) => [t.kind, asListed(t)])));
  });

  it('lists the operators of the query language', () => {
    expect(listed.operators).toEqual([...OPERATORS]);
    expect(Object.values(listed.operatorAliases).every((op) => listed.operators.includes(op))).toBe(true);
  });

  it('maps each search operation and every queryType of POST /search to a listed kind', () => {
    expect(Object.keys(listed.operations).sort()).toEqual([
      'searchCollections',
      'searchContainers',
      'searchUserGroups',
      'searchUsers',
    ]);
    expect(Object.keys(listed.queryTypes).sort()).toEqual([...QUERY_TYPES].sort());
    for (const kind of [...Object.values(listed.operations), ...Object.values(listed.queryTypes)])
      expect(Object.keys(listed.kinds)).toContain(kind);
  });
});
