import { afterEach, describe, expect, it } from 'vitest';
import { featureToggle } from '../../../../layers/core/src/http/pipeline/feature-toggle.ts';
import { resetConfigForTests } from '../../../../layers/core/src/platform/config/load.ts';
import { recordingNext, request } from './requests.ts';

const KEY = 'svc.spatial-data.enabled';

afterEach(() => {
  delete process.env[KEY];
  resetConfigForTests();
});

describe('feature toggle', () => {
  it("answers 404 while the group's flag is false, before anything after it runs", async () => {
    process.env[KEY] = 'false';
    resetConfigForTests();
    const { handed, next } = recordingNext();
    await expect(featureToggle(KEY).handle(request({ method: 'GET', path: '/x/1' }), next)).rejects.toMatchObject({
      code: 'resource.not-found',
      detail: `No route for GET /x/1 (${KEY} is false).`,
    });
    expect(handed).toEqual([]);
  });

  it('passes the request on while the flag is true', async () => {
    process.env[KEY] = 'true';
    resetConfigForTests();
    const { handed, next } = recordingNext();
    const req = request();
    expect(await featureToggle(KEY).handle(req, next)).toEqual({ ok: true, response: { status: 200 } });
    expect(handed).toEqual([req]);
  });
});
