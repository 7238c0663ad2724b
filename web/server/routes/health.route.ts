import { checkWithin, defineRoute, Reply, type HealthIndicator, type HealthReport } from '@oj/core';

/** How long one dependency may take to answer before it is reported down. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

export interface HealthData {
  /** up: all well; degraded: a non-critical part (the judge) is down; down: the site cannot serve. */
  status: 'up' | 'degraded' | 'down';
  version: string;
  uptimeSeconds: number;
  dependencies: Record<string, HealthReport & { critical: boolean }>;
}

/** Asks every dependency, each within HEALTH_CHECK_TIMEOUT_MS. */
export async function healthReport(indicators: readonly HealthIndicator[], version: string): Promise<HealthData> {
  const reports = await Promise.all(indicators.map((i) => checkWithin(i, HEALTH_CHECK_TIMEOUT_MS)));
  const dependencies: HealthData['dependencies'] = {};
  indicators.forEach((indicator, i) => {
    dependencies[indicator.name] = { ...reports[i], critical: indicator.critical !== false };
  });
  const downs = Object.values(dependencies).filter((d) => d.status === 'down');
  const status: HealthData['status'] = downs.some((d) => d.critical) ? 'down' : downs.length ? 'degraded' : 'up';
  return { status, version, uptimeSeconds: Math.round(process.uptime()), dependencies };
}

/** What anyone may learn of the site's health: up or down, overall and per dependency by name. */
export interface PublicHealthData {
  status: HealthData['status'];
  dependencies: Record<string, { status: HealthReport['status'] }>;
}

/**
 * The health report without what helps an attacker more than a visitor: versions, the data folder, free
 * disk, latencies, the judge's missing programs. Administrators see the whole report.
 */
export function publicHealth(data: HealthData): PublicHealthData {
  return { status: data.status, dependencies: Object.fromEntries(Object.entries(data.dependencies).map(([name, d]) => [name, { status: d.status }])) };
}

/**
 * `GET /api/health`: each dependency's state; 503 when a critical one is down. A guest or a user sees up or
 * down only; an administrator (anyone who may enter the admin area) the details (what the judge lacks, versions, ...).
 */
export function healthRoute(indicators: () => readonly HealthIndicator[], version: string) {
  return defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Health of the site and of each dependency (database, cache, queue, judge), up or down; administrators also get each one\'s detail, version and latency. 503 when a critical one is down',
    tag: 'operations',
    access: { auth: 'anon' },
    async handle(call) {
      const data = await healthReport(indicators(), version);
      const shown = call.request.ability.can('enter', 'Admin') ? data : publicHealth(data);
      return data.status === 'down' ? new Reply(503, shown, 'error.unavailable') : shown;
    },
  });
}
