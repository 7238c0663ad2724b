import type { MikroORM } from '@mikro-orm/postgresql';
import type { EmailConfig, EmailConfigRepository } from '@oj/core';
import { sqlOf } from './entity-manager';

const COLUMNS: Record<keyof EmailConfig, string> = {
  emailHost: 'email_host',
  emailPort: 'email_port',
  emailUsername: 'email_username',
  emailPassword: 'email_password',
  emailSsl: 'email_ssl',
  emailBGImg: 'email_bg_img',
};

interface EmailConfigRow {
  email_host: string;
  email_port: number;
  email_username: string;
  email_password: string;
  email_ssl: boolean;
  email_bg_img: string;
}

/** The SMTP settings row (seeded by its migration); fields not named in an update stay as they are. */
export class SqlEmailConfigRepository implements EmailConfigRepository {
  constructor(private readonly orm: MikroORM) {}

  async get(): Promise<EmailConfig> {
    const [row] = await sqlOf(this.orm).all<EmailConfigRow>('select email_host, email_port, email_username, email_password, email_ssl, email_bg_img from email_config where id = 1');
    if (!row) throw new Error('email_config has no row: run the migrations');
    return {
      emailHost: row.email_host,
      emailPort: Number(row.email_port),
      emailUsername: row.email_username,
      emailPassword: row.email_password,
      emailSsl: Boolean(row.email_ssl),
      emailBGImg: row.email_bg_img,
    };
  }

  async update(changes: Partial<EmailConfig>): Promise<EmailConfig> {
    const sets: string[] = [];
    const values: unknown[] = [];
    for (const [field, column] of Object.entries(COLUMNS) as Array<[keyof EmailConfig, string]>) {
      if (changes[field] !== undefined) {
        sets.push(`${column} = ?`);
        values.push(changes[field]);
      }
    }
    if (sets.length) await sqlOf(this.orm).run(`update email_config set ${sets.join(', ')}, gmt_modified = now() where id = 1`, values);
    return this.get();
  }
}
