import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { chmod, cp, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sandbox } from '@oj/core';
import type { LanguageRegistry } from '../languages/language-registry';
import { CHECKER_LANGUAGE_KEY } from '../languages/definitions';
import { prepareTestlib, TESTLIB_SANDBOX_DIR, VENDORED_TESTLIB_DIR } from '../languages/testlib-header';
import { compileProgram } from './compile';
import type { JudgeProgramBinary } from './run-case';
import { Workspace } from './workspace';

/** A checker or interactor: problem code in C/C++ (testlib.h offered), or one of the stock checkers by name. */
export type ProgramSource = { language?: string; code: string; extraFiles?: Record<string, string> } | { stock: string };

/** The stock checkers shipped in judge-runner/checkers (docs/judge.md). */
export const CHECKERS_DIR = join(__dirname, '..', '..', 'checkers');

export function stockCheckerNames(): string[] {
  return readdirSync(CHECKERS_DIR)
    .filter((f) => f.endsWith('.cpp'))
    .map((f) => f.slice(0, -4))
    .sort();
}

export class ProgramCompileError extends Error {}

/**
 * A checker's compile limits: testlib.h alone costs ≈4.5 s of CPU at -O2 (docs/performance.md), and a
 * host busy judging stretches the wall time; a checker is compiled once per runner, not per submission.
 */
const CHECKER_COMPILE_LIMITS = { cpuMs: 30_000, wallMs: 60_000 };

/** What is compiled: language, code, the files beside it, and the hash of the testlib.h it is offered. */
interface ResolvedProgram {
  language: string;
  code: string;
  extraFiles: Record<string, string>;
  testlib?: string;
}

/**
 * Compiled checkers and interactors, kept by the hash of their source, language and extra files,
 * so a problem's checker is compiled once per runner rather than once per submission.
 */
export class ProgramCache {
  private readonly building = new Map<string, Promise<JudgeProgramBinary>>();

  constructor(
    private readonly sandbox: Sandbox,
    private readonly languages: LanguageRegistry,
    private readonly cacheDir: string,
    /** The folder holding the testlib.h checkers compile with: the vendored one unless JUDGE_TESTLIB_DIR says otherwise. */
    private readonly testlibDir: string = VENDORED_TESTLIB_DIR,
  ) {}

  /** The hash of testlib.h, null when the folder has none; read on first use. */
  private testlib: string | null | undefined;

  get(source: ProgramSource): Promise<JudgeProgramBinary> {
    const resolved = this.resolve(source);
    const key = createHash('sha256').update(JSON.stringify(resolved)).digest('hex').slice(0, 24);
    let pending = this.building.get(key);
    if (!pending) {
      pending = this.build(key, resolved);
      this.building.set(key, pending);
      pending.catch(() => this.building.delete(key));
    }
    return pending;
  }

  private resolve(source: ProgramSource): ResolvedProgram {
    if ('stock' in source) {
      const file = join(CHECKERS_DIR, `${source.stock}.cpp`);
      if (!/^[a-z0-9]+$/.test(source.stock) || !existsSync(file)) throw new ProgramCompileError(`unknown stock checker '${source.stock}' (known: ${stockCheckerNames().join(', ')})`);
      const extraFiles: Record<string, string> = {};
      for (const header of readdirSync(CHECKERS_DIR).filter((f) => f.endsWith('.h'))) extraFiles[header] = readFileSync(join(CHECKERS_DIR, header), 'utf8');
      return { language: CHECKER_LANGUAGE_KEY, code: readFileSync(file, 'utf8'), extraFiles, testlib: this.testlibHash() };
    }
    const extraFiles = { ...source.extraFiles };
    // a problem's own testlib.h beside its checker wins over the runner's
    const usesTestlib = !extraFiles['testlib.h'] && [source.code, ...Object.values(extraFiles)].some((text) => /\btestlib\.h\b/.test(text));
    return { language: source.language ?? CHECKER_LANGUAGE_KEY, code: source.code, extraFiles, testlib: usesTestlib ? this.testlibHash() : undefined };
  }

  /** The hash of the runner's testlib.h (read once), or undefined when the folder has none. */
  private testlibHash(): string | undefined {
    if (this.testlib === undefined) {
      const file = join(this.testlibDir, 'testlib.h');
      this.testlib = existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : null;
    }
    return this.testlib ?? undefined;
  }

  private async build(key: string, source: ResolvedProgram): Promise<JudgeProgramBinary> {
    const dir = join(this.cacheDir, 'programs', key);
    const executable = join(dir, 'program');
    if (existsSync(executable)) return { executable };
    const language = this.languages.get(source.language);
    if (!['text/x-csrc', 'text/x-c++src'].includes(language.definition.contentType)) {
      throw new ProgramCompileError(`checkers and interactors are written in C or C++, not ${source.language}`);
    }
    const workspace = await Workspace.create(join(this.cacheDir, 'build'));
    try {
      const pchDir = await this.languages.precompiledHeader(language.definition.key);
      const mounts = pchDir ? [{ hostPath: pchDir, sandboxPath: '/pch' }] : [];
      let definition = language.definition;
      if (definition.compile) {
        const compile = { ...definition.compile, ...CHECKER_COMPILE_LIMITS };
        if (source.testlib) {
          const dir = await prepareTestlib(join(this.testlibDir, 'testlib.h'), source.testlib, definition, language.version ?? '', this.cacheDir);
          mounts.push({ hostPath: dir, sandboxPath: TESTLIB_SANDBOX_DIR });
          compile.argv = [compile.argv[0], `-I${TESTLIB_SANDBOX_DIR}`, ...compile.argv.slice(1)];
        }
        definition = { ...definition, compile };
      }
      const compiled = await compileProgram(this.sandbox, definition, source.code, workspace, { extraFiles: source.extraFiles, mounts });
      if (!compiled.ok) {
        const missing = /testlib\.h/.test(compiled.message) && !this.testlibHash();
        const hint = missing ? ` (there is no testlib.h in ${this.testlibDir}: see JUDGE_TESTLIB_DIR in docs/operations.md)` : '';
        throw new ProgramCompileError(`the checker did not compile${hint}: ${compiled.message}`);
      }
      await mkdir(join(this.cacheDir, 'programs'), { recursive: true, mode: 0o755 });
      // each build its own partial folder, renamed into place whole: another slot (or runner) on this cache
      // may build the same program at the same time, and one may already be running it from `dir`
      const partial = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await mkdir(partial, { mode: 0o755 });
      await cp(join(workspace.buildDir, language.definition.artefacts[0]), join(partial, 'program'));
      await chmod(join(partial, 'program'), 0o755);
      try {
        await rename(partial, dir);
      } catch (error) {
        await rm(partial, { recursive: true, force: true });
        // the other build finished first: its program is the same
        if (!existsSync(executable)) throw error;
      }
      return { executable };
    } finally {
      await workspace.dispose();
    }
  }
}
