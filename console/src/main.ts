import { QueryClient, VueQueryPlugin } from '@tanstack/vue-query';
import { createApp } from 'vue';
import App from './App.vue';
import { initApi } from './api/instance.ts';
import { retryDelayMs, shouldRetry } from './api/problems.ts';
import { configureOidc, hasStoredOidcUser, signedIn } from './auth/session.ts';
import { loadConfig } from './config.ts';
import { i18n } from './i18n.ts';
import { preloadRoute, router } from './router.ts';
import { vuetify } from './vuetify.ts';

// A chunk of an older deploy is gone: Vite reports it here; reload once to get the new ones.
window.addEventListener('vite:preloadError', () => window.location.reload());

// The page asked for starts loading now, beside config.json and the app's start (a signed-out
// visitor is sent to sign in instead, so only for a tab that holds a credential).
if (signedIn.value || hasStoredOidcUser()) {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const { pathname, search } = window.location;
  if (pathname.startsWith(base)) preloadRoute(`${pathname.slice(base.length) || '/'}${search}`);
}

const config = await loadConfig();
initApi(config);
configureOidc(config.oidc.authority, config.oidc.clientId);
// A tab that signed in through OpenID Connect: restore (and if need be renew) it before routing.
if (hasStoredOidcUser()) await (await import('./auth/oidc.ts')).resume().catch(() => undefined);
document.documentElement.lang = i18n.global.locale.value;

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, retryDelay: retryDelayMs, staleTime: 10_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

createApp(App).use(i18n).use(vuetify).use(router).use(VueQueryPlugin, { queryClient }).mount('#app');
