/**
 * Which monaco language highlights a site language. The site's languages carry CodeMirror-style MIME
 * types (`contentType`, 03 §3); a name is the fallback when the list has not been read.
 */
const BY_CONTENT_TYPE: Record<string, string> = {
  'text/x-csrc': 'c',
  'text/x-c++src': 'cpp',
  'text/x-java': 'java',
  'text/x-python': 'python',
  'text/x-go': 'go',
  'text/javascript': 'javascript',
  'text/x-rustsrc': 'rust',
  'text/x-pascal': 'pascal',
  'text/x-ruby': 'ruby',
  'text/x-php': 'php',
};

const BY_NAME: Array<[RegExp, string]> = [
  [/^(c\+\+|cpp|g\+\+|clang\+\+)/i, 'cpp'],
  [/^(c|gcc|clang)(\s|$|\d)/i, 'c'],
  [/^java/i, 'java'],
  [/^(python|pypy)/i, 'python'],
  [/^(go|golang)/i, 'go'],
  [/^(javascript|node)/i, 'javascript'],
  [/^rust/i, 'rust'],
  [/^(pascal|fpc)/i, 'pascal'],
  [/^ruby/i, 'ruby'],
  [/^php/i, 'php'],
];

export const PLAIN_TEXT = 'plaintext';

export function monacoLanguageOf(name: string, contentType?: string): string {
  if (contentType && BY_CONTENT_TYPE[contentType]) return BY_CONTENT_TYPE[contentType];
  return BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? PLAIN_TEXT;
}
