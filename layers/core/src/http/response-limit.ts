import { ProblemError } from '../kernel/problem.ts';
import { renderError, type LambdaResult } from './render.ts';

/**
 * Lambda's limit on a synchronous response (6 MB), counted as the function returns it: the body as
 * sent (base64 when binary or encoded) and escaped inside the JSON result, plus its headers and
 * envelope. Past it, AWS fails the
 * invocation and API Gateway answers a bare 500; the function answers a problem instead, so the
 * client learns why and what to do (the local gateway enforces the same limit on what it gets).
 */
export const LAMBDA_RESPONSE_BYTES = 6 * 1024 * 1024;
/** The result's JSON envelope around body and headers (status code, flags, quoting). */
const ENVELOPE_BYTES = 4 * 1024;

/** The body and headers as the function's JSON result carries them (the body's quotes and backslashes escaped). */
export function responseBytes(result: LambdaResult): number {
  return (
    Buffer.byteLength(JSON.stringify(result.body ?? '')) - 2 + Buffer.byteLength(JSON.stringify(result.headers ?? {}))
  );
}

/** Whether a result fits a Lambda response. */
export const fitsResponse = (result: LambdaResult): boolean =>
  responseBytes(result) + ENVELOPE_BYTES <= LAMBDA_RESPONSE_BYTES;

export function withinResponseLimit(result: LambdaResult, path: string): LambdaResult {
  if (fitsResponse(result)) return result;
  const bytes = responseBytes(result);
  const encoded = result.headers?.['content-encoding'] !== undefined;
  return renderError(
    new ProblemError(
      'response.too-large',
      `The answer takes ${bytes} bytes, more than a function may return (${LAMBDA_RESPONSE_BYTES} bytes). ` +
        `Ask for pages (page and size) or a narrower range${encoded ? '' : ', or accept a compressed answer (Accept-Encoding: br or gzip)'}.`,
    ),
    path,
  );
}
