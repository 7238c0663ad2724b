import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sandbox, SandboxMount } from '@oj/core';
import type { LanguageDefinition } from '../languages/language';
import { describeExit } from './run-verdict';
import type { Workspace } from './workspace';

/** What a compile leaves: the artefacts in `workspace.buildDir`, or the compiler's message. */
export type CompileOutcome = { ok: true; message: string; timeMs: number } | { ok: false; message: string; timeMs: number };

const COMPILE_OUTPUT_BYTES = 64 * 1024;
const COMPILE_PIDS = 128;
const COMPILE_FILE_MB = 256;
const COMPILE_TMP_MB = 512;

export function fillTemplate(argv: string[], language: LanguageDefinition, values: Record<string, string> = {}): string[] {
  const all: Record<string, string> = { src: language.sourceName, exe: language.artefacts[0], ...values };
  return argv.map((arg) => arg.replace(/\{(\w+)\}/g, (whole, name: string) => all[name] ?? whole));
}

/**
 * Compiles `code` in the sandbox (writable `/w` = the build folder, with `extraFiles` beside the
 * source, e.g. a grader's header). A compiler that breaks its limits is a compile error that says so.
 */
export async function compileProgram(
  sandbox: Sandbox,
  language: LanguageDefinition,
  code: string,
  workspace: Workspace,
  options: { extraFiles?: Record<string, string>; mounts?: SandboxMount[]; buildDir?: string } = {},
): Promise<CompileOutcome> {
  const buildDir = options.buildDir ?? workspace.buildDir;
  await writeFile(join(buildDir, language.sourceName), code);
  for (const [name, content] of Object.entries(options.extraFiles ?? {})) await writeFile(join(buildDir, name), content);
  if (!language.compile) return { ok: true, message: '', timeMs: 0 };
  const out = workspace.ioFile(`compile-${language.sourceName}.out`);
  const err = workspace.ioFile(`compile-${language.sourceName}.err`);
  const [result] = await sandbox.run([
    {
      argv: fillTemplate(language.compile.argv, language),
      env: language.compile.env,
      workDir: buildDir,
      workDirWritable: true,
      mounts: [...(language.mounts ?? []), ...(options.mounts ?? [])],
      stdoutFile: out,
      stderrFile: err,
      profile: 'compile',
      tmpMb: COMPILE_TMP_MB,
      limits: {
        cpuMs: language.compile.cpuMs,
        wallMs: language.compile.wallMs,
        memoryKb: language.compile.memoryMb * 1024,
        pids: COMPILE_PIDS,
        fileSizeKb: COMPILE_FILE_MB * 1024,
        stdoutBytes: COMPILE_OUTPUT_BYTES,
        stderrBytes: COMPILE_OUTPUT_BYTES,
      },
    },
  ]);
  const printed = `${await readFile(out, 'utf8').catch(() => '')}${await readFile(err, 'utf8').catch(() => '')}`.trim();
  const limit =
    result.killedBy === 'cpu' || result.killedBy === 'wall'
      ? 'Compilation time limit exceeded'
      : result.oomKilled
        ? 'The compiler exceeded its memory limit'
        : result.exitCode === 128 + 25
          ? 'The compiler exceeded its file size limit'
          : undefined;
  if (limit) return { ok: false, message: printed ? `${limit}\n${printed}` : limit, timeMs: result.cpuMs };
  if (result.exitCode !== 0) return { ok: false, message: printed || `the compiler ended with ${describeExit(result.exitCode)}`, timeMs: result.cpuMs };
  const missing = language.artefacts.filter((a) => !existsSync(join(buildDir, a)));
  if (missing.length) return { ok: false, message: `${printed}\nthe compiler produced no ${missing.join(', ')}`.trim(), timeMs: result.cpuMs };
  return { ok: true, message: printed, timeMs: result.cpuMs };
}
