import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedJudge } from '../testing/shared-judge';
import { ProgramCache, ProgramCompileError, stockCheckerNames } from './program-cache';

// Which testlib.h a checker compiles with. A stand-in header (one function) keeps the compiles short;
// the vendored testlib.h itself is exercised by testsuite/spj-stock and corpus-hydro-special-judge.
jest.setTimeout(180_000);

const CHECKER = '#include "testlib.h"\nint main() { return testlibMarker(); }\n';

/** The exit code of a compiled checker: which header's testlibMarker() it was built with. */
function markerOf(executable: string): number {
  try {
    execFileSync(executable);
    return 0;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

describe('the testlib.h offered to checkers', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'program-cache-test-'));
    await chmod(dir, 0o755);
    await mkdir(join(dir, 'testlib'), { mode: 0o755 });
    await writeFile(join(dir, 'testlib', 'testlib.h'), 'inline int testlibMarker() { return 5; }\n', { mode: 0o644 });
    await mkdir(join(dir, 'empty'), { mode: 0o755 });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function cache(name: string, testlibDir?: string) {
    const { sandbox, languages } = await sharedJudge();
    const cacheDir = join(dir, `cache-${name}`);
    await mkdir(cacheDir, { mode: 0o755 });
    return { programs: new ProgramCache(sandbox, languages, cacheDir, testlibDir), cacheDir };
  }

  it("is JUDGE_TESTLIB_DIR's when given, precompiled beside it; a problem's own testlib.h wins", async () => {
    const { programs, cacheDir } = await cache('override', join(dir, 'testlib'));
    expect(markerOf((await programs.get({ code: CHECKER })).executable)).toBe(5);
    const [prepared] = await readdir(join(cacheDir, 'testlib'));
    expect((await readdir(join(cacheDir, 'testlib', prepared))).sort()).toEqual(['testlib.h', 'testlib.h.gch']);
    const own = await programs.get({ code: CHECKER, extraFiles: { 'testlib.h': 'inline int testlibMarker() { return 9; }\n' } });
    expect(markerOf(own.executable)).toBe(9);
  });

  it('is missing from a folder without one, and the compile error says where it looked', async () => {
    const { programs } = await cache('missing', join(dir, 'empty'));
    const failure = programs.get({ code: CHECKER });
    await expect(failure).rejects.toThrow(ProgramCompileError);
    await expect(failure).rejects.toThrow(`there is no testlib.h in ${join(dir, 'empty')}`);
    // a checker that does not include it still compiles
    expect(markerOf((await programs.get({ code: 'int main() { return 3; }\n' })).executable)).toBe(3);
  });

  it('is the vendored one by default, on which every stock checker is built', () => {
    expect(existsSync(join(__dirname, '..', '..', 'vendor', 'testlib', 'testlib.h'))).toBe(true);
    expect(stockCheckerNames()).toEqual(['fcmp', 'hcmp', 'icmp', 'lcmp', 'ncmp', 'nyesno', 'rcmp4', 'rcmp6', 'rcmp9', 'uncmp', 'wcmp', 'yesno']);
  });
});
