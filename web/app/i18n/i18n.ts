import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages } from './messages';

export type Locale = keyof typeof messages;
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** One instance per language: the pages never change an instance's language, they pick another instance. */
const instances = new Map<Locale, i18n>();

/** The i18next instance of a language, made once (it holds no per-request state: the language is fixed). */
export function createI18n(locale: Locale): i18n {
  const made = instances.get(locale);
  if (made) return made;
  const instance = i18next.createInstance();
  instances.set(locale, instance);
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

const providerFacades = new Map<Locale, i18n>();

/**
 * The instance to hand to `I18nextProvider`. On the server, a facade whose prototype is the instance:
 * react-i18next's `useTranslation` copies the own property descriptors of the instance it is given, once
 * per component per server render (a fresh component never reuses its copy), which for the real instance
 * (some forty own properties) was ≈3 % of a page render; the facade has none of its own, and everything
 * else is read through to the instance. The browser keeps the instance itself (its components copy once).
 */
export function providerI18n(locale: Locale): i18n {
  const instance = createI18n(locale);
  if (typeof document !== 'undefined') return instance;
  let facade = providerFacades.get(locale);
  if (!facade) {
    facade = Object.create(instance) as i18n;
    providerFacades.set(locale, facade);
  }
  return facade;
}
