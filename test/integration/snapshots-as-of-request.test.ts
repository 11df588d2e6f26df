import { writeFileSync } from 'node:fs';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { awsEndpoint, localAwsCredentials, localQueueUrl } from '../../localstack/src/local-env.ts';
import { READ_PREIMAGES_CYPHER, readPreimagesParams } from '../../layers/core/src/features/snapshots/preimages.ts';
import { LEGACY_SEQUENCE, RESERVE_BLOCK_CYPHER } from '../../layers/core/src/platform/graph/legacy-ids.ts';
import { collectionPreimage, keepPreimages } from '../../layers/core/src/platform/graph/snapshot-preimages.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { closeGraph, cypher, int, planSteps, writeCypher, writeCypherRows } from '../support/fixtures.ts';
import { call, userWithKey, withKey } from '../support/local.ts';
import { freePort } from '../support/private-services.ts';
import { deleteDataObjectsInGraph, type SeededDataObject, seedDataObjectsInGraph } from '../support/seed.ts';

/**
 * A snapshot records every entity as it was when the snapshot was requested, although a large
 * Collection is walked in steps long after (docs/snapshots.md). A Collection of ENTITIES entities
 * (DataObjects seeded straight into the graph, a URI reference on every 10th, a lab journal entry on
 * every 50th) is walked in steps of STEP DataObjects; while the walk runs, entities it has not
 * reached yet are revised, deleted and created through the API (checked: the walk's cursor is still
 * before each of them once the edits are done). Snapshot a must hold the Collection as of its
 * request: a snapshot b taken afterwards differs from it by exactly those edits. Without the
 * preimages the edits keep, a recorded the edited entities as they were when the walk got to them
 * (no change, no removal, the created ones added).
 *
 * The pass/fail run takes 5,000 entities in 200 steps; `npm run bench -- snapshots-as-of-request`
 * runs this file with 100,000 entities in 400 steps of 250 (about 50 s) and keeps its figures.
 */
const ENTITIES = Number(process.env['SVC_TEST_SNAPSHOT_ENTITIES'] || 5_000);
/** 200 steps by default: the edits are done within the first 10 or so; the first edited entity is past step 120. */
const STEP = Number(process.env['SVC_TEST_SNAPSHOT_STEP'] || 25);
/** Where to write the figures (`npm run bench -- snapshots-as-of-request`: 100,000 entities in steps of 250). */
const FIGURES = process.env['SVC_TEST_SNAPSHOT_FIGURES'];
const api = '/svc/api';

interface Snapshot {
  appId: string;
  status: string;
  entityCount: number;
  failure: string | null;
}
interface Diff {
  added: { entityAppId: string; revision: number }[];
  removed: { entityAppId: string }[];
  changed: { entityAppId: string; fromRevision: number; toRevision: number }[];
  unchangedCount: number;
  next: string | null;
}

let h: Record<string, string>;
let username: string;
let collection: { id: number; appId: string; revision: number };
let seeded: SeededDataObject[];
let stepped: { url: string; stop: () => void } | undefined;
const figures: Record<string, unknown> = { entities: ENTITIES, stepSize: STEP };

async function untilDone(appId: string, seconds: number): Promise<Snapshot> {
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

async function wholeDiff(a: string, b: string): Promise<Omit<Diff, 'next'>> {
  const whole: Omit<Diff, 'next'> = { added: [], removed: [], changed: [], unchangedCount: 0 };
  let cursor: string | null = null;
  do {
    const r: { status: number; text: string; body: Diff } = await call<Diff>(
      'GET',
      `/v2/snapshots/${a}/diff/${b}?limit=10000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { headers: h },
    );
    expect(r.status, r.text).toBe(200);
    whole.added.push(...r.body.added);
    whole.removed.push(...r.body.removed);
    whole.changed.push(...r.body.changed);
    whole.unchangedCount += r.body.unchangedCount;
    cursor = r.body.next;
  } while (cursor);
  return whole;
}

const expectOk = (r: { status: number; text: string }, status: number) => expect(r.status, r.text).toBe(status);

beforeAll(async () => {
  const owner = await userWithKey();
  username = owner.username;
  h = withKey(owner.key);
  const c = await call<{ id: number; appId: string; revision: number }>('POST', `${api}/collections`, {
    headers: h,
    body: { name: 'snapshot as of its request' },
  });
  expectOk(c, 201);
  collection = c.body;
  const seeding = performance.now();
  seeded = await seedDataObjectsInGraph(collection.id, ENTITIES - 1, username, {
    referenceEvery: 10,
    journalEvery: 50,
  });
  figures['seedSeconds'] = Math.round(performance.now() - seeding) / 1000;
  stepped = await startExtraGateway(await freePort(), { SVC_SNAPSHOTS_STEP_SIZE: String(STEP) });
}, 180_000);

afterAll(async () => {
  stepped?.stop();
  if (collection) {
    await deleteDataObjectsInGraph(collection.id);
    await call('DELETE', `${api}/collections/${collection.id}`, { headers: h });
  }
  await closeGraph();
}, 120_000);

describe(`a snapshot of ${ENTITIES.toLocaleString('en')} entities edited while it is walked`, () => {
  it('records every entity as of the request: revised ones at their revision then, deleted ones as they were, created ones not', async () => {
    const withRef = seeded.filter((d) => d.uriReference);
    const withJournal = seeded.filter((d) => d.journalEntry);
    const late = <T extends SeededDataObject>(xs: T[], k: number, from = 0.6): T[] =>
      xs.slice(Math.floor(xs.length * from), Math.floor(xs.length * from) + k);
    // All in the last 40% of the walk, in appId order, none picked twice.
    const revised = late(seeded, 5, 0.6);
    const deleted = late(withRef, 5, 0.7); // each with its URI reference
    const deletedWithJournal = late(withJournal, 2, 0.8); // with its reference and lab journal entry
    const refsDeleted = late(withRef, 3, 0.9); // the reference only
    const journalsRevised = late(withJournal, 3, 0.9).filter((d) => !deletedWithJournal.includes(d));
    const gainRefs = late(seeded, 3, 0.95).filter((d) => !d.uriReference);
    const journalsDeleted = late(withJournal, 2, 0.95);
    // A reference older versions stored without an appId (the walk does not record it): its delete keeps no preimage.
    const [legacy] = late(seeded, 1, 0.85);
    const [block] = await writeCypherRows<{ start: number }>(RESERVE_BLOCK_CYPHER, {
      name: LEGACY_SEQUENCE,
      size: int(1),
    });
    const legacyRefId = Number(block?.start);
    await writeCypher(
      `MATCH (d:DataObject {id: $d}) CREATE (d)-[:HAS_REFERENCE]->(:BasicEntity:URIReference {id: $id, name: 'legacy',
         relationship: null, uri: 'urn:x:legacy', createdAt: datetime(), createdBy: $user})`,
      { d: int(legacy!.id), id: int(legacyRefId), user: username },
    );

    const requested = performance.now();
    const started = await call<Snapshot>('POST', `/v2/collections/${collection.appId}/snapshots`, {
      headers: h,
      base: stepped?.url,
    });
    expectOk(started, 202);
    const a = started.body.appId;

    const edits: Promise<unknown>[] = [];
    const t0 = performance.now();
    for (const d of revised)
      edits.push(
        call('PUT', `${api}/collections/${collection.id}/dataObjects/${d.id}`, {
          headers: h,
          body: { name: `${d.appId}-revised` },
        }).then((r) => expectOk(r, 200)),
      );
    for (const d of [...deleted, ...deletedWithJournal])
      edits.push(
        call('DELETE', `${api}/collections/${collection.id}/dataObjects/${d.id}`, { headers: h }).then((r) =>
          expectOk(r, 204),
        ),
      );
    for (const d of refsDeleted)
      edits.push(
        call('DELETE', `${api}/collections/${collection.id}/dataObjects/${d.id}/uriReferences/${d.uriReference?.id}`, {
          headers: h,
        }).then((r) => expectOk(r, 204)),
      );
    edits.push(
      call('DELETE', `${api}/collections/${collection.id}/dataObjects/${legacy!.id}/uriReferences/${legacyRefId}`, {
        headers: h,
      }).then((r) => expectOk(r, 204)),
    );
    for (const d of journalsRevised)
      edits.push(
        call('PUT', `${api}/labJournalEntries/${d.journalEntry?.id}`, {
          headers: h,
          body: { journalContent: '<p>revised</p>' },
        }).then((r) => expectOk(r, 200)),
      );
    const addedRefs: string[] = []; // and lab journal entries
    for (const d of gainRefs)
      edits.push(
        call<{ appId: string }>('POST', `${api}/collections/${collection.id}/dataObjects/${d.id}/uriReferences`, {
          headers: h,
          body: { name: 'added while walked', uri: 'urn:x:added' },
        }).then((r) => {
          expectOk(r, 201);
          addedRefs.push(r.body.appId);
        }),
      );
    for (const d of gainRefs)
      edits.push(
        call<{ appId: string }>('POST', `${api}/labJournalEntries?dataObjectId=${d.id}`, {
          headers: h,
          body: { journalContent: '<p>added while walked</p>' },
        }).then((r) => {
          expectOk(r, 201);
          addedRefs.push(r.body.appId);
        }),
      );
    for (const d of journalsDeleted)
      edits.push(
        call('DELETE', `${api}/labJournalEntries/${d.journalEntry?.id}`, { headers: h }).then((r) => expectOk(r, 204)),
      );
    const addedObjects: { appId: string }[] = [];
    for (let i = 0; i < 3; i++)
      edits.push(
        call<{ appId: string }>('POST', `${api}/collections/${collection.id}/dataObjects`, {
          headers: h,
          body: { name: `added while walked ${i}` },
        }).then((r) => {
          expectOk(r, 201);
          addedObjects.push(r.body);
        }),
      );
    edits.push(
      call('PUT', `${api}/collections/${collection.id}`, { headers: h, body: { name: 'renamed while walked' } }).then(
        (r) => expectOk(r, 200),
      ),
    );
    await Promise.all(edits);
    const editMs = Math.round(performance.now() - t0);

    // The edits landed mid-walk: once all of them are done, the walk has reached none of them.
    const [walk] = await cypher<{ status: string; cursor: string; steps: number }>(
      'MATCH (s:Snapshot {appId: $a}) RETURN s.status AS status, s.cursor AS cursor, s.steps AS steps',
      { a },
    );
    figures['edits'] = edits.length;
    figures['editSeconds'] = editMs / 1000;
    figures['stepWhenEditsWereDone'] = walk?.steps;
    expect(walk?.status).toBe('RUNNING');
    const firstEdited = [
      ...revised,
      ...deleted,
      ...deletedWithJournal,
      ...refsDeleted,
      ...journalsRevised,
      ...gainRefs,
      ...journalsDeleted,
    ]
      .map((d) => d.appId)
      .sort()[0]!;
    expect(walk!.cursor < firstEdited, `cursor ${walk?.cursor} is past ${firstEdited}`).toBe(true);
    for (const o of addedObjects) expect(walk!.cursor < o.appId).toBe(true);
    const [kept] = await cypher<{ n: number }>(
      'MATCH (p:SnapshotPreimage) WHERE p.snapshotAppId = $a RETURN count(p) AS n',
      {
        a,
      },
    );
    expect(Number(kept?.n)).toBeGreaterThan(0);
    figures['preimagesKept'] = Number(kept?.n);

    const doneA = await untilDone(a, 120);
    figures['walkSeconds'] = Math.round(performance.now() - requested) / 1000;
    figures['entityCount'] = doneA.entityCount;
    const refs = seeded.filter((d) => d.uriReference).length;
    const journals = seeded.filter((d) => d.journalEntry).length;
    expect(doneA).toMatchObject({ status: 'COMPLETE', entityCount: ENTITIES + refs + journals, failure: null });
    const [left] = await cypher<{ n: number }>(
      'MATCH (p:SnapshotPreimage) WHERE p.snapshotAppId = $a RETURN count(p) AS n',
      {
        a,
      },
    );
    expect(Number(left?.n), 'the preimages of a finished walk are gone').toBe(0);
    // A write that read the snapshot RUNNING before its last step and committed after it: the delayed
    // message a finished walk leaves (sent here at once) deletes what such a write kept.
    const lateKey = seeded[0]!.appId;
    await writeCypher(
      `CREATE (:SnapshotPreimage {id: $a + ' ' + $key, snapshotAppId: $a, key: $key, existed: true, revision: 1})`,
      { a, key: lateKey },
    );
    const sqs = new SQSClient({ region: 'us-east-1', endpoint: awsEndpoint, credentials: localAwsCredentials });
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: localQueueUrl('snapshots'),
        MessageBody: JSON.stringify({ snapshotAppId: a }),
      }),
    );
    sqs.destroy();
    await vi.waitFor(
      async () => {
        const [n] = await cypher<{ n: number }>(
          'MATCH (p:SnapshotPreimage) WHERE p.snapshotAppId = $a RETURN count(p) AS n',
          { a },
        );
        expect(Number(n?.n), 'the message for a finished snapshot deletes its preimages').toBe(0);
      },
      { timeout: 30_000, interval: 200 },
    );

    const b = await call<Snapshot>('POST', `/v2/collections/${collection.appId}/snapshots`, { headers: h });
    expect([201, 202]).toContain(b.status);
    const doneB = await untilDone(b.body.appId, 120);
    expect(doneB.status).toBe('COMPLETE');

    const d = await wholeDiff(a, b.body.appId);
    const byId = (x: { entityAppId: string }, y: { entityAppId: string }) => (x.entityAppId < y.entityAppId ? -1 : 1);
    expect(d.changed.sort(byId)).toEqual(
      [
        { entityAppId: collection.appId, fromRevision: collection.revision, toRevision: collection.revision + 1 },
        ...revised.map((x) => ({ entityAppId: x.appId, fromRevision: 1, toRevision: 2 })),
        ...journalsRevised.map((x) => ({ entityAppId: x.journalEntry!.appId, fromRevision: 1, toRevision: 2 })),
      ].sort(byId),
    );
    expect(d.removed.map((x) => x.entityAppId).sort()).toEqual(
      [
        ...[...deleted, ...deletedWithJournal].flatMap((x) => [
          x.appId,
          ...[x.uriReference, x.journalEntry].flatMap((o) => (o ? [o.appId] : [])),
        ]),
        ...refsDeleted.map((x) => x.uriReference!.appId),
        ...journalsDeleted.map((x) => x.journalEntry!.appId),
      ].sort(),
    );
    expect(d.added.map((x) => x.entityAppId).sort()).toEqual(
      [...addedRefs, ...addedObjects.map((o) => o.appId)].sort(),
    );
    expect(d.added.every((x) => x.revision === 1)).toBe(true);
    expect(d.unchangedCount).toBe(doneA.entityCount - d.changed.length - d.removed.length);
    const [record] = await cypher<{ steps: number; messages: number }>(
      'MATCH (s:Snapshot {appId: $a}) RETURN s.steps AS steps, s.messages AS messages',
      { a },
    );
    Object.assign(figures, {
      steps: record?.steps,
      workerMessages: record?.messages,
      diff: {
        changed: d.changed.length,
        removed: d.removed.length,
        added: d.added.length,
        unchanged: d.unchangedCount,
      },
    });
    if (FIGURES) writeFileSync(FIGURES, `${JSON.stringify(figures, null, 2)}\n`);
  }, 300_000);

  it('costs index seeks: a write seeks the running snapshots of its Collection, a step its range of preimages', async () => {
    // The production fragment, as the Collection's update runs it (EXPLAIN: nothing is written).
    const write = await planSteps(
      `MATCH (c:BasicEntity:Collection {id: $cid})
       ${keepPreimages(['c'], 'c.id', `[${collectionPreimage('c')}]`)}
       RETURN c.id AS id`,
      { cid: int(collection.id) },
    );
    expect(
      write.some((s) => s.operator.includes('NodeIndexSeek') && s.details.includes('Snapshot(collectionId, status)')),
      JSON.stringify(write),
    ).toBe(true);
    const step = await planSteps(READ_PREIMAGES_CYPHER, readPreimagesParams('a', '', null, 26));
    expect(
      step.some((s) => s.operator.includes('IndexSeekByRange') && s.details.includes('SnapshotPreimage(id)')),
      JSON.stringify(step),
    ).toBe(true);
    // Read in index order: the LIMIT stops the seek, no sort reads the whole range first.
    expect(step.map((s) => s.operator).some((o) => /Sort|Top/.test(o))).toBe(false);
  });

  it('records at most a step of DataObjects per step however many were deleted ahead of the walk', async () => {
    const started = await call<Snapshot>('POST', `/v2/collections/${collection.appId}/snapshots`, {
      headers: h,
      base: stepped?.url,
    });
    expectOk(started, 202);
    const c = started.body.appId;
    // DataObjects deleted since the request, after every live one: what their deletes would have kept.
    const GONE = 12 * STEP;
    const gone = Array.from({ length: GONE }, (_, i) => `ffffffff-ffff-7fff-bfff-${String(i).padStart(12, '0')}`);
    await writeCypher(
      `UNWIND $keys AS key CREATE (:SnapshotPreimage {id: $c + ' ' + key, snapshotAppId: $c, key: key, existed: true, revision: 1})`,
      { c, keys: gone },
    );
    const [walk] = await cypher<{ status: string; cursor: string }>(
      'MATCH (s:Snapshot {appId: $c}) RETURN s.status AS status, s.cursor AS cursor',
      { c },
    );
    expect(walk?.status).toBe('RUNNING');
    const doneC = await untilDone(c, 120);
    // The Collection as it is, in one step of the default size.
    const b = await call<Snapshot>('POST', `/v2/collections/${collection.appId}/snapshots`, { headers: h });
    expect([201, 202]).toContain(b.status);
    const now = await untilDone(b.body.appId, 120);
    expect(doneC).toMatchObject({ status: 'COMPLETE', entityCount: now.entityCount + GONE });
    const [record] = await cypher<{ steps: number }>('MATCH (s:Snapshot {appId: $c}) RETURN s.steps AS steps', { c });
    const [live] = await cypher<{ n: number }>('MATCH (d:DataObject) WHERE d.collectionId = $id RETURN count(d) AS n', {
      id: int(collection.id),
    });
    // Unbounded, the last step read all GONE of them at once: as many steps as the live DataObjects take.
    expect(Number(record?.steps)).toBeGreaterThanOrEqual(Math.ceil((Number(live?.n) + GONE) / STEP));
    const d = await wholeDiff(c, now.appId);
    expect(d.removed.map((x) => x.entityAppId).sort()).toEqual(gone);
    expect(d.added).toEqual([]);
    expect(d.changed).toEqual([]);
    const [left] = await cypher<{ n: number }>(
      'MATCH (p:SnapshotPreimage) WHERE p.snapshotAppId = $c RETURN count(p) AS n',
      { c },
    );
    expect(Number(left?.n)).toBe(0);
  }, 180_000);
});
