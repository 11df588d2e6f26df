import { createHmac, timingSafeEqual, createHash } from 'node:crypto';

/**
 * API keys are compact JWTs (HS256) signed with the instance key. The graph stores only the
 * key's uid and the SHA-256 of the token, never the token: a leaked database mints nothing.
 */
export const API_KEY_ISSUER = 'svc-apikey';

export interface ApiKeyClaims {
  readonly uid: string;
  readonly username: string;
  readonly iat: number;
}

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');

export function signApiKey(claims: ApiKeyClaims, key: Buffer): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: API_KEY_ISSUER }));
  const payload = b64url(
    JSON.stringify({ iss: API_KEY_ISSUER, sub: claims.username, jti: claims.uid, iat: claims.iat }),
  );
  const sig = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${sig}`;
}

/** Parses without verifying: used only to route a bearer value to the right verifier. */
export function looksLikeApiKey(token: string): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && (claims as { iss?: unknown }).iss === API_KEY_ISSUER;
  } catch {
    return false;
  }
}

/** Verifies the signature and shape; returns the claims or undefined. */
export function verifyApiKey(token: string, key: Buffer): ApiKeyClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, sig] = parts as [string, string, string];
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (
      c['iss'] !== API_KEY_ISSUER ||
      typeof c['sub'] !== 'string' ||
      typeof c['jti'] !== 'string' ||
      typeof c['iat'] !== 'number'
    )
      return undefined;
    return { uid: c['jti'], username: c['sub'], iat: c['iat'] };
  } catch {
    return undefined;
  }
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
