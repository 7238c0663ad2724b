import {
  CLOCK, Forbidden, inject, injectable, NotFound, pageRequest, PluginSettings, ProblemAdminService, ProblemAuth, ValidationError, type Clock, type Page, type ProblemSaveBody,
  type ServiceGetter, type SessionUser,
} from '@oj/core';
import { ContestAdminService, type AdminContestRow, type AdminContestView } from '../admin/contest-admin.service';
import { ContestAnnouncementRepository } from '../contest-announcement.repository';
import type { ContestGroupRole } from '../contest-extension-points';
import { CONTEST_LIMITS, type Contest, type ContestAnnouncement, type ContestProblem } from '../contest.model';
import { ContestRegisterRepository } from '../contest-register.repository';
import { ContestRepository } from '../contest.repository';
import { contestStatus } from '../contest.rules';
import { contestSettingsOf } from '../contest.settings';
import type { ContestListRow } from '../contest.service';
import type { GroupContestProblemBody } from './group-contest.dto';
import { GroupContestRepository } from './group-contest.repository';
import { contestGroupRole, isGroupAdmin, managesGroupContest } from './group-role';

/** A group contest list row: the public list's row and whether this user may manage it (03 §6: group root or creator). */
export type GroupContestRow = ContestListRow & { visible: boolean; canManage: boolean };

const fieldError = (field: string, key: string, params: Record<string, unknown> = {}) => new ValidationError(key, params, [{ field, key, params }]);

/**
 * A group's contests (03 §2 Contest tab, §5 contest form, §6 contest admin table; api-calls.tsv /api/group/*contest*).
 * Who: the `contests.gidScope` fillers' `role` (the groups plugin). No role (guest, applicant, outsider, a site
 * admin who is not a member, a site without groups) → 404; members list the visible contests; group admins
 * (admin, root) create and see the admin list; the group root, or the admin who created a contest, edits,
 * deletes, hides, fills it with problems and announcements and downloads its AC submissions. The form, the
 * problem links and the announcements are the admin contest service's, with the same rules.
 */
@injectable()
export class GroupContestService {
  constructor(
    @inject(ContestRepository) private readonly contests: ContestRepository,
    @inject(ContestRegisterRepository) private readonly registers: ContestRegisterRepository,
    @inject(ContestAnnouncementRepository) private readonly announcements: ContestAnnouncementRepository,
    @inject(ContestAdminService) private readonly admin: ContestAdminService,
    @inject(GroupContestRepository) private readonly groups: GroupContestRepository,
    @inject(ProblemAdminService) private readonly problemAdmin: ProblemAdminService,
    @inject(PluginSettings) private readonly settings: PluginSettings,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `get-contest-list`: the group's visible contests for its members, in the public list's order and rows. */
  async list(input: { gid: number; currentPage?: number; limit?: number }, user: SessionUser, get: ServiceGetter): Promise<Page<GroupContestRow>> {
    const role = await this.member(input.gid, user, get);
    const now = this.clock.now();
    const page = await this.contests.list({ gid: input.gid, visibleOnly: true, now }, pageRequest(input.currentPage, input.limit, contestSettingsOf(this.settings).listPageSize));
    return { ...page, records: await this.rowsOf(page.records, role, user, now) };
  }

  /** `get-admin-contest-list`: every contest of the group, hidden ones too, for its admins; canManage per row. */
  async adminList(input: { gid: number; currentPage?: number; limit?: number }, user: SessionUser, get: ServiceGetter): Promise<Page<Omit<AdminContestRow, 'canManage'> & GroupContestRow>> {
    const role = await this.groupAdmin(input.gid, user, get);
    const now = this.clock.now();
    const page = await this.contests.list({ gid: input.gid, now }, pageRequest(input.currentPage, input.limit, CONTEST_LIMITS.adminPageSize));
    const rows = await this.rowsOf(page.records, role, user, now);
    return {
      ...page,
      records: page.records.map((c, i) => {
        const { pwd: _pwd, awardConfig, ...rest } = c;
        return { ...rest, awardConfigList: awardConfig, ...rows[i] };
      }),
    };
  }

  /** `GET group/contest`: the contest for the edit form (password included): the group root or its creator. */
  async get(cid: number, user: SessionUser, get: ServiceGetter): Promise<AdminContestView> {
    return this.admin.get(cid, user, get, await this.managed(cid, user, get));
  }

  /** `POST group/contest`: a group admin creates a contest of the group (gid) by the admin form's rules (03 §5). */
  async create(form: Record<string, unknown>, user: SessionUser, get: ServiceGetter): Promise<AdminContestView> {
    const gid = Number(form.gid);
    if (!Number.isSafeInteger(gid) || gid < 1) throw fieldError('gid', 'groupContest.groupRequired');
    await this.groupAdmin(gid, user, get);
    return this.admin.create(form, user, gid);
  }

  /** `PUT group/contest`: the same rules; the group and the creator stay. */
  async update(form: Record<string, unknown>, user: SessionUser, get: ServiceGetter): Promise<void> {
    const cid = Number(form.id);
    if (!Number.isSafeInteger(cid) || cid < 1) throw new NotFound('contest.notFound');
    await this.admin.update(form, user, get, await this.managed(cid, user, get));
  }

  async delete(cid: number, user: SessionUser, get: ServiceGetter): Promise<void> {
    await this.admin.delete(cid, user, get, await this.managed(cid, user, get));
  }

  async changeVisible(cid: number, visible: boolean, user: SessionUser, get: ServiceGetter): Promise<void> {
    await this.admin.changeVisible(cid, visible, user, get, await this.managed(cid, user, get));
  }

  /** `get-contest-problem-list`: the contest's problems (problemList, contestProblemMap), or with problemType the public bank's candidates. */
  async problemList(input: { cid: number; keyword?: string; problemType?: number; oj?: string; currentPage?: number; limit?: number }, user: SessionUser, get: ServiceGetter) {
    return this.admin.problemList(input, user, get, await this.managed(input.cid, user, get));
  }

  /**
   * `POST group/contest-problem`: a new problem of the group through the core's problem form and rules
   * (display id = the group's short name + the id typed; contest-only, auth 3, unless the form says otherwise),
   * marked the group's (is_group, gid). With a cid it is linked to that contest under displayId (default: the id typed).
   */
  async createProblem(body: GroupContestProblemBody, user: SessionUser, get: ServiceGetter): Promise<{ pid: number; problemId: string; contestProblem?: ContestProblem }> {
    const gid = body.problem.gid ?? body.gid;
    if (!gid) throw fieldError('gid', 'groupContest.groupRequired');
    const cid = body.problem.cid ?? body.cid;
    await this.groupAdmin(gid, user, get);
    const checked = cid === undefined ? undefined : await this.managed(cid, user, get);
    if (checked && checked.gid !== gid) throw new NotFound('contest.notFound');
    const prefix = (await this.groups.shortName(gid)) ?? '';
    const typed = (body.problem.problemId ?? '').trim();
    const { gid: _gid, cid: _cid, ...problem } = body.problem;
    const save: ProblemSaveBody = {
      ...body,
      problem: { ...problem, problemId: typed && !typed.toUpperCase().startsWith(prefix.toUpperCase()) ? `${prefix}${typed}` : typed, auth: problem.auth ?? ProblemAuth.CONTEST },
    } as ProblemSaveBody;
    delete (save as unknown as Record<string, unknown>).gid;
    delete (save as unknown as Record<string, unknown>).cid;
    delete (save as unknown as Record<string, unknown>).displayId;
    const created = await this.problemAdmin.create(save, user.username);
    await this.groups.markGroupProblem(created.id, gid);
    if (cid === undefined) return { pid: created.id, problemId: created.problemId };
    const displayId = typeof body.displayId === 'string' && body.displayId.trim() ? body.displayId.trim() : typed || created.problemId;
    const contestProblem = await this.admin.saveContestProblem({ cid, pid: created.id, displayId, displayTitle: created.title }, user, get, checked);
    return { pid: created.id, problemId: created.problemId, contestProblem };
  }

  async contestProblem(cid: number, pid: number, user: SessionUser, get: ServiceGetter): Promise<ContestProblem> {
    return this.admin.contestProblem(cid, pid, user, get, await this.managed(cid, user, get));
  }

  /** `PUT group/contest-problem`: display id, title and colour (id), or a link of pid when there is no id. */
  async saveContestProblem(body: { id?: number; cid: number; pid?: unknown; displayId?: unknown; displayTitle?: unknown; color?: unknown }, user: SessionUser, get: ServiceGetter): Promise<ContestProblem> {
    // a link by pid (no id): the group's own problems or the public bank's; the admin service's link refuses a
    // private site problem and other groups' problems in a group contest, reading the problem once
    return this.admin.saveContestProblem(body, user, get, await this.managed(body.cid, user, get));
  }

  /** `DELETE group/contest-problem`: removes the problem from the contest (the problem stays). */
  async removeProblem(pid: number, cid: number, user: SessionUser, get: ServiceGetter): Promise<void> {
    await this.admin.deleteProblem(pid, cid, user, get, await this.managed(cid, user, get));
  }

  /** `add-contest-problem-from-public`: a public bank problem (not private, not a group's) by the import rule. */
  async addFromPublic(body: { cid: number; pid?: unknown; displayId?: unknown }, user: SessionUser, get: ServiceGetter): Promise<ContestProblem> {
    return this.admin.addFromPublic(body, user, get, await this.managed(body.cid, user, get));
  }

  /** `add-contest-problem-from-group`: a problem of the same group by its display id (the prefix may be left out), under displayId (03 §5). */
  async addFromGroup(input: { cid?: number; problemId?: string; displayId?: string }, user: SessionUser, get: ServiceGetter): Promise<ContestProblem> {
    if (!input.cid) throw new NotFound('contest.notFound');
    const contest = await this.managed(input.cid, user, get);
    const problemId = input.problemId?.trim();
    if (!problemId) throw fieldError('problemId', 'groupContest.problemIdRequired');
    const displayId = input.displayId?.trim();
    if (!displayId) throw fieldError('displayId', 'groupContest.displayIdRequired');
    const gid = contest.gid as number;
    const problem = await this.groups.groupProblem(gid, problemId, (await this.groups.shortName(gid)) ?? '');
    if (!problem) throw new NotFound('groupContest.problemNotInGroup', { problemId });
    return this.admin.saveContestProblem({ cid: contest.id, pid: problem.id, displayId, displayTitle: problem.title }, user, get, contest);
  }

  async announcementList(input: { cid: number; currentPage?: number; limit?: number }, user: SessionUser, get: ServiceGetter): Promise<Page<ContestAnnouncement>> {
    return this.admin.announcementList(input, user, get, await this.managed(input.cid, user, get));
  }

  async addAnnouncement(cid: number, announcement: Record<string, unknown>, user: SessionUser, get: ServiceGetter): Promise<ContestAnnouncement> {
    return this.admin.addAnnouncement(cid, announcement, user, get, await this.managed(cid, user, get));
  }

  async updateAnnouncement(cid: number, announcement: Record<string, unknown>, user: SessionUser, get: ServiceGetter): Promise<void> {
    await this.admin.updateAnnouncement(cid, announcement, user, get, await this.managed(cid, user, get));
  }

  async deleteAnnouncement(aid: number, cid: number, user: SessionUser, get: ServiceGetter): Promise<void> {
    const contest = await this.managed(cid, user, get);
    const found = await this.announcements.find(aid);
    if (!found || found.cid !== cid) throw new NotFound('contestAdmin.announcementNotFound');
    await this.admin.deleteAnnouncement(aid, user, get, contest);
  }

  /** The user's role in the group; none → 404 (the group's contests do not exist for them). */
  private async member(gid: number, user: SessionUser | undefined, get: ServiceGetter): Promise<ContestGroupRole> {
    const role = await contestGroupRole(get, gid, user);
    if (!role) throw new NotFound('groupContest.groupNotFound');
    return role;
  }

  /** A group admin (admin or root); a member → 403, anyone else → 404. */
  private async groupAdmin(gid: number, user: SessionUser, get: ServiceGetter): Promise<ContestGroupRole> {
    const role = await this.member(gid, user, get);
    if (!isGroupAdmin(role)) throw new Forbidden('groupContest.notGroupAdmin');
    return role;
  }

  /** A group contest this user manages (03 §6: the group root or its creator among the group admins); a site contest → 404. */
  private async managed(cid: number, user: SessionUser, get: ServiceGetter): Promise<Contest> {
    const contest = await this.contests.find(cid);
    if (!contest || contest.gid === null) throw new NotFound('contest.notFound');
    const role = await contestGroupRole(get, contest.gid, user);
    if (!role) throw new NotFound('contest.notFound');
    if (!managesGroupContest(role, contest, user)) throw new Forbidden('groupContest.notManager');
    return contest;
  }

  private async rowsOf(contests: Contest[], role: ContestGroupRole, user: SessionUser, now: Date): Promise<GroupContestRow[]> {
    const counts = await this.registers.counts(contests.map((c) => c.id));
    return contests.map((c) => ({
      id: c.id, title: c.title, type: c.type, auth: c.auth, status: contestStatus(c, now), startTime: c.startTime, endTime: c.endTime, duration: c.duration,
      openRank: c.openRank, author: c.author, gid: c.gid, count: counts.get(c.id) ?? 0, now: now.getTime(), visible: c.visible, canManage: managesGroupContest(role, c, user),
    }));
  }
}
