import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import express from 'express';
import { pino } from 'pino';
import { Container, InProcessEventBus, type SessionUser } from '@oj/core';
import { isSharedRender, KeptPageCache } from './kept-page-cache.js';
import { SiteMetrics } from './http/metrics.js';
import { RequestOpener, scopeOf } from './http/request-context-middleware.js';
import { applySecurityHeaders, nonceOf } from './http/security-headers.js';

// KeptPageCache in front of a stand-in renderer that numbers its renders: a kept page answers the same
// number again. Only the listed query parameters (and `l`) with kept values make a cacheable URL, so
// made-up URLs cannot push the real /home out. Guests share one render, signed-in visitors another.

describe('the kept page cache', () => {
  let server: Server;
  let base: string;
  let renders = 0;
  const bus = new InProcessEventBus();
  const cache = new KeptPageCache(bus, [{ path: '/home', params: { announcementPage: (v) => ['1', '2', '3'].includes(v) } }]);

  beforeAll(async () => {
    const resolveUser = (req: { headers: Record<string, unknown> }) => {
      const name = req.headers['x-user'];
      return typeof name === 'string' ? ({ uid: `uid-${name}`, username: name } as SessionUser) : undefined;
    };
    const opener = new RequestOpener({ container: new Container(), logger: pino({ level: 'silent' }), metrics: new SiteMetrics(), resolveUser, abilityRules: () => [], trustProxy: 0 });
    const app = express();
    app.use(opener.middleware(), cache.serve(), cache.capture(), (req, res) => {
      const credentials = req.headers.cookie || req.headers.authorization ? ' with credentials' : '';
      res.type('html').send(`<p>render ${++renders} of ${req.originalUrl} in ${scopeOf(res).context.locale}${isSharedRender(res) ? ' shared' : ''}${credentials}</p>`);
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const page = async (path: string, headers: Record<string, string> = {}) => (await fetch(base + path, { headers: { 'accept-language': 'en-US', ...headers } })).text();
  /** Whether a second GET of `path` is answered from memory. */
  const kept = async (path: string, headers: Record<string, string> = {}) => (await page(path, headers)) === (await page(path, headers));

  it('keeps /home per language and for the listed parameters and values', async () => {
    cache.clear();
    expect(await kept('/home')).toBe(true);
    expect(await kept('/home', { 'accept-language': 'zh-CN' })).toBe(true);
    expect(await page('/home')).toContain('in en-US');
    expect(await kept('/home?announcementPage=2')).toBe(true);
    expect(await kept('/home?l=zh-CN')).toBe(true);
    expect(await page('/home?l=zh-CN')).toContain('in zh-CN');
    expect(await kept('/home?announcementPage=3&l=en-US')).toBe(true);
    // each kept URL is its own page
    expect(await page('/home?announcementPage=2')).not.toBe(await page('/home'));
  });

  it('renders every time a URL with another parameter, value, spelling or repetition', async () => {
    cache.clear();
    for (const path of [
      '/home?x=1', '/home?announcementPage=4', '/home?announcementPage=02', '/home?announcementPage=2&announcementPage=2',
      '/home?announcementP%61ge=2', '/home?announcementPage=2&x=', '/home?constructor=1', '/home?__proto__=1', '/home?l=en', '/home?l=EN-US',
      '/home?notice=no-discussion', '/home?login=1', '/home/', '/problem',
    ]) {
      expect([path, await kept(path)]).toEqual([path, false]);
    }
    expect(cache.size).toBe(0);
    expect(await kept('/problem', { 'x-user': 'ann' })).toBe(false);
    expect(await kept('/home?x=1', { 'x-user': 'ann' })).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('keeps one render for every signed-in visitor, marked shared, apart from the guests\'', async () => {
    cache.clear();
    const guest = await page('/home');
    const ann = await page('/home', { 'x-user': 'ann' });
    expect(ann).toContain('shared');
    expect(guest).not.toContain('shared');
    expect(ann).not.toBe(guest);
    // another user gets the same bytes: the render is nobody's
    expect(await page('/home', { 'x-user': 'bob' })).toBe(ann);
    expect(await page('/home')).toBe(guest);
    // per language, as for guests
    const zh = await page('/home?l=zh-CN', { 'x-user': 'bob' });
    expect(zh).toContain('in zh-CN shared');
    expect(await page('/home?l=zh-CN', { 'x-user': 'ann' })).toBe(zh);
    expect(cache.size).toBe(3);
    // no proxy may keep a page one URL answers differently by who asks, rendered or kept
    const headersOf = async (headers: Record<string, string>) => {
      const res = await fetch(`${base}/home`, { headers: { 'accept-language': 'en-US', ...headers } });
      return [res.headers.get('cache-control'), res.headers.get('vary')];
    };
    // kept (both audiences' pages are in memory now)
    expect(await headersOf({})).toEqual(['private, no-cache', 'Cookie, Authorization, Accept-Encoding']);
    expect(await headersOf({ 'x-user': 'ann' })).toEqual(['private, no-cache', 'Cookie, Authorization, Accept-Encoding']);
    // rendered (this stand-in has no compression to add Accept-Encoding)
    cache.clear();
    expect(await headersOf({ 'x-user': 'ann' })).toEqual(['private, no-cache', 'Cookie, Authorization']);
    // an uncached URL is rendered for its visitor, not as a shared render
    expect(await page('/problem', { 'x-user': 'ann' })).not.toContain('shared');
    // the shared render's request carries no credentials (a loader cannot read or forward them)
    cache.clear();
    expect(await page('/home', { 'x-user': 'ann', cookie: 'token=ann-secret', authorization: 'ann-secret' })).not.toContain('with credentials');
    // a page rendered for its visitor keeps them
    expect(await page('/problem', { 'x-user': 'ann', cookie: 'token=ann-secret' })).toContain('with credentials');
  });

  it('keeps the real /home however many made-up URLs are asked for', async () => {
    cache.clear();
    const home = await page('/home');
    for (let i = 0; i < 200; i++) await page(`/home?x=${Math.random()}`);
    for (let i = 0; i < 200; i++) await page(`/home?announcementPage=${i + 4}`);
    expect(await page('/home')).toBe(home);
    expect(cache.size).toBe(1);
  });

  it('drops the kept pages on an event that changes what they show', async () => {
    cache.clear();
    const home = await page('/home');
    expect(await page('/home')).toBe(home);
    await bus.publish('site.home-content-changed', { part: 'announcements' });
    expect(await page('/home')).not.toBe(home);
  });
});

describe('a kept page and its script nonce', () => {
  let server: Server;
  let base: string;
  let renders = 0;
  const cache = new KeptPageCache(new InProcessEventBus(), [{ path: '/home' }]);

  beforeAll(async () => {
    const opener = new RequestOpener({ container: new Container(), logger: pino({ level: 'silent' }), metrics: new SiteMetrics(), resolveUser: () => undefined, abilityRules: () => [], trustProxy: 0 });
    const app = express();
    app.use((_req, res, next) => {
      applySecurityHeaders(res, 'page');
      next();
    });
    app.use(opener.middleware(), cache.serve(), cache.capture(), (_req, res) => {
      const nonce = nonceOf(res) as string;
      res.type('html').send(`<html><script nonce="${nonce}">render(${++renders})</script>${'<p>kept</p>'.repeat(500)}<script nonce="${nonce}"></script></html>`);
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The policy's nonce and the nonces of the page's scripts. */
  async function nonces(headers: Record<string, string> = {}): Promise<{ policy: string; scripts: string[]; body: string }> {
    const res = await fetch(`${base}/home`, { headers });
    const body = await res.text();
    const policy = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] as string;
    return { policy, scripts: [...body.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]), body };
  }

  it('answers every copy with a nonce of its own, the one its policy names, plain and gzipped', async () => {
    const rendered = await nonces();
    const kept = [await nonces(), await nonces({ 'accept-encoding': 'gzip' }), await nonces({ 'accept-encoding': 'gzip' })];
    expect(renders).toBe(1);
    const seen = new Set([rendered.policy]);
    for (const copy of [rendered, ...kept]) {
      expect(copy.scripts).toEqual([copy.policy, copy.policy]);
      expect(copy.body.replaceAll(copy.policy, 'N')).toBe(rendered.body.replaceAll(rendered.policy, 'N'));
      seen.add(copy.policy);
    }
    expect(seen.size).toBe(4);
  });
});
