/**
 * Who the caller is and which roles they hold, from what the console already has: the credential
 * and the API's answers. The API has no "my roles" operation, so:
 * - signed in with an API key: the key is a JWT naming its uid (`jti`); its roles are that key's
 *   row in `GET /svc/api/users/{username}/apikeys` (the roles the authorizer grants the key);
 * - signed in with an OIDC access token: the token's role claim (`OIDC_ROLE`, `roles` by default).
 * The payload is read, never verified: the API verifies every request; this only decides what to
 * offer (the admin navigation, the roles a new key may carry). The server still refuses escalation.
 */

export const INSTANCE_ADMIN = 'instance-admin';

export type Credential = { apiKey: string } | { bearer: string };

/** The claims of a compact JWT, undefined when the value is not one. */
export function jwtClaims(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part || !/^[A-Za-z0-9_-]+$/.test(part)) return undefined;
  try {
    const b64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The uid of an svc API key (its `jti`), undefined for anything else. */
export function apiKeyUid(key: string): string | undefined {
  const c = jwtClaims(key);
  return c && c['iss'] === 'svc-apikey' && typeof c['jti'] === 'string' ? c['jti'] : undefined;
}

/** The roles in an OIDC token's role claim (`a.b` names a nested claim). */
export function tokenRoles(token: string, claim = 'roles'): string[] {
  let v: unknown = jwtClaims(token);
  for (const part of claim.split('.')) {
    v = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[part] : undefined;
  }
  if (Array.isArray(v)) return v.filter((r): r is string => typeof r === 'string');
  return typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : [];
}

export interface KeyRow {
  readonly uid: string;
  readonly roles: readonly string[];
}

/** The caller's roles: the signed-in key's row, or the token's claim. Sorted, unique. */
export function callerRoles(credential: Credential | undefined, keys: readonly KeyRow[]): string[] {
  if (!credential) return [];
  const roles =
    'apiKey' in credential
      ? (keys.find((k) => k.uid === apiKeyUid(credential.apiKey))?.roles ?? [])
      : tokenRoles(credential.bearer);
  return [...new Set(roles)].sort();
}

export const isInstanceAdmin = (roles: readonly string[]): boolean => roles.includes(INSTANCE_ADMIN);

/** Roles a new key may ask for: only those the caller holds (no escalation); unknown ones dropped. */
export function grantable(requested: readonly string[], held: readonly string[]): string[] {
  return [...new Set(requested.filter((r) => held.includes(r)))];
}
