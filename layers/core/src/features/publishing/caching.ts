import { createHash } from 'node:crypto';
import type { ApiResponse } from '../../kernel/api.ts';

const matches = (header: string | undefined, etag: string): boolean => {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
};

/**
 * A public, cacheable answer: a strong ETag over the serialised body (or over `etagOf`, the
 * answer less what changes on every call, such as OAI-PMH's responseDate) and 304 when the
 * caller's If-None-Match names it. A JSON body is serialised once, here; a string is sent as is.
 */
export function cacheable(
  body: unknown,
  ifNoneMatch: string | undefined,
  opts: { maxAgeSeconds: number; contentType: string; headers?: Record<string, string>; etagOf?: string },
): ApiResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const etag = `"${createHash('sha256')
    .update(opts.etagOf ?? text)
    .digest('base64url')
    .slice(0, 32)}"`;
  const headers = { 'cache-control': `public, max-age=${opts.maxAgeSeconds}`, etag, ...(opts.headers ?? {}) };
  if (matches(ifNoneMatch, etag)) return { status: 304, headers };
  return { status: 200, body: text, contentType: opts.contentType, headers };
}
