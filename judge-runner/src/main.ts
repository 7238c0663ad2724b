/**
 * A judge runner process (`npm run judge-runner`): takes tasks from RabbitMQ, fetches test data from the
 * site over HTTP, judges in the sandbox, streams results back, and beats its heart to the site.
 * Settings (environment): AMQP_URL, SITE_URL, JUDGE_SECRET, JUDGE_SLOTS, JUDGE_NAME, JUDGE_WORK_DIR,
 * JUDGE_TESTLIB_DIR (docs/operations.md).
 */
import 'reflect-metadata';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { loadSettings } from '@oj/config';
import { AmqpJudgeQueue } from '@oj/adapters';
import { createJudgeSlots } from './judge-slots';
import { selfTestLanguages } from './judge/self-test';
import { SandboxUnavailable } from './sandbox/sandbox-host';
import { DiskCache } from './test-data/disk-cache';
import { HttpTestDataSource } from './test-data/test-data-source';
import { postHeartbeat, runnerStatus, startHeartbeat } from './worker/heartbeat';
import { JudgeWorker, type WorkerLogger } from './worker/judge-worker';

const TEST_DATA_CACHE_BYTES = 4 * 1024 ** 3;
const VERSION = '0.1.0';

const logger: WorkerLogger = {
  info: (obj, msg) => process.stdout.write(`${JSON.stringify({ level: 'info', msg, ...obj })}\n`),
  warn: (obj, msg) => process.stdout.write(`${JSON.stringify({ level: 'warn', msg, ...obj })}\n`),
  error: (obj, msg) => process.stderr.write(`${JSON.stringify({ level: 'error', msg, ...obj })}\n`),
};

async function main(): Promise<void> {
  const { settings } = loadSettings();
  const missing = [!settings.amqpUrl && 'AMQP_URL', !settings.siteUrl && 'SITE_URL', !settings.judgeSecret && 'JUDGE_SECRET'].filter(Boolean);
  if (missing.length) throw new Error(`a judge runner needs ${missing.join(', ')} (docs/operations.md, "Judge runners")`);
  const name = settings.judgeName ?? hostname();
  const workDir = resolve(settings.judgeWorkDir ?? join(settings.dataDir, 'judge'));
  const slots = await createJudgeSlots({ slots: settings.judgeSlots, workDir, testlibDir: settings.judgeTestlibDir });
  const languages = slots[0].languages;
  for (const hint of slots[0].hints) logger.warn({ hint }, 'judge host tuning');
  // before taking work: each language's A+B (cached by toolchain version); the precompiled headers are
  // built right after, while the first tasks are judged (a compile that needs one waits for it)
  await selfTestLanguages(slots[0].judge, languages, slots[0].cacheDir);
  void languages.warmUp();
  logger.info({ name, slots: slots.length, languages: languages.available().map((l) => l.definition.key) }, 'judge runner ready');
  for (const s of languages.all().filter((l) => !l.available)) logger.warn({ language: s.definition.key, reason: s.reason }, 'language unavailable');

  const queue = await AmqpJudgeQueue.open(settings.amqpUrl as string, { namespace: settings.amqpNamespace ?? '' });
  const cache = await DiskCache.open(join(workDir, 'test-data'), TEST_DATA_CACHE_BYTES);
  const worker = new JudgeWorker({ name, queue, slots, testData: new HttpTestDataSource(cache, settings.siteUrl as string, settings.judgeSecret as string), logger });
  await worker.start();
  const stopBeating = startHeartbeat(
    () => postHeartbeat(settings.siteUrl as string, settings.judgeSecret as string, runnerStatus(name, languages, worker.slots, worker.busy, VERSION)),
    (error) => logger.warn({ err: error.message }, 'heartbeat failed'),
  );
  const shutdown = async () => {
    stopBeating();
    await worker.stop();
    await queue.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
}

main().catch((error: Error) => {
  logger.error({ err: error.message }, error instanceof SandboxUnavailable ? 'this host cannot judge' : 'the judge runner stopped');
  process.exit(error instanceof SandboxUnavailable ? 3 : 1);
});
