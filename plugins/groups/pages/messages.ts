import { groupPageMessages } from './group-messages';
import { problemPageMessages } from './problem-messages';

/** The groups plugin's page strings in both languages; the problem pages keep theirs in problem-messages.ts. */
export const pageMessages = {
  'en-US': { ...groupPageMessages['en-US'], ...problemPageMessages['en-US'] },
  'zh-CN': { ...groupPageMessages['zh-CN'], ...problemPageMessages['zh-CN'] },
};
