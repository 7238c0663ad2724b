import type { AbilityRule } from './abilities';
import { CORE_ABILITY_RULES, coreAbilityMessages } from './core-ability-rules';
import { roleAbilities } from './role-abilities';
import { ROLES } from './roles';

const rulesOf = (view: ReturnType<typeof roleAbilities>, role: string) => view.find((r) => r.role === role)?.abilities ?? [];
const grantsOf = (view: ReturnType<typeof roleAbilities>, role: string) =>
  rulesOf(view, role).flatMap((a) => a.grants.map((g) => `${g.inverted ? 'cannot' : 'can'} ${g.action} ${g.subject}`));

describe('roleAbilities', () => {
  const core = [{ owner: 'core', rules: CORE_ABILITY_RULES, messages: coreAbilityMessages }];

  it('lists the roles 1000–1008 in order, each with what the core rules give it', () => {
    const view = roleAbilities(core, 'en-US');
    expect(view.map((r) => r.id)).toEqual(ROLES.map((r) => r.id));
    expect(view.map((r) => r.id)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008]);
    expect(grantsOf(view, 'root')).toContain('can manage all');
    expect(grantsOf(view, 'problem_admin')).toEqual(expect.arrayContaining(['can enter Admin', 'can manage Problem', 'can manage Tag']));
    expect(grantsOf(view, 'default_user')).not.toContain('can enter Admin');
    // a restriction is a rule of its own, shown as what it takes away
    expect(rulesOf(view, 'no_submit_user').map((a) => a.rule)).toEqual(['account.signed-in', 'account.no-submit']);
    expect(grantsOf(view, 'no_submit_mute_user')).toEqual(expect.arrayContaining(['cannot submit Submission', 'cannot create Discussion', 'cannot create Comment', 'cannot create Reply']));
    expect(grantsOf(view, 'mute_user')).not.toContain('cannot submit Submission');
  });

  it('describes each rule in the asked language, from the owner\'s strings, else the rule\'s own sentence', () => {
    const en = rulesOf(roleAbilities(core, 'en-US'), 'root').find((a) => a.rule === 'account.super-admin');
    expect(en?.description).toBe(CORE_ABILITY_RULES.find((r) => r.id === 'account.super-admin')?.description);
    const zh = roleAbilities(core, 'zh-CN', coreAbilityMessages);
    expect(rulesOf(zh, 'root').find((a) => a.rule === 'account.super-admin')?.description).toMatch(/^超级管理员/);
    expect(zh[0].description).toMatch(/^超级管理员/);
    expect(roleAbilities(core, 'en-US', coreAbilityMessages)[0].description).toBe(ROLES[0].description);
    // every core rule has its Chinese sentence
    for (const rule of CORE_ABILITY_RULES) expect(coreAbilityMessages['zh-CN']?.[`ability.${rule.id}`]).toBeTruthy();
    for (const role of ROLES) expect(coreAbilityMessages['zh-CN']?.[`role.${role.id}.description`]).toBeTruthy();
  });

  it('names each plugin rule\'s owner, spreads lists of actions and subjects, and marks conditional grants', () => {
    const pluginRules: AbilityRule[] = [
      { id: 'demo.many', description: 'Admins edit and delete widgets and gadgets', apply: ({ can }, user) => { if (user?.roles.includes('admin')) can(['update', 'delete'], ['Widget', 'Gadget']); } },
      { id: 'demo.own', description: 'Users edit their own widgets', apply: ({ can }, user) => { if (user) can('update', 'Widget', { uid: user.uid } as never); } },
    ];
    const view = roleAbilities([...core, { owner: 'demo', rules: pluginRules, messages: { 'zh-CN': { 'ability.demo.own': '用户编辑自己的部件' } } }], 'zh-CN');
    const admin = rulesOf(view, 'admin').find((a) => a.rule === 'demo.many');
    expect(admin?.owner).toBe('demo');
    expect(admin?.description).toBe('Admins edit and delete widgets and gadgets');
    expect(admin?.grants.map((g) => `${g.action} ${g.subject}`)).toEqual(['update Widget', 'update Gadget', 'delete Widget', 'delete Gadget']);
    const own = rulesOf(view, 'default_user').find((a) => a.rule === 'demo.own');
    expect(own).toMatchObject({ description: '用户编辑自己的部件', grants: [{ action: 'update', subject: 'Widget', inverted: false, conditional: true }] });
    expect(rulesOf(view, 'default_user').some((a) => a.rule === 'demo.many')).toBe(false);
  });
});
