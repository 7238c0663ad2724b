/**
 * A code template in three parts: fixed code before the user's (prepend), what the editor shows
 * (template), fixed code after (append). FPS and QDUOJ carry them apart; the site keeps one text with
 * QDUOJ's and HOJ's markers, which the submissions feature splits to put the user's code in the middle.
 */
export interface TemplateParts {
  prepend: string;
  template: string;
  append: string;
}

const PARTS = [
  ['prepend', 'PREPEND'],
  ['template', 'TEMPLATE'],
  ['append', 'APPEND'],
] as const;

/** True when a stored template uses the markers (has a prepend or an append). */
export function hasTemplateMarkers(code: string): boolean {
  return /^\/\/TEMPLATE BEGIN$/m.test(code);
}

/**
 * One stored text: the template alone when there is neither prepend nor append, otherwise each part
 * between `//X BEGIN` and `//X END` lines. Exactly one newline is added before each END line, so
 * `splitTemplate` gives the parts back byte for byte.
 */
export function joinTemplate(parts: TemplateParts): string {
  if (!parts.prepend && !parts.append) return parts.template;
  return PARTS.map(([key, marker]) => `//${marker} BEGIN\n${parts[key]}\n//${marker} END\n`).join('\n');
}

/** The parts of a stored template (a text without markers is all template). */
export function splitTemplate(code: string): TemplateParts {
  if (!hasTemplateMarkers(code)) return { prepend: '', template: code, append: '' };
  const part = (marker: string) => new RegExp(`^//${marker} BEGIN\\n([\\s\\S]*?)\\n//${marker} END$`, 'm').exec(code)?.[1] ?? '';
  return { prepend: part('PREPEND'), template: part('TEMPLATE'), append: part('APPEND') };
}

/**
 * The program a submission runs: the user's code between the problem template's prepend and append
 * (FPS, QDUOJ and HOJ templates); the code unchanged when the template has neither.
 */
export function assembleSubmittedCode(template: string | undefined, code: string): string {
  if (!template) return code;
  const { prepend, append } = splitTemplate(template);
  if (!prepend && !append) return code;
  return `${prepend ? `${prepend}\n` : ''}${code}${append ? `\n${append}` : ''}`;
}
