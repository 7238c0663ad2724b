import { SandboxFailure, type SandboxResult } from '@oj/core';

/**
 * What `sbx-run` prints on its report descriptor (judge-runner/native/sbx-run/main.c): the port's
 * result fields, with the exit code -1 when the helper itself killed the sandbox, and times unrounded.
 */
interface HelperReport {
  version: number;
  error?: string;
  cgroup?: number;
  commands?: SandboxResult[];
}

/** Reads the helper's JSON report; a set-up error or an unreadable report is a SandboxFailure. */
export function parseHelperReport(text: string, commandCount: number, helperStderr: string): SandboxResult[] {
  let report: HelperReport;
  try {
    report = JSON.parse(text) as HelperReport;
  } catch {
    throw new SandboxFailure(`the sandbox helper gave no report${helperStderr ? `: ${helperStderr.trim()}` : ''}`);
  }
  if (report.error) throw new SandboxFailure(`sandbox set-up failed: ${report.error}`);
  if (!report.commands || report.commands.length !== commandCount) throw new SandboxFailure('the sandbox helper reported the wrong number of commands');
  if (report.commands.some((c) => c.killedBy === 'cancelled')) throw new SandboxFailure('the run was stopped from outside (the judge is shutting down)');
  return report.commands.map((c) => ({
    ...c,
    // a sandbox killed by the helper has no exit code of its own: 128 + signal, as bubblewrap reports
    exitCode: c.exitCode >= 0 ? c.exitCode : 128 + c.signal,
    cpuMs: Math.round(c.cpuMs),
    wallMs: Math.round(c.wallMs),
  }));
}
