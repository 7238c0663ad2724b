/** `%text%` for ILIKE with the wildcards of the text escaped (as the core's problem bank does). */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `?, ?, ?` for a list of values. */
export const placeholders = (n: number): string => new Array(n).fill('?').join(', ');
