import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { unauthorized } from '../api/instance.ts';
import {
  consoleUris,
  displayName,
  EXPIRING_NOTICE_SECONDS,
  onTokenExpiring,
  returnTarget,
} from '../logic/oidc-session.ts';
import { adoptOidcUser, expiryWarning, forget, oidcSettings, onForgetOidc } from './session.ts';

/**
 * OpenID Connect sign-in: authorization code with PKCE (S256) through the provider's own page,
 * the user kept in sessionStorage (this tab only), the access token renewed by refresh token
 * (never a hidden iframe: the console's CSP forbids framing). Loaded lazily: only the sign-in
 * and callback pages and a tab that already holds an OIDC sign-in import this module.
 */

let manager: UserManager | undefined;
/** When the user last pressed a key or a pointer in this page (null: not since it loaded). */
let lastActivity: number | null = null;
/** The user as last loaded; the event handlers read it (getUser() would re-arm the expiry timers). */
let current: User | null = null;
/** One renewal at a time: the provider rotates refresh tokens and ends the grant on a reuse. */
let renewing: Promise<void> | null = null;

const markActive = () => {
  lastActivity = Date.now();
};

function adopt(user: User): void {
  current = user;
  adoptOidcUser({
    accessToken: user.access_token,
    username: displayName(user.profile),
    expiresAt: user.expires_at,
  });
}

function userManager(): UserManager {
  if (manager) return manager;
  const settings = oidcSettings();
  if (!settings) throw new Error('OpenID Connect is not configured for this console.');
  const uris = consoleUris(window.location.origin, import.meta.env.BASE_URL);
  const m = new UserManager({
    authority: settings.authority,
    client_id: settings.clientId,
    redirect_uri: uris.callback,
    post_logout_redirect_uri: uris.signedOut,
    response_type: 'code',
    scope: 'openid profile email roles',
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    // The console decides between a silent renewal and a warning (logic/oidc-session.ts).
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: EXPIRING_NOTICE_SECONDS,
    monitorSession: false,
    loadUserInfo: false,
  });
  m.events.addUserLoaded(adopt);
  m.events.addUserUnloaded(() => {
    current = null;
  });
  m.events.addAccessTokenExpiring(() => void expiring());
  m.events.addAccessTokenExpired(() => void expired());
  onForgetOidc(() => void m.removeUser());
  window.addEventListener('pointerdown', markActive, { capture: true, passive: true });
  window.addEventListener('keydown', markActive, { capture: true, passive: true });
  manager = m;
  return m;
}

async function expiring(): Promise<void> {
  const user = current;
  if (!user || renewing) return;
  if (onTokenExpiring(Date.now(), lastActivity, !!user.refresh_token) === 'renew') {
    try {
      await renew();
      return;
    } catch {
      // fall through to the warning: the user may still sign in again in time
    }
  }
  expiryWarning.value = user.expires_at ?? Math.floor(Date.now() / 1000);
}

async function expired(): Promise<void> {
  await userManager().removeUser();
  // The same path as a 401: forget the session, sign in again, then come back to this page.
  unauthorized.value++;
}

/** Restores this tab's sign-in at start-up; an expired access token is renewed if it can be. */
export async function resume(): Promise<void> {
  const m = userManager();
  const user = await m.getUser();
  if (!user) return;
  adopt(user);
  if (!user.expired) return;
  try {
    await renew();
  } catch {
    await m.removeUser();
    forget();
  }
}

/** A new access token by the refresh token (rotated by the provider); "stay signed in" calls it. */
export function renew(): Promise<void> {
  renewing ??= (async () => {
    try {
      if (!current?.refresh_token) throw new Error('no refresh token: sign in again');
      const renewed = await userManager().signinSilent();
      if (!renewed) throw new Error('the provider renewed nothing');
      markActive();
    } finally {
      renewing = null;
    }
  })();
  return renewing;
}

/** Off to the provider's sign-in page; back at /callback, then at `returnTo`. */
export async function signIn(returnTo: string): Promise<void> {
  await userManager().signinRedirect({ state: { returnTo: returnTarget(returnTo) } });
}

/** The callback: exchanges the code (with the PKCE verifier) and answers where to go now. */
export async function completeSignIn(): Promise<string> {
  const user = await userManager().signinRedirectCallback();
  adopt(user);
  const state = user.state as { returnTo?: unknown } | undefined;
  return returnTarget(state?.returnTo);
}

/** Revokes the refresh token, forgets the user here and ends the session at the provider. */
export async function signOut(): Promise<void> {
  const m = userManager();
  const user = current;
  try {
    if (user?.refresh_token) await m.revokeTokens(['refresh_token']);
  } catch {
    // the provider ends the whole session below in any case
  }
  forget();
  await m.signoutRedirect({ id_token_hint: user?.id_token });
}
