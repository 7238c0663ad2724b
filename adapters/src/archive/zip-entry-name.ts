import { ValidationError } from '@oj/core';

/** General-purpose flag bit 11: the name is UTF-8 (otherwise the writer's code page, often GBK here). */
const UTF8_FLAG = 0x800;

/**
 * Decodes a zip entry name: UTF-8 when flagged or valid, else GBK (archives made on Chinese Windows),
 * else Latin-1, so a name never turns into replacement characters silently.
 */
export function decodeEntryName(raw: Buffer, flags: number): string {
  if (flags & UTF8_FLAG) return raw.toString('utf8');
  for (const encoding of ['utf-8', 'gbk']) {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(raw);
    } catch {
      // not this encoding: try the next
    }
  }
  return raw.toString('latin1');
}

/**
 * Normalises an entry name to a safe relative path: backslashes become slashes, `.` segments go; an
 * absolute path, a drive letter, a `..` segment or a NUL refuses the whole archive.
 */
export function safeEntryPath(name: string): string {
  const unsafe = () => new ValidationError('archive.unsafePath', { name: name.replace(/\0/g, '\\0') });
  if (name.includes('\0')) throw unsafe();
  const slashed = name.replace(/\\/g, '/');
  if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed)) throw unsafe();
  const parts = slashed.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.some((p) => p === '..')) throw unsafe();
  return parts.join('/');
}
