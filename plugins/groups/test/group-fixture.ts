import { SQL_RUNNER } from '@oj/core';
import type { TestSite } from '../../../web/server/testing/test-site';

/**
 * Creates a group and its member rows straight in `group_info`/`group_member` (the contract's tables). A stand-in:
 * the groups' own HTTP API (POST /api/group, group/member) is built in parallel (H1); once merged, these tests
 * should create the group through it. `members` maps a username to its member auth (1 applying … 5 root).
 */
export async function createGroup(t: TestSite, group: { name: string; shortName: string; owner: string; auth?: number }, members: Record<string, number>): Promise<number> {
  const sql = t.site.container.get(SQL_RUNNER);
  const uidOf = async (username: string) => (await sql.all<{ uid: string }>('select uid from user_info where username = ?', [username]))[0].uid;
  const ownerUid = await uidOf(group.owner);
  const [row] = await sql.all<{ id: string }>(
    `insert into group_info (name, short_name, brief, description, owner, uid, auth) values (?, ?, ?, ?, ?, ?, ?) returning id`,
    [group.name, group.shortName, 'A class', 'The class of the test', group.owner, ownerUid, group.auth ?? 1],
  );
  const gid = Number(row.id);
  for (const [username, auth] of Object.entries({ [group.owner]: 5, ...members })) {
    await sql.run('insert into group_member (gid, uid, auth) values (?, ?, ?)', [gid, await uidOf(username), auth]);
  }
  return gid;
}
