import { extname } from 'node:path';
import { LANGUAGE_DEFINITIONS } from '../languages/definitions';
import type { LanguageDefinition } from '../languages/language';

/** The short key a source file is judged as when `--language` is not given (the definitions say which language it is). */
const SHORT_KEY_BY_EXTENSION: Record<string, string> = {
  '.c': 'c',
  '.cc': 'cpp',
  '.cpp': 'cpp',
  '.cxx': 'cpp',
  '.java': 'java',
  '.py': 'py3',
  '.go': 'go',
  '.js': 'js',
  '.rs': 'rust',
  '.pas': 'pascal',
  '.rb': 'ruby',
  '.php': 'php',
};

/**
 * The language `oj-judge --language` names: a site's language name as submissions carry it (`C++ 17 With
 * O2`, in any letter case) or a short key (`cpp`, `py3`, ...). Undefined when it names none.
 */
export function languageNamed(given: string, definitions: readonly LanguageDefinition[] = LANGUAGE_DEFINITIONS): string | undefined {
  const exact = given.trim();
  const wanted = exact.toLowerCase();
  if (!wanted) return undefined;
  // the exact name first, then a short key ('c' is C With O2, not C), then the name in another case
  const found =
    definitions.find((d) => d.key === exact) ?? definitions.find((d) => d.shortKeys?.includes(wanted)) ?? definitions.find((d) => d.key.toLowerCase() === wanted);
  return found?.key;
}

/** The language a source file is judged as when `--language` is not given, by its extension. */
export function languageForFile(file: string, definitions: readonly LanguageDefinition[] = LANGUAGE_DEFINITIONS): string | undefined {
  const shortKey = SHORT_KEY_BY_EXTENSION[extname(file).toLowerCase()];
  return shortKey ? languageNamed(shortKey, definitions) : undefined;
}

/** `c, cpp, java, ...`: every short key, in the definitions' order (for messages and `--list-languages`). */
export function shortKeysOf(definitions: readonly LanguageDefinition[] = LANGUAGE_DEFINITIONS): string[] {
  return definitions.flatMap((d) => d.shortKeys ?? []);
}
