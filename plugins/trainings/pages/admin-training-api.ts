import type { Training, TrainingAuth, TrainingCategory } from './training-api';
import { videosOf } from './video-map';

/** The admin calls of the trainings plugin (api-calls.tsv, admin rows). */
export const ADMIN_TRAINING_API = {
  list: '/api/admin/training/get-training-list',
  training: '/api/admin/training',
  status: '/api/admin/training/change-training-status',
  problems: '/api/admin/training/get-problem-list',
  problem: '/api/admin/training/problem',
  addFromPublic: '/api/admin/training/add-problem-from-public',
  importRemote: '/api/admin/training/import-remote-oj-problem',
  category: '/api/admin/training/category',
  categories: '/api/get-training-category',
} as const;

/** 03 §5: rank 0..2147483647, default 1000. */
export const RANK_MIN = 0;
export const RANK_MAX = 2147483647;
export const RANK_DEFAULT = 1000;
export const TITLE_MAX = 255;
export const PASSWORD_MAX = 255;
export const CATEGORY_NAME_MAX = 255;
/** The reference videos the server takes: at most 20, a title of up to 100 characters, an http(s) link of up to 1000. */
export const VIDEOS_MAX = 20;
export const VIDEO_TITLE_MAX = 100;
export const VIDEO_URL_MAX = 1000;
/** The sizes of the "add from public" dialog (issue 9). */
export const PUBLIC_PAGE_SIZES = [10, 30, 50, 100] as const;

/** What the admin form edits; `GET /api/admin/training` answers `{ training, trainingCategory }`. */
export interface TrainingDraft {
  id?: number;
  rank: number;
  title: string;
  description: string;
  auth: TrainingAuth;
  privatePwd: string;
  status: boolean;
  rankShowName: string;
  /** The reference videos as the form's rows (sent as the title → URL map `videoExtraFile`). */
  videos: VideoRow[];
}

export interface VideoRow {
  title: string;
  url: string;
}

export interface AdminTraining {
  training: Training & { privatePwd?: string | null; status: boolean; rankShowName?: string | null };
  trainingCategory: TrainingCategory | null;
}

/** A problem of the training in the admin list (`queryExisted` true). */
export interface AdminTrainingProblem {
  id: number;
  tid: number;
  pid: number;
  problemId: string;
  displayId: string | null;
  title: string;
  difficulty?: number;
  rank: number;
}

/** A public problem the dialog can add (`queryExisted` false). */
export interface PublicProblem {
  pid: number;
  problemId: string;
  title: string;
  difficulty?: number;
}

/** How the rank names users (HOJ's rankShowName): the server accepts these. */
export const RANK_SHOW_NAMES = ['username', 'nickname', 'realname'] as const;

export const emptyDraft = (): TrainingDraft => ({ rank: RANK_DEFAULT, title: '', description: '', auth: 'Public', privatePwd: '', status: true, rankShowName: 'username', videos: [] });

/** The page's draft from what the server sent. */
export function draftOf(t: AdminTraining['training']): TrainingDraft {
  const videos = Object.entries(videosOf(t)).map(([title, url]) => ({ title, url }));
  return { id: t.id, rank: t.rank, title: t.title, description: t.description ?? '', auth: t.auth, privatePwd: t.privatePwd ?? '', status: t.status, rankShowName: t.rankShowName ?? 'username', videos };
}

/** The rows the form sends: a wholly empty row is dropped. */
const filledVideos = (rows: VideoRow[]) => rows.map((v) => ({ title: v.title.trim(), url: v.url.trim() })).filter((v) => v.title || v.url);

/** The videos as the server stores them: title → URL, or null when there is none. */
export function videoMapOf(rows: VideoRow[]): Record<string, string> | null {
  const videos = filledVideos(rows);
  return videos.length ? Object.fromEntries(videos.map((v) => [v.title, v.url])) : null;
}

/** Why the video rows cannot be sent (the server checks the same), or undefined. */
export function videoProblem(rows: VideoRow[]): 'videoTitleInvalid' | 'videoUrlInvalid' | 'videoDuplicate' | 'videosTooMany' | undefined {
  const videos = filledVideos(rows);
  if (videos.length > VIDEOS_MAX) return 'videosTooMany';
  if (videos.some((v) => !v.title || v.title.length > VIDEO_TITLE_MAX)) return 'videoTitleInvalid';
  if (videos.some((v) => v.url.length > VIDEO_URL_MAX || !/^https?:\/\/[^\s/]+/i.test(v.url))) return 'videoUrlInvalid';
  if (new Set(videos.map((v) => v.title)).size !== videos.length) return 'videoDuplicate';
  return undefined;
}

/** The messages of a draft the page refuses before sending (the server checks the same). */
export function draftProblems(
  draft: TrainingDraft,
  categoryId: number | null,
): Partial<Record<'title' | 'description' | 'rank' | 'privatePwd' | 'category' | 'videoExtraFile', 'required' | 'passwordRequired' | 'rank' | NonNullable<ReturnType<typeof videoProblem>>>> {
  const problems: ReturnType<typeof draftProblems> = {};
  if (!draft.title.trim()) problems.title = 'required';
  if (!draft.description.trim()) problems.description = 'required';
  if (!Number.isInteger(draft.rank) || draft.rank < RANK_MIN || draft.rank > RANK_MAX) problems.rank = 'rank';
  if (draft.auth === 'Private' && !draft.privatePwd) problems.privatePwd = 'passwordRequired';
  if (categoryId === null) problems.category = 'required';
  const videos = videoProblem(draft.videos);
  if (videos) problems.videoExtraFile = videos;
  return problems;
}
