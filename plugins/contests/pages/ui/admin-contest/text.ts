import { usePluginTranslation } from '@oj/web/app/plugin-kit';
import { adminContestPageMessages } from './messages';

/** The contest admin pages' i18n with their own strings (docs/plugins.md). */
export const useText = () => usePluginTranslation(adminContestPageMessages);
