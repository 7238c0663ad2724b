import type { Locale, PluginHost } from '@oj/core';
import type { Translator } from './http/translator.js';
import type { PluginShell } from './page-context.js';

/** The enabled plugins as the page shell sees them now: ids for `requirePlugin`, header entries labelled. */
export function pluginShell(plugins: PluginHost, translator: Translator, locale: Locale): PluginShell {
  return {
    enabled: plugins.installed().filter((p) => plugins.isEnabled(p.id)).map((p) => p.id),
    offMessages: Object.fromEntries(plugins.installed().map((p) => [p.id, translator.t(locale, plugins.offMessageKey(p.id))])),
    nav: plugins.nav().map(({ id, path, labelKey, order, requiresSwitch }) => ({ id, path, label: translator.t(locale, labelKey), order, requiresSwitch })),
  };
}
