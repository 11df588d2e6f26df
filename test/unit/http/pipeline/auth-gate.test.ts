import { describe, expect, it } from 'vitest';
import { authGate } from '../../../../layers/core/src/http/pipeline/auth-gate.ts';
import { encodeAuthContext } from '../../../../layers/core/src/kernel/principal.ts';
import { alice, recordingNext, request, route } from './requests.ts';

const asAlice = encodeAuthContext({ status: 'authenticated', principal: alice });

describe('auth gate', () => {
  it('hands the steps after it the caller the authorizer vouched for', async () => {
    const { handed, next } = recordingNext();
    await authGate.handle(request({ route: route({ auth: 'authenticated' }), authorizer: asAlice }), next);
    expect(handed[0]?.principal).toMatchObject({ username: 'alice', roles: [] });
  });

  it('refuses a caller without credentials (401) or without the role (403), before the steps after it', async () => {
    const { handed, next } = recordingNext();
    await expect(
      authGate.handle(request({ route: route({ auth: 'authenticated' }), authorizer: undefined }), next),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      authGate.handle(request({ route: route({ auth: 'instance-admin' }), authorizer: asAlice }), next),
    ).rejects.toMatchObject({ status: 403 });
    expect(handed).toEqual([]);
  });

  it('lets anyone call a public route, with no caller when none was sent', async () => {
    const { handed, next } = recordingNext();
    await authGate.handle(request(), next);
    expect(handed[0]?.principal).toBeUndefined();
  });
});
