import type { HealthIndicator, HealthReport, JudgeRunnerRegistry } from '@oj/core';

/** With remote runners (JUDGE_MODE=remote), the judge is up while at least one runner beats. */
export class RemoteRunnersHealthIndicator implements HealthIndicator {
  readonly name = 'judge';
  readonly critical = false;

  constructor(private readonly runners: JudgeRunnerRegistry) {}

  async check(): Promise<HealthReport> {
    const all = await this.runners.list();
    const online = all.filter((r) => r.healthy);
    if (!online.length) return { status: 'down', detail: all.length ? `no judge runner online (${all.length} silent)` : 'no judge runner has reported: start one with npm run judge-runner' };
    return { status: 'up', detail: `${online.length} judge runner(s) online, ${online.reduce((n, r) => n + r.slots, 0)} slots` };
  }
}
