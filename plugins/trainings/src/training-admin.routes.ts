import { defineRoute, Unauthorized, type ApiCall, type RouteAccess } from '@oj/core';
import {
  AddTrainingProblemBody, AdminTrainingListQuery, ImportRemoteProblemQuery, AdminTrainingProblemQuery, CategoryIdQuery, ChangeTrainingStatusQuery, TidQuery,
  TrainingCategoryBody, TrainingProblemQuery, TrainingSaveBody, UpdateTrainingProblemBody,
} from './training.dto';
import { siteActor, TrainingAdminService, type TrainingActor } from './training-admin.service';

const manageTrainings: RouteAccess = { auth: 'login', can: ['manage', 'Training'] };
const manageCategories: RouteAccess = { auth: 'login', can: ['manage', 'TrainingCategory'] };

const usernameOf = (call: ApiCall<unknown, unknown>) => {
  if (!call.request.user) throw new Unauthorized();
  return call.request.user.username;
};
const actorOf = (call: ApiCall<unknown, unknown>): TrainingActor => siteActor(usernameOf(call), call.request.ability.can('manage', 'OthersTraining'));
/** HOJ's per-author rule, said once for the routes it guards. */
const OWN_ONLY = "; an admin or problem admin only on a training they authored, the super admin on all (403 'no permission' otherwise)";

/** The admin's trainings and categories (03 §2 Trainings, §7; api-calls.tsv /api/admin/training/*). */
export const trainingAdminRoutes = [
  defineRoute({
    method: 'GET', path: '/api/admin/training/get-training-list', tag: 'admin', access: manageTrainings, query: AdminTrainingListQuery,
    summary: "Every site training (a group's are in its group), hidden ones too, by rank, 10 a page; keyword: title, author or id (every admin sees them all, as in HOJ; acting on one needs its author or the super admin)",
    handle: (call) => call.get(TrainingAdminService).list(call.query),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/training', tag: 'admin', access: manageTrainings, query: TidQuery,
    summary: `One training for the edit form: training (password included) and trainingCategory${OWN_ONLY}`,
    handle: (call) => call.get(TrainingAdminService).get(call.query.tid, actorOf(call)),
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/training', tag: 'admin', access: manageTrainings, body: TrainingSaveBody, successKey: 'training.created',
    summary: 'Creates a training (training, trainingCategory.id): rank 0..2147483647 (default 1000), title, description and category required, auth Public or Private with a password',
    handle: (call) => call.get(TrainingAdminService).create(call.body, usernameOf(call)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/training', tag: 'admin', access: manageTrainings, body: TrainingSaveBody, successKey: 'training.updated',
    summary: `Changes a training (training.id) by the same rules as POST${OWN_ONLY}`,
    handle: (call) => call.get(TrainingAdminService).update(call.body, actorOf(call)),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/admin/training', tag: 'admin', access: { auth: 'login', can: ['delete', 'Training'] }, query: TidQuery, successKey: 'training.deleted',
    summary: 'Deletes a training with its problem links and registrations (super admin); the submissions made in it stay',
    handle: (call) => call.get(TrainingAdminService).delete(call.query.tid, siteActor(usernameOf(call), true)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/training/change-training-status', tag: 'admin', access: manageTrainings, query: ChangeTrainingStatusQuery, successKey: 'training.updated',
    summary: `Shows (status true) or hides a training${OWN_ONLY}`,
    handle: (call) => call.get(TrainingAdminService).changeStatus(call.query.tid, call.query.status, actorOf(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/training/get-problem-list', tag: 'admin', access: manageTrainings, query: AdminTrainingProblemQuery,
    summary: `queryExisted: the training's problems (problemList, trainingProblemMap by pid); otherwise the public problems not in it yet; keyword: display id or title, 10 a page${OWN_ONLY}`,
    handle: (call) => call.get(TrainingAdminService).problemList(call.query, actorOf(call)),
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/training/add-problem-from-public', tag: 'admin', access: manageTrainings, body: AddTrainingProblemBody, successKey: 'training.added',
    summary: `Adds a public problem (pid) to the training (tid) at the end of its order${OWN_ONLY}`,
    handle: (call) => call.get(TrainingAdminService).addFromPublic(call.body.tid, call.body.pid, call.body.displayId, actorOf(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/training/import-remote-oj-problem', tag: 'admin', access: manageTrainings, query: ImportRemoteProblemQuery, changesState: true, successKey: 'training.added',
    summary: `Adds a remote judge's problem (name: HDU, CF, POJ, GYM, AC, SPOJ or LIBRE; problemId) to the training: the bank's mirror '<name>-<problemId>', mirrored first when there is none (the core's import-remote-oj-problem: 400 when that judge is not enabled)${OWN_ONLY}`,
    handle: (call) => call.get(TrainingAdminService).importRemote(call.query.tid, call.query.name, call.query.problemId, actorOf(call), (id) => call.get(id)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/training/problem', tag: 'admin', access: manageTrainings, body: UpdateTrainingProblemBody, successKey: 'training.updated',
    summary: `Changes a training problem's rank (its place in the list) and display id${OWN_ONLY}`,
    handle: (call) => call.get(TrainingAdminService).updateProblem(call.body.tid, call.body.pid, call.body.rank, call.body.displayId, actorOf(call)),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/admin/training/problem', tag: 'admin', access: manageTrainings, query: TrainingProblemQuery, successKey: 'training.deleted',
    summary: `Removes a problem from the training (the problem itself stays; tid is required here)${OWN_ONLY}`,
    handle: (call) => call.get(TrainingAdminService).removeProblem(call.query.tid, call.query.pid, actorOf(call)),
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/training/category', tag: 'admin', access: manageCategories, body: TrainingCategoryBody, successKey: 'training.created',
    summary: 'Adds a training category (name, color #rgb or #rrggbb)',
    handle: (call) => call.get(TrainingAdminService).createCategory(call.body.name, call.body.color),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/training/category', tag: 'admin', access: manageCategories, body: TrainingCategoryBody, successKey: 'training.updated',
    summary: 'Renames or recolours a training category (id)',
    handle: (call) => call.get(TrainingAdminService).updateCategory(call.body.id, call.body.name, call.body.color),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/admin/training/category', tag: 'admin', access: manageCategories, query: CategoryIdQuery, successKey: 'training.deleted',
    summary: 'Deletes a training category; its trainings keep no category',
    handle: (call) => call.get(TrainingAdminService).deleteCategory(call.query.cid),
  }),
];
