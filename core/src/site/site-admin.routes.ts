import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { JudgeRunnerRegistry } from '../judge/judge-runner-registry';
import { defineRoute, signedInUser } from '../api/api-route';
import { sentFields } from '../api/sent-fields';
import { RECENT_SESSIONS_PAGE_SIZE, RecentSessionsService } from '../account/recent-sessions.service';
import { pageRequest } from '../shared/paging';
import { PageQuery } from './announcement.dto';
import { USER_REPOSITORY } from '../account/user.repository';
import { SUBMISSION_REPOSITORY } from '../submission/submission.repository';
import { siteTimeZone } from '../submission/site-time-zone';
import { WebsiteConfigService } from './website-config.service';
import { DASHBOARD_FACTS } from '../plugin/core-extension-points';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An http(s) URL, or empty. */
const URL_OR_EMPTY = /^$|^https?:\/\/[^\s]+$/;
const NAME_MAX = 255;
const SHORT_NAME_MAX = 64;
const DESCRIPTION_MAX = 2000;

/** `set-web-config`: every field optional (only those sent change), each checked. */
export class WebConfigBody {
  @IsOptional() @Transform(trim) @IsString() @Matches(URL_OR_EMPTY, { message: 'site.urlInvalid' }) @MaxLength(NAME_MAX)
  baseUrl?: string;

  @IsOptional() @Transform(trim) @IsString() @Matches(/\S/, { message: 'site.nameRequired' }) @MaxLength(NAME_MAX, { message: 'site.fieldTooLong' })
  name?: string;

  @IsOptional() @Transform(trim) @IsString() @Matches(/\S/, { message: 'site.shortNameRequired' }) @MaxLength(SHORT_NAME_MAX, { message: 'site.fieldTooLong' })
  shortName?: string;

  @IsOptional() @IsString() @MaxLength(DESCRIPTION_MAX, { message: 'site.fieldTooLong' })
  description?: string;

  @IsOptional() @IsBoolean({ message: 'site.booleanRequired' })
  register?: boolean;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(NAME_MAX, { message: 'site.fieldTooLong' })
  recordName?: string;

  @IsOptional() @Transform(trim) @IsString() @Matches(URL_OR_EMPTY, { message: 'site.urlInvalid' })
  recordUrl?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(NAME_MAX, { message: 'site.fieldTooLong' })
  projectName?: string;

  @IsOptional() @Transform(trim) @IsString() @Matches(URL_OR_EMPTY, { message: 'site.urlInvalid' })
  projectUrl?: string;
}

/** The website config in the admin area, and the dashboard's figures. */
export const siteAdminRoutes = [
  defineRoute({
    method: 'GET', path: '/api/admin/config/get-web-config', tag: 'admin', access: { auth: 'login', can: ['manage', 'Config'] },
    summary: 'The whole website config, base URL included (super admin)',
    handle: (call) => call.get(WebsiteConfigService).get(),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/config/set-web-config', tag: 'admin', access: { auth: 'login', can: ['manage', 'Config'] }, body: WebConfigBody, successKey: 'account.updated',
    summary: 'Changes the website config; every web process shows the change at once (super admin)',
    handle: (call) => {
      return call.get(WebsiteConfigService).update(sentFields(call.body));
    },
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/dashboard/get-dashboard-info', tag: 'admin', access: { auth: 'login', can: ['enter', 'Admin'] },
    summary: "Dashboard figures: users, today's submissions, judge runners online, and what the enabled plugins add through dashboardFacts (the contests plugin: recentContest, the contests of the last 14 days); the recent sessions are get-sessions",
    handle: async (call) => {
      const user = signedInUser(call);
      const [userNum, todayJudgeNum, runnerNum, ...added] = await Promise.all([
        call.get(USER_REPOSITORY).count(),
        call.get(SUBMISSION_REPOSITORY).countToday(siteTimeZone()),
        call.get(JudgeRunnerRegistry).onlineCount(),
        ...call.get(DASHBOARD_FACTS).list().map((f) => f.facts({ user, get: (id) => call.get(id) })),
      ]);
      return { ...Object.assign({}, ...added), userNum, todayJudgeNum, runnerNum };
    },
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/dashboard/get-sessions', tag: 'admin', access: { auth: 'login', can: ['enter', 'Admin'] }, query: PageQuery,
    summary: 'Live sessions, newest first, paged (currentPage, limit in the query; 10 by default): uid, username, ip, userAgent, gmtCreate, current. The super admin sees every user\'s; another admin their own',
    handle: (call) => {
      const viewer = { uid: signedInUser(call).uid, ability: call.request.ability, token: call.session.token };
      return call.get(RecentSessionsService).page(viewer, pageRequest(call.query.currentPage, call.query.limit, RECENT_SESSIONS_PAGE_SIZE));
    },
  }),
];

export const siteAdminMessages = {
  'en-US': {
    'site.dataSourcesFromEnvironment': 'The database and Redis are set in the environment (DATABASE_URL, REDIS_URL): change them there and restart the site',
    'site.urlInvalid': 'The link must start with http:// or https://',
    'site.nameRequired': 'The site name is required',
    'site.shortNameRequired': 'The short name is required',
    'site.fieldTooLong': '{{field}} is too long',
    'site.booleanRequired': '{{field}} must be true or false',
    'site.integerRequired': '{{field}} must be a whole number',
    'site.numberRange': '{{field}} must be from 0 to 86400',
  },
  'zh-CN': {
    'site.dataSourcesFromEnvironment': '数据库和 Redis 由环境变量（DATABASE_URL、REDIS_URL）设置：请在那里修改并重启网站',
    'site.urlInvalid': '链接必须以 http:// 或 https:// 开头',
    'site.nameRequired': '网站名称不能为空',
    'site.shortNameRequired': '网站简称不能为空',
    'site.fieldTooLong': '{{field}} 太长',
    'site.booleanRequired': '{{field}} 只能是 true 或 false',
    'site.integerRequired': '{{field}} 必须是整数',
    'site.numberRange': '{{field}} 必须在 0 到 86400 之间',
  },
};
