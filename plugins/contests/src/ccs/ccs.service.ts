import { ARCHIVE_WRITER, CLOCK, FileDownload, inject, injectable, NotFound, type ArchiveWriter, type Clock, type ServiceGetter } from '@oj/core';
import { languageSuffix } from '../admin/ac-submission-zip';
import { boardModeFor } from '../board/board-engine';
import { CONTEST_BOARD, type ContestBoardPort } from '../board/contest-board.port';
import { boardContestOf } from '../board/pg-contest-board';
import { CONTEST_POINTS, contestPoint, type ContestClarificationSource } from '../contest-extension-points';
import { absTime, relTime } from './ccs-time';
import { CcsAccess, type CcsViewer } from './ccs-access';
import { CCS_JUDGEMENT_TYPES } from './ccs-judgement-types';
import {
  CCS_GROUPS, ccsAwards, ccsContest, ccsJudgements, ccsLanguages, ccsOrganizations, ccsProblems, ccsRuns, ccsScoreboard, ccsState, ccsSubmissions, ccsTeams, countedSubmissions, type CcsObject,
} from './ccs-objects';
import { CcsRepository } from './ccs.repository';

/** The collections of a contest (the endpoints that answer an array and `/{id}` for one of it). */
export const CCS_COLLECTIONS = ['judgement-types', 'languages', 'problems', 'groups', 'organizations', 'teams', 'submissions', 'judgements', 'runs', 'clarifications', 'awards'] as const;
export type CcsCollection = (typeof CCS_COLLECTIONS)[number];

/** Everything a viewer reads of a contest at one moment: the event feed's objects and the endpoints' answers. */
export interface CcsSnapshot {
  now: number;
  viewer: CcsViewer;
  /** The viewer's board is sealed (verdicts from `sealedFrom` on are hidden). */
  sealed: boolean;
  contest: CcsObject;
  state: Record<string, string | null>;
  collections: Record<CcsCollection, CcsObject[]>;
  scoreboard: Record<string, unknown>;
  /** Last change (ms) per submission id: the feed resends what changed after a since_token. */
  changedAt: Map<string, number>;
}

/**
 * The ICPC Contest API's reads (CCS 2023-06): one snapshot of the contest as the viewer may see it — the board
 * port's view (sealed for non-admins under the seal, as the board page) for teams, awards and the scoreboard,
 * the contest's submission rows for submissions, judgements and runs.
 */
@injectable()
export class CcsService {
  constructor(
    @inject(CcsAccess) readonly access: CcsAccess,
    @inject(CcsRepository) private readonly repository: CcsRepository,
    @inject(CONTEST_BOARD) private readonly board: ContestBoardPort,
    @inject(CLOCK) readonly clock: Clock,
    @inject(ARCHIVE_WRITER) private readonly archives: ArchiveWriter,
  ) {}

  /** The API's root (/api/ccs): its version. */
  info(): Record<string, unknown> {
    return { version: '2023-06', version_url: 'https://ccs-specs.icpc.io/2023-06/contest_api', name: 'Online Judge contests (ICPC Contest API)' };
  }

  async snapshot(viewer: CcsViewer, get: ServiceGetter): Promise<CcsSnapshot> {
    const now = this.clock.now().getTime();
    const { contest, admin } = viewer;
    const boardContest = boardContestOf(contest);
    const mode = boardModeFor(boardContest, { isAdmin: admin, now });
    const sealedFrom = mode === 'sealed' ? boardContest.sealRankTime : null;
    const [view, problems, languageNames, records] = await Promise.all([
      this.board.view(contest.id, { mode, contest }),
      this.repository.problems(contest.id),
      this.repository.languages(),
      this.repository.submissions(contest.id),
    ]);
    const problemsByPid = new Map(problems.map((p) => [p.pid, p]));
    const teams = ccsTeams(contest, view.rows, admin);
    const subs = countedSubmissions(contest, records, new Set(teams.map((t) => t.id)), problemsByPid);
    const cases = admin ? await this.repository.cases(contest.id) : [];
    const clarifications = await this.clarifications(viewer, get);
    return {
      now,
      viewer,
      sealed: mode === 'sealed',
      contest: ccsContest(contest),
      state: ccsState(contest, now),
      collections: {
        'judgement-types': CCS_JUDGEMENT_TYPES.map((t) => ({ ...t })),
        languages: ccsLanguages([...languageNames, ...new Set(subs.map((s) => s.language))]),
        problems: ccsProblems(problems),
        groups: CCS_GROUPS.map((g) => ({ ...g })),
        organizations: ccsOrganizations(view.rows),
        teams,
        submissions: ccsSubmissions(contest, subs, problemsByPid, admin),
        judgements: ccsJudgements(contest, subs, sealedFrom),
        // per-case results are the jury's (contest admins): the site opens case results per problem, not per contest
        runs: admin ? ccsRuns(contest, subs, cases, sealedFrom) : [],
        clarifications,
        awards: ccsAwards(contest, view.rows, problems.map((p) => p.displayId)),
      },
      scoreboard: ccsScoreboard(contest, view.rows, problems.map((p) => p.displayId), now),
      changedAt: new Map(subs.map((s) => [String(s.submitId), Math.max(s.modifiedAt, s.submitTime)])),
    };
  }

  /** One object of a collection (404 when the viewer has no such object). */
  static one(snapshot: CcsSnapshot, collection: CcsCollection, id: string): CcsObject {
    const found = snapshot.collections[collection].find((o) => o.id === id);
    if (!found) throw new NotFound('ccs.objectNotFound', { id });
    return found;
  }

  /** A submission's code as a zip (contest admins): one file named by the language. */
  async files(viewer: CcsViewer, submitId: number): Promise<FileDownload> {
    if (!viewer.admin) throw new NotFound('ccs.objectNotFound', { id: String(submitId) });
    const row = await this.repository.code(viewer.contest.id, submitId);
    if (!row) throw new NotFound('ccs.objectNotFound', { id: String(submitId) });
    const suffix = languageSuffix(row.language);
    const name = suffix === 'java' ? 'Main.java' : `main.${suffix}`;
    return new FileDownload(`submission_${submitId}.zip`, 'application/zip', await this.archives.zip([{ name, data: Buffer.from(row.code, 'utf8') }]));
  }

  /** From the contest Q&A (the discussions plugin fills `contests.clarifications`); [] without a filler. */
  private async clarifications(viewer: CcsViewer, get: ServiceGetter): Promise<CcsObject[]> {
    const start = new Date(viewer.contest.startTime).getTime();
    const out: CcsObject[] = [];
    for (const source of contestPoint<ContestClarificationSource>(get, CONTEST_POINTS.clarifications)?.list() ?? []) {
      for (const c of await source.list({ contest: viewer.contest, user: viewer.user, admin: viewer.admin, get })) {
        out.push({ id: c.id, from_team_id: c.fromUid, to_team_id: c.toUid, reply_to_id: c.replyToId, problem_id: c.problemDisplayId, text: c.text, time: absTime(c.time), contest_time: relTime(c.time - start) });
      }
    }
    return out;
  }
}
