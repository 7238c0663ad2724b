import { mkdtemp, rm, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJudgeSlots } from './judge-slots';

describe('createJudgeSlots', () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'oj-slots-'));
    await chmod(workDir, 0o755);
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it('gives each slot its own uid and folder, and all of them one language registry', async () => {
    // one registry: each precompiled header is built once; two slots with a registry each once built the
    // same header into the same partial file at the same time, and C++ compiles crashed on it
    const slots = await createJudgeSlots({ slots: 2, workDir });
    expect(slots.map((s) => s.uid)).toEqual([slots[0].uid, slots[0].uid + 1]);
    expect(new Set(slots.map((s) => s.workRoot)).size).toBe(2);
    expect(slots[1].languages).toBe(slots[0].languages);
    expect(slots[1].cacheDir).toBe(slots[0].cacheDir);
  }, 60_000);
});
