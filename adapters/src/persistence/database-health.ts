import type { MikroORM } from '@mikro-orm/postgresql';
import type { HealthIndicator, HealthReport } from '@oj/core';

/** The database's answer to /api/health: its version, or why it cannot be reached. */
export class DatabaseHealthIndicator implements HealthIndicator {
  readonly name = 'database';

  constructor(
    private readonly orm: MikroORM,
    private readonly engine: 'postgresql' | 'pglite',
  ) {}

  async check(): Promise<HealthReport> {
    const rows = await this.orm.em.fork().getConnection().execute<Array<{ version: string }>>('select version() as version');
    const version = rows[0]?.version.split(' ').slice(0, 2).join(' ') ?? 'PostgreSQL';
    return { status: 'up', detail: this.engine === 'pglite' ? `embedded ${version} (PGlite)` : version };
  }
}
