/** `%text%` for ILIKE with the wildcards of the text escaped. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `?, ?, ?` for a list of values. */
export const placeholders = (n: number): string => new Array(n).fill('?').join(', ');

export const iso = (v: Date | string): string => new Date(v).toISOString();
/** '' (no avatar, no title) as null, as the pages read it. */
export const orNull = (v: string | null | undefined): string | null => (v ? v : null);
