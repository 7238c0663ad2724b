import { defineRoute } from '../api/api-route';
import { PluginHost } from '../plugin/plugin-host';
import { CORE_ABILITY_RULES, coreAbilityMessages } from './core-ability-rules';
import { roleAbilities, type AbilityRuleSource } from './role-abilities';

/** The rules every request's ability is built from: the core's, then each enabled plugin's (as the site builds it). */
export function abilityRuleSources(plugins: PluginHost): AbilityRuleSource[] {
  return [
    { owner: 'core', rules: CORE_ABILITY_RULES, messages: coreAbilityMessages },
    ...plugins.installed().filter((p) => plugins.isEnabled(p.id)).map((p) => ({ owner: p.id, rules: p.abilities ?? [], messages: p.i18n })),
  ];
}

/**
 * Auth and role admin (03 §2–§3; our own path, the spec shows none): what each role may do, read from the
 * declared rules. Read-only: the mapping is code (each feature's `abilities`), not data an admin edits.
 */
export const roleAdminRoutes = [
  defineRoute({
    method: 'GET', path: '/api/admin/role/get-role-abilities', tag: 'admin', access: { auth: 'login', can: ['read', 'Role'] },
    summary: "Roles 1000–1008, each with the rules (core's and the enabled plugins') that grant or deny it something: rule id, owner, description in the request's language, grants (action, subject, inverted, conditional). Read-only (super admin)",
    handle: (call) => roleAbilities(abilityRuleSources(call.get(PluginHost)), call.request.locale, coreAbilityMessages),
  }),
];

export const roleAdminMessages = {
  'en-US': {
    'adminNav.role': 'Roles and permissions',
  },
  'zh-CN': {
    'adminNav.role': '角色与权限',
  },
};
