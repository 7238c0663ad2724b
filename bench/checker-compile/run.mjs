// bench/checker-compile: what a testlib checker costs to compile in the sandbox, with testlib.h
// precompiled (the runner's way: judge-runner/src/languages/testlib-header.ts) and without, interleaved.
// The checker language (C++17 -O2), the vendored testlib.h, a 10-line checker; CPU time as the sandbox
// reports it, and wall time. Needs root (cgroups) and a built tree. Usage: npm run bench:checker-compile [compiles]
import { copyFileSync, chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { createLocalJudge } = require('../../judge-runner/dist/local-judge.js');
const { Workspace } = require('../../judge-runner/dist/judge/workspace.js');
const { compileProgram } = require('../../judge-runner/dist/judge/compile.js');
const { CHECKER_LANGUAGE_KEY } = require('../../judge-runner/dist/languages/definitions.js');
const { prepareTestlib, VENDORED_TESTLIB_DIR, TESTLIB_SANDBOX_DIR } = require('../../judge-runner/dist/languages/testlib-header.js');

const COMPILES = Number(process.argv[2] ?? 5);
const dir = mkdtempSync(join(tmpdir(), 'bench-checker-'));
chmodSync(dir, 0o755);
const local = await createLocalJudge({ workRoot: join(dir, 'work'), cacheDir: join(tmpdir(), 'oj-judge-cache'), slot: 8 });
const state = local.languages.get(CHECKER_LANGUAGE_KEY);
const testlibFile = join(VENDORED_TESTLIB_DIR, 'testlib.h');
const hash = createHash('sha256').update(readFileSync(testlibFile)).digest('hex');
const precompiled = await prepareTestlib(testlibFile, hash, state.definition, state.version, local.cacheDir);
const plain = join(dir, 'plain');
mkdirSync(plain, { mode: 0o755 });
copyFileSync(testlibFile, join(plain, 'testlib.h'));
chmodSync(join(plain, 'testlib.h'), 0o644);
const pchDir = await local.languages.precompiledHeader(CHECKER_LANGUAGE_KEY);
const compile = state.definition.compile;
const language = { ...state.definition, compile: { ...compile, cpuMs: 60_000, wallMs: 120_000, argv: [compile.argv[0], `-I${TESTLIB_SANDBOX_DIR}`, ...compile.argv.slice(1)] } };
const checker = `#include "testlib.h"
int main(int argc, char *argv[]) {
  registerTestlibCmd(argc, argv);
  double expected = ans.readDouble(), found = ouf.readDouble();
  if (found == expected) quitf(_ok, "the answer is %.10g", expected);
  quitf(_wa, "expected %.10g, found %.10g", expected, found);
}
`;

async function compileOnce(testlibDir) {
  const workspace = await Workspace.create(join(dir, 'compiles'));
  try {
    const mounts = [{ hostPath: testlibDir, sandboxPath: TESTLIB_SANDBOX_DIR }, ...(pchDir ? [{ hostPath: pchDir, sandboxPath: '/pch' }] : [])];
    const t = performance.now();
    const outcome = await compileProgram(local.sandbox, language, checker, workspace, { mounts });
    if (!outcome.ok) throw new Error(outcome.message);
    return { wall: performance.now() - t, cpu: outcome.timeMs };
  } finally {
    await workspace.dispose();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const withPch = [];
const without = [];
await compileOnce(precompiled); // page cache
for (let i = 0; i < COMPILES; i++) {
  withPch.push(await compileOnce(precompiled));
  without.push(await compileOnce(plain));
}
console.log(`machine: ${cpus().length} × ${cpus()[0].model}, node ${process.version}; ${COMPILES} compiles each, interleaved`);
console.log(`testlib checker, testlib.h precompiled: CPU median ${median(withPch.map((r) => r.cpu)).toFixed(0)} ms, wall median ${median(withPch.map((r) => r.wall)).toFixed(0)} ms`);
console.log(`testlib checker, testlib.h parsed     : CPU median ${median(without.map((r) => r.cpu)).toFixed(0)} ms, wall median ${median(without.map((r) => r.wall)).toFixed(0)} ms`);
rmSync(dir, { recursive: true, force: true });
