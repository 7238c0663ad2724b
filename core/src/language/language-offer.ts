import { inject, injectable } from 'inversify';
import { JudgeRunnerRegistry, type JudgeRunnerView } from '../judge/judge-runner-registry';
import { ValidationError } from '../shared/errors';
import { OWN_JUDGE, type Language } from './language.model';

/**
 * The keys of our judge's languages that can be judged, as the runners' heartbeats say; `undefined` when
 * no runner has reported yet, so nothing is known (docs/judge.md, "Which languages are offered"):
 * - the languages any healthy runner runs, when one is online;
 * - with every runner silent (all restarting, or the judges down for a while), the languages the runners
 *   heard from in the last day ran: what comes back is most likely what left, and a submission waits in the
 *   queue for it, as Codeforces and DOMjudge keep submissions while their judges are away;
 * - with no runner ever heard from (a site just started, its judge still probing its toolchains), every
 *   enabled language: submissions wait, and a language that turns out unrunnable ends as System Error.
 */
export function judgeableLanguageKeys(runners: readonly JudgeRunnerView[]): ReadonlySet<string> | undefined {
  if (runners.length === 0) return undefined;
  const healthy = runners.filter((r) => r.healthy);
  return new Set((healthy.length > 0 ? healthy : runners).flatMap((r) => r.languages.map((l) => l.key)));
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

  /** The keys that can be judged now (undefined: no runner has reported, every enabled language is offered). */
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
