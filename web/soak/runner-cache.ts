import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Seeds a runner's cache folder from another runner's (the remote-runner test's, which CI ran just before):
 * its language self-test results and its finished precompiled headers (`*.gch`, only ever written by
 * rename, so a hard link is as good as a copy). Spares the soak minutes of self-tests and header builds.
 */
export async function seedRunnerCache(from: string, to: string): Promise<void> {
  if (!existsSync(from)) return;
  await mkdir(to, { recursive: true });
  if (existsSync(join(from, 'self-test.json')) && !existsSync(join(to, 'self-test.json'))) await copyFile(join(from, 'self-test.json'), join(to, 'self-test.json'));
  if (!existsSync(join(from, 'pch'))) return;
  for (const file of await readdir(join(from, 'pch'), { recursive: true })) {
    if (!file.endsWith('.gch') || existsSync(join(to, 'pch', file))) continue;
    await mkdir(dirname(join(to, 'pch', file)), { recursive: true });
    await link(join(from, 'pch', file), join(to, 'pch', file)).catch(() => copyFile(join(from, 'pch', file), join(to, 'pch', file)));
  }
}
