import { FILE_HASH_PATTERN, manifestFiles, parseTestDataManifest, type FileStore } from '@oj/core';
import type { SqlQueryable } from './pg-pool';

/**
 * Columns that can never name a file, skipped because they are big: a submission's program text. Everything
 * else is read: a file is kept if ANY text of the site's database mentions its hash.
 */
const NEVER_REFERENCES: ReadonlyArray<readonly [table: string, column: string]> = [['submission', 'code']];

/** The file store's own tables: they hold every hash, so they prove nothing. */
const OWN_TABLES = ['file_blob', 'file_chunk', 'file_orphan'];

/** A test-data manifest is small JSON (core's MANIFEST_MAX_BYTES); a bigger file named by case_version is not one. */
const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;

const TEXT_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb'];

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every file the site still uses. Files are named by hash in many places: avatars (`user_info.avatar`),
 * carousel images (`home_carousel.file_hash`), test cases (`problem_case`), statement images and attachments
 * (links inside markdown of problems, announcements, contests, trainings, discussions...), and test-data
 * manifests (`problem.case_version`) whose JSON names the case and extra files. Rather than a list every feature
 * (and every plugin) would have to keep up to date, this reads every text column of the site's schemas for
 * 64-hex-digit words, then opens the manifests named by `problem.case_version` for the files inside them.
 */
export class SqlFileReferences {
  constructor(
    private readonly db: SqlQueryable,
    private readonly files: FileStore,
  ) {}

  async collect(): Promise<Set<string>> {
    const referenced = new Set<string>();
    const { rows: columns } = await this.db.query<{ schema: string; table: string; column: string }>(
      `select c.table_schema as schema, c.table_name as table, c.column_name as column
       from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
       where t.table_type = 'BASE TABLE' and c.table_schema = any (current_schemas(false)) and c.data_type = any ($1)`,
      [TEXT_TYPES],
    );
    for (const { schema, table, column } of columns) {
      if (OWN_TABLES.includes(table) || NEVER_REFERENCES.some(([t, c]) => t === table && c === column)) continue;
      const col = `${quoteIdent(column)}::text`;
      const { rows } = await this.db.query<{ hash: string }>(
        `select distinct m[1] as hash from ${quoteIdent(schema)}.${quoteIdent(table)}, regexp_matches(${col}, '[0-9a-f]{64}', 'g') as m where ${col} ~ '[0-9a-f]{64}'`,
      );
      for (const r of rows) referenced.add(r.hash);
    }
    for (const manifest of await this.manifestHashes()) {
      for (const hash of await this.filesOfManifest(manifest)) referenced.add(hash);
    }
    return referenced;
  }

  private async manifestHashes(): Promise<string[]> {
    const { rows } = await this.db.query<{ exists: boolean }>(`select to_regclass('problem') is not null as exists`);
    if (!rows[0]?.exists) return [];
    const versions = await this.db.query<{ hash: string }>('select distinct case_version as hash from problem where case_version is not null');
    return versions.rows.map((r) => r.hash.trim()).filter((h) => FILE_HASH_PATTERN.test(h));
  }

  private async filesOfManifest(hash: string): Promise<string[]> {
    const stat = await this.files.stat(hash);
    if (!stat || stat.size > MANIFEST_MAX_BYTES) return [];
    try {
      return manifestFiles(parseTestDataManifest((await this.files.read(hash)).toString('utf8')));
    } catch {
      // not a manifest after all (or a broken one): what it names cannot be told, the hash itself is kept
      return [];
    }
  }
}
