/** The admin roles page's strings (the role names are the user page's `adminUser.role.<id>`). */
export const roleAdminPageMessages = {
  'en-US': {
    'admin.role.readOnly':
      'Read-only. What each role may do comes from the permission rules declared in the code (the core and each enabled plugin); editing this mapping is not built. A user’s role is set on the Users page.',
    'admin.role.rule': 'Rule',
    'admin.role.description': 'What it means',
    'admin.role.grants': 'Permissions',
    'admin.role.can': 'can',
    'admin.role.cannot': 'cannot',
    'admin.role.conditional': 'some records only',
    'admin.role.ownerCore': 'core',
    'admin.role.ownerPlugin': 'plugin {{id}}',
  },
  'zh-CN': {
    'admin.role.readOnly': '只读。每个角色能做什么来自代码中声明的权限规则（核心和每个已启用的插件）；暂不支持修改这一对应关系。用户的角色在“用户管理”页面设置。',
    'admin.role.rule': '规则',
    'admin.role.description': '含义',
    'admin.role.grants': '权限',
    'admin.role.can': '可以',
    'admin.role.cannot': '不能',
    'admin.role.conditional': '仅部分记录',
    'admin.role.ownerCore': '核心',
    'admin.role.ownerPlugin': '插件 {{id}}',
  },
};
