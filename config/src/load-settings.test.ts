import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettings, SettingsError } from './load-settings';
import { parseRemoteJudgeAccounts } from './remote-judge-accounts';

const noFile = join(tmpdir(), 'no-such-oj.config.json');

describe('loadSettings', () => {
  it('runs embedded with nothing set', () => {
    const { settings, sources } = loadSettings({ env: {}, file: noFile });
    expect(settings.port).toBe(3000);
    expect(settings.databaseUrl).toBeUndefined();
    expect(settings.redisUrl).toBeUndefined();
    expect(settings.amqpUrl).toBeUndefined();
    expect(settings.judgeMode).toBe('embedded');
    expect(sources.port).toBe('default');
  });

  it('takes the environment over the file over the defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'oj-config-'));
    const file = join(dir, 'oj.config.json');
    writeFileSync(file, JSON.stringify({ port: 4000, dataDir: '/srv/oj', logLevel: 'warn' }));
    const { settings, sources } = loadSettings({ env: { PORT: '5000' }, file });
    expect(settings.port).toBe(5000);
    expect(sources.port).toBe('environment');
    expect(settings.dataDir).toBe('/srv/oj');
    expect(sources.dataDir).toBe('file');
    expect(settings.logLevel).toBe('warn');
    expect(settings.host).toBe('127.0.0.1');
  });

  it('parses lists and booleans from the environment', () => {
    const { settings } = loadSettings({ env: { PLUGINS: 'contests, groups', MIGRATE_ON_START: 'false' }, file: noFile });
    expect(settings.plugins).toEqual(['contests', 'groups']);
    expect(settings.migrateOnStart).toBe(false);
  });

  it('reads the metrics access: a token and a list of addresses and subnets', () => {
    const { settings } = loadSettings({ env: { METRICS_TOKEN: 'scrape-token-0123456789', METRICS_ALLOW: '127.0.0.1, ::1, 10.0.0.0/8,fd00::/8' }, file: noFile });
    expect(settings.metricsToken).toBe('scrape-token-0123456789');
    expect(settings.metricsAllow).toEqual(['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8']);
    for (const bad of ['localhost', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', '300.1.1.1']) {
      expect(() => loadSettings({ env: { METRICS_ALLOW: bad }, file: noFile })).toThrow('METRICS_ALLOW must be a comma-separated list of addresses or subnets');
    }
    expect(() => loadSettings({ env: { METRICS_TOKEN: 'short' }, file: noFile })).toThrow('METRICS_TOKEN must be at least 16 characters');
  });

  it('stops with a message naming every bad setting and its expected form', () => {
    let error: unknown;
    try {
      loadSettings({ env: { PORT: 'eighty', DATABASE_URL: 'mysql://x', JUDGE_MODE: 'cloud' }, file: noFile });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SettingsError);
    const message = (error as Error).message;
    expect(message).toContain('PORT must be an integer from 1 to 65535 (got "eighty")');
    expect(message).toContain('DATABASE_URL must be a URL like postgresql://');
    expect(message).toContain("JUDGE_MODE must be 'embedded' or 'remote'");
  });

  it('takes SECRETS_KEY and REMOTE_JUDGE_ACCOUNTS, and never quotes a bad secret back', () => {
    const key = 'ab'.repeat(32);
    const accounts = JSON.stringify({ CF: [{ username: 'bot', password: 'pw-1' }], HDU: [{ username: 'h', password: 'pw-2' }] });
    const { settings } = loadSettings({ env: { SECRETS_KEY: key, REMOTE_JUDGE_ACCOUNTS: accounts }, file: noFile });
    expect(settings.secretsKey).toBe(key);
    expect(parseRemoteJudgeAccounts(settings.remoteJudgeAccounts as string)).toEqual([
      { judge: 'CF', username: 'bot', password: 'pw-1' },
      { judge: 'HDU', username: 'h', password: 'pw-2' },
    ]);
    let message = '';
    try {
      loadSettings({ env: { SECRETS_KEY: 'too-short-secret', REMOTE_JUDGE_ACCOUNTS: '{"GYM":[{"username":"u","password":"hunter2-secret"}]}', ADMIN_PASSWORD: 'abc' }, file: noFile });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('SECRETS_KEY must be 32 random bytes as 64 hex digits or base64');
    expect(message).toContain('REMOTE_JUDGE_ACCOUNTS must be JSON like');
    expect(message).toContain('ADMIN_PASSWORD must be at least 6 characters (got a value of 3 characters)');
    for (const secret of ['too-short-secret', 'hunter2-secret', '"abc"']) expect(message).not.toContain(secret);
  });

  it('reads REMOTE_JUDGE_ACCOUNTS strictly, naming what is wrong without a password', () => {
    expect(() => parseRemoteJudgeAccounts('not json')).toThrow('it is not JSON');
    expect(() => parseRemoteJudgeAccounts('{"GYM":[]}')).toThrow("'GYM' is not one of HDU, CF, POJ, AC, SPOJ, LIBRE");
    expect(() => parseRemoteJudgeAccounts('{"CF":[{"username":"a"}]}')).toThrow('CF[0].password must be 1 to 200 characters');
    expect(() => parseRemoteJudgeAccounts('{"CF":[{"username":"a","password":"x"},{"username":"a","password":"secret-y"}]}')).toThrow("CF lists 'a' twice");
  });

  it('names the file for a bad value found there, and refuses unknown keys', () => {
    const dir = mkdtempSync(join(tmpdir(), 'oj-config-'));
    const file = join(dir, 'oj.config.json');
    writeFileSync(file, JSON.stringify({ port: 70000, colour: 'blue' }));
    expect(() => loadSettings({ env: {}, file })).toThrow(/'port' in .*oj\.config\.json must be an integer/);
    expect(() => loadSettings({ env: {}, file })).toThrow(/unknown setting 'colour'/);
  });

  it('refuses a file that is not JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'oj-config-'));
    const file = join(dir, 'oj.config.json');
    writeFileSync(file, '{ port: ');
    expect(() => loadSettings({ env: {}, file })).toThrow(SettingsError);
  });
});
