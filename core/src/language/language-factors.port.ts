import type { ServiceIdentifier } from 'inversify';

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
