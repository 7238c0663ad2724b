import type { AuthorRole } from '../account/roles';

/** The two site rankings (01 §1): `type` 0 is ACM (solved count), 1 is OI (score). */
export const RANK_TYPE = { ACM: 0, OI: 1 } as const;
export type RankType = (typeof RANK_TYPE)[keyof typeof RANK_TYPE];

/** The site rank pages show 30 a page by default (02 §9). */
export const RANK_PAGE_SIZE = 30;
/** A search is a username or nickname fragment; longer input is refused. */
export const RANK_SEARCH_MAX = 100;

/** One row of the site rankings (02 §3: ranking row). */
export interface RankRow {
  uid: string;
  username: string;
  nickname: string;
  avatar: string;
  titleName: string;
  titleColor: string;
  ac: number;
  total: number;
  signature: string;
  /** OI ranking only. */
  score?: number;
  rating: number | null;
  /** The user's badge beside the name (01 §6: SPA root, ADM admin), or null. */
  authorRole: AuthorRole | null;
}
