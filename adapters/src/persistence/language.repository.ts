import type { MikroORM } from '@mikro-orm/postgresql';
import type { Language, LanguageChanges, LanguageRepository, LanguageSeed } from '@oj/core';
import { sqlOf } from './entity-manager';

interface LanguageRow {
  id: string;
  key: string;
  name: string;
  description: string;
  content_type: string;
  template: string;
  code_template: string;
  compile_command: string;
  enabled: boolean;
  oj: string;
  seq: number;
  time_factor: number | null;
  memory_factor: number | null;
  gmt_create: Date;
  gmt_modified: Date;
}

const SELECT = 'select id, key, name, description, content_type, template, code_template, compile_command, enabled, oj, seq, time_factor, memory_factor, gmt_create, gmt_modified from language';
const ORDER = 'order by seq, id';

/** The columns of what an admin may change. */
const COLUMNS: Record<keyof LanguageChanges, string> = {
  description: 'description',
  contentType: 'content_type',
  template: 'template',
  codeTemplate: 'code_template',
  compileCommand: 'compile_command',
  enabled: 'enabled',
  seq: 'seq',
  timeFactor: 'time_factor',
  memoryFactor: 'memory_factor',
};

const toModel = (r: LanguageRow): Language => ({
  id: Number(r.id),
  key: r.key,
  name: r.name,
  description: r.description,
  contentType: r.content_type,
  template: r.template,
  codeTemplate: r.code_template,
  compileCommand: r.compile_command,
  enabled: Boolean(r.enabled),
  oj: r.oj,
  seq: Number(r.seq),
  timeFactor: r.time_factor === null ? null : Number(r.time_factor),
  memoryFactor: r.memory_factor === null ? null : Number(r.memory_factor),
  gmtCreate: new Date(r.gmt_create),
  gmtModified: new Date(r.gmt_modified),
});

/** The language list in SQL; seeding is one `insert ... on conflict do nothing`, so edited rows are never touched. */
export class SqlLanguageRepository implements LanguageRepository {
  constructor(private readonly orm: MikroORM) {}

  async list(filter: { enabledOnly?: boolean; oj?: string } = {}): Promise<Language[]> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (filter.enabledOnly) where.push('enabled');
    if (filter.oj !== undefined) {
      where.push('oj = ?');
      values.push(filter.oj);
    }
    const rows = await sqlOf(this.orm).all<LanguageRow>(`${SELECT} ${where.length ? `where ${where.join(' and ')}` : ''} ${ORDER}`, values);
    return rows.map(toModel);
  }

  async find(id: number): Promise<Language | undefined> {
    const [row] = await sqlOf(this.orm).all<LanguageRow>(`${SELECT} where id = ?`, [id]);
    return row ? toModel(row) : undefined;
  }

  async update(id: number, changes: LanguageChanges): Promise<Language | undefined> {
    const sets: string[] = [];
    const values: unknown[] = [];
    for (const [field, column] of Object.entries(COLUMNS) as Array<[keyof LanguageChanges, string]>) {
      if (changes[field] === undefined) continue;
      sets.push(`${column} = ?`);
      values.push(changes[field]);
    }
    sets.push('gmt_modified = now()');
    const touched = await sqlOf(this.orm).run(`update language set ${sets.join(', ')} where id = ?`, [...values, id]);
    return touched ? this.find(id) : undefined;
  }

  async insertMissing(seeds: readonly LanguageSeed[]): Promise<string[]> {
    if (!seeds.length) return [];
    const rows = seeds.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    const values = seeds.flatMap((s) => [s.key, s.name, s.description, s.contentType, s.template, s.codeTemplate, s.compileCommand, s.oj, s.seq]);
    const inserted = await sqlOf(this.orm).all<{ key: string }>(
      `insert into language (key, name, description, content_type, template, code_template, compile_command, oj, seq) values ${rows}
       on conflict (oj, key) do nothing returning key`,
      values,
    );
    return inserted.map((r) => r.key);
  }
}
