import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

import { pino } from 'pino';
import { Container, defineRoute, NotFound, RateLimited, Reply, type ApiRoute } from '@oj/core';
import { apiRouter, type MountedRoute } from './api-router.js';
import { SiteMetrics } from './metrics.js';
import { RequestOpener } from './request-context-middleware.js';
import { Translator } from './translator.js';
import { json } from '../testing/http.js';

class EchoBody {
  @IsString() @MaxLength(20, { message: 'validation.test.nameTooLong' })
  name!: string;

  @IsOptional() @IsInt() @Min(1)
  count?: number;
}

class PageQuery {
  @IsOptional() @IsInt() @Min(1)
  currentPage?: number;
}

const routes: ApiRoute<any, any, any>[] = [ // eslint-disable-line @typescript-eslint/no-explicit-any
  defineRoute({ method: 'POST', path: '/api/echo', summary: 'echo', tag: 't', access: { auth: 'anon' }, body: EchoBody, handle: async ({ body }) => ({ name: body.name, count: body.count ?? 0 }) }),
  defineRoute({ method: 'GET', path: '/api/page', summary: 'page', tag: 't', access: { auth: 'anon' }, query: PageQuery, handle: async ({ query }) => ({ page: query.currentPage ?? 1 }) }),
  defineRoute({ method: 'GET', path: '/api/mine', summary: 'mine', tag: 't', access: { auth: 'login' }, handle: async () => 'secret' }),
  defineRoute({ method: 'GET', path: '/api/boom', summary: 'boom', tag: 't', access: { auth: 'anon' }, handle: async () => { throw new Error('db password is hunter2'); } }),
  defineRoute({ method: 'GET', path: '/api/missing', summary: 'missing', tag: 't', access: { auth: 'anon' }, handle: async () => { throw new NotFound(); } }),
  defineRoute({ method: 'GET', path: '/api/slow-down', summary: 'limit', tag: 't', access: { auth: 'anon' }, handle: async () => { throw new RateLimited(2500); } }),
  defineRoute({ method: 'GET', path: '/api/teapot', summary: 'reply', tag: 't', access: { auth: 'anon' }, handle: async () => new Reply(503, { part: 'x' }, 'error.unavailable') }),
];
const pluginRoute = defineRoute({ method: 'GET', path: '/api/plugin-thing', summary: 'p', tag: 't', access: { auth: 'anon' }, handle: async () => 'on' });

describe('the /api router', () => {
  let server: Server;
  let base: string;
  let pluginEnabled = true;

  beforeAll(async () => {
    const logger = pino({ level: 'silent' });
    const mounted: MountedRoute[] = [...routes.map((route) => ({ route })), { route: pluginRoute, plugin: 'things' }];
    const translator = new Translator([{ 'en-US': { 'validation.test.nameTooLong': 'Name is at most 20 characters' }, 'zh-CN': { 'validation.test.nameTooLong': '名字最多 20 个字符' } }]);
    const opener = new RequestOpener({ container: new Container(), logger, metrics: new SiteMetrics(), resolveUser: async () => undefined, abilityRules: () => [], trustProxy: 0 });
    const api = apiRouter(mounted, { translator, logger, opener, isPluginEnabled: () => pluginEnabled, isSecure: () => false, trustProxy: 0 });
    server = createServer(api);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(base + path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

  it('wraps a result in the envelope', async () => {
    const res = await post('/api/echo?l=en-US', JSON.stringify({ name: 'ann', count: 2, extra: 'dropped' }));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: 200, msg: 'success', data: { name: 'ann', count: 2 } });
  });

  it('converts query strings to the DTO types', async () => {
    const res = await fetch(`${base}/api/page?currentPage=3`);
    expect((await json(res)).data).toEqual({ page: 3 });
    const bad = await fetch(`${base}/api/page?currentPage=zero&l=en-US`);
    expect(bad.status).toBe(400);
    expect((await json(bad)).msg).toBe('currentPage must be an integer');
  });

  it('answers bad input with 400, naming the field, in both languages', async () => {
    const long = JSON.stringify({ name: 'x'.repeat(21) });
    const en = await post('/api/echo?l=en-US', long);
    expect(en.status).toBe(400);
    expect(await json(en)).toEqual({ status: 400, msg: 'Name is at most 20 characters', data: { problems: [{ field: 'name', msg: 'Name is at most 20 characters' }] } });
    const zh = await post('/api/echo', long, { cookie: 'lang=zh-CN' });
    expect((await json(zh)).msg).toBe('名字最多 20 个字符');
  });

  it('answers a malformed JSON body with 400 and no stack trace', async () => {
    const res = await post('/api/echo?l=en-US', '{"name": ');
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ status: 400, msg: 'The request body is not valid JSON', data: null });
    expect(body).not.toMatch(/at .*\.js|SyntaxError/);
  });

  it('refuses a body over the limit with 413 and a body of another type with 415', async () => {
    const big = await post('/api/echo?l=en-US', JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(big.status).toBe(413);
    expect((await json(big)).msg).toBe('The request body is too large (at most 1048576 bytes)');
    const xml = await post('/api/echo?l=en-US', '<name>x</name>', { 'content-type': 'application/xml' });
    expect(xml.status).toBe(415);
    expect((await json(xml)).msg).toBe('Unsupported content type: application/xml');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await fetch(`${base}/api/page`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('answers a body that is not an object with 400', async () => {
    const res = await post('/api/echo?l=en-US', '[1,2]');
    expect(res.status).toBe(400);
    expect((await json(res)).msg).toBe('The body must be an object');
  });

  it('answers an unknown route with 404 in the envelope', async () => {
    const res = await fetch(`${base}/api/no-such-call?l=en-US`);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ status: 404, msg: 'The resource you requested was not found: GET /api/no-such-call', data: null });
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await fetch(`${base}/api/echo?l=en-US`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect((await json(res)).status).toBe(405);
    const del = await fetch(`${base}/api/page`, { method: 'DELETE' });
    expect(del.status).toBe(405);
  });

  it('answers 401 for a login-only route without a session', async () => {
    const res = await fetch(`${base}/api/mine?l=en-US`);
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ status: 401, msg: 'Please login first', data: null });
    const zh = await fetch(`${base}/api/mine?l=zh-CN`);
    expect((await json(zh)).msg).toBe('请先登录');
  });

  it('answers an unexpected error with 500, the spec message, and nothing of the error', async () => {
    const res = await fetch(`${base}/api/boom?l=en-US`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: 500, msg: 'server error, please refresh again', data: null });
    expect(text).not.toContain('hunter2');
  });

  it('maps typed errors to their codes, with Retry-After on 429', async () => {
    expect((await fetch(`${base}/api/missing`)).status).toBe(404);
    const limited = await fetch(`${base}/api/slow-down?l=en-US`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect((await json(limited)).msg).toBe('Too many requests, please try again in 3 seconds');
  });

  it('lets a handler choose its status with Reply', async () => {
    const res = await fetch(`${base}/api/teapot?l=en-US`);
    expect(res.status).toBe(503);
    expect(await json(res)).toEqual({ status: 503, msg: 'The service is temporarily unavailable, please try again later', data: { part: 'x' } });
  });

  it("answers a switched-off plugin's routes with 403 No Access", async () => {
    pluginEnabled = true;
    expect((await fetch(`${base}/api/plugin-thing`)).status).toBe(200);
    pluginEnabled = false;
    const res = await fetch(`${base}/api/plugin-thing?l=en-US`);
    expect(res.status).toBe(403);
    expect((await json(res)).msg).toBe('No Access: this feature is switched off');
    pluginEnabled = true;
  });

  it('echoes a sane request id and makes one otherwise', async () => {
    const given = await fetch(`${base}/api/page`, { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const made = await fetch(`${base}/api/page`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
  });
});
