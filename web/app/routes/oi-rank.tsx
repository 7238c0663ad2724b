import { RankList, rankLoader, rankMeta } from '../components/rank-list';

export const loader = rankLoader('oi');
export const meta = rankMeta;

export default RankList;
