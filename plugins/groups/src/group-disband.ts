import { inject, injectable, MESSAGE_PORT, UNIT_OF_WORK, type MessagePort, type SessionUser, type UnitOfWork } from '@oj/core';
import type { Group } from './group.model';
import { GroupMemberRepository } from './group-member.repository';
import { GroupRepository } from './group.repository';

/**
 * Disbanding a group (DELETE /api/group, or the super admin removing its owner): the group, its members and its
 * announcements go in one transaction; its members then get a 'mine' message (HOJ's dissolution notice).
 * Content rows keep their gid and are seen by super admins only.
 */
@injectable()
export class GroupDisband {
  constructor(
    @inject(GroupRepository) private readonly groups: GroupRepository,
    @inject(GroupMemberRepository) private readonly members: GroupMemberRepository,
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @inject(MESSAGE_PORT) private readonly messages: MessagePort,
  ) {}

  async disband(group: Group, by: SessionUser): Promise<void> {
    const uids = await this.uow.run(async () => {
      const members = await this.members.memberUids(group.id);
      await this.groups.delete(group.id);
      return members;
    });
    await this.messages.postMany(uids, 'mine', {
      type: 'Group', id: group.id, title: group.name, url: '/group', senderId: null,
      noticeTitle: 'Group disbanded', content: `The group ${group.name} was disbanded by ${by.username}.`,
    });
  }
}
