import { createPublicKey } from 'node:crypto';
import { JwtVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { Jwk, JwkWithKid, Jwks, JwksCache } from 'aws-jwt-verify/jwk';
import type { DecomposedJwt } from 'aws-jwt-verify/jwt';
import { config } from '../../platform/config/load.ts';

type Verifier = { verify(token: string): Promise<JwtPayload> };
let verifier: Verifier | null | undefined;

/**
 * Serves the one configured public key for any `kid`: the deployment configures a key, not a
 * JWKS address, so nothing is ever fetched and an IdP's own `kid` naming does not matter.
 */
class PinnedKeyCache implements JwksCache {
  constructor(private readonly jwk: Jwk) {}
  getJwk(_uri: string, jwt: DecomposedJwt): Promise<JwkWithKid> {
    return Promise.resolve(this.getCachedJwk(_uri, jwt));
  }
  getCachedJwk(_uri: string, jwt: DecomposedJwt): JwkWithKid {
    const kid = typeof jwt.header.kid === 'string' ? jwt.header.kid : 'pinned';
    return { ...this.jwk, kid } as JwkWithKid;
  }
  addJwks(): void {}
  getJwks(): Promise<Jwks> {
    return Promise.resolve({ keys: [this.jwk] });
  }
}

/**
 * OIDC bearer tokens verified with aws-jwt-verify against OIDC_PUBLIC (a PEM public key) and
 * OIDC_AUTHORITY as issuer; expiry and signature are checked by the library.
 * Returns null when OIDC is not configured.
 */
function oidcVerifier(): Verifier | null {
  if (verifier !== undefined) return verifier;
  const c = config();
  const pem = c['OIDC_PUBLIC'].trim();
  const issuer = c['OIDC_AUTHORITY'].trim();
  if (!pem || !issuer) {
    verifier = null;
    return verifier;
  }
  const body = pem.includes('BEGIN') ? pem : `-----BEGIN PUBLIC KEY-----\n${pem}\n-----END PUBLIC KEY-----`;
  const exported = createPublicKey(body).export({ format: 'jwk' });
  const jwk = { ...exported, use: 'sig', alg: exported.kty === 'EC' ? 'ES256' : 'RS256' } as Jwk;
  const v = JwtVerifier.create(
    { issuer, audience: null, jwksUri: `${issuer.replace(/\/$/, '')}/.well-known/jwks.json` },
    { jwksCache: new PinnedKeyCache(jwk) },
  );
  verifier = { verify: (token) => v.verify(token) as Promise<JwtPayload> };
  return verifier;
}

export interface OidcIdentity {
  username: string;
  roles: string[];
  firstName?: string;
  lastName?: string;
  email?: string;
}

export async function verifyOidcToken(token: string): Promise<OidcIdentity | undefined> {
  const v = oidcVerifier();
  if (!v) return undefined;
  let payload: JwtPayload;
  try {
    payload = await v.verify(token);
  } catch {
    return undefined;
  }
  const roleClaim = config()['OIDC_ROLE'];
  const raw = roleClaimValue(payload, roleClaim);
  const str = (k: string) => (typeof payload[k] === 'string' ? (payload[k] as string) : undefined);
  const username = str('preferred_username') ?? str('sub');
  if (!username) return undefined;
  return {
    username,
    roles: raw,
    ...(str('given_name') ? { firstName: str('given_name') } : {}),
    ...(str('family_name') ? { lastName: str('family_name') } : {}),
    ...(str('email') ? { email: str('email') } : {}),
  } as OidcIdentity;
}

/** The role claim may be dotted (Keycloak's `realm_access.roles`). */
function roleClaimValue(payload: JwtPayload, claim: string): string[] {
  let cur: unknown = payload;
  for (const part of claim.split('.')) {
    cur = cur !== null && typeof cur === 'object' ? (cur as Record<string, unknown>)[part] : undefined;
  }
  if (Array.isArray(cur)) return cur.filter((r): r is string => typeof r === 'string');
  if (typeof cur === 'string') return cur.split(/[ ,]+/).filter(Boolean);
  return [];
}

export function resetOidcForTests(): void {
  verifier = undefined;
}
