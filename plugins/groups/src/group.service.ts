import {
  AVATAR_PATH, CLOCK, extensionOf, FILE_STORE, Forbidden, inject, injectable, isAdminRole, isSuperAdmin, NotFound, pageRequest, SITE_SWITCHES_REPOSITORY,
  sniffImageType, UNIT_OF_WORK, ValidationError, type AppAbility, type Clock, type FileStore, type Page, type ServiceGetter, type SessionUser,
  type SiteSwitchesRepository, type UnitOfWork,
} from '@oj/core';
import { groupCan } from './group.abilities';
import { GroupAccess } from './group-access';
import { GROUP_LIMITS, type Group, type GroupCard } from './group.model';
import { cardOf, GroupRepository } from './group.repository';
import { GroupDisband } from './group-disband';
import { groupDraftOf } from './group.rules';
import { groupTabsFor, type GroupTabView } from './group-tabs';

const DAY_MS = 86_400_000;

/** Two creations of one short name at once: the unique index refuses the second, which hears the form's words, not a 500. */
function rethrowTaken(error: unknown): never {
  if ((error as { code?: unknown }).code === '23505') throw new ValidationError('group.shortNameTaken', {}, [{ field: 'shortName', key: 'group.shortNameTaken' }]);
  throw error;
}

export interface GroupListInput {
  keyword?: string;
  auth?: number;
  onlyMine?: boolean;
  currentPage?: number;
  limit?: number;
}

/** get-group-detail: the card, the description, the viewer's standing and the tabs. */
export type GroupDetail = GroupCard & {
  /** Only for the group's root (the setting form). */
  code?: string | null;
  /** The viewer's member auth: 0 not applied, 1 applying, 2 refused, 3 member, 4 admin, 5 root (owner). */
  userAuth: number;
  /** The viewer's group role (root also for a super admin), null for none. */
  role: 'root' | 'admin' | 'member' | null;
  tabs: GroupTabView[];
};

/** Groups themselves (03 §2 list and detail, §5 create and setting, disband, avatar). */
@injectable()
export class GroupService {
  constructor(
    @inject(GroupRepository) private readonly groups: GroupRepository,
    @inject(GroupAccess) private readonly access: GroupAccess,
    @inject(SITE_SWITCHES_REPOSITORY) private readonly switches: SiteSwitchesRepository,
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(FILE_STORE) private readonly files: FileStore,
    @inject(GroupDisband) private readonly disband: GroupDisband,
  ) {}

  /** Visible groups for everyone; hidden ones also for their members; all for the super admin; onlyMine: the user's. */
  async list(input: GroupListInput, user: SessionUser | undefined): Promise<Page<GroupCard>> {
    const page = pageRequest(input.currentPage, input.limit, GROUP_LIMITS.listPageSize);
    if (input.onlyMine && !user) return { records: [], total: 0, current: page.currentPage, size: page.limit };
    return this.groups.list(
      { keyword: input.keyword?.trim() || undefined, auth: input.auth, memberUid: input.onlyMine ? user?.uid : undefined, viewerUid: user?.uid, all: Boolean(user && isSuperAdmin(user.roles)) },
      page,
    );
  }

  async detail(gid: number, user: SessionUser | undefined, get: ServiceGetter): Promise<GroupDetail> {
    const { group, auth, role } = await this.access.signedIn(gid, user);
    const card = cardOf(group, await this.groups.memberCount(gid));
    return { ...card, ...(role === 'root' ? { code: group.code } : {}), userAuth: auth, role: role ?? null, tabs: await groupTabsFor(role, get) };
  }

  /** get-group-access: whether the user may enter the group's content (a member, or the super admin). */
  async accessOf(gid: number, user: SessionUser | undefined): Promise<{ access: boolean }> {
    const { role } = await this.access.signedIn(gid, user);
    return { access: role !== undefined };
  }

  /** get-group-auth: the user's member auth, 0 without a row (HOJ answers the number itself). */
  async authOf(gid: number, user: SessionUser | undefined): Promise<number> {
    const { auth } = await this.access.signedIn(gid, user);
    return auth;
  }

  /** 03 §5 create: the form rules; a user who is not an admin meets the creation switches; the creator is the owner (auth 5). */
  async create(body: Record<string, unknown>, user: SessionUser): Promise<GroupCard> {
    const draft = groupDraftOf(body);
    // HOJ exempts every admin role (root, admin, problem_admin)
    const exempt = isAdminRole(user.roles);
    const switches = await this.switches.get();
    if (!exempt && switches.defaultCreateGroupACInitValue > 0 && (await this.groups.solvedCount(user.uid)) < switches.defaultCreateGroupACInitValue) {
      throw new Forbidden('group.acRequired', { count: switches.defaultCreateGroupACInitValue });
    }
    const group = await this.uow.run(async () => {
      await this.groups.lockCreator(user.uid);
      if (!exempt) {
        if ((await this.groups.createdBy(user.uid, new Date(this.clock.now().getTime() - DAY_MS))) >= switches.defaultCreateGroupDailyLimit) {
          throw new Forbidden('group.dailyLimit', { count: switches.defaultCreateGroupDailyLimit });
        }
        if ((await this.groups.createdBy(user.uid)) >= switches.defaultCreateGroupLimit) throw new Forbidden('group.totalLimit', { count: switches.defaultCreateGroupLimit });
      }
      await this.checkUnique(draft);
      return this.groups.create(draft, user).catch((e: unknown) => rethrowTaken(e));
    });
    return cardOf(group, 1);
  }

  /** 03 §5 setting: the group's root (owner) or the super admin; only the super admin sets the status (ban). */
  async update(body: Record<string, unknown>, user: SessionUser, ability: AppAbility): Promise<GroupCard> {
    const gid = Number(body.id);
    const { group, role } = await this.access.signedIn(gid, user);
    if (!groupCan(ability, 'update', 'Group', { role: role ?? null })) throw new Forbidden('group.noPermission');
    const draft = groupDraftOf(body);
    let status: number | undefined;
    if (body.status !== undefined && body.status !== null && Number(body.status) !== group.status) {
      if (!isSuperAdmin(user.roles)) throw new Forbidden('group.noPermission');
      status = Number(body.status) === 1 ? 1 : 0;
    }
    await this.checkUnique(draft, gid);
    await this.groups.update(gid, draft, status).catch((e: unknown) => rethrowTaken(e));
    return cardOf((await this.groups.find(gid)) as Group, await this.groups.memberCount(gid));
  }

  /** Disband (DELETE /api/group): the owner or the super admin; the members hear of it (HOJ). */
  async delete(gid: number, user: SessionUser, ability: AppAbility): Promise<void> {
    const { group, role } = await this.access.signedIn(gid, user);
    if (!groupCan(ability, 'delete', 'Group', { role: role ?? null })) throw new Forbidden('group.noPermission');
    await this.disband.disband(group, user);
  }

  /** 03 §5 avatar: gif/jpg/jpeg/png/bmp/webp by name and content, at most 2 MiB; the root or the super admin; answers the group. */
  async uploadAvatar(gid: number, file: { filename: string; data: Buffer } | undefined, user: SessionUser, ability: AppAbility): Promise<GroupCard> {
    if (!file) throw new NotFound('error.fileMissing', { field: 'image' });
    const { role } = await this.access.signedIn(gid, user);
    if (!groupCan(ability, 'update', 'Group', { role: role ?? null })) throw new Forbidden('group.noPermission');
    if (!GROUP_LIMITS.avatarTypes.includes(extensionOf(file.filename)) || !sniffImageType(file.data)) {
      throw new ValidationError('group.avatarType', {}, [{ field: 'image', key: 'group.avatarType' }]);
    }
    if (file.data.length > GROUP_LIMITS.avatarMaxBytes) throw new ValidationError('group.avatarSize', {}, [{ field: 'image', key: 'group.avatarSize' }]);
    const stored = await this.files.put(file.data, { maxBytes: GROUP_LIMITS.avatarMaxBytes });
    await this.groups.setAvatar(gid, `${AVATAR_PATH}${stored.hash}`);
    return cardOf((await this.groups.find(gid)) as Group, await this.groups.memberCount(gid));
  }

  private async checkUnique(draft: { name: string; shortName: string }, exceptId?: number): Promise<void> {
    const taken = await this.groups.taken(draft, exceptId);
    if (taken === 'name') throw new ValidationError('group.nameTaken', {}, [{ field: 'name', key: 'group.nameTaken' }]);
    if (taken === 'shortName') throw new ValidationError('group.shortNameTaken', {}, [{ field: 'shortName', key: 'group.shortNameTaken' }]);
  }
}
