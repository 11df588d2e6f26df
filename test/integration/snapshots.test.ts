import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { closeGraph, cypher, int, writeCypher } from '../support/fixtures.ts';
import { call, userWithKey, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { freePort } from '../support/private-services.ts';

/**
 * Snapshots over HTTP: creation (inline and through the worker), listing, one snapshot, and the
 * diff with each status code the specification names. The worker runs in the main test gateway
 * (its queue poller); a second gateway with a step size of 2 makes a snapshot that needs several
 * worker messages.
 */
type H = Record<string, string>;
interface Snapshot {
  appId: string;
  collectionAppId: string;
  status: string;
  entityCount: number;
  createdBy: string;
  completedAt: string | null;
  failure: string | null;
}
interface Diff {
  added: { entityAppId: string; revision: number }[];
  removed: { entityAppId: string }[];
  changed: { entityAppId: string; fromRevision: number; toRevision: number }[];
  unchangedCount: number;
  next: string | null;
}
interface Entity {
  id: number;
  appId: string;
  revision: number;
}

const api = '/svc/api';
let owner: { username: string; key: string };
let stranger: { username: string; key: string };
let h: H;

async function newCollection(name = 'snapshots'): Promise<Entity> {
  const r = await call<Entity>('POST', `${api}/collections`, { headers: h, body: { name } });
  expect(r.status, r.text).toBe(201);
  return r.body;
}
async function newDataObject(c: number, name: string): Promise<Entity> {
  const r = await call<Entity>('POST', `${api}/collections/${c}/dataObjects`, { headers: h, body: { name } });
  expect(r.status, r.text).toBe(201);
  return r.body;
}
async function newUriReference(c: number, d: number, name: string): Promise<Entity> {
  const r = await call<Entity>('POST', `${api}/collections/${c}/dataObjects/${d}/uriReferences`, {
    headers: h,
    body: { name, uri: `urn:x:${name}` },
  });
  expect(r.status, r.text).toBe(201);
  return r.body;
}
async function renameDataObject(c: number, d: number, name: string): Promise<Entity> {
  const r = await call<Entity>('PUT', `${api}/collections/${c}/dataObjects/${d}`, { headers: h, body: { name } });
  expect(r.status, r.text).toBe(200);
  return r.body;
}
async function snapshot(
  collectionAppId: string,
  headers: H = h,
  base?: string,
): Promise<{ status: number; body: Snapshot; location: string | null }> {
  const r = await call<Snapshot>('POST', `/v2/collections/${collectionAppId}/snapshots`, {
    headers,
    ...(base ? { base } : {}),
  });
  expect([201, 202], r.text).toContain(r.status);
  return { status: r.status, body: r.body, location: r.headers.get('location') };
}
async function untilDone(appId: string, seconds = 60): Promise<Snapshot> {
  return vi.waitFor(
    async () => {
      const r = await call<Snapshot>('GET', `/v2/snapshots/${appId}`, { headers: h });
      expect(r.status, r.text).toBe(200);
      expect(['COMPLETE', 'FAILED'], `snapshot ${appId} did not finish in ${seconds} s`).toContain(r.body.status);
      return r.body;
    },
    { timeout: seconds * 1000, interval: 100 },
  );
}
const diff = (a: string, b: string, query = '', headers: H = h) =>
  call<Diff>('GET', `/v2/snapshots/${a}/diff/${b}${query}`, { headers });

/** Every page of a diff with `limit` per page, concatenated, and how many pages it took. */
async function diffAll(a: string, b: string, limit: number): Promise<{ whole: Omit<Diff, 'next'>; pages: number }> {
  const whole: Omit<Diff, 'next'> = { added: [], removed: [], changed: [], unchangedCount: 0 };
  let cursor: string | null = null;
  let pages = 0;
  do {
    const r: Awaited<ReturnType<typeof diff>> = await diff(
      a,
      b,
      `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(r.status, r.text).toBe(200);
    expect(r.body.added.length + r.body.removed.length + r.body.changed.length).toBeLessThanOrEqual(limit);
    whole.added.push(...r.body.added);
    whole.removed.push(...r.body.removed);
    whole.changed.push(...r.body.changed);
    whole.unchangedCount += r.body.unchangedCount;
    cursor = r.body.next;
    pages++;
  } while (cursor && pages < 100);
  return { whole, pages };
}

beforeAll(async () => {
  owner = await userWithKey();
  stranger = await userWithKey();
  h = withKey(owner.key);
});
afterAll(closeGraph);

describe('creating and reading snapshots', () => {
  it('records the Collection, its DataObjects and their references in the request (201), readable by appId', async () => {
    const c = await newCollection();
    const d1 = await newDataObject(c.id, 'one');
    const d2 = await newDataObject(c.id, 'two');
    await newUriReference(c.id, d1.id, 'ref');
    const s = await snapshot(c.appId);
    expect(s.status).toBe(201);
    expect(s.body).toMatchObject({
      collectionAppId: c.appId,
      status: 'COMPLETE',
      entityCount: 4,
      createdBy: owner.username,
      failure: null,
    });
    expect(s.location).toBe(`/v2/snapshots/${s.body.appId}`);
    const got = await call<Snapshot>('GET', s.location ?? '', { headers: h });
    expect(got.status, got.text).toBe(200);
    expect(got.body).toEqual(s.body);
    // Any authenticated caller reads the record, as the diff.
    expect((await call('GET', s.location ?? '', { headers: withKey(stranger.key) })).status).toBe(200);
    void d2;
  });

  it('answers 404 for an unknown Collection or snapshot, 403 without Write (POST) or Read (GET list), 401 without credentials', async () => {
    const c = await newCollection();
    expectProblem(await call('POST', '/v2/collections/no-such-collection/snapshots', { headers: h }), 404);
    expectProblem(await call('GET', '/v2/collections/no-such-collection/snapshots', { headers: h }), 404);
    expectProblem(await call('GET', '/v2/snapshots/no-such-snapshot', { headers: h }), 404);
    expectProblem(await call('POST', `/v2/collections/${c.appId}/snapshots`, { headers: withKey(stranger.key) }), 403);
    expectProblem(await call('GET', `/v2/collections/${c.appId}/snapshots`, { headers: withKey(stranger.key) }), 403);
    expectProblem(await call('POST', `/v2/collections/${c.appId}/snapshots`), 401);
    expectProblem(await call('GET', `/v2/collections/${c.appId}/snapshots`), 401);
    expectProblem(await call('GET', '/v2/snapshots/whatever'), 401);
    // A reader may list but not create.
    const g = await call('PUT', `${api}/collections/${c.id}/permissions`, {
      headers: h,
      body: { permissionType: 'Private', reader: [stranger.username] },
    });
    expect(g.status, g.text).toBe(200);
    expect((await call('GET', `/v2/collections/${c.appId}/snapshots`, { headers: withKey(stranger.key) })).status).toBe(
      200,
    );
    expectProblem(await call('POST', `/v2/collections/${c.appId}/snapshots`, { headers: withKey(stranger.key) }), 403);
  });

  it("lists a Collection's snapshots newest first, in pages whose cursor is a position", async () => {
    const c = await newCollection();
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await snapshot(c.appId)).body.appId);
    const all = await call<{ snapshots: Snapshot[]; next: string | null }>(
      'GET',
      `/v2/collections/${c.appId}/snapshots`,
      { headers: h },
    );
    expect(all.status, all.text).toBe(200);
    expect(all.body.snapshots.map((s) => s.appId)).toEqual([...made].reverse());
    expect(all.body.next).toBeNull();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const r: { status: number; text: string; body: { snapshots: Snapshot[]; next: string | null } } = await call(
        'GET',
        `/v2/collections/${c.appId}/snapshots?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { headers: h },
      );
      expect(r.status, r.text).toBe(200);
      expect(r.body.snapshots.length).toBeLessThanOrEqual(2);
      seen.push(...r.body.snapshots.map((s) => s.appId));
      cursor = r.body.next;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
    // A cursor the list never handed out is a position too: an empty page, not a 400.
    const past = await call<{ snapshots: Snapshot[]; next: string | null }>(
      'GET',
      `/v2/collections/${c.appId}/snapshots?cursor=0`,
      { headers: h },
    );
    expect(past.status, past.text).toBe(200);
    expect(past.body).toEqual({ snapshots: [], next: null });
    expectProblem(
      await call('GET', `/v2/collections/${c.appId}/snapshots?limit=0`, { headers: h }),
      400,
      'request.invalid',
    );
  });
});

describe('the diff', () => {
  let a: Snapshot;
  let b: Snapshot;
  const expected = {
    added: [] as { entityAppId: string; revision: number }[],
    removed: [] as { entityAppId: string }[],
    changed: [] as Diff['changed'],
    unchangedCount: 0,
  };

  beforeAll(async () => {
    const c = await newCollection();
    const kept = await newDataObject(c.id, 'kept');
    const renamed = await newDataObject(c.id, 'renamed');
    const gone = await newDataObject(c.id, 'gone');
    const goneRef = await newUriReference(c.id, gone.id, 'gone-ref');
    const keptRef = await newUriReference(c.id, kept.id, 'kept-ref');
    a = (await snapshot(c.appId)).body;
    const after = await renameDataObject(c.id, renamed.id, 'renamed again');
    const del = await call('DELETE', `${api}/collections/${c.id}/dataObjects/${gone.id}`, { headers: h });
    expect(del.status, del.text).toBe(204);
    const fresh = await newDataObject(c.id, 'fresh');
    const freshRef = await newUriReference(c.id, kept.id, 'fresh-ref');
    b = (await snapshot(c.appId)).body;
    // Snapshot order: the Collection, then each DataObject by appId followed by its references.
    const [first, second] = [kept, fresh].sort((x, y) => (x.appId < y.appId ? -1 : 1));
    const order = first === kept ? [freshRef, fresh] : [fresh, freshRef];
    expected.added = order.map((e) => ({ entityAppId: e.appId, revision: e.revision }));
    expected.removed = [gone, goneRef].map((e) => ({ entityAppId: e.appId }));
    void second;
    expected.changed = [{ entityAppId: renamed.appId, fromRevision: renamed.revision, toRevision: after.revision }];
    expected.unchangedCount = [c, kept, keptRef].length;
  });

  it('lists added, removed and changed entities in snapshot order and counts the unchanged ones', async () => {
    expect(a.status).toBe('COMPLETE');
    expect(b.status).toBe('COMPLETE');
    expect(expected.changed[0]!.toRevision).toBe(expected.changed[0]!.fromRevision + 1);
    const r = await diff(a.appId, b.appId);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ ...expected, next: null });
  });

  it('is the mirror image from head to base, and empty against itself', async () => {
    const back = await diff(b.appId, a.appId);
    expect(back.status, back.text).toBe(200);
    expect(back.body.added).toEqual(expected.removed.map((e) => ({ ...e, revision: 1 })));
    expect(back.body.removed).toEqual(expected.added.map((e) => ({ entityAppId: e.entityAppId })));
    expect(back.body.changed).toEqual(
      expected.changed.map((e) => ({
        entityAppId: e.entityAppId,
        fromRevision: e.toRevision,
        toRevision: e.fromRevision,
      })),
    );
    const same = await diff(a.appId, a.appId);
    expect(same.body).toEqual({ added: [], removed: [], changed: [], unchangedCount: a.entityCount, next: null });
  });

  it('pages by ?limit= and ?cursor=, the pages adding up to the whole diff', async () => {
    const { whole, pages } = await diffAll(a.appId, b.appId, 1);
    expect(pages).toBeGreaterThanOrEqual(5);
    expect(whole).toEqual(expected);
    // A cursor past every entity: an empty last page.
    const end = await diff(a.appId, b.appId, '?cursor=zzzz');
    expect(end.body).toEqual({ added: [], removed: [], changed: [], unchangedCount: 0, next: null });
    expectProblem(await diff(a.appId, b.appId, '?limit=0'), 400, 'request.invalid');
    expectProblem(await diff(a.appId, b.appId, '?limit=10001'), 400, 'request.invalid');
  });

  it('is open to any authenticated user (docs/snapshots.md), not to anonymous callers', async () => {
    const r = await diff(a.appId, b.appId, '', withKey(stranger.key));
    expect(r.status, r.text).toBe(200);
    expectProblem(await call('GET', `/v2/snapshots/${a.appId}/diff/${b.appId}`), 401);
  });

  it('answers 404 for an unknown snapshot on either side', async () => {
    expectProblem(await diff('no-such-snapshot', b.appId), 404, 'resource.not-found');
    expectProblem(await diff(a.appId, 'no-such-snapshot'), 404, 'resource.not-found');
  });

  it('answers 409 while a snapshot is not complete, naming it and its status', async () => {
    for (const status of ['PENDING', 'RUNNING', 'FAILED']) {
      const appId = `test-${status}-${Date.now()}`;
      await writeCypher(
        `CREATE (:Snapshot {appId: $appId, collectionId: $cid, collectionAppId: $cAppId, status: $status, entityCount: 0, cursor: -1, stepSize: 1000,
           steps: 0, messages: 0, createdAt: '2026-01-01T00:00:00Z', createdBy: 'test'})`,
        { appId, cid: int(0), cAppId: a.collectionAppId, status },
      );
      try {
        const r = await diff(a.appId, appId);
        expectProblem(r, 409, 'resource.conflict');
        expect(r.body).toMatchObject({ snapshotAppId: appId, snapshotStatus: status });
        expectProblem(await diff(appId, a.appId), 409, 'resource.conflict');
      } finally {
        await writeCypher('MATCH (s:Snapshot {appId: $appId}) DELETE s', { appId });
      }
    }
  });
});

describe('the snapshot worker', () => {
  let extra: { url: string; stop: () => void } | undefined;
  beforeAll(async () => {
    extra = await startExtraGateway(8283, { SVC_SNAPSHOTS_STEP_SIZE: '2' });
  }, 90_000);
  afterAll(() => extra?.stop());

  it('carries on a snapshot the request started, step by step across several messages, to the same entries as an inline one', async () => {
    const c = await newCollection();
    const n = 50;
    const made: Entity[] = [];
    for (let i = 0; i < n; i++) made.push(await newDataObject(c.id, `d${i}`));
    await newUriReference(c.id, made[7]!.id, 'r7');
    const started = await snapshot(c.appId, h, extra?.url);
    expect(started.status).toBe(202);
    expect(['PENDING', 'RUNNING']).toContain(started.body.status);
    const done = await untilDone(started.body.appId, 120);
    expect(done).toMatchObject({ status: 'COMPLETE', entityCount: n + 2, failure: null });
    const [record] = await cypher<{ steps: number; messages: number }>(
      'MATCH (s:Snapshot {appId: $appId}) RETURN s.steps AS steps, s.messages AS messages',
      { appId: done.appId },
    );
    // One step in the request, the other 25 through the queue, 20 steps per message at most.
    expect(Number(record?.steps)).toBe(n / 2 + 1);
    expect(Number(record?.messages)).toBeGreaterThanOrEqual(2);
    const inline = await snapshot(c.appId);
    expect(inline.status).toBe(201);
    const d = await diff(done.appId, inline.body.appId);
    expect(d.body).toEqual({ added: [], removed: [], changed: [], unchangedCount: n + 2, next: null });
  }, 180_000);

  it('stops a snapshot whose Collection is deleted before the worker gets to it, and deletes it with the Collection', async () => {
    const c = await newCollection();
    for (let i = 0; i < 6; i++) await newDataObject(c.id, `d${i}`);
    const started = await snapshot(c.appId, h, extra?.url);
    expect(started.status).toBe(202);
    const del = await call('DELETE', `${api}/collections/${c.id}`, { headers: h });
    expect(del.status, del.text).toBe(204);
    // Whether the walk finished first or stopped (FAILED), the snapshot goes with its Collection.
    await vi.waitFor(
      async () => expect((await call('GET', `/v2/snapshots/${started.body.appId}`, { headers: h })).status).toBe(404),
      { timeout: 60_000, interval: 200 },
    );
  }, 90_000);
});

describe('a request that dies while it takes the first step', () => {
  /** `n` DataObjects written straight to the graph (ids from the legacy sequence), so one step of them takes a while. */
  async function seedDataObjects(collectionId: number, n: number): Promise<void> {
    await writeCypher(
      `MERGE (s:IdSequence {name: 'legacy'}) ON CREATE SET s.next = 1
       SET s._lock = true WITH s, s.next AS start SET s.next = start + $n REMOVE s._lock
       WITH start MATCH (c:BasicEntity:Collection {id: $collectionId})
       UNWIND range(0, $n - 1) AS i
       CREATE (d:BasicEntity:DataObject {id: start + i, appId: $appIds[i], name: 'd' + i, nameKey: 'd' + i, updatedKey: 9007199254740991, description: null, attributes: '{}',
         collectionId: $collectionId, createdAt: datetime(), createdBy: $user, revision: 1, attributesIndexed: true})
       CREATE (c)-[:HAS_DATAOBJECT]->(d)`,
      {
        n: int(n),
        collectionId: int(collectionId),
        appIds: Array.from({ length: n }, () => randomUUID()),
        user: owner.username,
      },
    );
  }

  it('leaves a message behind before any work, so the worker takes the stale lease over and completes the snapshot', async () => {
    const c = await newCollection('dies mid-step');
    const n = 15_000;
    await seedDataObjects(c.id, n);
    // A gateway whose request takes one big step (10,000 DataObjects), killed as soon as the record exists;
    // its lease is 5 s instead of 45 s, so its delayed message reaches the worker 10 s later, not 50 s.
    const doomed = await startExtraGateway(await freePort(), {
      SVC_SNAPSHOTS_STEP_SIZE: '10000',
      SVC_SNAPSHOTS_REQUEST_LEASE_MS: '5000',
    });
    let appId: string | undefined;
    try {
      const request = call('POST', `/v2/collections/${c.appId}/snapshots`, { headers: h, base: doomed.url }).catch(
        () => undefined,
      );
      await vi
        .waitFor(
          async () => {
            appId = (
              await cypher<{ appId: string }>('MATCH (s:Snapshot {collectionAppId: $c}) RETURN s.appId AS appId', {
                c: c.appId,
              })
            )[0]?.appId;
            if (!appId) throw new Error('no record yet');
          },
          { timeout: 60_000, interval: 10 },
        )
        .catch(() => undefined);
      doomed.kill();
      await request;
    } finally {
      doomed.kill();
    }
    expect(appId, 'the request never inserted its record').toBeDefined();
    const [atKill] = await cypher<{ status: string; steps: number }>(
      'MATCH (s:Snapshot {appId: $appId}) RETURN s.status AS status, s.steps AS steps',
      { appId },
    );
    // The request died before recording its step (were it this fast, the test would prove nothing).
    expect(atKill).toEqual({ status: 'PENDING', steps: 0 });
    const done = await untilDone(appId ?? '', 150);
    expect(done).toMatchObject({ status: 'COMPLETE', entityCount: n + 1, failure: null });
  }, 240_000);
});
