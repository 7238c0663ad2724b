import sharp from 'sharp';
import { createUser, login } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

async function upload(t: TestSite, token: string, name: string, data: Buffer, lang = 'en-US') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)]), name);
  return fetch(`${t.url}/api/file/upload-avatar?l=${lang}`, { method: 'POST', headers: { authorization: token }, body: form });
}

describe('avatar upload', () => {
  let t: TestSite;
  let token: string;
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1' });
    await createUser(t, 'painter', 'painter-pw');
    token = (await login(t, 'painter', 'painter-pw', '10.11.0.1')).token;
  });
  afterAll(() => t.close());

  it('stores a real image and serves it with long-lived cache headers', async () => {
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const res = await upload(t, token, 'me.png', png);
    const body = await json(res);
    expect([res.status, body.msg]).toEqual([200, 'Upload avatar successfully']);
    expect(body.data.avatar).toMatch(/^\/api\/public\/avatar\/[0-9a-f]{64}$/);
    const image = await fetch(`${t.url}${body.data.avatar}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
  });

  it('checks the content, not only the extension', async () => {
    const res = await upload(t, token, 'fake.png', Buffer.from('<script>alert(1)</script>'));
    expect([res.status, (await json(res)).msg]).toEqual([400, 'file type not support']);
    const gifAsTxt = await upload(t, token, 'anim.txt', Buffer.from('GIF89a....'), 'zh-CN');
    expect((await json(gifAsTxt)).msg).toBe('文件类型不支持');
  });

  it('refuses more than 2 MiB', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(t, token, 'big.jpg', big);
    expect([res.status, (await json(res)).msg]).toEqual([400, 'file exceeds 2MB']);
  });

  it('needs a session', async () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array([1])]), 'a.png');
    expect((await fetch(`${t.url}/api/file/upload-avatar`, { method: 'POST', body: form })).status).toBe(401);
  });
});
