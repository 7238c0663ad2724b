// The site's entry point: `npm start` (after `npm run build`), or `node web/dist/server/main.js --dev`.
import './production-env.js';
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSettings, SettingsError, type LoadedSettings } from '@oj/config';
import { createLogger } from './logger.js';
import { createSite } from './site.js';
import { discoverPlugins } from './plugin-discovery.js';

/** Exit code for a configuration error (sysexits EX_CONFIG). */
const EXIT_CONFIG = 78;
const SHUTDOWN_GRACE_MS = 10_000;

const webRoot = fileURLToPath(new URL('../../', import.meta.url));
const version = (JSON.parse(readFileSync(join(webRoot, '..', 'package.json'), 'utf8')) as { version: string }).version;

let loaded: LoadedSettings;
try {
  loaded = loadSettings();
} catch (error) {
  if (error instanceof SettingsError) {
    console.error(error.message);
    process.exit(EXIT_CONFIG);
  }
  throw error;
}

const { settings } = loaded;
const { logger, flush } = createLogger(settings.logLevel);

try {
  // every installed plugin folder; one that does not load stops the start (the catch below names it)
  const plugins = await discoverPlugins(join(webRoot, '..', 'plugins'));
  const site = await createSite(loaded, { logger, plugins, pages: process.argv.includes('--dev') ? 'dev' : 'build', webRoot, version });
  await site.listen(settings.port, settings.host);
  const shown = settings.host === '0.0.0.0' ? 'localhost' : settings.host;
  logger.info({ port: settings.port, host: settings.host, mode: site.infrastructure.mode }, `site running on http://${shown}:${settings.port}`);
  flush();
  if (site.generatedRootPassword) {
    // shown once, on the console only: it is kept nowhere but as a hash
    console.log(`\n  First start: the root account's password is ${site.generatedRootPassword}\n  Sign in as 'root' and change it (or set ADMIN_PASSWORD before the first start).\n`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    setTimeout(() => {
      logger.error('did not stop in time; exiting');
      flush();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await site.close();
    flush();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  logger.fatal({ err: error }, `could not start: ${(error as Error).message}`);
  flush();
  process.exit(1);
}
