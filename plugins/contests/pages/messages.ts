import { contestPageMessages } from './contest-messages';
import { livePageMessages } from './ui/live/live-messages';
import { virtualPageMessages } from './ui/virtual/virtual-messages';
import { groupContestPageMessages } from './ui/group-contest-messages';

/**
 * The contests plugin's page strings in both languages (docs/plugins.md: the wiring merges `pageMessages` into
 * the page i18n). The board's (B) and the admin pages' (C) catalogues are merged here too when they exist.
 */
export const pageMessages = {
  'en-US': { ...contestPageMessages['en-US'], ...livePageMessages['en-US'], ...virtualPageMessages['en-US'], ...groupContestPageMessages['en-US'] },
  'zh-CN': { ...contestPageMessages['zh-CN'], ...livePageMessages['zh-CN'], ...virtualPageMessages['zh-CN'], ...groupContestPageMessages['zh-CN'] },
};
