import type { HealthIndicator, HealthReport } from '@oj/core';
import { checkHostPrerequisites } from './host-prerequisites';

/**
 * The in-process judge's answer to /api/health: which host programs are missing and the command
 * that installs them. Judging itself is not implemented yet (see docs/judge.md), and the report says so.
 */
export class JudgeHealthIndicator implements HealthIndicator {
  readonly name = 'judge';
  readonly critical = false;

  async check(): Promise<HealthReport> {
    const report = await checkHostPrerequisites();
    const missing = report.missing.map((p) => `${p.command} (${p.purpose})`).join(', ');
    const notImplemented = 'judging is not implemented yet: submissions wait in the queue';
    if (!report.ready) return { status: 'down', detail: `missing ${missing}; install with: ${report.installCommand}; ${notImplemented}` };
    return { status: 'down', detail: `${missing ? `optional languages missing: ${missing} (${report.installCommand}); ` : 'host prerequisites present; '}${notImplemented}` };
  }
}
