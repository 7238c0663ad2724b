import { adminTrainingMessages } from './admin-training-messages';
import { groupTrainingMessages } from './group-training-messages';
import { trainingMessages } from './training-messages';

/** The trainings plugin's page strings in both languages (docs/plugins.md: the wiring merges `pageMessages` into the page i18n). */
export const pageMessages = {
  'en-US': { ...trainingMessages['en-US'], ...adminTrainingMessages['en-US'], ...groupTrainingMessages['en-US'] },
  'zh-CN': { ...trainingMessages['zh-CN'], ...adminTrainingMessages['zh-CN'], ...groupTrainingMessages['zh-CN'] },
};
