import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { LambdaResult } from './render.ts';

/**
 * Content coding of JSON answers (issue 34). API Gateway's HTTP API does not compress, so the
 * function does: a JSON answer of at least MIN_BYTES is sent br or gzip encoded when the
 * request's Accept-Encoding allows it (br preferred at equal weight), as base64 with
 * `isBase64Encoded`, `Content-Encoding` and `Vary: Accept-Encoding`. Lambda's 6 MB response
 * limit applies to that encoded body, so a 5 MB list (about 0.3 MB as gzip) fits where it
 * barely did. Answers already encoded, binary ones and small ones stay as they are; so does an
 * answer whose encoding would not be smaller. The compressors run on libuv's threads, not on the
 * event loop.
 */
export const MIN_BYTES = 4096;

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/i;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * Levels by size: up to LARGE_BYTES br quality 5 and gzip 6 (near the best sizes, at most a few
 * ms); above it the fastest levels, where time counts more than the last bytes. For the 5.2 MB
 * list of 10,000 DataObjects: br 1 takes about 6 ms for 198 KB, br 5 about 40 ms for 152 KB;
 * gzip 1 about 14 ms for 265 KB, gzip 6 about 35 ms for 227 KB (this shared 2-core machine).
 */
const LARGE_BYTES = 256 * 1024;

export type Coding = 'br' | 'gzip';

/** The coding a client accepts by its Accept-Encoding (RFC 9110 §12.5.3), or undefined for identity. */
export function negotiateCoding(acceptEncoding: string | undefined): Coding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (c: Coding) => weights.get(c) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

function header(headers: LambdaResult['headers'], name: string): string | undefined {
  if (!headers) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : String(headers[key]);
}

function encode(body: Buffer, coding: Coding): Promise<Buffer> {
  const large = body.length > LARGE_BYTES;
  return coding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: large ? 1 : 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: large ? 1 : 6 });
}

/** The result as the client should receive it: encoded where it accepts a coding and it pays. */
export async function encodeForClient(result: LambdaResult, acceptEncoding: string | undefined): Promise<LambdaResult> {
  const body = result.body;
  if (body === undefined || result.isBase64Encoded || body.length < MIN_BYTES) return result;
  if (!JSON_TYPE.test(header(result.headers, 'content-type') ?? '')) return result;
  if (header(result.headers, 'content-encoding') !== undefined) return result;
  const vary = header(result.headers, 'vary');
  const others = Object.entries(result.headers ?? {}).filter(([k]) => k.toLowerCase() !== 'vary');
  const headers: Record<string, string | number | boolean> = {
    ...Object.fromEntries(others),
    vary: vary ? (/accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`) : 'Accept-Encoding',
  };
  const coding = negotiateCoding(acceptEncoding);
  const raw = Buffer.from(body, 'utf8');
  if (!coding || raw.length < MIN_BYTES) return { ...result, headers };
  const encoded = (await encode(raw, coding)).toString('base64');
  if (encoded.length >= raw.length) return { ...result, headers };
  // A strong validator names one representation (RFC 9110 §8.8.1); the encoded one gets a weak
  // tag, which If-None-Match still matches (it compares weakly; publishing/caching.ts does).
  const etagKey = Object.keys(headers).find((k) => k.toLowerCase() === 'etag');
  const etag = etagKey === undefined ? undefined : String(headers[etagKey]);
  if (etagKey !== undefined && etag !== undefined && !etag.startsWith('W/')) headers[etagKey] = `W/${etag}`;
  return {
    ...result,
    headers: { ...headers, 'content-encoding': coding },
    body: encoded,
    isBase64Encoded: true,
  };
}
