import { OWN_JUDGE, type Language } from '../language/language.model';
import type { LanguageRepository } from '../language/language.repository';
import type { Problem } from '../problem/problem.model';
import type { ProblemRepository } from '../problem/problem.repository';
import { ValidationError } from '../shared/errors';

/** The judge whose languages a problem takes: a remote judge's own for a mirrored problem, else ours ('ME'). */
export const judgeOf = (problem: Pick<Problem, 'isRemote' | 'remoteOj'>): string => (problem.isRemote && problem.remoteOj ? problem.remoteOj : OWN_JUDGE);

/**
 * The language the user chose, if the problem accepts it and it is enabled on the problem's judge (01
 * §5; a remote problem's languages are its remote judge's): otherwise 400 'submission.languageUnavailable'.
 * Submissions and test runs pick it the same way.
 */
export async function problemLanguage(problems: ProblemRepository, languages: LanguageRepository, problem: Problem, name: string): Promise<Language> {
  const [ids, enabled] = await Promise.all([problems.languageIds(problem.id), languages.list({ enabledOnly: true, oj: judgeOf(problem) })]);
  const allowed = new Set(ids);
  const language = enabled.find((l) => l.name === name && allowed.has(l.id));
  if (!language) throw new ValidationError('submission.languageUnavailable', { language: name }, [{ field: 'language', key: 'submission.languageUnavailable' }]);
  return language;
}

/** The problem's enabled code template for a language (its prepend and append go around the user's code). */
export async function problemTemplate(problems: ProblemRepository, pid: number, languageId: number): Promise<string | undefined> {
  return (await problems.codeTemplates(pid)).find((t) => t.status && t.languageId === languageId)?.code;
}
