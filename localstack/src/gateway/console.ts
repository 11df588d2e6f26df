import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { repoRoot } from '../paths.ts';
import type { IncomingParts } from './events.ts';

type Result = APIGatewayProxyStructuredResultV2;

/** The built console (`npm run console:build`), served at /console/ as CloudFront serves it in AWS. */
export const consoleDist = join(repoRoot, 'console', 'dist');
export const CONSOLE_PREFIX = '/console';

/** Scripts, styles, images, fonts and connections from this origin only; no framing, no plugins. */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Vuetify writes its theme into a <style> element at runtime.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  // Video previews play the presigned stream URL of the files bucket (widened below, as connect-src).
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json']);
const YEAR = 'public, max-age=31536000, immutable';

/**
 * The runtime configuration one build reads on every stage (the CDK stack writes its own in AWS).
 * `hdfBrowserEndpoint` (the HSDS the HDF browsing page reads from the browser) is the sidecar's
 * endpoint while HDF is on, and absent otherwise: locally the browser reaches the sidecar directly.
 */
export function consoleConfig(env: NodeJS.ProcessEnv = process.env): Record<string, unknown> {
  const hsds = env['SVC_HDF_SIDECAR_ENDPOINT'];
  return {
    apiBase: '',
    oidc: {
      authority: env['SVC_CONSOLE_OIDC_AUTHORITY'] ?? env['OIDC_AUTHORITY'] ?? null,
      clientId: env['SVC_CONSOLE_OIDC_CLIENT_ID'] ?? null,
    },
    ...(env['SVC_HDF_ENABLED'] === 'true' && hsds && URL.canParse(hsds) ? { hdfBrowserEndpoint: hsds } : {}),
  };
}

/**
 * CONSOLE_CSP with two origins added to connect-src: the OIDC authority's (the browser fetches its
 * discovery document and calls its token endpoint; the local provider is on its own port) and the
 * files bucket's endpoint (`SVC_FILES_S3_ENDPOINT`, S3Proxy locally): presigned uploads PUT there.
 * The bucket's endpoint is added to media-src as well: a video preview streams its presigned URL.
 * While HDF is on, HSDS's origin (config.json's `hdfBrowserEndpoint`, the sidecar's endpoint)
 * joins connect-src: the HDF container page reads the sidecar directly as the user.
 */
export function consoleCsp(env: NodeJS.ProcessEnv = process.env): string {
  const config = consoleConfig(env);
  const { authority } = config['oidc'] as { authority: string | null };
  const origin = (u: unknown) => (typeof u === 'string' && URL.canParse(u) ? [new URL(u).origin] : []);
  const bucket = origin(env['SVC_FILES_S3_ENDPOINT']);
  // The HDF container page reads HSDS itself, with the user's own sidecar credentials.
  const hsds = origin(config['hdfBrowserEndpoint']);
  const origins = [...origin(authority), ...bucket, ...hsds];
  let csp = CONSOLE_CSP;
  if (origins.length > 0)
    csp = csp.replace("connect-src 'self'", `connect-src 'self' ${[...new Set(origins)].join(' ')}`);
  if (bucket.length > 0) csp = csp.replace("media-src 'self'", `media-src 'self' ${bucket.join(' ')}`);
  return csp;
}

const cache = new Map<string, { mtimeMs: number; raw: Buffer; gzip: Buffer | undefined }>();

function fileBody(file: string): { raw: Buffer; gzip: Buffer | undefined } {
  const { mtimeMs } = statSync(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit;
  const raw = readFileSync(file);
  const entry = {
    mtimeMs,
    raw,
    gzip: COMPRESSIBLE.has(extname(file)) && raw.length > 1024 ? gzipSync(raw) : undefined,
  };
  cache.set(file, entry);
  return entry;
}

function fileResult(file: string, cacheControl: string, acceptsGzip: boolean): Result {
  const { raw, gzip } = fileBody(file);
  const ext = extname(file);
  const headers: Record<string, string> = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
  };
  if (ext === '.html') {
    headers['content-security-policy'] = consoleCsp();
    headers['referrer-policy'] = 'no-referrer';
  }
  const body = gzip && acceptsGzip ? gzip : raw;
  if (body === gzip) headers['content-encoding'] = 'gzip';
  return { statusCode: 200, headers, body: body.toString('base64'), isBase64Encoded: true };
}

const text = (statusCode: number, message: string, headers: Record<string, string> = {}): Result => ({
  statusCode,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  body: message,
});

/** A file under dist for a URL path below /console/, or undefined when it names none (or escapes dist). */
function distFile(relative: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(consoleDist, decoded));
  if (!file.startsWith(consoleDist + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/**
 * The answer for a request under /console, or undefined when the path is not the console's.
 * Hashed assets are cached for a year; index.html (every client-side route) and config.json
 * never; a missing asset is a 404, never index.html, so a stale chunk fails and the app reloads.
 */
export function consoleResponse(parts: Pick<IncomingParts, 'method' | 'rawPath' | 'headers'>): Result | undefined {
  const path = parts.rawPath;
  if (path !== CONSOLE_PREFIX && !path.startsWith(`${CONSOLE_PREFIX}/`)) return undefined;
  if (parts.method !== 'GET' && parts.method !== 'HEAD') return text(405, 'Method Not Allowed', { allow: 'GET, HEAD' });
  if (path === CONSOLE_PREFIX) return { statusCode: 308, headers: { location: `${CONSOLE_PREFIX}/` }, body: '' };
  const relative = path.slice(CONSOLE_PREFIX.length + 1);
  if (relative === 'config.json')
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      body: JSON.stringify(consoleConfig()),
    };
  const index = join(consoleDist, 'index.html');
  if (!existsSync(index))
    return text(503, 'The console is not built: run `npm run console:build` (npm start builds it when missing).');
  const acceptsGzip = /\bgzip\b/.test(parts.headers['accept-encoding'] ?? '');
  const file = relative === '' ? undefined : distFile(relative);
  if (file && file !== index)
    return fileResult(file, relative.startsWith('assets/') ? YEAR : 'public, max-age=300', acceptsGzip);
  if (relative.startsWith('assets/') || extname(relative) !== '') return text(404, 'Not Found');
  return fileResult(index, 'no-cache', acceptsGzip);
}
