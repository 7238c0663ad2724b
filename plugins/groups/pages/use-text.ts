import { usePluginTranslation } from '@oj/web/app/plugin-kit';
import { pageMessages } from './messages';

/** The page i18n with the plugin's own strings (docs/plugins.md). */
export const useText = () => usePluginTranslation(pageMessages);
