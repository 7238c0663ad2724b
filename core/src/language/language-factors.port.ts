import type { ServiceIdentifier } from 'inversify';
import type { Language } from './language.model';

/** How much more time and memory than the problem's limits a language gets (the runner enforces these). */
export interface LanguageFactor {
  time: number;
  memory: number;
}

/**
 * The judge's factor table, by language key. The site shows limits × factors beside each language, so
 * users read the limits the runner will apply (docs/judge.md, "Languages").
 */
export interface LanguageFactors {
  factorOf(key: string): LanguageFactor | undefined;
}

export const LANGUAGE_FACTORS: ServiceIdentifier<LanguageFactors> = Symbol.for('oj.LanguageFactors');

/** A table from a plain map (the composition root builds it from the judge's definitions). */
export class LanguageFactorTable implements LanguageFactors {
  constructor(private readonly table: ReadonlyMap<string, LanguageFactor>) {}

  factorOf(key: string): LanguageFactor | undefined {
    return this.table.get(key);
  }
}

/**
 * The factors the runner applies to a language of the site's list: the super admin's, else the judge's
 * own (01 §9: 1 for C and C++, 2 for the others), else 1. The judge task carries them, and the problem
 * page shows the limits they give, so both read the same numbers.
 */
export function appliedFactor(language: Pick<Language, 'key' | 'timeFactor' | 'memoryFactor'>, judge: LanguageFactors): LanguageFactor {
  const own = judge.factorOf(language.key);
  return { time: language.timeFactor ?? own?.time ?? 1, memory: language.memoryFactor ?? own?.memory ?? 1 };
}
