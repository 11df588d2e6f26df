import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { useLocalCore } from '../support/local-core.ts';
import { asAdmin, call, devToken, bearer, uniqueUser } from '../support/local.ts';

const gateways: { stop: () => void }[] = [];
afterAll(() => {
  for (const g of gateways) g.stop();
});

async function gatewayWith(port: number, env: Record<string, string>): Promise<string> {
  const gw = await startExtraGateway(port, env);
  gateways.push(gw);
  return gw.url;
}

describe('svc.provenance.capture-reads', () => {
  it('records authenticated GETs only when the flag is on', async () => {
    const url = await gatewayWith(18082, { SVC_PROVENANCE_CAPTURE_READS: 'true' });
    const username = uniqueUser('reader');
    const token = devToken(username);
    const me = await fetch(`${url}/svc/api/users`, { headers: bearer(token) });
    const appId = ((await me.json()) as { appId: string }).appId;
    type Row = { actionKind: string; targetKind: string };
    const rows = await vi.waitFor(
      async () => {
        const got = (await call<Row[]>('GET', `/v2/provenance/activities?targetAppId=${appId}`, { headers: asAdmin() }))
          .body;
        expect(got).toHaveLength(1);
        return got;
      },
      { timeout: 3_000, interval: 50 },
    );
    expect(rows[0]).toMatchObject({ actionKind: 'READ', targetKind: 'User' });
    // The same read through the default gateway (flag off) adds nothing.
    await call('GET', '/svc/api/users', { headers: bearer(token) });
    await new Promise((r) => setTimeout(r, 300));
    expect(
      (await call<unknown[]>('GET', `/v2/provenance/activities?targetAppId=${appId}`, { headers: asAdmin() })).body,
    ).toHaveLength(1);
  });
});

describe('the limit cap', () => {
  it('returns exactly 1000 rows when more exist and more are asked for', async () => {
    const restore = useLocalCore();
    const { putActivity } = await import('../../layers/core/src/features/provenance/store.ts');
    const agent = uniqueUser('bulk');
    const now = Date.now();
    const rows = Array.from({ length: 1005 }, (_, i) => ({
      appId: randomUUID(),
      actionKind: 'UPDATE' as const,
      targetKind: 'Bulk',
      targetAppId: `bulk-${i}`,
      agentUsername: agent,
      summary: 'seeded',
      startedAtMillis: now - i,
      endedAtMillis: now - i,
      method: 'PUT',
      path: '/seed',
      status: 200,
      originInstance: 'test',
    }));
    for (let i = 0; i < rows.length; i += 10) await Promise.all(rows.slice(i, i + 10).map((r) => putActivity(r)));
    const r = await call<{ targetAppId: string }[]>('GET', `/v2/provenance/activities?agent=${agent}&limit=5000`, {
      headers: asAdmin(),
    });
    expect(r.body).toHaveLength(1000);
    expect(r.body[0]?.targetAppId).toBe('bulk-0');
    expect(r.body[999]?.targetAppId).toBe('bulk-999');
    expect(
      (await call<unknown[]>('GET', `/v2/provenance/activities?agent=${agent}`, { headers: asAdmin() })).body,
    ).toHaveLength(100);
    expect(
      (await call<{ count: number }>('GET', `/v2/provenance/count?agent=${agent}`, { headers: asAdmin() })).body,
    ).toEqual({ count: 1005 });
    restore();
    // 1,005 activities are about 4,000 DynamoDB Local writes: 4 s on a quiet machine, over 60 s in CI
    // beside three busy forks on two cores (DynamoDB Local shares the cores with every other file).
  }, 240_000);
});
