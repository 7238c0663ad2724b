/** The contest admin calls (api-calls.tsv /api/admin/contest/*, rejudge-contest-problem, download-contest-ac-submission). */
export const ADMIN_CONTEST_API = {
  list: '/api/admin/contest/get-contest-list',
  contest: '/api/admin/contest',
  visible: '/api/admin/contest/change-contest-visible',
  problems: '/api/admin/contest/get-problem-list',
  contestProblem: '/api/admin/contest/contest-problem',
  problem: '/api/admin/contest/problem',
  addFromPublic: '/api/admin/contest/add-problem-from-public',
  importRemote: '/api/admin/contest/import-remote-oj-problem',
  announcement: '/api/admin/contest/announcement',
  rejudge: '/api/admin/judge/rejudge-contest-problem',
  acDownload: '/api/file/download-contest-ac-submission',
} as const;

/** The status badge's colour in the admin tables (site and group): scheduled (-1), running (0), ended (1). */
export const STATUS_COLOR: Record<number, string> = { [-1]: 'blue', 0: 'green', 1: 'gray' };

/** The plugin's id, as its loaders name it to requirePlugin. */
export const PLUGIN_ID = 'contests';

export interface Page<T> {
  records: T[];
  total: number;
}

export interface AwardLevel {
  priority: number;
  name: string;
  background: string;
  color: string;
  num: number;
}

/** A contest as GET /api/admin/contest answers it (the list rows have no pwd and carry canManage). */
export interface AdminContest {
  id: number;
  title: string;
  description: string;
  type: 0 | 1;
  auth: 0 | 1 | 2;
  pwd?: string | null;
  visible: boolean;
  startTime: string;
  endTime: string;
  duration: number;
  sealRank: boolean;
  sealRankTime: string | null;
  autoRealRank: boolean;
  openRank: boolean;
  openPrint: boolean;
  allowEndSubmit: boolean;
  rankShowName: string;
  starAccount: string[];
  oiRankScoreType: string;
  awardType: 0 | 1 | 2;
  awardConfigList: AwardLevel[];
  openAccountLimit: boolean;
  accountLimitRule: string | null;
  author: string;
  status: -1 | 0 | 1;
  now: number;
  canManage?: boolean;
}

/** Another plugin's entry of a contest's admin menu (contests.adminMenu); `:cid` in the path. */
export interface AdminMenuEntry {
  id: string;
  path: string;
  labelKey: string;
}

export interface AdminContestProblem {
  id: number;
  cid: number;
  pid: number;
  problemId: string;
  title: string;
  type: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
}

export interface BankProblem {
  id: number;
  problemId: string;
  title: string;
  type: number;
  isRemote: boolean;
  author: string;
}

export interface ContestAnnouncement {
  id: number;
  cid: number;
  title: string;
  content: string;
  username: string;
  createdAt: string;
  updatedAt: string;
}

/** 03 §9 and the server's form rules (src/admin/contest-form.rules.ts), repeated here: pages import no server code. */
export const HALF_HOUR = 1800;
export const ONE_HOUR = 3600;
export const TITLE_MAX = 255;
export const PASSWORD_MAX = 255;
export const PUBLIC_PAGE_SIZES = [10, 30, 50, 100] as const;
export const RANK_SHOW_NAMES = ['username', 'realname', 'nickname'] as const;
export const DEFAULT_AWARDS: AwardLevel[] = [
  { priority: 1, name: 'Gold Medal', background: '#e6bf25', color: '#ffffff', num: 10 },
  { priority: 2, name: 'Silver Medal', background: '#b4b4b7', color: '#ffffff', num: 20 },
  { priority: 3, name: 'Bronze Medal', background: '#f7a65f', color: '#ffffff', num: 30 },
];

/** 03 §4: 0 the last half hour, 1 the last hour, 2 the whole contest. */
export type SealChoice = 0 | 1 | 2;

export function sealTimeOf(choice: SealChoice, start: number, end: number): number {
  return choice === 0 ? end - HALF_HOUR * 1000 : choice === 1 ? end - ONE_HOUR * 1000 : start;
}

/** 03 §4: the choice a stored seal time stands for (the whole contest when none matches). */
export function sealChoiceOf(sealTime: number, start: number, end: number): SealChoice {
  if (sealTime === end - HALF_HOUR * 1000) return 0;
  if (sealTime === end - ONE_HOUR * 1000) return 1;
  return 2;
}

/** 03 §4: switching the seal on picks one hour for an ACM contest of an hour or more, else the whole contest. */
export const defaultSealChoice = (type: number, durationSeconds: number): SealChoice => (type === 0 && durationSeconds >= ONE_HOUR ? 1 : 2);

/** 03 §5: half an hour needs 1800 s, one hour 3600 s. */
export const sealChoiceDisabled = (choice: SealChoice, durationSeconds: number): boolean =>
  (choice === 0 && durationSeconds < HALF_HOUR) || (choice === 1 && durationSeconds < ONE_HOUR);

/** What the form edits; times as `datetime-local` text in the browser's zone. */
export interface ContestDraft {
  id?: number;
  title: string;
  description: string;
  type: 0 | 1;
  auth: 0 | 1 | 2;
  pwd: string;
  start: string;
  end: string;
  sealRank: boolean;
  sealChoice: SealChoice;
  autoRealRank: boolean;
  openRank: boolean;
  openPrint: boolean;
  allowEndSubmit: boolean;
  visible: boolean;
  rankShowName: string;
  starAccount: string[];
  oiRankScoreType: 'Recent' | 'Highest';
  awardType: 0 | 1 | 2;
  awardConfigList: AwardLevel[];
  openAccountLimit: boolean;
  accountLimitRule: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A time as a `datetime-local` value in the browser's zone. */
export function localInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export const msOf = (local: string): number => (local ? new Date(local).getTime() : Number.NaN);

export function emptyDraft(now = Date.now()): ContestDraft {
  const start = Math.ceil(now / 3_600_000) * 3_600_000 + 3_600_000;
  return {
    title: '', description: '', type: 0, auth: 0, pwd: '', start: localInput(start), end: localInput(start + 5 * 3_600_000), sealRank: false, sealChoice: 1, autoRealRank: true,
    openRank: false, openPrint: false, allowEndSubmit: false, visible: true, rankShowName: 'username', starAccount: [], oiRankScoreType: 'Recent', awardType: 0,
    awardConfigList: DEFAULT_AWARDS.map((a) => ({ ...a })), openAccountLimit: false, accountLimitRule: '',
  };
}

export function draftOf(c: AdminContest): ContestDraft {
  const start = Date.parse(c.startTime);
  const end = Date.parse(c.endTime);
  return {
    id: c.id, title: c.title, description: c.description, type: c.type, auth: c.auth, pwd: c.pwd ?? '', start: localInput(start), end: localInput(end), sealRank: c.sealRank,
    sealChoice: c.sealRankTime ? sealChoiceOf(Date.parse(c.sealRankTime), start, end) : defaultSealChoice(c.type, c.duration), autoRealRank: c.autoRealRank, openRank: c.openRank,
    openPrint: c.openPrint, allowEndSubmit: c.allowEndSubmit, visible: c.visible, rankShowName: c.rankShowName, starAccount: c.starAccount, oiRankScoreType: c.oiRankScoreType === 'Highest' ? 'Highest' : 'Recent',
    awardType: c.awardType, awardConfigList: c.awardConfigList.length ? c.awardConfigList : DEFAULT_AWARDS.map((a) => ({ ...a })), openAccountLimit: c.openAccountLimit, accountLimitRule: c.accountLimitRule ?? '',
  };
}

/** The form's body for POST/PUT /api/admin/contest. */
export function bodyOf(d: ContestDraft): Record<string, unknown> {
  const start = msOf(d.start);
  const end = msOf(d.end);
  return {
    ...(d.id ? { id: d.id } : {}), title: d.title.trim(), description: d.description, type: d.type, auth: d.auth, pwd: d.auth === 0 ? null : d.pwd,
    startTime: Number.isNaN(start) ? '' : new Date(start).toISOString(), endTime: Number.isNaN(end) ? '' : new Date(end).toISOString(), duration: Math.max(0, Math.floor((end - start) / 1000)) || 0,
    sealRank: d.sealRank, sealRankTime: d.sealRank && !Number.isNaN(start) && !Number.isNaN(end) ? new Date(sealTimeOf(d.sealChoice, start, end)).toISOString() : null,
    autoRealRank: d.autoRealRank, openRank: d.openRank, openPrint: d.openPrint, allowEndSubmit: d.allowEndSubmit, visible: d.visible, rankShowName: d.rankShowName, starAccount: d.starAccount,
    oiRankScoreType: d.oiRankScoreType, awardType: d.awardType, awardConfigList: d.awardType === 0 ? [] : d.awardConfigList, openAccountLimit: d.openAccountLimit,
    accountLimitRule: d.openAccountLimit ? d.accountLimitRule : d.accountLimitRule || null,
  };
}

/**
 * 03 §5 in order, before sending (the server checks the same): the first field that fails, with its message key.
 * title, description, start, end required; the duration positive (an end before the start: the time check); a password unless public.
 */
export function firstProblem(d: ContestDraft): { field: string; key: string } | undefined {
  if (!d.title.trim()) return { field: 'title', key: 'required' };
  if (!d.description.trim()) return { field: 'description', key: 'required' };
  if (Number.isNaN(msOf(d.start))) return { field: 'startTime', key: 'required' };
  if (Number.isNaN(msOf(d.end))) return { field: 'endTime', key: 'required' };
  if (msOf(d.end) <= msOf(d.start)) return { field: 'duration', key: msOf(d.end) < msOf(d.start) ? 'timeCheck' : 'durationCheck' };
  if (d.auth !== 0 && !d.pwd) return { field: 'pwd', key: 'passwordRequired' };
  // a seal choice the contest has become too short for (the end moved after choosing): said here, not as the server's 'between start and end'
  if (d.sealRank && sealChoiceDisabled(d.sealChoice, Math.floor((msOf(d.end) - msOf(d.start)) / 1000))) return { field: 'sealRankTime', key: `sealTooShort.${d.sealChoice}` };
  if (d.openAccountLimit && !d.accountLimitRule.trim()) return { field: 'accountLimitRule', key: 'accountLimitRequired' };
  return undefined;
}

/** 03 §5 "Star user": trimmed, empty ignored; a duplicate answers 'duplicate' (Add_Star_User_Error). */
export function withStarUser(list: readonly string[], name: string): string[] | 'duplicate' {
  const trimmed = name.trim();
  if (!trimmed) return [...list];
  if (list.includes(trimmed)) return 'duplicate';
  return [...list, trimmed];
}

/** The account limit's form fields (03 §3: prefix, suffix, number_from, number_to, extra_account); 03 §9: range 0 to 10 by default. */
export interface AccountLimitFields {
  prefix: string;
  suffix: string;
  numberFrom: number;
  numberTo: number;
  extraAccount: string;
}

const tagOf = (text: string, name: string): string => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(text)?.[1] ?? '';

/** The fields of a stored rule (the tag syntax of docs/contests.md). */
export function limitFieldsOf(rule: string): AccountLimitFields {
  const from = Number(tagOf(rule, 'start').trim() || 0);
  const to = Number(tagOf(rule, 'end').trim() || 10);
  return { prefix: tagOf(rule, 'prefix').trim(), suffix: tagOf(rule, 'suffix').trim(), numberFrom: Number.isFinite(from) ? from : 0, numberTo: Number.isFinite(to) ? to : 10, extraAccount: tagOf(rule, 'extra') };
}

/** The rule the fields stand for, in the tag syntax. */
export function limitRuleOf(f: AccountLimitFields): string {
  return `<prefix>${f.prefix.trim()}</prefix><start>${f.numberFrom}</start><end>${f.numberTo}</end><suffix>${f.suffix.trim()}</suffix><extra>${f.extraAccount.trim()}</extra>`;
}

/** 03 §5: the accounts the rule allows, shown only when the start number is not above the end number (the first `max`). */
export function limitPreview(f: AccountLimitFields, max = 20): string[] | undefined {
  if (!Number.isInteger(f.numberFrom) || !Number.isInteger(f.numberTo) || f.numberFrom > f.numberTo) return undefined;
  const names: string[] = [];
  for (let n = f.numberFrom; n <= f.numberTo && names.length < max; n++) names.push(`${f.prefix.trim()}${n}${f.suffix.trim()}`);
  const extra = f.extraAccount.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
  return [...names, ...extra.slice(0, Math.max(0, max - names.length))];
}
