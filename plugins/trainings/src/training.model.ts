/** 02 §3 "Training": who may enter it. A private training asks for its password once (registration). */
export const TrainingAuth = { PUBLIC: 'Public', PRIVATE: 'Private' } as const;
export type TrainingAuthName = (typeof TrainingAuth)[keyof typeof TrainingAuth];
export const TRAINING_AUTHS: readonly TrainingAuthName[] = [TrainingAuth.PUBLIC, TrainingAuth.PRIVATE];

/** How the rank names users (HOJ's rankShowName). */
export const RANK_SHOW_NAMES = ['username', 'nickname', 'realname'] as const;
export type RankShowName = (typeof RANK_SHOW_NAMES)[number];

/** 03 §5 and §8: rank 0..2147483647, default 1000; list sizes of 02 §9 and the admin's 10. */
export const TRAINING_LIMITS = {
  rankMin: 0,
  rankMax: 2147483647,
  rankDefault: 1000,
  titleMax: 255,
  passwordMax: 255,
  descriptionMax: 65535,
  /** The reference videos' JSON; at most 20 videos, each a title and an http(s) link. */
  videoExtraFileMax: 65535,
  videosMax: 20,
  videoTitleMax: 100,
  videoUrlMax: 1000,
  categoryNameMax: 255,
  colorMax: 32,
  listPageSize: 15,
  rankPageSize: 30,
  adminPageSize: 10,
  /** 03 §9: group lists, 10 a page. */
  groupPageSize: 10,
} as const;

export interface TrainingCategory {
  id: number;
  name: string;
  color: string;
  gid: number | null;
}

/** A training as stored; `privatePwd` never leaves the admin API. */
export interface Training {
  id: number;
  rank: number;
  title: string;
  description: string;
  auth: TrainingAuthName;
  privatePwd: string | null;
  status: boolean;
  author: string;
  gid: number | null;
  rankShowName: RankShowName;
  categoryId: number | null;
  /** The reference videos: a JSON map of name → URL, or null. */
  videoExtraFile: string | null;
  gmtCreate: string;
  gmtModified: string;
}

/** What the admin form saves (03 §5 "Training form"). */
export interface TrainingDraft {
  rank: number;
  title: string;
  description: string;
  auth: TrainingAuthName;
  privatePwd: string | null;
  status: boolean;
  rankShowName: RankShowName;
  categoryId: number | null;
  videoExtraFile: string | null;
}

/** The training's admins (02 §6: they see real names in its rank): its author and the super admin (group roots once groups exist). */
export function isTrainingAdmin(training: Pick<Training, 'author'>, user: { username: string; roles: readonly string[] } | undefined): boolean {
  return Boolean(user && (user.roles.includes('root') || user.username === training.author));
}
