import { createI18n } from 'vue-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
const STORE = 'svc.console.locale';

function initialLocale(): Locale {
  const saved = localStorage.getItem(STORE);
  if (saved === 'en' || saved === 'de') return saved;
  return navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en';
}

export const i18n = createI18n({
  legacy: false,
  locale: initialLocale(),
  fallbackLocale: 'en',
  messages: { en, de },
});

export function setLocale(locale: Locale): void {
  i18n.global.locale.value = locale;
  localStorage.setItem(STORE, locale);
  document.documentElement.lang = locale;
}
