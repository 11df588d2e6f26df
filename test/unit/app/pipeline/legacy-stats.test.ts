import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProblemError } from '../../../../layers/core/src/kernel/problem.ts';
import { alice, recordingNext, request, route } from '../../http/pipeline/requests.ts';

const recorded = vi.fn((_operationId: string, _caller: string | undefined) => undefined);
vi.mock('../../../../layers/core/src/features/legacy-shelf/stats.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../layers/core/src/features/legacy-shelf/stats.ts')>()),
  countLegacyCall: (operationId: string, caller: string | undefined) => recorded(operationId, caller),
}));
const { legacyStats } = await import('../../../../layers/core/src/app/pipeline/legacy-stats.ts');

afterEach(() => recorded.mockClear());

describe('legacy stats', () => {
  it('counts a legacy call its implementation answered, with the caller', async () => {
    const legacy = route({ shelf: 'legacy', operationId: 'getThing' });
    await legacyStats.handle(request({ route: legacy, principal: alice }), recordingNext().next);
    await legacyStats.handle(request({ route: legacy }), recordingNext({ ok: true, response: { status: 404 } }).next);
    expect(recorded.mock.calls).toEqual([
      ['getThing', 'alice'],
      ['getThing', undefined],
    ]);
  });

  it('counts neither failed calls nor calls of other shelves', async () => {
    const error = new ProblemError('auth.forbidden');
    await legacyStats.handle(request({ route: route({ shelf: 'legacy' }) }), recordingNext({ ok: false, error }).next);
    await legacyStats.handle(request(), recordingNext().next);
    expect(recorded).not.toHaveBeenCalled();
  });
});
