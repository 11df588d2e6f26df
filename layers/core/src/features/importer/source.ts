import { Readable, Transform } from 'node:stream';
import * as z from 'zod';
import { parseInt64Json } from '../../kernel/int64-json.ts';
import { ProblemError, badRequest } from '../../kernel/problem.ts';
import { endpointProblem, resolvedEndpointProblem } from '../../platform/net/outbound-url.ts';
import { dependencySignal } from '../../platform/request-deadline.ts';
import { outboundFetch, outboundRefusal } from '../../platform/net/outbound-fetch.ts';

/**
 * The source instance, read through its legacy API (`/svc/api`, the surface svc and upstream
 * share). Every call is bounded (REQUEST_TIMEOUT_MS for a JSON answer of at most MAX_JSON_BYTES;
 * a download may idle for at most DOWNLOAD_IDLE_MS), follows no redirect with the API key, and
 * re-checks the SSRF rules of semantic repository endpoints (platform/net/outbound-url.ts: http(s)
 * only, no credentials in the URL, no host that is or resolves to a link-local address such as the
 * cloud metadata service; loopback stays allowed, which is how two local instances talk).
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const DOWNLOAD_IDLE_MS = 60_000;
const MAX_JSON_BYTES = 32 * 1024 * 1024;
const ADDRESS_RECHECK_MS = 60_000;

/** The API root of a source base URL: a bare origin means `<origin>/svc/api`. 400 when the URL is refused by its text (see checkSourceAddress for its addresses). */
export function apiRootOf(sourceBaseUrl: string): string {
  const problem = endpointProblem(sourceBaseUrl);
  if (problem)
    throw badRequest(`sourceBaseUrl is refused: ${problem.replace(/^endpoint/, 'it')}.`, { field: 'sourceBaseUrl' });
  const url = new URL(sourceBaseUrl);
  if (url.search !== '')
    throw badRequest('sourceBaseUrl is refused: it must not carry a query.', { field: 'sourceBaseUrl' });
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path === '' ? '/svc/api' : path}`;
}

/** 400 when the source's host resolves to a link-local address. */
export async function checkSourceAddress(apiRoot: string): Promise<void> {
  const problem = await resolvedEndpointProblem(apiRoot);
  if (problem)
    throw badRequest(`sourceBaseUrl is refused: ${problem.replace(/^endpoint/, 'it')}.`, { field: 'sourceBaseUrl' });
}

/** Why the source could not be read: refused (the key, 502), unreachable (503), or absent (404 from the source). */
export class SourceError extends Error {
  /** `body`: the start of a 4xx answer's body (at most ERROR_BODY_BYTES), for callers that tell refusals apart. */
  constructor(
    message: string,
    readonly status: number | null,
    readonly body = '',
  ) {
    super(message);
  }
}
const ERROR_BODY_BYTES = 16 * 1024;

async function bodyStart(r: Response): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const c of r.body ?? []) {
      chunks.push(Buffer.from(c as Uint8Array));
      size += (c as Uint8Array).byteLength;
      if (size >= ERROR_BODY_BYTES) break;
    }
  } catch {
    // What arrived is enough: the body only explains the status.
  }
  await r.body?.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, ERROR_BODY_BYTES).toString('utf8');
}

export const toProblem = (e: SourceError, root: string): ProblemError =>
  e.status === 401 || e.status === 403
    ? new ProblemError('dependency.refused', `The source ${root} refused the API key (HTTP ${e.status}).`, {
        dependency: 'import-source',
      })
    : e.status === 404
      ? badRequest(`The source ${root}: ${e.message}`, { field: 'sourceCollectionId' })
      : new ProblemError('dependency.unavailable', `The source ${root} ${e.message}.`, { dependency: 'import-source' });

// ── the legacy shapes read (only the fields the importer uses) ─────────────────────────────
const int = z.number().int();
const attributes = z
  .record(z.string(), z.string())
  .nullish()
  .transform((v) => v ?? {});
export const srcCollection = z.object({
  id: int,
  name: z.string(),
  description: z.string().nullish(),
  attributes,
  dataObjectIds: z.array(int).nullish(),
});
export const srcDataObject = z.object({
  id: int,
  name: z.string(),
  description: z.string().nullish(),
  attributes,
  parentId: int.nullish(),
  predecessorIds: z.array(int).nullish(),
  referenceIds: z.array(int).nullish(),
});
export const srcReference = z.object({ id: int, name: z.string(), type: z.string() });
export const srcEntityReference = srcReference.extend({
  referencedCollectionId: int.nullish(),
  referencedDataObjectId: int.nullish(),
  relationship: z.string().nullish(),
});
export const srcUriReference = srcReference.extend({ uri: z.string(), relationship: z.string().nullish() });
export const srcFileReference = srcReference.extend({ fileContainerId: int, fileOids: z.array(z.string()) });
export const srcJournal = z.object({ id: int, journalContent: z.string() });
export const srcAnnotation = z.object({
  id: int,
  propertyIRI: z.string(),
  valueIRI: z.string(),
  propertyRepositoryId: int,
  valueRepositoryId: int,
  numericValue: z.number().nullish(),
  unitIRI: z.string().nullish(),
});
export const srcRepository = z.object({ id: int, type: z.string(), endpoint: z.string().nullish() });
export const srcContainer = z.object({ id: int, name: z.string() });
export const srcFile = z.object({ oid: z.string(), filename: z.string(), md5: z.string().nullish() });
const int64 = z.union([z.bigint(), z.number().int()]).transform((v) => BigInt(v));
const idOf = z.union([z.bigint(), z.number().int()]).transform((v) => Number(v));
export const srcChannel = z.object({
  measurement: z.string(),
  device: z.string(),
  location: z.string(),
  symbolicName: z.string(),
  field: z.string(),
});
export const srcTimeseriesReference = z.object({
  id: idOf,
  name: z.string(),
  type: z.string(),
  start: int64,
  end: int64,
  timeseries: z.array(srcChannel),
  timeseriesContainerId: idOf,
});
export const srcPoints = z.object({
  points: z.array(z.object({ timestamp: int64, value: z.union([z.bigint(), z.number(), z.string(), z.boolean()]) })),
});
export type SrcCollection = z.output<typeof srcCollection>;
export type SrcDataObject = z.output<typeof srcDataObject>;
export type SrcFile = z.output<typeof srcFile>;

export interface Source {
  readonly root: string;
  /** With `int64`, integer literals read as bigints (nanosecond timestamps survive). */
  json<T extends z.ZodType>(path: string, schema: T, opts?: { int64?: boolean }): Promise<z.output<T>>;
  /** The bytes of a file; a redirect to a presigned URL is followed once, without the API key. */
  download(path: string): Promise<Readable>;
  /**
   * The bytes of a file read in `Range` requests of RANGE_BYTES each (one at a time, each streamed
   * through: never more than a range's bytes in flight), for a file the source will not answer
   * inline (an svc source on dbfs answers 413 above 4.5 MB). A source that answers 200 to the first
   * range streams the whole file in that answer.
   */
  downloadRanges(path: string): Promise<Readable>;
}

/** Below what an svc source answers inline (4,500,000 bytes: Lambda's 6 MB response, base64 counted). */
export const RANGE_BYTES = 4_000_000;
/** At most this many ranges per file (4 TB). */
const MAX_RANGES = 1_000_000;

const describe = (e: unknown, timeoutMs: number): string => {
  const refused = outboundRefusal(e);
  if (refused) return refused.message;
  const err = e as Error & { cause?: { code?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return `did not answer within ${timeoutMs / 1000} s`;
  return `is unreachable (${err.cause?.code ?? err.message})`;
};

/** `timeoutMs` bounds a JSON answer and the headers of a download (the start's probe uses less than the worker). */
export function source(root: string, apiKey: string, timeoutMs = REQUEST_TIMEOUT_MS): Source {
  // Host → when its addresses were last found acceptable (a lookup per call would double the calls).
  const checked = new Map<string, number>();
  const check = async (url: string) => {
    const host = new URL(url).host;
    if ((checked.get(host) ?? 0) > Date.now() - ADDRESS_RECHECK_MS) return;
    const problem = await resolvedEndpointProblem(url);
    if (problem) throw new SourceError(`refused the address ${url}: ${problem}`, null);
    checked.set(host, Date.now());
  };
  async function get(path: string, accept: string, signal: AbortSignal, range?: string): Promise<Response> {
    const url = `${root}${path}`;
    await check(url);
    const headers: Record<string, string> = { 'x-api-key': apiKey, accept };
    if (range !== undefined) headers['range'] = range;
    try {
      return await outboundFetch(url, { headers, redirect: 'manual', signal });
    } catch (e) {
      throw new SourceError(describe(e, timeoutMs), null);
    }
  }
  const failure = async (r: Response, path: string): Promise<SourceError> => {
    // A client error's start is kept for the report; any other answer's body is released unread.
    let body = '';
    if (r.status >= 400 && r.status < 500) body = await bodyStart(r);
    else await r.body?.cancel().catch(() => undefined);
    return new SourceError(
      r.status === 404 ? `has nothing at ${path} (HTTP 404)` : `answered HTTP ${r.status} for ${path}`,
      r.status,
      body,
    );
  };

  return {
    root,
    async json(path, schema, opts = {}) {
      // Capped by the request's deadline budget and cancelled by it (platform/request-deadline.ts); a worker has none.
      const signal = dependencySignal(timeoutMs);
      const r = await get(path, 'application/json', signal);
      if (r.status < 200 || r.status > 299) throw await failure(r, path);
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const c of r.body ?? []) {
          size += (c as Uint8Array).byteLength;
          if (size > MAX_JSON_BYTES)
            throw new SourceError(`answered more than ${MAX_JSON_BYTES} bytes for ${path}`, null);
          chunks.push(Buffer.from(c as Uint8Array));
        }
      } catch (e) {
        throw e instanceof SourceError ? e : new SourceError(describe(e, timeoutMs), null);
      }
      let body: unknown;
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        body = opts.int64 ? parseInt64Json(text) : JSON.parse(text);
      } catch {
        throw new SourceError(`answered something other than JSON for ${path}`, null);
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success)
        throw new SourceError(
          `answered an unexpected shape for ${path}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
          null,
        );
      return parsed.data;
    },
    async download(path) {
      const ctl = new AbortController();
      const headers = setTimeout(() => ctl.abort(), timeoutMs);
      let r = await get(path, '*/*', ctl.signal).finally(() => clearTimeout(headers));
      if (r.status >= 300 && r.status < 400) {
        const location = r.headers.get('location');
        await r.body?.cancel().catch(() => undefined);
        if (!location) throw new SourceError(`redirected ${path} nowhere`, null);
        const next = new URL(location, `${root}${path}`).toString();
        await check(next);
        const t = setTimeout(() => ctl.abort(), timeoutMs);
        try {
          // The key stays with the source: a presigned URL needs none.
          r = await outboundFetch(next, { redirect: 'error', signal: ctl.signal });
        } catch (e) {
          throw new SourceError(describe(e, timeoutMs), null);
        } finally {
          clearTimeout(t);
        }
      }
      if (r.status < 200 || r.status > 299 || !r.body) throw await failure(r, path);
      // A stalled transfer is aborted after DOWNLOAD_IDLE_MS without a byte.
      let idle = setTimeout(() => ctl.abort(), DOWNLOAD_IDLE_MS);
      const watchdog = new Transform({
        transform(chunk: Buffer, _enc, done) {
          clearTimeout(idle);
          idle = setTimeout(() => ctl.abort(), DOWNLOAD_IDLE_MS);
          done(null, chunk);
        },
        flush(done) {
          clearTimeout(idle);
          done();
        },
      });
      const body = Readable.fromWeb(r.body as import('node:stream/web').ReadableStream<Uint8Array>);
      body.on('error', (e) => {
        clearTimeout(idle);
        watchdog.destroy(new SourceError(`stopped sending ${path}: ${(e as Error).message}`, null));
      });
      return body.pipe(watchdog);
    },
    async downloadRanges(path) {
      let total: number | null = null;
      /** One range from `start`: its answer's body streamed out; resolves to where the next starts, -1 at the end. */
      async function* part(start: number): AsyncGenerator<Buffer, number> {
        const end = start + RANGE_BYTES - 1;
        const ctl = new AbortController();
        const headers = setTimeout(() => ctl.abort(), timeoutMs);
        const r = await get(path, '*/*', ctl.signal, `bytes=${start}-${end}`).finally(() => clearTimeout(headers));
        if (r.status === 200 && start === 0 && r.body) {
          // The source ignores ranges: this answer is the whole file.
          yield* streamed(r.body, ctl, path);
          return -1;
        }
        if (r.status !== 206 || !r.body) throw await failure(r, path);
        const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(r.headers.get('content-range') ?? '');
        const [from, to, size] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [Number.NaN, 0, 0];
        if (from !== start || to < from || to >= size || (total !== null && size !== total)) {
          await r.body.cancel().catch(() => undefined);
          throw new SourceError(
            `answered range ${r.headers.get('content-range') ?? '(none)'} for bytes ${start}-${end} of ${path}`,
            null,
          );
        }
        let got = 0;
        for await (const c of streamed(r.body, ctl, path)) {
          got += c.length;
          if (got > to - from + 1) throw new SourceError(`sent more than range ${from}-${to} of ${path}`, null);
          yield c;
        }
        if (got !== to - from + 1) throw new SourceError(`sent ${got} bytes of range ${from}-${to} of ${path}`, null);
        total = size;
        return to + 1 === size ? -1 : to + 1;
      }
      async function* all(): AsyncGenerator<Buffer> {
        let start = 0;
        for (let n = 0; n < MAX_RANGES; n++) {
          start = yield* part(start);
          if (start === -1) return;
        }
        throw new SourceError(`has more than ${MAX_RANGES} ranges of ${RANGE_BYTES} bytes at ${path}`, null);
      }
      return Readable.from(all(), { objectMode: false });
    },
  };
}

/** The chunks of a response body; a stall of DOWNLOAD_IDLE_MS without a byte aborts it. */
async function* streamed(
  body: import('node:stream/web').ReadableStream<Uint8Array>,
  ctl: AbortController,
  path: string,
): AsyncGenerator<Buffer> {
  let idle = setTimeout(() => ctl.abort(), DOWNLOAD_IDLE_MS);
  try {
    for await (const c of body) {
      clearTimeout(idle);
      idle = setTimeout(() => ctl.abort(), DOWNLOAD_IDLE_MS);
      yield Buffer.from(c);
    }
  } catch (e) {
    throw new SourceError(`stopped sending ${path}: ${(e as Error).message}`, null);
  } finally {
    clearTimeout(idle);
    await body.cancel().catch(() => undefined);
  }
}
