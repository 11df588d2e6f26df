/**
 * Decisions of the OpenID Connect session (console/src/auth/oidc.ts), kept free of the
 * browser and of oidc-client-ts so unit tests can reach them.
 */

/** A user who touched the page within this window is renewed silently; an idle one is asked. */
export const ACTIVE_WINDOW_MS = 10 * 60_000;

/** Seconds before the access token expires at which the console renews it or warns. */
export const EXPIRING_NOTICE_SECONDS = 60;

export type ExpiringAction = 'renew' | 'warn';

/**
 * The access token is about to expire: renew it by refresh token when the user was active
 * lately (pointer or key) and no renewal failed; otherwise warn, so an idle tab does not keep a
 * session alive on its own and nobody is signed out without notice.
 */
export function onTokenExpiring(
  now: number,
  lastActivity: number | null,
  canRefresh: boolean,
  windowMs = ACTIVE_WINDOW_MS,
): ExpiringAction {
  if (!canRefresh || lastActivity === null) return 'warn';
  return now - lastActivity <= windowMs ? 'renew' : 'warn';
}

/** Whole seconds left until `expiresAt` (epoch seconds, as in the token), never negative. */
export function secondsLeft(expiresAt: number | undefined, nowMs: number): number {
  if (expiresAt === undefined) return 0;
  return Math.max(0, Math.floor(expiresAt - nowMs / 1000));
}

/** Where to land after sign-in: a path of this console only (never another origin). */
export function returnTarget(raw: unknown, fallback = '/collections'): string {
  const path = typeof raw === 'string' ? raw : '';
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : fallback;
}

/** The redirect URIs registered for the console's client: `<origin><base>callback` and `…signed-out`. */
export function consoleUris(origin: string, base: string): { callback: string; signedOut: string } {
  const root = `${origin}${base.endsWith('/') ? base : `${base}/`}`;
  return { callback: `${root}callback`, signedOut: `${root}signed-out` };
}

/** The name the app bar shows for a signed-in OIDC user: the username, else the subject. */
export function displayName(profile: { preferred_username?: unknown; sub?: unknown }): string {
  const name = profile.preferred_username;
  if (typeof name === 'string' && name !== '') return name;
  return typeof profile.sub === 'string' ? profile.sub : '';
}
