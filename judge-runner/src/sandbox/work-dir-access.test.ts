import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertSandboxCanReach, WorkDirUnreachable } from './work-dir-access';

describe('assertSandboxCanReach', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'oj-workdir-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('accepts a work folder whose parents others may enter, existing or not yet made', async () => {
    await chmod(root, 0o755);
    await mkdir(join(root, 'judge'), { mode: 0o755 });
    await expect(assertSandboxCanReach(join(root, 'judge'))).resolves.toBeUndefined();
    await expect(assertSandboxCanReach(join(root, 'judge', 'not-yet', 'slot-0'))).resolves.toBeUndefined();
  });

  it('refuses one under a 0700 folder (what mktemp -d makes), naming the folder and the fix', async () => {
    // mkdtemp made root 0700
    const refusal = assertSandboxCanReach(join(root, 'judge'));
    await expect(refusal).rejects.toBeInstanceOf(WorkDirUnreachable);
    await expect(refusal).rejects.toThrow(`${root} is mode 0700`);
    await expect(refusal).rejects.toThrow(`chmod o+x ${root}`);
  });
});
