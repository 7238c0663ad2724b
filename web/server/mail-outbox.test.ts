import { freePort } from '../../adapters/src/testing/free-port.js';
import { localSmtp, type LocalSmtp } from '../../adapters/src/testing/local-smtp.js';
import { createUser, login } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// The super admin's outbox page (our addition): without an SMTP relay, mail is kept; the page lists it,
// opens one, and resends it once a relay is set.

const send = (t: TestSite, method: string, path: string, token: string | undefined, body?: unknown) =>
  fetch(`${t.url}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });

describe('the mail outbox page', () => {
  let t: TestSite;
  let relay: LocalSmtp;
  let root: string;
  let admin: string;
  beforeAll(async () => {
    relay = await localSmtp({ username: 'judge@relay.test', password: 'relay-pass' });
    // no SMTP_URL and nothing stored: mail is kept in the outbox
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    root = (await login(t, 'root', 'root-pass-1', '10.80.0.1')).token;
    await createUser(t, 'outboxadmin', 'admin-pw1', ['admin']);
    admin = (await login(t, 'outboxadmin', 'admin-pw1', '10.80.0.2')).token;
  });
  afterAll(async () => {
    await t?.close();
    await relay?.close();
  });

  const list = async (query = '') => json(await send(t, 'GET', `/api/admin/mail/outbox?l=en-US${query}`, root));
  const detail = async (id: string) => json(await send(t, 'GET', `/api/admin/mail/outbox/detail?l=en-US&id=${id}`, root));
  const resend = (id: unknown, lang = 'en-US') => send(t, 'POST', `/api/admin/mail/outbox/resend?l=${lang}`, root, { id });
  const askCode = (email: string) => send(t, 'GET', `/api/get-register-code?l=en-US&email=${encodeURIComponent(email)}`, undefined);

  it('lists the kept mails newest first, with recipient, subject, time and state, and opens one with its text', async () => {
    expect((await askCode('first@example.org')).status).toBe(200);
    expect((await askCode('second@example.org')).status).toBe(200);
    const page = await list();
    expect(page.data).toMatchObject({ total: 2, current: 1, size: 10 });
    expect(page.data.records.map((r: { to: string }) => r.to)).toEqual(['second@example.org', 'first@example.org']);
    const [newest] = page.data.records;
    expect(newest).toEqual({ id: expect.any(String), to: 'second@example.org', subject: 'Your registration code for OJ', createdAt: expect.any(String), state: 'kept', sentAt: null, lastError: null });
    // the list carries no text; the opened mail does, code included
    expect(newest.text).toBeUndefined();
    const opened = await detail(newest.id);
    expect(opened.data).toMatchObject({ id: newest.id, to: 'second@example.org', state: 'kept', html: null });
    expect(opened.data.text).toMatch(/^Your code is \d{6}\. It is valid for 10 minutes\./);
    expect((await list('&currentPage=2&limit=1')).data.records.map((r: { to: string }) => r.to)).toEqual(['first@example.org']);
  });

  it('says clearly that a resend needs an SMTP server while none is set, in both languages', async () => {
    const [mail] = (await list()).data.records;
    const refused = await resend(mail.id);
    expect([refused.status, (await json(refused)).msg]).toEqual([409, 'No SMTP server is set (on the website config page or in SMTP_URL): the mail stays in the outbox. Set one, then resend.']);
    expect((await json(await resend(mail.id, 'zh-CN'))).msg).toBe('未设置 SMTP 服务器（网站配置页或 SMTP_URL）：邮件仍保存在发件箱中。请先设置，再重新发送。');
    expect((await detail(mail.id)).data.state).toBe('kept');
    // nothing new was kept by the refused resends
    expect((await list()).data.total).toBe(2);
  });

  it('records a relay that refuses, with its answer', async () => {
    const port = await freePort();
    await send(t, 'PUT', '/api/admin/config/set-email-config', root, { emailHost: '127.0.0.1', emailPort: port, emailUsername: 'judge@relay.test', emailPassword: 'relay-pass', emailSsl: false });
    const [mail] = (await list()).data.records;
    const failed = await resend(mail.id);
    expect(failed.status).toBe(503);
    expect((await json(failed)).msg).toMatch(/^The mail could not be sent: .*ECONNREFUSED/);
    expect((await detail(mail.id)).data).toMatchObject({ state: 'failed', lastError: expect.stringContaining('ECONNREFUSED'), sentAt: null });
  });

  it('resends a kept mail through the relay set since, as it was kept, and marks it sent', async () => {
    await send(t, 'PUT', '/api/admin/config/set-email-config', root, { emailPort: relay.port });
    const [mail] = (await list()).data.records;
    const res = await resend(Number(mail.id));
    const body = await json(res);
    expect([res.status, body.msg]).toEqual([200, 'The mail has been sent']);
    expect(body.data).toMatchObject({ id: mail.id, state: 'sent', sentAt: expect.any(String), lastError: null });
    const kept = (await detail(mail.id)).data;
    expect(relay.received.map((m) => [m.to, m.subject, m.text.trim()])).toEqual([[kept.to, kept.subject, kept.text.trim()]]);
    // mail sent through the relay is no longer kept: the outbox holds the same two mails
    expect((await askCode('third@example.org')).status).toBe(200);
    expect((await list()).data.total).toBe(2);
    expect(relay.received).toHaveLength(2);
  });

  it('answers an unknown or malformed id, and keeps the page to the super admin', async () => {
    const missing = await send(t, 'GET', '/api/admin/mail/outbox/detail?l=en-US&id=999999', root);
    expect([missing.status, (await json(missing)).msg]).toEqual([404, 'The mail does not exist in the outbox']);
    expect((await resend('999999')).status).toBe(404);
    const malformed = await send(t, 'GET', '/api/admin/mail/outbox/detail?l=en-US&id=abc', root);
    expect([malformed.status, (await json(malformed)).msg]).toEqual([400, 'The mail does not exist in the outbox']);
    expect((await resend({ constructor: 1 })).status).toBe(400);
    for (const [method, path] of [['GET', '/api/admin/mail/outbox'], ['GET', '/api/admin/mail/outbox/detail?id=1'], ['POST', '/api/admin/mail/outbox/resend']]) {
      expect([path, (await send(t, method, path, admin, method === 'POST' ? { id: '1' } : undefined)).status]).toEqual([path, 403]);
      expect([path, (await send(t, method, path, undefined, method === 'POST' ? { id: '1' } : undefined)).status]).toEqual([path, 401]);
    }
  });
});
