/** The interface languages of spec 01 §1; zh-CN is the default. */
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Reads a locale from `?l=`, a cookie or Accept-Language; anything unknown gives undefined. */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'zh-cn' || v === 'zh' || v.startsWith('zh-hans') || v === 'cn') return 'zh-CN';
  if (v === 'en-us' || v === 'en' || v.startsWith('en-')) return 'en-US';
  return undefined;
}

/** Picks the first supported language of an Accept-Language header. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const found = parseLocale(part.split(';')[0]);
    if (found) return found;
  }
  return undefined;
}

/** A message catalogue: flat keys ('error.notFound') to text with {{placeholders}}. */
export type Messages = Record<string, string>;
export type Catalogue = Record<Locale, Messages>;
