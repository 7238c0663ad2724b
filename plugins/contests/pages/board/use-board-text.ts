import { usePluginTranslation } from '@oj/web/app/plugin-kit';
import { boardPageMessages } from './board-messages';

/** The page i18n with the board's own strings (docs/plugins.md). */
export const useBoardText = () => usePluginTranslation(boardPageMessages);
