import type { ServiceIdentifier } from 'inversify';

export interface HealthReport {
  status: 'up' | 'down';
  /** What it is (engine, version, mode) or, when down, what is wrong and how to fix it. */
  detail?: string;
  /** The server's own version when it tells it ('15.18' of PostgreSQL): the system info page shows it. */
  version?: string;
  latencyMs?: number;
}

/** One dependency's answer to "are you there?"; `/api/health` asks every one bound. */
export interface HealthIndicator {
  readonly name: string;
  /** False when the site still serves without it (e.g. the judge): it then shows as degraded, not down. Default true. */
  readonly critical?: boolean;
  check(): Promise<HealthReport>;
}

export const HEALTH_INDICATOR: ServiceIdentifier<HealthIndicator> = Symbol.for('oj.HealthIndicator');

/** Runs a check with a deadline, so one hung dependency cannot hang the health endpoint. */
export async function checkWithin(indicator: HealthIndicator, timeoutMs: number): Promise<HealthReport> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const report = await Promise.race([
      indicator.check(),
      new Promise<HealthReport>((resolve) => {
        timer = setTimeout(() => resolve({ status: 'down', detail: `no answer within ${timeoutMs} ms` }), timeoutMs);
      }),
    ]);
    return { latencyMs: Date.now() - started, ...report };
  } catch (e) {
    return { status: 'down', detail: e instanceof Error ? e.message : String(e), latencyMs: Date.now() - started };
  } finally {
    if (timer) clearTimeout(timer);
  }
}
