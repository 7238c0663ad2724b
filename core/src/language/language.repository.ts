import type { ServiceIdentifier } from 'inversify';
import type { Language, LanguageChanges, LanguageSeed } from './language.model';

/** The site's languages, in list order (seq, then id). */
export interface LanguageRepository {
  list(filter?: { enabledOnly?: boolean; oj?: string }): Promise<Language[]>;
  find(id: number): Promise<Language | undefined>;
  /** Undefined when there is no such language. */
  update(id: number, changes: LanguageChanges): Promise<Language | undefined>;
  /**
   * Inserts the seeds whose (oj, key) the site does not have yet and touches nothing else, so an
   * admin's edits survive every start; safe when several processes seed at once. Answers the keys inserted.
   */
  insertMissing(seeds: readonly LanguageSeed[]): Promise<string[]>;
}

export const LANGUAGE_REPOSITORY: ServiceIdentifier<LanguageRepository> = Symbol.for('oj.LanguageRepository');
