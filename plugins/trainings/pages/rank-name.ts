import type { TrainingRankRow } from './training-api';

/**
 * The name a rank row shows, as the training's rankShowName asks (HOJ's username / nickname / realname):
 * the username when that name is empty. The server sends a real name to the training's admins only
 * (02 §6), so everyone else sees the username under 'realname'.
 */
export function shownName(row: Pick<TrainingRankRow, 'username' | 'nickname' | 'realname'>, rankShowName: string | null | undefined): string {
  return (rankShowName === 'nickname' && row.nickname) || (rankShowName === 'realname' && row.realname) || row.username;
}
