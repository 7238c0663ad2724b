import { inject, injectable } from 'inversify';
import { CACHE, type Cache } from '../cache/cache.port';
import { CLOCK, type Clock } from '../clock/clock.port';

/** What a runner says of itself every few seconds (its heartbeat). */
export interface JudgeRunnerStatus {
  name: string;
  /** Languages that passed its checks, with the toolchain's version. */
  languages: Array<{ key: string; version: string }>;
  /** Languages it knows but cannot run here, with the reason. */
  unavailable: Array<{ key: string; reason: string }>;
  slots: number;
  /** Slots judging right now. */
  busy: number;
  /** The host's 1, 5 and 15 minute load averages. */
  load: number[];
  version: string;
}

export interface JudgeRunnerView extends JudgeRunnerStatus {
  /** Epoch ms of the last heartbeat. */
  lastHeartbeat: number;
  /** A heartbeat within the last 20 s: the runner is taking work. */
  healthy: boolean;
}

const KEY = 'judge:runners';
/** Runners beat every 10 s: a runner silent for two beats is faulty (the "within 2 heartbeats"). */
export const RUNNER_HEALTHY_WITHIN_MS = 20_000;
/** A runner silent this long is dropped from the list. */
const FORGET_AFTER_MS = 24 * 3600_000;

/** The runners the site has heard from (the admin's judge view, the dashboard's count, /api/health). */
@injectable()
export class JudgeRunnerRegistry {
  constructor(
    @inject(CACHE) private readonly cache: Cache,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(status: JudgeRunnerStatus): Promise<void> {
    const now = this.clock.now().getTime();
    const runners = (await this.cache.get<Record<string, { status: JudgeRunnerStatus; at: number }>>(KEY)) ?? {};
    runners[status.name] = { status, at: now };
    for (const [name, r] of Object.entries(runners)) if (now - r.at > FORGET_AFTER_MS) delete runners[name];
    await this.cache.set(KEY, runners);
  }

  async list(): Promise<JudgeRunnerView[]> {
    const now = this.clock.now().getTime();
    const runners = (await this.cache.get<Record<string, { status: JudgeRunnerStatus; at: number }>>(KEY)) ?? {};
    return Object.values(runners)
      .map(({ status, at }) => ({ ...status, lastHeartbeat: at, healthy: now - at <= RUNNER_HEALTHY_WITHIN_MS }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async onlineCount(): Promise<number> {
    return (await this.list()).filter((r) => r.healthy).length;
  }
}
