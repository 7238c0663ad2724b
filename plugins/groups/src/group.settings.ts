/** The plugin's id, as the site names its settings and its 'No Access' notice. */
export const GROUP_PLUGIN_ID = 'groups';
