import { inject, injectable, JudgeStatus, pageOf, pageRequest, PluginSettings, type Page, type ServiceGetter, type SessionUser } from '@oj/core';
import { TrainingAccess } from './training-access';
import { TrainingProblemRepository } from './training-problem.repository';
import { TrainingRankRepository } from './training-rank.repository';
import { trainingSettingsOf } from './training.settings';

/** One user's row of the training rank (02 §3 "Training rank row"). */
export interface TrainingRankRow {
  rank: number;
  uid: string;
  username: string;
  nickname: string;
  school: string;
  gender: string;
  /** Only for the training's admins (02 §6); null for everyone else. */
  realname: string | null;
  ac: number;
  /** The run times of the accepted problems added up (ms). */
  totalRunTime: number;
  /** By the problem's display id: its best status inside the training and that submission's run time. */
  submissionInfo: Record<string, { status: number; runTime: number | null }>;
}

/**
 * The training rank (02 §3): everyone who submitted inside the training, by problems accepted, then by
 * total run time; 30 a page unless the super admin set another size (training.settings), searchable by username, nickname or school.
 */
@injectable()
export class TrainingRankService {
  constructor(
    @inject(TrainingAccess) private readonly access: TrainingAccess,
    @inject(TrainingProblemRepository) private readonly problems: TrainingProblemRepository,
    @inject(TrainingRankRepository) private readonly ranks: TrainingRankRepository,
    @inject(PluginSettings) private readonly settings: PluginSettings,
  ) {}

  async rank(tid: number, input: { keyword?: string; currentPage?: number; limit?: number }, user: SessionUser | undefined, get: ServiceGetter): Promise<Page<TrainingRankRow>> {
    const { training, admin } = await this.access.enter(tid, user, get);
    const page = pageRequest(input.currentPage, input.limit, trainingSettingsOf(this.settings).rankPageSize);
    const [problems, results] = await Promise.all([this.problems.problems(training.id), this.ranks.results(training.id)]);
    const labelOf = new Map(problems.map((p) => [p.pid, p.displayId ?? p.problemId]));
    const byUser = new Map<string, Array<{ pid: number; status: number; time: number | null }>>();
    for (const r of results) byUser.set(r.uid, [...(byUser.get(r.uid) ?? []), r]);
    const users = await this.ranks.users([...byUser.keys()]);
    const showRealName = admin;
    const rows = users.map((u) => {
      const mine = byUser.get(u.uid) ?? [];
      const accepted = mine.filter((r) => r.status === JudgeStatus.ACCEPTED);
      const submissionInfo: TrainingRankRow['submissionInfo'] = {};
      for (const r of mine) submissionInfo[labelOf.get(r.pid) as string] = { status: r.status, runTime: r.time };
      return {
        rank: 0, uid: u.uid, username: u.username, nickname: u.nickname, school: u.school, gender: u.gender, realname: showRealName ? u.realname : null,
        ac: accepted.length, totalRunTime: accepted.reduce((sum, r) => sum + (r.time ?? 0), 0), submissionInfo,
      };
    });
    rows.sort((a, b) => b.ac - a.ac || a.totalRunTime - b.totalRunTime || a.username.localeCompare(b.username));
    rows.forEach((row, i) => (row.rank = i + 1));
    // the search narrows the rows, never renumbers them
    const keyword = input.keyword?.trim().toLowerCase();
    const shown = keyword ? rows.filter((r) => [r.username, r.nickname, r.school].some((v) => v.toLowerCase().includes(keyword))) : rows;
    const start = (page.currentPage - 1) * page.limit;
    return pageOf(shown.slice(start, start + page.limit), shown.length, page);
  }
}
