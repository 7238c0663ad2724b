import i18next, { type i18n } from 'i18next';
import { coreMessages, DEFAULT_LOCALE, LOCALES, type Catalogue, type Locale } from '@oj/core';

/**
 * Server-side messages in both languages: the core's catalogue plus each feature's and plugin's.
 * One i18next instance for the process; the locale is passed per call, never stored.
 */
export class Translator {
  private readonly i18n: i18n;
  /** Messages without parameters ('success', ...) are looked up once per language. */
  private readonly plain = new Map<string, string>();

  constructor(catalogues: ReadonlyArray<Partial<Catalogue>>) {
    this.i18n = i18next.createInstance();
    const resources: Record<string, { translation: Record<string, string> }> = {};
    for (const locale of LOCALES) {
      resources[locale] = { translation: Object.assign({}, coreMessages[locale], ...catalogues.map((c) => c[locale] ?? {})) };
    }
    void this.i18n.init({
      resources,
      lng: DEFAULT_LOCALE,
      fallbackLng: 'en-US',
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      initAsync: false,
      showSupportNotice: false,
    } as Parameters<i18n['init']>[0]);
  }

  t(locale: Locale, key: string, params?: Record<string, unknown>): string {
    if (params && Object.keys(params).length > 0) return this.i18n.t(key, { lng: locale, ...params }) as string;
    const cacheKey = `${locale}\u0000${key}`;
    let text = this.plain.get(cacheKey);
    if (text === undefined) {
      text = this.i18n.t(key, { lng: locale }) as string;
      this.plain.set(cacheKey, text);
    }
    return text;
  }

  has(key: string): boolean {
    return this.i18n.exists(key, { lng: 'en-US' });
  }
}
