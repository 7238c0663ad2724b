import { CLOCK, hashToken, SESSION_LIMITS, type Clock } from '@oj/core';
import { createUser, login } from './testing/accounts.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

/** A clock the test moves by hand (the Clock port exists for this). */
class ManualClock implements Clock {
  constructor(public at = Date.now()) {}
  now(): Date {
    return new Date(this.at);
  }
}

describe('sliding session renewal', () => {
  let t: TestSite;
  const clock = new ManualClock();
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1' });
    await t.site.container.unbind(CLOCK);
    t.site.container.bind(CLOCK).toConstantValue(clock);
    await createUser(t, 'sleeper', 'sleeper-pw');
  });
  afterAll(() => t.close());

  const authInfo = (token: string) => fetch(`${t.url}/api/get-user-auth-info`, { headers: { authorization: token } });

  it('keeps a young token, replaces an old one with Refresh-Token, lets the old one live through the grace, then ends it', async () => {
    const { token } = await login(t, 'sleeper', 'sleeper-pw', '10.6.0.1');
    const young = await authInfo(token);
    expect(young.status).toBe(200);
    expect(young.headers.get('refresh-token')).toBeNull();

    clock.at += (SESSION_LIMITS.RENEW_AFTER_SECONDS + 60) * 1000;
    // the session lookup is cached for a minute; let the cached copy age out as it would in real time
    await t.site.infrastructure.cache.delete(`session:${hashToken(token)}`);
    const renewed = await authInfo(token);
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('refresh-token')).toBe('true');
    const fresh = renewed.headers.get('authorization') as string;
    expect(fresh).toMatch(/^[\w-]{43}$/);
    expect(fresh).not.toBe(token);
    expect(renewed.headers.get('set-cookie')).toContain(`oj_session=${fresh}`);

    expect((await authInfo(token)).status).toBe(200);
    clock.at += (SESSION_LIMITS.RENEW_GRACE_SECONDS + 1) * 1000;
    expect((await authInfo(token)).status).toBe(401);
    expect((await authInfo(fresh)).status).toBe(200);

    clock.at += (SESSION_LIMITS.TTL_SECONDS + 1) * 1000;
    await t.site.infrastructure.cache.delete(`session:${hashToken(fresh)}`);
    expect((await authInfo(fresh)).status).toBe(401);
  });
});
