import type { AdminNavEntry } from '../plugin/plugin-manifest';
import { adminMenuGroups, adminNavEntryFor, CORE_ADMIN_NAV } from './admin-nav';

const contest: AdminNavEntry = { id: 'contest', path: '/admin/contest', labelKey: 'c', groupKey: 'adminNav.contest', order: 200, can: ['manage', 'Contest'] };
const contestCreate: AdminNavEntry = { id: 'contest-create', path: '/admin/contest/create', labelKey: 'cc', groupKey: 'adminNav.contest', order: 210, can: ['create', 'Contest'] };

describe('the admin menu as data', () => {
  it('finds the entry governing a path: exact, below it, never a mere prefix of a name', () => {
    const entries = [...CORE_ADMIN_NAV, contest, contestCreate];
    expect(adminNavEntryFor(entries, '/admin/switch')?.id).toBe('switch');
    expect(adminNavEntryFor(entries, '/admin/switch/')?.id).toBe('switch');
    expect(adminNavEntryFor(entries, '/admin/contest/12/edit')?.id).toBe('contest');
    expect(adminNavEntryFor(entries, '/admin/contest/create')?.id).toBe('contest-create');
    expect(adminNavEntryFor(entries, '/admin/switches')).toBeUndefined();
    expect(adminNavEntryFor(entries, '/admin')).toBeUndefined();
    // the problem editor sits under no entry ('/admin/problems' is not a folder of it)
    expect(adminNavEntryFor(entries, '/admin/problem/edit/12')).toBeUndefined();
    expect(adminNavEntryFor(entries, '/admin/problem/tag')?.id).toBe('problem-tag');
  });

  it('keeps the super-admin pages of 03 §6 behind a super-admin ability', () => {
    for (const id of ['announcement', 'notice', 'conf', 'switch', 'language']) expect(CORE_ADMIN_NAV.find((e) => e.id === id)?.can?.[0]).toBe('manage');
    // every admin role sees the dashboard and the judge runners (their APIs need the admin area only)
    for (const id of ['dashboard', 'judge']) expect(CORE_ADMIN_NAV.find((e) => e.id === id)?.can).toBeUndefined();
  });

  it('orders entries, and groups by their first entry', () => {
    const groups = adminMenuGroups([contestCreate, ...CORE_ADMIN_NAV, contest]);
    expect(groups.map((g) => g.groupKey)).toEqual(['adminNav.general', 'adminNav.judging', 'adminNav.problem', 'adminNav.contest']);
    expect(groups[3].entries.map((e) => e.id)).toEqual(['contest', 'contest-create']);
    expect(groups[2].entries.map((e) => e.id)).toEqual(['problems', 'problem-create', 'problem-tag', 'problem-batch']);
    expect(groups[0].entries[0].id).toBe('dashboard');
  });
});
