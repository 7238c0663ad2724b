import { api, type Envelope } from '@oj/web/app/plugin-kit';

/** The page's language (the server wrote it on <html>), so the server's messages match the page. */
function pageLocale(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

function query(params: Record<string, string | number | boolean | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') q.set(key, String(value));
  return q.toString();
}

const call = <T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<Envelope<T>> => api<T>(path, { ...options, locale: pageLocale() });

/** A training's auth (02 §3): public, or private behind a password. */
export const TRAINING_AUTHS = ['Public', 'Private'] as const;
export type TrainingAuth = (typeof TRAINING_AUTHS)[number];

/** A training row and detail (02 §3 Training). */
export interface Training {
  id: number;
  title: string;
  rank: number;
  auth: TrainingAuth;
  categoryId?: number | null;
  categoryName: string | null;
  categoryColor: string | null;
  problemCount: number;
  acCount?: number | null;
  author: string;
  gid: number | null;
  gmtModified: string;
  description?: string | null;
  /** JSON map of video name to URL (sometimes already parsed). */
  videoExtraFile?: string | Record<string, string> | null;
  rankShowName?: string | null;
  status?: boolean;
  privatePwd?: string | null;
}

export interface TrainingCategory {
  id: number;
  name: string;
  color: string;
  gid?: number | null;
}

export interface TrainingProblem {
  pid: number;
  problemId: string;
  /** The label inside the training (its rank cells are keyed by it). */
  displayId?: string | null;
  title: string;
  difficulty: number;
  tags?: Array<{ id: number; name: string; color: string }>;
  ac: number;
  total: number;
  myStatus?: number | null;
}

/** A training rank row (02 §3): submissionInfo keyed by problemId. */
export interface TrainingRankRow {
  rank: number;
  uid: string;
  username: string;
  nickname?: string | null;
  gender?: string | null;
  school?: string | null;
  realname?: string | null;
  ac: number;
  totalRunTime: number;
  submissionInfo: Record<string, { status: number; runTime: number | null }>;
}

/** What get-training-access answers: whether the user may enter (a private training asks for its password otherwise). */
export interface TrainingAccess {
  access: boolean;
}

export interface Page<T> {
  records: T[];
  total: number;
  /** The page size the server used (the plugin's settings choose it). */
  size?: number;
}

export interface TrainingListQuery {
  keyword: string;
  categoryId: string;
  auth: string;
  currentPage: number;
}

/** The public training calls (api-calls.tsv, training rows). */
export const trainingApi = {
  categories: () => call<TrainingCategory[]>('/api/get-training-category'),
  list: (q: TrainingListQuery) => call<Page<Training>>(`/api/get-training-list?${query({ ...q })}`),
  detail: (tid: number | string) => call<Training>(`/api/get-training-detail?${query({ tid })}`),
  access: (tid: number | string) => call<TrainingAccess>(`/api/get-training-access?${query({ tid })}`),
  register: (tid: number, password: string) => call<null>('/api/register-training', { method: 'POST', body: { tid, password } }),
  problems: (tid: number | string) => call<TrainingProblem[]>(`/api/get-training-problem-list?${query({ tid })}`),
  rank: (tid: number | string, currentPage: number, keyword: string) => call<Page<TrainingRankRow>>(`/api/get-training-rank?${query({ tid, currentPage, keyword })}`),
};

export { videosOf } from './video-map';

/** A problem opened through the training (`tid` lets the server show the training's problems to those who may enter it). */
export const problemInTraining = <T>(problemId: string, tid: string) => call<T>(`/api/get-problem-detail?${query({ problemId, tid })}`);

/** What every training tab loads: the training and whether the user may enter it (a public one is open to all). */
export type LoadedTraining = { training: Training; access: boolean; error?: undefined } | { training?: undefined; access: false; error: string };

export async function loadTraining(tid: string): Promise<LoadedTraining> {
  const detail = await trainingApi.detail(tid);
  if (detail.status !== 200 || !detail.data) return { access: false, error: detail.msg };
  const training = detail.data;
  // a private training opens after its password registered the user (or to its admins: the server decides)
  const access = training.auth !== 'Private' || (await trainingApi.access(tid).then((a) => a.status === 200 && Boolean(a.data?.access)));
  return { training, access };
}
