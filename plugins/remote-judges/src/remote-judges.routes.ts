import { defineRoute, ValidationError } from '@oj/core';
import { IsString, MaxLength } from 'class-validator';
import { RecentOtherContests } from './contests/recent-contests';
import { JudgeHealth } from './health/judge-health';
import { adapterOf } from './judges/registry';

/** `check-health`'s body: the judge's key. */
export class JudgeNameBody {
  @IsString({ message: 'remote.nameRequired' }) @MaxLength(16, { message: 'remote.nameRequired' })
  name!: string;
}

/** The plugin's calls: the home page's contests of other judges (api-calls.tsv), and the admin's health check. */
export const remoteJudgeRoutes = [
  defineRoute({
    method: 'GET', path: '/api/get-recent-other-contest', tag: 'contest', access: { auth: 'anon' },
    summary: "Coming contests of other judges (Codeforces' official contest list, AtCoder's home page) while those judges are enabled, soonest first, at most 10: {oj, title, beginTime, url}; read at most once an hour",
    handle: (call) => call.get(RecentOtherContests).list(),
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/remote-judge/check-health', tag: 'admin', access: { auth: 'login', can: ['manage', 'Switch'] }, body: JudgeNameBody,
    summary: 'Our extension: checks a remote judge now (its page, a login with a free account) and answers its state {healthy, lastCheck, message} (super admin)',
    handle: async (call) => {
      const adapter = adapterOf(call.body.name.trim().toUpperCase());
      if (!adapter) throw new ValidationError('remote.unknownJudge', { name: call.body.name, keys: 'HDU, CF, POJ, GYM, AC, SPOJ, LIBRE' }, [{ field: 'name', key: 'remote.unknownJudge' }]);
      return call.get(JudgeHealth).check(adapter);
    },
  }),
];
