import { ValidationError } from '@oj/core';

/** 03 §3: the contest's rule type (0 ACM, 1 OI), auth (0 public, 1 private, 2 protected) and award type (0 none, 1 by proportion, 2 by number). */
export const CONTEST_TYPES = [0, 1] as const;
export const CONTEST_AUTHS = [0, 1, 2] as const;
export const AWARD_TYPES = [0, 1, 2] as const;
export const RANK_SHOW_NAMES = ['username', 'realname', 'nickname'] as const;
export const OI_RANK_SCORE_TYPES = ['Recent', 'Highest'] as const;
export type ContestTypeCode = (typeof CONTEST_TYPES)[number];

/** 03 §4: the three seal choices — the last half hour, the last hour, the whole contest from its start. */
export const SealChoice = { HALF_HOUR: 0, ONE_HOUR: 1, WHOLE_CONTEST: 2 } as const;
export type SealChoiceCode = (typeof SealChoice)[keyof typeof SealChoice];

/** 03 §9 and the form's own bounds; every limit the form checks, in one place. */
export const CONTEST_FORM_LIMITS = {
  titleMax: 255,
  descriptionMax: 65535,
  passwordMax: 255,
  halfHourSeconds: 1800,
  oneHourSeconds: 3600,
  starAccountsMax: 1000,
  usernameMax: 255,
  awardLevelsMax: 10,
  awardNameMax: 50,
  /** by proportion, a level's `num` is a percentage of the ranked participants */
  awardPercentMax: 100,
  awardNumberMax: 100000,
  accountLimitRuleMax: 65535,
  /** a contest of up to a year */
  durationMaxSeconds: 366 * 24 * 3600,
} as const;

/** One award level (03 §3 awardConfigList); `num` is a percentage (awardType 1) or a count of places (awardType 2). */
export interface AwardLevel {
  priority: number;
  name: string;
  background: string;
  color: string;
  num: number;
}

/** 03 §9: three levels, gold 10, silver 20, bronze 30. */
export const DEFAULT_AWARD_CONFIG: readonly AwardLevel[] = [
  { priority: 1, name: 'Gold Medal', background: '#e6bf25', color: '#ffffff', num: 10 },
  { priority: 2, name: 'Silver Medal', background: '#b4b4b7', color: '#ffffff', num: 20 },
  { priority: 3, name: 'Bronze Medal', background: '#f7a65f', color: '#ffffff', num: 30 },
];

/** What the admin contest form saves (03 §3 "Group contest" / 02 §3), checked by {@link contestDraftOf}. */
export interface ContestDraft {
  title: string;
  description: string;
  type: ContestTypeCode;
  auth: (typeof CONTEST_AUTHS)[number];
  pwd: string | null;
  startTime: Date;
  endTime: Date;
  /** seconds, always end − start */
  duration: number;
  sealRank: boolean;
  sealRankTime: Date | null;
  autoRealRank: boolean;
  openRank: boolean;
  openPrint: boolean;
  allowEndSubmit: boolean;
  visible: boolean;
  rankShowName: (typeof RANK_SHOW_NAMES)[number];
  starAccount: string[];
  oiRankScoreType: (typeof OI_RANK_SCORE_TYPES)[number];
  awardType: (typeof AWARD_TYPES)[number];
  awardConfigList: AwardLevel[];
  openAccountLimit: boolean;
  accountLimitRule: string | null;
  /** Absent when the form sends none (an edit keeps the stored one). */
  source?: number;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
const flag = (v: unknown, fallback: boolean): boolean => (v === undefined || v === null || v === '' ? fallback : v === true || v === 'true' || v === 1 || v === '1');

/** The form's `source`: 0 (original) or the id of the contest it was cloned from; undefined when not sent. */
export function sourceOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) throw fieldError('source', 'contestAdmin.sourceInvalid');
  return n;
}

/** A 400 naming the form field it is about (the page puts the message under that field). */
const fieldError = (field: string, key: string, params: Record<string, unknown> = {}) => new ValidationError(key, params, [{ field, key, params }]);

/** A time as the form sends it (ISO text or epoch milliseconds); null when missing or not a time. */
export function timeOf(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  if (typeof value === 'string' && value.trim()) {
    const t = /^\d+$/.test(value.trim()) ? Number(value) : Date.parse(value);
    return Number.isFinite(t) ? new Date(t) : null;
  }
  return null;
}

function codeOf<T extends number>(value: unknown, allowed: readonly T[], fallback: T, field: string, key: string): T {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (!allowed.includes(n as T)) throw fieldError(field, key);
  return n as T;
}

function wordOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T, field: string, key: string): T {
  if (value === undefined || value === null || value === '') return fallback;
  if (!allowed.includes(value as T)) throw fieldError(field, key);
  return value as T;
}

/** 03 §5: the seal choices the form offers for a duration; half an hour needs 1800 s, one hour 3600 s. */
export function sealChoicesFor(durationSeconds: number): { choice: SealChoiceCode; disabled: boolean }[] {
  return [
    { choice: SealChoice.HALF_HOUR, disabled: durationSeconds < CONTEST_FORM_LIMITS.halfHourSeconds },
    { choice: SealChoice.ONE_HOUR, disabled: durationSeconds < CONTEST_FORM_LIMITS.oneHourSeconds },
    { choice: SealChoice.WHOLE_CONTEST, disabled: false },
  ];
}

/** 03 §4: switching the seal on picks one hour for an ACM contest of at least an hour, else the whole contest. */
export function defaultSealChoice(type: number, durationSeconds: number): SealChoiceCode {
  return type === 0 && durationSeconds >= CONTEST_FORM_LIMITS.oneHourSeconds ? SealChoice.ONE_HOUR : SealChoice.WHOLE_CONTEST;
}

/** 03 §4: the seal time a choice stands for. */
export function sealRankTimeOf(choice: SealChoiceCode, start: Date, end: Date): Date {
  if (choice === SealChoice.HALF_HOUR) return new Date(end.getTime() - CONTEST_FORM_LIMITS.halfHourSeconds * 1000);
  if (choice === SealChoice.ONE_HOUR) return new Date(end.getTime() - CONTEST_FORM_LIMITS.oneHourSeconds * 1000);
  return new Date(start.getTime());
}

/** 03 §4: the choice a stored seal time stands for, when a contest is loaded for editing (null: none of the three). */
export function sealChoiceOf(sealRankTime: Date, start: Date, end: Date): SealChoiceCode | null {
  for (const choice of [SealChoice.HALF_HOUR, SealChoice.ONE_HOUR, SealChoice.WHOLE_CONTEST]) {
    if (sealRankTimeOf(choice, start, end).getTime() === sealRankTime.getTime()) return choice;
  }
  return null;
}

/**
 * 03 §5 "Star user": whitespace trimmed, empty names ignored, a name already in the list refused
 * (Add_Star_User_Error). Answers the new list.
 */
export function addStarAccount(list: readonly string[], name: string): string[] {
  const trimmed = name.trim();
  if (!trimmed) return [...list];
  if (list.includes(trimmed)) throw fieldError('starAccount', 'contestAdmin.starUserDuplicate', { username: trimmed });
  if (trimmed.length > CONTEST_FORM_LIMITS.usernameMax) throw fieldError('starAccount', 'contestAdmin.fieldTooLong', { field: 'starAccount', max: CONTEST_FORM_LIMITS.usernameMax });
  if (list.length >= CONTEST_FORM_LIMITS.starAccountsMax) throw fieldError('starAccount', 'contestAdmin.starUsersTooMany', { max: CONTEST_FORM_LIMITS.starAccountsMax });
  return [...list, trimmed];
}

/** The star list as sent (an array of names, or their JSON text), run through {@link addStarAccount} name by name. */
export function starAccountsOf(raw: unknown): string[] {
  let names: unknown = raw ?? [];
  if (typeof names === 'string') {
    try {
      names = names.trim() ? JSON.parse(names) : [];
    } catch {
      throw fieldError('starAccount', 'contestAdmin.starUsersInvalid');
    }
  }
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string')) throw fieldError('starAccount', 'contestAdmin.starUsersInvalid');
  return (names as string[]).reduce<string[]>((list, name) => addStarAccount(list, name), []);
}

const COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * The award levels (03 §3, §9): none for awardType 0; otherwise 1..10 levels, each with a name, two
 * colours and a whole `num` ≥ 0 — a percentage for awardType 1 (the levels together at most 100),
 * a number of places for awardType 2. Answered sorted by priority; priorities must differ.
 */
export function awardConfigOf(awardType: number, raw: unknown): AwardLevel[] {
  if (awardType === 0) return [];
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      throw fieldError('awardConfigList', 'contestAdmin.awardInvalid');
    }
  }
  if (!Array.isArray(list) || list.length === 0) throw fieldError('awardConfigList', 'contestAdmin.awardRequired');
  if (list.length > CONTEST_FORM_LIMITS.awardLevelsMax) throw fieldError('awardConfigList', 'contestAdmin.awardTooMany', { max: CONTEST_FORM_LIMITS.awardLevelsMax });
  const levels = list.map((item: unknown): AwardLevel => {
    const level = (item ?? {}) as Record<string, unknown>;
    const name = text(level.name).trim();
    const priority = Number(level.priority);
    const num = Number(level.num);
    const max = awardType === 1 ? CONTEST_FORM_LIMITS.awardPercentMax : CONTEST_FORM_LIMITS.awardNumberMax;
    if (!name || name.length > CONTEST_FORM_LIMITS.awardNameMax) throw fieldError('awardConfigList', 'contestAdmin.awardNameInvalid', { max: CONTEST_FORM_LIMITS.awardNameMax });
    if (!Number.isInteger(priority) || priority < 1) throw fieldError('awardConfigList', 'contestAdmin.awardInvalid');
    if (!COLOR.test(text(level.background)) || !COLOR.test(text(level.color))) throw fieldError('awardConfigList', 'contestAdmin.awardColorInvalid', { name });
    if (level.num === '' || level.num === null || !Number.isInteger(num) || num < 0 || num > max) throw fieldError('awardConfigList', 'contestAdmin.awardNumInvalid', { name, max });
    return { priority, name, background: text(level.background), color: text(level.color), num };
  });
  if (new Set(levels.map((l) => l.priority)).size !== levels.length) throw fieldError('awardConfigList', 'contestAdmin.awardPriorityDuplicate');
  if (awardType === 1 && levels.reduce((sum, l) => sum + l.num, 0) > CONTEST_FORM_LIMITS.awardPercentMax) throw fieldError('awardConfigList', 'contestAdmin.awardPercentOver');
  return levels.sort((a, b) => a.priority - b.priority);
}

/**
 * The contest form (03 §5 "Contest form", checked in this order; 03 §3–§4; 03 §5 "Admin"):
 * 1. title, description, start time and end time each required ('… is required');
 * 2. the duration (end − start) positive (Contest_Duration_Check; an end before the start also names the end time, Contets_Time_Check);
 * 3. a private or protected contest needs a password;
 * 4. the seal time, when sealing: one of the three choices the duration allows, or any time from the start to the end;
 *    none sent picks the default of 03 §4;
 * 5. star users: trimmed, empty ignored, a duplicate refused (Add_Star_User_Error);
 * 6. the award levels of the award type;
 * 7. the account limit: a rule is required when it is switched on (its syntax is checked by the caller's parser);
 * then the closed choices (type, auth, rank show name, OI score type). In edit mode (`previous` given) the type cannot change.
 */
export function contestDraftOf(form: Record<string, unknown>, previous?: { type: number }): ContestDraft {
  const title = text(form.title).trim();
  if (!title) throw fieldError('title', 'contestAdmin.fieldRequired', { field: 'title' });
  if (title.length > CONTEST_FORM_LIMITS.titleMax) throw fieldError('title', 'contestAdmin.fieldTooLong', { field: 'title', max: CONTEST_FORM_LIMITS.titleMax });
  const description = text(form.description);
  if (!description.trim()) throw fieldError('description', 'contestAdmin.fieldRequired', { field: 'description' });
  if (description.length > CONTEST_FORM_LIMITS.descriptionMax) throw fieldError('description', 'contestAdmin.fieldTooLong', { field: 'description', max: CONTEST_FORM_LIMITS.descriptionMax });
  const startTime = timeOf(form.startTime);
  if (!startTime) throw fieldError('startTime', 'contestAdmin.fieldRequired', { field: 'startTime' });
  const endTime = timeOf(form.endTime);
  if (!endTime) throw fieldError('endTime', 'contestAdmin.fieldRequired', { field: 'endTime' });

  const duration = Math.max(0, Math.floor((endTime.getTime() - startTime.getTime()) / 1000));
  if (duration <= 0) {
    const problems = [{ field: 'duration', key: 'contestAdmin.durationCheck' }];
    if (endTime < startTime) problems.push({ field: 'endTime', key: 'contestAdmin.timeCheck' });
    throw new ValidationError('contestAdmin.durationCheck', {}, problems);
  }
  if (duration > CONTEST_FORM_LIMITS.durationMaxSeconds) throw fieldError('endTime', 'contestAdmin.durationTooLong');

  const auth = codeOf(form.auth, CONTEST_AUTHS, 0, 'auth', 'contestAdmin.authInvalid');
  const pwd = text(form.pwd);
  if (auth !== 0 && !pwd) throw fieldError('pwd', 'contestAdmin.passwordRequired');
  if (pwd.length > CONTEST_FORM_LIMITS.passwordMax) throw fieldError('pwd', 'contestAdmin.fieldTooLong', { field: 'pwd', max: CONTEST_FORM_LIMITS.passwordMax });

  const type = codeOf(form.type, CONTEST_TYPES, 0, 'type', 'contestAdmin.typeInvalid');
  if (previous && previous.type !== type) throw fieldError('type', 'contestAdmin.typeUnchangeable');

  const sealRank = flag(form.sealRank, false);
  let sealRankTime: Date | null = null;
  if (sealRank) {
    const sent = form.sealRankTime;
    if (sent === undefined || sent === null || sent === '') {
      sealRankTime = sealRankTimeOf(defaultSealChoice(type, duration), startTime, endTime);
    } else {
      sealRankTime = timeOf(sent);
      if (!sealRankTime || sealRankTime < startTime || sealRankTime > endTime) throw fieldError('sealRankTime', 'contestAdmin.sealTimeInvalid');
    }
  }

  const starAccount = starAccountsOf(form.starAccount);
  const awardType = codeOf(form.awardType, AWARD_TYPES, 0, 'awardType', 'contestAdmin.awardInvalid');
  const awardConfigList = awardConfigOf(awardType, form.awardConfigList);

  const openAccountLimit = flag(form.openAccountLimit, false);
  const accountLimitRule = text(form.accountLimitRule);
  if (openAccountLimit && !accountLimitRule.trim()) throw fieldError('accountLimitRule', 'contestAdmin.accountLimitRequired');
  if (accountLimitRule.length > CONTEST_FORM_LIMITS.accountLimitRuleMax) throw fieldError('accountLimitRule', 'contestAdmin.fieldTooLong', { field: 'accountLimitRule', max: CONTEST_FORM_LIMITS.accountLimitRuleMax });

  const source = sourceOf(form.source);

  return {
    ...(source === undefined ? {} : { source }),
    title, description, type, auth, pwd: auth === 0 ? null : pwd, startTime, endTime, duration, sealRank, sealRankTime,
    autoRealRank: flag(form.autoRealRank, true),
    openRank: flag(form.openRank, false),
    openPrint: flag(form.openPrint, false),
    allowEndSubmit: flag(form.allowEndSubmit, false),
    visible: flag(form.visible, true),
    rankShowName: wordOf(form.rankShowName, RANK_SHOW_NAMES, 'username', 'rankShowName', 'contestAdmin.rankShowNameInvalid'),
    starAccount,
    oiRankScoreType: wordOf(form.oiRankScoreType, OI_RANK_SCORE_TYPES, 'Recent', 'oiRankScoreType', 'contestAdmin.oiRankScoreTypeInvalid'),
    awardType, awardConfigList, openAccountLimit,
    accountLimitRule: accountLimitRule.trim() ? accountLimitRule : null,
  };
}
