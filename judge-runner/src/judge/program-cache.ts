import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { chmod, cp, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sandbox } from '@oj/core';
import type { LanguageRegistry } from '../languages/language-registry';
import { CHECKER_LANGUAGE_KEY } from '../languages/definitions';
import { compileProgram } from './compile';
import type { JudgeProgramBinary } from './run-case';
import { Workspace } from './workspace';

/** A checker or interactor: problem code in C/C++, or one of the stock checkers by name. */
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
 * Compiled checkers and interactors, kept by the hash of their source, language and extra files,
 * so a problem's checker is compiled once per runner rather than once per submission.
 */
export class ProgramCache {
  private readonly building = new Map<string, Promise<JudgeProgramBinary>>();

  constructor(
    private readonly sandbox: Sandbox,
    private readonly languages: LanguageRegistry,
    private readonly cacheDir: string,
    /** A folder holding testlib.h, offered to problem checkers (operators install it; see docs/judge.md). */
    private readonly testlibDir?: string,
  ) {}

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

  private resolve(source: ProgramSource): { language: string; code: string; extraFiles: Record<string, string> } {
    if ('stock' in source) {
      const file = join(CHECKERS_DIR, `${source.stock}.cpp`);
      if (!/^[a-z0-9]+$/.test(source.stock) || !existsSync(file)) throw new ProgramCompileError(`unknown stock checker '${source.stock}' (known: ${stockCheckerNames().join(', ')})`);
      const extraFiles: Record<string, string> = {};
      for (const header of ['checker-lib.h', 'rcmp.h']) extraFiles[header] = readFileSync(join(CHECKERS_DIR, header), 'utf8');
      return { language: CHECKER_LANGUAGE_KEY, code: readFileSync(file, 'utf8'), extraFiles };
    }
    const extraFiles = { ...source.extraFiles };
    const testlib = this.testlibDir && join(this.testlibDir, 'testlib.h');
    if (testlib && existsSync(testlib) && !extraFiles['testlib.h']) extraFiles['testlib.h'] = readFileSync(testlib, 'utf8');
    return { language: source.language ?? CHECKER_LANGUAGE_KEY, code: source.code, extraFiles };
  }

  private async build(key: string, source: { language: string; code: string; extraFiles: Record<string, string> }): Promise<JudgeProgramBinary> {
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
      const compiled = await compileProgram(this.sandbox, language.definition, source.code, workspace, { extraFiles: source.extraFiles, mounts });
      if (!compiled.ok) {
        const hint = /testlib\.h/.test(compiled.message) && !this.testlibDir ? ' (testlib.h is not installed on this judge: see docs/judge.md)' : '';
        throw new ProgramCompileError(`the checker did not compile${hint}: ${compiled.message}`);
      }
      await mkdir(join(this.cacheDir, 'programs'), { recursive: true, mode: 0o755 });
      const partial = `${dir}.${process.pid}.tmp`;
      await mkdir(partial, { mode: 0o755 });
      await cp(join(workspace.buildDir, language.definition.artefacts[0]), join(partial, 'program'));
      await chmod(join(partial, 'program'), 0o755);
      await rm(dir, { recursive: true, force: true });
      await rename(partial, dir);
      return { executable };
    } finally {
      await workspace.dispose();
    }
  }
}
