/** The code editor's constants (01 §9) and what it remembers per problem in localStorage (01 §3 "Stored locally"). */

export const EDITOR_THEMES = ['monokai', 'solarized', 'material', 'idea', 'eclipse', 'base16-dark', 'cobalt', 'dracula'] as const;
export type EditorTheme = (typeof EDITOR_THEMES)[number];
export const DEFAULT_THEME: EditorTheme = 'solarized';

export const FONT_SIZE_MIN = 12;
export const FONT_SIZE_MAX = 20;
export const DEFAULT_FONT_SIZE = 16;
export const FONT_SIZES = Array.from({ length: FONT_SIZE_MAX - FONT_SIZE_MIN + 1 }, (_, i) => FONT_SIZE_MIN + i);

export const TAB_SIZES = [2, 4, 8] as const;
export const DEFAULT_TAB_SIZE = 4;

/** The languages a problem offers when it names none (01 §9), and the one chosen first. */
export const DEFAULT_LANGUAGES = ['C', 'C++', 'Java', 'Python3', 'Python2'] as const;
export const DEFAULT_LANGUAGE = 'C++';

/** 01 §5 / §9: code longer than this is refused before it is sent. */
export const CODE_MAX_LENGTH = 65535;

export interface EditorState {
  language: string;
  code: string;
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
}

const STORAGE_PREFIX = 'oj:problem-editor:';

/** The storage key of one problem's editor (the group id keeps group copies of a display id apart). */
export function editorStorageKey(problemId: string, gid?: string | number | null): string {
  return `${STORAGE_PREFIX}${gid ? `g${gid}:` : ''}${problemId}`;
}

/** The language to start with: the remembered one when the problem still offers it, else C++, else the first offered (01 §5). */
export function pickLanguage(offered: readonly string[], wanted: string | undefined): string {
  if (wanted && offered.includes(wanted)) return wanted;
  if (offered.includes(DEFAULT_LANGUAGE)) return DEFAULT_LANGUAGE;
  return offered[0] ?? DEFAULT_LANGUAGE;
}

/**
 * The languages a problem offers: its own list, else (no list at all) the default set. An empty list is
 * the server saying no judge runner can run any of the problem's languages now: nothing is offered.
 */
export function offeredLanguages(languages: readonly string[] | undefined | null): string[] {
  return languages ? [...languages] : [...DEFAULT_LANGUAGES];
}

const isTheme = (value: unknown): value is EditorTheme => (EDITOR_THEMES as readonly unknown[]).includes(value);

/**
 * What the editor of a problem starts with: the stored state, each field checked (an unknown theme,
 * size or language falls back), else the template of the chosen language.
 */
export function initialEditorState(stored: unknown, offered: readonly string[], templates: Record<string, string>): EditorState {
  const saved = (stored && typeof stored === 'object' ? stored : {}) as Partial<Record<keyof EditorState, unknown>>;
  const language = pickLanguage(offered, typeof saved.language === 'string' ? saved.language : undefined);
  // remembered code belongs to its language; a language that had to change starts from its template
  const code = typeof saved.code === 'string' && saved.language === language ? saved.code : (templates[language] ?? '');
  return {
    language,
    code,
    theme: isTheme(saved.theme) ? saved.theme : DEFAULT_THEME,
    fontSize: typeof saved.fontSize === 'number' && FONT_SIZES.includes(saved.fontSize) ? saved.fontSize : DEFAULT_FONT_SIZE,
    tabSize: typeof saved.tabSize === 'number' && (TAB_SIZES as readonly number[]).includes(saved.tabSize) ? saved.tabSize : DEFAULT_TAB_SIZE,
  };
}

/**
 * The code after a language switch: a blank editor or an untouched template becomes the new language's
 * template; anything the user wrote stays.
 */
export function codeAfterLanguageChange(code: string, from: string, to: string, templates: Record<string, string>): string {
  const untouched = code.trim() === '' || code === (templates[from] ?? '');
  return untouched ? (templates[to] ?? '') : code;
}

export function readEditorState(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

export function writeEditorState(key: string, state: EditorState): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(state));
  } catch {
    // storage full or disabled: the editor still works, it only forgets
  }
}
