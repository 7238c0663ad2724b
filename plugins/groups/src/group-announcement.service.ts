import { Forbidden, inject, injectable, NotFound, pageRequest, type AppAbility, type Page, type SessionUser } from '@oj/core';
import { groupCan } from './group.abilities';
import { GroupAccess } from './group-access';
import { GroupAnnouncementRepository, type GroupAnnouncementInput } from './group-announcement.repository';
import { GROUP_LIMITS, type GroupAnnouncement } from './group.model';

/** Group announcements (03 §2 Home and Announcement tabs): members read the visible ones; admins manage them. */
@injectable()
export class GroupAnnouncementService {
  constructor(
    @inject(GroupAccess) private readonly access: GroupAccess,
    @inject(GroupAnnouncementRepository) private readonly announcements: GroupAnnouncementRepository,
  ) {}

  /** The Home tab's list: visible ones, 5 a page, for the group's members and the super admin. */
  async list(gid: number, page: { currentPage?: number; limit?: number }, user: SessionUser | undefined, ability: AppAbility): Promise<Page<GroupAnnouncement>> {
    const { role } = await this.access.signedIn(gid, user);
    if (!groupCan(ability, 'read', 'GroupContent', { role: role ?? null })) throw new Forbidden('group.notMember');
    return this.announcements.page(gid, true, pageRequest(page.currentPage, page.limit, GROUP_LIMITS.announcementPageSize));
  }

  /** The Announcement tab: every one, hidden too, 10 a page, for the group's admins and root. */
  async adminList(gid: number, page: { currentPage?: number; limit?: number }, user: SessionUser | undefined, ability: AppAbility): Promise<Page<GroupAnnouncement>> {
    const { role } = await this.access.signedIn(gid, user);
    if (!groupCan(ability, 'read', 'GroupAnnouncement', { role: role ?? null })) throw new Forbidden('group.noPermission');
    return this.announcements.page(gid, false, pageRequest(page.currentPage, page.limit, GROUP_LIMITS.adminPageSize));
  }

  async create(gid: number, input: GroupAnnouncementInput, user: SessionUser, ability: AppAbility): Promise<{ id: number }> {
    const { role } = await this.access.signedIn(gid, user);
    if (!groupCan(ability, 'create', 'GroupAnnouncement', { role: role ?? null })) throw new Forbidden('group.noPermission');
    return { id: await this.announcements.create(gid, user.uid, input) };
  }

  /** Root edits any; an admin only their own. */
  async update(id: number, input: GroupAnnouncementInput, user: SessionUser, ability: AppAbility): Promise<void> {
    await this.mayChange(id, 'update', user, ability);
    await this.announcements.update(id, input);
  }

  async delete(id: number, user: SessionUser, ability: AppAbility): Promise<void> {
    await this.mayChange(id, 'delete', user, ability);
    await this.announcements.delete(id);
  }

  private async mayChange(id: number, action: 'update' | 'delete', user: SessionUser, ability: AppAbility): Promise<void> {
    const announcement = await this.announcements.find(id);
    if (!announcement) throw new NotFound('group.announcementNotFound');
    const { role } = await this.access.signedIn(announcement.gid, user);
    if (!groupCan(ability, action, 'GroupAnnouncement', { role: role ?? null, authorUid: announcement.uid })) throw new Forbidden('group.noPermission');
  }
}
