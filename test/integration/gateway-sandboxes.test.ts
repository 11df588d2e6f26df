import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { freePort } from '../support/private-services.ts';
import { userWithKey } from '../support/local.ts';

/**
 * The local gateway with SVC_LOCAL_SANDBOXES=workers (localstack/src/gateway/sandboxes.ts): every
 * invocation runs in a worker thread of its function's pool, as in a Lambda sandbox. The same
 * requests answer as in the one-process gateway: the authorizer, endpoint groups, problem JSON, and
 * concurrent requests of one function beyond its pool (they wait for a sandbox). What isolation
 * buys is measured by `npm run bench -- sandboxes`.
 */
let gw: Awaited<ReturnType<typeof startExtraGateway>>;
let key: string;
beforeAll(async () => {
  ({ key } = await userWithKey());
  gw = await startExtraGateway(await freePort(), { SVC_LOCAL_SANDBOXES: 'workers', SVC_LOCAL_SANDBOX_MAX: '3' });
}, 120_000);
afterAll(() => gw?.stop());

const call = async (method: string, path: string, body?: unknown) => {
  const r = await fetch(`${gw.url}${path}`, {
    method,
    headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: r.status, type: r.headers.get('content-type'), json: (await r.json().catch(() => null)) as unknown };
};

describe('the local gateway with a sandbox pool per function', () => {
  it('answers through the authorizer and the endpoint groups, problems as problem JSON', async () => {
    const made = await call('POST', '/svc/api/collections', { name: 'sandboxed' });
    expect(made.status).toBe(201);
    const id = (made.json as { id: number }).id;
    const read = await call('GET', `/svc/api/collections/${id}`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id, name: 'sandboxed' });
    const missing = await call('GET', '/svc/api/collections/999999999999');
    expect(missing.status).toBe(404);
    expect(missing.type).toContain('application/problem+json');
    const anonymous = await fetch(`${gw.url}/svc/api/collections`);
    expect(anonymous.status).toBe(401);
  }, 60_000);

  it('serves concurrent requests of one function from several sandboxes, more than the pool holds', async () => {
    const made = await call('POST', '/svc/api/collections', { name: 'pool' });
    const id = (made.json as { id: number }).id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', `/svc/api/collections/${id}/dataObjects`, { name: `d${i}` }).then((r) => r.status),
      ),
    );
    expect(answers).toEqual(Array(10).fill(201));
    const list = await call('GET', `/svc/api/collections/${id}/dataObjects`);
    expect((list.json as unknown[]).length).toBe(10);
  }, 60_000);
});
