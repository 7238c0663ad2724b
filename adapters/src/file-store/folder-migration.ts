import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { FILE_HASH_PATTERN, type FileStore } from '@oj/core';

/** What `copyFolderStore` did. */
export interface FolderCopyReport {
  /** Files in the folder store. */
  total: number;
  copied: number;
  /** Already in the target (copied by an earlier, maybe interrupted, run): nothing sent. */
  alreadyThere: number;
  /** Files that could not be copied, with why (a damaged file whose content no longer matches its name). */
  failed: Array<{ hash: string; reason: string }>;
  /** Stopped by the signal before every file was seen. */
  interrupted: boolean;
}

export interface FolderCopyOptions {
  /** Files copied at once (each streamed, never read whole). */
  concurrency?: number;
  signal?: AbortSignal;
  onProgress?: (report: FolderCopyReport) => void;
}

/** The folder store's files (`ab/abcdef...`, FsFileStore's layout), its `tmp/` left out. */
async function folderFiles(root: string): Promise<Array<{ hash: string; path: string }>> {
  const files: Array<{ hash: string; path: string }> = [];
  for (const dir of (await readdir(root, { withFileTypes: true })).filter((d) => d.isDirectory() && /^[0-9a-f]{2}$/.test(d.name)).map((d) => d.name).sort()) {
    for (const name of (await readdir(join(root, dir))).sort()) {
      if (FILE_HASH_PATTERN.test(name) && name.startsWith(dir)) files.push({ hash: name, path: join(root, dir, name) });
    }
  }
  return files;
}

/**
 * Copies a folder store (DATA_DIR/files) into another store. Idempotent and resumable without a bookmark: files
 * are named by content, so a file the target already has is skipped, and a run cut anywhere (even mid-file: the
 * target never names half an upload) is finished by running again. Each copy is checked against its name.
 */
export async function copyFolderStore(root: string, target: FileStore, options: FolderCopyOptions = {}): Promise<FolderCopyReport> {
  const files = await folderFiles(root);
  const report: FolderCopyReport = { total: files.length, copied: 0, alreadyThere: 0, failed: [], interrupted: false };
  let next = 0;
  const copyOne = async (file: { hash: string; path: string }) => {
    if (await target.stat(file.hash)) {
      report.alreadyThere++;
      return;
    }
    const { size } = await stat(file.path);
    const stored = await target.put(createReadStream(file.path), { maxBytes: size });
    if (stored.hash === file.hash) report.copied++;
    else report.failed.push({ hash: file.hash, reason: `its content no longer matches its name (SHA-256 ${stored.hash}): the folder copy is damaged` });
  };
  const worker = async () => {
    while (next < files.length) {
      if (options.signal?.aborted) {
        report.interrupted = true;
        return;
      }
      const file = files[next++];
      try {
        await copyOne(file);
      } catch (error) {
        report.failed.push({ hash: file.hash, reason: error instanceof Error ? error.message : String(error) });
      }
      options.onProgress?.(report);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return report;
}
