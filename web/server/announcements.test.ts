import sharp from 'sharp';
import { createUser, login } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

describe('announcements and the home carousel', () => {
  let t: TestSite;
  let root: string;
  let admin: string;
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    root = (await login(t, 'root', 'root-pass-1', '10.20.0.1')).token;
    await createUser(t, 'plainadmin', 'admin-pw1', ['admin']);
    admin = (await login(t, 'plainadmin', 'admin-pw1', '10.20.0.2')).token;
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, token: string | undefined, body?: unknown) =>
    fetch(`${t.url}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });

  it('lets the super admin add, hide, edit and delete announcements; the home list shows the visible ones, 5 a page', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const res = await json(await send('POST', '/api/admin/announcement?l=en-US', root, { title: `News ${i}`, content: `Body ${i}` }));
      expect(res).toMatchObject({ status: 200, msg: 'Create Successfully', data: { title: `News ${i}`, status: 0, username: 'root' } });
      ids.push(res.data.id);
    }
    const first = await json(await send('GET', '/api/get-common-announcement', undefined));
    expect(first.data).toMatchObject({ total: 7, current: 1, size: 5 });
    expect(first.data.records.map((a: { title: string }) => a.title)).toEqual(['News 7', 'News 6', 'News 5', 'News 4', 'News 3']);
    expect((await json(await send('GET', '/api/get-common-announcement?currentPage=2', undefined))).data.records).toHaveLength(2);

    await send('PUT', '/api/admin/announcement', root, { id: ids[6], title: 'News 7 (fixed)', content: 'Body', status: 1 });
    const visible = await json(await send('GET', '/api/get-common-announcement', undefined));
    expect(visible.data.total).toBe(6);
    expect((await json(await send('GET', '/api/admin/announcement', root))).data.total).toBe(7);

    expect((await send('DELETE', `/api/admin/announcement?aid=${ids[0]}`, root)).status).toBe(200);
    expect((await send('DELETE', `/api/admin/announcement?aid=${ids[0]}&l=en-US`, root)).status).toBe(404);
  });

  it('checks the form and keeps announcements to the super admin', async () => {
    const empty = await send('POST', '/api/admin/announcement?l=en-US', root, { title: ' ', content: 'x' });
    expect([empty.status, (await json(empty)).msg]).toEqual([400, 'The title is required']);
    const long = await send('POST', '/api/admin/announcement?l=zh-CN', root, { title: 't'.repeat(256), content: 'x' });
    expect((await json(long)).msg).toBe('标题最多 255 个字符');
    expect((await send('POST', '/api/admin/announcement', admin, { title: 'x', content: 'y' })).status).toBe(403);
    expect((await send('GET', '/api/admin/announcement', undefined)).status).toBe(401);
  });

  it('adds carousel images (checked by content) that the home page lists, and removes them', async () => {
    const png = await sharp({ create: { width: 800, height: 300, channels: 3, background: '#224488' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), 'banner.png');
    const added = await json(await fetch(`${t.url}/api/file/upload-carouse-img`, { method: 'POST', headers: { authorization: root }, body: form }));
    expect(added.data.url).toMatch(/^\/api\/public\/carousel\/[0-9a-f]{64}$/);
    const list = await json(await send('GET', '/api/home-carousel', undefined));
    expect(list.data).toEqual([added.data]);
    const image = await fetch(`${t.url}${added.data.url}`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);

    const fake = new FormData();
    fake.append('file', new Blob([new Uint8Array(Buffer.from('not an image'))]), 'x.png');
    expect((await fetch(`${t.url}/api/file/upload-carouse-img`, { method: 'POST', headers: { authorization: root }, body: fake })).status).toBe(400);
    expect((await fetch(`${t.url}/api/file/upload-carouse-img`, { method: 'POST', headers: { authorization: admin }, body: form })).status).toBe(403);

    expect((await send('DELETE', `/api/admin/config/home-carousel?id=${added.data.id}`, root)).status).toBe(200);
    expect((await json(await send('GET', '/api/home-carousel', undefined))).data).toEqual([]);
  });
});

describe('extreme input never gets a 5xx', () => {
  let t: TestSite;
  let root: string;
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    root = (await login(t, 'root', 'root-pass-1', '10.21.0.1')).token;
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/get-common-announcement?currentPage=1e300&limit=99999999999'],
    ['GET', '/api/get-common-announcement?currentPage=-5&limit=abc'],
    ['DELETE', '/api/admin/announcement?aid=99999999999999999999'],
    ['DELETE', '/api/admin/config/home-carousel?id=-1'],
    ['GET', '/api/get-user-home-info?uid=' + 'x'.repeat(5000)],
    ['GET', '/api/get-user-home-info?username=%00%27%22'],
    ['PUT', '/api/admin/announcement'],
  ])('%s %s', async (method, path) => {
    const res = await fetch(`${t.url}${path}`, { method, headers: { authorization: root, 'content-type': 'application/json' }, body: method === 'PUT' ? JSON.stringify({ id: 1e300, title: 'x', content: 'y' }) : undefined });
    expect(res.status).toBeLessThan(500);
    expect((await json(res)).status).toBe(res.status);
  });
});
