import { describe, expect, it } from 'vitest';
import { currentVersion } from '../../../../layers/core/src/http/pipeline/current-version.ts';
import { recordingNext, request, route } from './requests.ts';

describe('current version', () => {
  it('answers 404 for a named version on a current-version-only row', async () => {
    const req = request({ route: route({ currentVersionOnly: true }), query: { versionUid: 'v1' } });
    await expect(currentVersion.handle(req, recordingNext().next)).rejects.toMatchObject({
      status: 404,
      detail: 'Version v1 does not exist (entity versioning is disabled).',
    });
  });

  it('passes on an empty versionUid (the current state), and any versionUid on rows that keep versions', async () => {
    const { handed, next } = recordingNext();
    await currentVersion.handle(
      request({ route: route({ currentVersionOnly: true }), query: { versionUid: '' } }),
      next,
    );
    await currentVersion.handle(request({ query: { versionUid: 'v1' } }), next);
    expect(handed).toHaveLength(2);
  });
});
