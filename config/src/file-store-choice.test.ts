import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileStoreKind } from './file-store-choice';
import { loadSettings, SettingsError } from './load-settings';

const noFile = join(tmpdir(), 'no-such-oj.config.json');
const load = (env: Record<string, string>) => loadSettings({ env, file: noFile }).settings;
const DB = 'postgresql://oj@db.internal:5432/oj';

describe('the file store the settings choose', () => {
  it('is the folder when embedded and PostgreSQL whenever DATABASE_URL is set', () => {
    expect(fileStoreKind(load({}))).toBe('folder');
    expect(fileStoreKind(load({ DATABASE_URL: DB }))).toBe('postgres');
    expect(fileStoreKind(load({ DATABASE_URL: DB, FILE_STORE: 'folder' }))).toBe('folder');
  });

  it('reads the S3 settings', () => {
    const settings = load({ FILE_STORE: 's3', S3_ENDPOINT: 'http://minio.internal:9000', S3_BUCKET: 'oj-files', S3_PREFIX: 'oj/', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'false' });
    expect(fileStoreKind(settings)).toBe('s3');
    expect(settings).toMatchObject({ s3Endpoint: 'http://minio.internal:9000', s3Bucket: 'oj-files', s3Prefix: 'oj/', s3Region: 'us-east-1', s3ForcePathStyle: false });
  });

  it('stops start-up on a choice that cannot work, saying what to set', () => {
    const problems = (env: Record<string, string>) => {
      try {
        load(env);
        return [];
      } catch (e) {
        return (e as SettingsError).problems;
      }
    };
    expect(problems({ FILE_STORE: 'postgres' })[0]).toMatch(/FILE_STORE=postgres .* set DATABASE_URL/);
    expect(problems({ FILE_STORE: 's3' })[0]).toMatch(/FILE_STORE=s3 needs S3_BUCKET/);
    expect(problems({ FILE_STORE: 's3', S3_BUCKET: 'oj-files', S3_ACCESS_KEY_ID: 'k' })[0]).toMatch(/go together/);
    expect(problems({ FILE_STORE: 'disk' })[0]).toMatch(/FILE_STORE must be 'folder', 'postgres' or 's3'/);
    // a secret is never quoted back
    expect(problems({ FILE_STORE: 's3', S3_BUCKET: 'oj-files', S3_SECRET_ACCESS_KEY: 'top-secret' }).join()).not.toContain('top-secret');
  });
});
