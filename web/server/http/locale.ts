import type { Request } from 'express';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, parseLocale, type Locale } from '@oj/core';

/** Cookie that remembers the language chosen with `?l=`. */
export const LOCALE_COOKIE = 'lang';

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** The request's language: `?l=`, then the cookie, then Accept-Language, then zh-CN (spec 01 §1). */
export function localeOf(req: Request): Locale {
  const q = req.query.l;
  return (
    parseLocale(typeof q === 'string' ? q : undefined) ??
    parseLocale(cookieValue(req.headers.cookie, LOCALE_COOKIE)) ??
    localeFromAcceptLanguage(req.headers['accept-language']) ??
    DEFAULT_LOCALE
  );
}

export { cookieValue };
