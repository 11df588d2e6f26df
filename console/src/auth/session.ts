import { computed, ref } from 'vue';

/**
 * Who the console speaks as. An API key pasted at sign-in lives in sessionStorage: this tab
 * only, gone when the tab closes, never in localStorage or a cookie.
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

export const signedIn = computed(() => apiKey.value !== null);

export function credential(): { apiKey: string } | undefined {
  return apiKey.value === null ? undefined : { apiKey: apiKey.value };
}

export function rememberApiKey(key: string): void {
  sessionStorage.setItem(KEY, key);
  apiKey.value = key;
}

export function forget(): void {
  sessionStorage.removeItem(KEY);
  apiKey.value = null;
}
