import {
  AdminJudgeService, ARCHIVE_WRITER, Conflict, FileDownload, Forbidden, inject, injectable, NotFound, NotImplemented, pageOf, pageRequest, ProblemAdminService, ProblemAuth,
  REMOTE_JUDGES, RemoteProblemImportService, ValidationError, type ArchiveWriter, type Page, type ProblemAuthCode, type ProblemSaveBody, type ServiceGetter, type SessionUser,
} from '@oj/core';
import { isValidAccountLimitRule } from '../account-limit.rules';
import { ContestAccess, isSuperAdmin, managesContests } from '../contest-access';
import { ContestAnnouncementRepository } from '../contest-announcement.repository';
import { CONTEST_LIMITS, type Contest, type ContestAnnouncement, type ContestProblem } from '../contest.model';
import { ContestProblemRepository, type ContestProblemView } from '../contest-problem.repository';
import { ContestRepository } from '../contest.repository';
import { contestStatus } from '../contest.rules';
import { CONTEST_POINTS, contestPoint, type ContestAdminMenuEntry, type ContestRemoteImport } from '../contest-extension-points';
import { acSubmissionFiles } from './ac-submission-zip';
import { ContestAdminRepository, type BankProblemRow } from './contest-admin.repository';
import { contestDraftOf } from './contest-form.rules';
import { checkImportRule, contestProblemEditOf, contestProblemInputOf, displayIdOf } from './contest-problem.rules';

/** The contest as the admin API answers it: the form's words (awardConfigList), its status and the server clock. */
export type AdminContestView = Omit<Contest, 'awardConfig'> & { awardConfigList: Contest['awardConfig']; status: number; now: number };

/** A row of the admin list: no password, and whether this admin may act on it (03 §6: author or root). */
export type AdminContestRow = Omit<AdminContestView, 'pwd'> & { canManage: boolean };

/**
 * The board port's token (src/board/contest-board.port.ts `CONTEST_BOARD`, helper B's), looked up by its global
 * symbol so this file does not import the board: where it is bound, what changes a board (a rejudge, an edited
 * contest or problem list) makes it forget its cache.
 */
const CONTEST_BOARD_TOKEN = Symbol.for('oj.contests.Board');

const ANNOUNCEMENT_LIMITS = { titleMax: 255, contentMax: 65535 } as const;

function viewOf(contest: Contest, now: Date): AdminContestView {
  const { awardConfig, ...rest } = contest;
  return { ...rest, awardConfigList: awardConfig, status: contestStatus(contest, now), now: now.getTime() };
}

/**
 * The admin's contests (03 §2 Contests, §5, §6; api-calls.tsv /api/admin/contest/*): list, form, visibility,
 * problems, contest-only problems through the core's problem form, announcements, the AC download.
 * 03 §6: admins, problem admins and root open the pages; one who is not root acts only on the contests they
 * authored (ContestAccess.isContestAdmin: author, root, or a group's root once groups exist).
 */
@injectable()
export class ContestAdminService {
  constructor(
    @inject(ContestRepository) private readonly contests: ContestRepository,
    @inject(ContestProblemRepository) private readonly contestProblems: ContestProblemRepository,
    @inject(ContestAnnouncementRepository) private readonly announcements: ContestAnnouncementRepository,
    @inject(ContestAccess) private readonly access: ContestAccess,
    @inject(ContestAdminRepository) private readonly bank: ContestAdminRepository,
    @inject(ProblemAdminService) private readonly problemAdmin: ProblemAdminService,
    @inject(AdminJudgeService) private readonly judge: AdminJudgeService,
    @inject(RemoteProblemImportService) private readonly remoteImporter: RemoteProblemImportService,
    @inject(ARCHIVE_WRITER) private readonly archives: ArchiveWriter,
  ) {}

  /**
   * The contest if this user administers it: 404 when there is none, 403 when it is someone else's. `checked` is
   * the contest a caller already found this user to manage (the group service's own check, 03 §6): it is not
   * read and checked again.
   */
  async managed(cid: number, user: SessionUser, get?: ServiceGetter, checked?: Contest): Promise<Contest> {
    if (checked && checked.id === cid) return checked;
    const contest = await this.contests.find(cid);
    if (!contest) throw new NotFound('contest.notFound');
    if (!(await this.access.isContestAdmin(contest, user, get))) throw new Forbidden('contestAdmin.notAuthor');
    return contest;
  }

  /**
   * Every contest, newest start first, 10 a page; keyword: title or id. Each row says whether this admin may act
   * on it; `adminMenu` lists the other plugins' entries of a contest's admin menu (contests.adminMenu, `:cid` in the path).
   */
  async list(input: { keyword?: string; currentPage?: number; limit?: number }, user: SessionUser, get?: ServiceGetter): Promise<Page<AdminContestRow> & { adminMenu: ContestAdminMenuEntry[] }> {
    // a group's contests (gid) are listed to super admins only; group admins manage them in the group's contest tab
    const page = await this.contests.list({ keyword: input.keyword?.trim() || undefined, gid: isSuperAdmin(user) ? undefined : null }, pageRequest(input.currentPage, input.limit, CONTEST_LIMITS.adminPageSize));
    const now = new Date();
    const records = await Promise.all(
      page.records.map(async (c) => {
        const { pwd: _pwd, ...row } = viewOf(c, now);
        return { ...row, canManage: await this.access.isContestAdmin(c, user, get) };
      }),
    );
    const adminMenu = get ? [...(contestPoint<ContestAdminMenuEntry>(get, CONTEST_POINTS.adminMenu)?.list() ?? [])].sort((a, b) => a.order - b.order) : [];
    return { ...page, records, adminMenu: adminMenu.map(({ id, path, labelKey, order }) => ({ id, path, labelKey, order })) };
  }

  async get(cid: number, user: SessionUser, get?: ServiceGetter, checked?: Contest): Promise<AdminContestView> {
    return viewOf(await this.managed(cid, user, get, checked), new Date());
  }

  /** Creates a contest by the form rules; `gid` makes it a group's (src/group, whose routes checked the group role). */
  async create(form: Record<string, unknown>, user: SessionUser, gid: number | null = null): Promise<AdminContestView> {
    const draft = contestDraftOf(form);
    if (draft.accountLimitRule && !isValidAccountLimitRule(draft.accountLimitRule)) throw new ValidationError('contestAdmin.accountLimitInvalid', {}, [{ field: 'accountLimitRule', key: 'contestAdmin.accountLimitInvalid' }]);
    const { awardConfigList, ...fields } = draft;
    const contest = await this.contests.insert({
      ...fields, startTime: fields.startTime.toISOString(), endTime: fields.endTime.toISOString(), sealRankTime: fields.sealRankTime?.toISOString() ?? null,
      awardConfig: awardConfigList, author: user.username, uid: user.uid, gid,
    });
    return viewOf(contest, new Date());
  }

  async update(form: Record<string, unknown>, user: SessionUser, get?: ServiceGetter, checked?: Contest): Promise<void> {
    const cid = Number(form.id);
    if (!Number.isSafeInteger(cid) || cid < 1) throw new NotFound('contest.notFound');
    const existing = await this.managed(cid, user, get, checked);
    const draft = contestDraftOf(form, { type: existing.type });
    if (draft.accountLimitRule && !isValidAccountLimitRule(draft.accountLimitRule)) throw new ValidationError('contestAdmin.accountLimitInvalid', {}, [{ field: 'accountLimitRule', key: 'contestAdmin.accountLimitInvalid' }]);
    const { awardConfigList, ...fields } = draft;
    await this.contests.update(cid, {
      ...fields, startTime: fields.startTime.toISOString(), endTime: fields.endTime.toISOString(), sealRankTime: fields.sealRankTime?.toISOString() ?? null,
      awardConfig: awardConfigList, author: existing.author, uid: existing.uid, gid: existing.gid, source: fields.source ?? existing.source,
    });
    await this.rebuildBoard(cid, get);
  }

  /** Deletes the contest with its problem links, registrations and announcements; the submissions made in it stay in the status list. */
  async delete(cid: number, user: SessionUser, get?: ServiceGetter, checked?: Contest): Promise<void> {
    await this.managed(cid, user, get, checked);
    if (!(await this.contests.delete(cid))) throw new NotFound('contest.notFound');
  }

  async changeVisible(cid: number, visible: boolean, user: SessionUser, get?: ServiceGetter, checked?: Contest): Promise<void> {
    await this.managed(cid, user, get, checked);
    await this.contests.setVisible(cid, visible);
  }

  /**
   * HOJ's contest problem list: without problemType the contest's problems (problemList and contestProblemMap
   * by pid); with it the bank's problems the import rule lets in, for the add-from-public dialog.
   */
  async problemList(
    input: { cid: number; keyword?: string; problemType?: number; oj?: string; currentPage?: number; limit?: number },
    user: SessionUser,
    get?: ServiceGetter,
    checked?: Contest,
  ): Promise<{ problemList: Page<ContestProblemView | BankProblemRow>; contestProblemMap: Record<number, ContestProblem> }> {
    const contest = await this.managed(input.cid, user, get, checked);
    const page = pageRequest(input.currentPage, input.limit, CONTEST_LIMITS.adminPageSize);
    const keyword = input.keyword?.trim() || undefined;
    if (input.problemType !== undefined) {
      // the dialog asks with the contest's type; the rule is the contest's, whatever type is sent
      return { problemList: await this.bank.candidates(contest.id, contest.type, { keyword, oj: input.oj }, page), contestProblemMap: {} };
    }
    const all = await this.contestProblems.listOf(contest.id);
    const k = keyword?.toLowerCase();
    const found = k ? all.filter((p) => [p.displayId, p.displayTitle, p.title, p.problemId].some((s) => s.toLowerCase().includes(k))) : all;
    const start = (page.currentPage - 1) * page.limit;
    return {
      problemList: pageOf(found.slice(start, start + page.limit), found.length, page),
      contestProblemMap: Object.fromEntries(all.map((p) => [p.pid, { id: p.id, cid: p.cid, pid: p.pid, displayId: p.displayId, displayTitle: p.displayTitle, color: p.color }])),
    };
  }

  async contestProblem(cid: number, pid: number, user: SessionUser, get?: ServiceGetter, checked?: Contest): Promise<ContestProblem> {
    await this.managed(cid, user, get, checked);
    const found = await this.contestProblems.findByPid(cid, pid);
    if (!found) throw new NotFound('contestAdmin.problemNotInContest');
    return found;
  }

  /** `PUT contest-problem`: changes display id, display title and colour (id), or links the problem (pid) when no id is sent (after a contest-only problem is created). */
  async saveContestProblem(body: { id?: number; cid: number; pid?: unknown; displayId?: unknown; displayTitle?: unknown; color?: unknown }, user: SessionUser, get?: ServiceGetter, checked?: Contest): Promise<ContestProblem> {
    const contest = await this.managed(body.cid, user, get, checked);
    const edit = contestProblemEditOf(body);
    if (body.id === undefined) {
      const { pid } = contestProblemInputOf({ pid: body.pid, displayId: edit.displayId });
      const linked = await this.link(contest, pid, edit.displayId, edit.displayTitle, edit.color);
      await this.rebuildBoard(contest.id, get);
      return linked;
    }
    const existing = await this.contestProblems.findById(body.id);
    if (!existing || existing.cid !== contest.id) throw new NotFound('contestAdmin.problemNotInContest');
    const clash = await this.contestProblems.find(contest.id, edit.displayId);
    if (clash && clash.id !== existing.id) throw new Conflict('contestAdmin.displayIdExists', { displayId: edit.displayId });
    await this.contestProblems.update(existing.id, edit);
    await this.rebuildBoard(contest.id, get);
    return { ...existing, ...edit };
  }

  /** 03 §5: a public bank problem (not private, not a group's) that the import rule lets in, under a display id. */
  async addFromPublic(body: { cid: number; pid?: unknown; displayId?: unknown }, user: SessionUser, get?: ServiceGetter, checked?: Contest): Promise<ContestProblem> {
    const contest = await this.managed(body.cid, user, get, checked);
    const { pid, displayId } = contestProblemInputOf(body);
    const problem = await this.bank.problem(pid);
    if (!problem || problem.auth === ProblemAuth.PRIVATE || !inPublicBank(problem)) throw new NotFound('contestAdmin.problemNotFound');
    const linked = await this.link(contest, pid, displayId, problem.title, null);
    await this.rebuildBoard(contest.id, get);
    return linked;
  }

  /**
   * A remote judge's problem for the contest (HOJ's import-remote-oj-problem): the bank's mirror '<OJ>-<id>'
   * when it has one; otherwise the contests.remoteImport filler, or the core's remote import when a remote
   * judges plugin provides that judge; with neither, 501.
   */
  async importRemote(input: { cid: number; name: string; problemId: string; displayId?: string }, user: SessionUser, get: ServiceGetter): Promise<ContestProblem> {
    const contest = await this.managed(input.cid, user, get);
    const oj = input.name.trim().toUpperCase();
    const remoteId = input.problemId.trim();
    if (!oj || !remoteId) throw new ValidationError('contestAdmin.fieldRequired', { field: 'problemId' }, [{ field: 'problemId', key: 'contestAdmin.fieldRequired', params: { field: 'problemId' } }]);
    let mirrored = await this.bank.problemByProblemId(`${oj}-${remoteId}`);
    if (!mirrored) {
      const filler = contestPoint<ContestRemoteImport>(get, CONTEST_POINTS.remoteImport)?.list()[0];
      let judges: { get(id: string): unknown } | undefined;
      try {
        judges = get(REMOTE_JUDGES);
      } catch {
        judges = undefined;
      }
      let imported: { pid: number } | undefined;
      if (filler) imported = await filler.importProblem({ oj, problemId: remoteId, author: user.username, get });
      else if (judges?.get(oj)) imported = { pid: (await this.remoteImporter.findOrImport(oj, remoteId, user.username, get)).id };
      else throw new NotImplemented('contestAdmin.remoteImportUnavailable', { name: oj });
      mirrored = await this.bank.problem(imported.pid);
      if (!mirrored) throw new NotFound('contestAdmin.problemNotFound');
    }
    const displayId = input.displayId?.trim() ? displayIdOf(input.displayId) : mirrored.problemId;
    const linked = await this.link(contest, mirrored.id, displayId, mirrored.title, null);
    await this.rebuildBoard(contest.id, get);
    return linked;
  }

  /** The core's admin problem for the contest's problem form; a problem admin opens only contest-only problems of their contests (root: all). */
  async problem(pid: number, user: SessionUser): Promise<unknown> {
    await this.ownedProblem(pid, user);
    return this.problemAdmin.get(pid);
  }

  /** A contest-only problem (auth 3) through the core's problem form and rules; answers its pid for the contest-problem link. */
  async createProblem(body: ProblemSaveBody, user: SessionUser): Promise<{ pid: number; problemId: string }> {
    body.problem.auth = ProblemAuth.CONTEST;
    const problem = await this.problemAdmin.create(body, user.username);
    return { pid: problem.id, problemId: problem.problemId };
  }

  async updateProblem(body: ProblemSaveBody, user: SessionUser): Promise<void> {
    const pid = Number(body.problem.id);
    if (!Number.isSafeInteger(pid) || pid < 1) throw new NotFound('problem.notFound');
    const existing = await this.ownedProblem(pid, user);
    // a contest-only problem stays one unless the form says otherwise
    body.problem.auth ??= existing.auth as ProblemAuthCode;
    await this.problemAdmin.update(body, user.username);
  }

  /** With cid: removes the problem from that contest (the problem stays). Without: deletes a contest-only problem (its author or root). */
  async deleteProblem(pid: number, cid: number | undefined, user: SessionUser, get?: ServiceGetter, checked?: Contest): Promise<void> {
    if (cid !== undefined) {
      await this.managed(cid, user, get, checked);
      if (!(await this.contestProblems.remove(cid, pid))) throw new NotFound('contestAdmin.problemNotInContest');
      await this.rebuildBoard(cid, get);
      return;
    }
    const problem = await this.ownedProblem(pid, user);
    if (problem.auth !== ProblemAuth.CONTEST && !isSuperAdmin(user)) throw new Forbidden('contestAdmin.notAuthor');
    await this.problemAdmin.delete(pid);
  }

  async announcementList(input: { cid: number; currentPage?: number; limit?: number }, user: SessionUser, get?: ServiceGetter, checked?: Contest): Promise<Page<ContestAnnouncement>> {
    await this.managed(input.cid, user, get, checked);
    return this.announcements.list(input.cid, pageRequest(input.currentPage, input.limit, CONTEST_LIMITS.adminPageSize));
  }

  async addAnnouncement(cid: number, announcement: Record<string, unknown>, user: SessionUser, get?: ServiceGetter, checked?: Contest): Promise<ContestAnnouncement> {
    await this.managed(cid, user, get, checked);
    return this.announcements.insert({ cid, ...announcementOf(announcement), uid: user.uid, username: user.username });
  }

  async updateAnnouncement(cid: number, announcement: Record<string, unknown>, user: SessionUser, get?: ServiceGetter, checked?: Contest): Promise<void> {
    await this.managed(cid, user, get, checked);
    const id = Number(announcement.id);
    if (!Number.isSafeInteger(id) || id < 1 || !(await this.announcements.update(id, cid, announcementOf(announcement)))) throw new NotFound('contestAdmin.announcementNotFound');
  }

  async deleteAnnouncement(aid: number, user: SessionUser, get?: ServiceGetter, checked?: Contest): Promise<void> {
    const found = await this.announcements.find(aid);
    if (!found) throw new NotFound('contestAdmin.announcementNotFound');
    await this.managed(found.cid, user, get, checked);
    await this.announcements.delete(aid, found.cid);
  }

  /**
   * 03 §6 (super admin only, checked by the route): every submission of the problem in the contest judged again;
   * answers how many. The board is rebuilt now (the old verdicts leave it) and follows each new verdict through
   * the `submission.changed` events.
   */
  async rejudgeProblem(cid: number, pid: number, get?: ServiceGetter): Promise<{ count: number }> {
    if (!(await this.contests.find(cid))) throw new NotFound('contest.notFound');
    if (!(await this.contestProblems.findByPid(cid, pid))) throw new NotFound('contestAdmin.problemNotInContest');
    const count = await this.judge.rejudgeProblem(pid, { cid });
    await this.rebuildBoard(cid, get);
    return { count };
  }

  /**
   * HOJ's download-contest-ac-submission: the newest accepted submission of each participant on each problem,
   * made while the contest ran, in a zip split by user or by problem; excludeAdmin leaves out the contest's
   * author and the super admins.
   */
  async acDownload(input: { cid: number; excludeAdmin?: boolean; splitType?: 'splitByUser' | 'splitByProblem' }, user: SessionUser, get?: ServiceGetter): Promise<FileDownload> {
    const contest = await this.managed(input.cid, user, get);
    // the route is open to any signed-in user for the group contests' admins; a site contest's stays with the contest managers
    if (contest.gid === null && !managesContests(user)) throw new Forbidden('contestAdmin.notAuthor');
    const excluded = input.excludeAdmin ? [contest.uid, ...(await this.bank.rootUids())] : [];
    const rows = await this.bank.acceptedOf(contest.id, new Date(contest.startTime), new Date(contest.endTime), excluded);
    const splitType = input.splitType ?? 'splitByUser';
    const zip = await this.archives.zip(acSubmissionFiles(rows, splitType));
    return new FileDownload(`contest_${contest.id}_${splitType}_ac_submission.zip`, 'application/zip', zip);
  }

  /** Tells the board (where one is bound) to rebuild the contest's table. */
  private async rebuildBoard(cid: number, get: ServiceGetter | undefined): Promise<void> {
    let board: { rebuild(cid: number): Promise<void> } | undefined;
    try {
      board = get?.<{ rebuild(cid: number): Promise<void> }>(CONTEST_BOARD_TOKEN);
    } catch {
      board = undefined;
    }
    await board?.rebuild(cid);
  }

  private async link(contest: Contest, pid: number, displayId: string, displayTitle: string, color: string | null): Promise<ContestProblem> {
    const problem = await this.bank.problem(pid);
    if (!problem) throw new NotFound('contestAdmin.problemNotFound');
    // a group's problem goes into that group's contests only (unless the site admin made it public): it is
    // visible to the group's members only (issue 22), so a site contest or another group's would leak it
    if (!inPublicBank(problem) && problem.gid !== contest.gid) throw new NotFound('contestAdmin.problemNotFound');
    // and a group contest takes no private site problem (its members would open it through the contest)
    if (contest.gid !== null && problem.auth === ProblemAuth.PRIVATE && problem.gid !== contest.gid) throw new NotFound('contestAdmin.problemNotFound');
    checkImportRule(contest.type, problem);
    if (await this.contestProblems.find(contest.id, displayId)) throw new Conflict('contestAdmin.displayIdExists', { displayId });
    if (await this.contestProblems.findByPid(contest.id, pid)) throw new Conflict('contestAdmin.problemExists');
    const added = await this.contestProblems.add(contest.id, pid, displayId, displayTitle || problem.title, color);
    if (!added) throw new Conflict('contestAdmin.problemExists');
    return added;
  }

  /** A problem this user may open in the contest problem form: root any; others a problem they authored or one of a contest they authored. */
  private async ownedProblem(pid: number, user: SessionUser): Promise<BankProblemRow> {
    const problem = await this.bank.problem(pid);
    if (!problem) throw new NotFound('problem.notFound');
    if (isSuperAdmin(user) || problem.author === user.username || (await this.bank.inContestOf(pid, user.username))) return problem;
    throw new Forbidden('contestAdmin.notAuthor');
  }
}

/** A site problem, or a group problem the site admin made public (applyPublicProgress 2, the public bank's). */
const inPublicBank = (p: { isGroup: boolean; gid: number | null; applyPublicProgress: number | null }): boolean => (!p.isGroup && p.gid === null) || p.applyPublicProgress === 2;

function announcementOf(raw: Record<string, unknown>): { title: string; content: string } {
  const title = typeof raw.title === 'string' ? raw.title.trim() : '';
  const content = typeof raw.content === 'string' ? raw.content : '';
  const problem = (field: string, key: string, params: Record<string, unknown> = {}) => new ValidationError(key, params, [{ field, key, params }]);
  if (!title) throw problem('title', 'contestAdmin.fieldRequired', { field: 'title' });
  if (title.length > ANNOUNCEMENT_LIMITS.titleMax) throw problem('title', 'contestAdmin.fieldTooLong', { field: 'title', max: ANNOUNCEMENT_LIMITS.titleMax });
  if (!content.trim()) throw problem('content', 'contestAdmin.fieldRequired', { field: 'content' });
  if (content.length > ANNOUNCEMENT_LIMITS.contentMax) throw problem('content', 'contestAdmin.fieldTooLong', { field: 'content', max: ANNOUNCEMENT_LIMITS.contentMax });
  return { title, content };
}
