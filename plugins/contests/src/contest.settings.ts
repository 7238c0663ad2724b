import type { PluginSetting, PluginSettings } from '@oj/core';
import { CONTEST_LIMITS } from './contest.model';

/** The plugin's id, as the site names its settings and migrations. */
export const CONTEST_PLUGIN_ID = 'contests';

/** What the super admin may change on the switch page: the list's page size (02 §9: 10). */
export const contestSettings: PluginSetting[] = [
  { key: 'listPageSize', labelKey: 'contest.setting.listPageSize', descriptionKey: 'contest.setting.listPageSizeHelp', type: 'integer', default: CONTEST_LIMITS.listPageSize, min: 5, max: 100 },
];

export interface ContestSettings {
  listPageSize: number;
  [key: string]: number;
}

export const contestSettingsOf = (settings: PluginSettings): ContestSettings => settings.get<ContestSettings>(CONTEST_PLUGIN_ID);
