import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../console/src/api/client.ts';

/** What a browser's fetch answers for a 303 asked with `redirect: 'manual'` (Node cannot make one). */
function opaqueRedirect(): Response {
  const r = new Response(null, { status: 200 });
  for (const [key, value] of Object.entries({ type: 'opaqueredirect', status: 0, ok: false, statusText: '' }))
    Object.defineProperty(r, key, { value });
  return r;
}

describe('the typed client and a redirect it does not follow', () => {
  it('hands the opaque redirect back instead of failing to rebuild it (status 0)', async () => {
    const seen: Request['redirect'][] = [];
    const client = createApiClient('http://svc.test', { credential: () => ({ apiKey: 'k' }) }, (async (
      input: Request,
    ) => {
      seen.push(input.redirect);
      return opaqueRedirect();
    }) as typeof fetch);
    const r = await client.GET('/svc/api/collections/{collectionId}', {
      params: { path: { collectionId: '1' } },
      redirect: 'manual',
    });
    expect(seen).toEqual(['manual']);
    expect(r.response.type).toBe('opaqueredirect');
    expect(r.response.ok).toBe(false);
    expect(r.data).toBeUndefined();
  });
});
