import { defineRoute, Forbidden, NotFound, Unauthorized, type ApiCall, type RouteAccess, type SessionUser } from '@oj/core';
import { ContestAccess } from '../contest-access';
import { ContestRepository } from '../contest.repository';
import { ContestRatingBody, ContestRatingQuery } from './rating.dto';
import { RatingRepository } from './rating.repository';
import { RatingService } from './rating.service';

const manageContests: RouteAccess = { auth: 'login', can: ['manage', 'Contest'] };

/** The contest admins (its author, the super admin, a group's root) may change its rating settings (03 §6). */
async function ownContest(call: ApiCall<unknown, unknown>, cid: number): Promise<void> {
  const user: SessionUser | undefined = call.request.user;
  if (!user) throw new Unauthorized();
  const contest = await call.get(ContestRepository).find(cid);
  if (!contest) throw new NotFound('contest.notFound');
  if (!(await call.get(ContestAccess).isContestAdmin(contest, user, (id) => call.get(id)))) throw new Forbidden('contestAdmin.notAuthor');
}

/** Ratings (issue 21 item 8): the admin's rated flag and "results final" mark; the contest's rating changes. */
export const ratingRoutes = [
  defineRoute({
    method: 'GET', path: '/api/admin/contest/rating', tag: 'admin', access: manageContests, query: ContestRatingQuery,
    summary: "A contest's rating settings: rated, resultsFinal, computedAt (null until its ratings are computed); the contest's admins only (403 otherwise)",
    handle: async (call) => {
      await ownContest(call, call.query.cid);
      const s = await call.get(RatingRepository).settings(call.query.cid);
      return { cid: call.query.cid, rated: s.rated, resultsFinal: s.resultsFinal, computedAt: s.computedAt?.toISOString() ?? null };
    },
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/contest/rating', tag: 'admin', access: manageContests, body: ContestRatingBody, successKey: 'rating.saved',
    summary: "Marks a contest rated (or not) and its results final (or not); the site's ratings are recomputed at once when that changes what is due; the contest's admins only (403 otherwise)",
    handle: async (call) => {
      await ownContest(call, call.body.cid);
      const repository = call.get(RatingRepository);
      if (call.body.rated !== undefined) await repository.setRated(call.body.cid, call.body.rated);
      if (call.body.resultsFinal !== undefined) await repository.setFinal(call.body.cid, call.body.resultsFinal);
      await call.get(RatingService).refresh();
      const s = await repository.settings(call.body.cid);
      return { cid: call.body.cid, rated: s.rated, resultsFinal: s.resultsFinal, computedAt: s.computedAt?.toISOString() ?? null };
    },
  }),
  defineRoute({
    method: 'GET', path: '/api/get-contest-rating-changes', tag: 'contest', access: { auth: 'anon' }, query: ContestRatingQuery,
    summary: "The rating changes a computed rated contest made (uid, username, rank, oldRating, newRating, delta), best rank first; [] before they are computed; needs the contest's visibility",
    handle: async (call) => {
      await call.get(ContestAccess).visible(call.query.cid, call.request.user, (id) => call.get(id));
      return call.get(RatingRepository).changes(call.query.cid);
    },
  }),
];
