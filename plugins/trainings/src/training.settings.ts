import type { PluginSetting, PluginSettings } from '@oj/core';
import { TRAINING_LIMITS } from './training.model';

/** The plugin's id, as the site names its settings. */
export const TRAINING_PLUGIN_ID = 'trainings';

/**
 * What the super admin may change on the switch page: the list's and the rank's page sizes (02 §9's 15 and
 * 30 by default; a large class may want its whole rank on one page). A call's own `limit` still wins.
 */
export const trainingSettings: PluginSetting[] = [
  { key: 'listPageSize', labelKey: 'training.setting.listPageSize', descriptionKey: 'training.setting.listPageSizeHelp', type: 'integer', default: TRAINING_LIMITS.listPageSize, min: 5, max: 100 },
  { key: 'rankPageSize', labelKey: 'training.setting.rankPageSize', descriptionKey: 'training.setting.rankPageSizeHelp', type: 'integer', default: TRAINING_LIMITS.rankPageSize, min: 10, max: 300 },
];

export interface TrainingSettings {
  listPageSize: number;
  rankPageSize: number;
  [key: string]: number;
}

/** The trainings' settings now (every web process holds the saved values). */
export const trainingSettingsOf = (settings: PluginSettings): TrainingSettings => settings.get<TrainingSettings>(TRAINING_PLUGIN_ID);
