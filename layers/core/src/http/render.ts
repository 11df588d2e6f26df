import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { config } from '../platform/config/load.ts';
import { logger } from '../platform/observability/logger.ts';
import { PROBLEM_JSON, ProblemError, problemCatalogue } from '../kernel/problem.ts';
import type { ApiResponse } from '../kernel/api.ts';

export type LambdaResult = APIGatewayProxyStructuredResultV2;

export function renderResponse(res: ApiResponse): LambdaResult {
  const headers: Record<string, string> = { ...(res.headers ?? {}) };
  if (res.body === undefined || (res.body === null && res.status === 204)) {
    return { statusCode: res.status, headers, body: '' };
  }
  if (Buffer.isBuffer(res.body)) {
    headers['content-type'] = res.contentType ?? 'application/octet-stream';
    return { statusCode: res.status, headers, body: res.body.toString('base64'), isBase64Encoded: true };
  }
  if (typeof res.body === 'string') {
    headers['content-type'] = res.contentType ?? 'text/plain; charset=utf-8';
    return { statusCode: res.status, headers, body: res.body };
  }
  headers['content-type'] = res.contentType ?? 'application/json';
  return { statusCode: res.status, headers, body: JSON.stringify(res.body) };
}

/**
 * Any error → RFC 7807. Problems below 500 are the caller's business and shown; anything else
 * is logged with its cause and answered as a bare 500 without internals.
 */
export function renderError(err: unknown, instance?: string): LambdaResult {
  const errorsUrl = safeErrorsUrl();
  let problem: ProblemError;
  if (err instanceof ProblemError) {
    problem = err;
    if (problem.status >= 500) logger.error('request failed', { error: err, cause: err.cause as Error });
  } else {
    logger.error('unexpected error', { error: err as Error });
    problem = new ProblemError('internal.error', 'An unexpected error occurred; it has been logged.');
  }
  return {
    statusCode: problem.status,
    // A problem may name another media type where a contract demands it (provenance's 406).
    headers: { 'content-type': PROBLEM_JSON, ...problem.headers },
    body: JSON.stringify(problem.toBody(errorsUrl, instance)),
  };
}

/** The status `renderError` answers an error with: its problem's, or 500 for anything else. */
export const errorStatus = (err: unknown): number =>
  err instanceof ProblemError ? err.status : problemCatalogue['internal.error'].status;

function safeErrorsUrl(): string {
  try {
    return config()['svc.errors.url'];
  } catch {
    return 'about:blank';
  }
}
