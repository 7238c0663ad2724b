/** The start of an announcement as plain text: the markdown's marks dropped (headings, emphasis, code, links, images). */
export function plainTextOf(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|~~|`+)(\S(?:.*?\S)?)\1/g, '$2')
    // single * or _ and __ only around words, so a * b and snake_case stay
    .replace(/(^|[\s(])(__|\*|_)(\S(?:.*?\S)?)\2(?=[\s).,;:!?]|$)/g, '$1$3')
    .replace(/\$\$?([^$]*)\$\$?/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
