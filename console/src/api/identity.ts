import type { RouteLocationNormalized, RouteLocationRaw } from 'vue-router';
import { credential } from '../auth/session.ts';
import { apiKeyUid, callerRoles, isInstanceAdmin, jwtClaims } from '../logic/identity.ts';
import { unwrapBody } from './client.ts';
import { api } from './instance.ts';
import type { paths } from './schema.d.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
export type CurrentUser = JsonOf<paths['/svc/api/users']['get']['responses'][200]>;
export type ApiKeyRow = JsonOf<paths['/svc/api/users/{username}/apikeys']['get']['responses'][200]>[number];

export interface Identity {
  readonly user: CurrentUser;
  /** The caller's keys (`GET /svc/api/users/{username}/apikeys`), oldest first. */
  readonly keys: readonly ApiKeyRow[];
  /** What the signed-in credential may do (logic/identity.ts explains where they come from). */
  readonly roles: readonly string[];
  readonly admin: boolean;
}

/**
 * A tag for the credential in query keys: the API key's uid or the token's `jti`/`iat`, never the
 * secret itself. Everything about the caller is cached under it, so another sign-in asks afresh.
 */
export function credentialTag(): string {
  const c = credential();
  if (!c) return 'none';
  if ('apiKey' in c) return `key:${apiKeyUid(c.apiKey) ?? c.apiKey.slice(-12)}`;
  const claims = jwtClaims(c.bearer);
  return `oidc:${String(claims?.['sub'] ?? '')}:${String(claims?.['jti'] ?? claims?.['iat'] ?? c.bearer.slice(-12))}`;
}

export const keysQueryKey = (username: string) => ['api-keys', credentialTag(), username] as const;

export const fetchKeys = (username: string) =>
  unwrapBody(api().GET('/svc/api/users/{username}/apikeys', { params: { path: { username } } }));

/** Who am I: the user, my keys and my roles (two requests, shared by the shell, the guard and the profile). */
export async function fetchIdentity(): Promise<Identity> {
  const user = await unwrapBody(api().GET('/svc/api/users'));
  const keys = await fetchKeys(user.username);
  const roles = callerRoles(credential(), keys);
  return { user, keys, roles, admin: isInstanceAdmin(roles) };
}

export const identityQueryKey = () => ['identity', credentialTag()] as const;

/**
 * The route guard's copy of the identity, per credential tag (the guard runs outside any
 * component, so it cannot reach the query cache; pages read the same answer through
 * useQuery with `identityQueryKey`, seeded from here, so a view asks once).
 */
const inFlight = new Map<string, Promise<Identity>>();
export function identity(): Promise<Identity> {
  const tag = credentialTag();
  let p = inFlight.get(tag);
  if (!p) {
    p = fetchIdentity();
    inFlight.set(tag, p);
    p.catch(() => inFlight.delete(tag));
  }
  return p;
}

/** Forget the guard's copy (after a mutation changed the keys). */
export function forgetIdentity(): void {
  inFlight.clear();
}

/**
 * The administration routes' guard: only an instance-admin enters; anyone else lands on the profile
 * with a note. If the identity cannot be read the page opens and shows the API's own answer
 * (every /v2/admin route refuses a non-admin with 403 itself).
 */
export async function adminOnly(to: RouteLocationNormalized): Promise<true | RouteLocationRaw> {
  try {
    const me = await identity();
    return me.admin ? true : { name: 'profile', query: { refused: to.fullPath } };
  } catch {
    return true;
  }
}
