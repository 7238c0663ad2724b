import { inject, injectable } from 'inversify';
import { JudgeRunnerRegistry, type JudgeRunnerView } from '../judge/judge-runner-registry';
import { ValidationError } from '../shared/errors';
import { OWN_JUDGE, type Language } from './language.model';

/**
 * The keys of our judge's languages that can be judged now, as the healthy runners' heartbeats say (a beat
 * within 20 s); `undefined` while no runner is online, so nothing is known (docs/judge.md, "Which languages
 * are offered"). Then every enabled language stays offered and a submission waits in the queue until a runner
 * is back, as Codeforces and DOMjudge keep submissions while their judges are away: the judges restarting, a
 * site just started whose judge still probes its toolchains, or a host that cannot judge (/api/health says why).
 */
export function judgeableLanguageKeys(runners: readonly JudgeRunnerView[]): ReadonlySet<string> | undefined {
  const healthy = runners.filter((r) => r.healthy);
  return healthy.length > 0 ? new Set(healthy.flatMap((r) => r.languages.map((l) => l.key))) : undefined;
}

/** Whether a language is offered: remote judges' always (their judge decides), ours while it is judgeable. */
export function isOffered(language: Pick<Language, 'key' | 'oj'>, judgeable: ReadonlySet<string> | undefined): boolean {
  return language.oj !== OWN_JUDGE || judgeable === undefined || judgeable.has(language.key);
}

/**
 * The submit-side check of the language offer: submissions and test runs in a language no judge runner can
 * run are refused at once with a message naming it, instead of waiting for a System Error.
 */
@injectable()
export class LanguageOffer {
  constructor(@inject(JudgeRunnerRegistry) private readonly runners: JudgeRunnerRegistry) {}

  /** The keys that can be judged now (undefined: no runner is online, every enabled language is offered). */
  async judgeableKeys(): Promise<ReadonlySet<string> | undefined> {
    return judgeableLanguageKeys(await this.runners.list());
  }

  /** 400 'language.notJudgeable' (on the `language` field) unless some runner can judge the language. */
  async checkJudgeable(language: Pick<Language, 'key' | 'name' | 'oj'>): Promise<void> {
    if (!isOffered(language, await this.judgeableKeys())) {
      const params = { language: language.name };
      throw new ValidationError('language.notJudgeable', params, [{ field: 'language', key: 'language.notJudgeable', params }]);
    }
  }
}
