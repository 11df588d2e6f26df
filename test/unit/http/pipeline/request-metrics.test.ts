import { describe, expect, it } from 'vitest';
import { requestMetrics } from '../../../../layers/core/src/http/pipeline/request-metrics.ts';
import { ProblemError } from '../../../../layers/core/src/kernel/problem.ts';
import { requestSnapshot } from '../../../../layers/core/src/platform/observability/request-metrics.ts';
import { recordingNext, request, route } from './requests.ts';

const countOf = (operationId: string, status: string) =>
  requestSnapshot().counts.find((c) => c.operationId === operationId && c.status === status)?.value ?? 0;

describe('request metrics', () => {
  it('counts every answer per operation and status: responses, problems, and other errors as 500', async () => {
    const req = request({ route: route({ operationId: 'metricsProbe' }) });
    await requestMetrics.handle(req, recordingNext({ ok: true, response: { status: 201 } }).next);
    await requestMetrics.handle(req, recordingNext({ ok: false, error: new ProblemError('auth.forbidden') }).next);
    const answer = { ok: false, error: new Error('boom') } as const;
    expect(await requestMetrics.handle(req, recordingNext(answer).next)).toBe(answer);
    expect([countOf('metricsProbe', '201'), countOf('metricsProbe', '403'), countOf('metricsProbe', '500')]).toEqual([
      1, 1, 1,
    ]);
    expect(requestSnapshot().durations.find((d) => d.operationId === 'metricsProbe')?.count).toBe(3);
  });

  it("labels each count and duration with the operation's endpoint group from the route table", async () => {
    const req = request({ route: route({ operationId: 'groupProbe', group: 'legacy-users' }) });
    await requestMetrics.handle(req, recordingNext({ ok: true, response: { status: 200 } }).next);
    expect(requestSnapshot().counts.filter((c) => c.operationId === 'groupProbe')).toEqual([
      { group: 'legacy-users', operationId: 'groupProbe', status: '200', value: 1 },
    ]);
    expect(requestSnapshot().durations.find((d) => d.operationId === 'groupProbe')).toMatchObject({
      group: 'legacy-users',
      count: 1,
    });
  });
});
