import { defineRoute } from '../api/api-route';
import { UserLookupQuery } from '../account/account.dto';
import { UserHomeService } from '../account/user-home.service';
import { Ratings } from './rating-provider';
import { RankListQuery } from './rank.dto';
import type { RankType } from './rank.model';
import { RankService } from './rank.service';

/** The site rankings (02 §2: /acm-rank, /oi-rank), read by the rank pages and other clients. */
export const rankRoutes = [
  defineRoute({
    method: 'GET', path: '/api/get-rank-list', tag: 'other', access: { auth: 'anon' }, query: RankListQuery,
    summary: 'The site ranking, ACM (type 0) or OI (type 1), paged (30 by default), optionally narrowed by searchUser (username or nickname fragment); only users with a judged submission; cached 60 s or until the next verdict',
    handle: (call) => call.get(RankService).list({ ...call.query, type: call.query.type as RankType }),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-user-rating-history', tag: 'account', access: { auth: 'anon' }, query: UserLookupQuery,
    summary: "A user's current rating and rated contests, oldest first (the /user-home chart), through the ratingProvider point: null and [] without a provider or a rated contest",
    handle: async (call) => {
      const user = await call.get(UserHomeService).find(call.query, call.request.user);
      const ratings = call.get(Ratings);
      const [rating, history] = await Promise.all([ratings.one(user.uid), ratings.history(user.uid)]);
      return { uid: user.uid, rating, history };
    },
  }),
];

export const rankMessages = {
  'en-US': { 'rank.typeInvalid': 'The ranking type must be 0 (ACM) or 1 (OI)' },
  'zh-CN': { 'rank.typeInvalid': '排名类型只能是 0（ACM）或 1（OI）' },
};
