import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages } from './messages';

export type Locale = keyof typeof messages;
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** A fresh i18next instance for one render (never shared between requests on the server). */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en-US',
    resources: { 'en-US': { translation: messages['en-US'] }, 'zh-CN': { translation: messages['zh-CN'] } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0]);
  return instance;
}
