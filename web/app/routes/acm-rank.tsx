import { RankList, rankLoader, rankMeta } from '../components/rank-list';

export const loader = rankLoader('acm');
export const meta = rankMeta;

export default RankList;
