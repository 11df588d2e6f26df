import { NodeHttpHandler } from '@smithy/node-http-handler';
import { recordAwsCalls } from '../observability/aws-calls.ts';
import {
  dependencyTimeouts,
  dependencyUnavailable,
  isConnectionFailure,
  withDeadline,
  type Dependency,
} from '../dependencies.ts';
import {
  assertBudgetLeft,
  budgetSpent,
  budgetUnavailable,
  remainingBudgetMs,
  requestSignal,
  waitingOn,
  withinBudget,
} from '../request-deadline.ts';

/**
 * The transport every AWS client of svc uses: a connect timeout, and a request timeout that
 * throws (without `throwOnRequestTimeout` the SDK only logs a warning and keeps waiting).
 * `idleFactor` lengthens the request timeout for clients whose commands may move large bodies.
 */
export function boundedTransport(idleFactor = 1): { requestHandler: NodeHttpHandler } {
  const t = dependencyTimeouts();
  return {
    requestHandler: new NodeHttpHandler({
      connectionTimeout: t.connectMs,
      requestTimeout: t.deadlineMs * idleFactor,
      throwOnRequestTimeout: true,
    }),
  };
}

interface CallContext {
  readonly commandName?: string;
}
type Next<O> = (args: { readonly input: object }) => Promise<O>;
interface WithMiddleware<O> {
  readonly middlewareStack: {
    add(
      middleware: (next: Next<O>, context: CallContext) => Next<O>,
      options: { step: 'initialize'; name: string; priority: 'high' },
    ): void;
  };
}

const labels: Record<Dependency, string> = {
  graph: 'The graph database',
  dynamodb: 'DynamoDB',
  s3: 'S3',
  sqs: 'SQS',
  secretsmanager: 'Secrets Manager',
  hsds: 'The HDF sidecar',
  sparql: 'A SPARQL endpoint',
  bedrock: 'Amazon Bedrock',
};

/**
 * An AWS answer that says "not now" rather than "no": throttling, or a 5xx from the service,
 * still so after the SDK's own retries. The caller may retry; it is not the caller's fault.
 */
export function isOverloaded(err: unknown): boolean {
  const e = err as {
    $metadata?: { httpStatusCode?: number };
    $retryable?: { throttling?: boolean };
    name?: string;
  } | null;
  if (e === null || typeof e !== 'object') return false;
  if (e.$retryable?.throttling === true) return true;
  if (typeof e.name === 'string' && THROTTLING.has(e.name)) return true;
  return (e.$metadata?.httpStatusCode ?? 0) >= 500;
}
const THROTTLING = new Set([
  'ThrottlingException',
  'Throttling',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'SlowDown',
  'RequestThrottled',
]);

/**
 * Bounds every call of an SDK client, its retries included, by `svc.dependency.timeout-ms` and
 * by what is left of the request's deadline budget (platform/request-deadline.ts), and turns
 * "unreachable or silent" failures into a `dependency.unavailable` problem naming `dependency`
 * (503, `Retry-After`); a call made once the budget is spent, or cut short by it, is that 503 too.
 * Errors the service answered with pass through unchanged. Commands in `unbounded` (bulk
 * transfers, whose duration grows with their size) keep only the transport's idle timeout and
 * the request's budget. The client itself stays usable: nothing is cached across a failure.
 */
export function boundedClient<O, C extends WithMiddleware<O>>(
  client: C,
  dependency: Dependency,
  unbounded: readonly string[] = [],
): C {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = (context.commandName ?? 'request').replace(/Command$/, '');
      const bounded = !unbounded.includes(command);
      try {
        assertBudgetLeft(dependency);
        const left = remainingBudgetMs();
        const deadlineMs = bounded ? withinBudget(dependencyTimeouts().deadlineMs) : left;
        const call = next(args);
        return await waitingOn(
          dependency,
          deadlineMs === undefined
            ? call
            : withDeadline(call, Math.max(0, deadlineMs), `${labels[dependency]} (${command})`),
        );
      } catch (err) {
        if (budgetSpent()) throw budgetUnavailable(dependency, err);
        if (isConnectionFailure(err)) {
          throw dependencyUnavailable(
            dependency,
            `${labels[dependency]} is unreachable or did not answer in time (${command}); retry shortly.`,
            err,
          );
        }
        if (isOverloaded(err)) {
          throw dependencyUnavailable(
            dependency,
            `${labels[dependency]} is throttling or failing (${command}) after the SDK's retries; retry shortly.`,
            err,
          );
        }
        throw err;
      }
    },
    { step: 'initialize', name: 'svcDependencyBound', priority: 'high' },
  );
  return client;
}

interface SendOptions {
  abortSignal?: unknown;
}
interface Sends {
  send(command: object, options?: SendOptions | ((...args: never[]) => unknown), cb?: unknown): Promise<unknown>;
}

/**
 * Makes every `send` of `client` carry an `abortSignal`, the SDK's documented way to cancel a
 * call (the open connection is dropped and no retry follows). It aborts when the call has failed
 * (above all when {@link boundedClient} gave up on it at its deadline: the SDK's retries behind
 * it stop there) and when the request's signal aborts (its budget ran out, or it ended). A
 * caller's own signal wins. Applied by {@link awsClient}; a DynamoDB document client wrapping
 * one needs it too, since its `send` resolves the commands itself.
 */
export function cancellable<C extends Sends>(client: C): C {
  const send = client.send.bind(client);
  const wrapped = (command: object, options?: Parameters<Sends['send']>[1], cb?: unknown): Promise<unknown> => {
    if (typeof options === 'function' || options?.abortSignal !== undefined) return send(command, options, cb);
    const call = new AbortController();
    const request = requestSignal();
    const abortSignal = request ? AbortSignal.any([call.signal, request]) : call.signal;
    return send(command, { ...options, abortSignal }, cb).catch((err: unknown) => {
      call.abort(err);
      throw err;
    });
  };
  Object.assign(client, { send: wrapped });
  return client;
}

/**
 * The one way svc makes an AWS SDK client: recorded for the IAM check (test/iam/, a no-op
 * unless the local gateway records), bounded and cancellable as above. Pass the client just
 * constructed, with `boundedTransport()` in its options.
 */
export function awsClient<O, C extends WithMiddleware<O> & Sends>(
  client: C,
  dependency: Dependency,
  unbounded: readonly string[] = [],
): C {
  return cancellable(boundedClient(recordAwsCalls(client), dependency, unbounded));
}
