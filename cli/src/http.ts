import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { gzipSync } from 'node:zlib';
import type { z } from 'zod';
import { CliError, HttpError, hintForStatus, type Problem } from './errors.ts';

/**
 * The one HTTP client of svc-admin: base URL, `X-API-KEY`, problem parsing and the mapping of
 * transport failures and statuses to operator-readable errors. Built on node:http rather than
 * fetch, which refuses some ports outright ("bad port") and hides the socket error code.
 */
export interface ClientOptions {
  readonly baseUrl: string;
  readonly apiKey?: string | undefined;
  readonly userAgent?: string;
  /** Socket inactivity limit per request. */
  readonly timeoutMs?: number;
  /** Receives one line per request and per answer (never a header value). */
  readonly trace?: (line: string) => void;
}

export interface RequestOptions {
  /** A JSON-serializable body. */
  readonly body?: unknown;
  /** Defaults to `application/json` with a `body`, `application/octet-stream` with `raw`. */
  readonly contentType?: string;
  /** Bytes sent as they are (multipart forms, Turtle), instead of a JSON `body`. */
  readonly raw?: Buffer;
  /** The `Content-Encoding` of `raw` (e.g. `gzip`); none by default. */
  readonly contentEncoding?: string;
  /** Send the API key (default true); public probes go without it. */
  readonly auth?: boolean;
  readonly timeoutMs?: number;
}

export interface ApiResponse {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

/** Builds a path whose interpolated segments are percent-encoded: apiPath`/v2/admin/plugins/${id}`. */
export function apiPath(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return strings.reduce((acc, s, i) => acc + s + (i < values.length ? encodeURIComponent(String(values[i])) : ''), '');
}

export class ApiClient {
  constructor(readonly options: ClientOptions) {}

  get hasApiKey(): boolean {
    return this.options.apiKey !== undefined;
  }

  url(path: string): string {
    return this.options.baseUrl + (path.startsWith('/') ? path : `/${path}`);
  }

  /** Sends one request and returns the answer whatever its status; transport failures throw `CliError`. */
  async request(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResponse> {
    const url = this.url(path);
    const headers: Record<string, string> = { accept: 'application/json, application/problem+json' };
    if (this.options.userAgent) headers['user-agent'] = this.options.userAgent;
    if (opts.auth !== false && this.options.apiKey !== undefined) headers['x-api-key'] = this.options.apiKey;
    let body: string | Buffer | undefined;
    if (opts.raw !== undefined) {
      body = opts.raw;
      headers['content-type'] = opts.contentType ?? 'application/octet-stream';
      if (opts.contentEncoding !== undefined) headers['content-encoding'] = opts.contentEncoding;
      headers['content-length'] = String(body.length);
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = opts.contentType ?? 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    const trace = this.options.trace;
    trace?.(`> ${method} ${redactUrl(url)}`);
    const started = performance.now();
    const elapsed = () => `${Math.round(performance.now() - started)} ms`;
    try {
      const answer = await send(
        method,
        url,
        headers,
        body,
        opts.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      );
      trace?.(`< ${answer.status} ${answer.statusMessage} ${method} ${redactUrl(url)} in ${elapsed()}`);
      return { method, url, status: answer.status, headers: answer.headers, text: answer.text };
    } catch (err) {
      trace?.(
        `! ${method} ${redactUrl(url)} failed after ${elapsed()}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
      );
      throw transportError(err, url);
    }
  }

  /** A request whose 2xx answer must be JSON of the given shape; any other status throws `HttpError`. */
  async json<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    opts: RequestOptions = {},
  ): Promise<z.output<S>> {
    const res = await this.request(method, path, opts);
    if (res.status < 200 || res.status > 299) throw this.httpError(res);
    return parseBody(res, schema);
  }

  get<S extends z.ZodType>(path: string, schema: S, opts: Omit<RequestOptions, 'body'> = {}): Promise<z.output<S>> {
    return this.json('GET', path, schema, opts);
  }

  /** An RFC 7396 merge-patch. */
  mergePatch<S extends z.ZodType>(path: string, patch: Record<string, unknown>, schema: S): Promise<z.output<S>> {
    return this.json('PATCH', path, schema, { body: patch, contentType: 'application/merge-patch+json' });
  }

  /**
   * A multipart/form-data request (encoded by the platform's own `FormData` serializer); `gzip`
   * sends the whole body `Content-Encoding: gzip` (for an endpoint that accepts it).
   */
  async multipart<S extends z.ZodType>(
    method: string,
    path: string,
    form: FormData,
    schema: S,
    opts: Omit<RequestOptions, 'body' | 'raw' | 'contentType' | 'contentEncoding'> & { readonly gzip?: boolean } = {},
  ): Promise<z.output<S>> {
    const { gzip, ...rest } = opts;
    const encoded = new Response(form);
    const raw = Buffer.from(await encoded.arrayBuffer());
    return this.json(method, path, schema, {
      ...rest,
      raw: gzip ? gzipSync(raw) : raw,
      ...(gzip ? { contentEncoding: 'gzip' } : {}),
      contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
    });
  }

  /** The error for a non-2xx answer, with advice for 401 and 403. */
  httpError(res: ApiResponse): HttpError {
    return new HttpError(res.method, res.url, res.status, parseProblem(res), hintForStatus(res.status, this.hasApiKey));
  }
}

/** Parses and checks a JSON body; anything else is a `malformed` error. */
export function parseBody<S extends z.ZodType>(res: ApiResponse, schema: S): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(res.text);
  } catch {
    const type = headerValue(res.headers['content-type']) ?? 'no content type';
    throw malformed(res, `the body is not JSON (${type}, ${Buffer.byteLength(res.text)} bytes)`);
  }
  const checked = schema.safeParse(value);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
    throw malformed(res, `${where}: ${issue?.message ?? 'unexpected shape'}`);
  }
  return checked.data;
}

function malformed(res: ApiResponse, why: string): CliError {
  return new CliError(
    'malformed',
    `Unexpected answer to ${res.method} ${redactUrl(res.url)} (HTTP ${res.status}): ${why}`,
    { status: res.status, url: redactUrl(res.url) },
    'Is --url pointing at an svc instance of a compatible version?',
  );
}

/**
 * The problem document of an error answer: RFC 7807 JSON when present, else a minimal one from
 * a `{message}` body (API Gateway's own denials); undefined for bodies that say nothing usable.
 */
export function parseProblem(res: Pick<ApiResponse, 'text' | 'headers'>): Problem | undefined {
  let value: unknown;
  try {
    value = JSON.parse(res.text);
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const doc = value as Record<string, unknown>;
  const problem: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(doc)) {
    if (['type', 'title', 'detail', 'instance'].includes(k) && typeof v !== 'string') continue;
    if (k === 'status' && typeof v !== 'number') continue;
    problem[k] = v;
  }
  if (problem['title'] === undefined && problem['detail'] === undefined) {
    if (typeof doc['message'] === 'string') problem['detail'] = doc['message'];
    else return undefined;
  }
  return problem as Problem;
}

/** Maps a socket-level failure to an operator-readable connect or timeout error. */
export function transportError(err: unknown, url: string): CliError {
  if (err instanceof CliError) return err;
  const e = err as NodeJS.ErrnoException;
  const code = e?.code;
  const target = redactUrl(url);
  const origin = originOf(url);
  const details = { url: target, ...(code ? { code } : {}) };
  if (code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT' || e?.name === 'TimeoutError') {
    return new CliError(
      'timeout',
      `No answer from ${origin} in time (${code ?? 'timeout'}).`,
      details,
      'Is the service overloaded, or --url pointing at the wrong host?',
    );
  }
  const reason =
    code !== undefined
      ? (NETWORK_REASONS[code] ?? (isTlsCode(code) ? `TLS failure: ${e.message}` : e.message))
      : messageOfUnknown(err);
  return new CliError(
    'connect',
    `Cannot connect to ${origin}: ${reason}${code ? ` (${code})` : ''}.`,
    details,
    'Check --url, SVC_ADMIN_URL or url in ~/.svc/admin.toml, and that the service is running.',
  );
}

const NETWORK_REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset by the server',
  EPIPE: 'connection closed by the server',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EADDRNOTAVAIL: 'address not available',
  ERR_BODY_TOO_LARGE: `answer larger than ${MAX_BODY_BYTES} bytes`,
};

function isTlsCode(code: string): boolean {
  return /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|EPROTO$)/.test(code);
}

function messageOfUnknown(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The URL without user-info (a password in `--url` must not reach a log). */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.username === '' && u.password === '') return url;
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return url;
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

interface RawAnswer {
  status: number;
  statusMessage: string;
  headers: IncomingHttpHeaders;
  text: string;
}

function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
  timeoutMs: number,
): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    const target = new URL(url);
    const requester = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const auth =
      target.username || target.password
        ? `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`
        : undefined;
    const req = requester(target, { method, headers, ...(auth ? { auth } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          req.destroy(Object.assign(new Error('answer too large'), { code: 'ERR_BODY_TOO_LARGE' }));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          statusMessage: res.statusMessage ?? '',
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () =>
      req.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })),
    );
    req.on('error', reject);
    req.end(body);
  });
}
