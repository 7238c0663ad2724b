import {
  Forbidden, inject, injectable, MESSAGE_PORT, NotFound, pageRequest, sameSecret, SecretCheckLimiter, ValidationError,
  type AppAbility, type MessagePort, type Page, type SessionUser,
} from '@oj/core';
import { groupCan } from './group.abilities';
import { GroupAccess, type GroupStanding } from './group-access';
import { GroupDisband } from './group-disband';
import { GROUP_LIMITS, GroupAuth, MemberAuth, type Group, type GroupMember } from './group.model';
import { GroupMemberRepository } from './group-member.repository';
import { checkApplication, mayChangeMember, mayKick } from './group.rules';

/** The kind of secret a private group's join code is, for SecretCheckLimiter. */
const GROUP_CODE = 'group-code';

export interface MemberListInput {
  keyword?: string;
  auth?: number;
  currentPage?: number;
  limit?: number;
}

/** Joining, applications, roles, kicking and leaving (03 §4, §6). */
@injectable()
export class GroupMemberService {
  constructor(
    @inject(GroupAccess) private readonly access: GroupAccess,
    @inject(GroupMemberRepository) private readonly members: GroupMemberRepository,
    @inject(SecretCheckLimiter) private readonly secrets: SecretCheckLimiter,
    @inject(MESSAGE_PORT) private readonly messages: MessagePort,
    @inject(GroupDisband) private readonly disband: GroupDisband,
  ) {}

  /** Members (auth 3–5) for the group's members and the super admin; keyword: username or nickname; auth filter. */
  async memberList(gid: number, input: MemberListInput, user: SessionUser | undefined, ability: AppAbility): Promise<Page<GroupMember>> {
    const { role } = await this.access.signedIn(gid, user);
    if (!groupCan(ability, 'read', 'GroupContent', { role: role ?? null })) throw new Forbidden('group.notMember');
    const auths = [MemberAuth.MEMBER, MemberAuth.ADMIN, MemberAuth.ROOT];
    return this.members.page(gid, auths, { keyword: input.keyword?.trim() || undefined, auth: input.auth !== undefined && auths.includes(input.auth as 3) ? input.auth : undefined }, pageRequest(input.currentPage, input.limit, GROUP_LIMITS.adminPageSize));
  }

  /** Applying (1) and refused (2) rows, for the group's admins and root. */
  async applyList(gid: number, input: MemberListInput, user: SessionUser | undefined, ability: AppAbility): Promise<Page<GroupMember>> {
    const { role } = await this.access.signedIn(gid, user);
    if (!groupCan(ability, 'read', 'GroupMember', { role: role ?? null })) throw new Forbidden('group.noPermission');
    const auths = [MemberAuth.APPLYING, MemberAuth.REFUSED];
    return this.members.page(gid, auths, { keyword: input.keyword?.trim() || undefined, auth: input.auth !== undefined && auths.includes(input.auth as 1) ? input.auth : undefined }, pageRequest(input.currentPage, input.limit, GROUP_LIMITS.adminPageSize));
  }

  /**
   * Apply to join (03 §4): a public group joins at once; a protected one needs a reason (5–100), a private one the
   * 6-character code too, checked through SecretCheckLimiter. Applying again is refused while applying or a member;
   * a refused user may apply again (HOJ). The group's admins hear of each application.
   */
  async apply(gid: number, code: string | undefined, reason: string | undefined, user: SessionUser, ip: string): Promise<void> {
    const { group, auth } = await this.access.signedIn(gid, user);
    if (auth === MemberAuth.APPLYING) throw new ValidationError('group.alreadyApplying');
    if (auth >= MemberAuth.MEMBER) throw new ValidationError('group.alreadyMember');
    const kept = checkApplication(group.auth, code, reason);
    if (group.auth === GroupAuth.PRIVATE) {
      const attempt = { kind: GROUP_CODE, subjectId: gid, uid: user.uid, ip };
      if (!(await this.secrets.attempt(attempt, () => sameSecret(group.code ?? '', (code ?? '').trim())))) throw new ValidationError('group.codeWrong');
    }
    const joined = group.auth === GroupAuth.PUBLIC;
    await this.members.apply(gid, user.uid, joined ? MemberAuth.MEMBER : MemberAuth.APPLYING, kept);
    if (!joined) {
      await this.messages.postMany(await this.members.adminUids(gid), 'mine', this.notice(group, 'Group application', `${user.username} applied to join the group ${group.name}: ${kept ?? ''}`));
    }
  }

  /**
   * 03 §6 member role select: accept (1 → 3), refuse (→ 2), make admin or cancel an admin; the applicant hears of
   * acceptance or refusal. See `mayChangeMember` for who may change which row.
   */
  async update(gid: number, uid: string, newAuth: number, user: SessionUser, ability: AppAbility): Promise<void> {
    const standing = await this.access.signedIn(gid, user);
    if (!groupCan(ability, 'update', 'GroupMember', { role: standing.role ?? null })) throw new Forbidden('group.noPermission');
    const target = await this.members.find(gid, uid);
    if (!target) throw new NotFound('group.memberNotFound');
    if (!mayChangeMember({ superAdmin: standing.superAdmin, auth: standing.auth }, target.auth, newAuth)) throw new Forbidden('group.noPermission');
    if (target.auth === newAuth) return;
    await this.members.setAuth(gid, uid, newAuth);
    if (target.auth < MemberAuth.MEMBER && newAuth >= MemberAuth.MEMBER) {
      await this.messages.post(uid, 'mine', this.notice(standing.group, 'Group application accepted', `Your application to join the group ${standing.group.name} was accepted.`));
    } else if (target.auth === MemberAuth.APPLYING && newAuth === MemberAuth.REFUSED) {
      await this.messages.post(uid, 'mine', this.notice(standing.group, 'Group application refused', `Your application to join the group ${standing.group.name} was refused.`));
    }
  }

  /** 03 §6 delete member; kicking the owner (the super admin only) disbands the group. */
  async kick(gid: number, uid: string, user: SessionUser, ability: AppAbility): Promise<{ disbanded: boolean }> {
    const standing: GroupStanding = await this.access.signedIn(gid, user);
    if (!groupCan(ability, 'delete', 'GroupMember', { role: standing.role ?? null })) throw new Forbidden('group.noPermission');
    const target = await this.members.find(gid, uid);
    if (!target) throw new NotFound('group.memberNotFound');
    if (!mayKick({ superAdmin: standing.superAdmin, auth: standing.auth, uid: user.uid }, target)) throw new Forbidden('group.noPermission');
    if (target.auth === MemberAuth.ROOT) {
      await this.disband.disband(standing.group, user);
      return { disbanded: true };
    }
    await this.members.remove(gid, uid);
    return { disbanded: false };
  }

  /** Leave a group (a member or admin); the owner must disband instead. */
  async exit(gid: number, user: SessionUser): Promise<void> {
    const { auth } = await this.access.signedIn(gid, user);
    if (auth < MemberAuth.MEMBER) throw new ValidationError('group.notMember');
    if (auth === MemberAuth.ROOT) throw new ValidationError('group.ownerCannotExit');
    await this.members.remove(gid, user.uid);
  }

  private notice(group: Group, title: string, content: string) {
    return { type: 'Group', id: group.id, title: group.name, url: `/group/${group.id}`, senderId: null, noticeTitle: title, content };
  }
}
