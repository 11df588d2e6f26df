import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithKey, type Reply, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { closeGraph, contractErrors, int, planSteps, writeCypher } from '../support/fixtures.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { freePort } from '../support/private-services.ts';
import { collectionsFrom, containerSearchCypher } from '#core/features/search/service.ts';
import { attributeDigest, attributeDigests } from '#core/platform/graph/attribute-index.ts';

type H = Record<string, string>;
interface Entity {
  id: number;
  name: string;
  [k: string]: unknown;
}
interface CollectionPage {
  results: Entity[];
  totalResults: number;
  searchParams: unknown;
}
interface SearchAnswer {
  searchParams: unknown;
  resultSet: { collectionId?: number; dataObjectId?: number }[];
  results: Entity[];
}

const api = '/svc/api';
const key = withKey;
const T = `s${randomUUID().slice(0, 8)}`;

function expectContract(r: Reply, path: string, status = 200): void {
  expect(r.status, r.text).toBe(status);
  expect(contractErrors(path, 'post', status, r.body)).toEqual([]);
}

let owner: { username: string; key: string };
let stranger: { username: string; key: string };
const ids: Record<string, number> = {};
const byId = (): Map<number, string> => new Map(Object.entries(ids).map(([k, v]) => [v, k]));

async function post<T>(h: H, path: string, body: unknown): Promise<Reply<T>> {
  return call<T>('POST', `${api}${path}`, { headers: h, body });
}

async function create(path: string, body: Record<string, unknown>): Promise<number> {
  const r = await post<Entity>(key(owner.key), path, body);
  expect(r.status, r.text).toBe(201);
  return r.body.id;
}

/** Collection search restricted to this run's seed, answered as the seed's letters, sorted. */
async function collections(cond: unknown, h: H = key(owner.key)): Promise<string[]> {
  const query = JSON.stringify({ AND: [{ property: 'name', operator: 'contains', value: T }, cond] });
  const r = await post<CollectionPage>(h, '/search/collections', { searchParams: { query } });
  expectContract(r, '/search/collections');
  expect(r.body.totalResults).toBe(r.body.results.length);
  const names = byId();
  return r.body.results.map((c) => names.get(c.id) ?? `?${c.id}`).sort();
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([userWithKey(), userWithKey()]);
  ids['A'] = await create('/collections', {
    name: `${T}-alpha`,
    description: 'first',
    attributes: { color: 'red', size: '10', 'we"ird,{': 'x' },
  });
  ids['B'] = await create('/collections', { name: `${T}-beta`, attributes: { color: 'blue', size: '2' } });
  ids['G'] = await create('/collections', {
    name: `${T}-gamma`,
    description: 'third',
    attributes: { color: 'red', note: 'a\nb' },
  });
  const perm = await call('PUT', `${api}/collections/${ids['A']}/permissions`, {
    headers: key(owner.key),
    body: { permissionType: 'PublicReadable' },
  });
  expect(perm.status, perm.text).toBe(200);
  // DataObjects in B: d1 ─child→ d2 ─successor→ d3, and d4 on its own.
  ids['d1'] = await create(`/collections/${ids['B']}/dataObjects`, { name: `${T}-d1`, attributes: { k: 'v1' } });
  ids['d2'] = await create(`/collections/${ids['B']}/dataObjects`, {
    name: `${T}-d2`,
    parentId: ids['d1'],
    attributes: { k: 'v2' },
  });
  ids['d3'] = await create(`/collections/${ids['B']}/dataObjects`, { name: `${T}-d3`, predecessorIds: [ids['d2']] });
  ids['d4'] = await create(`/collections/${ids['B']}/dataObjects`, { name: `${T}-d4`, attributes: { k: 'v1' } });
});
afterAll(closeGraph);

const c = (property: string, operator: string, value: unknown) => ({ property, operator, value });

describe('search/collections: every operator on properties', () => {
  it('eq, ne, contains, in', async () => {
    expect(await collections(c('name', 'eq', `${T}-alpha`))).toEqual(['A']);
    expect(await collections(c('name', 'ne', `${T}-alpha`))).toEqual(['B', 'G']);
    expect(await collections(c('name', 'contains', 'amm'))).toEqual(['G']);
    expect(await collections(c('name', 'in', [`${T}-alpha`, `${T}-gamma`, 'nope']))).toEqual(['A', 'G']);
  });

  it('gt, lt, ge, le (strings compare as text)', async () => {
    expect(await collections(c('name', 'gt', `${T}-b`))).toEqual(['B', 'G']);
    expect(await collections(c('name', 'lt', `${T}-b`))).toEqual(['A']);
    expect(await collections(c('name', 'ge', `${T}-beta`))).toEqual(['B', 'G']);
    expect(await collections(c('name', 'le', `${T}-beta`))).toEqual(['A', 'B']);
  });

  it('id: eq, ne, in, gt, le, contains on the digits, and its decimal text', async () => {
    const [a, b, g] = [ids['A'] ?? 0, ids['B'] ?? 0, ids['G'] ?? 0];
    expect(await collections(c('id', 'eq', a))).toEqual(['A']);
    expect(await collections(c('id', 'eq', String(b)))).toEqual(['B']);
    expect(await collections(c('id', 'ne', a))).toEqual(['B', 'G']);
    expect(await collections(c('id', 'in', [a, g]))).toEqual(['A', 'G']);
    expect(await collections(c('id', 'gt', a))).toEqual(['B', 'G']);
    expect(await collections(c('id', 'le', b))).toEqual(['A', 'B']);
    expect(await collections(c('id', 'contains', a))).toEqual(['A']);
  });

  it('createdAt/updatedAt take epoch millis or ISO-8601; createdBy; null with eq/ne', async () => {
    const future = Date.now() + 3_600_000;
    expect(await collections(c('createdAt', 'lt', future))).toEqual(['A', 'B', 'G']);
    expect(await collections(c('createdAt', 'gt', new Date(future).toISOString()))).toEqual([]);
    expect(await collections(c('createdAt', 'ge', '2020-01-01T00:00:00Z'))).toEqual(['A', 'B', 'G']);
    expect(await collections(c('createdBy', 'eq', owner.username))).toEqual(['A', 'B', 'G']);
    expect(await collections(c('createdBy', 'eq', stranger.username))).toEqual([]);
    expect(await collections(c('updatedAt', 'eq', null))).toEqual(['A', 'B', 'G']);
    expect(await collections(c('description', 'eq', null))).toEqual(['B']);
    expect(await collections(c('description', 'ne', null))).toEqual(['A', 'G']);
    expect(await collections(c('description', 'contains', 'ir'))).toEqual(['A', 'G']);
  });
});

describe('search/collections: attributes (inside the stored JSON string)', () => {
  it('eq, ne, contains, in, gt, lt, ge, le, both spellings, numbers as text, odd keys, escapes', async () => {
    expect(await collections(c('attributes.color', 'eq', 'red'))).toEqual(['A', 'G']);
    expect(await collections(c('attributes||color', 'eq', 'red'))).toEqual(['A', 'G']);
    expect(await collections(c('attributes.color', 'ne', 'red'))).toEqual(['B']);
    expect(await collections(c('attributes.color', 'contains', 'lu'))).toEqual(['B']);
    expect(await collections(c('attributes.color', 'contains', ''))).toEqual(['A', 'B', 'G']);
    expect(await collections(c('attributes.color', 'in', ['blue', 'green']))).toEqual(['B']);
    expect(await collections(c('attributes.size', 'eq', 10))).toEqual(['A']);
    expect(await collections(c('attributes.we"ird,{', 'eq', 'x'))).toEqual(['A']);
    expect(await collections(c('attributes.note', 'eq', 'a\nb'))).toEqual(['G']);
    expect(await collections(c('attributes.note', 'contains', 'n'))).toEqual([]);
    expect(await collections(c('attributes.missing', 'eq', null))).toEqual(['A', 'B', 'G']);
    expect(await collections(c('attributes.size', 'ne', null))).toEqual(['A', 'B']);
    // Ordered comparisons compare the decoded strings (text order: "10" < "2").
    expect(await collections(c('attributes.size', 'gt', '1'))).toEqual(['A', 'B']);
    expect(await collections(c('attributes.size', 'lt', '2'))).toEqual(['A']);
    expect(await collections(c('attributes.size', 'ge', '2'))).toEqual(['B']);
    expect(await collections(c('attributes.size', 'le', 10))).toEqual(['A']);
    expect(await collections(c('attributes.note', 'lt', 'a\u000bz'))).toEqual(['G']);
    expect(await collections(c('attributes.color', 'gt', ''))).toEqual(['A', 'B', 'G']);
    expect(await collections(c('attributes.color', 'lt', ''))).toEqual([]);
    expect(await collections(c('attributes.color', 'ge', '𝄞'))).toEqual([]);
    // A key's text elsewhere (a value, another key) never matches.
    expect(await collections(c('attributes.red', 'eq', 'red'))).toEqual([]);
    expect(await collections(c('attributes.x', 'eq', 'x'))).toEqual([]);
  });
});

describe('search/collections: the attribute index', () => {
  it('an attribute equality starts from the index of attribute pairs, never from every Collection', async () => {
    const steps = await planSteps(
      `${collectionsFrom([attributeDigest('color', 'none')])} WHERE e.name = 'x' RETURN e`,
      {
        anchor: [attributeDigest('color', 'none')],
      },
    );
    const label = JSON.stringify(steps);
    expect(
      steps.map((s) => s.operator),
      label,
    ).not.toContain('AllNodesScan');
    expect(
      steps.filter((s) => s.operator === 'NodeByLabelScan'),
      label,
    ).toEqual([]);
    expect(
      steps.some((s) => s.operator.startsWith('NodeIndexSeek') && s.details.includes(':AttributeValue(digest)')),
      label,
    ).toBe(true);
  });

  it('finds what the index holds through both searches, follows an update, and finds nothing without a match', async () => {
    // Named outside this run's seed (the other tests count the Collections named with T).
    const tag = randomUUID().slice(0, 8);
    const id = await create('/collections', { name: `indexed-${tag}`, attributes: { shade: `teal-${T}` } });
    const both = async (value: string) => {
      const query = JSON.stringify(c('attributes.shade', 'eq', value));
      const paged = await post<CollectionPage>(key(owner.key), '/search/collections', { searchParams: { query } });
      expectContract(paged, '/search/collections');
      const plain = await post<{ results: Entity[] }>(key(owner.key), '/search', {
        searchParams: { query, queryType: 'Collection' },
        scopes: [{ traversalRules: [] }],
      });
      expect(plain.status, plain.text).toBe(200);
      return [paged.body.results.map((x) => x.id), plain.body.results.map((x) => x.id)];
    };
    expect(await both(`teal-${T}`)).toEqual([[id], [id]]);
    expect(await both(`nothing-${T}`)).toEqual([[], []]);
    const updated = await call('PUT', `${api}/collections/${id}`, {
      headers: key(owner.key),
      body: { name: `indexed-${tag}`, attributes: { shade: `navy-${T}` } },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(await both(`teal-${T}`)).toEqual([[], []]);
    expect(await both(`navy-${T}`)).toEqual([[id], [id]]);
    // The stranger cannot read it: the index finds it, the gate keeps it out.
    const hidden = await post<CollectionPage>(key(stranger.key), '/search/collections', {
      searchParams: { query: JSON.stringify(c('attributes.shade', 'eq', `navy-${T}`)) },
    });
    expectContract(hidden, '/search/collections');
    expect(hidden.body.results).toEqual([]);
  });
});

describe('search/collections: attributes at scale', () => {
  it('thousands of attributes and escapes neither overflow nor slow the regex walk', async () => {
    const name = `big-${randomUUID()}`;
    const attributes: Record<string, string> = Object.fromEntries(
      Array.from({ length: 3000 }, (_, i) => [`k${i}`, `v"${i}`]),
    );
    attributes['zz'] = `${'q\\"'.repeat(3000)}needle`;
    // Written as stored data from before the request bounds (256 keys, 2,048 characters a value),
    // with its pairs in the attribute index as the upgrade's backfill writes them.
    const id = await create('/collections', { name });
    await writeCypher(
      `MATCH (c:Collection {id: $id}) SET c.attributes = $attributes
       FOREACH (digest IN $digests | CREATE (c)-[:HAS_ATTRIBUTE]->(:AttributeValue {digest: digest}))`,
      { id: int(id), attributes: JSON.stringify(attributes), digests: attributeDigests(attributes) },
    );
    const find = async (cond: unknown) => {
      const r = await post<CollectionPage>(key(owner.key), '/search/collections', {
        searchParams: { query: JSON.stringify({ AND: [c('name', 'eq', name), cond] }) },
      });
      expectContract(r, '/search/collections');
      return r.body.results.map((x) => x.id);
    };
    expect(await find(c('attributes.zz', 'contains', 'needle'))).toEqual([id]);
    expect(await find(c('attributes.zz', 'contains', 'q\\"n'))).toEqual([id]);
    expect(await find(c('attributes.zz', 'gt', 'q'))).toEqual([id]);
    expect(await find(c('attributes.zz', 'ge', 'q\\"'.repeat(85)))).toEqual([id]);
    expect(await find(c('attributes.zz', 'lt', `${'q\\"'.repeat(84)}r`))).toEqual([id]);
    expect(await find(c('attributes.zz', 'le', 'q\\"'.repeat(85)))).toEqual([]);
    expect(await find(c('attributes.k2999', 'eq', 'v"2999'))).toEqual([id]);
    expect(await find(c('attributes.k2999', 'ne', 'v"2999'))).toEqual([]);
  });
});

describe('search/collections: AND, OR, XOR, NOT and their nesting', () => {
  it('each connective, one level', async () => {
    expect(
      await collections({ AND: [c('attributes.color', 'eq', 'red'), c('description', 'contains', 'ir')] }),
    ).toEqual(['A', 'G']);
    expect(await collections({ OR: [c('name', 'eq', `${T}-alpha`), c('name', 'eq', `${T}-beta`)] })).toEqual([
      'A',
      'B',
    ]);
    expect(await collections({ XOR: [c('attributes.color', 'eq', 'red'), c('description', 'eq', 'third')] })).toEqual([
      'A',
    ]);
    expect(await collections({ NOT: c('name', 'eq', `${T}-alpha`) })).toEqual(['B', 'G']);
    expect(await collections({ NOT: [c('name', 'eq', `${T}-alpha`)] })).toEqual(['B', 'G']);
  });

  it('NOT over an absent value is unknown (three-valued, as upstream)', async () => {
    expect(await collections({ NOT: c('attributes.size', 'eq', '10') })).toEqual(['B']);
    expect(await collections({ NOT: c('description', 'eq', 'first') })).toEqual(['G']);
  });

  it('nested combinations', async () => {
    expect(
      await collections({
        AND: [
          { OR: [c('attributes.color', 'eq', 'red'), c('attributes.color', 'eq', 'blue')] },
          { NOT: { OR: [c('name', 'eq', `${T}-gamma`), c('description', 'eq', null)] } },
        ],
      }),
    ).toEqual(['A']);
    expect(
      await collections({
        OR: [
          { AND: [c('attributes.color', 'eq', 'red'), { NOT: c('attributes.size', 'eq', null) }] },
          c('id', 'eq', ids['B']),
        ],
      }),
    ).toEqual(['A', 'B']);
    expect(await collections({ NOT: { NOT: { NOT: c('attributes.color', 'eq', 'blue') } } })).toEqual(['A', 'G']);
  });
});

describe('search/collections: paging, ordering, permissions', () => {
  it('orders and pages; totalResults counts every match', async () => {
    const query = JSON.stringify(c('name', 'contains', T));
    const page = async (q: string) => {
      const r = await post<CollectionPage>(key(owner.key), `/search/collections${q}`, { searchParams: { query } });
      expectContract(r, '/search/collections');
      return { ids: r.body.results.map((x) => x.id), total: r.body.totalResults, params: r.body.searchParams };
    };
    const [a, b, g] = [ids['A'], ids['B'], ids['G']];
    expect(await page('')).toEqual({ ids: [g, b, a], total: 3, params: { query } });
    expect((await page('?orderBy=name&orderDesc=false&page=0&size=2')).ids).toEqual([a, b]);
    expect(await page('?orderBy=name&orderDesc=false&page=1&size=2')).toMatchObject({ ids: [g], total: 3 });
    expect((await page('?orderBy=id&orderDesc=true')).ids).toEqual([g, b, a]);
    expectProblem(await post(key(owner.key), '/search/collections?orderBy=nope', { searchParams: { query } }), 400);
    expectProblem(await post(key(owner.key), '/search/collections?size=0', { searchParams: { query } }), 400);
  });

  it("a stranger's search sees only what they may read", async () => {
    expect(await collections(c('name', 'contains', T), key(stranger.key))).toEqual(['A']);
    expect(await collections(c('attributes.color', 'eq', 'blue'), key(stranger.key))).toEqual([]);
    const r = await post<SearchAnswer>(key(stranger.key), '/search', {
      searchParams: { query: JSON.stringify(c('name', 'contains', T)), queryType: 'DataObject' },
      scopes: [{ traversalRules: [] }],
    });
    expectContract(r, '/search');
    expect(r.body.results).toEqual([]);
    for (const scope of [
      { collectionId: ids['B'], dataObjectId: ids['d1'], traversalRules: ['children'] },
      { collectionId: ids['B'], traversalRules: [] },
    ]) {
      const scoped = await post<SearchAnswer>(key(stranger.key), '/search', {
        searchParams: { query: JSON.stringify(c('name', 'contains', T)), queryType: 'DataObject' },
        scopes: [scope],
      });
      expectContract(scoped, '/search');
      expect(scoped.body).toMatchObject({ resultSet: [], results: [] });
    }
    const cols = await post<SearchAnswer>(key(stranger.key), '/search', {
      searchParams: { query: JSON.stringify(c('name', 'contains', T)), queryType: 'Collection' },
      scopes: [{ traversalRules: [] }],
    });
    expect(cols.body.results.map((x) => x.id)).toEqual([ids['A']]);
  });

  it('answers each Collection exactly as GET /collections/{id} does', async () => {
    const r = await post<CollectionPage>(key(owner.key), '/search/collections', {
      searchParams: { query: JSON.stringify(c('id', 'eq', ids['B'])) },
    });
    expectContract(r, '/search/collections');
    const got = await call('GET', `${api}/collections/${ids['B']}`, { headers: key(owner.key) });
    expect(r.body.results).toEqual([got.body]);
  });

  it('needs credentials', async () => {
    expect((await call('POST', `${api}/search/collections`, { body: { searchParams: { query: '{}' } } })).status).toBe(
      401,
    );
  });
});

describe('search: scopes, DataObjects and traversal', () => {
  async function search(
    queryType: string,
    scopes: unknown[],
    cond: unknown = c('name', 'contains', T),
  ): Promise<{ names: string[]; body: SearchAnswer }> {
    const r = await post<SearchAnswer>(key(owner.key), '/search', {
      searchParams: { query: JSON.stringify(cond), queryType },
      scopes,
    });
    expectContract(r, '/search');
    const names = byId();
    return { names: r.body.results.map((x) => names.get(x.id) ?? `?${x.id}`), body: r.body };
  }

  it('Collections, everywhere or in a scope, with result triples', async () => {
    const all = await search('Collection', [{ traversalRules: [] }]);
    expect(all.names).toEqual(['A', 'B', 'G']);
    expect(all.body.resultSet).toEqual([
      { collectionId: ids['A'] },
      { collectionId: ids['B'] },
      { collectionId: ids['G'] },
    ]);
    expect(all.body.searchParams).toEqual({ query: JSON.stringify(c('name', 'contains', T)), queryType: 'Collection' });
    expect((await search('Collection', [{ collectionId: ids['G'], traversalRules: [] }])).names).toEqual(['G']);
  });

  it('DataObjects of a Collection, by attribute, with triples', async () => {
    const r = await search('DataObject', [{ collectionId: ids['B'], traversalRules: [] }]);
    expect(r.names).toEqual(['d1', 'd2', 'd3', 'd4']);
    expect(r.body.resultSet[0]).toEqual({ collectionId: ids['B'], dataObjectId: ids['d1'] });
    const got = await call<Record<string, unknown>>('GET', `${api}/collections/${ids['B']}/dataObjects/${ids['d1']}`, {
      headers: key(owner.key),
    });
    const basic = [
      'id',
      'appId',
      'name',
      'description',
      'attributes',
      'createdAt',
      'createdBy',
      'updatedAt',
      'updatedBy',
      'revision',
    ];
    expect(r.body.results[0]).toEqual(Object.fromEntries(basic.map((k) => [k, got.body[k]])));
    expect(
      (
        await search('DataObject', [{ collectionId: ids['B'], traversalRules: [] }], {
          AND: [c('name', 'contains', T), c('attributes.k', 'eq', 'v1')],
        })
      ).names,
    ).toEqual(['d1', 'd4']);
    expect((await search('DataObject', [{ collectionId: ids['A'], traversalRules: [] }])).names).toEqual([]);
  });

  it('traversal rules from a DataObject: children, parents, successors, predecessors, united scopes', async () => {
    const from = (d: string, rules: string[]) => ({
      collectionId: ids['B'],
      dataObjectId: ids[d],
      traversalRules: rules,
    });
    expect((await search('DataObject', [from('d1', [])])).names).toEqual(['d1']);
    expect((await search('DataObject', [from('d1', ['children'])])).names).toEqual(['d1', 'd2']);
    expect((await search('DataObject', [from('d2', ['parents'])])).names).toEqual(['d1', 'd2']);
    expect((await search('DataObject', [from('d2', ['successors'])])).names).toEqual(['d2', 'd3']);
    expect((await search('DataObject', [from('d3', ['predecessors'])])).names).toEqual(['d2', 'd3']);
    expect((await search('DataObject', [from('d1', ['children']), from('d3', ['predecessors'])])).names).toEqual([
      'd1',
      'd2',
      'd3',
    ]);
    expect(
      (await search('DataObject', [from('d1', ['children', 'successors'])], { NOT: c('name', 'eq', `${T}-d1`) })).names,
    ).toEqual(['d2']);
  });

  it('References and StructuredData answer empty (none exist yet), queries still validated', async () => {
    expect((await search('Reference', [{ traversalRules: [] }])).body).toMatchObject({ resultSet: [], results: [] });
    expect((await search('StructuredData', [{ traversalRules: [] }])).body).toMatchObject({
      resultSet: [],
      results: [],
    });
    expectProblem(
      await post(key(owner.key), '/search', {
        searchParams: { query: '{"property":"nope","operator":"eq","value":1}', queryType: 'Reference' },
        scopes: [{ traversalRules: [] }],
      }),
      400,
    );
  });

  it('refuses a body without scopes, with too many, an unknown queryType or traversal rule, or a malformed query', async () => {
    const query = JSON.stringify(c('name', 'eq', 'x'));
    expectProblem(
      await post(key(owner.key), '/search', { searchParams: { query, queryType: 'Collection' }, scopes: [] }),
      400,
      'request.invalid',
    );
    expectProblem(
      await post(key(owner.key), '/search', {
        searchParams: { query, queryType: 'Nope' },
        scopes: [{ traversalRules: [] }],
      }),
      400,
      'request.invalid',
    );
    expectProblem(
      await post(key(owner.key), '/search', {
        searchParams: { query, queryType: 'DataObject' },
        scopes: Array.from({ length: 51 }, () => ({ traversalRules: [] })),
      }),
      400,
      'request.invalid',
    );
    expectProblem(
      await post(key(owner.key), '/search', {
        searchParams: { query, queryType: 'DataObject' },
        scopes: [{ traversalRules: ['siblings'] }],
      }),
      400,
      'request.invalid',
    );
    expectProblem(
      await post(key(owner.key), '/search', {
        searchParams: { query: '{"property":"name","operator":"eq"}', queryType: 'DataObject' },
        scopes: [{ traversalRules: [] }],
      }),
      400,
      'request.invalid',
    );
  });
});

describe('search/containers', () => {
  it('finds the file containers the caller may read, ordered and paged, in the contract shape', async () => {
    const token = `box${Date.now().toString(36)}`;
    const make = async (k: string, name: string) => {
      const r = await call<{ id: number }>('POST', `${api}/fileContainers`, { headers: key(k), body: { name } });
      expect(r.status, r.text).toBe(201);
      return r.body.id;
    };
    const b = await make(owner.key, `${token}-b`);
    const a = await make(owner.key, `${token}-A`);
    const hidden = await make(stranger.key, `${token}-hidden`);
    const searchParams = { query: JSON.stringify(c('name', 'contains', token)), queryType: 'FILE' };
    const r = await post<{ results: { id: number; name: string; type: string }[]; totalResults: number }>(
      key(owner.key),
      '/search/containers?orderBy=name&orderDesc=false',
      { searchParams },
    );
    expectContract(r, '/search/containers');
    expect(r.body.results.map((x) => x.id)).toEqual([a, b]);
    expect(r.body.results.every((x) => x.type === 'FILE')).toBe(true);
    expect(r.body.totalResults).toBe(2);
    expect(r.body.results.map((x) => x.id)).not.toContain(hidden);
    const page = await post<{ results: { id: number }[]; totalResults: number }>(
      key(owner.key),
      '/search/containers?page=1&size=1&orderBy=name&orderDesc=false',
      { searchParams: { ...searchParams, queryType: 'BASIC' } },
    );
    expect(page.body).toMatchObject({ results: [{ id: b }], totalResults: 2 });
    const byId = await post<{ results: { id: number }[] }>(key(owner.key), '/search/containers', {
      searchParams: { query: JSON.stringify(c('id', 'eq', a)), queryType: 'FILE' },
    });
    expect(byId.body.results.map((x) => x.id)).toEqual([a]);
  });

  it('finds every container kind (BASIC: all of them), gated, ordered and paged alike; deleted ones never', async () => {
    const token = `kinds${Date.now().toString(36)}`;
    const make = async (kind: string, k: string, name: string, base?: string) => {
      const r = await call<{ id: number }>('POST', `${api}/${kind}Containers`, {
        headers: key(k),
        body: { name },
        ...(base ? { base } : {}),
      });
      expect(r.status, r.text).toBe(201);
      return r.body.id;
    };
    // Spatial containers exist only while svc.spatial-data.enabled: one is made through a gateway with it on.
    const spatialOn = await startExtraGateway(await freePort(), { SVC_SPATIAL_DATA_ENABLED: 'true' });
    let spatial: number;
    try {
      spatial = await make('spatialData', owner.key, `${token}-spatial`, spatialOn.url);
    } finally {
      spatialOn.stop();
    }
    const file = await make('file', owner.key, `${token}-file`);
    const series = await make('timeseries', owner.key, `${token}-timeseries`);
    const structured = await make('structuredData', owner.key, `${token}-structured`);
    const hidden = await make('timeseries', stranger.key, `${token}-hidden`);
    const gone = await make('timeseries', owner.key, `${token}-gone`);
    const del = await call('DELETE', `${api}/timeseriesContainers/${gone}`, { headers: key(owner.key) });
    expect(del.status, del.text).toBe(204);
    const query = JSON.stringify(c('name', 'contains', token));
    type Page = { searchParams: unknown; results: { id: number; name: string; type: string }[]; totalResults: number };
    const find = async (queryType: string, params = '', h: H = key(owner.key)) => {
      const r = await post<Page>(h, `/search/containers${params}`, { searchParams: { query, queryType } });
      expectContract(r, '/search/containers');
      expect(r.body.searchParams).toEqual({ query, queryType });
      return r.body;
    };
    for (const [queryType, id] of [
      ['FILE', file],
      ['TIMESERIES', series],
      ['STRUCTUREDDATA', structured],
      ['SPATIALDATA', spatial],
    ] as const) {
      const found = await find(queryType);
      expect(
        found.results.map((x) => [x.id, x.type]),
        queryType,
      ).toEqual([[id, queryType]]);
      expect(found.totalResults, queryType).toBe(1);
    }
    const all = await find('BASIC', '?orderBy=name&orderDesc=false');
    expect(all.results.map((x) => x.id)).toEqual([file, spatial, structured, series]);
    expect(all.totalResults).toBe(4);
    expect((await find('BASIC', '?orderBy=type&orderDesc=true')).results.map((x) => x.type)).toEqual([
      'TIMESERIES',
      'STRUCTUREDDATA',
      'SPATIALDATA',
      'FILE',
    ]);
    // Default order: createdAt, newest first, across kinds.
    expect((await find('BASIC')).results.map((x) => x.id)).toEqual([structured, series, file, spatial]);
    expect(await find('BASIC', '?page=1&size=3&orderBy=id&orderDesc=false')).toMatchObject({
      results: [{ id: Math.max(file, series, structured, spatial) }],
      totalResults: 4,
    });
    // The permission filter: the stranger sees only his own, until a container is made readable.
    expect((await find('BASIC', '', key(stranger.key))).results.map((x) => x.id)).toEqual([hidden]);
    const shared = await call('PUT', `${api}/structuredDataContainers/${structured}/permissions`, {
      headers: key(owner.key),
      body: { permissionType: 'PublicReadable' },
    });
    expect(shared.status, shared.text).toBe(200);
    expect((await find('STRUCTUREDDATA', '', key(stranger.key))).results.map((x) => x.id)).toEqual([structured]);
  }, 180_000);

  it("starts from the kinds' labels (and their name indexes), never from every entity", async () => {
    const where = 'e.name = $q0';
    for (const queryType of ['BASIC', 'TIMESERIES'] as const) {
      const steps = await planSteps(containerSearchCypher(queryType, where), {
        q0: 'x',
        orderBy: 'name',
        desc: true,
        skip: int(0),
        end: int(10),
      });
      const label = `${queryType}: ${JSON.stringify(steps)}`;
      expect(
        steps.map((s) => s.operator),
        label,
      ).not.toContain('AllNodesScan');
      expect(
        steps.filter((s) => /Scan|Seek/.test(s.operator) && /:BasicEntity\b/.test(s.details)),
        label,
      ).toEqual([]);
      const seeks = steps.filter((s) => s.operator.startsWith('NodeIndexSeek')).map((s) => s.details);
      const kinds = queryType === 'BASIC' ? ['File', 'Timeseries', 'StructuredData', 'SpatialData'] : ['Timeseries'];
      for (const kind of kinds)
        expect(
          seeks.some((d) => d.includes(`:${kind}Container(name)`)),
          label,
        ).toBe(true);
    }
  });

  it('validates the query and the container type', async () => {
    expectProblem(
      await post(key(owner.key), '/search/containers', {
        searchParams: { query: '{"property":"attributes.a","operator":"eq","value":"1"}', queryType: 'FILE' },
      }),
      400,
    );
    expectProblem(
      await post(key(owner.key), '/search/containers', { searchParams: { query: '{}', queryType: 'NOPE' } }),
      400,
    );
  });
});

describe('malformed and hostile queries are 400 with a pointer to the problem', () => {
  const bad = async (query: string, detail: RegExp) => {
    const r = await post<{ detail: string }>(key(owner.key), '/search/collections', { searchParams: { query } });
    expectProblem(r, 400, 'request.invalid');
    expect(r.body.detail).toMatch(detail);
  };

  it('not JSON, unknown operator, unknown property, mixed node, empty AND, too deep, ordered attribute comparison', async () => {
    await bad('{nope', /not valid JSON/);
    await bad(JSON.stringify(c('name', 'like', 'x')), /\$\.operator: unknown operator "like"/);
    await bad(
      JSON.stringify({ OR: [c('name', 'eq', 'x'), c('password', 'eq', 'x')] }),
      /\$\.OR\[1\]\.property: unknown property "password"/,
    );
    await bad(JSON.stringify({ AND: [c('name', 'eq', 'x')], property: 'name' }), /exactly one key/);
    await bad(JSON.stringify({ AND: [] }), /non-empty array/);
    let deep: unknown = c('name', 'eq', 'x');
    for (let i = 0; i < 40; i++) deep = { NOT: deep };
    await bad(JSON.stringify(deep), /nesting deeper than/);
    await bad(
      JSON.stringify(c('attributes.size', 'gt', 'x'.repeat(300))),
      /\$\.value: gt on an attribute takes at most/,
    );
    expectProblem(
      await post(key(owner.key), '/search/collections', { searchParams: { query: '  ' } }),
      400,
      'request.invalid',
    );
  });

  it('injection attempts in property names and values stay data', async () => {
    await bad(JSON.stringify(c('name) OR true //', 'eq', 'x')), /unknown property/);
    await bad(JSON.stringify(c('name`]->() DETACH DELETE e //', 'eq', 'x')), /unknown property/);
    expect(await collections(c('name', 'eq', "x' OR 1=1 //"))).toEqual([]);
    expect(await collections(c('attributes.color', 'eq', '.*'))).toEqual([]);
    expect(await collections(c('attributes.color', 'contains', '.*'))).toEqual([]);
    expect(await collections(c('attributes.(?s).*', 'eq', 'red'))).toEqual([]);
    expect(await collections(c('attributes.color\\E.*', 'eq', 'red'))).toEqual([]);
  });
});
