import { randomUUID } from 'node:crypto';
import { mkdir, rm, statfs, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HealthIndicator, HealthReport } from '@oj/core';

/** Below this much free space the file store reports itself down (uploads would start failing). */
const MIN_FREE_BYTES = 100 * 1024 * 1024;

/** The file store's folder: writable, and with room left. */
export class FileStoreHealthIndicator implements HealthIndicator {
  readonly name = 'files';

  constructor(private readonly root: string) {}

  async check(): Promise<HealthReport> {
    await mkdir(join(this.root, 'tmp'), { recursive: true });
    const probe = join(this.root, 'tmp', `health-${randomUUID()}`);
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
    const fs = await statfs(this.root);
    const free = fs.bavail * fs.bsize;
    const freeText = `${(free / 1024 ** 3).toFixed(1)} GiB free`;
    return free < MIN_FREE_BYTES ? { status: 'down', detail: `only ${freeText} in ${this.root}` } : { status: 'up', detail: `${this.root}, ${freeText}` };
  }
}
