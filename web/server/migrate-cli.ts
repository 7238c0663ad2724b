// `npm run migrate`: brings the database named by the settings (or the embedded one) up to date.
import 'reflect-metadata';
import { resolve } from 'node:path';
import { loadSettings, SettingsError } from '@oj/config';
import { openDatabase } from '@oj/adapters';

try {
  const { settings } = loadSettings();
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: resolve(settings.dataDir), migrate: true });
  console.log(database.applied.length ? `applied: ${database.applied.join(', ')}` : 'the database is up to date');
  await database.close();
} catch (error) {
  console.error(error instanceof SettingsError ? error.message : `migration failed: ${(error as Error).message}`);
  process.exit(1);
}
