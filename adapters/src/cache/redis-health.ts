import type { Redis } from 'ioredis';
import type { HealthIndicator, HealthReport } from '@oj/core';

/**
 * A Redis connection's answer to /api/health: PING with its latency when connected; 'down' with the
 * connection's state and last error when not (the connection keeps reconnecting by itself). The server's
 * version comes from INFO, once a connection; a subscribed connection may not ask it and tells none.
 */
export class RedisHealthIndicator implements HealthIndicator {
  private lastError: string | undefined;
  private version: string | undefined;

  constructor(
    readonly name: string,
    private readonly redis: Redis,
    readonly critical = true,
  ) {
    redis.on('error', (error: Error) => {
      this.lastError = error.message;
    });
    redis.on('ready', () => {
      this.lastError = undefined;
      // a reconnection may have reached an upgraded server
      this.version = undefined;
    });
  }

  async check(): Promise<HealthReport> {
    if (this.redis.status !== 'ready') return this.down(`connection is ${this.redis.status}`);
    const started = performance.now();
    try {
      await this.redis.ping();
    } catch (error) {
      return this.down(error instanceof Error ? error.message : String(error));
    }
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { status: 'up', detail: 'Redis', version: await this.serverVersion(), latencyMs };
  }

  private async serverVersion(): Promise<string | undefined> {
    if (this.version === undefined && this.redis.mode === 'normal') {
      const info = await this.redis.info('server').catch(() => '');
      this.version = /^redis_version:(\S+)/m.exec(info)?.[1];
    }
    return this.version;
  }

  private down(state: string): HealthReport {
    const cause = this.lastError && this.lastError !== state ? `; last error: ${this.lastError}` : '';
    return { status: 'down', detail: `Redis unreachable (${state}${cause}); reconnecting by itself: check that Redis runs at REDIS_URL` };
  }
}
