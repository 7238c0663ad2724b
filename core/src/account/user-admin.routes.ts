import { defineRoute, FileDownload, type ApiCall, type RouteAccess } from '../api/api-route';
import { Unauthorized } from '../shared/errors';
import { DeleteUsersBody, EditUserBody, GeneratedFileQuery, GenerateUsersBody, InsertBatchUsersBody, UserListQuery } from './user-admin.dto';
import { GENERATED_ACCOUNTS_FILE, generatedAccountsCsv } from './user-admin-export';
import { UserAdminBatchService } from './user-admin-batch.service';
import { UserAdminService } from './user-admin.service';

/** 03 §6: the user pages and their calls are the super admin's. */
const SUPER_ADMIN: RouteAccess = { auth: 'login', can: ['manage', 'User'] };

const actorOf = (call: ApiCall<unknown, unknown>): string => {
  if (!call.request.user) throw new Unauthorized();
  return call.request.user.uid;
};

/** The super admin's user tools (03 §2): list, edit (role, status, password), delete, import CSV rows, generate accounts. */
export const userAdminRoutes = [
  defineRoute({
    method: 'GET', path: '/api/admin/user/get-user-list', tag: 'admin', access: SUPER_ADMIN, query: UserListQuery,
    summary: 'Users, newest first, paged (10 by default); keyword over username, realname, e-mail and nickname; onlyAdmin: root, admin and problem_admin only (super admin)',
    handle: (call) => call.get(UserAdminService).list(call.query),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/user/edit-user', tag: 'admin', access: SUPER_ADMIN, body: EditUserBody, successKey: 'account.updated',
    summary: "Changes a user's username (≤ 20, free), e-mail (free), realname, role (type 1000–1008), status (0 normal, 1 disabled), title and, with setNewPwd, password (6–20); a new password or disabling ends their sessions. The root account, yourself and the last super admin cannot be disabled or demoted (super admin)",
    handle: (call) =>
      call.get(UserAdminService).edit(actorOf(call), {
        uid: call.body.uid,
        username: call.body.username,
        realname: call.body.realname,
        email: call.body.email,
        type: call.body.type,
        status: call.body.status,
        titleName: call.body.titleName,
        titleColor: call.body.titleColor,
        newPassword: call.body.setNewPwd === true ? call.body.password : undefined,
      }),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/admin/user/delete-user', tag: 'admin', access: SUPER_ADMIN, body: DeleteUsersBody, successKey: 'userAdmin.deleted',
    summary: 'Deletes the selected users (body.ids, at least one), all or none; never yourself, the root account or the last super admin; 409 while an announcement or carousel image of theirs remains (super admin)',
    handle: (call) => call.get(UserAdminService).delete(actorOf(call), call.body.ids),
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/user/insert-batch-user', tag: 'admin', access: SUPER_ADMIN, body: InsertBatchUsersBody, successKey: 'userAdmin.imported',
    summary: 'Creates users from CSV rows [username, password, email, realname, gender, nickname, school] (at most 1000): every row is checked first (400 with each bad row in data.problems as users[i]), then all are created in one transaction (super admin)',
    handle: (call) => call.get(UserAdminBatchService).importRows(call.body.users),
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/user/generate-user', tag: 'admin', access: SUPER_ADMIN, body: GenerateUsersBody, successKey: 'userAdmin.generated',
    summary: 'Creates prefix + n + suffix for n from number_from to number_to (at most 1000) with random passwords of password_length (6–25), all or none (409 naming taken usernames); answers the key of the one-time download (super admin)',
    handle: (call) =>
      call.get(UserAdminBatchService).generate({
        prefix: call.body.prefix,
        suffix: call.body.suffix,
        numberFrom: call.body.number_from,
        numberTo: call.body.number_to,
        passwordLength: call.body.password_length,
      }),
  }),
  defineRoute({
    // the key is hard to guess, but a link elsewhere that names it (a leaked URL) would spend it: the download
    // needs the CSRF token or the Authorization header too
    method: 'GET', path: '/api/file/generate-user-excel', tag: 'file', access: SUPER_ADMIN, query: GeneratedFileQuery, changesState: true,
    summary: 'The accounts generate-user made, as a CSV (UTF-8 with BOM, opens in Excel): username, password; once per key, for 30 minutes (super admin)',
    handle: async (call) => new FileDownload(GENERATED_ACCOUNTS_FILE.name, GENERATED_ACCOUNTS_FILE.type, generatedAccountsCsv(await call.get(UserAdminBatchService).takeGenerated(call.query.key))),
  }),
];
