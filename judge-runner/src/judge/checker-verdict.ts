import { JudgeStatus, type SandboxResult } from '@oj/core';
import { describeExit } from './run-verdict';

export interface CheckerVerdict {
  status: number;
  /** Share of the case's score, 0..1 (1 for AC, 0 for WA/PE). */
  ratio: number;
  message: string;
}

/** testlib's default exit codes (research §6) and HOJ's own special-judge codes (peer-hoj §4.7). */
const TESTLIB = { OK: 0, WA: 1, PE: 2, FAIL: 3, POINTS: 7 } as const;
const HOJ = { PARTIAL: 99, AC: 100, PE: 101, WA: 102, ERROR: 103 } as const;

function systemError(message: string): CheckerVerdict {
  return { status: JudgeStatus.SYSTEM_ERROR, ratio: 0, message };
}

/** A points value: testlib checkers give 0..1, some give a percentage (Hydro reads >1 as one). */
function ratioOf(value: number): number {
  const ratio = value > 1 ? value / 100 : value;
  return Math.min(1, Math.max(0, ratio));
}

function partial(ratio: number, message: string): CheckerVerdict {
  if (ratio >= 1) return { status: JudgeStatus.ACCEPTED, ratio: 1, message };
  return { status: JudgeStatus.PARTIAL_ACCEPTED, ratio, message };
}

/** Reads testlib's stderr prefixes ('ok', 'wrong answer', 'points 0.5', 'partially correct (50)', 'FAIL'). */
function fromMessage(message: string): CheckerVerdict | undefined {
  const text = message.trimStart();
  if (text.startsWith('ok')) return { status: JudgeStatus.ACCEPTED, ratio: 1, message };
  if (text.startsWith('wrong answer')) return { status: JudgeStatus.WRONG_ANSWER, ratio: 0, message };
  if (text.startsWith('wrong output format') || text.startsWith('unexpected eof')) return { status: JudgeStatus.PRESENTATION_ERROR, ratio: 0, message };
  const points = /^points\s+([\d.eE+-]+)/.exec(text);
  if (points) return partial(ratioOf(Number(points[1])), message);
  const pc = /^partially correct\s*\((\d+)\)/.exec(text);
  if (pc) return partial(ratioOf(Number(pc[1])), message);
  if (text.startsWith('FAIL')) return systemError(`checker failed: ${message}`);
  return undefined;
}

/**
 * The verdict a checker (or interactor) gave: by exit code, testlib's stderr when the code alone is
 * not enough, and System Error with the reason when the checker itself broke its limits or failed.
 */
export function checkerVerdict(result: SandboxResult, stderr: string, stdout: string, role: 'checker' | 'interactor'): CheckerVerdict {
  const message = stderr.trim();
  if (result.killedBy === 'cpu' || result.killedBy === 'wall') return systemError(`the ${role} exceeded its time limit`);
  if (result.oomKilled) return systemError(`the ${role} exceeded its memory limit`);
  if (result.killedBy === 'output') return systemError(`the ${role} exceeded its output limit`);
  switch (result.exitCode) {
    case TESTLIB.OK:
      return fromMessage(message)?.status === JudgeStatus.PARTIAL_ACCEPTED ? (fromMessage(message) as CheckerVerdict) : { status: JudgeStatus.ACCEPTED, ratio: 1, message };
    case TESTLIB.WA:
      return { status: JudgeStatus.WRONG_ANSWER, ratio: 0, message };
    case TESTLIB.PE:
      return { status: JudgeStatus.PRESENTATION_ERROR, ratio: 0, message };
    case TESTLIB.FAIL:
      return systemError(`${role} failed: ${message}`);
    case TESTLIB.POINTS:
      return fromMessage(message) ?? systemError(`the ${role} exited 7 (points) without 'points <value>' on stderr`);
    case HOJ.AC:
      return { status: JudgeStatus.ACCEPTED, ratio: 1, message };
    case HOJ.PE:
      return { status: JudgeStatus.PRESENTATION_ERROR, ratio: 0, message };
    case HOJ.WA:
      return { status: JudgeStatus.WRONG_ANSWER, ratio: 0, message };
    case HOJ.ERROR:
      return systemError(`${role} reported an error: ${message}`);
    case HOJ.PARTIAL: {
      const value = Number(stdout.trim().split(/\s+/)[0]);
      return Number.isFinite(value) ? partial(ratioOf(value), message) : systemError(`the ${role} exited 99 (partial) without a percentage on stdout`);
    }
    default:
      return fromMessage(message) ?? systemError(`the ${role} ended with ${describeExit(result.exitCode)}${message ? `: ${message}` : ''}`);
  }
}
