import { defineRoute, signedInUser, type ApiCall, type RouteAccess } from '@oj/core';
import { GroupTrainingService } from './group-training.service';
import { TrainingAdminService } from './training-admin.service';
import {
  AddGroupTrainingProblemQuery, AddTrainingProblemBody, AdminTrainingProblemQuery, ChangeTrainingStatusQuery, GroupTrainingListQuery, TidQuery,
  TrainingProblemQuery, TrainingSaveBody, UpdateTrainingProblemBody,
} from './training.dto';
import { getterOf } from './training.routes';

/** Signed in; the rest is the user's role in the group (GroupTrainingService), not a site ability. */
const login: RouteAccess = { auth: 'login' };
const userOf = (call: ApiCall<unknown, unknown>) => signedInUser(call, 'training.loginFirst');
const actorOf = (call: ApiCall<unknown, unknown>) => call.get(GroupTrainingService).actor(userOf(call), getterOf(call));
/** The group rule, said once for the routes it guards. */
const GROUP_ADMIN = "; the group root on any training of the group, a group admin on the ones they authored (403 'no permission' for others, 404 without a role in the group)";

/** A group's trainings (03 §2 Training tab, §7 Trainings; api-calls.tsv /api/group/*training*). */
export const groupTrainingRoutes = [
  defineRoute({
    method: 'GET', path: '/api/group/get-training-list', tag: 'group', access: login, query: GroupTrainingListQuery,
    summary: "The group's visible trainings by rank, 10 a page, with the user's acCount (members, group admins, the group root; 404 for anyone else)",
    handle: (call) => call.get(GroupTrainingService).list(call.query.gid, call.query, call.request.user, getterOf(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/group/get-admin-training-list', tag: 'group', access: login, query: GroupTrainingListQuery,
    summary: "Every training of the group, hidden ones too, 10 a page (group admins and the group root; 403 for members)",
    handle: (call) => call.get(GroupTrainingService).adminList(call.query.gid, call.query, call.request.user, getterOf(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/group/training', tag: 'group', access: login, query: TidQuery,
    summary: `One group training for the edit form: training (password included) and trainingCategory${GROUP_ADMIN}`,
    handle: (call) => call.get(TrainingAdminService).get(call.query.tid, actorOf(call)),
  }),
  defineRoute({
    method: 'POST', path: '/api/group/training', tag: 'group', access: login, body: TrainingSaveBody, successKey: 'training.created',
    summary: "Creates a training in the group training.gid (group admins): rank 0..2147483647 (default 1000), title, description and category (the site's or the group's by id, or a new group category by name) required, auth Public or Private with a password",
    handle: (call) => call.get(GroupTrainingService).create(call.body, userOf(call), getterOf(call)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/group/training', tag: 'group', access: login, body: TrainingSaveBody, successKey: 'training.updated',
    summary: `Changes a group training (training.id) by the same rules as POST; its group never changes${GROUP_ADMIN}`,
    handle: (call) => call.get(GroupTrainingService).update(call.body, userOf(call), getterOf(call)),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/group/training', tag: 'group', access: login, query: TidQuery, successKey: 'training.deleted',
    summary: `Deletes a group training with its problem links and registrations (the problems and submissions stay)${GROUP_ADMIN}`,
    handle: (call) => call.get(TrainingAdminService).delete(call.query.tid, actorOf(call)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/group/change-training-status', tag: 'group', access: login, query: ChangeTrainingStatusQuery, successKey: 'training.updated',
    summary: `Shows (status true) or hides a group training${GROUP_ADMIN}`,
    handle: (call) => call.get(TrainingAdminService).changeStatus(call.query.tid, call.query.status, actorOf(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/group/get-training-problem-list', tag: 'group', access: login, query: AdminTrainingProblemQuery,
    summary: `queryExisted: the training's problems (problemList, trainingProblemMap by pid); otherwise the public problems not in it yet (Add from public problems); keyword: display id or title, 10 a page${GROUP_ADMIN}`,
    handle: (call) => call.get(TrainingAdminService).problemList(call.query, actorOf(call)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/group/training-problem', tag: 'group', access: login, body: UpdateTrainingProblemBody, successKey: 'training.updated',
    summary: `Changes a group training problem's rank (its place in the list) and display id${GROUP_ADMIN}`,
    handle: (call) => call.get(TrainingAdminService).updateProblem(call.body.tid, call.body.pid, call.body.rank, call.body.displayId, actorOf(call)),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/group/training-problem', tag: 'group', access: login, query: TrainingProblemQuery, successKey: 'training.deleted',
    summary: `Removes a problem from the group training (any problem, another group's too; the problem itself stays)${GROUP_ADMIN}`,
    handle: (call) => call.get(TrainingAdminService).removeProblem(call.query.tid, call.query.pid, actorOf(call)),
  }),
  defineRoute({
    method: 'POST', path: '/api/group/add-training-problem-from-public', tag: 'group', access: login, body: AddTrainingProblemBody, successKey: 'training.added',
    summary: `Adds a public problem (pid) to the group training (tid) at the end of its order${GROUP_ADMIN}`,
    handle: (call) => call.get(TrainingAdminService).addFromPublic(call.body.tid, call.body.pid, call.body.displayId, actorOf(call)),
  }),
  defineRoute({
    method: 'POST', path: '/api/group/add-training-problem-from-group', tag: 'group', access: login, query: AddGroupTrainingProblemQuery, successKey: 'training.added',
    summary: `Adds a problem of the training's own group by its display id (problemId, tid as query parameters; 03 §6: another group's problem is not found)${GROUP_ADMIN}`,
    handle: (call) => call.get(TrainingAdminService).addFromGroup(call.query.tid, call.query.problemId, actorOf(call)),
  }),
];
