import { createHash } from 'node:crypto';
import type { Contest } from '../contest.model';
import type { BoardRow } from '../board/board.types';
import { languageSuffix } from '../admin/ac-submission-zip';
import { absTime, absTimeOrNull, relTime } from './ccs-time';
import { isPendingStatus, judgementTypeOf } from './ccs-judgement-types';
import type { CcsCaseRecord, CcsProblemRecord, CcsSubmissionRecord } from './ccs.repository';

/**
 * Our contest as CCS 2023-06 objects (pure: records in, JSON objects out). Identifiers: the contest id, the
 * problem's display id, the user's uid for a team, the submission id for a submission and its judgement,
 * `<submission>-<case>` for a run.
 */
export type CcsObject = Record<string, unknown> & { id: string };

/** Penalty minutes per rejected try (the board's, 02 §2). */
export const CCS_PENALTY_MINUTES = 20;

const ms = (iso: string | null): number | null => (iso ? new Date(iso).getTime() : null);

export function ccsContest(contest: Contest): CcsObject {
  const start = ms(contest.startTime)!;
  const end = ms(contest.endTime)!;
  const seal = contest.sealRank ? ms(contest.sealRankTime) : null;
  return {
    id: String(contest.id),
    name: contest.title,
    formal_name: contest.title,
    start_time: absTime(start),
    duration: relTime(end - start),
    scoreboard_freeze_duration: seal !== null ? relTime(Math.max(0, end - seal)) : null,
    scoreboard_type: 'pass-fail',
    penalty_time: CCS_PENALTY_MINUTES,
  };
}

/**
 * The contest's state at `now` as `viewer` sees it: frozen from sealRankTime; thawed at the end with
 * autoRealRank (the board opens then), never otherwise; final (and no more updates) once ended and not sealed
 * for good. Contest admins read the same state: the seal is the public's.
 */
export function ccsState(contest: Contest, now: number): Record<string, string | null> {
  const start = ms(contest.startTime)!;
  const end = ms(contest.endTime)!;
  const seal = contest.sealRank ? ms(contest.sealRankTime) : null;
  const ended = now >= end;
  const thawed = ended && seal !== null && contest.autoRealRank ? end : null;
  const final = ended && (seal === null || contest.autoRealRank) ? end : null;
  return {
    started: absTimeOrNull(now >= start ? start : null),
    frozen: absTimeOrNull(seal !== null && now >= seal ? seal : null),
    ended: absTimeOrNull(ended ? end : null),
    thawed: absTimeOrNull(thawed),
    finalized: absTimeOrNull(final),
    end_of_updates: absTimeOrNull(final),
  };
}

export function ccsProblems(problems: readonly CcsProblemRecord[]): CcsObject[] {
  return problems.map((p, i) => ({
    id: p.displayId,
    label: p.displayId,
    name: p.displayTitle,
    ordinal: i,
    ...(p.color && /^#[A-Fa-f0-9]{3}([A-Fa-f0-9]{3})?$/.test(p.color) ? { rgb: p.color } : {}),
    time_limit: Math.round(p.timeLimit) / 1000,
    test_data_count: p.testDataCount,
  }));
}

/** A language id: its name in lower case, other characters as '-' ('C++ With O2' → 'c-with-o2'). */
export function ccsLanguageId(name: string): string {
  const slug = name.toLowerCase().replace(/\+/g, 'p').replace(/#/g, 'sharp').replace(/[^a-z0-9_]+/g, '-').replace(/^-+|-+$/g, '');
  return (slug || 'lang').slice(0, 36);
}

export function ccsLanguages(names: readonly string[]): CcsObject[] {
  const seen = new Set<string>();
  const out: CcsObject[] = [];
  for (const name of names) {
    const id = ccsLanguageId(name);
    if (seen.has(id)) continue;
    seen.add(id);
    const suffix = languageSuffix(name);
    out.push({ id, name, entry_point_required: false, extensions: suffix === 'txt' ? [] : [suffix] });
  }
  return out;
}

export const CCS_GROUPS: readonly CcsObject[] = [
  { id: 'participants', name: 'Participants' },
  { id: 'stars', name: 'Unofficial participants (stars)' },
];

export const organizationId = (school: string): string => `org-${createHash('sha1').update(school).digest('hex').slice(0, 12)}`;

/** One organization per school of the teams (the site has no organisation table: the school is it). */
export function ccsOrganizations(rows: readonly BoardRow[]): CcsObject[] {
  const schools = [...new Set(rows.map((r) => r.school.trim()).filter(Boolean))].sort();
  return schools.map((school) => ({ id: organizationId(school), name: school, formal_name: school }));
}

/**
 * A team per user on the board (a try in the contest; the author's and super admins' tests are not). The name
 * follows rankShowName, but a real name reaches contest admins only (others read the username); stars are
 * hidden teams of the group 'stars' (out of the scoreboard, as out of our ranking).
 */
export function ccsTeams(contest: Contest, rows: readonly BoardRow[], admin: boolean): CcsObject[] {
  return rows.map((r) => {
    const name = contest.rankShowName === 'nickname' ? r.nickname || r.username : contest.rankShowName === 'realname' && admin ? r.realname || r.username : r.username;
    const school = r.school.trim();
    return {
      id: r.uid,
      name,
      label: r.username,
      display_name: admin && r.realname ? r.realname : null,
      organization_id: school ? organizationId(school) : null,
      group_ids: [r.isStar ? 'stars' : 'participants'],
      hidden: r.isStar,
    };
  });
}

/** The submissions the board counts: made by a team, on a problem of the contest, between the start and the end. */
export function countedSubmissions(contest: Contest, records: readonly CcsSubmissionRecord[], teamIds: ReadonlySet<string>, problems: ReadonlyMap<number, CcsProblemRecord>): CcsSubmissionRecord[] {
  const start = ms(contest.startTime)!;
  const end = ms(contest.endTime)!;
  return records.filter((s) => teamIds.has(s.uid) && problems.has(s.pid) && s.submitTime >= start && s.submitTime < end);
}

export function ccsSubmissions(contest: Contest, subs: readonly CcsSubmissionRecord[], problems: ReadonlyMap<number, CcsProblemRecord>, admin: boolean): CcsObject[] {
  const start = ms(contest.startTime)!;
  return subs.map((s) => ({
    id: String(s.submitId),
    language_id: ccsLanguageId(s.language),
    problem_id: problems.get(s.pid)!.displayId,
    team_id: s.uid,
    time: absTime(s.submitTime),
    contest_time: relTime(s.submitTime - start),
    // the code is the contest admins' (docs/contests.md: others never read a contest submission's code)
    files: admin ? [{ href: `contests/${contest.id}/submissions/${s.submitId}/files`, filename: 'files.zip', mime: 'application/zip' }] : [],
  }));
}

/** Whether the viewer may know this submission's verdict: not under the seal unless a contest admin. */
export function verdictVisible(s: CcsSubmissionRecord, sealedFrom: number | null): boolean {
  return sealedFrom === null || s.submitTime < sealedFrom;
}

const endOf = (s: CcsSubmissionRecord): number => Math.max(s.modifiedAt, s.submitTime);

export function ccsJudgements(contest: Contest, subs: readonly CcsSubmissionRecord[], sealedFrom: number | null): CcsObject[] {
  const start = ms(contest.startTime)!;
  return subs.filter((s) => verdictVisible(s, sealedFrom)).map((s) => {
    const type = judgementTypeOf(s.status);
    const done = type !== null;
    return {
      id: String(s.submitId),
      submission_id: String(s.submitId),
      judgement_type_id: type,
      start_time: absTime(s.submitTime),
      start_contest_time: relTime(s.submitTime - start),
      end_time: done ? absTime(endOf(s)) : null,
      end_contest_time: done ? relTime(endOf(s) - start) : null,
      max_run_time: done && s.time !== null ? s.time / 1000 : null,
    };
  });
}

/** Per-case results of the judged submissions whose judgement the viewer sees. */
export function ccsRuns(contest: Contest, subs: readonly CcsSubmissionRecord[], cases: readonly CcsCaseRecord[], sealedFrom: number | null): CcsObject[] {
  const start = ms(contest.startTime)!;
  const bySubmission = new Map(subs.filter((s) => verdictVisible(s, sealedFrom) && !isPendingStatus(s.status)).map((s) => [s.submitId, s]));
  const ordinals = new Map<number, number>();
  const out: CcsObject[] = [];
  for (const c of cases) {
    const s = bySubmission.get(c.submitId);
    const type = judgementTypeOf(c.status);
    if (!s || type === null) continue;
    const ordinal = (ordinals.get(c.submitId) ?? 0) + 1;
    ordinals.set(c.submitId, ordinal);
    out.push({ id: `${c.submitId}-${c.caseId}`, judgement_id: String(c.submitId), ordinal, judgement_type_id: type, time: absTime(endOf(s)), contest_time: relTime(endOf(s) - start), run_time: c.time / 1000 });
  }
  return out;
}

/** Awards from the board the viewer sees: the contest's award levels, the winner, first to solve each problem. */
export function ccsAwards(contest: Contest, rows: readonly BoardRow[], problemIds: readonly string[]): CcsObject[] {
  const out: CcsObject[] = [];
  const ranked = rows.filter((r) => !r.isStar);
  const winners = ranked.filter((r) => r.rank === 1 && r.ac > 0).map((r) => r.uid);
  if (winners.length) out.push({ id: 'winner', citation: 'Contest winner', team_ids: winners });
  for (const level of [...contest.awardConfig].sort((a, b) => a.priority - b.priority)) {
    const teams = ranked.filter((r) => r.isWinAward && r.awardName === level.name).map((r) => r.uid);
    if (teams.length) out.push({ id: `award-${level.priority}`, citation: level.name, team_ids: teams });
  }
  const firsts = new Map<string, string[]>();
  for (const r of ranked) {
    for (const [displayId, cell] of Object.entries(r.submissionInfo)) if (cell.isFirstAC) firsts.set(displayId, [...(firsts.get(displayId) ?? []), r.uid]);
  }
  for (const displayId of problemIds) {
    const teams = firsts.get(displayId);
    if (teams) out.push({ id: `first-to-solve-${displayId}`, citation: `First to solve problem ${displayId}`, team_ids: teams });
  }
  return out;
}

/** The scoreboard (pass-fail) from the board the viewer sees: the board's ranks, solved, penalty minutes; stars left out. */
export function ccsScoreboard(contest: Contest, rows: readonly BoardRow[], problemIds: readonly string[], now: number): Record<string, unknown> {
  const start = ms(contest.startTime)!;
  return {
    time: absTime(now),
    contest_time: relTime(now - start),
    state: ccsState(contest, now),
    rows: rows.filter((r) => !r.isStar).map((r) => {
      const cells = problemIds.map((id) => {
        const cell = r.submissionInfo[id];
        const solved = Boolean(cell?.isAC);
        return {
          problem_id: id,
          num_judged: cell ? cell.tryNum - cell.pendingNum : 0,
          num_pending: cell?.pendingNum ?? 0,
          solved,
          ...(solved && cell?.ACTime !== null && cell?.ACTime !== undefined ? { time: Math.floor(cell.ACTime / 60) } : {}),
        };
      });
      const lastAc = Math.max(0, ...cells.map((c) => ('time' in c ? (c.time as number) : 0)));
      return { rank: r.rank, team_id: r.uid, score: { num_solved: r.ac, total_time: r.penalty, ...(r.ac > 0 ? { time: lastAc } : {}) }, problems: cells };
    }),
  };
}
