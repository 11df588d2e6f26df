import { afterAll, describe, expect, it } from 'vitest';
import { call, userWithKey } from '../support/local.ts';
import { closeGraph, cypher, int } from '../support/fixtures.ts';

afterAll(() => closeGraph());

/** What an entity owns (references, lab journal entries, annotations) is deleted with it. */
describe('deleting an entity removes what it owns', () => {
  async function seeded() {
    const { key } = await userWithKey();
    const h = { 'x-api-key': key };
    const c = (
      await call<{ id: number }>('POST', '/svc/api/collections', {
        headers: h,
        body: { name: 'owner', description: 'd', attributes: {} },
      })
    ).body.id;
    const d = (
      await call<{ id: number }>('POST', `/svc/api/collections/${c}/dataObjects`, {
        headers: h,
        body: { name: 'd', description: 'd', attributes: {} },
      })
    ).body.id;
    const j = await call<{ id: number }>('POST', `/svc/api/labJournalEntries?dataObjectId=${d}`, {
      headers: h,
      body: { journalContent: '<p>note</p>' },
    });
    expect(j.status, j.text).toBe(201);
    const u = await call<{ id: number }>('POST', `/svc/api/collections/${c}/dataObjects/${d}/uriReferences`, {
      headers: h,
      body: { name: 'u', uri: 'https://example.org/x' },
    });
    expect(u.status, u.text).toBe(201);
    return { h, c, d, ids: [j.body.id, u.body.id] };
  }
  const remaining = async (ids: number[]) =>
    (
      await cypher<{ n: number }>('MATCH (x:BasicEntity) WHERE x.id IN $ids RETURN count(x) AS n', {
        ids: ids.map(int),
      })
    )[0];

  it('a DataObject takes its lab journal entries and references with it', async () => {
    const s = await seeded();
    expect((await call('DELETE', `/svc/api/collections/${s.c}/dataObjects/${s.d}`, { headers: s.h })).status).toBe(204);
    expect(Number((await remaining(s.ids))?.n)).toBe(0);
  });

  it('a Collection takes everything of its DataObjects with it', async () => {
    const s = await seeded();
    expect((await call('DELETE', `/svc/api/collections/${s.c}`, { headers: s.h })).status).toBe(204);
    expect(Number((await remaining([...s.ids, s.d]))?.n)).toBe(0);
  });
});
