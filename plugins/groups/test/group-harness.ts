import { definePlugin, SITE_SWITCHES_REPOSITORY, SQL_RUNNER, type PluginManifest } from '@oj/core';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import groups from '../src/index';

/**
 * Stand-ins for the content plugins, owning only the points the groups plugin fills (`<id>.gidScope`) and
 * filling `groups.tabs` as the real ones do: the groups tests never load another plugin's files.
 */
export const pointOwners: PluginManifest[] = [
  definePlugin({ id: 'contests', requires: ['groups?'], extensionPoints: [{ name: 'contests.gidScope', description: 'test owner' }], extensions: { 'groups.tabs': [{ id: 'contest', path: 'contest', labelKey: 'contest.tab', order: 40 }] } }),
  definePlugin({
    id: 'discussions', requires: ['groups?'], extensionPoints: [{ name: 'discussions.gidScope', description: 'test owner' }],
    extensions: { 'groups.tabs': [{ id: 'discussion', path: 'discussion', labelKey: 'discussion.tab', order: 60, siteSwitch: 'openGroupDiscussion' }] },
  }),
  definePlugin({ id: 'trainings', requires: ['groups?'], extensionPoints: [{ name: 'trainings.gidScope', description: 'test owner' }], extensions: { 'groups.tabs': [{ id: 'training', path: 'training', labelKey: 'training.tab', order: 30 }] } }),
];

/** Everyone the permission rules tell apart (CONTRACT: guest, outsider, applicant, refused, member, group admin, root, site admin, super admin). */
export interface GroupCast {
  t: TestSite;
  owner: Client;
  groupAdmin: Client;
  member: Client;
  applicant: Client;
  refused: Client;
  outsider: Client;
  siteAdmin: Client;
  superAdmin: Client;
  uidOf(username: string): Promise<string>;
}

let nextIp = 1;
/** A fresh address per login (the login limits count per address). */
export const ip = () => `10.22.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

export async function startGroupSite(withOwners = true): Promise<GroupCast> {
  const t = await startTestSite({}, undefined, withOwners ? [...pointOwners, groups] : [groups]);
  // the creation switches are tested on their own; here everyone may create
  await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultCreateGroupACInitValue: 0, defaultCreateGroupDailyLimit: 100, defaultCreateGroupLimit: 100 });
  const names = ['gowner', 'gadmin', 'gmember', 'gapplicant', 'grefused', 'goutsider'];
  for (const n of names) await createUser(t, n, 'secret1');
  await createUser(t, 'gsiteadm', 'secret1', ['admin']);
  await createUser(t, 'gsuper', 'secret1', ['root']);
  const [owner, groupAdmin, member, applicant, refused, outsider, siteAdmin, superAdmin] = await Promise.all(
    [...names, 'gsiteadm', 'gsuper'].map((n) => login(t, n, 'secret1', ip())),
  );
  const sql = t.site.container.get(SQL_RUNNER);
  const uidOf = async (username: string) => (await sql.all<{ uid: string }>('select uid from user_info where username = ?', [username]))[0].uid;
  return { t, owner, groupAdmin, member, applicant, refused, outsider, siteAdmin, superAdmin, uidOf };
}

export const groupForm = (n: string, extra: Record<string, unknown> = {}) => ({
  name: `Group ${n}`, shortName: `grp${n}`.slice(0, 10), brief: `The brief of ${n}`, description: `About the group ${n}`, auth: 1, ...extra,
});

/**
 * A group of `c.owner` with the cast in place through the HTTP API: groupAdmin (4), member (3), applicant (1),
 * refused (2); answers its id.
 */
export async function castGroup(c: GroupCast, n: string, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await call(c.t, c.owner, 'POST', '/api/group', groupForm(n, { auth: 2, code: 'pppppp', ...extra }));
  if (created.code !== 200) throw new Error(`create: ${created.code} ${created.body.msg}`);
  const gid: number = created.body.data.id;
  const group = created.body.data as { auth: number };
  const application = { gid, reason: 'I would like to join', ...(group.auth === 3 ? { code: (extra.code as string) ?? 'abc123' } : {}) };
  for (const who of [c.groupAdmin, c.member, c.applicant, c.refused]) {
    const applied = await call(c.t, who, 'POST', '/api/group/member', application);
    if (applied.code !== 200) throw new Error(`apply: ${applied.code} ${applied.body.msg}`);
  }
  const set = async (who: Client, auth: number) => {
    const r = await call(c.t, c.owner, 'PUT', '/api/group/member', { gid, uid: await c.uidOf(who.username), auth });
    if (r.code !== 200) throw new Error(`member: ${r.code} ${r.body.msg}`);
  };
  await set(c.groupAdmin, 3);
  await set(c.groupAdmin, 4);
  await set(c.member, 3);
  await set(c.refused, 2);
  return gid;
}
