import { spawnSync } from 'node:child_process';
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

  it('is built once when two callers of one process ask at the same time, and g++ takes it whole', async () => {
    // a runner's two slots once each built the same header into the same partial file: compiles then read a
    // header still being written (g++ crashed, or ran out of memory on it)
    const cpp = LANGUAGE_DEFINITIONS.find((d) => d.key === 'C++ With O2')!;
    const fresh = await mkdtemp(join(tmpdir(), 'oj-pch-'));
    try {
      const [a, b] = await Promise.all([ensurePrecompiledHeader(cpp, 'test-version', fresh), ensurePrecompiledHeader(cpp, 'test-version', fresh)]);
      expect(a).toBe(b);
      expect(await readdir(join(a as string, 'bits'))).toEqual(['stdc++.h.gch']);
      // '!' before the header's name: g++ found the precompiled header valid and used it ('x' would be a rejected one)
      const compilerArgv = cpp.precompiledHeader!.compilerArgv;
      const trace = spawnSync(compilerArgv[0], [...compilerArgv.slice(1), `-I${a}`, '-H', '-fsyntax-only', '-x', 'c++', '-'], { input: '#include <bits/stdc++.h>\nint main() {}\n', encoding: 'utf8' });
      expect(trace.status).toBe(0);
      expect(trace.stderr.split('\n')[0]).toMatch(/^! .*stdc\+\+\.h\.gch$/);
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  }, 180_000);
});
