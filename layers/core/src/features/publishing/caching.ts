import { createHash } from 'node:crypto';
import type { ApiResponse } from '../../kernel/api.ts';

const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').map((t) => t.trim().replace(/^W\//, '')).some((t) => t === etag || t === '*');

/**
 * A public, cacheable JSON-LD answer: a strong ETag over the serialised body and 304 when the
 * caller's If-None-Match names it. The body is serialised once, here.
 */
export function cacheable(body: unknown, ifNoneMatch: string | undefined, opts: { maxAgeSeconds: number; contentType: string; headers?: Record<string, string> }): ApiResponse {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 32)}"`;
  const headers = { 'cache-control': `public, max-age=${opts.maxAgeSeconds}`, etag, ...(opts.headers ?? {}) };
  if (matches(ifNoneMatch, etag)) return { status: 304, headers };
  return { status: 200, body: text, contentType: opts.contentType, headers };
}
