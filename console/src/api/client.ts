import createClient, { type Client } from 'openapi-fetch';
import { isLegacyPath, problemCode, shelfServed } from '../logic/shelf.ts';
import { type LegacySignals, legacySignals } from './legacy-signals.ts';
import { parseJson, stringifyJson } from './lossless.ts';
import { toApiError } from './problems.ts';
import type { paths } from './schema.d.ts';

export type ApiClient = Client<paths>;

export interface ClientHooks {
  /** The caller's credential now: an API key (sent as X-API-KEY) or an OIDC access token. */
  credential(): { apiKey: string } | { bearer: string } | undefined;
  /** A 401 answer: the credential is missing, expired or revoked. */
  onUnauthorized?(): void;
  /** An answer carried the legacy shelf's deprecation signals. */
  onLegacySignals?(signals: LegacySignals): void;
  /** A legacy-shelf answer said whether the shelf is served (false: 410 `legacy.disabled`). */
  onLegacyShelf?(served: boolean): void;
}

/** A copy of an answer whose `json()` keeps int64 values exact (see lossless.ts). */
function losslessResponse(body: ArrayBuffer | null, init: ResponseInit): Response {
  const response = new Response(body, init);
  Object.defineProperty(response, 'json', { value: async () => parseJson(await response.text()) });
  return response;
}

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * The typed client every page uses: paths, parameters and bodies come from the generated
 * `schema.d.ts`. Its fetch adds the credential, reports 401 and legacy signals, and hands
 * openapi-fetch a response that parses JSON losslessly (openapi-fetch reads JSON through
 * `json()` when Content-Length is known, so the rebuilt response always states it).
 */
export function createApiClient(baseUrl: string, hooks: ClientHooks, baseFetch: typeof fetch = fetch): ApiClient {
  const svcFetch = async (input: Request): Promise<Response> => {
    // A legacy 410 (the shelf off) carries no Cache-Control, and browsers may keep a 410 by heuristic
    // freshness: legacy requests skip the HTTP cache so the shelf's return is seen at once. (A variable,
    // not a literal: Node's RequestInit type, which the root project checks this file with, has no `cache`.)
    const noStore = { cache: 'no-store' as const, headers: input.headers };
    const request = isLegacyPath(new URL(input.url).pathname) ? new Request(input.clone(), noStore) : input.clone();
    const credential = hooks.credential();
    if (credential && 'apiKey' in credential) request.headers.set('x-api-key', credential.apiKey);
    if (credential && 'bearer' in credential) request.headers.set('authorization', `Bearer ${credential.bearer}`);
    const response = await baseFetch(request);
    // A redirect not followed (`redirect: 'manual'`, a view's 303 to storage) is opaque: status 0,
    // no headers or body, and no Response can be built with its status. It goes back as it came.
    if (response.type === 'opaqueredirect') return response;
    const signals = legacySignals(response.headers);
    if (signals) hooks.onLegacySignals?.(signals);
    if (response.status === 401) hooks.onUnauthorized?.();
    const body = NULL_BODY.has(response.status) ? null : await response.arrayBuffer();
    const code = response.status === 410 && body ? problemCode(new TextDecoder().decode(body)) : undefined;
    const served = shelfServed(new URL(request.url).pathname, response.status, code);
    if (served !== undefined) hooks.onLegacyShelf?.(served);
    const headers = new Headers(response.headers);
    headers.delete('content-encoding');
    headers.set('content-length', String(body?.byteLength ?? 0));
    return losslessResponse(body, { status: response.status, statusText: response.statusText, headers });
  };
  return createClient<paths>({
    baseUrl,
    fetch: svcFetch,
    bodySerializer: (body: unknown) => (body instanceof FormData ? body : stringifyJson(body)),
  });
}

/** The data of a 2xx answer, or the thrown ApiError of any other (problem+json made readable). */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<NonNullable<T> | undefined> {
  const { data, error, response } = await call;
  if (!response.ok) throw toApiError(response.status, response.headers, error);
  return data ?? undefined;
}

/** As unwrap, for answers that always carry a body. */
export async function unwrapBody<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw toApiError(response.status, response.headers, error);
  if (data === undefined) throw toApiError(response.status, response.headers, 'The answer had no body.');
  return data;
}
