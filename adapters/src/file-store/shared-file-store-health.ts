import type { HealthIndicator, HealthReport } from '@oj/core';

/** A shared file store (PostgreSQL tables or an S3 bucket) answers a cheap probe; uploads fail while it does not. */
export class SharedFileStoreHealthIndicator implements HealthIndicator {
  readonly name = 'files';
  readonly critical = true;

  constructor(
    private readonly detail: string,
    private readonly probe: () => Promise<unknown>,
  ) {}

  async check(): Promise<HealthReport> {
    const started = Date.now();
    try {
      await this.probe();
      return { status: 'up', detail: this.detail, latencyMs: Date.now() - started };
    } catch (error) {
      return { status: 'down', detail: `${this.detail}: ${error instanceof Error ? error.message : String(error)}`, latencyMs: Date.now() - started };
    }
  }
}
