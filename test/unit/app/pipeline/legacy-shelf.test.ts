import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProblemError } from '../../../../layers/core/src/kernel/problem.ts';
import { recordingNext, request, route } from '../../http/pipeline/requests.ts';

const signals = vi.fn(async (): Promise<Record<string, string>> => ({ deprecation: 'true' }));
vi.mock('../../../../layers/core/src/features/legacy-shelf/v1-compat.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../layers/core/src/features/legacy-shelf/v1-compat.ts')>()),
  legacyShelfSignals: () => signals(),
}));
const { legacyShelf } = await import('../../../../layers/core/src/app/pipeline/legacy-shelf.ts');

afterEach(() => signals.mockClear());

describe('legacy shelf', () => {
  it('puts the signals on every answer of a legacy-shelf route, errors included', async () => {
    const legacy = request({ route: route({ shelf: 'legacy' }) });
    expect(await legacyShelf.handle(legacy, recordingNext().next)).toEqual({
      ok: true,
      response: { status: 200 },
      headers: { deprecation: 'true' },
    });
    const error = new ProblemError('auth.forbidden');
    expect(await legacyShelf.handle(legacy, recordingNext({ ok: false, error }).next)).toEqual({
      ok: false,
      error,
      headers: { deprecation: 'true' },
    });
  });

  it('answers 410 before anything after it runs while the shelf is off', async () => {
    signals.mockRejectedValueOnce(new ProblemError('legacy.disabled'));
    const { handed, next } = recordingNext();
    await expect(legacyShelf.handle(request({ route: route({ shelf: 'legacy' }) }), next)).rejects.toMatchObject({
      status: 410,
    });
    expect(handed).toEqual([]);
  });

  it('leaves other shelves alone', async () => {
    expect(await legacyShelf.handle(request(), recordingNext().next)).toEqual({ ok: true, response: { status: 200 } });
    expect(signals).not.toHaveBeenCalled();
  });
});
