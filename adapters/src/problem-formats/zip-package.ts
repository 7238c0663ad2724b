import { PROBLEM_IMPORT_LIMITS, ValidationError, type Archive, type ArchiveReader, type ArchiveSource, type PackageUpload } from '@oj/core';
import { decodeUtf8 } from './package-text';

/** Where an upload's zip is read from: its bytes, or the temporary file a large upload was spooled to. */
export const sourceOf = (upload: PackageUpload): ArchiveSource => ('path' in upload ? { path: upload.path } : upload.data);

/** Opens an uploaded zip within the import's bounds, runs `read` on it, and always closes it. */
export async function withArchive<T>(reader: ArchiveReader, data: ArchiveSource, read: (archive: Archive) => Promise<T>): Promise<T> {
  const archive = await reader.open(data, { maxEntries: PROBLEM_IMPORT_LIMITS.maxArchiveEntries, maxTotalBytes: PROBLEM_IMPORT_LIMITS.maxArchiveBytes });
  try {
    return await read(archive);
  } finally {
    await archive.close();
  }
}

/** A text file of the archive, as UTF-8. */
export async function readText(archive: Archive, name: string): Promise<string> {
  return decodeUtf8(await archive.read(name), name);
}

/** A JSON file of the archive; malformed JSON names the file. */
export async function readJson(archive: Archive, name: string): Promise<unknown> {
  const text = await readText(archive, name);
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError('problemImport.badJson', { name });
  }
}

export function hasEntry(archive: Archive, name: string): boolean {
  return archive.entries.some((e) => e.name === name);
}

/**
 * The folders holding a problem: each folder with `marker` directly inside, or the root when the
 * marker is at the top (one problem zipped without a folder). Sorted, so imports are repeatable.
 */
export function problemFolders(archive: Archive, marker: string): string[] {
  const folders = new Set<string>();
  for (const { name } of archive.entries) {
    if (name === marker) folders.add('');
    const m = /^(.+\/)?([^/]+)$/.exec(name);
    if (m && m[2] === marker && m[1] && m[1].split('/').length === 2) folders.add(m[1]);
  }
  const list = [...folders].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  if (list.length > PROBLEM_IMPORT_LIMITS.maxProblems) throw new ValidationError('problemImport.tooManyProblems', { max: PROBLEM_IMPORT_LIMITS.maxProblems });
  return list;
}

/** Files directly under `folder` (names relative to it), in natural order. */
export function filesUnder(archive: Archive, folder: string): string[] {
  return archive.entries
    .map((e) => e.name)
    .filter((n) => n.startsWith(folder) && !n.slice(folder.length).includes('/'))
    .map((n) => n.slice(folder.length))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** Loose readers for foreign JSON/YAML: a value of the wrong type counts as absent. */
export const read = {
  str: (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback),
  num: (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : fallback),
  bool: (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : v === 1 || v === 0 ? v === 1 : fallback),
  obj: (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}),
  list: (v: unknown): unknown[] => (Array.isArray(v) ? v : []),
  strings: (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []),
  /** A name → text map (extra files), or null. */
  textMap: (v: unknown): Record<string, string> | null => {
    const o = read.obj(v);
    const entries = Object.entries(o).filter((e): e is [string, string] => typeof e[1] === 'string');
    return entries.length ? Object.fromEntries(entries) : null;
  },
};
