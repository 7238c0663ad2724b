import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { testUrls } from './service-urls';

export type TestEngine = 'postgresql' | 'pglite';

/** A schema of a test suite's own, on the real PostgreSQL or on this jest worker's PGlite. */
export interface TestDatabase {
  engine: TestEngine;
  /** The database URL with `?schema=<schema>`: createOrm / openDatabase / DATABASE_URL work inside it. */
  url: string;
  schema: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

export const TEST_ENGINES: readonly TestEngine[] = ['postgresql', 'pglite'];

const SCHEMA_PREFIX = 'oj_test_';
/** No suite runs this long: an older test schema was left by a run that crashed, and is swept. */
const STALE_SCHEMA_AGE_S = 3_600;

async function run<T extends object = object>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Best effort: drops test schemas of crashed runs (their names carry their creation time). */
async function sweepStale(url: string, nowS: number): Promise<void> {
  const rows = await run<{ name: string }>(url, `select nspname as name from pg_namespace where nspname like '${SCHEMA_PREFIX}%'`);
  for (const { name } of rows) {
    const created = Number(/^oj_test_(\d+)_/.exec(name)?.[1]);
    if (created && nowS - created > STALE_SCHEMA_AGE_S) await run(url, `drop schema if exists ${name} cascade`).catch(() => {});
  }
}

/**
 * PGlite serves every connection from ONE session, so `search_path` is shared: a worker's PGlite can
 * hold only one live test schema at a time (jest runs a worker's suites one after another, and a suite
 * must close one before making the next).
 */
let livePgliteSchema: string | undefined;

/**
 * A fresh, empty schema for one suite (test files run in parallel and share the databases): on the real
 * PostgreSQL (DATABASE_URL, database `test`) or on the worker's PGlite (jest globalSetup). Everything
 * the suite creates through the returned URL lands in that schema; `drop()` removes it.
 */
export async function freshDatabase(engine: TestEngine): Promise<TestDatabase> {
  const base = engine === 'pglite' ? testUrls.embeddedDatabase() : testUrls.database();
  if (engine === 'pglite' && livePgliteSchema) {
    throw new Error(`PGlite test schema ${livePgliteSchema} is still open: drop it before making another (PGlite has one session)`);
  }
  const nowS = Math.floor(Date.now() / 1000);
  const schema = `${SCHEMA_PREFIX}${nowS}_${randomBytes(4).toString('hex')}`;
  if (engine === 'postgresql') await sweepStale(base, nowS).catch(() => {});
  await run(base, `create schema ${schema}`);
  if (engine === 'pglite') livePgliteSchema = schema;
  const url = new URL(base);
  url.searchParams.set('schema', schema);
  return {
    engine,
    url: url.toString(),
    schema,
    async drop() {
      await run(base, `drop schema if exists ${schema} cascade`);
      if (livePgliteSchema === schema) livePgliteSchema = undefined;
    },
  };
}
