import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_DEFINITIONS } from './definitions';
import { ensurePrecompiledHeader } from './precompiled-header';

describe('the precompiled <bits/stdc++.h>', () => {
  let cacheDir: string;
  beforeAll(async () => (cacheDir = await mkdtemp(join(tmpdir(), 'oj-pch-'))));
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));

  it('is built once, and the partial header a killed runner left is removed', async () => {
    const cpp = LANGUAGE_DEFINITIONS.find((d) => d.key === 'C++ 17 With O2')!;
    // the folder the build will use, found by building once
    const dir = (await ensurePrecompiledHeader(cpp, 'test-version', cacheDir)) as string;
    expect(existsSync(join(dir, 'bits', 'stdc++.h.gch'))).toBe(true);
    // a partial of a process that no longer runs (pid far above pid_max's default)
    const abandoned = join(dir, 'bits', 'stdc++.h.gch.4194303.tmp');
    await writeFile(abandoned, 'partial');
    await rm(join(dir, 'bits', 'stdc++.h.gch'));
    await mkdir(join(dir, 'bits'), { recursive: true });
    expect(await ensurePrecompiledHeader(cpp, 'test-version', cacheDir)).toBe(dir);
    expect((await readdir(join(dir, 'bits'))).sort()).toEqual(['stdc++.h.gch']);
    // two header builds: ≈3 s each on a quiet host, 30 s and more on a loaded one
  }, 180_000);
});
