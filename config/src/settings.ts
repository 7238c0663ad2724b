import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength, Validate } from 'class-validator';
import { IsAddressOrSubnet } from './address-or-subnet';
import { RemoteJudgeAccountsFormat } from './remote-judge-accounts';

/**
 * Every setting of a site or a runner. The property is the name in `oj.config.json`; `ENV` maps it
 * to its environment variable; `EXPECTED` says, in words, what a valid value looks like (start-up
 * errors quote it). With nothing set, the site runs embedded: PGlite under DATA_DIR, in-memory cache
 * and queue, an in-process judge.
 */
export class Settings {
  /** HTTP port of the site. */
  @IsInt() @Min(1) @Max(65535)
  port = 3000;

  /** Address to listen on; 0.0.0.0 to serve other machines. */
  @IsString() @MinLength(1)
  host = '127.0.0.1';

  /** Where the embedded database, stored files and the outbox live. */
  @IsString() @MinLength(1)
  dataDir = './data';

  /** PostgreSQL server; unset = embedded PostgreSQL (PGlite) under DATA_DIR. */
  @IsOptional() @Matches(/^postgres(ql)?:\/\/.+/)
  databaseUrl?: string;

  /**
   * Where files (test data, avatars, images, exports) are kept: `folder` (DATA_DIR/files, one machine only),
   * `postgres` (the site's PostgreSQL, every web process sees them) or `s3` (an S3-compatible bucket). Unset:
   * `postgres` when DATABASE_URL is set, else `folder`.
   */
  @IsOptional() @IsIn(['folder', 'postgres', 's3'])
  fileStore?: 'folder' | 'postgres' | 's3';

  /** The S3-compatible service, e.g. http://minio.internal:9000; unset = AWS's endpoint for S3_REGION. */
  @IsOptional() @Matches(/^https?:\/\/.+/)
  s3Endpoint?: string;

  /** The bucket's region (MinIO and radosgw accept any name). */
  @IsString() @MinLength(1)
  s3Region = 'us-east-1';

  /** The bucket that holds the files (it must exist); needed with FILE_STORE=s3. */
  @IsOptional() @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
  s3Bucket?: string;

  /** A key prefix when the bucket is shared, e.g. `oj/`; unset = none. */
  @IsOptional() @Matches(/^[A-Za-z0-9!_.*'()/-]{1,200}\/$/)
  s3Prefix?: string;

  /** Access key; unset = the SDK's usual sources (AWS_ACCESS_KEY_ID, an instance role). */
  @IsOptional() @IsString() @MinLength(1)
  s3AccessKeyId?: string;

  /** Secret of S3_ACCESS_KEY_ID. */
  @IsOptional() @IsString() @MinLength(1)
  s3SecretAccessKey?: string;

  /** Path-style requests (endpoint/bucket/key), as MinIO and radosgw usually need; false for virtual-hosted buckets. */
  @IsBoolean()
  s3ForcePathStyle = true;

  /** Redis for cache, sessions, rate limits and events across processes; unset = in-memory. */
  @IsOptional() @Matches(/^rediss?:\/\/.+/)
  redisUrl?: string;

  /** RabbitMQ for the judge queue; unset = in-process queue. */
  @IsOptional() @Matches(/^amqps?:\/\/.+/)
  amqpUrl?: string;

  /** Prefix of the judge queues' names, so several sites (or test runs) can share one broker. */
  @IsOptional() @Matches(/^[a-z0-9_.-]{1,40}$/)
  amqpNamespace?: string;

  /** `embedded`: this process also judges; `remote`: separate judge runners take the work. */
  @IsIn(['embedded', 'remote'])
  judgeMode: 'embedded' | 'remote' = 'embedded';

  /** Judge slots of the in-process runner (and default for a runner process). */
  @IsInt() @Min(1) @Max(64)
  judgeSlots = 1;

  /** Shared secret of the site and its judge runners: signs test-data downloads and heartbeats (at least 16 characters). */
  @IsOptional() @IsString() @MinLength(16)
  judgeSecret?: string;

  /** A runner's way to the site (test data, heartbeats), e.g. http://oj.example.org. */
  @IsOptional() @Matches(/^https?:\/\/.+/)
  siteUrl?: string;

  /** This runner's name in the admin's judge view; default: the host name. */
  @IsOptional() @IsString() @MinLength(1)
  judgeName?: string;

  /** Where judging happens and test data is cached; default: <DATA_DIR>/judge. */
  @IsOptional() @IsString() @MinLength(1)
  judgeWorkDir?: string;

  /** A folder with another testlib.h for checkers that include it; unset: the vendored 0.9.21 (docs/judge.md). */
  @IsOptional() @IsString() @MinLength(1)
  judgeTestlibDir?: string;

  /** Password of the root account created on first start; unset = generated and printed once. */
  @IsOptional() @IsString() @MinLength(6)
  adminPassword?: string;

  /** SMTP relay, e.g. smtp://user:pass@mail.example.org:587, used while the admin has stored none; unset = mail goes to the outbox. */
  @IsOptional() @Matches(/^smtps?:\/\/.+/)
  smtpUrl?: string;

  /** Sender address of the site's mail. */
  @IsString() @MinLength(3)
  mailFrom = 'OJ <no-reply@localhost>';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' = 'info';

  /** Trust X-Forwarded-* from this many proxies in front of the site (0 = none). */
  @IsInt() @Min(0) @Max(10)
  trustProxy = 0;

  /** A Prometheus scrape of /metrics that sends `Authorization: Bearer <this>` is served (at least 16 characters). */
  @IsOptional() @IsString() @MinLength(16)
  metricsToken?: string;

  /**
   * Client addresses and subnets (comma list in the environment) served /metrics without the token. Unset
   * and without a token, /metrics answers 404 to everyone: behind a proxy on the same host with TRUST_PROXY
   * unset every visitor looks like 127.0.0.1, so not even loopback is open by default.
   */
  @IsOptional() @IsAddressOrSubnet({ each: true })
  metricsAllow?: string[];

  /** Enabled plugins (comma list in the environment); unset = every installed plugin. */
  @IsOptional() @IsString({ each: true })
  plugins?: string[];

  /** Run database migrations at start-up (always on when embedded). */
  @IsBoolean()
  migrateOnStart = true;

  /** Import the sample problems (web/seed/problems) on the first start, when no problem was ever created. */
  @IsBoolean()
  seedProblems = true;

  /**
   * The key that encrypts secrets the site stores in its database (AES-256-GCM): the remote judges'
   * account passwords. 32 random bytes, as 64 hex digits or base64. Unset: no secret can be stored
   * (the remote judges take their accounts from REMOTE_JUDGE_ACCOUNTS only).
   */
  @IsOptional() @Matches(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/)
  secretsKey?: string;

  /**
   * Remote judges' accounts from the environment (never stored): JSON, pool key → accounts, e.g.
   * {"CF":[{"username":"u","password":"p"}]} (keys HDU, CF, POJ, AC, SPOJ, LIBRE; Gym uses CF's).
   */
  @IsOptional() @Validate(RemoteJudgeAccountsFormat)
  remoteJudgeAccounts?: string;
}

export type SettingName = keyof Settings;

/** Environment variable of each setting. */
export const ENV: Record<SettingName, string> = {
  port: 'PORT',
  host: 'HOST',
  dataDir: 'DATA_DIR',
  databaseUrl: 'DATABASE_URL',
  redisUrl: 'REDIS_URL',
  fileStore: 'FILE_STORE',
  s3Endpoint: 'S3_ENDPOINT',
  s3Region: 'S3_REGION',
  s3Bucket: 'S3_BUCKET',
  s3Prefix: 'S3_PREFIX',
  s3AccessKeyId: 'S3_ACCESS_KEY_ID',
  s3SecretAccessKey: 'S3_SECRET_ACCESS_KEY',
  s3ForcePathStyle: 'S3_FORCE_PATH_STYLE',
  amqpUrl: 'AMQP_URL',
  amqpNamespace: 'AMQP_NAMESPACE',
  judgeMode: 'JUDGE_MODE',
  judgeSlots: 'JUDGE_SLOTS',
  judgeSecret: 'JUDGE_SECRET',
  siteUrl: 'SITE_URL',
  judgeName: 'JUDGE_NAME',
  judgeWorkDir: 'JUDGE_WORK_DIR',
  judgeTestlibDir: 'JUDGE_TESTLIB_DIR',
  adminPassword: 'ADMIN_PASSWORD',
  smtpUrl: 'SMTP_URL',
  mailFrom: 'MAIL_FROM',
  logLevel: 'LOG_LEVEL',
  trustProxy: 'TRUST_PROXY',
  metricsToken: 'METRICS_TOKEN',
  metricsAllow: 'METRICS_ALLOW',
  plugins: 'PLUGINS',
  migrateOnStart: 'MIGRATE_ON_START',
  seedProblems: 'SEED_PROBLEMS',
  secretsKey: 'SECRETS_KEY',
  remoteJudgeAccounts: 'REMOTE_JUDGE_ACCOUNTS',
};

/** Settings whose value a start-up error never quotes (it says how long the value was instead). */
export const SECRET_SETTINGS: readonly SettingName[] = ['judgeSecret', 'adminPassword', 'smtpUrl', 'secretsKey', 'remoteJudgeAccounts', 's3SecretAccessKey'];

/** The expected form of each setting, as start-up errors say it. */
export const EXPECTED: Record<SettingName, string> = {
  port: 'an integer from 1 to 65535',
  host: 'an address such as 127.0.0.1 or 0.0.0.0',
  dataDir: 'a folder path',
  databaseUrl: 'a URL like postgresql://user:password@host:5432/database',
  redisUrl: 'a URL like redis://host:6379',
  fileStore: "'folder', 'postgres' or 's3'",
  s3Endpoint: 'a URL like http://minio.internal:9000',
  s3Region: 'a region name such as us-east-1',
  s3Bucket: 'a bucket name: 3 to 63 of a-z 0-9 . -',
  s3Prefix: "a key prefix ending in '/', such as oj/",
  s3AccessKeyId: 'an access key id',
  s3SecretAccessKey: 'the secret of S3_ACCESS_KEY_ID',
  s3ForcePathStyle: "'true' or 'false'",
  amqpUrl: 'a URL like amqp://user:password@host:5672',
  amqpNamespace: "up to 40 of a-z 0-9 _ . - (e.g. 'site2.')",
  judgeMode: "'embedded' or 'remote'",
  judgeSlots: 'an integer from 1 to 64',
  judgeSecret: 'at least 16 characters, the same on the site and its runners',
  siteUrl: 'a URL like http://oj.example.org',
  judgeName: 'a name',
  judgeWorkDir: 'a folder path',
  judgeTestlibDir: 'a folder path holding testlib.h',
  adminPassword: 'at least 6 characters',
  smtpUrl: 'a URL like smtp://user:password@host:587 (smtps:// for TLS)',
  mailFrom: 'an address like OJ <no-reply@example.org>',
  logLevel: 'one of fatal, error, warn, info, debug, trace, silent',
  trustProxy: 'an integer from 0 to 10',
  metricsToken: 'at least 16 characters',
  metricsAllow: 'a comma-separated list of addresses or subnets such as 127.0.0.1, ::1, 10.0.0.0/8',
  plugins: 'a comma-separated list of plugin ids',
  migrateOnStart: "'true' or 'false'",
  seedProblems: "'true' or 'false'",
  secretsKey: '32 random bytes as 64 hex digits or base64 (e.g. the output of `openssl rand -hex 32`)',
  remoteJudgeAccounts: 'JSON like {"CF":[{"username":"u","password":"p"}]} with the keys HDU, CF, POJ, AC, SPOJ, LIBRE',
};
