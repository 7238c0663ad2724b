/**
 * The display id a new contest problem is offered: the letter after the last single-letter one (A, B, …),
 * or A; past Z, nothing (the admin names it).
 */
export function nextDisplayId(taken: string[]): string {
  const letters = taken.filter((id) => /^[A-Z]$/.test(id)).map((id) => id.charCodeAt(0));
  const next = letters.length === 0 ? 65 : Math.max(...letters) + 1;
  return next <= 90 && !taken.includes(String.fromCharCode(next)) ? String.fromCharCode(next) : '';
}
