import type { Training, TrainingAuth, TrainingCategory } from './training-api';

/** The admin calls of the trainings plugin (api-calls.tsv, admin rows). */
export const ADMIN_TRAINING_API = {
  list: '/api/admin/training/get-training-list',
  training: '/api/admin/training',
  status: '/api/admin/training/change-training-status',
  problems: '/api/admin/training/get-problem-list',
  problem: '/api/admin/training/problem',
  addFromPublic: '/api/admin/training/add-problem-from-public',
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

export const emptyDraft = (): TrainingDraft => ({ rank: RANK_DEFAULT, title: '', description: '', auth: 'Public', privatePwd: '', status: true, rankShowName: 'username' });

/** The page's draft from what the server sent. */
export function draftOf(t: AdminTraining['training']): TrainingDraft {
  return { id: t.id, rank: t.rank, title: t.title, description: t.description ?? '', auth: t.auth, privatePwd: t.privatePwd ?? '', status: t.status, rankShowName: t.rankShowName ?? 'username' };
}

/** The messages of a draft the page refuses before sending (the server checks the same). */
export function draftProblems(draft: TrainingDraft, categoryId: number | null): Partial<Record<'title' | 'description' | 'rank' | 'privatePwd' | 'category', 'required' | 'passwordRequired' | 'rank'>> {
  const problems: ReturnType<typeof draftProblems> = {};
  if (!draft.title.trim()) problems.title = 'required';
  if (!draft.description.trim()) problems.description = 'required';
  if (!Number.isInteger(draft.rank) || draft.rank < RANK_MIN || draft.rank > RANK_MAX) problems.rank = 'rank';
  if (draft.auth === 'Private' && !draft.privatePwd) problems.privatePwd = 'passwordRequired';
  if (categoryId === null) problems.category = 'required';
  return problems;
}
