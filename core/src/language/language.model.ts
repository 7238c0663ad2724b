/** The judge that runs a language: our own runners are 'ME' (01 §3), a remote judge's its OJ's name. */
export const OWN_JUDGE = 'ME';

/**
 * A language of the site's list (01 §3, 03 §3), seeded from the judge's definitions and edited by the
 * super admin. `key` is the judge's name for it (what submissions carry); `name` is what users see and
 * send, seeded the same.
 */
export interface Language {
  id: number;
  key: string;
  name: string;
  /** The compiler or runtime, as users read it in the editor's list. */
  description: string;
  /** The editor's highlighting mode. */
  contentType: string;
  /** The example program the help page shows (A+B). */
  template: string;
  /** The code a new editor starts with (empty: none). */
  codeTemplate: string;
  /** The compile command the help page shows. */
  compileCommand: string;
  enabled: boolean;
  oj: string;
  /** Place in lists (ascending). */
  seq: number;
  /** The factor the runner multiplies a problem's time limit by; null: the judge's own for the language. */
  timeFactor: number | null;
  /** The same for the memory limit. */
  memoryFactor: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

/** What the super admin may change; the key, name and judge belong to the judge's definition. */
export type LanguageChanges = Partial<Pick<Language, 'description' | 'contentType' | 'template' | 'codeTemplate' | 'compileCommand' | 'enabled' | 'seq' | 'timeFactor' | 'memoryFactor'>>;

/** A language as a judge defines it, inserted when the site has none by that key. */
export type LanguageSeed = Pick<Language, 'key' | 'name' | 'description' | 'contentType' | 'template' | 'codeTemplate' | 'compileCommand' | 'oj' | 'seq'>;

/** Form limits (the columns' sizes). */
export const LANGUAGE_DESCRIPTION_MAX = 255;
export const LANGUAGE_CONTENT_TYPE_MAX = 64;
export const LANGUAGE_COMPILE_COMMAND_MAX = 1024;
export const LANGUAGE_TEMPLATE_MAX = 65535;
export const LANGUAGE_SEQ_MAX = 100_000;
/** A limit factor's range (the column's check): a tenth of the problem's limit up to ten times it. */
export const LANGUAGE_FACTOR_MIN = 0.1;
export const LANGUAGE_FACTOR_MAX = 10;
