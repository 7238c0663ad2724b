import type { PluginSetting, PluginSettings, RateLimit } from '@oj/core';

/** The plugin's id, as the site names its settings, migrations and switch. */
export const DISCUSSIONS_PLUGIN_ID = 'discussions';

/** What the super admin may change on the switch page: how fast one user may post (issue 20 item 5). */
export const discussionSettings: PluginSetting[] = [
  { key: 'postsPerMinute', labelKey: 'discussions.setting.postsPerMinute', descriptionKey: 'discussions.setting.postsPerMinuteHelp', type: 'integer', default: 10, min: 1, max: 600 },
];

export interface DiscussionSettings {
  postsPerMinute: number;
  [key: string]: number;
}

export const discussionSettingsOf = (settings: PluginSettings): DiscussionSettings => settings.get<DiscussionSettings>(DISCUSSIONS_PLUGIN_ID);

/** The core rate limiter's limit for one user's posts (discussions, comments, replies, reports), per minute. */
export const postRateLimit = (postsPerMinute: number): RateLimit => ({ name: `discussions-post-${postsPerMinute}`, points: postsPerMinute, durationSeconds: 60 });
