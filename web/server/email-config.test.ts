import { EMAIL_CONFIG_REPOSITORY, EmailConfigService } from '@oj/core';
import { localSmtp, type LocalSmtp } from '../../adapters/src/testing/local-smtp.js';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { createUser, login } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

const send = (t: TestSite, method: string, path: string, token: string | undefined, body?: unknown) =>
  fetch(`${t.url}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });

describe('SMTP settings: stored, masked, used by every process without a restart', () => {
  let envRelay: LocalSmtp;
  let storedRelay: LocalSmtp;
  let a: TestSite;
  let b: TestSite;
  let root: string;
  let rootOnB: string;
  let admin: string;
  beforeAll(async () => {
    envRelay = await localSmtp({ username: 'env', password: 'env-pass' });
    storedRelay = await localSmtp({ username: 'judge@relay.test', password: 'relay-pass' });
    const env = { TRUST_PROXY: '1', REDIS_URL: testUrls.redis(), SMTP_URL: `smtp://env:env-pass@127.0.0.1:${envRelay.port}`, MAIL_FROM: 'Campus Judge <no-reply@judge.test>' };
    a = await startTestSite({ ...env, ADMIN_PASSWORD: 'root-pass-1' });
    b = await startTestSite(env, a.database);
    root = (await login(a, 'root', 'root-pass-1', '10.50.0.1')).token;
    rootOnB = (await login(b, 'root', 'root-pass-1', '10.50.0.2')).token;
    await createUser(a, 'mailadmin', 'admin-pw1', ['admin']);
    admin = (await login(a, 'mailadmin', 'admin-pw1', '10.50.0.3')).token;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await envRelay?.close();
    await storedRelay?.close();
  });

  const put = (body: unknown, lang = 'en-US') => send(a, 'PUT', `/api/admin/config/set-email-config?l=${lang}`, root, body);
  const testMail = (t: TestSite, token: string, email: string, lang = 'en-US') => send(t, 'POST', `/api/admin/config/test-email?l=${lang}`, token, { email });
  const relaySettings = { emailHost: '127.0.0.1', emailPort: 0, emailUsername: 'judge@relay.test', emailPassword: 'relay-pass', emailSsl: false, emailBGImg: 'https://img.example/bg.png?a=1' };

  it('starts empty and mails through SMTP_URL', async () => {
    const got = await json(await send(a, 'GET', '/api/admin/config/get-email-config', root));
    expect(got.data).toEqual({ emailHost: '', emailPort: 465, emailUsername: '', emailPassword: '', emailSsl: true, emailBGImg: '' });
    const res = await testMail(a, root, 'ada@example.org');
    expect(await json(res)).toMatchObject({ status: 200, msg: 'The test mail has been sent', data: { via: 'smtp' } });
    expect(envRelay.received.map((m) => [m.to, m.subject, m.from])).toEqual([['ada@example.org', 'Test mail from Online Judge', 'Campus Judge <no-reply@judge.test>']]);
  });

  it('stores the settings, answers the password masked, and the other process mails through them at once', async () => {
    const res = await json(await put({ ...relaySettings, emailPort: storedRelay.port }));
    expect(res).toMatchObject({ status: 200, data: { ...relaySettings, emailPort: storedRelay.port, emailPassword: '********' } });
    expect((await json(await send(a, 'GET', '/api/admin/config/get-email-config', root))).data.emailPassword).toBe('********');
    expect((await a.site.container.get(EMAIL_CONFIG_REPOSITORY).get()).emailPassword).toBe('relay-pass');

    // the change reaches process b through Redis within a second
    const deadline = Date.now() + 1000;
    while (Date.now() < deadline && (await b.site.container.get(EmailConfigService).smtpSettings())?.port !== storedRelay.port) await new Promise((r) => setTimeout(r, 20));
    const sent = await testMail(b, rootOnB, 'bob@example.org', 'zh-CN');
    expect(await json(sent)).toMatchObject({ status: 200, msg: '测试邮件已发送' });
    const [mail] = storedRelay.received;
    expect(mail).toMatchObject({ to: 'bob@example.org', subject: 'Online Judge 测试邮件', from: 'Campus Judge <judge@relay.test>' });
    expect(mail.html).toContain("url('https://img.example/bg.png?a=1')");
    expect(envRelay.received).toHaveLength(1);
  });

  it('keeps the stored password when the page sends the mask or nothing, and the site\'s own mail uses the stored relay', async () => {
    expect((await put({ emailPassword: '********', emailBGImg: '' })).status).toBe(200);
    expect((await put({ emailPassword: '' })).status).toBe(200);
    expect((await a.site.container.get(EMAIL_CONFIG_REPOSITORY).get()).emailPassword).toBe('relay-pass');
    // the rate limits live in the shared Redis: an address and a client of this run only
    const email = `new.${Date.now()}@example.org`;
    const client = `10.52.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const code = await fetch(`${a.url}/api/get-register-code?email=${email}&l=en-US`, { headers: { 'x-forwarded-for': client } });
    expect(code.status).toBe(200);
    expect(storedRelay.received.at(-1)).toMatchObject({ to: email, subject: 'Your registration code for OJ' });
  });

  it('says what the relay answered when the test mail fails', async () => {
    expect((await put({ emailPassword: 'wrong-pass' })).status).toBe(200);
    const failed = await testMail(a, root, 'ada@example.org');
    const body = await json(failed);
    expect(failed.status).toBe(503);
    expect(body.msg).toMatch(/^The test mail could not be sent: .*(auth|login|credentials)/i);
    expect((await put({ emailPassword: 'relay-pass' })).status).toBe(200);
    expect((await testMail(a, root, 'ada@example.org')).status).toBe(200);
  });

  it('checks every field and the test address with clear messages', async () => {
    const cases: Array<[unknown, string]> = [
      [{ emailHost: 'smtp example.org' }, 'The SMTP host must be a host name or an IP address'],
      [{ emailHost: 'smtp.example.org/x' }, 'The SMTP host must be a host name or an IP address'],
      [{ emailPort: 0 }, 'The SMTP port must be a whole number from 1 to 65535'],
      [{ emailPort: 70000 }, 'The SMTP port must be a whole number from 1 to 65535'],
      [{ emailPort: '25' }, 'The SMTP port must be a whole number from 1 to 65535'],
      [{ emailUsername: 'a b' }, 'The SMTP username cannot contain spaces'],
      [{ emailPassword: 'line\r\nbreak' }, 'The SMTP password must be text on one line'],
      [{ emailSsl: 'yes' }, 'emailSsl must be true or false'],
      [{ emailBGImg: 'javascript:alert(1)' }, 'The link must start with http:// or https://'],
    ];
    for (const [body, msg] of cases) {
      const res = await put(body);
      expect([res.status, (await json(res)).msg]).toEqual([400, msg]);
    }
    for (const host of ['smtp.example.org', '10.0.0.25', '::1', 'localhost']) expect((await put({ emailHost: host, emailPort: storedRelay.port })).status).toBe(200);
    expect((await put({ emailHost: '127.0.0.1' })).status).toBe(200);

    for (const [email, msg] of [['not-an-address', 'The e-mail address is not valid'], ['', 'The e-mail address is required'], ['a@b@c.org', 'The e-mail address is not valid']]) {
      const res = await testMail(a, root, email);
      expect([res.status, (await json(res)).msg]).toEqual([400, msg]);
    }
    expect((await json(await testMail(a, root, 'x', 'zh-CN'))).msg).toBe('邮箱地址格式不正确');
  });

  it('goes back to SMTP_URL when the host is cleared', async () => {
    expect((await put({ emailHost: '' })).status).toBe(200);
    const before = envRelay.received.length;
    expect((await testMail(a, root, 'back@example.org')).status).toBe(200);
    expect(envRelay.received.slice(before).map((m) => m.to)).toEqual(['back@example.org']);
  });

  it('keeps the SMTP settings to the super admin', async () => {
    expect((await send(a, 'GET', '/api/admin/config/get-email-config', admin)).status).toBe(403);
    expect((await send(a, 'PUT', '/api/admin/config/set-email-config', admin, { emailHost: 'evil.example' })).status).toBe(403);
    expect((await testMail(a, admin, 'ada@example.org')).status).toBe(403);
    expect((await send(a, 'GET', '/api/admin/config/get-email-config', undefined)).status).toBe(401);
  });
});

describe('test mail without any relay', () => {
  let t: TestSite;
  let root: string;
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    root = (await login(t, 'root', 'root-pass-1', '10.51.0.1')).token;
  });
  afterAll(() => t.close());

  it('keeps the mail in the outbox and says so', async () => {
    const res = await send(t, 'POST', '/api/admin/config/test-email?l=en-US', root, { email: 'ada@example.org' });
    expect(await json(res)).toMatchObject({ status: 200, msg: 'No SMTP server is set (here or in SMTP_URL): the test mail was kept in the outbox', data: { via: 'outbox' } });
    const [kept] = await t.site.infrastructure.outbox.latest(1, 'ada@example.org');
    expect(kept.subject).toBe('Test mail from Online Judge');
  });
});
