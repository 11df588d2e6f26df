/**
 * The legacy shelf (`/svc/api`) can be switched off by the operator (`legacy-v1.shelfEnabled`);
 * every legacy route then answers 410 `legacy.disabled`. The console learns the shelf's state from
 * the answers it gets anyway (no extra request) and from the admin page's own change.
 */

export const LEGACY_DISABLED = 'legacy.disabled';

/** Whether a request went to the legacy shelf (`…/svc/api/…`, whatever the API base). */
export const isLegacyPath = (pathname: string): boolean => /\/svc\/api(\/|$)/.test(pathname);

/**
 * What one answer says about the shelf: `false` (off) for 410 `legacy.disabled` on a legacy path,
 * `true` (served) for any other answer the shelf itself gave (2xx, or a 4xx a served route gives),
 * `undefined` when it says nothing (another path, 5xx, no answer).
 */
export function shelfServed(pathname: string, status: number, problemCode: string | undefined): boolean | undefined {
  if (!isLegacyPath(pathname)) return undefined;
  if (status === 410) return problemCode !== LEGACY_DISABLED;
  if (status === 401 || status >= 500) return undefined;
  return status >= 200 && status < 500 ? true : undefined;
}

/** The problem type's last segment of a problem+json body, when it is one. */
export function problemCode(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
    const type = (body as Record<string, unknown>)['type'];
    return typeof type === 'string' ? type.split('/').pop() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Pages with no `/v2` equivalent at all (the metadata graph and file containers are served by the
 * legacy shelf only): while the shelf is off the shell shows an explanation in their place.
 * Partly served pages (containers: HDF by appId; profile: provenance; administration) stay and say
 * per section what is unavailable.
 */
export const LEGACY_ONLY_ROUTES = [
  'collections',
  'collection',
  'data-object',
  'file-container',
  'timeseries-container',
] as const;

export const isLegacyOnlyRoute = (name: unknown): boolean =>
  typeof name === 'string' && (LEGACY_ONLY_ROUTES as readonly string[]).includes(name);
