/** The plugin's API and navigation strings (03 §5, §8), in both languages. */
export const groupMessages = {
  'en-US': {
    'nav.group': 'Group',
    'group.noAccess': 'No Access, there is no open group area',
  },
  'zh-CN': {
    'nav.group': '团队',
    'group.noAccess': '无权限，没有开放的团队区域',
  },
};
