import { usePluginTranslation } from '@oj/web/app/plugin-kit';
import { pageMessages } from './messages';

/** The page i18n with the plugin's own strings (docs/plugins.md). */
export const useText = () => usePluginTranslation(pageMessages);

/** The plugin's id, as its loaders name it to requirePlugin. */
export const PLUGIN_ID = 'remote-judges';

/** The problem id's form of each judge, as the admin is told it (the adapters' data says the same). */
export const ID_EXAMPLES: Record<string, string> = { HDU: '1000', CF: '1000A', POJ: '1000', GYM: '100001A', AC: 'abc110_a', SPOJ: 'TEST', LIBRE: '6' };
