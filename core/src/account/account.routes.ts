import { packRules } from '@casl/ability/extra';
import { defineRoute, type ApiCall } from '../api/api-route';
import { NotFound, Unauthorized } from '../shared/errors';
import {
  ApplyResetBody,
  ChangeEmailBody,
  ChangePasswordBody,
  ChangeUserInfoBody,
  CheckUsernameOrEmailBody,
  EmailQuery,
  EndSessionsBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  SliderVerifyBody,
  UserLookupQuery,
} from './account.dto';
import { AccountSettingsService } from './account-settings.service';
import { ACCOUNT_LIMITS } from './account-limits';
import { AvatarService } from './avatar.service';
import { CaptchaService } from './captcha.service';
import { LoginService } from './login.service';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';
import { isAdminRole, ROLES } from './roles';
import { SessionService } from './session.service';
import { UserHomeService } from './user-home.service';
import { userInfoOf } from './user.model';
import { USER_REPOSITORY } from './user.repository';

const client = (call: ApiCall<unknown, unknown>) => ({ ip: call.request.ip, userAgent: call.userAgent });

/** Signs in and hands the client its session token (the site login and the admin login). */
async function signIn(call: ApiCall<unknown, LoginBody>, adminOnly?: (roles: readonly string[]) => boolean) {
  const { token, user } = await call.get(LoginService).login(call.body, client(call), { adminOnly });
  call.session.issue(token);
  return user;
}

/** Ends the session the request came with. */
async function signOut(call: ApiCall<unknown, unknown>): Promise<null> {
  if (call.session.token) await call.get(SessionService).end(call.session.token);
  call.session.clear();
  return null;
}
const uidOf = (call: ApiCall<unknown, unknown>): string => {
  if (!call.request.user) throw new Unauthorized();
  return call.request.user.uid;
};
/** The token of the session the request came with (after a renewal, the new one). */
const sessionTokenOf = (call: ApiCall<unknown, unknown>): string => {
  if (!call.session.token) throw new Unauthorized();
  return call.session.token;
};

export const accountRoutes = [
  defineRoute({
    method: 'GET', path: '/api/get-register-code', tag: 'account', access: { auth: 'anon' }, query: EmailQuery, changesState: true,
    summary: 'Sends a 6-digit registration code to the address (resend blocked 60 s; the code expires after 10 minutes)',
    handle: (call) => call.get(RegistrationService).sendCode(call.query.email, call.request.ip, call.request.locale),
  }),
  defineRoute({
    method: 'POST', path: '/api/check-username-or-email', tag: 'account', access: { auth: 'anon' }, body: CheckUsernameOrEmailBody,
    summary: 'Whether the username and the e-mail are already taken (a flag per field)',
    handle: (call) => call.get(RegistrationService).taken(call.body),
  }),
  defineRoute({
    method: 'POST', path: '/api/register', tag: 'account', access: { auth: 'anon' }, body: RegisterBody, successKey: 'account.registered',
    summary: 'Creates an account (username ≤ 20 and free, password 6–20, e-mail valid and free, the 6-digit code)',
    handle: (call) => call.get(RegistrationService).register(call.body, call.request.ip),
  }),
  defineRoute({
    method: 'POST', path: '/api/login', tag: 'account', access: { auth: 'anon' }, body: LoginBody, successKey: 'account.loggedIn',
    summary: 'Signs in; from the 5th failure (per account and client) a solved slide puzzle (sliderPass) is required, from the 10th of the account (any client) on every try with a wait per address doubling 1 s to 60 s (429); 20 failures per address in 15 minutes, then 429',
    handle: (call) => signIn(call),
  }),
  defineRoute({
    method: 'GET', path: '/api/logout', tag: 'account', access: { auth: 'login' }, changesState: true, successKey: 'account.loggedOut',
    summary: 'Ends this session only',
    handle: signOut,
  }),
  defineRoute({
    method: 'GET', path: '/api/captcha', tag: 'account', access: { auth: 'anon' },
    summary: 'An image captcha (img as a data URL, captchaKey): one answer per captcha',
    handle: (call) => call.get(CaptchaService).createCaptcha(call.request.ip),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-slider-captcha', tag: 'account', access: { auth: 'anon' },
    summary: 'A slide puzzle (325×100 background with a gap, the piece, its top); answered with verify-slider-captcha',
    handle: (call) => call.get(CaptchaService).createSlider(call.request.ip),
  }),
  defineRoute({
    method: 'POST', path: '/api/verify-slider-captcha', tag: 'account', access: { auth: 'anon' }, body: SliderVerifyBody,
    summary: 'Checks where the piece was dropped (±3 px, not too fast); returns a one-use sliderPass for the next login',
    handle: async (call) => ({ sliderPass: await call.get(CaptchaService).verifySlider(call.body.sliderKey, call.body.x, call.request.ip) }),
  }),
  defineRoute({
    method: 'POST', path: '/api/apply-reset-password', tag: 'account', access: { auth: 'anon' }, body: ApplyResetBody, successKey: 'account.resetMailSent',
    summary: 'Sends a password-reset code to a registered address (captcha required; 90 s between codes)',
    handle: (call) => call.get(PasswordResetService).apply(call.body, call.request.ip, call.request.locale),
  }),
  defineRoute({
    method: 'POST', path: '/api/reset-password', tag: 'account', access: { auth: 'anon' }, body: ResetPasswordBody, successKey: 'account.passwordReset',
    summary: 'Sets a new password with the e-mailed code (single use); every session of the account ends',
    handle: (call) => call.get(PasswordResetService).reset(call.body),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-user-auth-info', tag: 'account', access: { auth: 'login' },
    summary: "The user's roles and permissions, and the packed CASL rules the pages check buttons with",
    handle: async (call) => ({
      roles: call.request.user?.roles ?? [],
      roleList: ROLES.filter((r) => call.request.user?.roles.includes(r.role)),
      permissions: call.request.ability.rules.filter((r) => !r.inverted).map((r) => `${r.action}:${r.subject}`),
      rules: packRules(call.request.ability.rules),
      csrfToken: call.session.csrfToken,
    }),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-user-home-info', tag: 'account', access: { auth: 'anon' }, query: UserLookupQuery,
    summary: "A user's public profile by uid or username (yourself when neither is given)",
    handle: (call) => call.get(UserHomeService).homeInfo(call.query, call.request.user),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-user-calendar-heatmap', tag: 'account', access: { auth: 'anon' }, query: UserLookupQuery,
    summary: "A user's submissions per day over the last year",
    handle: (call) => call.get(UserHomeService).heatmap(call.query, call.request.user),
  }),
  defineRoute({
    method: 'POST', path: '/api/change-password', tag: 'account', access: { auth: 'login', can: ['update', 'Account'] }, body: ChangePasswordBody, successKey: 'account.updated',
    summary: "Changes the password (the current one is required; the new one must differ); the user's other sessions end, this one stays",
    handle: (call) => call.get(AccountSettingsService).changePassword(uidOf(call), call.body.oldPassword, call.body.newPassword, sessionTokenOf(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-change-email-code', tag: 'account', access: { auth: 'login', can: ['update', 'Account'] }, query: EmailQuery, changesState: true,
    summary: 'Sends a code to the new address (it must differ from the current one and be free)',
    handle: (call) => call.get(AccountSettingsService).sendChangeEmailCode(uidOf(call), call.query.email, call.request.ip, call.request.locale),
  }),
  defineRoute({
    method: 'POST', path: '/api/change-email', tag: 'account', access: { auth: 'login', can: ['update', 'Account'] }, body: ChangeEmailBody, successKey: 'account.updated',
    summary: 'Changes the e-mail address (current password and the code sent to the new address)',
    handle: (call) => call.get(AccountSettingsService).changeEmail(uidOf(call), call.body.password, call.body.newEmail, call.body.code),
  }),
  defineRoute({
    method: 'POST', path: '/api/change-userInfo', tag: 'account', access: { auth: 'login', can: ['update', 'Account'] }, body: ChangeUserInfoBody, successKey: 'account.updated',
    summary: 'Changes profile fields (nickname, gender, school, course, signature, github, blog, cfUsername, number, realname, mobile); username, email, avatar, title and roles are ignored',
    handle: (call) => call.get(AccountSettingsService).changeProfile(uidOf(call), call.body as unknown as Record<string, unknown>),
  }),
  defineRoute({
    method: 'POST', path: '/api/file/upload-avatar', tag: 'file', access: { auth: 'login', can: ['update', 'Account'] }, successKey: 'account.avatarUploaded',
    upload: { field: 'image', maxBytes: ACCOUNT_LIMITS.AVATAR_MAX_BYTES },
    summary: 'Uploads your avatar (multipart field image; gif, jpg, jpeg, png, bmp or webp by name and content; at most 2 MiB)',
    handle: (call) => {
      if (!call.file) throw new NotFound('error.fileMissing', { field: 'image' });
      return call.get(AvatarService).upload(uidOf(call), call.file);
    },
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/login', tag: 'admin', access: { auth: 'anon' }, body: LoginBody, successKey: 'account.loggedIn',
    summary: 'Signs in to the admin area (admin, problem_admin or root only); the login limits of /api/login, counted together',
    handle: (call) => signIn(call, isAdminRole),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/logout', tag: 'admin', access: { auth: 'login', can: ['enter', 'Admin'] }, changesState: true, successKey: 'account.loggedOut',
    summary: 'Ends this admin session',
    handle: signOut,
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/user/end-sessions', tag: 'admin', access: { auth: 'login', can: ['manage', 'User'] }, body: EndSessionsBody,
    summary: "Ends every session of a user (super admin); returns how many ended",
    async handle(call) {
      const user = await call.get(USER_REPOSITORY).findByUid(call.body.uid);
      if (!user) throw new NotFound('account.userNotFound');
      return { ended: await call.get(SessionService).endAll(user.uid), user: userInfoOf(user).username };
    },
  }),
];
