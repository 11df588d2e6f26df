import { ProblemError } from '../kernel/problem.ts';
import { config } from './config/load.ts';

/**
 * The services svc calls, as a `dependency.unavailable` problem names them. Every client of one
 * of them is bounded by `svc.dependency.connect-timeout-ms` and `svc.dependency.timeout-ms`, and
 * its "unreachable or silent" failures become that problem (503, `Retry-After`) where the client
 * is created: AWS clients in platform/aws/resilience.ts, the graph in platform/graph/driver.ts.
 */
export type Dependency = 'graph' | 'dynamodb' | 's3' | 'sqs' | 'secretsmanager' | 'hsds' | 'sparql' | 'bedrock';

/** What a 503 for an unavailable dependency asks the caller to wait before retrying. */
export const RETRY_AFTER_SECONDS = 5;

export function dependencyUnavailable(
  dependency: Dependency,
  detail: string,
  cause?: unknown,
  extensions: Readonly<Record<string, unknown>> = {},
): ProblemError {
  return new ProblemError(
    'dependency.unavailable',
    detail,
    { ...extensions, dependency },
    {
      ...(cause === undefined ? {} : { cause }),
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    },
  );
}

/** The dependency a `dependency.unavailable` problem names, else undefined. */
export function unavailableDependency(err: unknown): Dependency | undefined {
  if (!(err instanceof ProblemError) || err.code !== 'dependency.unavailable') return undefined;
  const d = err.extensions['dependency'];
  return typeof d === 'string' ? (d as Dependency) : undefined;
}

export function dependencyTimeouts(): { readonly connectMs: number; readonly deadlineMs: number } {
  const c = config();
  return { connectMs: c['svc.dependency.connect-timeout-ms'], deadlineMs: c['svc.dependency.timeout-ms'] };
}

/** Socket-level failures: nothing listens, the peer went away, the name does not resolve, the route is gone. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/**
 * True when `err` (or an error in its `cause` chain) says a server could not be reached or did
 * not answer in time, rather than that it answered with an error.
 */
export function isConnectionFailure(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e instanceof Error && depth < 5; depth++, e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
  }
  return false;
}

export class DeadlineExceeded extends Error {
  override readonly name = 'TimeoutError';
}

/** `work`'s outcome, or a DeadlineExceeded after `ms`; `work` itself is abandoned, not cancelled. */
export async function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new DeadlineExceeded(`${what} did not answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For hot-path reads that have a last known value: waits at most `ms` for `work`, then (or when
 * it fails) answers `fallback`; `work` goes on in the background and refreshes for later callers.
 */
export async function settleWithin<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work.catch(() => fallback),
      new Promise<T>((resolve) => {
        timer = setTimeout(() => resolve(fallback), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
