import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { validateSync } from 'class-validator';
import { fileStoreProblems } from './file-store-choice';
import { ENV, EXPECTED, SECRET_SETTINGS, Settings, type SettingName } from './settings';

/** Start-up stops with this: one line per bad setting, naming it and the expected form. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

const NUMERIC: SettingName[] = ['port', 'judgeSlots', 'trustProxy'];
const BOOLEAN: SettingName[] = ['migrateOnStart', 'seedProblems', 's3ForcePathStyle'];
const LIST: SettingName[] = ['plugins', 'metricsAllow'];

function fromEnvString(name: SettingName, raw: string): unknown {
  if (NUMERIC.includes(name)) return /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (BOOLEAN.includes(name)) return raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : raw;
  if (LIST.includes(name)) return raw.split(',').map((s) => s.trim()).filter(Boolean);
  return raw;
}

export interface LoadOptions {
  env?: Record<string, string | undefined>;
  /** Path of the JSON file; default OJ_CONFIG or ./oj.config.json. */
  file?: string;
}

/** Where each setting's value came from, for the admin's read-only view. */
export type SettingSource = 'environment' | 'file' | 'default';

export interface LoadedSettings {
  settings: Readonly<Settings>;
  sources: Record<SettingName, SettingSource>;
}

/** Reads settings: environment > oj.config.json > defaults, then validates them all at once. */
export function loadSettings(options: LoadOptions = {}): LoadedSettings {
  const env = options.env ?? process.env;
  const filePath = resolve(options.file ?? env.OJ_CONFIG ?? 'oj.config.json');
  let fileValues: Record<string, unknown> = {};
  const problems: string[] = [];
  if (existsSync(filePath)) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(filePath, 'utf8'));
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('the file must hold one JSON object');
      fileValues = parsed as Record<string, unknown>;
    } catch (e) {
      throw new SettingsError([`${filePath}: ${(e as Error).message}`]);
    }
  }
  const settings = new Settings();
  const sources = {} as Record<SettingName, SettingSource>;
  const names = Object.keys(ENV) as SettingName[];
  for (const key of Object.keys(fileValues)) {
    if (!names.includes(key as SettingName)) problems.push(`${filePath}: unknown setting '${key}' (known: ${names.join(', ')})`);
  }
  for (const name of names) {
    const envValue = env[ENV[name]];
    const target = settings as unknown as Record<string, unknown>;
    if (envValue !== undefined && envValue !== '') {
      target[name] = fromEnvString(name, envValue);
      sources[name] = 'environment';
    } else if (name in fileValues) {
      target[name] = fileValues[name];
      sources[name] = 'file';
    } else {
      sources[name] = 'default';
    }
  }
  for (const error of validateSync(settings)) {
    const name = error.property as SettingName;
    const where = sources[name] === 'file' ? `'${name}' in ${filePath}` : `${ENV[name]}`;
    const got = (settings as unknown as Record<string, unknown>)[name];
    // a secret is never quoted back (start-up errors reach logs)
    const shown = SECRET_SETTINGS.includes(name) ? `a value of ${String(got).length} characters` : JSON.stringify(got);
    problems.push(`${where} must be ${EXPECTED[name]} (got ${shown})`);
  }
  if (problems.length === 0) problems.push(...fileStoreProblems(settings));
  if (problems.length > 0) throw new SettingsError(problems);
  return { settings: Object.freeze(settings), sources };
}

/** True when the site runs on its own with nothing to install: embedded database, memory cache, in-process queue. */
export function isEmbedded(settings: Settings): { database: boolean; cache: boolean; queue: boolean } {
  return { database: !settings.databaseUrl, cache: !settings.redisUrl, queue: !settings.amqpUrl };
}
