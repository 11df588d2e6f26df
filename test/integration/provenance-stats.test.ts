import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { useLocalCore } from '../support/local-core.ts';
import { asAdmin, call, userWithKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';

type Stats = {
  totals: { activities: number; agents: number; firstAtMillis: number | null; lastAtMillis: number | null };
  byActionKind: Record<string, number>;
  sparkline: { days: number; fromMillis: number; counts: number[] };
  cumulative: number[];
  collectionId: number;
};
const DAY = 86_400_000;

/** Seeds activities into the running stack's provenance table, scoped to a Collection. */
async function seed(
  collectionKey: string,
  rows: { daysAgo: number; kind: 'CREATE' | 'READ' | 'UPDATE' | 'DELETE' | 'EXECUTE'; agent: string }[],
) {
  const restore = useLocalCore();
  const { putActivity } = await import('../../layers/core/src/features/provenance/store.ts');
  const now = Date.now();
  for (const r of rows) {
    const t = now - r.daysAgo * DAY;
    await putActivity(
      {
        appId: randomUUID(),
        actionKind: r.kind,
        targetKind: 'DataObject',
        targetAppId: randomUUID(),
        agentUsername: r.agent,
        summary: 'seeded',
        startedAtMillis: t,
        endedAtMillis: t,
        method: 'PUT',
        path: '/seed',
        status: 200,
        originInstance: 'test',
      },
      collectionKey,
    );
  }
  restore();
}

describe('GET /v2/provenance/stats?scope=collection', () => {
  it('aggregates a seeded collection with exact numbers, counting both id spellings', async () => {
    const owner = await userWithKey();
    const created = await call<{ id: number; appId: string }>('POST', '/svc/api/collections', {
      headers: { 'x-api-key': owner.key },
      body: { name: 'stats', description: 'd', attributes: {} },
    });
    expect(created.status).toBe(201);
    // The create itself is captured (scope: the new appId); seed more under the legacy id.
    await seed(String(created.body.id), [
      { daysAgo: 200, kind: 'CREATE', agent: 'seed-a' },
      { daysAgo: 10, kind: 'UPDATE', agent: 'seed-a' },
      { daysAgo: 10, kind: 'READ', agent: 'seed-b' },
      { daysAgo: 1, kind: 'EXECUTE', agent: 'seed-b' },
    ]);
    let s: Stats | undefined;
    // Up to 2 s for the capture of the create; the assertions below judge the stats seen last.
    await vi
      .waitFor(
        async () => {
          const r = await call<Stats>('GET', `/v2/provenance/stats?scope=collection&id=${created.body.id}`, {
            headers: { 'x-api-key': owner.key },
          });
          expect(r.status, r.text).toBe(200);
          s = r.body;
          if (s.totals.activities < 5) throw new Error('not captured yet');
        },
        { timeout: 2_000, interval: 50 },
      )
      .catch(() => undefined);
    expect(s?.collectionId).toBe(created.body.id);
    expect(s?.totals).toMatchObject({ activities: 5, agents: 3 });
    expect(s?.byActionKind).toEqual({ CREATE: 2, READ: 1, UPDATE: 1, DELETE: 0, EXECUTE: 1 });
    expect(s?.sparkline.days).toBe(30);
    expect(s?.sparkline.counts.reduce((a, b) => a + b, 0)).toBe(4);
    expect(s?.sparkline.counts[29]).toBe(1);
    expect(s?.sparkline.counts[28]).toBe(1);
    expect(s?.sparkline.counts[19]).toBe(2);
    expect(s?.cumulative[0]).toBe(1);
    expect(s?.cumulative[29]).toBe(5);
    const byAppId = await call<Stats>('GET', `/v2/provenance/stats?scope=collection&id=${created.body.appId}`, {
      headers: asAdmin(),
    });
    expect(byAppId.body.totals.activities).toBe(5);
  });

  it('needs Read on the Collection (admins bypass), 404 for a missing one, 400 for another scope', async () => {
    const owner = await userWithKey();
    const stranger = await userWithKey();
    const created = await call<{ id: number }>('POST', '/svc/api/collections', {
      headers: { 'x-api-key': owner.key },
      body: { name: 'private stats', description: 'd', attributes: {} },
    });
    await call('PUT', `/svc/api/collections/${created.body.id}/permissions`, {
      headers: { 'x-api-key': owner.key },
      body: {
        permissionType: 'Private',
        owner: owner.username,
        reader: [],
        writer: [],
        manager: [],
        readerGroupIds: [],
        writerGroupIds: [],
      },
    });
    expectProblem(
      await call('GET', `/v2/provenance/stats?scope=collection&id=${created.body.id}`, {
        headers: { 'x-api-key': stranger.key },
      }),
      403,
    );
    expect(
      (await call('GET', `/v2/provenance/stats?scope=collection&id=${created.body.id}`, { headers: asAdmin() })).status,
    ).toBe(200);
    expectProblem(
      await call('GET', '/v2/provenance/stats?scope=collection&id=999999999999', { headers: asAdmin() }),
      404,
    );
    expectProblem(
      await call('GET', `/v2/provenance/stats?scope=user&id=${created.body.id}`, { headers: asAdmin() }),
      400,
    );
    expectProblem(await call('GET', `/v2/provenance/stats?scope=collection&id=${created.body.id}`), 401);
  });
});
