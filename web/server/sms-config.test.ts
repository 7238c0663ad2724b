import { SMS_CONFIG_REPOSITORY } from '@oj/core';
import { createUser, login, type Client } from './testing/accounts.js';
import { call } from './testing/api-call.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// Item 19 of issue 18: the SMS settings of /admin/conf (03 §3), on the real PostgreSQL: super admin only,
// every field checked with its message in both languages, the secret stored but never answered.

const GET = '/api/admin/config/get-sms-config';
const SET = '/api/admin/config/set-sms-config';
const SECRET = 'Sup3r$ecretValue0123456789abcd';
const SETTINGS = { smsRegionId: 'cn-hangzhou', smsDomain: 'dysmsapi.aliyuncs.com', smsAccessKeyId: 'LTAI5tExampleKeyId01', smsSignName: '在线评测', smsTemplateCode: 'SMS_123456789' };

describe('the SMS settings (get-sms-config, set-sms-config)', () => {
  let t: TestSite;
  let root: Client;
  let admin: Client;
  let user: Client;
  const stored = () => t.site.container.get(SMS_CONFIG_REPOSITORY).get();
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    await createUser(t, 'sms-admin', 'admin-pw-1', ['admin']);
    await createUser(t, 'sms-user', 'user-pw-1');
    root = await login(t, 'root', 'root-pass-1', '10.62.0.1');
    admin = await login(t, 'sms-admin', 'admin-pw-1', '10.62.0.2');
    user = await login(t, 'sms-user', 'user-pw-1', '10.62.0.3');
  });
  afterAll(() => t.close());

  it('is the super admin\'s: 401 for a guest, 403 for a user and an ordinary admin, nothing changed', async () => {
    for (const [client, code] of [[undefined, 401], [user, 403], [admin, 403]] as const) {
      expect((await call(t, client, 'GET', GET)).code).toBe(code);
      expect((await call(t, client, 'PUT', SET, { smsSignName: 'Hijacked' })).code).toBe(code);
    }
    expect((await stored()).smsSignName).toBe('');
  });

  it('starts empty, stores what is sent, and answers whether a secret is set but never the secret', async () => {
    expect((await call(t, root, 'GET', GET)).body.data).toEqual({ smsRegionId: '', smsDomain: '', smsAccessKeyId: '', smsSignName: '', smsTemplateCode: '', smsAccessKeySecretSet: false });
    const saved = await call(t, root, 'PUT', SET, { ...SETTINGS, smsRegionId: '  cn-hangzhou ', smsAccessKeySecret: SECRET });
    expect(saved).toMatchObject({ code: 200, body: { msg: 'Update Successfully', data: { ...SETTINGS, smsAccessKeySecretSet: true } } });
    expect(await stored()).toEqual({ ...SETTINGS, smsAccessKeySecret: SECRET });
    const read = await call(t, root, 'GET', GET);
    expect(read.body.data).toEqual({ ...SETTINGS, smsAccessKeySecretSet: true });
    for (const answer of [saved.body, read.body]) expect(JSON.stringify(answer)).not.toContain(SECRET);
  });

  it('keeps the stored secret when it comes back empty or not at all, and clears it only when asked', async () => {
    expect((await call(t, root, 'PUT', SET, { smsSignName: 'OJ', smsAccessKeySecret: '' })).body.data.smsAccessKeySecretSet).toBe(true);
    expect((await call(t, root, 'PUT', SET, { smsTemplateCode: 'SMS_42' })).code).toBe(200);
    expect(await stored()).toMatchObject({ smsSignName: 'OJ', smsTemplateCode: 'SMS_42', smsAccessKeySecret: SECRET });
    const both = await call(t, root, 'PUT', SET, { smsAccessKeySecret: 'another1', clearSmsAccessKeySecret: true });
    expect(both).toMatchObject({ code: 400, body: { msg: 'Give a new access key secret or clear the stored one, not both', data: { problems: [{ field: 'smsAccessKeySecret' }] } } });
    expect((await stored()).smsAccessKeySecret).toBe(SECRET);
    const cleared = await call(t, root, 'PUT', SET, { clearSmsAccessKeySecret: true });
    expect(cleared.body.data.smsAccessKeySecretSet).toBe(false);
    expect(await stored()).toMatchObject({ smsAccessKeySecret: '', smsSignName: 'OJ', smsAccessKeyId: SETTINGS.smsAccessKeyId });
  });

  it('refuses each bad field with its message, in both languages, and changes nothing', async () => {
    const before = await stored();
    const bad: Array<[Record<string, unknown>, string, string]> = [
      [{ smsRegionId: 'CN Hangzhou' }, 'smsRegionId', 'The region ID must be lower-case letters and digits joined by hyphens (such as cn-hangzhou), at most 64 characters'],
      [{ smsRegionId: 'a'.repeat(65) }, 'smsRegionId', 'The region ID must be lower-case letters and digits joined by hyphens (such as cn-hangzhou), at most 64 characters'],
      [{ smsDomain: 'https://dysmsapi.aliyuncs.com/' }, 'smsDomain', 'The domain must be a host name (such as dysmsapi.aliyuncs.com), at most 253 characters'],
      [{ smsAccessKeyId: 'LTAI key' }, 'smsAccessKeyId', 'The access key ID must be letters and digits, at most 128 characters'],
      [{ smsAccessKeySecret: 'with space' }, 'smsAccessKeySecret', 'The access key secret must be letters, digits and symbols without spaces, at most 128 characters'],
      [{ smsAccessKeySecret: 'x'.repeat(129) }, 'smsAccessKeySecret', 'The access key secret must be letters, digits and symbols without spaces, at most 128 characters'],
      [{ smsSignName: 'two\nlines' }, 'smsSignName', 'The sign name must be text on one line, at most 64 characters'],
      [{ smsTemplateCode: 'SMS-1' }, 'smsTemplateCode', 'The template code must be letters, digits and underscores (such as SMS_123456789), at most 64 characters'],
      [{ smsTemplateCode: 42 }, 'smsTemplateCode', 'The template code must be letters, digits and underscores (such as SMS_123456789), at most 64 characters'],
      [{ clearSmsAccessKeySecret: 'yes' }, 'clearSmsAccessKeySecret', 'clearSmsAccessKeySecret must be true or false'],
    ];
    for (const [body, field, msg] of bad) {
      const answer = await call(t, root, 'PUT', SET, { ...body, smsSignName: body.smsSignName ?? 'Changed' });
      expect({ body, code: answer.code, msg: answer.body.msg, field: answer.body.data?.problems?.[0]?.field }).toEqual({ body, code: 400, msg, field });
    }
    const zh = await fetch(`${t.url}${SET}?l=zh-CN`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: root.token }, body: JSON.stringify({ smsTemplateCode: 'SMS-1' }) });
    expect((await json(zh)).msg).toBe('模板代码只能包含字母、数字和下划线（如 SMS_123456789），最多 64 个字符');
    expect(await stored()).toEqual(before);
  });
});
