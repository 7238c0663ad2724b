import type { Catalogue } from '../i18n/locale';
import type { AbilityRule } from './abilities';
import { accountAbilityRules } from './account.abilities';

/**
 * The core's permission rules, every core feature's in one list: the site builds each request's ability
 * from these and the enabled plugins' rules, and the roles page reads the same list.
 */
export const CORE_ABILITY_RULES: readonly AbilityRule[] = [...accountAbilityRules];

/**
 * The core rules' and roles' descriptions for the roles page, by `ability.<rule id>` and
 * `role.<id>.description`; a rule's own `description` (and ROLES') is its English text, so only other
 * languages are listed.
 */
export const coreAbilityMessages: Partial<Catalogue> = {
  'zh-CN': {
    'ability.account.signed-in': '登录用户可以管理自己的账号、提交、在线自测、发布讨论、评论和回复',
    'ability.account.no-submit': '禁止提交的角色（1003、1006、1007）不能提交或在线自测',
    'ability.account.no-discussion-post': '禁止发讨论或禁言的角色（1004–1007）不能发布讨论',
    'ability.account.muted': '禁言用户（1005、1007）也不能评论或回复',
    'ability.account.admin-area': '管理员、题目管理员和超级管理员可以进入后台',
    'ability.account.problem-admin': '管理员和题目管理员管理题目和标签（03 §6：可使用除超级管理员页面外的所有后台页面；训练、比赛等插件各自授予其对象的权限）',
    'role.1000.description': '超级管理员：所有功能，包括用户、公告、通知、配置和开关',
    'role.1001.description': '管理员：除超级管理员页面外的后台',
    'role.1002.description': '用户：提交、在线自测、讨论、评论',
    'role.1003.description': '不能提交或在线自测的用户',
    'role.1004.description': '不能发布讨论的用户',
    'role.1005.description': '禁言用户：不能发布讨论、评论或回复',
    'role.1006.description': '既不能提交也不能发布讨论的用户',
    'role.1007.description': '不能提交的禁言用户',
    'role.1008.description': '题目管理员：后台的题目、标签、训练和比赛',
    'ability.account.super-admin': '超级管理员（root）可以做任何事，包括用户、公告、通知、配置、开关、语言和评测操作',
  },
};
