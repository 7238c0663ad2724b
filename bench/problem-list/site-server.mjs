// The site for bench/problem-list: API only, on the scratch database the runner made (DATABASE_URL),
// remote judge mode (no sandbox needed), the production logger writing to /dev/null.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSettings } from '../../config/dist/index.js';
import { createLogger } from '../../web/dist/server/logger.js';
import { createSite } from '../../web/dist/server/site.js';

const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
const env = { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'oj-bench-problems-')), JUDGE_MODE: 'remote' };
const { logger } = createLogger('info', '/dev/null');
const site = await createSite(loadSettings({ env, file: join(tmpdir(), 'none.json') }), { logger, pages: 'none', webRoot, version: 'bench' });
const server = await site.listen(0, '127.0.0.1');
process.send?.({ port: server.address().port });
process.on('message', async (m) => {
  if (m === 'stop') {
    await site.close();
    process.exit(0);
  }
});
