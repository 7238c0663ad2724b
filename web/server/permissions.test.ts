import type { RoleName } from '@oj/core';
import { createUser, login } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// Who may call each account and admin route: guest, a user, each restricted numeric role, problem_admin,
// admin and root. Every answer must be the expected one of: reached the use case (anything but 401/403,
// e.g. 200, or a 400 or 404 for the deliberately empty input), 401 or 403. Nothing else, never a 5xx.

type Who = 'guest' | RoleName;
const WHO: Who[] = ['guest', 'default_user', 'no_submit_user', 'no_discuss_user', 'mute_user', 'no_submit_no_discuss_user', 'no_submit_mute_user', 'problem_admin', 'admin', 'root'];
const SIGNED_IN: Who[] = WHO.filter((w) => w !== 'guest');
const ADMIN_AREA: Who[] = ['problem_admin', 'admin', 'root'];
const SUPER_ADMIN: Who[] = ['root'];

interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** Who reaches the use case; everyone else gets `denied`. */
  allowed: Who[];
}

const cases: Case[] = [
  { method: 'GET', path: '/api/captcha', allowed: WHO },
  { method: 'GET', path: '/api/get-slider-captcha', allowed: WHO },
  { method: 'POST', path: '/api/check-username-or-email', body: { username: 'x' }, allowed: WHO },
  { method: 'POST', path: '/api/register', body: {}, allowed: WHO },
  { method: 'POST', path: '/api/apply-reset-password', body: {}, allowed: WHO },
  { method: 'POST', path: '/api/reset-password', body: {}, allowed: WHO },
  { method: 'GET', path: '/api/get-user-home-info?username=root', allowed: WHO },
  { method: 'GET', path: '/api/get-user-calendar-heatmap?username=root', allowed: WHO },
  { method: 'GET', path: '/api/get-user-auth-info', allowed: SIGNED_IN },
  { method: 'POST', path: '/api/change-password', body: {}, allowed: SIGNED_IN },
  { method: 'GET', path: '/api/get-change-email-code?email=bad', allowed: SIGNED_IN },
  { method: 'POST', path: '/api/change-email', body: {}, allowed: SIGNED_IN },
  { method: 'POST', path: '/api/change-userInfo', body: { nickname: 'n' }, allowed: SIGNED_IN },
  { method: 'POST', path: '/api/admin/user/end-sessions', body: { uid: 'nobody' }, allowed: ['root'] },
  { method: 'GET', path: '/api/admin/user/get-user-list', allowed: SUPER_ADMIN },
  { method: 'PUT', path: '/api/admin/user/edit-user', body: {}, allowed: SUPER_ADMIN },
  { method: 'DELETE', path: '/api/admin/user/delete-user', body: {}, allowed: SUPER_ADMIN },
  { method: 'POST', path: '/api/admin/user/insert-batch-user', body: {}, allowed: SUPER_ADMIN },
  { method: 'POST', path: '/api/admin/user/generate-user', body: {}, allowed: SUPER_ADMIN },
  { method: 'GET', path: '/api/file/generate-user-excel?key=00000000-0000-0000-0000-000000000000', allowed: SUPER_ADMIN },
  { method: 'GET', path: '/api/admin/logout', allowed: ADMIN_AREA },
  { method: 'GET', path: '/api/logout', allowed: SIGNED_IN },
  { method: 'GET', path: '/api/admin/msg/notice', allowed: SUPER_ADMIN },
  { method: 'POST', path: '/api/admin/msg/notice', body: {}, allowed: SUPER_ADMIN },
  { method: 'PUT', path: '/api/admin/msg/notice', body: {}, allowed: SUPER_ADMIN },
  { method: 'DELETE', path: '/api/admin/msg/notice?id=999999', allowed: SUPER_ADMIN },
  { method: 'GET', path: '/api/admin/config/get-email-config', allowed: SUPER_ADMIN },
  { method: 'PUT', path: '/api/admin/config/set-email-config', body: {}, allowed: SUPER_ADMIN },
  { method: 'POST', path: '/api/admin/config/test-email', body: {}, allowed: SUPER_ADMIN },
  { method: 'GET', path: '/api/admin/mail/outbox', allowed: SUPER_ADMIN },
  { method: 'GET', path: '/api/admin/mail/outbox/detail?id=999999', allowed: SUPER_ADMIN },
  { method: 'POST', path: '/api/admin/mail/outbox/resend', body: { id: '999999' }, allowed: SUPER_ADMIN },
  // the admin back end of the site (issue 5): login, dashboard, website config, switches, announcements, carousel
  { method: 'POST', path: '/api/admin/login', body: {}, allowed: WHO },
  { method: 'GET', path: '/api/admin/dashboard/get-dashboard-info', allowed: ADMIN_AREA },
  { method: 'POST', path: '/api/admin/dashboard/get-sessions', allowed: ADMIN_AREA },
  { method: 'GET', path: '/api/admin/config/get-sms-config', allowed: SUPER_ADMIN },
  { method: 'PUT', path: '/api/admin/config/set-sms-config', body: {}, allowed: SUPER_ADMIN },
  { method: 'GET', path: '/api/admin/role/get-role-abilities', allowed: SUPER_ADMIN },
  { method: 'GET', path: '/api/admin/config/get-judge-service-info', allowed: ADMIN_AREA },
  { method: 'GET', path: '/api/admin/config/get-service-info', allowed: SUPER_ADMIN },
  { method: 'GET', path: '/api/admin/config/get-db-and-redis-config', allowed: SUPER_ADMIN },
  { method: 'PUT', path: '/api/admin/config/set-db-and-redis-config', body: {}, allowed: SUPER_ADMIN },
  { method: 'GET', path: '/api/admin/config/get-web-config', allowed: SUPER_ADMIN },
  { method: 'PUT', path: '/api/admin/config/set-web-config', body: {}, allowed: SUPER_ADMIN },
  { method: 'GET', path: '/api/admin/switch/info', allowed: SUPER_ADMIN },
  { method: 'PUT', path: '/api/admin/switch/update', body: {}, allowed: SUPER_ADMIN },
  { method: 'GET', path: '/api/admin/announcement', allowed: SUPER_ADMIN },
  { method: 'POST', path: '/api/admin/announcement', body: {}, allowed: SUPER_ADMIN },
  { method: 'PUT', path: '/api/admin/announcement', body: {}, allowed: SUPER_ADMIN },
  { method: 'DELETE', path: '/api/admin/announcement?aid=999999', allowed: SUPER_ADMIN },
  { method: 'POST', path: '/api/file/upload-carouse-img', body: {}, allowed: SUPER_ADMIN },
  { method: 'DELETE', path: '/api/admin/config/home-carousel?id=999999', allowed: SUPER_ADMIN },
  // languages: everyone reads the enabled ones; the super admin edits them
  { method: 'GET', path: '/api/languages', allowed: WHO },
  { method: 'GET', path: '/api/admin/language', allowed: SUPER_ADMIN },
  { method: 'PUT', path: '/api/admin/language', body: {}, allowed: SUPER_ADMIN },
  // the site's pages (issue 4): rankings for everyone, the unread badge for a signed-in user
  { method: 'GET', path: '/api/get-rank-list?type=0', allowed: WHO },
  { method: 'GET', path: '/api/msg/unread', allowed: SIGNED_IN },
  // the message centre (issue 20): each signed-in user's own boxes, whatever their role (muted users are told too)
  ...(['comment', 'reply', 'like', 'sys', 'mine'] as const).map((box): Case => ({ method: 'GET', path: `/api/msg/${box}`, allowed: SIGNED_IN })),
  { method: 'DELETE', path: '/api/msg/clean?type=Sys&id=999999', allowed: SIGNED_IN },
  // the problem bank's public calls (issue 6): reading for everyone, marks and the to-do list for a signed-in user
  { method: 'GET', path: '/api/get-problem-list', allowed: WHO },
  { method: 'GET', path: '/api/get-all-problem-tags', allowed: WHO },
  { method: 'GET', path: '/api/get-problem-tags-and-classification', allowed: WHO },
  { method: 'GET', path: '/api/get-random-problem', allowed: WHO },
  { method: 'GET', path: '/api/get-problem-detail?problemId=NONE', allowed: WHO },
  { method: 'GET', path: '/api/get-problem-tags?pid=999999', allowed: WHO },
  { method: 'GET', path: '/api/get-problem-languages?pid=999999', allowed: WHO },
  { method: 'GET', path: '/api/get-problem-code-template?pid=999999', allowed: WHO },
  { method: 'GET', path: '/api/get-recent-updated-problem', allowed: WHO },
  { method: 'GET', path: '/api/get-full-screen-problem-list', allowed: SIGNED_IN },
  { method: 'POST', path: '/api/get-user-problem-status', body: { pidList: [] }, allowed: SIGNED_IN },
  { method: 'POST', path: '/api/toggle-user-todo-problem-status', body: { pid: 999999, set: true }, allowed: SIGNED_IN },
  { method: 'GET', path: '/api/get-user-todo-problem-list', allowed: SIGNED_IN },
  // the admin problem bank and tags (issue 6): root, admins and problem admins
  { method: 'GET', path: '/api/admin/problem/get-problem-list', allowed: ADMIN_AREA },
  { method: 'GET', path: '/api/admin/problem?pid=999999', allowed: ADMIN_AREA },
  { method: 'POST', path: '/api/admin/problem', body: {}, allowed: ADMIN_AREA },
  { method: 'PUT', path: '/api/admin/problem', body: {}, allowed: ADMIN_AREA },
  { method: 'DELETE', path: '/api/admin/problem?pid=999999', allowed: ADMIN_AREA },
  { method: 'PUT', path: '/api/admin/problem/change-problem-auth', body: { id: 999999, auth: 1 }, allowed: ADMIN_AREA },
  { method: 'GET', path: '/api/admin/problem/get-problem-cases?pid=999999', allowed: ADMIN_AREA },
  { method: 'POST', path: '/api/admin/problem/compile-spj', body: {}, allowed: ADMIN_AREA },
  { method: 'POST', path: '/api/admin/problem/compile-interactive', body: {}, allowed: ADMIN_AREA },
  { method: 'POST', path: '/api/file/upload-testcase-zip', body: {}, allowed: ADMIN_AREA },
  { method: 'POST', path: '/api/file/import-problem', body: {}, allowed: ADMIN_AREA },
  { method: 'POST', path: '/api/file/import-qdoj-problem', body: {}, allowed: ADMIN_AREA },
  { method: 'POST', path: '/api/file/import-fps-problem', body: {}, allowed: ADMIN_AREA },
  { method: 'POST', path: '/api/file/import-hydro-problem', body: {}, allowed: ADMIN_AREA },
  { method: 'GET', path: '/api/file/export-problem', allowed: ADMIN_AREA },
  { method: 'GET', path: '/api/file/download-testcase?pid=999999', allowed: ADMIN_AREA },
  { method: 'POST', path: '/api/admin/tag', body: {}, allowed: ADMIN_AREA },
  { method: 'PUT', path: '/api/admin/tag', body: {}, allowed: ADMIN_AREA },
  { method: 'DELETE', path: '/api/admin/tag?tid=999999', allowed: ADMIN_AREA },
  { method: 'GET', path: '/api/admin/tag/classification', allowed: ADMIN_AREA },
  { method: 'POST', path: '/api/admin/tag/classification', body: {}, allowed: ADMIN_AREA },
  { method: 'PUT', path: '/api/admin/tag/classification', body: {}, allowed: ADMIN_AREA },
  { method: 'DELETE', path: '/api/admin/tag/classification?tcid=999999', allowed: ADMIN_AREA },
  { method: 'POST', path: '/api/file/upload-md-img', body: {}, allowed: ADMIN_AREA },
  { method: 'GET', path: '/api/file/delete-md-img?fileId=none', allowed: ADMIN_AREA },
  { method: 'POST', path: '/api/file/upload-md-file', body: {}, allowed: ADMIN_AREA },
];

describe('permission matrix of the account and admin routes', () => {
  let t: TestSite;
  const tokens = new Map<Who, string>();

  const nameOf = (who: Who) => (who === 'root' ? 'root' : `m-${who}`.slice(0, 20));
  const passwordOf = (who: Who) => (who === 'root' ? 'root-pass-1' : 'matrix-pw');

  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    for (const who of SIGNED_IN) if (who !== 'root') await createUser(t, nameOf(who), passwordOf(who), [who as RoleName]);
  });

  // fresh sessions before the first row and after each row that ends the ones it is given (the logouts;
  // a login costs a real password hash, 9 per round), each round from its own addresses so the login rate
  // limit of one client is never reached. A row that ended sessions unnoticed would fail the next with 401s.
  const endsSessions = (c: Case) => /^\/api\/(admin\/)?logout$/.test(c.path);
  let round = 0;
  let signedOut = true;
  beforeEach(async () => {
    if (!signedOut) return;
    round++;
    for (const who of SIGNED_IN) tokens.set(who, (await login(t, nameOf(who), passwordOf(who), `10.8.${round}.${SIGNED_IN.indexOf(who)}`)).token);
    signedOut = false;
  });
  afterAll(() => t.close());

  for (const c of cases) {
    it(`${c.method} ${c.path.split('?')[0]}`, async () => {
      signedOut = endsSessions(c);
      const answers: Record<string, number> = {};
      for (const who of WHO) {
        const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': `10.9.1.${WHO.indexOf(who)}` };
        const token = tokens.get(who);
        if (token) headers.authorization = token;
        const res = await fetch(`${t.url}${c.path}`, { method: c.method, headers, body: c.body === undefined ? undefined : JSON.stringify(c.body) });
        answers[who] = res.status;
        const body = await json(res);
        expect(body.status).toBe(res.status);
      }
      const expected = Object.fromEntries(WHO.map((who) => [who, c.allowed.includes(who) ? 'reached' : who === 'guest' ? 401 : 403]));
      const got = Object.fromEntries(WHO.map((who) => [who, answers[who] === 401 || answers[who] === 403 ? answers[who] : answers[who] < 500 ? 'reached' : answers[who]]));
      expect(got).toEqual(expected);
    });
  }
});
