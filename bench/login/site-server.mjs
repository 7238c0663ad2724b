// The site for bench/login: API only, embedded database, with USERS accounts bench0..benchN made up front.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSettings } from '../../config/dist/index.js';
import { PASSWORD_HASHER, USER_REPOSITORY } from '../../core/dist/index.js';
import { createLogger } from '../../web/dist/server/logger.js';
import { createSite } from '../../web/dist/server/site.js';

const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'oj-bench-login-')), TRUST_PROXY: '1' };
const { logger } = createLogger('info', '/dev/null');
const site = await createSite(loadSettings({ env, file: join(tmpdir(), 'none.json') }), { logger, pages: 'none', webRoot, version: 'bench' });
const hash = await site.container.get(PASSWORD_HASHER).hash('bench-password');
const users = site.container.get(USER_REPOSITORY);
for (let i = 0; i < Number(process.env.USERS ?? 32); i++) await users.create({ username: `bench${i}`, email: `bench${i}@example.org`, passwordHash: hash, roles: ['default_user'] });
const server = await site.listen(0, '127.0.0.1');
process.send?.({ port: server.address().port });
process.on('message', async (m) => {
  if (m === 'stop') {
    await site.close();
    process.exit(0);
  }
});
