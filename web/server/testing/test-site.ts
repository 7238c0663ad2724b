import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadSettings } from '@oj/config';
import type { PluginManifest } from '@oj/core';
import { freshDatabase, type TestDatabase } from '../../../adapters/src/testing/test-database.js';
import { createSite, type Site } from '../site.js';

export interface TestSite {
  site: Site;
  url: string;
  database: TestDatabase;
  close(): Promise<void>;
}

/** What else a test site may be given: `log` receives every log line (JSON, level trace) instead of silence. */
export interface TestSiteOptions {
  log?: (line: string) => void;
}

/**
 * A whole site (API only) on a free port, on a fresh database of its own on the real PostgreSQL,
 * with the given settings on top (REDIS_URL, AMQP_URL, ...). Pass `database` to share one between sites.
 */
export async function startTestSite(env: Record<string, string> = {}, database?: TestDatabase, plugins: PluginManifest[] = [], options: TestSiteOptions = {}): Promise<TestSite> {
  const db = database ?? (await freshDatabase('postgresql'));
  const dataDir = await mkdtemp(join(tmpdir(), 'oj-site-'));
  const loaded = loadSettings({ env: { DATA_DIR: dataDir, DATABASE_URL: db.url, LOG_LEVEL: 'silent', JUDGE_MODE: 'remote', SEED_PROBLEMS: 'false', ...env }, file: join(dataDir, 'none.json') });
  const log = options.log;
  const logger = log ? pino({ level: 'trace' }, { write: (line: string) => log(line) }) : pino({ level: 'silent' });
  const site = await createSite(loaded, { logger, pages: 'none', webRoot: join(__dirname, '..', '..'), version: 'test', plugins });
  const server = await site.listen(0, '127.0.0.1');
  return {
    site,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    database: db,
    async close() {
      await site.close();
      await rm(dataDir, { recursive: true, force: true });
      if (!database) await db.drop();
    },
  };
}
