import { chown, lstat, open, readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CASE_MESSAGE_KEEP, CASE_OUTPUT_KEEP, JudgeStatus, type Sandbox, type SandboxCommand, type SandboxMount } from '@oj/core';
import type { LanguageDefinition } from '../languages/language';
import type { CaseOutcome, JudgeCase } from './case-modes';
import { checkerVerdict } from './checker-verdict';
import { compareOutput } from './compare';
import { fillTemplate } from './compile';
import { CHECKER_LIMITS, runSandboxLimits, type EffectiveLimits } from './limits';
import { runVerdict, type RunVerdict } from './run-verdict';
import type { Workspace } from './workspace';

/** A compiled checker or interactor: its executable on the host. */
export interface JudgeProgramBinary {
  executable: string;
}

export interface CaseContext {
  sandbox: Sandbox;
  workspace: Workspace;
  language: LanguageDefinition;
  limits: EffectiveLimits;
  uid: number;
  isRemoveEndBlank: boolean;
  fileIO?: { input: string; output: string };
  checker?: JudgeProgramBinary;
  interactor?: JudgeProgramBinary;
  /** Test runs: keep the start of what the program printed. */
  collectOutputChars?: number;
  /** Test runs without an expected output: a clean run is accepted. */
  noAnswer?: boolean;
  /** The case whose run the sandbox was asked to prepare (the one after the last run), its folder and command. */
  prepared?: CaseRun;
}

/** A case's run: its fresh `/w` and the command that runs the program there. */
interface CaseRun {
  caseId: number;
  runDir: string;
  command: SandboxCommand;
}

function artefactMounts(ctx: CaseContext): SandboxMount[] {
  return [...(ctx.language.mounts ?? []), ...ctx.language.artefacts.map((a) => ({ hostPath: join(ctx.workspace.buildDir, a), sandboxPath: `/w/${a}` }))];
}

async function userCommand(ctx: CaseContext, c: JudgeCase, runDir: string, label: string): Promise<SandboxCommand> {
  const answerBytes = await stat(c.answerFile).then((s) => s.size).catch(() => 0);
  const mounts = artefactMounts(ctx);
  if (ctx.fileIO) mounts.push({ hostPath: c.inputFile, sandboxPath: `/w/${ctx.fileIO.input}` });
  return {
    argv: fillTemplate(ctx.language.run.argv, ctx.language, { memMb: String(ctx.limits.memoryMb), stackMb: String(Math.floor(ctx.limits.stackKb / 1024)) }),
    env: ctx.language.run.env,
    workDir: runDir,
    workDirWritable: true,
    mounts,
    stdinFile: ctx.fileIO || ctx.interactor ? undefined : c.inputFile,
    stdoutFile: ctx.interactor ? undefined : ctx.workspace.ioFile(`${label}.out`),
    stderrFile: ctx.workspace.ioFile(`${label}.err`),
    profile: 'run',
    // the output limit: twice the answer, at least 32 MB (HOJ's rule)
    limits: runSandboxLimits(ctx.limits, ctx.language.run.pids, Math.max(2 * answerBytes, 32 * 1024 * 1024)),
  };
}

function outcome(c: JudgeCase, status: number, timeMs: number, memoryKb: number, ratio: number, message?: string): CaseOutcome {
  const score = status === JudgeStatus.ACCEPTED ? c.score : status === JudgeStatus.PARTIAL_ACCEPTED ? Math.floor(ratio * c.score) : 0;
  return { caseId: c.caseId, status, timeMs, memoryKb, score, groupNum: c.groupNum, ...(message ? { message: storable(message.slice(0, CASE_MESSAGE_KEEP)) } : {}) };
}

/**
 * The file a program wrote under its `/w` (file IO), moved out of the program's reach into `io/` and accepted
 * only as a regular file. The program owns `/w`: it could leave a symlink (to /etc/shadow, the runner's
 * /proc/self/environ, another problem's data), a FIFO or a device under the output's name, and the runner —
 * root — would then read, chown or bind it on the host. The run is over, so the rename takes what it left;
 * `rename` moves a link itself, never its target, and `lstat` of the moved file sees what it really is.
 */
async function takeWrittenFile(ctx: CaseContext, path: string, label: string): Promise<string | undefined> {
  const taken = ctx.workspace.ioFile(`${label}.written`);
  const moved = await rename(path, taken).then(() => true, () => false);
  if (!moved) return undefined;
  return (await lstat(taken)).isFile() ? taken : undefined;
}

/** NUL cannot be stored in a text column (PostgreSQL refuses the whole verdict): shown as the replacement character. */
function storable(text: string): string {
  return text.replaceAll('\u0000', '\ufffd');
}

/** The start of a file, at most `chars` characters, without reading the rest (an output can be tens of MB). */
async function readStart(path: string, chars: number): Promise<string> {
  const file = await open(path, 'r').catch(() => undefined);
  if (!file) return '';
  try {
    // a character is at most 4 bytes of UTF-8; `stream` holds back a character cut at the end
    const buffer = Buffer.alloc(chars * 4);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    return storable(new TextDecoder().decode(buffer.subarray(0, bytesRead), { stream: true }).slice(0, chars));
  } finally {
    await file.close();
  }
}

/** A case that failed on its output keeps the start of what the program printed (the case table's excerpt). */
async function withExcerpt(judged: CaseOutcome, userOutput: string): Promise<CaseOutcome> {
  if (judged.status === JudgeStatus.ACCEPTED || judged.userOutput !== undefined) return judged;
  return { ...judged, userOutput: await readStart(userOutput, CASE_OUTPUT_KEEP) };
}

/** A runtime that stops itself at its heap cap (-Xmx, --max-old-space-size) exits as an RE: it is MLE. */
async function outOfMemoryAware(ctx: CaseContext, verdict: RunVerdict | undefined, stderrFile: string): Promise<RunVerdict | undefined> {
  if (verdict?.status !== JudgeStatus.RUNTIME_ERROR || !ctx.language.outOfMemory) return verdict;
  return ctx.language.outOfMemory.test(await readText(stderrFile)) ? { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED } : verdict;
}

async function readText(path: string): Promise<string> {
  return readFile(path, 'utf8').catch(() => '');
}

/** Runs a checker on (input, the program's output, answer) in its own sandbox. */
async function check(ctx: CaseContext, checker: JudgeProgramBinary, c: JudgeCase, userOutput: string, label: string) {
  // the checker runs as the slot's user: let it read the output the helper wrote as root
  await chown(userOutput, ctx.uid, ctx.uid).catch(() => {});
  const dir = await ctx.workspace.runDir(`${label}-checker`);
  const out = ctx.workspace.ioFile(`${label}.checker.out`);
  const err = ctx.workspace.ioFile(`${label}.checker.err`);
  const [result] = await ctx.sandbox.run([
    {
      argv: ['/w/checker', '/w/input', '/w/user_output', '/w/answer'],
      workDir: dir,
      workDirWritable: true,
      mounts: [
        { hostPath: checker.executable, sandboxPath: '/w/checker' },
        { hostPath: c.inputFile, sandboxPath: '/w/input' },
        { hostPath: userOutput, sandboxPath: '/w/user_output' },
        { hostPath: c.answerFile, sandboxPath: '/w/answer' },
      ],
      stdoutFile: out,
      stderrFile: err,
      profile: 'run',
      limits: CHECKER_LIMITS,
    },
  ]);
  return checkerVerdict(result, await readText(err), await readText(out), 'checker');
}

async function caseRun(ctx: CaseContext, c: JudgeCase): Promise<CaseRun> {
  const label = `case-${c.caseId}`;
  const runDir = await ctx.workspace.runDir(label);
  return { caseId: c.caseId, runDir, command: await userCommand(ctx, c, runDir, label) };
}

/**
 * Runs the program on one case and judges what it did: limits, then the comparison or the checker. With
 * `next`, the case likely to run after this one, the sandbox sets that run up while this one runs (its
 * folder and command are made now, and kept in the context for it).
 */
export async function runCase(ctx: CaseContext, c: JudgeCase, next?: JudgeCase): Promise<CaseOutcome> {
  if (ctx.interactor) return runInteractiveCase(ctx, ctx.interactor, c);
  const label = `case-${c.caseId}`;
  const { runDir, command } = ctx.prepared?.caseId === c.caseId ? ctx.prepared : await caseRun(ctx, c);
  ctx.prepared = next ? await caseRun(ctx, next) : undefined;
  const [result] = await ctx.sandbox.run([command], [], ctx.prepared ? { next: [ctx.prepared.command] } : {});
  const limited = await outOfMemoryAware(ctx, runVerdict(result, ctx.limits.cpuMs, ctx.limits.memoryKb), command.stderrFile as string);
  if (limited) return outcome(c, limited.status, result.cpuMs, result.memoryKb, 0, limited.message);
  const userOutput = ctx.fileIO ? await takeWrittenFile(ctx, join(runDir, ctx.fileIO.output), label) : (command.stdoutFile as string);
  if (userOutput === undefined) {
    if (ctx.noAnswer) return { ...outcome(c, JudgeStatus.ACCEPTED, result.cpuMs, result.memoryKb, 1), userOutput: '' };
    return outcome(c, JudgeStatus.WRONG_ANSWER, result.cpuMs, result.memoryKb, 0, `the program wrote no ${ctx.fileIO?.output ?? 'output'} (or not as a regular file)`);
  }
  if (ctx.checker) {
    const verdict = await check(ctx, ctx.checker, c, userOutput, label);
    return withExcerpt(outcome(c, verdict.status, result.cpuMs, result.memoryKb, verdict.ratio, verdict.message || undefined), userOutput);
  }
  const printed = ctx.collectOutputChars ? await readStart(userOutput, ctx.collectOutputChars) : undefined;
  if (ctx.noAnswer) return { ...outcome(c, JudgeStatus.ACCEPTED, result.cpuMs, result.memoryKb, 1), userOutput: printed };
  const exists = await lstat(userOutput).then((f) => f.isFile(), () => false);
  if (!exists) return outcome(c, JudgeStatus.WRONG_ANSWER, result.cpuMs, result.memoryKb, 0, `the program wrote no ${ctx.fileIO?.output ?? 'output'}`);
  const verdict = await compareOutput(userOutput, c.answerFile, ctx.isRemoveEndBlank);
  const status = verdict === 'AC' ? JudgeStatus.ACCEPTED : verdict === 'PE' ? JudgeStatus.PRESENTATION_ERROR : JudgeStatus.WRONG_ANSWER;
  const judged = outcome(c, status, result.cpuMs, result.memoryKb, verdict === 'AC' ? 1 : 0);
  return printed === undefined ? withExcerpt(judged, userOutput) : { ...judged, userOutput: printed };
}

/**
 * An interactive case: the program and the interactor, each in its own sandbox, joined by two pipes.
 * Decision order (peer-hoj §4.7): the program's TLE, MLE, RE (a broken pipe is not RE when the
 * interactor itself gave up), then the interactor's verdict.
 */
async function runInteractiveCase(ctx: CaseContext, interactor: JudgeProgramBinary, c: JudgeCase): Promise<CaseOutcome> {
  const label = `case-${c.caseId}`;
  const runDir = await ctx.workspace.runDir(label);
  const user = await userCommand(ctx, c, runDir, label);
  const interactorDir = await ctx.workspace.runDir(`${label}-interactor`);
  const err = ctx.workspace.ioFile(`${label}.interactor.err`);
  const limits = { ...CHECKER_LIMITS, cpuMs: Math.max(CHECKER_LIMITS.cpuMs, user.limits.cpuMs * 2), wallMs: Math.max(CHECKER_LIMITS.wallMs, user.limits.wallMs * 2) };
  const [userResult, interactorResult] = await ctx.sandbox.run(
    [
      user,
      {
        argv: ['/w/interactor', '/w/input', '/w/tout', '/w/answer'],
        workDir: interactorDir,
        workDirWritable: true,
        mounts: [
          { hostPath: interactor.executable, sandboxPath: '/w/interactor' },
          { hostPath: c.inputFile, sandboxPath: '/w/input' },
          { hostPath: c.answerFile, sandboxPath: '/w/answer' },
        ],
        stderrFile: err,
        profile: 'run',
        limits,
      },
    ],
    [
      { from: 0, to: 1 },
      { from: 1, to: 0 },
    ],
  );
  const verdict = checkerVerdict(interactorResult, await readText(err), '', 'interactor');
  const limited = await outOfMemoryAware(ctx, runVerdict(userResult, ctx.limits.cpuMs, ctx.limits.memoryKb), user.stderrFile as string);
  const brokenPipe = userResult.exitCode === 128 + 13;
  if (limited && !(brokenPipe && interactorResult.exitCode !== 0)) return outcome(c, limited.status, userResult.cpuMs, userResult.memoryKb, 0, limited.message);
  return outcome(c, verdict.status, userResult.cpuMs, userResult.memoryKb, verdict.ratio, verdict.message || undefined);
}
