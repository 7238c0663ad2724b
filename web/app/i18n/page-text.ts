import { createI18n, DEFAULT_LOCALE, type Locale } from './i18n';
import type { MessageKey } from './messages';

/** The page's language as the server chose it (written on <html>); the default outside a browser. */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return lang === 'en-US' || lang === 'zh-CN' ? lang : DEFAULT_LOCALE;
}

/** A page string in the page's language, for code outside React (request helpers, downloads). */
export function pageText(key: MessageKey, locale: Locale = pageLocale()): string {
  return createI18n(locale).t(key);
}
