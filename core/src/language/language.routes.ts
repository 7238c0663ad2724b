import { defineRoute } from '../api/api-route';
import { LanguageListQuery, LanguageUpdateBody } from './language.dto';
import { LanguageService } from './language.service';
import { NotFound } from '../shared/errors';
import { ProblemQueryService } from '../problem/problem-query.service';

/** `pid` is a problem's primary key; anything else names no problem. */
function pidOf(raw: string): number {
  const pid = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  if (pid < 1) throw new NotFound('problem.notFound');
  return pid;
}

/** The language list: everyone's (enabled ones) and the super admin's (03 §2: edit, enable, disable). */
export const languageRoutes = [
  defineRoute({
    method: 'GET', path: '/api/languages', tag: 'problem', access: { auth: 'anon' }, query: LanguageListQuery,
    summary: "The enabled languages of our own judge that some judge runner can run (every judge's enabled languages, runnable or not, with all=true: the problem editor's list), in list order, each marked available while a healthy judge runner can run it; with pid, the languages that public problem accepts and a runner can run (404 for any other pid)",
    handle: (call) => (call.query.pid === undefined ? call.get(LanguageService).listPublic({ all: call.query.all }) : call.get(ProblemQueryService).problemLanguages(pidOf(call.query.pid))),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/language', tag: 'admin', access: { auth: 'login', can: ['manage', 'Language'] },
    summary: 'Every language, disabled ones included, with the runners that can run it and the reasons of those that cannot (super admin)',
    handle: (call) => call.get(LanguageService).listForAdmin(),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/language', tag: 'admin', access: { auth: 'login', can: ['manage', 'Language'] }, body: LanguageUpdateBody, successKey: 'account.updated',
    summary: 'Changes a language (by id): description, contentType, template, codeTemplate, compileCommand, enabled, seq; only the fields sent change (super admin)',
    handle: (call) => {
      const { id, ...changes } = call.body;
      return call.get(LanguageService).update(id, changes);
    },
  }),
];

export const languageMessages = {
  'en-US': {
    'language.idRequired': 'The language id is required',
    'language.notFound': 'The language does not exist',
    'language.textRequired': '{{field}} must be text',
    'language.contentTypeInvalid': 'The content type must look like text/x-c++src',
    'language.seqInvalid': 'The order must be a whole number from 0 to 100000',
    'language.factorInvalid': 'A factor must be a number from 0.1 to 10 with at most two decimals (empty: the judge\'s own)',
    'language.notJudgeable': '{{language}} cannot be judged now: no judge server can run it',
  },
  'zh-CN': {
    'language.idRequired': '语言编号不能为空',
    'language.notFound': '语言不存在',
    'language.textRequired': '{{field}} 必须是文本',
    'language.contentTypeInvalid': '内容类型格式应如 text/x-c++src',
    'language.seqInvalid': '排序必须是 0 到 100000 之间的整数',
    'language.factorInvalid': '倍数必须是 0.1 到 10 之间、最多两位小数的数（留空为评测机默认值）',
    'language.notJudgeable': '{{language}} 暂时无法评测：没有评测机可以运行该语言',
  },
};
