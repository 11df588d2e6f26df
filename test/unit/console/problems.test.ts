import { describe, expect, it } from 'vitest';
import { legacySignals } from '../../../console/src/api/legacy-signals.ts';
import {
  ApiError,
  readableMessage,
  retryAfterSeconds,
  retryDelayMs,
  shouldRetry,
  toApiError,
  violationsByField,
} from '../../../console/src/api/problems.ts';

const h = (o: Record<string, string> = {}) => new Headers(o);

describe('problem+json to a readable error', () => {
  it('keeps title, detail, code and violations of a problem document', () => {
    const e = toApiError(400, h(), {
      type: 'https://svc.example.org/errors/request.invalid',
      title: 'Invalid Request',
      status: 400,
      detail: 'The request body is invalid.',
      violations: [
        { field: 'name', message: 'Too big' },
        { field: 'attributes.colour', message: 'Too long' },
        { field: 'attributes', message: 'Too many keys' },
        { field: '(body)', message: 'Bad' },
        { nonsense: true },
      ],
    });
    expect(e).toMatchObject({ status: 400, code: 'request.invalid', title: 'Invalid Request' });
    expect(e.violations).toHaveLength(4);
    expect(readableMessage(e)).toBe('Invalid Request: The request body is invalid.');
    expect(violationsByField(e, ['name', 'description', 'attributes'])).toEqual({
      name: ['Too big'],
      'attributes.colour': ['Too long'],
      attributes: ['Too many keys'],
      '': ['Bad'],
    });
  });

  it('reads the gateway’s own answers and plain-text bodies too', () => {
    expect(readableMessage(toApiError(403, h(), { message: 'Forbidden' }))).toBe('Forbidden');
    expect(readableMessage(toApiError(502, h(), 'Bad gateway\n'))).toBe('HTTP 502: Bad gateway');
    expect(readableMessage(toApiError(500, h(), undefined))).toBe('HTTP 500');
    expect(readableMessage(new Error('offline'))).toBe('offline');
    expect(violationsByField(new Error('x'), ['name'])).toEqual({});
  });

  it('retries a 503 that says when, at most twice, after the time it asked for', () => {
    const e = toApiError(503, h({ 'retry-after': '5' }), {
      title: 'Service Unavailable',
      detail: 'graph down',
      status: 503,
      type: 'x/dependency.unavailable',
    });
    expect(e.retryAfterSeconds).toBe(5);
    expect(readableMessage(e)).toBe('Service Unavailable: graph down (retry in 5 s)');
    expect(shouldRetry(0, e)).toBe(true);
    expect(shouldRetry(2, e)).toBe(false);
    expect(retryDelayMs(0, e)).toBe(5000);
    expect(shouldRetry(0, toApiError(503, h(), {}))).toBe(false);
    expect(shouldRetry(0, toApiError(500, h({ 'retry-after': '1' }), {}))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, 't', undefined, undefined, [], 120))).toBe(false);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:00:10 GMT', Date.parse('2026-01-01T00:00:00Z'))).toBe(10);
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
  });
});

describe('the legacy shelf’s signals', () => {
  it('reads Deprecation, Link rel=successor-version and X-Svc-Legacy as the shelf sends them', () => {
    expect(
      legacySignals(
        h({
          deprecation: 'true',
          link: '</other>; rel="alternate", </svc/doc/v2/openapi.json>; rel="successor-version"',
          'x-svc-legacy': '5.2.0',
        }),
      ),
    ).toEqual({ version: '5.2.0', successor: '/svc/doc/v2/openapi.json' });
    expect(legacySignals(h({ 'content-type': 'application/json' }))).toBeUndefined();
  });
});
