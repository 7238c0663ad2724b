import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TESTSUITE_DIR } from '../testing/shared-judge';

// the command as operators run it (the built file; `npm run build` first)
const CLI = join(__dirname, '..', '..', 'dist', 'cli', 'oj-judge.js');

function ojJudge(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

jest.setTimeout(180_000);

describe('oj-judge', () => {
  beforeAll(() => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run 'npm run build' first (npm run test:all does)`);
  });

  it('judges a file against a Hydro-layout folder and prints JSON with --json', async () => {
    const { code, stdout } = await ojJudge([join(TESTSUITE_DIR, 'aplusb'), join(TESTSUITE_DIR, 'languages', 'c', 'wa.c'), '--json']);
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result).toMatchObject({ language: 'C With O2', verdict: 'Wrong Answer' });
    expect(result.cases).toHaveLength(2);
  });

  it('prints the verdict and each case for a person, with the language it was told', async () => {
    const { code, stdout } = await ojJudge([join(TESTSUITE_DIR, 'aplusb'), join(TESTSUITE_DIR, 'languages', 'py', 'ac.py'), '--language', 'PyPy3']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Accepted .*\(PyPy3 /);
    expect(stdout).toContain('#2  Accepted');
  });

  it('takes a short key for --language', async () => {
    const { code, stdout } = await ojJudge([join(TESTSUITE_DIR, 'aplusb'), join(TESTSUITE_DIR, 'languages', 'cpp', 'ac.cpp'), '--language', 'cpp', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ language: 'C++ 17 With O2', verdict: 'Accepted' });
  });

  it('says what is wrong, with exit code 2, for a missing folder, an unknown language or a bad option', async () => {
    const unknown = await ojJudge([join(TESTSUITE_DIR, 'aplusb'), join(TESTSUITE_DIR, 'languages', 'c', 'ac.c'), '--language', 'cobol']);
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringContaining("unknown language 'cobol': give a short key (c, cpp11, cpp14, cpp, c++") });
    expect(await ojJudge([join(TESTSUITE_DIR, 'aplusb'), 'x.c', '--language'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--language needs a key') });
    expect(await ojJudge(['/no/such/problem', 'x.c'])).toMatchObject({ code: 2, stderr: expect.stringContaining('no problem folder at /no/such/problem') });
    expect(await ojJudge([join(TESTSUITE_DIR, 'aplusb'), 'program.cobol'])).toMatchObject({ code: 2, stderr: expect.stringContaining('give --language') });
    expect(await ojJudge(['--fast'])).toMatchObject({ code: 2, stderr: expect.stringContaining('unknown option --fast') });
  });

  it('lists the languages this host can run, and the ones it cannot with the reason', async () => {
    const { code, stdout } = await ojJudge(['--list-languages']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^C\s+\d+\.\d+/m);
    if (!existsSync('/usr/bin/python2')) expect(stdout).toMatch(/^Python2\s+unavailable: not installed on this host/m);
  });
});
