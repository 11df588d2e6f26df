/**
 * The identity a tab remembers between page loads (api/identity.ts keeps it in sessionStorage).
 * It is filed under a SHA-256 hash of the credential, never the credential itself, and holds only
 * what the API answers about the caller (user and key descriptions, no secrets).
 */
export interface StoredIdentity<U, K> {
  /** Hex SHA-256 of the credential it was asked with. */
  readonly hash: string;
  /** Epoch milliseconds when it was asked. */
  readonly at: number;
  readonly user: U;
  readonly keys: readonly K[];
}

/** How long a page load may trust a remembered identity before asking the API again. */
export const STORED_IDENTITY_MAX_AGE_MS = 15 * 60_000;

/** Hex of a digest. */
export const hex = (digest: ArrayBuffer): string =>
  Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');

/** The text a credential is hashed from: its kind and its secret. */
export const credentialDigestInput = (c: { apiKey: string } | { bearer: string }): string =>
  'apiKey' in c ? `apiKey:${c.apiKey}` : `bearer:${c.bearer}`;

/**
 * The remembered identity when it belongs to this credential and is young enough; undefined for
 * anything else (another credential, too old, from the future, or not the shape written).
 */
export function usableStoredIdentity<U, K>(
  stored: unknown,
  hash: string,
  now: number,
  maxAgeMs = STORED_IDENTITY_MAX_AGE_MS,
): StoredIdentity<U, K> | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const s = stored as Partial<Record<keyof StoredIdentity<U, K>, unknown>>;
  if (s.hash !== hash || typeof s.at !== 'number') return undefined;
  if (s.at > now || now - s.at > maxAgeMs) return undefined;
  if (typeof s.user !== 'object' || s.user === null || !Array.isArray(s.keys)) return undefined;
  return stored as StoredIdentity<U, K>;
}
