import { api, notifyResult, type Envelope } from '@oj/web/app/plugin-kit';
import type { AdminTraining, AdminTrainingProblem, PublicProblem } from './admin-training-api';
import type { Page, Training, TrainingCategory } from './training-api';

/** The group training calls (api-calls.tsv, /api/group/*training*). */
export const GROUP_TRAINING_API = {
  list: '/api/group/get-training-list',
  adminList: '/api/group/get-admin-training-list',
  training: '/api/group/training',
  status: '/api/group/change-training-status',
  problems: '/api/group/get-training-problem-list',
  problem: '/api/group/training-problem',
  addFromPublic: '/api/group/add-training-problem-from-public',
  addFromGroup: '/api/group/add-training-problem-from-group',
  categories: '/api/get-training-category',
} as const;

/** 03 §9: group lists are 10 a page. */
export const GROUP_TRAINING_PAGE_SIZE = 10;

function pageLocale(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

const q = (params: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)])).toString();

const read = <T>(path: string) => api<T>(path, { locale: pageLocale() });

/** A change: its success shown as a green toast (a failure was shown by the request helper). */
export async function change(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown): Promise<Envelope<unknown>> {
  const r = await api<unknown>(path, { method, body, locale: pageLocale() });
  notifyResult(r);
  return r;
}

type ProblemListAnswer<T> = { problemList: Page<T>; trainingProblemMap?: Record<number, AdminTrainingProblem> };

export const groupTrainingApi = {
  list: (gid: string, currentPage: number, limit = GROUP_TRAINING_PAGE_SIZE) => read<Page<Training>>(`${GROUP_TRAINING_API.list}?${q({ gid, currentPage, limit })}`),
  adminList: (gid: string, currentPage: number, limit = GROUP_TRAINING_PAGE_SIZE) => read<Page<Training & { status: boolean }>>(`${GROUP_TRAINING_API.adminList}?${q({ gid, currentPage, limit })}`),
  categories: (gid: string) => read<TrainingCategory[]>(`${GROUP_TRAINING_API.categories}?${q({ gid })}`),
  get: (tid: string) => read<AdminTraining>(`${GROUP_TRAINING_API.training}?${q({ tid })}`),
  problems: (tid: string | number, queryExisted: boolean, currentPage: number, limit: number, keyword?: string) =>
    read<ProblemListAnswer<AdminTrainingProblem>>(`${GROUP_TRAINING_API.problems}?${q({ tid, queryExisted, currentPage, limit, keyword })}`),
  publicProblems: (tid: number, currentPage: number, limit: number, keyword?: string) =>
    read<ProblemListAnswer<PublicProblem>>(`${GROUP_TRAINING_API.problems}?${q({ tid, queryExisted: false, currentPage, limit, keyword })}`),
  setStatus: (tid: number, status: boolean) => change(`${GROUP_TRAINING_API.status}?${q({ tid, status })}`, 'PUT'),
  remove: (tid: number) => change(`${GROUP_TRAINING_API.training}?${q({ tid })}`, 'DELETE'),
  addFromPublic: (tid: number, pid: number, displayId: string) => change(GROUP_TRAINING_API.addFromPublic, 'POST', { tid, pid, displayId }),
  addFromGroup: (tid: number, problemId: string) => change(`${GROUP_TRAINING_API.addFromGroup}?${q({ tid, problemId })}`, 'POST'),
  updateProblem: (tid: number, pid: number, rank: number, displayId: string | null) => change(GROUP_TRAINING_API.problem, 'PUT', { tid, pid, rank, displayId }),
  removeProblem: (tid: number, pid: number) => change(`${GROUP_TRAINING_API.problem}?${q({ tid, pid })}`, 'DELETE'),
};

