import { describe, expect, it } from 'vitest';
import { authorize } from '../../../layers/core/src/access/auth/gate.ts';
import { decodeAuthContext, encodeAuthContext } from '../../../layers/core/src/kernel/principal.ts';
import { renderError } from '../../../layers/core/src/http/render.ts';
import {
  DeadlineExceeded,
  dependencyUnavailable,
  isConnectionFailure,
  settleWithin,
  unavailableDependency,
  withDeadline,
} from '../../../layers/core/src/platform/dependencies.ts';
import { thrownProblem } from '../../support/problem.ts';

const never = new Promise<never>(() => undefined);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('dependency failures', () => {
  it('tells "could not reach or hear from" apart from "answered with an error", along the cause chain', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(isConnectionFailure(refused)).toBe(true);
    expect(isConnectionFailure(new Error('wrapped', { cause: refused }))).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('Request timed out'), { name: 'TimeoutError' }))).toBe(true);
    expect(isConnectionFailure(new DeadlineExceeded('x'))).toBe(true);
    expect(
      isConnectionFailure(
        Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' }),
      ),
    ).toBe(false);
    expect(isConnectionFailure('ECONNREFUSED')).toBe(false);
  });

  it('renders as 503 dependency.unavailable naming the dependency, with Retry-After', () => {
    const r = renderError(dependencyUnavailable('dynamodb', 'DynamoDB is unreachable.'), '/x');
    expect(r.statusCode).toBe(503);
    expect(r.headers?.['retry-after']).toBe('5');
    const body = JSON.parse(String(r.body)) as Record<string, unknown>;
    expect(body['type']).toMatch(/\/dependency\.unavailable$/);
    expect(body['dependency']).toBe('dynamodb');
    expect(unavailableDependency(dependencyUnavailable('graph', 'x'))).toBe('graph');
    expect(unavailableDependency(new Error('x'))).toBeUndefined();
  });

  it('bounds a call that never settles, and passes a settled one through', async () => {
    const t0 = Date.now();
    await expect(withDeadline(never, 50, 'The graph database')).rejects.toBeInstanceOf(DeadlineExceeded);
    expect(Date.now() - t0).toBeLessThan(1_000);
    await expect(withDeadline(Promise.resolve(7), 50, 'x')).resolves.toBe(7);
    await expect(withDeadline(Promise.reject(new Error('boom')), 50, 'x')).rejects.toThrow('boom');
  });

  it('lets a hot path go on with the last known value when a read is slow or fails', async () => {
    expect(await settleWithin(never, 20, 'stale')).toBe('stale');
    expect(await settleWithin(Promise.reject(new Error('down')), 1_000, 'stale')).toBe('stale');
    expect(
      await settleWithin(
        sleep(5).then(() => 'fresh'),
        1_000,
        'stale',
      ),
    ).toBe('fresh');
  });
});

describe('the authorizer could not check credentials', () => {
  it('carries the dependency it could not reach to the auth gate, which answers 503 naming it', () => {
    const ctx = decodeAuthContext(encodeAuthContext({ status: 'unavailable', dependency: 'graph' }));
    const p = thrownProblem(() => authorize('authenticated', ctx));
    expect(p.code).toBe('dependency.unavailable');
    expect(p.extensions['dependency']).toBe('graph');
    expect(p.headers['retry-after']).toBe('5');
    // A failure that names no dependency stays a plain 503.
    expect(thrownProblem(() => authorize('authenticated', { status: 'unavailable' })).code).toBe('service.unavailable');
  });
});

describe('AWS answers that say "not now"', () => {
  type Mw = (
    next: (a: { input: object }) => Promise<unknown>,
    ctx: { commandName?: string },
  ) => (a: { input: object }) => Promise<unknown>;
  const fakeClient = () => {
    const added: Mw[] = [];
    return {
      client: { middlewareStack: { add: (m: Mw) => void added.push(m) } },
      call: (err: unknown) =>
        added[0]?.(async () => Promise.reject(err), { commandName: 'PutItemCommand' })({ input: {} }),
    };
  };

  it('throttling and 5xx after the retries are 503 dependency.unavailable; a 4xx passes through', async () => {
    const { boundedClient, isOverloaded } = await import('../../../layers/core/src/platform/aws/resilience.ts');
    const throttled = Object.assign(new Error('Rate exceeded'), {
      name: 'ProvisionedThroughputExceededException',
      $metadata: { httpStatusCode: 400 },
    });
    const failing = Object.assign(new Error('Internal'), {
      name: 'InternalServerError',
      $metadata: { httpStatusCode: 500 },
    });
    const refused = Object.assign(new Error('The conditional request failed'), {
      name: 'ConditionalCheckFailedException',
      $metadata: { httpStatusCode: 400 },
    });
    expect([throttled, failing, refused].map(isOverloaded)).toEqual([true, true, false]);
    const { client, call } = fakeClient();
    boundedClient(client as never, 'dynamodb');
    for (const err of [throttled, failing]) {
      const e = await call(err)?.catch((x: unknown) => x);
      expect(unavailableDependency(e)).toBe('dynamodb');
    }
    expect(await call(refused)?.catch((x: unknown) => x)).toBe(refused);
  });
});
