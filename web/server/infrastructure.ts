import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import type { Settings } from '@oj/config';
import {
  AmqpJudgeQueue,
  AmqpRemoteJudgeQueue,
  InProcessRemoteJudgeQueue,
  createRedisClient,
  FileStoreHealthIndicator,
  FlexibleRateLimiter,
  MemoryStreamLeases,
  RedisStreamLeases,
  FsFileStore,
  InProcessJudgeQueue,
  MemoryCache,
  Argon2PasswordHasher,
  MikroMailOutbox,
  MikroSessionRepository,
  MikroUserRepository,
  SqlAnnouncementRepository,
  SqlCarouselRepository,
  SqlSiteSwitchesRepository,
  SqlPluginStateRepository,
  SqlPluginSettingsRepository,
  OrmSqlRunner,
  SqlSysNoticeRepository,
  SqlMessageRepository,
  SqlEmailConfigRepository,
  SqlSmsConfigRepository,
  SqlLanguageRepository,
  SqlProblemRepository,
  SqlTagRepository,
  SqlTodoRepository,
  SqlSubmissionRepository,
  SqlJudgingLedger,
  SqlSubmissionStats,
  SqlPublicProblemSource,
  SafeZipReader,
  ZipWriter,
  SvgCaptchaDrawer,
  MikroUnitOfWork,
  MikroWebsiteConfigRepository,
  openDatabase,
  OutboxMailer,
  RedisCache,
  RedisEventBus,
  RedisHealthIndicator,
  SmtpMailer,
  whenReady,
  type Database,
  type MigrationSet,
} from '@oj/adapters';
import {
  ANNOUNCEMENT_REPOSITORY,
  CACHE,
  CAPTCHA_DRAWER,
  CAROUSEL_REPOSITORY,
  SITE_SWITCHES_REPOSITORY,
  PLUGIN_STATE_REPOSITORY,
  PLUGIN_SETTINGS_REPOSITORY,
  SQL_RUNNER,
  SYS_NOTICE_REPOSITORY,
  MESSAGE_REPOSITORY,
  EMAIL_CONFIG_REPOSITORY,
  SMS_CONFIG_REPOSITORY,
  LANGUAGE_REPOSITORY,
  PROBLEM_REPOSITORY,
  TAG_REPOSITORY,
  TODO_REPOSITORY,
  SUBMISSION_REPOSITORY,
  JUDGING_LEDGER,
  SUBMISSION_STATS,
  PUBLIC_PROBLEM_SOURCE,
  ARCHIVE_READER,
  ARCHIVE_WRITER,
  CLOCK,
  PASSWORD_HASHER,
  SESSION_REPOSITORY,
  USER_REPOSITORY,
  EVENT_BUS,
  FILE_STORE,
  InProcessEventBus,
  JUDGE_QUEUE,
  MAIL_OUTBOX,
  RATE_LIMITER,
  STREAM_LEASES,
  SystemClock,
  UNIT_OF_WORK,
  WEBSITE_CONFIG_REPOSITORY,
  type Cache,
  type Container,
  type EventBus,
  type FileStore,
  type HealthIndicator,
  type JudgeQueue,
  type Mailer,
  type MailOutbox,
  type RateLimiter,
  type StreamLeases,
  type RemoteJudgeQueue,
  REMOTE_JUDGE_QUEUE,
} from '@oj/core';

/** The adapters a site runs on, chosen by its settings. */
export interface Infrastructure {
  mode: { database: 'postgresql' | 'pglite'; cache: 'redis' | 'memory'; queue: 'rabbitmq' | 'in-process' };
  database: Database;
  cache: Cache;
  rateLimiter: RateLimiter;
  /** The live-update streams' leases (their caps), shared by every web process through Redis. */
  streamLeases: StreamLeases;
  events: EventBus;
  judgeQueue: JudgeQueue;
  /** The remote judges' queue: on RabbitMQ with the judge queue, else in-process. */
  remoteQueue: RemoteJudgeQueue;
  files: FileStore;
  outbox: MailOutbox;
  /** The environment's mailer: SMTP_URL, else the outbox. The site puts the admin's stored SMTP settings in front of it. */
  mailer: Mailer;
  health: HealthIndicator[];
  close(): Promise<void>;
}

/** How long start-up waits for Redis before going on (it keeps reconnecting; /api/health tells). */
const REDIS_START_WAIT_MS = 3_000;

/**
 * Opens every adapter the settings ask for: real servers where a URL is set, the embedded ones where
 * not. Whatever was opened is closed again if a later step fails.
 */
export async function openInfrastructure(settings: Settings, logger: Logger, pluginMigrations: MigrationSet[] = []): Promise<Infrastructure> {
  const closers: Array<() => Promise<void>> = [];
  const closeAll = async () => {
    for (const close of closers.reverse()) await close().catch((e: unknown) => logger.warn({ err: e }, 'error while closing'));
  };
  try {
    const dataDir = resolve(settings.dataDir);
    const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir, migrate: settings.migrateOnStart, pluginMigrations });
    closers.push(() => database.close());
    if (database.applied.length) logger.info({ applied: database.applied }, 'database migrated');
    if (database.engine === 'pglite') logger.info({ url: database.url }, 'embedded PostgreSQL (PGlite) running; psql can attach at this URL');

    const health: HealthIndicator[] = [database.health];
    let cache: Cache;
    let rateLimiter: RateLimiter;
    let streamLeases: StreamLeases;
    let events: EventBus;
    const onEventError = (error: unknown, event: { name: string }) => logger.error({ err: error, event: event.name }, 'event handler failed');
    if (settings.redisUrl) {
      const client = createRedisClient(settings.redisUrl);
      const subscriber = createRedisClient(settings.redisUrl);
      closers.push(async () => void (client.disconnect(), subscriber.disconnect()));
      await Promise.all([whenReady(client, REDIS_START_WAIT_MS), whenReady(subscriber, REDIS_START_WAIT_MS)]).catch(() =>
        logger.warn('Redis is not reachable yet; going on and reconnecting in the background'),
      );
      cache = new RedisCache(client);
      rateLimiter = FlexibleRateLimiter.redis(client);
      streamLeases = new RedisStreamLeases(client);
      events = new RedisEventBus(client, subscriber, 'oj:', onEventError);
      health.push(new RedisHealthIndicator('cache', client), new RedisHealthIndicator('events', subscriber));
    } else {
      const memory = new MemoryCache();
      closers.push(async () => memory.close());
      cache = memory;
      rateLimiter = FlexibleRateLimiter.memory();
      streamLeases = new MemoryStreamLeases();
      events = new InProcessEventBus((error) => logger.error({ err: error }, 'event handler failed'));
    }

    let judgeQueue: JudgeQueue;
    if (settings.amqpUrl) {
      const amqp = await AmqpJudgeQueue.open(settings.amqpUrl, { namespace: settings.amqpNamespace ?? '' });
      closers.push(() => amqp.close());
      judgeQueue = amqp;
      health.push(amqp);
    } else {
      const inProcess = new InProcessJudgeQueue();
      closers.push(() => inProcess.close());
      judgeQueue = inProcess;
      health.push(inProcess);
    }

    // the remote judges' queue: on the judge queue's broker (whose health /api/health reports), else in-process
    let remoteQueue: RemoteJudgeQueue;
    if (settings.amqpUrl) {
      const amqp = await AmqpRemoteJudgeQueue.open(settings.amqpUrl, { namespace: settings.amqpNamespace ?? '' });
      closers.push(() => amqp.close());
      remoteQueue = amqp;
    } else {
      const inProcess = new InProcessRemoteJudgeQueue();
      closers.push(() => inProcess.close());
      remoteQueue = inProcess;
    }

    const filesRoot = join(dataDir, 'files');
    const files = new FsFileStore(filesRoot);
    health.push(new FileStoreHealthIndicator(filesRoot));

    const outbox = new MikroMailOutbox(database.orm);
    let mailer: Mailer;
    if (settings.smtpUrl) {
      const smtp = new SmtpMailer(settings.smtpUrl, settings.mailFrom);
      closers.push(async () => smtp.close());
      mailer = smtp;
    } else {
      // each kept mail on the console, text and code included: without a relay that is where a newcomer reads it
      mailer = new OutboxMailer(outbox, ({ line, fields }) => logger.info(fields, line));
    }

    return {
      mode: { database: database.engine, cache: settings.redisUrl ? 'redis' : 'memory', queue: settings.amqpUrl ? 'rabbitmq' : 'in-process' },
      database,
      cache,
      rateLimiter,
      streamLeases,
      events,
      judgeQueue,
      remoteQueue,
      files,
      outbox,
      mailer,
      health,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** Binds the adapters to the core's tokens (MAILER is the site's: it needs the stored SMTP settings). */
export function bindInfrastructure(container: Container, infra: Infrastructure): void {
  container.bind(CACHE).toConstantValue(infra.cache);
  container.bind(RATE_LIMITER).toConstantValue(infra.rateLimiter);
  container.bind(STREAM_LEASES).toConstantValue(infra.streamLeases);
  container.bind(EVENT_BUS).toConstantValue(infra.events);
  container.bind(JUDGE_QUEUE).toConstantValue(infra.judgeQueue);
  container.bind(REMOTE_JUDGE_QUEUE).toConstantValue(infra.remoteQueue);
  container.bind(FILE_STORE).toConstantValue(infra.files);
  container.bind(MAIL_OUTBOX).toConstantValue(infra.outbox);
  container.bind(CLOCK).toConstantValue(new SystemClock());
  container.bind(UNIT_OF_WORK).toConstantValue(new MikroUnitOfWork(infra.database.orm));
  container.bind(WEBSITE_CONFIG_REPOSITORY).toConstantValue(new MikroWebsiteConfigRepository(infra.database.orm));
  container.bind(USER_REPOSITORY).toConstantValue(new MikroUserRepository(infra.database.orm));
  container.bind(SESSION_REPOSITORY).toConstantValue(new MikroSessionRepository(infra.database.orm));
  container.bind(PASSWORD_HASHER).toConstantValue(new Argon2PasswordHasher());
  container.bind(CAPTCHA_DRAWER).toConstantValue(new SvgCaptchaDrawer());
  container.bind(ANNOUNCEMENT_REPOSITORY).toConstantValue(new SqlAnnouncementRepository(infra.database.orm));
  container.bind(CAROUSEL_REPOSITORY).toConstantValue(new SqlCarouselRepository(infra.database.orm));
  container.bind(SITE_SWITCHES_REPOSITORY).toConstantValue(new SqlSiteSwitchesRepository(infra.database.orm));
  container.bind(PLUGIN_STATE_REPOSITORY).toConstantValue(new SqlPluginStateRepository(infra.database.orm));
  container.bind(PLUGIN_SETTINGS_REPOSITORY).toConstantValue(new SqlPluginSettingsRepository(infra.database.orm));
  // plugins' own SQL (they may not import the adapters)
  container.bind(SQL_RUNNER).toConstantValue(new OrmSqlRunner(infra.database.orm));
  container.bind(SYS_NOTICE_REPOSITORY).toConstantValue(new SqlSysNoticeRepository(infra.database.orm));
  container.bind(MESSAGE_REPOSITORY).toConstantValue(new SqlMessageRepository(infra.database.orm));
  container.bind(EMAIL_CONFIG_REPOSITORY).toConstantValue(new SqlEmailConfigRepository(infra.database.orm));
  container.bind(SMS_CONFIG_REPOSITORY).toConstantValue(new SqlSmsConfigRepository(infra.database.orm));
  container.bind(LANGUAGE_REPOSITORY).toConstantValue(new SqlLanguageRepository(infra.database.orm));
  container.bind(PROBLEM_REPOSITORY).toConstantValue(new SqlProblemRepository(infra.database.orm));
  container.bind(TAG_REPOSITORY).toConstantValue(new SqlTagRepository(infra.database.orm));
  container.bind(TODO_REPOSITORY).toConstantValue(new SqlTodoRepository(infra.database.orm));
  container.bind(SUBMISSION_REPOSITORY).toConstantValue(new SqlSubmissionRepository(infra.database.orm));
  container.bind(JUDGING_LEDGER).toConstantValue(new SqlJudgingLedger(infra.database.orm));
  container.bind(SUBMISSION_STATS).toConstantValue(new SqlSubmissionStats(infra.database.orm));
  container.bind(PUBLIC_PROBLEM_SOURCE).toConstantValue(new SqlPublicProblemSource(infra.database.orm));
  container.bind(ARCHIVE_READER).toConstantValue(new SafeZipReader());
  container.bind(ARCHIVE_WRITER).toConstantValue(new ZipWriter());
}
