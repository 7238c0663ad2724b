import { join } from 'node:path';
import { JudgeStatus, SandboxFailure, type JudgeCaseMode, type JudgeLimits, type JudgeMode, type Sandbox } from '@oj/core';
import { LanguageUnavailable, type LanguageRegistry } from '../languages/language-registry';
import { runCases, summarize, type CaseOutcome, type JudgeCase, type ProblemType } from './case-modes';
import { compileProgram } from './compile';
import { effectiveLimits } from './limits';
import { ProgramCompileError, type ProgramCache, type ProgramSource } from './program-cache';
import { runCase, type CaseContext } from './run-case';
import { Workspace } from './workspace';

/** One program to judge against one problem's cases. */
export interface JudgeRequest {
  language: string;
  code: string;
  limits: JudgeLimits;
  type: ProblemType;
  /** OI: the problem's total score. */
  ioScore: number;
  judgeMode: JudgeMode;
  caseMode: JudgeCaseMode;
  isRemoveEndBlank: boolean;
  cases: JudgeCase[];
  /** judgeMode 'spj': the checker. */
  checker?: ProgramSource;
  /** judgeMode 'interactive': the interactor. */
  interactor?: ProgramSource;
  /** Read the input from / write the output to these files in the work folder instead of stdin/stdout. */
  fileIO?: { input: string; output: string };
  /** Files compiled beside the submission (e.g. a grader's header). */
  userExtraFiles?: Record<string, string>;
  /** Files compiled beside the checker or interactor. */
  judgeExtraFiles?: Record<string, string>;
  /** false: compile without the precompiled header (and do not build it now). Default true. */
  usePrecompiledHeader?: boolean;
  /** A test run: keep this much of the output; with `noAnswer`, a clean run is accepted. */
  testRun?: { outputChars: number; noAnswer: boolean };
}

export interface JudgeOutcome {
  status: number;
  score: number;
  timeMs: number;
  memoryKb: number;
  compileMessage?: string;
  /** Why the judge could not give a verdict (System Error). */
  message?: string;
  cases: CaseOutcome[];
}

export interface JudgeProgress {
  compiling?(): void;
  judging?(totalCases: number): void;
  caseJudged?(outcome: CaseOutcome): void;
  /** Before every case but the first: the worker may judge another task here before this one goes on (docs/judge.md, "Fair judging"). */
  caseBoundary?(): Promise<void>;
}

export interface JudgeDependencies {
  sandbox: Sandbox;
  /** The slot's uid (the sandbox runs as it). */
  uid: number;
  /** Where workspaces are made (`<workRoot>/<id>`). */
  workRoot: string;
  languages: LanguageRegistry;
  programs: ProgramCache;
}

function systemError(message: string, cases: CaseOutcome[] = []): JudgeOutcome {
  return { status: JudgeStatus.SYSTEM_ERROR, score: 0, timeMs: 0, memoryKb: 0, message, cases };
}

/** Compiles, runs every case in the sandbox, and decides the verdict (DESIGN §6). */
export class Judge {
  constructor(private readonly deps: JudgeDependencies) {}

  async judge(request: JudgeRequest, progress: JudgeProgress = {}): Promise<JudgeOutcome> {
    let workspace: Workspace | undefined;
    try {
      const language = this.deps.languages.get(request.language);
      const checker = request.judgeMode === 'spj' ? await this.program(request.checker, request.judgeExtraFiles, 'checker') : undefined;
      const interactor = request.judgeMode === 'interactive' ? await this.program(request.interactor, request.judgeExtraFiles, 'interactor') : undefined;
      workspace = await Workspace.create(join(this.deps.workRoot, 'runs'));
      progress.compiling?.();
      const pchDir = request.usePrecompiledHeader === false ? undefined : await this.deps.languages.precompiledHeader(language.definition.key);
      const mounts = pchDir ? [{ hostPath: pchDir, sandboxPath: '/pch' }] : [];
      const compiled = await compileProgram(this.deps.sandbox, language.definition, request.code, workspace, { extraFiles: request.userExtraFiles, mounts });
      if (!compiled.ok) return { status: JudgeStatus.COMPILE_ERROR, score: 0, timeMs: 0, memoryKb: 0, compileMessage: compiled.message, cases: [] };
      progress.judging?.(request.cases.length);
      const context: CaseContext = {
        sandbox: this.deps.sandbox,
        workspace,
        language: language.definition,
        limits: effectiveLimits(request.limits, language.definition),
        uid: this.deps.uid,
        isRemoveEndBlank: request.isRemoveEndBlank,
        fileIO: request.fileIO,
        checker,
        interactor,
        collectOutputChars: request.testRun?.outputChars,
        noAnswer: request.testRun?.noAnswer,
      };
      let started = false;
      const outcomes = await runCases(request.cases, request.caseMode, async (c, next) => {
        if (started) await progress.caseBoundary?.();
        started = true;
        const outcome = await runCase(context, c, next);
        progress.caseJudged?.(outcome);
        return outcome;
      });
      return { ...summarize(outcomes, request.caseMode, request.type, request.ioScore), compileMessage: compiled.message || undefined, cases: outcomes };
    } catch (error) {
      if (error instanceof LanguageUnavailable || error instanceof ProgramCompileError || error instanceof SandboxFailure) return systemError(error.message);
      throw error;
    } finally {
      // a case prepared for a run that did not come (the judging stopped early) ends before its folder goes
      await this.deps.sandbox.release?.().catch(() => {});
      await workspace?.dispose();
    }
  }

  private async program(source: ProgramSource | undefined, extraFiles: Record<string, string> | undefined, role: string) {
    if (!source) throw new ProgramCompileError(`the problem has no ${role}`);
    return this.deps.programs.get('stock' in source ? source : { ...source, extraFiles: { ...extraFiles, ...source.extraFiles } });
  }
}
