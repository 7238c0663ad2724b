import { SandboxFailure, type SandboxResult } from '@oj/core';

/**
 * What `sbx-run` prints on its report descriptor (judge-runner/native/sbx-run/main.c): the port's
 * result fields, with the exit code -1 when the helper itself killed the sandbox, and times unrounded;
 * `sandboxError` when bubblewrap exited without starting the program (its set-up failed: a bind source
 * it cannot reach, a missing executable), with bubblewrap's own message.
 */
interface HelperReport {
  version: number;
  error?: string;
  cgroup?: number;
  commands?: (SandboxResult & { sandboxError?: string })[];
}

/**
 * Reads the helper's JSON report; a set-up error, a sandbox that never started its program or an
 * unreadable report is a SandboxFailure (System Error, never a verdict on the program). `programs`
 * names the commands in that message (their argv[0]).
 */
export function parseHelperReport(text: string, commandCount: number, helperStderr: string, programs: string[] = []): SandboxResult[] {
  let report: HelperReport;
  try {
    report = JSON.parse(text) as HelperReport;
  } catch {
    throw new SandboxFailure(`the sandbox helper gave no report${helperStderr ? `: ${helperStderr.trim()}` : ''}`);
  }
  if (report.error) throw new SandboxFailure(`sandbox set-up failed: ${report.error}`);
  if (!report.commands || report.commands.length !== commandCount) throw new SandboxFailure('the sandbox helper reported the wrong number of commands');
  if (report.commands.some((c) => c.killedBy === 'cancelled')) throw new SandboxFailure('the run was stopped from outside (the judge is shutting down)');
  const failed = report.commands.findIndex((c) => c.sandboxError);
  if (failed >= 0) throw new SandboxFailure(`the sandbox could not start ${programs[failed] ?? 'the program'}: ${report.commands[failed].sandboxError}`);
  return report.commands.map(({ sandboxError: _none, ...c }) => ({
    ...c,
    // a sandbox killed by the helper has no exit code of its own: 128 + signal, as bubblewrap reports
    exitCode: c.exitCode >= 0 ? c.exitCode : 128 + c.signal,
    cpuMs: Math.round(c.cpuMs),
    wallMs: Math.round(c.wallMs),
  }));
}
