import { cpus } from 'node:os';
import { join } from 'node:path';
import { createLocalJudge, type LocalJudge } from './local-judge';
import { assertSandboxCanReach } from './sandbox/work-dir-access';

export interface SlotOptions {
  /** Timed runs at once; default one per core (timing stays fair when runs do not share a core). */
  slots?: number;
  workDir: string;
  testlibDir?: string;
}

/**
 * The runner's slots, each with its own uid and work folder; languages are probed (and headers
 * precompiled) once, by the first slot, and its registry is shared by all.
 */
export async function createJudgeSlots(options: SlotOptions): Promise<LocalJudge[]> {
  // before anything is made there: a folder the slot uids cannot enter would fail every checker later
  await assertSandboxCanReach(options.workDir);
  const count = options.slots ?? Math.max(1, cpus().length);
  const cacheDir = join(options.workDir, 'cache');
  const slots: LocalJudge[] = [];
  for (let slot = 0; slot < count; slot++) {
    // the first slot probes the languages; the others share its registry, so each header is built once
    slots.push(await createLocalJudge({ slot, workRoot: join(options.workDir, `slot-${slot}`), cacheDir, testlibDir: options.testlibDir, languages: slots[0]?.languages }));
  }
  return slots;
}
