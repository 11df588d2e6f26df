/** The authenticated caller, as every domain function sees it. */
export interface Principal {
  readonly username: string;
  readonly roles: readonly string[];
  readonly method: 'apikey' | 'oidc';
  /** The API key's uid when authenticated by key. */
  readonly keyId?: string;
}

export const INSTANCE_ADMIN = 'instance-admin';
export const isInstanceAdmin = (p: Principal) => p.roles.includes(INSTANCE_ADMIN);

/**
 * What the Lambda authorizer hands to API Gateway (simple-response `context`: flat string
 * values only) and each function reads back. `refused` carries why credentials were rejected,
 * so the function's auth gate can answer 401 as problem JSON.
 */
export type AuthContext =
  | { readonly status: 'authenticated'; readonly principal: Principal }
  | { readonly status: 'anonymous' }
  | { readonly status: 'refused'; readonly reason: string }
  /** The authorizer could not reach its backend (`dependency` names it when known): answered 503, never mistaken for a 401. */
  | { readonly status: 'unavailable'; readonly dependency?: string };

export function encodeAuthContext(a: AuthContext): Record<string, string> {
  switch (a.status) {
    case 'authenticated':
      return {
        status: a.status,
        username: a.principal.username,
        roles: JSON.stringify(a.principal.roles),
        method: a.principal.method,
        keyId: a.principal.keyId ?? '',
      };
    case 'anonymous':
      return { status: a.status };
    case 'unavailable':
      return { status: a.status, ...(a.dependency ? { dependency: a.dependency } : {}) };
    case 'refused':
      return { status: a.status, reason: a.reason };
  }
}

export function decodeAuthContext(ctx: Record<string, unknown> | undefined): AuthContext {
  if (!ctx || ctx['status'] === undefined) return { status: 'anonymous' };
  if (ctx['status'] === 'refused') return { status: 'refused', reason: String(ctx['reason'] ?? 'invalid credentials') };
  if (ctx['status'] === 'unavailable')
    return typeof ctx['dependency'] === 'string'
      ? { status: 'unavailable', dependency: ctx['dependency'] }
      : { status: 'unavailable' };
  if (ctx['status'] !== 'authenticated') return { status: 'anonymous' };
  const roles: unknown = JSON.parse(String(ctx['roles'] ?? '[]'));
  const method = ctx['method'] === 'oidc' ? 'oidc' : 'apikey';
  const keyId = String(ctx['keyId'] ?? '');
  return {
    status: 'authenticated',
    principal: {
      username: String(ctx['username']),
      roles: Array.isArray(roles) ? roles.map(String) : [],
      method,
      ...(keyId ? { keyId } : {}),
    },
  };
}
