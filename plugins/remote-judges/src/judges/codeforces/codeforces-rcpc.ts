import { createDecipheriv } from 'node:crypto';

/** Codeforces' anti-bot page: it sets the RCPC cookie by script and reloads. */
const REDIRECTING = /Redirecting\.\.\. Please, wait\./;
const NUMBERS = /toNumbers\("([0-9a-f]{32})"\)/g;

export function isRcpcPage(text: string): boolean {
  return REDIRECTING.test(text);
}

/**
 * The RCPC cookie Codeforces' "Redirecting... Please, wait." page computes in JavaScript: the third hex
 * string decrypted with AES-128-CBC under the first (key) and the second (IV), in hex. Undefined when
 * the page is not of that form (then it is an anti-bot page we cannot pass).
 */
export function rcpcCookie(text: string): string | undefined {
  const [key, iv, data] = [...text.matchAll(NUMBERS)].map((m) => Buffer.from(m[1], 'hex'));
  if (!key || !iv || !data) return undefined;
  const decipher = createDecipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('hex');
}
