import { CORE_ABILITY_RULES, definePlugin, type AbilityRule } from '@oj/core';
import { createUser, login, type Client } from './testing/accounts.js';
import { call } from './testing/api-call.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// Item 20 of issue 18: auth and role admin (03 §2–§3), on the real PostgreSQL: the roles 1000–1008 with the
// rules that grant them something, read from the declared rules (the core's and an enabled plugin's), for
// the super admin only.

const PATH = '/api/admin/role/get-role-abilities';
const probeRules: AbilityRule[] = [
  {
    id: 'role-probe.moderate',
    description: 'Admins and problem admins moderate probes',
    apply: ({ can }, user) => {
      if (user && ['admin', 'problem_admin'].some((r) => user.roles.includes(r))) can('manage', 'Probe');
    },
  },
];
const probe = definePlugin({ id: 'role-probe', abilities: probeRules, i18n: { 'zh-CN': { 'ability.role-probe.moderate': '管理员和题目管理员管理探针' } } });

interface Ability { rule: string; owner: string; description: string; grants: Array<{ action: string; subject: string; inverted: boolean; conditional: boolean }> }
interface Role { id: number; role: string; description: string; abilities: Ability[] }

describe('roles and their permissions (get-role-abilities)', () => {
  let t: TestSite;
  let root: Client;
  let admin: Client;
  let user: Client;
  const roles = async (lang = 'en-US'): Promise<Role[]> => (await json(await fetch(`${t.url}${PATH}?l=${lang}`, { headers: { authorization: root.token } }))).data;
  const rulesOf = (list: Role[], role: string) => list.find((r) => r.role === role)?.abilities.map((a) => a.rule) ?? [];
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' }, undefined, [probe]);
    await createUser(t, 'role-admin', 'admin-pw-1', ['admin']);
    await createUser(t, 'role-padmin', 'padmin-pw-1', ['problem_admin']);
    await createUser(t, 'role-user', 'user-pw-1');
    root = await login(t, 'root', 'root-pass-1', '10.63.0.1');
    admin = await login(t, 'role-admin', 'admin-pw-1', '10.63.0.2');
    user = await login(t, 'role-user', 'user-pw-1', '10.63.0.3');
  });
  afterAll(() => t.close());

  it('is the super admin\'s: 401 for a guest, 403 for a user, an admin and a problem admin', async () => {
    const problemAdmin = await login(t, 'role-padmin', 'padmin-pw-1', '10.63.0.4');
    for (const [client, code] of [[undefined, 401], [user, 403], [admin, 403], [problemAdmin, 403]] as const) {
      expect((await call(t, client, 'GET', PATH)).code).toBe(code);
    }
    expect((await call(t, root, 'GET', PATH)).code).toBe(200);
  });

  it('lists the roles 1000–1008, each with the declared rules that give or take something, the core\'s and the plugin\'s', async () => {
    const list = await roles();
    expect(list.map((r) => [r.id, r.role])).toEqual([
      [1000, 'root'], [1001, 'admin'], [1002, 'default_user'], [1003, 'no_submit_user'], [1004, 'no_discuss_user'],
      [1005, 'mute_user'], [1006, 'no_submit_no_discuss_user'], [1007, 'no_submit_mute_user'], [1008, 'problem_admin'],
    ]);
    // every rule shown is a declared one, with its declared sentence
    const declared = new Map([...CORE_ABILITY_RULES, ...probeRules].map((r) => [r.id, r.description]));
    for (const ability of list.flatMap((r) => r.abilities)) expect(ability.description).toBe(declared.get(ability.rule));
    expect(rulesOf(list, 'root')).toEqual(['account.signed-in', 'account.admin-area', 'account.super-admin']);
    expect(rulesOf(list, 'admin')).toEqual(['account.signed-in', 'account.admin-area', 'account.problem-admin', 'role-probe.moderate']);
    expect(rulesOf(list, 'problem_admin')).toContain('role-probe.moderate');
    expect(rulesOf(list, 'default_user')).toEqual(['account.signed-in']);
    expect(rulesOf(list, 'no_submit_mute_user')).toEqual(['account.signed-in', 'account.no-submit', 'account.no-discussion-post', 'account.muted']);
    const probeAbility = list.find((r) => r.role === 'admin')?.abilities.find((a) => a.rule === 'role-probe.moderate');
    expect(probeAbility).toEqual({ rule: 'role-probe.moderate', owner: 'role-probe', description: 'Admins and problem admins moderate probes', grants: [{ action: 'manage', subject: 'Probe', inverted: false, conditional: false }] });
    const noSubmit = list.find((r) => r.role === 'no_submit_user')?.abilities.find((a) => a.rule === 'account.no-submit');
    expect(noSubmit).toMatchObject({ owner: 'core', grants: [{ action: 'submit', subject: 'Submission', inverted: true }] });
  });

  it('describes roles and rules in Chinese too, and drops a plugin\'s rules while it is switched off', async () => {
    const zh = await roles('zh-CN');
    expect(zh[0].description).toMatch(/^超级管理员/);
    expect(zh.find((r) => r.role === 'admin')?.abilities.find((a) => a.rule === 'role-probe.moderate')?.description).toBe('管理员和题目管理员管理探针');
    expect(zh.find((r) => r.role === 'mute_user')?.abilities.find((a) => a.rule === 'account.muted')?.description).toBe('禁言用户（1005、1007）也不能评论或回复');
    expect((await call(t, root, 'PUT', '/api/admin/switch/update', { plugins: { 'role-probe': false } })).code).toBe(200);
    expect(rulesOf(await roles(), 'admin')).not.toContain('role-probe.moderate');
    expect((await call(t, root, 'PUT', '/api/admin/switch/update', { plugins: { 'role-probe': true } })).code).toBe(200);
    expect(rulesOf(await roles(), 'admin')).toContain('role-probe.moderate');
  });
});
