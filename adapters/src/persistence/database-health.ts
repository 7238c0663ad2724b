import type { MikroORM } from '@mikro-orm/postgresql';
import type { HealthIndicator, HealthReport } from '@oj/core';
import { emOf } from './entity-manager';

export type DatabaseEngine = 'postgresql' | 'pglite';

/** `PostgreSQL 15.18 on x86_64-pc-linux-gnu, ...` → `PostgreSQL 15.18`. */
function shortVersion(version: string): string {
  return /^PostgreSQL \S+/.exec(version)?.[0] ?? version;
}

/** `PostgreSQL 15.18 on ...` → `15.18`, or undefined when the text says no version. */
function versionNumber(version: string): string | undefined {
  return /^PostgreSQL (\d\S*)/.exec(version)?.[1]?.replace(/,$/, '');
}

/**
 * The database's answer to /api/health: `select version()` with its latency; up with the server's
 * version (`PostgreSQL 15.18`, and `version` 15.18) or `embedded PostgreSQL (PGlite), PostgreSQL 17.5`; down with the
 * driver's error text when it cannot be reached.
 */
export class DatabaseHealthIndicator implements HealthIndicator {
  readonly name = 'database';
  readonly critical = true;

  constructor(
    private readonly orm: MikroORM,
    private readonly engine: DatabaseEngine,
  ) {}

  async check(): Promise<HealthReport> {
    const started = Date.now();
    try {
      const [row] = await emOf(this.orm).execute<Array<{ version: string }>>('select version() as version');
      const version = shortVersion(row?.version ?? 'PostgreSQL');
      const detail = this.engine === 'pglite' ? `embedded PostgreSQL (PGlite), ${version}` : version;
      return { status: 'up', detail, version: versionNumber(version), latencyMs: Date.now() - started };
    } catch (error) {
      return { status: 'down', detail: error instanceof Error ? error.message : String(error), latencyMs: Date.now() - started };
    }
  }
}
