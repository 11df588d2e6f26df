import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { GetQueueUrlCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProblemError } from '../../../layers/core/src/kernel/problem.ts';
import { awsClient, boundedTransport } from '../../../layers/core/src/platform/aws/resilience.ts';
import { resetConfigForTests } from '../../../layers/core/src/platform/config/load.ts';
import { unavailableDependency } from '../../../layers/core/src/platform/dependencies.ts';
import {
  BudgetSpent,
  assertBudgetLeft,
  budgetSpent,
  dependencySignal,
  outsideRequest,
  remainingBudgetMs,
  requestSignal,
  runWithinBudget,
  spentProblem,
  waitingOn,
  withinBudget,
} from '../../../layers/core/src/platform/request-deadline.ts';

const never = new Promise<never>(() => undefined);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const aborted = (signal: AbortSignal) =>
  new Promise<number>((resolve) => {
    const t0 = Date.now();
    signal.addEventListener('abort', () => resolve(Date.now() - t0), { once: true });
  });
const spent = (dependency: string | undefined) => `spent:${dependency ?? 'none'}`;

describe('the request deadline budget', () => {
  it('is absent outside a request: calls keep their own deadline', async () => {
    expect(remainingBudgetMs()).toBeUndefined();
    expect(requestSignal()).toBeUndefined();
    expect(budgetSpent()).toBe(false);
    expect(withinBudget(3_000)).toBe(3_000);
    expect(() => assertBudgetLeft('graph')).not.toThrow();
    expect(await aborted(dependencySignal(50))).toBeLessThan(1_000);
  });

  it('a call signal inside a request fires its own deadline even when the collector runs (nodejs/node#57736)', async () => {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const took = await runWithinBudget(
      10_000,
      async () => {
        // Only the caller's listener holds the signal, as a stalled body read does.
        const fired = aborted(dependencySignal(200));
        for (let i = 0; i < 10; i++) {
          collect();
          await sleep(50);
        }
        return Promise.race([fired, sleep(2_000).then(() => Number.POSITIVE_INFINITY)]);
      },
      () => Number.NaN,
    );
    expect(took).toBeLessThan(1_000);
  });

  it('caps every call by what is left of it, and the signal of a call aborts at the budget', async () => {
    const t0 = Date.now();
    let cut: Promise<number> | undefined;
    await runWithinBudget(
      300,
      async () => {
        const left = remainingBudgetMs() ?? 0;
        expect(left).toBeGreaterThan(200);
        expect(left).toBeLessThanOrEqual(300);
        expect(withinBudget(3_000)).toBeLessThanOrEqual(300);
        expect(withinBudget(10)).toBe(10);
        // A call allowed 3 s is cut at the budget's end.
        cut = aborted(dependencySignal(3_000));
        return String(await cut);
      },
      spent,
    );
    await cut;
    expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
    expect(Date.now() - t0).toBeLessThan(1_000);
  });

  it('answers by the budget naming the dependency waited on, while the work never settles', async () => {
    let inside: AbortSignal | undefined;
    let spentInside = false;
    const t0 = Date.now();
    const answer = await runWithinBudget(
      200,
      async () => {
        inside = requestSignal();
        void waitingOn('dynamodb', sleep(20));
        await waitingOn(
          'hsds',
          never.finally(() => undefined),
        );
        return 'done';
      },
      (dependency) => {
        spentInside = true;
        return spent(dependency);
      },
    );
    expect(answer).toBe('spent:hsds');
    expect(spentInside).toBe(true);
    expect(Date.now() - t0).toBeLessThan(1_000);
    expect(inside?.aborted).toBe(true);
    expect(inside?.reason).toBeInstanceOf(BudgetSpent);
  });

  it('names the last dependency called when none is pending, and none when nothing was called', async () => {
    expect(
      await runWithinBudget(
        100,
        async () => {
          await waitingOn('s3', sleep(5));
          return never;
        },
        spent,
      ),
    ).toBe('spent:s3');
    expect(await runWithinBudget(50, () => never, spent)).toBe('spent:none');
  });

  it('is spent for calls made after it ran out: they fail at once as 503 naming their dependency', async () => {
    const errors: unknown[] = [];
    await runWithinBudget(
      50,
      async () => {
        await sleep(80);
        expect(budgetSpent()).toBe(true);
        expect(withinBudget(3_000)).toBe(0);
        try {
          assertBudgetLeft('graph');
        } catch (err) {
          errors.push(err);
        }
      },
      spent,
    );
    await sleep(60);
    expect(errors).toHaveLength(1);
    expect(unavailableDependency(errors[0])).toBe('graph');
    expect((errors[0] as ProblemError).headers['retry-after']).toBe('5');
    expect((errors[0] as ProblemError).detail).toMatch(/deadline budget of 50 ms ran out while waiting on graph/);
  });

  it('aborts its signal when the request ends, so work left behind stops', async () => {
    let inside: AbortSignal | undefined;
    expect(
      await runWithinBudget(
        5_000,
        async () => {
          inside = requestSignal();
          expect(inside?.aborted).toBe(false);
          return 'answered';
        },
        spent,
      ),
    ).toBe('answered');
    expect(inside?.aborted).toBe(true);
    expect(inside?.reason).not.toBeInstanceOf(BudgetSpent);
  });

  it('lets work meant to outlive the request run outside it', async () => {
    await runWithinBudget(
      5_000,
      async () => {
        expect(remainingBudgetMs()).toBeDefined();
        outsideRequest(() => {
          expect(remainingBudgetMs()).toBeUndefined();
          expect(requestSignal()).toBeUndefined();
        });
      },
      spent,
    );
  });

  it('renders a spent budget as 503 dependency.unavailable with Retry-After, with or without a dependency', () => {
    const named = spentProblem('sqs', 3_000);
    expect(named).toBeInstanceOf(ProblemError);
    expect(named.status).toBe(503);
    expect(unavailableDependency(named)).toBe('sqs');
    expect(named.headers['retry-after']).toBe('5');
    const anonymous = spentProblem(undefined, 3_000);
    expect(anonymous.code).toBe('dependency.unavailable');
    expect(anonymous.headers['retry-after']).toBe('5');
  });
});

/**
 * An AWS SDK client made by awsClient against a server that accepts requests and never answers:
 * the call ends at its deadline (or the request's budget) and the SDK's retries do not go on
 * behind it; the abandoned connection is closed.
 */
describe('an AWS client against a silent server', () => {
  let server: Server;
  let received = 0;
  let closed = 0;
  let endpoint = '';
  const saved = { ...process.env };

  beforeAll(async () => {
    server = createServer((req) => {
      received++;
      req.socket.on('close', () => closed++);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
  });

  const client = () =>
    awsClient(
      new SQSClient({
        region: 'us-east-1',
        endpoint,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
        ...boundedTransport(),
      }),
      'sqs',
    );
  const call = (c: SQSClient) => c.send(new GetQueueUrlCommand({ QueueName: 'silent' }));

  it('outside a request: gives up at svc.dependency.timeout-ms and sends no retry afterwards', async () => {
    process.env['SVC_DEPENDENCY_TIMEOUT_MS'] = '400';
    process.env['SVC_DEPENDENCY_CONNECT_TIMEOUT_MS'] = '200';
    resetConfigForTests();
    const c = client();
    const before = received;
    const t0 = Date.now();
    const err = await call(c).catch((e: unknown) => e);
    expect(unavailableDependency(err)).toBe('sqs');
    expect(Date.now() - t0).toBeLessThan(1_500);
    await sleep(1_500);
    expect(received - before).toBe(1);
    c.destroy();
  });

  it('inside a request: the budget ends the call before its own deadline, closes it, and no retry follows', async () => {
    process.env['SVC_DEPENDENCY_TIMEOUT_MS'] = '5000';
    resetConfigForTests();
    const c = client();
    const [before, closedBefore] = [received, closed];
    const t0 = Date.now();
    const answer = await runWithinBudget(
      500,
      () =>
        call(c).then(
          () => 'answered',
          (e: unknown) => e,
        ),
      spent,
    );
    const ms = Date.now() - t0;
    expect(ms).toBeLessThan(1_200);
    // Either the call's own failure (naming sqs, from the budget) or the budget's answer naming sqs.
    expect(answer === 'spent:sqs' || unavailableDependency(answer) === 'sqs').toBe(true);
    await sleep(1_500);
    expect(received - before).toBe(1);
    expect(closed - closedBefore).toBeGreaterThanOrEqual(1);
    c.destroy();
  });
});
