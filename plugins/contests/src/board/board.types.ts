/**
 * The contest board's facts and results (02 §2 "Contest scoreboard", 02 §3 "Contest rank row", 03 §4 seal).
 * Pure data: the engine (board-engine.ts) turns these facts into ranked rows without a database or a framework.
 * Times are epoch milliseconds.
 */

/** The contest settings the board depends on. */
export interface BoardContest {
  /** 0 ACM, 1 OI. */
  type: 0 | 1;
  startTime: number;
  endTime: number;
  sealRank: boolean;
  /** From this moment on a sealed board hides verdicts (null: no seal). */
  sealRankTime: number | null;
  /** The sealed board opens by itself once the contest has ended. */
  autoRealRank: boolean;
  /** Usernames that are shown with rank -1 ('*'), out of the ranking, first blood and awards. */
  starAccount: readonly string[];
  oiRankScoreType: 'Recent' | 'Highest';
  /** 0 none, 1 by proportion (num = percent of the ranked participants who scored), 2 by number (num = rows). */
  awardType: 0 | 1 | 2;
  awardConfig: readonly AwardConfig[];
  /** Which name the board shows ('username' | 'realname' | 'nickname'). */
  rankShowName?: string;
  /** Never on the board (the contest's author, super admins): their tries are tests, not entries. */
  excludeUids?: readonly string[];
}

/** One award level of awardConfigList (03 §3): lower priority is the better award. */
export interface AwardConfig {
  priority: number;
  name: string;
  background: string;
  color: string;
  num: number;
}

/** A contest problem, in the board's column order. */
export interface BoardProblem {
  displayId: string;
  color?: string | null;
  /** OI: the problem's full score (an accepted submission without a score counts this; default 100). */
  fullScore?: number | null;
}

/** What a row shows about its user. */
export interface BoardUser {
  uid: string;
  username: string;
  nickname?: string | null;
  realname?: string | null;
  school?: string | null;
  gender?: string | null;
  avatar?: string | null;
  titleName?: string | null;
  titleColor?: string | null;
  signature?: string | null;
}

/** One submission of the contest, as the board needs it. */
export interface BoardSubmission {
  submitId: number;
  uid: string;
  displayId: string;
  /** The core's judge status code (core/src/judge/judge-status.ts). */
  status: number;
  score: number | null;
  /** Run time (ms) of the verdict, when there is one. */
  time: number | null;
  submitTime: number;
  /** Made after the end (allowEndSubmit); derived from submitTime >= endTime when not given. */
  afterContest?: boolean;
}

/** How a board is looked at. */
export interface BoardViewOptions {
  /** 'sealed': what a non-admin sees (verdicts from sealRankTime on are pending tries); 'real': everything. */
  mode: 'sealed' | 'real';
  /** Drop the star rows. */
  removeStar?: boolean;
  /** Count the submissions made after the end. */
  afterContest?: boolean;
  /** The submissions already come in submit order (time, then id): the engine does not sort them again. */
  presorted?: boolean;
}

/** A cell: one user's facts on one problem. */
export interface SubmissionInfo {
  /** ACM: accepted; OI: the counted submission is accepted. */
  isAC: boolean;
  isFirstAC: boolean;
  /** The cell's deciding submission (or, with nothing decided, one of its tries) came after the end. */
  isAfterContest: boolean;
  /** ACM: seconds from the start to the accepted submission; null when not accepted. */
  ACTime: number | null;
  /** ACM: rejected tries before the accepted one (or all of them when not accepted). */
  errorNum: number;
  /** Every counted try, pending ones included (after an accepted one nothing more counts in ACM). */
  tryNum: number;
  /** Tries whose result the viewer cannot see yet (sealed, or still judging): status -5 on the page. */
  pendingNum: number;
  /** OI: the counted score (Recent or Highest); null in ACM or before a scored submission. */
  score: number | null;
  /** OI: the run time (ms) of the counted submission. */
  time: number | null;
}

/** A rank row (02 §3 "Contest rank row"). */
export interface BoardRow {
  /** 1-based; equal results share a rank; -1 for a star ('*'). */
  rank: number;
  isStar: boolean;
  uid: string;
  username: string;
  nickname: string;
  realname: string;
  /** The name the contest's rankShowName picks. */
  showName: string;
  school: string;
  gender: string;
  avatar: string;
  titleName: string | null;
  titleColor: string | null;
  signature: string;
  /** ACM: problems accepted. OI: problems with a full (accepted) result. */
  ac: number;
  /** ACM: minutes of penalty (AC minute + 20 per earlier rejected try); the ranking key. 0 in OI. */
  penalty: number;
  /** ACM: seconds (AC seconds + 1200 per earlier rejected try), shown as h:mm:ss. OI: run time (ms) of the scored problems. */
  totalTime: number;
  /** OI: the sum of the problems' counted scores; 0 in ACM. */
  totalScore: number;
  submissionInfo: Record<string, SubmissionInfo>;
  /** OI: run time (ms) per problem of the counted submission. */
  timeInfo: Record<string, number | null>;
  isWinAward: boolean;
  awardName: string | null;
  awardBackground: string | null;
  awardColor: string | null;
}
