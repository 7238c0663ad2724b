import {
  CLOCK, Conflict, Forbidden, inject, injectable, NotFound, pageRequest, UNIT_OF_WORK, Unauthorized, ValidationError,
  type AppAbility, type Clock, type Page, type ServiceGetter, type SessionUser, type UnitOfWork,
} from '@oj/core';
import { authorRoleOf } from './author-role';
import { isModerator } from './discussion.abilities';
import { DISCUSSION_LIMITS, DiscussionStatus, type Discussion, type DiscussionDetail, type DiscussionDraft } from './discussion.model';
import { DiscussionReportRepository } from './discussion-report.repository';
import { DiscussionRepository, type DiscussionFilter } from './discussion.repository';
import { bareTitle, checkDiscussion, checkReport, prefixedTitle, reportText, trainingIdOf } from './discussion.rules';
import { GroupArea, discussionUrlOf, isGroupAdmin } from './group-area';
import { GroupDiscussionService } from './group-discussion.service';
import { notify } from './message-out';
import { PostingGuard } from './posting-guard';

export interface DiscussionListQuery {
  limit?: number;
  currentPage?: number;
  cid?: number;
  pid?: string;
  onlyMine?: boolean;
  keyword?: string;
  admin?: boolean;
}

/** Discussions of the public area and of groups through `discussions.gidScope` (02 §2, §5, §6). */
@injectable()
export class DiscussionService {
  constructor(
    @inject(DiscussionRepository) private readonly discussions: DiscussionRepository,
    @inject(DiscussionReportRepository) private readonly reports: DiscussionReportRepository,
    @inject(PostingGuard) private readonly guard: PostingGuard,
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(GroupArea) private readonly groupArea: GroupArea,
    @inject(GroupDiscussionService) private readonly groups: GroupDiscussionService,
  ) {}

  /** 02 §2: 10 a page, pinned first then newest; `admin` (the admin list) adds the hidden ones and needs an admin role. */
  async list(query: DiscussionListQuery, user: SessionUser | undefined): Promise<Page<Discussion>> {
    if (query.admin) {
      if (!user) throw new Unauthorized('discussions.loginFirst');
      if (!isModerator(user)) throw new Forbidden('discussions.noPermission');
    } else await this.guard.publicArea();
    if (query.onlyMine && !user) throw new Unauthorized('discussions.loginFirst');
    const filter: DiscussionFilter = {
      categoryId: query.cid, pid: query.pid || undefined, keyword: query.keyword?.trim() || undefined,
      uid: query.onlyMine ? user?.uid : undefined, includeHidden: Boolean(query.admin), gid: null,
    };
    return this.discussions.list(filter, pageRequest(query.currentPage, query.limit, DISCUSSION_LIMITS.listPageSize));
  }

  /** 02 §2 detail: counts a view; `hasLike` for the reader. A hidden one only for its author and the admin roles. */
  async detail(did: number, user: SessionUser | undefined, get: ServiceGetter): Promise<DiscussionDetail> {
    const discussion = await this.visible(did, user, get);
    await this.discussions.addView(did);
    const hasLike = user ? await this.discussions.hasLike(did, user.uid) : false;
    return { ...discussion, viewNum: discussion.viewNum + 1, hasLike };
  }

  /** The discussion if this reader may see it (area open, not hidden from them, a member of its group). */
  async visible(did: number, user: SessionUser | undefined, get: ServiceGetter): Promise<Discussion> {
    return (await this.access(did, user, get)).discussion;
  }

  /**
   * The discussion and whether the reader moderates where it lives: the admin roles in the public area, the
   * group's admins and root in a group (03 §6). A group's row is 'not found' for anyone outside the group.
   */
  async access(did: number, user: SessionUser | undefined, get: ServiceGetter): Promise<{ discussion: Discussion; admin: boolean }> {
    const discussion = await this.discussions.find(did);
    if (!discussion) throw new NotFound('discussions.notFound');
    let admin: boolean;
    if (discussion.gid === null) {
      await this.guard.publicArea();
      admin = isModerator(user);
    } else admin = isGroupAdmin(await this.groupArea.roleForRow(discussion.gid, user, get));
    if (discussion.status === DiscussionStatus.HIDDEN && !(user && (user.uid === discussion.uid || admin))) throw new Forbidden('discussions.hidden');
    return { discussion, admin };
  }

  /** Posts a message about a discussion, unless it is a group's and the recipient is no longer in the group. */
  async notifyAbout(discussion: Pick<Discussion, 'gid'>, uid: string, kind: Parameters<typeof notify>[2], source: Parameters<typeof notify>[3], get: ServiceGetter): Promise<void> {
    if (discussion.gid !== null && !(await this.groupArea.mayReceive(discussion.gid, uid, get))) return;
    await notify(get, uid, kind, source);
  }

  /** 02 §5: the form's checks, the problem's `[problemId]` prefix, posting rules and the daily limit (in one transaction per author). */
  async create(draft: DiscussionDraft, user: SessionUser, ability: AppAbility, get: ServiceGetter): Promise<{ id: number }> {
    if (draft.gid) return this.groups.create(draft, user, ability, get);
    await this.guard.publicArea();
    checkDiscussion(draft);
    await this.guard.mayCreateDiscussion(user, ability);
    const pid = await this.pidOf(draft.pid);
    if (!(await this.discussions.categoryExists(draft.categoryId))) throw new ValidationError('discussions.categoryNotFound');
    if (draft.topPriority && !isModerator(user)) throw new Forbidden('discussions.pinAdminOnly');
    const id = await this.uow.run(async () => {
      await this.discussions.lockAuthor(user.uid);
      await this.guard.checkDailyLimit(user, this.clock.now());
      return this.discussions.insert(
        { categoryId: draft.categoryId, title: prefixedTitle(draft.title, pid), description: draft.description.trim(), content: draft.content, pid, topPriority: Boolean(draft.topPriority), gid: null },
        { uid: user.uid, username: user.username, role: authorRoleOf(user.roles) },
      );
    });
    return { id };
  }

  /**
   * 02 §6: the author edits; pinning stays with the admin roles (an author's edit keeps the pin as it is).
   * Answers the discussion as saved, so the page shows it without reading the detail again (which counts a view).
   */
  async update(draft: DiscussionDraft, user: SessionUser, get: ServiceGetter): Promise<Discussion> {
    if (!draft.id) throw new ValidationError('discussions.idRequired');
    // a group's discussion follows the group's rules (its admins pin)
    if ((await this.discussions.find(draft.id))?.gid) return this.groups.update(draft, user, get);
    const discussion = await this.visible(draft.id, user, get);
    if (discussion.uid !== user.uid) throw new Forbidden('discussions.notAuthor');
    // the limit counts the author's words: the stored title's [problemId] prefix is the server's
    checkDiscussion({ ...draft, title: bareTitle(draft.title, discussion.pid) });
    const pid = draft.pid === undefined ? discussion.pid : await this.pidOf(draft.pid);
    if (!(await this.discussions.categoryExists(draft.categoryId))) throw new ValidationError('discussions.categoryNotFound');
    const moderator = isModerator(user);
    if (draft.topPriority !== undefined && draft.topPriority !== discussion.topPriority && !moderator) throw new Forbidden('discussions.pinAdminOnly');
    await this.discussions.update(discussion.id, {
      categoryId: draft.categoryId, title: prefixedTitle(draft.title, pid), description: draft.description.trim(), content: draft.content, pid,
      topPriority: moderator && draft.topPriority !== undefined ? draft.topPriority : discussion.topPriority,
    });
    return (await this.discussions.find(discussion.id)) ?? discussion;
  }

  /** 02 §6: the author or an admin role; a group's discussion: the author, its admins or root (03 §6). */
  async delete(did: number, user: SessionUser, get: ServiceGetter): Promise<void> {
    const discussion = await this.discussions.find(did);
    if (!discussion) throw new NotFound('discussions.notFound');
    if (discussion.gid !== null) return this.groups.delete(did, user, get);
    await this.guard.publicArea();
    if (discussion.uid !== user.uid && !isModerator(user)) throw new Forbidden('discussions.noPermission');
    await this.discussions.delete([did]);
  }

  /** 02 §4: hasLike flips and likeNum moves by one; a `like` message to the author once per liker (the port keeps one). */
  async like(did: number, toLike: boolean, user: SessionUser, get: ServiceGetter): Promise<{ likeNum: number; hasLike: boolean; changed: boolean }> {
    const discussion = await this.visible(did, user, get);
    const changed = toLike ? await this.discussions.like(did, user.uid) : await this.discussions.unlike(did, user.uid);
    if (changed && toLike) {
      await this.notifyAbout(discussion, discussion.uid, 'like', {
        type: 'Discussion', id: did, title: discussion.title, url: discussionUrlOf(discussion), senderId: user.uid,
        quote: { type: 'Discussion', id: did, content: discussion.title },
      }, get);
    }
    const now = await this.discussions.find(did);
    return { likeNum: now?.likeNum ?? discussion.likeNum, hasLike: toLike, changed };
  }

  /** 02 §5 report: labels or a reason (≤ 200); it reaches the admins' report list. One report per user and discussion. */
  async report(did: number, content: string | undefined, user: SessionUser, get: ServiceGetter): Promise<{ id: number }> {
    await this.visible(did, user, get);
    const parsed = checkReport(content);
    await this.guard.rate(user);
    const id = await this.reports.insert({ did, reporter: user.username, reporterUid: user.uid, content: reportText(parsed) });
    if (id === undefined) throw new Conflict('discussions.reportedBefore');
    return { id };
  }

  /** A problem's display id as the bank has it, `training_<id>` of an existing training, or null (general). */
  private async pidOf(pid: string | null | undefined): Promise<string | null> {
    const given = pid?.trim();
    if (!given) return null;
    const tid = trainingIdOf(given);
    if (tid !== undefined) {
      if (!(await this.discussions.trainingExists(tid))) throw new ValidationError('discussions.trainingNotFound');
      return given;
    }
    const problemId = await this.discussions.problemIdOf(given);
    if (!problemId) throw new ValidationError('discussions.problemNotFound');
    return problemId;
  }
}
