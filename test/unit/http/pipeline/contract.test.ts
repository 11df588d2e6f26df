import { describe, expect, it } from 'vitest';
import { assertRouteContract, routeContract } from '../../../../layers/core/src/http/pipeline/contract.ts';
import { requestMetrics } from '../../../../layers/core/src/http/pipeline/request-metrics.ts';

describe('route contract', () => {
  it('is the auth gate, then path parameters, the current-version rule, query and body', () => {
    expect(routeContract.map((s) => s.name)).toEqual([
      'auth-gate',
      'path-params',
      'current-version',
      'query-validation',
      'body-validation',
    ]);
  });

  it('is required of every pipeline, in its order, with any steps around and between', () => {
    expect(() => assertRouteContract([requestMetrics, ...routeContract, requestMetrics])).not.toThrow();
    expect(() => assertRouteContract([requestMetrics])).toThrow(/lacks auth-gate, path-params/);
    expect(() => assertRouteContract(routeContract.slice(1))).toThrow(/lacks auth-gate$/);
    expect(() => assertRouteContract([...routeContract].reverse())).toThrow(/in this order/);
  });
});
