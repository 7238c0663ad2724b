import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { testUrls } from './service-urls';

export type TestEngine = 'postgresql' | 'pglite';

/** A database of a test suite's own, on a real PostgreSQL server or on the worker's PGlite. */
export interface TestDatabase {
  engine: TestEngine;
  url: string;
  drop(): Promise<void>;
}

async function run(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL: a new database per suite (dropped afterwards), so parallel suites never meet.
 * PGlite: one instance per jest worker, whose suites run one after another; the suite empties it first.
 */
export async function freshDatabase(engine: TestEngine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const url = testUrls.embeddedDatabase();
    const reset = () => run(url, 'drop schema if exists public cascade; create schema public');
    await reset();
    return { engine, url, drop: reset };
  }
  const admin = testUrls.database();
  const name = `oj_test_${randomBytes(6).toString('hex')}`;
  await run(admin, `create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { engine, url: url.toString(), drop: () => run(admin, `drop database if exists ${name} with (force)`) };
}

export const TEST_ENGINES: readonly TestEngine[] = ['postgresql', 'pglite'];
