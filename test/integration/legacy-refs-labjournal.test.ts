import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithKey, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { closeGraph, cypher, declaredStatuses, int } from '../support/fixtures.ts';
import { expectContract } from '../support/contract.ts';

type H = Record<string, string>;
interface Entry {
  id: number;
  appId: string;
  dataObjectId: number;
  journalContent: string;
  createdBy: string;
  updatedAt: string | null;
  updatedBy: string | null;
  revision: number;
}

const api = '/svc/api';
const key = withKey;
const LIST = '/labJournalEntries';
const ONE = '/labJournalEntries/{labJournalEntryId}';

let owner: { username: string; key: string };
let h: H;

async function newObject(headers: H = h): Promise<{ c: number; d: number }> {
  const c = await call<{ id: number }>('POST', `${api}/collections`, { headers, body: { name: 'Journal' } });
  expect(c.status, c.text).toBe(201);
  const d = await call<{ id: number }>('POST', `${api}/collections/${c.body.id}/dataObjects`, {
    headers,
    body: { name: 'experiment' },
  });
  expect(d.status, d.text).toBe(201);
  return { c: c.body.id, d: d.body.id };
}

const create = (d: number, journalContent: string, headers: H = h) =>
  call<Entry>('POST', `${api}/labJournalEntries?dataObjectId=${d}`, { headers, body: { journalContent } });

beforeAll(async () => {
  owner = await userWithKey();
  h = key(owner.key);
});
afterAll(closeGraph);

describe('Lab journal entries: CRUD answers the reference schema', () => {
  it('create, list (newest first), get, update, delete', async () => {
    const { d } = await newObject();
    const first = await create(d, '<p>first <b>entry</b></p>');
    expectContract(first, LIST, 'post', 201);
    expect(first.body).toMatchObject({
      dataObjectId: d,
      journalContent: '<p>first <b>entry</b></p>',
      createdBy: owner.username,
      updatedAt: null,
      updatedBy: null,
      revision: 1,
    });
    const second = await create(d, '<p>second</p>');
    expect(second.status, second.text).toBe(201);
    const all = await call<Entry[]>('GET', `${api}/labJournalEntries?dataObjectId=${d}`, { headers: h });
    expectContract(all, LIST, 'get', 200);
    expect(all.body.map((e) => e.id)).toEqual([second.body.id, first.body.id]);
    const got = await call<Entry>('GET', `${api}/labJournalEntries/${first.body.id}`, { headers: h });
    expectContract(got, ONE, 'get', 200);
    expect(got.body).toEqual(first.body);
    const updated = await call<Entry>('PUT', `${api}/labJournalEntries/${first.body.id}`, {
      headers: h,
      body: { journalContent: '<p>changed</p>' },
    });
    expectContract(updated, ONE, 'put', 200);
    expect(updated.body).toMatchObject({
      id: first.body.id,
      journalContent: '<p>changed</p>',
      updatedBy: owner.username,
      revision: 2,
    });
    expect(updated.body.updatedAt).not.toBeNull();
    const del = await call('DELETE', `${api}/labJournalEntries/${first.body.id}`, { headers: h });
    expect(del.status, del.text).toBe(204);
    expect(declaredStatuses(ONE, 'delete')).toContain('204');
    expectProblem(await call('GET', `${api}/labJournalEntries/${first.body.id}`, { headers: h }), 404);
    expectProblem(await call('DELETE', `${api}/labJournalEntries/${first.body.id}`, { headers: h }), 404);
    const [left] = await cypher<{ nodes: number }>('RETURN COUNT { MATCH (n) WHERE n.id = $id } AS nodes', {
      id: int(first.body.id),
    });
    expect(left).toEqual({ nodes: 0 });
    expect(
      (await call<Entry[]>('GET', `${api}/labJournalEntries?dataObjectId=${d}`, { headers: h })).body.map((e) => e.id),
    ).toEqual([second.body.id]);
  });

  it('entries are not references: the DataObject view does not count them', async () => {
    const { c, d } = await newObject();
    expect((await create(d, 'plain text')).status).toBe(201);
    const obj = await call<{ referenceIds: number[] }>('GET', `${api}/collections/${c}/dataObjects/${d}`, {
      headers: h,
    });
    expect(obj.body.referenceIds).toEqual([]);
  });
});

describe('Lab journal entries: validation', () => {
  it('refuses a missing or bad dataObjectId (400), an unknown DataObject or entry (404), and unsafe HTML (400)', async () => {
    const { d } = await newObject();
    expectProblem(await call('GET', `${api}/labJournalEntries`, { headers: h }), 400);
    expectProblem(await call('GET', `${api}/labJournalEntries?dataObjectId=x`, { headers: h }), 400);
    expectProblem(await call('GET', `${api}/labJournalEntries?dataObjectId=987654321987`, { headers: h }), 404);
    expectProblem(await create(987654321987, 'x'), 404);
    expectProblem(await call('POST', `${api}/labJournalEntries?dataObjectId=${d}`, { headers: h, body: {} }), 400);
    expectProblem(await call('GET', `${api}/labJournalEntries/987654321987`, { headers: h }), 404);
    expectProblem(
      await call('PUT', `${api}/labJournalEntries/987654321987`, { headers: h, body: { journalContent: 'x' } }),
      404,
    );
    for (const bad of [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
    ]) {
      const r = await create(d, bad);
      expectProblem(r, 400);
      expect(r.body).toMatchObject({ suppliedHtml: bad });
    }
    const ok = await create(d, '<p>fine</p>');
    expectProblem(
      await call('PUT', `${api}/labJournalEntries/${ok.body.id}`, {
        headers: h,
        body: { journalContent: '<iframe src="x"></iframe>' },
      }),
      400,
    );
    expect(
      (await call<Entry>('GET', `${api}/labJournalEntries/${ok.body.id}`, { headers: h })).body.journalContent,
    ).toBe('<p>fine</p>');
  });
});

describe("Lab journal entries: permissions come from the DataObject's Collection", () => {
  it('a reader lists and reads but cannot create, update or delete; a stranger gets 403; a writer writes', async () => {
    const [reader, writer, stranger] = await Promise.all([userWithKey(), userWithKey(), userWithKey()]);
    const { c, d } = await newObject();
    const perm = await call('PUT', `${api}/collections/${c}/permissions`, {
      headers: h,
      body: { permissionType: 'Private', reader: [reader.username], writer: [writer.username] },
    });
    expect(perm.status, perm.text).toBe(200);
    const e = await create(d, '<p>owner</p>');
    expect(e.status).toBe(201);
    expect((await call('GET', `${api}/labJournalEntries?dataObjectId=${d}`, { headers: key(reader.key) })).status).toBe(
      200,
    );
    expect((await call('GET', `${api}/labJournalEntries/${e.body.id}`, { headers: key(reader.key) })).status).toBe(200);
    for (const who of [reader, stranger]) {
      expectProblem(await create(d, 'x', key(who.key)), 403);
      expectProblem(
        await call('PUT', `${api}/labJournalEntries/${e.body.id}`, {
          headers: key(who.key),
          body: { journalContent: 'x' },
        }),
        403,
      );
      expectProblem(await call('DELETE', `${api}/labJournalEntries/${e.body.id}`, { headers: key(who.key) }), 403);
    }
    expectProblem(await call('GET', `${api}/labJournalEntries?dataObjectId=${d}`, { headers: key(stranger.key) }), 403);
    expectProblem(await call('GET', `${api}/labJournalEntries/${e.body.id}`, { headers: key(stranger.key) }), 403);
    const w = await create(d, '<p>writer</p>', key(writer.key));
    expect(w.status, w.text).toBe(201);
    expect(w.body.createdBy).toBe(writer.username);
    expect(
      (
        await call('PUT', `${api}/labJournalEntries/${e.body.id}`, {
          headers: key(writer.key),
          body: { journalContent: 'edited' },
        })
      ).status,
    ).toBe(200);
    expect((await call('DELETE', `${api}/labJournalEntries/${w.body.id}`, { headers: key(writer.key) })).status).toBe(
      204,
    );
  });
});
