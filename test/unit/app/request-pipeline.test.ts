import { describe, expect, it } from 'vitest';
import { requestPipeline } from '../../../layers/core/src/app/request-pipeline.ts';

describe('the request pipeline', () => {
  it('runs metrics, the deadline budget, the switches, the legacy signals, the route contract, then what records a served call', () => {
    expect(requestPipeline().map((m) => m.name)).toEqual([
      'request-metrics',
      'request-deadline',
      'plugin-toggles',
      'legacy-shelf',
      'auth-gate',
      'path-params',
      'current-version',
      'query-validation',
      'body-validation',
      'provenance-capture',
      'legacy-stats',
    ]);
  });

  it("switches a flagged group's routes off before anything but the metrics and the deadline budget", () => {
    expect(
      requestPipeline('svc.hdf.enabled')
        .map((m) => m.name)
        .slice(0, 4),
    ).toEqual(['request-metrics', 'request-deadline', 'feature-toggle', 'plugin-toggles']);
  });
});
