// The site under test, API only, in its own process, with the production logger writing to /dev/null.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSettings } from '../../config/dist/index.js';
import { createSite } from '../../web/dist/server/site.js';
import { createLogger } from '../../web/dist/server/logger.js';

const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'oj-bench-')) };
const loaded = loadSettings({ env, file: join(tmpdir(), 'none.json') });
const { logger } = createLogger(process.env.BENCH_LOG_LEVEL ?? 'info', '/dev/null');
const site = await createSite(loaded, { logger, pages: 'none', webRoot, version: 'bench' });
const server = await site.listen(0, '127.0.0.1');
process.send?.({ port: server.address().port });
process.on('message', async (m) => {
  if (m === 'stop') {
    await site.close();
    process.exit(0);
  }
});
