import { defineRoute, signedInUser, type ApiCall, type ServiceGetter } from '@oj/core';
import { GroupTrainingService } from './group-training.service';
import { RegisterTrainingBody, TidQuery, TrainingCategoryQuery, TrainingListQuery, TrainingRankQuery } from './training.dto';
import { TrainingRankService } from './training-rank.service';
import { TrainingService } from './training.service';

/** The call's service getter, for the group scope's `role` request. */
export const getterOf = (call: ApiCall<unknown, unknown>): ServiceGetter => (id) => call.get(id);

/** The training calls of api-calls.tsv (02 §7); get-training-problem-details has no handler (HOJ's dead call): problems open through get-problem-detail with tid. */
export const trainingRoutes = [
  defineRoute({
    method: 'GET', path: '/api/get-training-category', tag: 'training', access: { auth: 'anon' }, query: TrainingCategoryQuery,
    summary: "The training categories (id, name, color, gid): the site's; with gid also that group's own (users with a role in the group, 404 otherwise)",
    handle: (call) => (call.query.gid === undefined ? call.get(TrainingService).categories() : call.get(GroupTrainingService).categories(call.query.gid, call.request.user, getterOf(call))),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-training-list', tag: 'training', access: { auth: 'anon' }, query: TrainingListQuery,
    summary: 'Visible site trainings (no group training) by rank, 15 a page (the plugin setting listPageSize): keyword (title, author or id), categoryId, auth (Public/Private); acCount (solved inside the training) for signed-in users',
    handle: (call) => call.get(TrainingService).list(call.query, call.request.user),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-training-detail', tag: 'training', access: { auth: 'login' }, query: TidQuery,
    summary: "A training's details (description, auth, author, rankShowName, category, problemCount, the user's acCount, gid; never the password); a group training only to users with a role in the group",
    handle: (call) => call.get(TrainingService).detail(call.query.tid, signedInUser(call, 'training.loginFirst'), getterOf(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-training-access', tag: 'training', access: { auth: 'login' }, query: TidQuery,
    summary: 'Whether the user may enter the training ({access}): a public one always, a private one once registered (or as its admin)',
    handle: (call) => call.get(TrainingService).accessOf(call.query.tid, signedInUser(call, 'training.loginFirst'), getterOf(call)),
  }),
  defineRoute({
    method: 'POST', path: '/api/register-training', tag: 'training', access: { auth: 'login' }, body: RegisterTrainingBody, successKey: 'training.registered',
    summary: "Registers for a private training with its password ('Enter the training password' when empty, refused when wrong; 10 wrong tries per user and training, 30 per address in 15 minutes, then 429)",
    handle: (call) => call.get(TrainingService).register(call.body.tid, call.body.password, signedInUser(call, 'training.loginFirst'), call.request.ip, getterOf(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-training-problem-list', tag: 'training', access: { auth: 'login' }, query: TidQuery,
    summary: "The training's problems in order (pid, problemId, displayId, title, difficulty, tags, ac, total, the user's status inside the training); a private training needs registration",
    handle: (call) => call.get(TrainingService).problemList(call.query.tid, call.request.user, getterOf(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-training-rank', tag: 'training', access: { auth: 'login' }, query: TrainingRankQuery,
    summary: "The training rank, 30 a page (the plugin setting rankPageSize): per user ac, totalRunTime and per problem the best status and run time; real names for the training's admins only; keyword: username, nickname or school",
    handle: (call) => call.get(TrainingRankService).rank(call.query.tid, call.query, call.request.user, getterOf(call)),
  }),
];
