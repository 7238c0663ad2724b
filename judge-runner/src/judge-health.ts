import type { HealthIndicator, HealthReport } from '@oj/core';
import type { EmbeddedJudgeState } from './embedded-judge';
import { checkHostPrerequisites } from './host-prerequisites';

/**
 * The embedded judge's answer to /api/health: ready with its languages, starting, or down with the
 * reason (missing host programs and the command that installs them, or why the sandbox cannot run).
 */
export class JudgeHealthIndicator implements HealthIndicator {
  readonly name = 'judge';
  readonly critical = false;

  constructor(private readonly state: () => EmbeddedJudgeState) {}

  async check(): Promise<HealthReport> {
    const report = await checkHostPrerequisites();
    const missing = report.missing.map((p) => `${p.command} (${p.purpose})`).join(', ');
    const current = this.state();
    if (!report.ready) return { status: 'down', detail: `missing ${missing}; install with: ${report.installCommand}` };
    if (current.state === 'starting') return { status: 'down', detail: 'starting: checking the sandbox and the languages' };
    if (current.state === 'down') return { status: 'down', detail: current.reason };
    const off = current.unavailable.length ? `; unavailable: ${current.unavailable.join(', ')}` : '';
    return { status: 'up', detail: `${current.languages} languages${off}` };
  }
}
