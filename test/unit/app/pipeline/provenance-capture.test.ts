import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from '../../../../layers/core/src/kernel/pipeline.ts';
import { ProblemError } from '../../../../layers/core/src/kernel/problem.ts';
import { alice, recordingNext, request, route } from '../../http/pipeline/requests.ts';

const captured: unknown[] = [];
const lookedUp = vi.fn(async () => ({ target: 'app-1' }));
vi.mock('../../../../layers/core/src/features/provenance/capture.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../layers/core/src/features/provenance/capture.ts')>()),
  captureActivity: async (input: unknown) => {
    captured.push(input);
  },
  lookUpBeforeChange: () => lookedUp(),
}));
const { provenanceCapture } = await import('../../../../layers/core/src/app/pipeline/provenance-capture.ts');

const post = () =>
  request({
    route: route({ method: 'POST', provenance: { targetKind: 'X', target: { from: 'path', param: 'thingId' } } }),
    method: 'POST',
    principal: alice,
    startedAtMillis: 5,
  });
const answered = (status: number, body?: unknown): Answer => ({ ok: true, response: { status, body } });

afterEach(() => {
  captured.length = 0;
  lookedUp.mockClear();
});

describe('provenance capture', () => {
  it('records an authenticated 2xx write with the route, path parameters, answer and what was looked up before', async () => {
    await provenanceCapture.handle(post(), recordingNext(answered(201, { appId: 'a' })).next);
    expect(captured).toEqual([
      expect.objectContaining({
        method: 'POST',
        status: 201,
        username: 'alice',
        pathParameters: { thingId: '1' },
        responseBody: { appId: 'a' },
        startedAtMillis: 5,
        resolved: { target: 'app-1' },
      }),
    ]);
  });

  it('looks up before the implementation runs', async () => {
    const order: string[] = [];
    lookedUp.mockImplementationOnce(async () => {
      order.push('look-up');
      return { target: 'app-1' };
    });
    await provenanceCapture.handle(post(), async () => {
      order.push('implementation');
      return answered(200);
    });
    expect(order).toEqual(['look-up', 'implementation']);
  });

  it('records nothing for anonymous callers, non-2xx answers, errors, or reads (capture-reads off)', async () => {
    await provenanceCapture.handle({ ...post(), principal: undefined }, recordingNext(answered(201)).next);
    await provenanceCapture.handle(post(), recordingNext(answered(302)).next);
    await provenanceCapture.handle(
      post(),
      recordingNext({ ok: false, error: new ProblemError('auth.forbidden') }).next,
    );
    await provenanceCapture.handle({ ...post(), method: 'GET' }, recordingNext(answered(200)).next);
    expect(captured).toEqual([]);
    expect(lookedUp).toHaveBeenCalledTimes(3);
  });
});
