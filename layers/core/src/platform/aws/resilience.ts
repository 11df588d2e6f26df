import { NodeHttpHandler } from '@smithy/node-http-handler';
import { recordAwsCalls } from '../observability/aws-calls.ts';
import {
  dependencyTimeouts,
  dependencyUnavailable,
  isConnectionFailure,
  withDeadline,
  type Dependency,
} from '../dependencies.ts';

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
 * Bounds every call of an SDK client, its retries included, by `svc.dependency.timeout-ms`, and
 * turns "unreachable or silent" failures into a `dependency.unavailable` problem naming
 * `dependency` (503, `Retry-After`). Errors the service answered with pass through unchanged.
 * Commands in `unbounded` (bulk transfers, whose duration grows with their size) keep only the
 * transport's idle timeout. The client itself stays usable: nothing is cached across a failure.
 */
export function boundedClient<O, C extends WithMiddleware<O>>(
  client: C,
  dependency: Dependency,
  unbounded: readonly string[] = [],
): C {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = (context.commandName ?? 'request').replace(/Command$/, '');
      const { deadlineMs } = dependencyTimeouts();
      try {
        return unbounded.includes(command)
          ? await next(args)
          : await withDeadline(next(args), deadlineMs, `${labels[dependency]} (${command})`);
      } catch (err) {
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

/**
 * The one way svc makes an AWS SDK client: recorded for the IAM check (test/iam/, a no-op
 * unless the local gateway records) and bounded as above. Pass the client just constructed,
 * with `boundedTransport()` in its options.
 */
export function awsClient<O, C extends WithMiddleware<O>>(
  client: C,
  dependency: Dependency,
  unbounded: readonly string[] = [],
): C {
  return boundedClient(recordAwsCalls(client), dependency, unbounded);
}
