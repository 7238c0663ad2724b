// The site for bench/judge-e2e: API only, on the scratch database the runner made (DATABASE_URL), the
// embedded judge ("one runner") with the site's own JUDGE_SLOTS default unless the runner sets it, the
// sample problems seeded (1000 is A+B), no submit interval or waiting cap (unless SWITCHES, JSON, sets them),
// USERS accounts bench0..benchN, the production logger writing to /dev/null. Tells the runner its port, its
// slots and problem 1000's id. Also the site of bench/judge-fairness.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSettings } from '../../config/dist/index.js';
import { PASSWORD_HASHER, PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, USER_REPOSITORY } from '../../core/dist/index.js';
import { createLogger } from '../../web/dist/server/logger.js';
import { createSite } from '../../web/dist/server/site.js';

const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
const env = { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'oj-bench-judge-e2e-')), JUDGE_MODE: 'embedded', SEED_PROBLEMS: 'true', TRUST_PROXY: '1' };
const { logger } = createLogger('info', '/dev/null');
const loaded = loadSettings({ env, file: join(tmpdir(), 'none.json') });
const site = await createSite(loaded, { logger, pages: 'none', webRoot, version: 'bench' });
// no submit interval nor waiting cap unless SWITCHES (JSON) says otherwise
await site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0, waitingSubmissionLimit: 0, ...JSON.parse(process.env.SWITCHES ?? '{}') });
const hash = await site.container.get(PASSWORD_HASHER).hash('bench-password');
const users = site.container.get(USER_REPOSITORY);
for (let i = 0; i < Number(process.env.USERS ?? 20); i++) await users.create({ username: `bench${i}`, email: `bench${i}@example.org`, passwordHash: hash, roles: ['default_user'] });
const aplusb = await site.container.get(PROBLEM_REPOSITORY).findByProblemId('1000');
if (!aplusb) throw new Error('problem 1000 was not seeded');
const server = await site.listen(0, '127.0.0.1');
process.send?.({ port: server.address().port, slots: loaded.settings.judgeSlots, pid: aplusb.id });
process.on('message', async (m) => {
  if (m === 'stop') {
    await site.close();
    rmSync(env.DATA_DIR, { recursive: true, force: true });
    process.exit(0);
  }
});
