/** What the console shows for a failed request: RFC 7807 problem documents made readable. */

export interface Violation {
  readonly field: string;
  readonly message: string;
}

/** A request the API refused or could not answer, with what the problem document said. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string | undefined,
    /** The problem type's last segment (`request.invalid`), when the answer was problem+json. */
    readonly code: string | undefined,
    readonly violations: readonly Violation[],
    /** Seconds from `Retry-After` (503, 429), when sent. */
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(detail ?? title);
    this.name = 'ApiError';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function violationsOf(body: Record<string, unknown>): Violation[] {
  const list = body['violations'];
  if (!Array.isArray(list)) return [];
  return list.flatMap((v) =>
    isRecord(v) && typeof v['message'] === 'string'
      ? [{ field: typeof v['field'] === 'string' ? v['field'] : '(body)', message: v['message'] }]
      : [],
  );
}

/** Retry-After in seconds (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The error for an answer that was not 2xx: its problem document, or whatever the body said. */
export function toApiError(status: number, headers: Headers, body: unknown): ApiError {
  const retry = retryAfterSeconds(headers.get('retry-after'));
  if (isRecord(body)) {
    const type = typeof body['type'] === 'string' ? body['type'] : undefined;
    const title =
      typeof body['title'] === 'string'
        ? body['title']
        : typeof body['message'] === 'string'
          ? body['message']
          : `HTTP ${status}`;
    const detail = typeof body['detail'] === 'string' ? body['detail'] : undefined;
    const code = type?.split('/').pop();
    return new ApiError(status, title, detail, code, violationsOf(body), retry);
  }
  const text = typeof body === 'string' && body.trim() !== '' ? body.trim().slice(0, 500) : undefined;
  return new ApiError(status, `HTTP ${status}`, text, undefined, [], retry);
}

/** One line for a person: the problem's detail, else its title. */
export function readableMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const head = error.detail && error.detail !== error.title ? `${error.title}: ${error.detail}` : error.title;
    return error.retryAfterSeconds !== undefined ? `${head} (retry in ${error.retryAfterSeconds} s)` : head;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * 400 violations by the form field they name: `name`, `description`, `attributes` (the map
 * itself) and `attributes.<key>` (one entry). Fields a form does not show go under `''`.
 */
export function violationsByField(error: unknown, fields: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!(error instanceof ApiError)) return out;
  for (const v of error.violations) {
    const field = v.field.replace(/^body\./, '');
    const known = fields.find((f) => field === f || field.startsWith(`${f}.`));
    const key = known === undefined ? '' : field.startsWith(`${known}.`) && known === 'attributes' ? field : known;
    out[key] = [...(out[key] ?? []), v.message];
  }
  return out;
}

/** TanStack Query's retry rule: a 503 or 429 that says when is retried twice, nothing else is. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 503 || error.status === 429) &&
    error.retryAfterSeconds !== undefined &&
    error.retryAfterSeconds <= 30 &&
    failureCount < 2
  );
}

/** How long to wait before that retry: what Retry-After asked for. */
export function retryDelayMs(_failureCount: number, error: unknown): number {
  return error instanceof ApiError && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : 1000;
}
