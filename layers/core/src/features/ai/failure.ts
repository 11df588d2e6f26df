import type { LlmFailure } from '../../platform/plugins/types.ts';

/** An error a provider throws, classified for the caller (see LlmFailure). */
export class LlmCallError extends Error {
  constructor(
    readonly llmFailure: LlmFailure,
    message: string,
    readonly retryAfterMs?: number,
    /** The provider refused the credential (401/403), not the request. */
    readonly authentication = false,
  ) {
    super(message);
    this.name = 'LlmCallError';
  }
}

/** The failure class of anything a provider threw (an unclassified error counts as unavailable). */
export function failureOf(err: unknown): LlmFailure {
  const f = (err as { llmFailure?: unknown } | null)?.llmFailure;
  return f === 'throttled' || f === 'unavailable' || f === 'refused' || f === 'malformed' ? f : 'unavailable';
}

/** Whether a provider refused the credential it was given (LlmFailure: `authentication`). */
export const isAuthenticationFailure = (err: unknown): boolean =>
  (err as { authentication?: unknown } | null)?.authentication === true;

/** A Retry-After header (seconds or an HTTP date) in milliseconds, when present and sane. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const s = Number(header);
  if (Number.isFinite(s) && s >= 0) return s * 1000;
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}
