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
 * (some forty own properties) was ≈3 % of a page render; the facade has one of its own (`getFixedT`,
 * below), and everything else is read through to the instance. The browser keeps the instance itself
 * (its components copy once).
 */
export function providerI18n(locale: Locale): i18n {
  const instance = createI18n(locale);
  if (typeof document !== 'undefined') return instance;
  let facade = providerFacades.get(locale);
  if (!facade) {
    facade = Object.create(instance) as i18n;
    facade.getFixedT = rememberingFixedT(instance);
    providerFacades.set(locale, facade);
  }
  return facade;
}

/**
 * The server's `getFixedT`: a plain `t(key)` (no options: no interpolation, count or context) is looked up
 * in i18next once per language and then answered from a map — i18next's lookup (key parsing, fallbacks,
 * nesting, post-processing) was ≈5 % of a page render. Only found keys are kept: a plugin's page strings,
 * added while the site runs, never replace a kept answer (addResourceBundle does not overwrite). A key
 * answered from the fallback language (en-US) stays so for the life of the process even if its
 * translation is added later; the catalogues are checked to have the same keys in both languages.
 */
function rememberingFixedT(instance: i18n): i18n['getFixedT'] {
  const kept = new Map<string, Map<string, string>>();
  return ((...args: Parameters<i18n['getFixedT']>) => {
    const fixed = instance.getFixedT(...args);
    // a key prefix given as a function has no name to keep answers under: such a t is i18next's own
    if (args[2] !== undefined && typeof args[2] !== 'string') return fixed;
    const scope = JSON.stringify(args.slice(0, 3));
    let answers = kept.get(scope);
    if (!answers) kept.set(scope, (answers = new Map()));
    const remembering = (key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return (fixed as unknown as (...a: unknown[]) => unknown)(key, ...rest);
      const known = answers.get(key);
      if (known !== undefined) return known;
      const answer = fixed(key);
      if (typeof answer === 'string' && answer !== key) answers.set(key, answer);
      return answer;
    };
    // the fixed t's own fields (lng, ns, keyPrefix), which react-i18next reads
    return Object.assign(remembering, fixed);
  }) as i18n['getFixedT'];
}
