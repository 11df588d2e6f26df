import { ref, shallowRef } from 'vue';
import type { ConsoleConfig } from '../config.ts';
import { credential } from '../auth/session.ts';
import { type ApiClient, createApiClient } from './client.ts';
import type { LegacySignals } from './legacy-signals.ts';
import { legacyShelfOff } from './shelf.ts';

/** The legacy shelf's last deprecation signals, for the banner (undefined until an answer carried them). */
export const legacy = shallowRef<LegacySignals | undefined>(undefined);
/** Set when an answer said 401: the shell sends the user to sign in and back. */
export const unauthorized = ref(0);

let client: ApiClient | undefined;
let base = '';

export function initApi(config: ConsoleConfig): void {
  base = config.apiBase;
  client = createApiClient(config.apiBase, {
    credential,
    onUnauthorized: () => {
      unauthorized.value++;
    },
    onLegacySignals: (s) => {
      legacy.value = s;
    },
    onLegacyShelf: (served) => {
      legacyShelfOff.value = !served;
    },
  });
}

/** The app's typed client (initApi ran in main.ts before anything renders). */
export function api(): ApiClient {
  if (!client) throw new Error('the API client is not initialised');
  return client;
}

/** The API's base URL (for requests the typed client cannot make: uploads with progress). */
export const apiBase = (): string => base;
