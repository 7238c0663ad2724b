/** The plugin whose pages hold a training's discussion (/discussion/training_<tid>), once it exists. */
export const DISCUSSIONS_PLUGIN = 'discussions';

/** 02 §2: a training's discussion tab shows only while the discussions plugin is on and the site's public discussion switch is on. */
export function showsDiscussionTab(enabledPlugins: readonly string[] | undefined, openPublicDiscussion: boolean | undefined): boolean {
  return Boolean(enabledPlugins?.includes(DISCUSSIONS_PLUGIN) && openPublicDiscussion);
}
