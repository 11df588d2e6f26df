import { createHash } from 'node:crypto';

/**
 * OAI-PMH resumption tokens: opaque to harvesters, they carry the list request's arguments and the
 * position after the last item handed out (a key of the list's index order), so a page needs no
 * server-side session. A checksum makes a garbled token detectable; a token that is well formed
 * but forged only names a position in public data, which is harmless.
 */
export interface TokenState {
  readonly verb: 'ListIdentifiers' | 'ListRecords' | 'ListSets';
  readonly metadataPrefix: string | null;
  readonly set: string | null;
  readonly from: string | null;
  readonly until: string | null;
  /** The key after which the next page starts. */
  readonly after: string;
  /** How many items earlier pages handed out (the token's `cursor` attribute). */
  readonly cursor: number;
}

/** How long a token stays valid. */
export const TOKEN_LIFETIME_SECONDS = 24 * 3600;

const HOUR = 3600;
const check = (payload: string) => createHash('sha256').update(`oai-token|${payload}`).digest('base64url').slice(0, 12);

/**
 * The expiry is rounded up to the hour, so the same page asked for twice within an hour is the same
 * answer (and its ETag matches).
 */
export function expiryOf(nowMs: number): number {
  return Math.ceil(nowMs / 1000 / HOUR) * HOUR + TOKEN_LIFETIME_SECONDS;
}

export function encodeToken(state: TokenState, nowMs: number): { token: string; expiresAt: string } {
  const exp = expiryOf(nowMs);
  const payload = Buffer.from(
    JSON.stringify([
      state.verb,
      state.metadataPrefix,
      state.set,
      state.from,
      state.until,
      state.after,
      state.cursor,
      exp,
    ]),
    'utf8',
  ).toString('base64url');
  return { token: `${payload}.${check(payload)}`, expiresAt: `${new Date(exp * 1000).toISOString().slice(0, 19)}Z` };
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const VERBS = new Set(['ListIdentifiers', 'ListRecords', 'ListSets']);

/** The state a token carries, or why it is refused (garbled, expired). */
export function decodeToken(
  token: string,
  nowMs: number,
): { ok: true; state: TokenState } | { ok: false; reason: string } {
  const dot = token.lastIndexOf('.');
  const payload = dot > 0 ? token.slice(0, dot) : '';
  if (!payload || check(payload) !== token.slice(dot + 1))
    return { ok: false, reason: 'The resumptionToken is not one this repository issued.' };
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'The resumptionToken is not one this repository issued.' };
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== 8 ||
    !VERBS.has(String(parts[0])) ||
    typeof parts[5] !== 'string' ||
    !Number.isInteger(parts[6]) ||
    !Number.isInteger(parts[7])
  ) {
    return { ok: false, reason: 'The resumptionToken is not one this repository issued.' };
  }
  if (Number(parts[7]) * 1000 <= nowMs)
    return { ok: false, reason: 'The resumptionToken has expired; start the list again.' };
  return {
    ok: true,
    state: {
      verb: parts[0] as TokenState['verb'],
      metadataPrefix: str(parts[1]),
      set: str(parts[2]),
      from: str(parts[3]),
      until: str(parts[4]),
      after: String(parts[5]),
      cursor: Number(parts[6]),
    },
  };
}
