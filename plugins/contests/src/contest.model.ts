/** 02 §3 "Contest": the rule type. */
export const ContestType = { ACM: 0, OI: 1 } as const;
export type ContestTypeCode = (typeof ContestType)[keyof typeof ContestType];

/** 02 §3–§4: 0 public (look and submit), 1 private (neither without access), 2 protected (look; submitting needs the password). */
export const ContestAuth = { PUBLIC: 0, PRIVATE: 1, PROTECTED: 2 } as const;
export type ContestAuthCode = (typeof ContestAuth)[keyof typeof ContestAuth];

/** 02 §4: -1 scheduled, 0 running, 1 ended (computed from the server clock, never stored). */
export const ContestStatus = { SCHEDULED: -1, RUNNING: 0, ENDED: 1 } as const;
export type ContestStatusCode = (typeof ContestStatus)[keyof typeof ContestStatus];

export const CONTEST_RANK_SHOW_NAMES = ['username', 'realname', 'nickname'] as const;
export type ContestRankShowName = (typeof CONTEST_RANK_SHOW_NAMES)[number];

export const OI_RANK_SCORE_TYPES = ['Recent', 'Highest'] as const;
export type OiRankScoreType = (typeof OI_RANK_SCORE_TYPES)[number];

/** 03 §3: 0 no awards, 1 by proportion of the ranked participants, 2 by number of participants. */
export const AwardType = { NONE: 0, PROPORTION: 1, NUMBER: 2 } as const;
export type AwardTypeCode = (typeof AwardType)[keyof typeof AwardType];

/** One award level (03 §3 awardConfigList): the best `priority` first; `num` a count or a proportion by awardType. */
export interface AwardConfig {
  priority: number;
  name: string;
  background: string;
  color: string;
  num: number;
}

/** Registration rows: 0 registered (the only status used now; others reserved for bans). */
export const ContestRegisterStatus = { REGISTERED: 0 } as const;

/** A contest as stored. `pwd` never leaves the admin API. Times are ISO strings. */
export interface Contest {
  id: number;
  title: string;
  description: string;
  type: ContestTypeCode;
  auth: ContestAuthCode;
  pwd: string | null;
  visible: boolean;
  startTime: string;
  endTime: string;
  /** Seconds from start to end. */
  duration: number;
  sealRank: boolean;
  sealRankTime: string | null;
  autoRealRank: boolean;
  openRank: boolean;
  openPrint: boolean;
  allowEndSubmit: boolean;
  rankShowName: ContestRankShowName;
  starAccount: string[];
  oiRankScoreType: OiRankScoreType;
  awardType: AwardTypeCode;
  awardConfig: AwardConfig[];
  openAccountLimit: boolean;
  accountLimitRule: string | null;
  author: string;
  /** The author's user id (user_info.uid). */
  uid: string;
  /** The group the contest belongs to (groups plugin); null for a site contest. */
  gid: number | null;
  /** 0 for an original contest, else the id of the contest it was cloned from (the form's `source`). */
  source: number;
  createdAt: string;
  updatedAt: string;
}

/** What insert/update save: everything but the ids and the stamps (duration is derived from the times when absent). */
export type ContestDraft = Omit<Contest, 'id' | 'createdAt' | 'updatedAt' | 'duration' | 'source'> & { duration?: number; source?: number };

/** A problem of a contest, with its label there. */
export interface ContestProblem {
  id: number;
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
}

export interface ContestAnnouncement {
  id: number;
  cid: number;
  title: string;
  content: string;
  uid: string;
  username: string;
  createdAt: string;
  updatedAt: string;
}

/** 02 §9 and 03: page sizes and field limits. */
export const CONTEST_LIMITS = {
  listPageSize: 10,
  submissionPageSize: 20,
  announcementPageSize: 10,
  adminPageSize: 10,
  titleMax: 255,
  passwordMax: 255,
  descriptionMax: 65535,
  accountLimitRuleMax: 65535,
  displayIdMax: 255,
} as const;

/** The user a contest rule looks at (the session user is enough). */
export interface ContestUser {
  uid: string;
  username: string;
  roles: readonly string[];
}
