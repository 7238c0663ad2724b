import type { IncomingMessage } from 'node:http';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, parseLocale, type Locale } from '@oj/core';

/** Cookie that remembers the language chosen with `?l=`. */
export const LOCALE_COOKIE = 'lang';

/** One cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The request's language: `?l=`, then the cookie, then Accept-Language, then zh-CN (spec 01 §1). */
export function localeOf(req: IncomingMessage, queryL: unknown): Locale {
  return (
    parseLocale(typeof queryL === 'string' ? queryL : undefined) ??
    parseLocale(cookieValue(req.headers.cookie, LOCALE_COOKIE)) ??
    localeFromAcceptLanguage(req.headers['accept-language']) ??
    DEFAULT_LOCALE
  );
}
