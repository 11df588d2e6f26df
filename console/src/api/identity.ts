import { useQuery } from '@tanstack/vue-query';
import { computed, watch } from 'vue';
import type { RouteLocationNormalized, RouteLocationRaw } from 'vue-router';
import { credential, signedIn } from '../auth/session.ts';
import { apiKeyUid, callerRoles, INSTANCE_ADMIN, isInstanceAdmin, jwtClaims } from '../logic/identity.ts';
import {
  credentialDigestInput,
  hex,
  STORED_IDENTITY_MAX_AGE_MS,
  type StoredIdentity,
  usableStoredIdentity,
} from '../logic/identity-cache.ts';
import { unwrapBody } from './client.ts';
import { api, unauthorized } from './instance.ts';
import { parseJson, stringifyJson } from './lossless.ts';
import type { paths } from './schema.d.ts';
import { isLegacyGone, legacyShelfOff } from './shelf.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
export type CurrentUser = JsonOf<paths['/svc/api/users']['get']['responses'][200]>;
export type ApiKeyRow = JsonOf<paths['/svc/api/users/{username}/apikeys']['get']['responses'][200]>[number];

export interface Identity {
  readonly username: string;
  /** The user record (`GET /svc/api/users`); undefined while the legacy shelf is off. */
  readonly user: CurrentUser | undefined;
  /** The caller's keys (`GET /svc/api/users/{username}/apikeys`), oldest first. */
  readonly keys: readonly ApiKeyRow[];
  /** What the signed-in credential may do (logic/identity.ts explains where they come from). */
  readonly roles: readonly string[];
  readonly admin: boolean;
  /**
   * False when the roles could not be read: an API key's roles are its row in the legacy key list,
   * so with the shelf off only instance-admin is known (probed through /v2/admin).
   */
  readonly rolesKnown: boolean;
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
  try {
    const user = await unwrapBody(api().GET('/svc/api/users'));
    const keys = await fetchKeys(user.username);
    return toIdentity(user, keys);
  } catch (error) {
    if (isLegacyGone(error)) return identityWithoutShelf();
    throw error;
  }
}

function toIdentity(user: CurrentUser, keys: readonly ApiKeyRow[]): Identity {
  const roles = callerRoles(credential(), keys);
  return { username: user.username, user, keys, roles, admin: isInstanceAdmin(roles), rolesKnown: true };
}

/**
 * Who am I while the operator has the legacy shelf off (both requests above answer 410): the
 * username from the credential (an API key names it in `sub`; a token in `preferred_username`
 * or `sub`, as the service reads it), the roles from the token's claim; an API key's roles are
 * unknown, but one /v2 request tells whether it may administer (200) or not (403).
 */
async function identityWithoutShelf(): Promise<Identity> {
  const c = credential();
  const claims = c ? jwtClaims('apiKey' in c ? c.apiKey : c.bearer) : undefined;
  const name = claims?.['preferred_username'] ?? claims?.['sub'];
  const username = typeof name === 'string' ? name : '';
  if (c && 'bearer' in c) {
    const roles = callerRoles(c, []);
    return { username, user: undefined, keys: [], roles, admin: isInstanceAdmin(roles), rolesKnown: true };
  }
  const { response } = await api().GET('/v2/admin/features');
  const admin = response.ok;
  return { username, user: undefined, keys: [], roles: admin ? [INSTANCE_ADMIN] : [], admin, rolesKnown: false };
}

// ── the tab's copy across page loads ──────────────────────────────────────────────────────────────
/**
 * A full page load would ask both requests again; the tab keeps the answer in sessionStorage (as
 * session.ts keeps the credential: this tab only) under a SHA-256 hash of the credential, for
 * STORED_IDENTITY_MAX_AGE_MS. It holds the user and the key descriptions, no secret.
 */
const STORE = 'svc.console.identity';

async function credentialHash(): Promise<string | undefined> {
  const c = credential();
  if (!c || !globalThis.crypto?.subtle) return undefined;
  try {
    return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(credentialDigestInput(c))));
  } catch {
    return undefined;
  }
}

function dropStored(): void {
  try {
    sessionStorage.removeItem(STORE);
  } catch {
    // storage unavailable: nothing was kept
  }
}

function readStored(hash: string): StoredIdentity<CurrentUser, ApiKeyRow> | undefined {
  try {
    const text = sessionStorage.getItem(STORE);
    const stored =
      text === null ? undefined : usableStoredIdentity<CurrentUser, ApiKeyRow>(parseJson(text), hash, Date.now());
    if (text !== null && !stored) sessionStorage.removeItem(STORE);
    return stored;
  } catch {
    return undefined;
  }
}

function writeStored(hash: string, me: Identity): void {
  if (!me.user) return;
  const entry: StoredIdentity<CurrentUser, ApiKeyRow> = { hash, at: Date.now(), user: me.user, keys: me.keys };
  try {
    sessionStorage.setItem(STORE, stringifyJson(entry));
  } catch {
    // storage full or unavailable: the next page load asks again
  }
}

/** The identity of this credential: the tab's copy when it has one, else asked and kept. */
async function storedOrFetched(): Promise<Identity> {
  const hash = await credentialHash();
  const stored = hash === undefined ? undefined : readStored(hash);
  if (stored) return toIdentity(stored.user, stored.keys);
  const me = await fetchIdentity();
  // Kept only if the credential did not change while asking (and not the shelf-less stand-in).
  if (me.user && hash !== undefined && hash === (await credentialHash())) writeStored(hash, me);
  return me;
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
    p = storedOrFetched();
    inFlight.set(tag, p);
    p.catch(() => inFlight.delete(tag));
  }
  return p;
}

/** Forget the guard's copy and the tab's (after a mutation changed the keys). */
export function forgetIdentity(): void {
  inFlight.clear();
  dropStored();
}

// Sign-out, another sign-in, a renewed token or a 401: what was known about the caller is gone.
// (From no credential to one is a page load restoring its OIDC user, or a sign-in after sign-out
// already forgot: the tab's copy stays, it is filed under its credential's hash.)
watch(
  () => credentialTag(),
  (_now, before) => {
    inFlight.clear();
    if (before !== 'none') dropStored();
  },
  { flush: 'sync' },
);
watch(unauthorized, forgetIdentity, { flush: 'sync' });
// The shelf came back: the user record and the keys can be read again.
watch(legacyShelfOff, (off) => {
  if (!off) forgetIdentity();
});

/** How long in-app navigation trusts the identity it has (changes go through forgetIdentity). */
export const IDENTITY_STALE_MS = STORED_IDENTITY_MAX_AGE_MS;

/** The identity as a query: one answer shared by the shell and the pages of this tab. */
export function useIdentity() {
  return useQuery({
    queryKey: computed(() => identityQueryKey()),
    queryFn: identity,
    enabled: signedIn,
    staleTime: IDENTITY_STALE_MS,
  });
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
