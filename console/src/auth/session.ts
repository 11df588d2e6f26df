import { computed, ref, shallowRef } from 'vue';

/**
 * Who the console speaks as: an API key pasted at sign-in, or the access token of an OpenID
 * Connect sign-in (auth/oidc.ts, loaded lazily, keeps that user and renews its token). Both live
 * in sessionStorage: this tab only, gone when the tab closes, never in localStorage or a cookie.
 */
const KEY = 'svc.console.apiKey';

const read = (): string | null => {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
};

const apiKey = ref<string | null>(read());

/** The OpenID Connect user of this tab, as auth/oidc.ts last loaded or renewed it. */
export interface OidcSession {
  readonly accessToken: string;
  readonly username: string;
  /** Epoch seconds. */
  readonly expiresAt: number | undefined;
}
const oidcUser = shallowRef<OidcSession | null>(null);

/** The provider the runtime config names, or null when OpenID Connect is not configured. */
export interface OidcSettings {
  readonly authority: string;
  readonly clientId: string;
}
let settings: OidcSettings | null = null;

export const signedIn = computed(() => apiKey.value !== null || oidcUser.value !== null);
/** The signed-in OIDC user's name (an API key names nobody until asked). */
export const userName = computed(() => oidcUser.value?.username ?? null);
export const signedInWithOidc = computed(() => oidcUser.value !== null);
/** Set (epoch seconds of the expiry) while the console asks an idle user to stay signed in. */
export const expiryWarning = ref<number | null>(null);

export function credential(): { apiKey: string } | { bearer: string } | undefined {
  if (oidcUser.value) return { bearer: oidcUser.value.accessToken };
  return apiKey.value === null ? undefined : { apiKey: apiKey.value };
}

export function configureOidc(authority: string | null, clientId: string | null): void {
  settings = authority && clientId ? { authority, clientId } : null;
}

export function oidcSettings(): OidcSettings | null {
  return settings;
}

/** Whether this tab holds an OIDC sign-in (oidc-client-ts stores it as `oidc.user:<authority>:<client>`). */
export function hasStoredOidcUser(): boolean {
  if (!settings) return false;
  try {
    return sessionStorage.getItem(`oidc.user:${settings.authority}:${settings.clientId}`) !== null;
  } catch {
    return false;
  }
}

let forgetOidc: (() => void) | undefined;

/** auth/oidc.ts: how to drop its stored user when the console forgets the session. */
export function onForgetOidc(hook: () => void): void {
  forgetOidc = hook;
}

export function adoptOidcUser(user: OidcSession): void {
  sessionStorage.removeItem(KEY);
  apiKey.value = null;
  oidcUser.value = user;
  expiryWarning.value = null;
}

export function rememberApiKey(key: string): void {
  if (oidcUser.value) forgetOidc?.();
  oidcUser.value = null;
  sessionStorage.setItem(KEY, key);
  apiKey.value = key;
}

export function forget(): void {
  sessionStorage.removeItem(KEY);
  apiKey.value = null;
  if (oidcUser.value) forgetOidc?.();
  oidcUser.value = null;
  expiryWarning.value = null;
}
