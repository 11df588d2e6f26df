import { describe, expect, it } from 'vitest';
import { asAdmin, call, userWithKey, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';

type Stats = {
  from: string;
  to: string;
  total: number;
  distinctCallers: number;
  lastCallAt: string | null;
  lastOperation: string | null;
  perOperation: Record<string, number>;
  operations: Record<string, { calls: number; distinctCallers: number; lastCallAt: string | null }>;
  perDay: { day: string; total: number; perOperation: Record<string, number> }[];
};

/** GET /v2/admin/legacy/v1/stats: counters of legacy-shelf calls per operation and per day. */
describe('legacy shelf statistics', () => {
  it('counts legacy calls per operation and day, with distinct callers and the last call', async () => {
    const stats = async () => {
      const r = await call<Stats>('GET', '/v2/admin/legacy/v1/stats?days=2', { headers: asAdmin() });
      expect(r.status, r.text).toBe(200);
      return r.body;
    };
    const before = await stats();
    const a = await userWithKey();
    const b = await userWithKey();
    for (const u of [a, a, b])
      expect((await call('GET', '/svc/api/users', { headers: withKey(u.key) })).status).toBe(200);
    const after = await stats();
    const today = new Date().toISOString().slice(0, 10);
    expect(after.to).toBe(today);
    // Other callers may use the shelf concurrently: at least ours were counted.
    expect(
      (after.perOperation['getCurrentUser'] ?? 0) - (before.perOperation['getCurrentUser'] ?? 0),
    ).toBeGreaterThanOrEqual(3);
    expect(after.total - before.total).toBeGreaterThanOrEqual(3);
    expect(after.distinctCallers - before.distinctCallers).toBeGreaterThanOrEqual(2);
    expect(after.perDay.find((d) => d.day === today)?.perOperation['getCurrentUser']).toBeGreaterThanOrEqual(3);
    expect(after.lastCallAt && after.lastCallAt >= (before.lastCallAt ?? '')).toBe(true);
    // The v2 stats call itself is not a legacy call.
    expect(after.perOperation['getLegacyV1Stats']).toBeUndefined();
  });

  it('reports per operation its calls, distinct callers and last call', async () => {
    const stats = async () => {
      const r = await call<Stats>('GET', '/v2/admin/legacy/v1/stats?days=1', { headers: asAdmin() });
      expect(r.status, r.text).toBe(200);
      return r.body;
    };
    // Taken before the users exist: creating one may already call the shelf as that user.
    const before = await stats();
    const a = await userWithKey();
    const b = await userWithKey();
    const started = new Date().toISOString();
    for (const u of [a, b, a]) {
      expect((await call('GET', '/svc/api/users', { headers: withKey(u.key) })).status).toBe(200);
      expect((await call('GET', '/svc/api/collections?page=0&size=1', { headers: withKey(u.key) })).status).toBe(200);
    }
    const after = await stats();
    const op = (s: Stats, name: string) => s.operations[name] ?? { calls: 0, distinctCallers: 0, lastCallAt: null };
    for (const name of ['getCurrentUser', 'getAllCollections']) {
      // Other callers may use the shelf concurrently: at least ours were counted.
      expect(op(after, name).calls - op(before, name).calls).toBeGreaterThanOrEqual(3);
      expect(op(after, name).distinctCallers - op(before, name).distinctCallers).toBeGreaterThanOrEqual(2);
      expect(op(after, name).lastCallAt! >= started).toBe(true);
      expect(op(after, name).calls).toBe(after.perOperation[name]);
    }
    expect(op(after, 'getCurrentUser').distinctCallers).toBeLessThanOrEqual(after.distinctCallers);
    expect(after.lastCallAt! >= op(after, 'getCurrentUser').lastCallAt!).toBe(true);
  });

  it('is for instance admins, and bounds its window', async () => {
    const u = await userWithKey();
    expectProblem(await call('GET', '/v2/admin/legacy/v1/stats', { headers: withKey(u.key) }), 403);
    expectProblem(await call('GET', '/v2/admin/legacy/v1/stats?days=0', { headers: asAdmin() }), 400);
    expect(
      (await call<Stats>('GET', '/v2/admin/legacy/v1/stats', { headers: asAdmin() })).body.perDay.length,
    ).toBeLessThanOrEqual(30);
  });
});
