import { gunzipSync } from 'node:zlib';
import { NonceTemplate } from './nonce-template.js';

const page = (nonce: string) => Buffer.from(`<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head><body>${'<p>text é 漢字</p>'.repeat(2000)}<script nonce="${nonce}">b()</script><script type="module" nonce="${nonce}">c()</script></body></html>`);

describe('NonceTemplate', () => {
  it('fills every hole with the answer\'s nonce, plain and gzipped', () => {
    const template = new NonceTemplate(page('rendered-nonce-0001'), 'rendered-nonce-0001');
    for (const nonce of ['fresh-nonce-A', 'another-fresh-nonce-B-longer']) {
      expect(template.fill(nonce).equals(page(nonce))).toBe(true);
      const zipped = template.gzip(nonce);
      expect(gunzipSync(zipped).equals(page(nonce))).toBe(true);
      // still compressed: the parts are deflated, only the nonces are stored
      expect(zipped.length).toBeLessThan(page(nonce).length / 10);
    }
  });

  it('keeps a page without a nonce as it is', () => {
    const html = Buffer.from('<html>plain</html>');
    const template = new NonceTemplate(html, undefined);
    expect(template.fill('x').equals(html)).toBe(true);
    expect(gunzipSync(template.gzip('x')).equals(html)).toBe(true);
  });

  it('handles a nonce at either end and holes side by side', () => {
    const html = Buffer.from('NNN<a>NNNNNN</a>NNN');
    const template = new NonceTemplate(html, 'NNN');
    expect(template.fill('xy').toString()).toBe('xy<a>xyxy</a>xy');
    expect(gunzipSync(template.gzip('xy')).toString()).toBe('xy<a>xyxy</a>xy');
  });
});
