import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS, launchBrowser, pageErrors } from './testing/browser.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';

// /setting's avatar (01 §2, §8): a chosen image opens the crop dialog (square, zoom, drag), the cropped
// square is uploaded through POST /api/file/upload-avatar and the header shows it. Against the built site.
const ROOT = { username: 'root', password: 'root-pass-1' };

describe('the avatar crop on /setting in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startBuiltSite({ ADMIN_PASSWORD: ROOT.password, JUDGE_MODE: 'remote' });
    browser = await launchBrowser();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** A signed-in page on /setting with the UserInfo section open, recording console errors. */
  async function settings(locale: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    expect((await context.request.post(`${site.base}/api/login`, { data: ROOT, headers: { origin: site.base } })).status()).toBe(200);
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`${site.base}/setting?l=${locale}`);
    await page.getByText(locale === 'en-US' ? 'UserInfo' : '个人资料').click();
    await page.getByTestId('avatar-choose').waitFor();
    return { context, page, errors };
  }

  const choose = async (page: Page, file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('avatar-choose').click();
    await (await chooser).setFiles(file);
  };

  it('crops, zooms, drags and uploads a square; the header avatar follows', async () => {
    const { context, page, errors } = await settings('en-US');
    // a wide picture, left half red and right half blue: the crop decides what the avatar shows
    const left = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#d00000' } }).png().toBuffer();
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#0030d0' } }).composite([{ input: left, left: 0, top: 0 }]).png().toBuffer();
    const header = page.getByTestId('header-avatar');
    expect(await header.locator('img').count()).toBe(0);

    await choose(page, { name: 'wide.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('dialog').getByText('Crop your avatar').waitFor();
    const frame = page.getByRole('dialog').locator('.reactEasyCrop_CropArea');
    await frame.waitFor();
    const box = (await frame.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(box.height));

    // zoom in with the slider's keys, then drag the picture to the right (the red half comes under the frame)
    const zoom = page.getByRole('dialog').getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
    expect(Number(await zoom.getAttribute('aria-valuenow'))).toBeCloseTo(1.5, 5);
    const image = page.getByRole('dialog').locator('.reactEasyCrop_Image');
    const shown = (await image.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + shown.width, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.screenshot({ path: join(ARTIFACTS, 'avatar-crop.png') });

    const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/file/upload-avatar');
    await page.getByTestId('avatar-save').click();
    const answer = (await (await uploaded).json()) as { status: number; data: { avatar: string } };
    expect(answer.status).toBe(200);
    await page.getByText('Upload avatar successfully').waitFor();
    await page.getByTestId('avatar-crop-dialog').waitFor({ state: 'detached' });

    // the header (root loader read again) and the settings preview show the new avatar
    await header.locator(`img[src="${answer.data.avatar}"]`).waitFor();
    await page.getByTestId('setting-avatar').locator(`img[src="${answer.data.avatar}"]`).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'avatar-saved.png') });

    // what the server keeps: a square PNG of at most 256 px, red (the left half was dragged under the frame)
    const stored = Buffer.from(await (await fetch(`${site.base}${answer.data.avatar}`)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
    const { dominant } = await sharp(stored).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.b).toBeLessThan(100);

    // another page load keeps it (the session carries the avatar address)
    await page.goto(`${site.base}/home?l=en-US`);
    await page.getByTestId('header-avatar').locator(`img[src="${answer.data.avatar}"]`).waitFor();
    expect(await page.getByTestId('user-menu').textContent()).toBe('root');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [locale, typeMessage, sizeMessage] of [
    ['en-US', 'file type not supported', 'file exceeds 2MB'],
    ['zh-CN', '文件类型不支持', '文件超过 2MB'],
  ] as const) {
    it(`refuses another type and more than 2 MB before any upload, in ${locale}`, async () => {
      const { context, page } = await settings(locale);
      let uploads = 0;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/file/upload-avatar') uploads++;
      });
      await choose(page, { name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
      await page.getByText(typeMessage).waitFor();
      // 2 MiB and one byte: refused by its size before it is read
      await choose(page, { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
      await page.getByText(sizeMessage).waitFor();
      expect(await page.getByTestId('avatar-crop-dialog').count()).toBe(0);
      expect(uploads).toBe(0);
      await context.close();
    });
  }
});
