import { JUDGE_PROTOCOL_VERSION, runnerState, type JudgeRunnerView, type RunnerState } from '@oj/core';
import type { HealthData } from './routes/health.route.js';

/** What serves each part of the site (infrastructure's `mode`): a server, or the site's own process. */
export interface SystemMode {
  database: 'postgresql' | 'pglite';
  cache: 'redis' | 'memory';
  queue: 'rabbitmq' | 'in-process';
}

/** A part of the system whose version matters to someone reporting a problem. */
export type SystemPart = 'site' | 'node' | 'database' | 'cache' | 'queue' | 'judgeProtocol';

export interface SystemPartVersion {
  part: SystemPart;
  /** The product that serves it ('PostgreSQL', 'Redis', 'RabbitMQ'), or null for the site's own. */
  product: string | null;
  /** Null when the part does not tell it (a server that is down, an in-process queue). */
  version: string | null;
  /** Inside the site's process: embedded PostgreSQL, the in-memory cache, the in-process queue. */
  embedded: boolean;
}

/** A judge runner on the system info page. */
export interface SystemRunner {
  name: string;
  status: RunnerState;
  /** ISO time of its last heartbeat. */
  lastHeartbeat: string;
  busy: number;
  slots: number;
  /** Only with `runnerDetails`: the languages that passed its checks, and its host's 1/5/15-minute load. */
  languages?: string[];
  load?: number[];
}

/** /developer (01 §2 "system info"): versions, each dependency's state, the judge runners. */
export interface SystemInfo {
  versions: SystemPartVersion[];
  /** Each dependency of /api/health (database, cache, events, queue, files, judge) and whether it answers. */
  services: Array<{ name: string; status: 'up' | 'down' }>;
  runners: SystemRunner[];
  /**
   * Whether runners carry languages and load: those are the admin's judge view (get-judge-service-info);
   * anyone else sees what the public judging queue shows of a runner.
   */
  runnerDetails: boolean;
}

/** The system info page's data from the health report, what serves each part, and the runners' heartbeats. */
export function systemInfo(input: { health: HealthData; mode: SystemMode; runners: readonly JudgeRunnerView[]; now: number; runnerDetails: boolean }): SystemInfo {
  const { health, mode, runners, now, runnerDetails } = input;
  const versionOf = (dependency: string) => health.dependencies[dependency]?.version ?? null;
  return {
    versions: [
      { part: 'site', product: null, version: health.version, embedded: false },
      { part: 'node', product: 'Node.js', version: process.versions.node, embedded: false },
      { part: 'database', product: 'PostgreSQL', version: versionOf('database'), embedded: mode.database === 'pglite' },
      mode.cache === 'redis' ? { part: 'cache', product: 'Redis', version: versionOf('cache'), embedded: false } : { part: 'cache', product: null, version: null, embedded: true },
      mode.queue === 'rabbitmq' ? { part: 'queue', product: 'RabbitMQ', version: versionOf('queue'), embedded: false } : { part: 'queue', product: null, version: null, embedded: true },
      { part: 'judgeProtocol', product: null, version: `v${JUDGE_PROTOCOL_VERSION}`, embedded: false },
    ],
    services: Object.entries(health.dependencies).map(([name, d]) => ({ name, status: d.status })),
    runners: runners.map((r) => ({
      name: r.name,
      status: runnerState(r, now),
      lastHeartbeat: new Date(r.lastHeartbeat).toISOString(),
      busy: r.busy,
      slots: r.slots,
      ...(runnerDetails ? { languages: r.languages.map((l) => l.key), load: r.load } : {}),
    })),
    runnerDetails,
  };
}
