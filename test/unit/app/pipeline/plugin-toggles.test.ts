import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingNext, request, route } from '../../http/pipeline/requests.ts';

const refreshed = vi.fn(async () => undefined);
vi.mock('../../../../layers/core/src/platform/plugins/runtime.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../layers/core/src/platform/plugins/runtime.ts')>()),
  refreshPluginToggles: () => refreshed(),
}));
const { pluginToggles } = await import('../../../../layers/core/src/app/pipeline/plugin-toggles.ts');

afterEach(() => refreshed.mockClear());

describe('plugin toggles', () => {
  it('are refreshed before a route runs', async () => {
    const { handed, next } = recordingNext();
    await pluginToggles.handle(request(), next);
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(handed).toHaveLength(1);
  });

  it('are not waited for by health reports', async () => {
    await pluginToggles.handle(request({ route: route({ tags: ['healthz'] }) }), recordingNext().next);
    expect(refreshed).not.toHaveBeenCalled();
  });
});
