import {
  CLOCK, Forbidden, inject, injectable, NotFound, pageRequest, UNIT_OF_WORK, ValidationError,
  type AppAbility, type Clock, type Page, type ServiceGetter, type SessionUser, type UnitOfWork,
} from '@oj/core';
import { authorRoleOf } from './author-role';
import { DISCUSSION_LIMITS, type Discussion, type DiscussionDraft, type DiscussionStatusCode } from './discussion.model';
import { DiscussionRepository } from './discussion.repository';
import { bareTitle, checkDiscussion, prefixedTitle, trainingIdOf } from './discussion.rules';
import { GroupArea, isGroupAdmin } from './group-area';
import { PostingGuard } from './posting-guard';

export interface GroupDiscussionListQuery {
  gid: number;
  pid?: string;
  limit?: number;
  currentPage?: number;
}

/** A group discussion as sent to PUT /api/group/discussion: the author's fields and the group admins' status. */
export interface GroupDiscussionDraft extends DiscussionDraft {
  status?: DiscussionStatusCode;
  /** False when the body carries none of title, description, category and content: a pin or hide only (the admin table). */
  textGiven?: boolean;
}

/**
 * The group discussion area (03 §2 Discussion tab, §5 Discussion form, §6, §7 Discussions): members read and
 * post; the author edits; the author or a group admin (or root) deletes; group admins pin and hide. Every call
 * goes through GroupArea (openGroupDiscussion, the groups plugin's roles).
 */
@injectable()
export class GroupDiscussionService {
  constructor(
    @inject(DiscussionRepository) private readonly discussions: DiscussionRepository,
    @inject(GroupArea) private readonly area: GroupArea,
    @inject(PostingGuard) private readonly guard: PostingGuard,
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** GET /api/group/get-discussion-list: the group's shown discussions (or one problem's), pinned first then newest. */
  async list(query: GroupDiscussionListQuery, user: SessionUser | undefined, get: ServiceGetter): Promise<Page<Discussion>> {
    await this.area.enter(query.gid, user, get);
    return this.discussions.list({ gid: query.gid, pid: query.pid?.trim() || undefined }, pageRequest(query.currentPage, query.limit, DISCUSSION_LIMITS.listPageSize));
  }

  /** GET /api/group/get-admin-discussion-list: group admins, hidden ones too. */
  async adminList(query: GroupDiscussionListQuery, user: SessionUser | undefined, get: ServiceGetter): Promise<Page<Discussion>> {
    if (!isGroupAdmin(await this.area.enter(query.gid, user, get))) throw new Forbidden('discussions.noPermission');
    return this.discussions.list({ gid: query.gid, includeHidden: true }, pageRequest(query.currentPage, query.limit, DISCUSSION_LIMITS.adminPageSize));
  }

  /** POST /api/group/discussion: a member posts (03 §5: the form's checks, `[problemId]` for a problem); group admins may pin. */
  async create(draft: GroupDiscussionDraft, user: SessionUser, ability: AppAbility, get: ServiceGetter): Promise<{ id: number }> {
    const gid = draft.gid;
    if (!gid) throw new ValidationError('discussions.groupRequired');
    const role = await this.area.enter(gid, user, get);
    checkDiscussion(draft);
    await this.guard.mayCreateDiscussion(user, ability);
    const pid = await this.pidOf(draft.pid, gid);
    if (!(await this.discussions.categoryExists(draft.categoryId))) throw new ValidationError('discussions.categoryNotFound');
    if (draft.topPriority && !isGroupAdmin(role)) throw new Forbidden('discussions.pinAdminOnly');
    const id = await this.uow.run(async () => {
      await this.discussions.lockAuthor(user.uid);
      await this.guard.checkDailyLimit(user, this.clock.now());
      return this.discussions.insert(
        { categoryId: draft.categoryId, title: prefixedTitle(draft.title, pid), description: draft.description.trim(), content: draft.content, pid, topPriority: Boolean(draft.topPriority), gid },
        { uid: user.uid, username: user.username, role: authorRoleOf(user.roles) },
      );
    });
    return { id };
  }

  /**
   * PUT /api/group/discussion: the author edits the text (03 §6); group admins pin and hide (topPriority,
   * status) any of the group's, the author's words staying as they are when the admin is not the author.
   */
  async update(draft: GroupDiscussionDraft, user: SessionUser, get: ServiceGetter): Promise<Discussion> {
    if (!draft.id) throw new ValidationError('discussions.idRequired');
    const discussion = await this.groupRow(draft.id);
    const role = await this.area.roleForRow(discussion.gid as number, user, get);
    const admin = isGroupAdmin(role);
    const author = discussion.uid === user.uid;
    if (!author && !admin) throw new Forbidden('discussions.notAuthor');
    const pinChanged = draft.topPriority !== undefined && draft.topPriority !== discussion.topPriority;
    const statusChanged = draft.status !== undefined && draft.status !== discussion.status;
    if ((pinChanged || statusChanged) && !admin) throw new Forbidden('discussions.pinAdminOnly');
    if (author && draft.textGiven !== false) {
      checkDiscussion({ ...draft, title: bareTitle(draft.title, discussion.pid) });
      const pid = draft.pid === undefined ? discussion.pid : await this.pidOf(draft.pid, discussion.gid as number);
      if (!(await this.discussions.categoryExists(draft.categoryId))) throw new ValidationError('discussions.categoryNotFound');
      await this.discussions.update(discussion.id, {
        categoryId: draft.categoryId, title: prefixedTitle(draft.title, pid), description: draft.description.trim(), content: draft.content, pid, topPriority: discussion.topPriority,
      });
    }
    if (pinChanged || statusChanged) await this.discussions.moderate(discussion.id, { topPriority: draft.topPriority, status: draft.status });
    return (await this.discussions.find(discussion.id)) ?? discussion;
  }

  /** DELETE /api/group/discussion: the author, a group admin or root; comments and replies go with it. */
  async delete(did: number, user: SessionUser, get: ServiceGetter): Promise<void> {
    const discussion = await this.groupRow(did);
    const role = await this.area.roleForRow(discussion.gid as number, user, get);
    if (discussion.uid !== user.uid && !isGroupAdmin(role)) throw new Forbidden('discussions.noPermission');
    await this.discussions.delete([did]);
  }

  /** A discussion of some group; a public one is not found here (the group calls act on group rows only). */
  private async groupRow(did: number): Promise<Discussion> {
    const discussion = await this.discussions.find(did);
    if (!discussion || discussion.gid === null) throw new NotFound('discussions.notFound');
    return discussion;
  }

  /** A problem of the group or of the public bank (its display id as stored), `training_<id>` of the group's training, or null. */
  private async pidOf(pid: string | null | undefined, gid: number): Promise<string | null> {
    const given = pid?.trim();
    if (!given) return null;
    const tid = trainingIdOf(given);
    if (tid !== undefined) {
      if (!(await this.discussions.trainingExists(tid, gid))) throw new ValidationError('discussions.trainingNotFound');
      return given;
    }
    const problemId = await this.discussions.problemIdOf(given, gid);
    if (!problemId) throw new ValidationError('discussions.problemNotFound');
    return problemId;
  }
}
