import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { notifications, notificationsStore } from '@mantine/notifications';
import { api, FORBIDDEN_EVENT, NO_RESPONSE, REQUEST_TIMEOUT_MS, reported, UNAUTHORIZED_EVENT, type Envelope } from './api';

// The page's API client never throws: every failure of 01 §8 becomes an envelope with its message
// (no document here, so the messages are the default language's).
describe('api()', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const answer = (impl: (url: string, init?: RequestInit) => Promise<Response>) => {
    const stub = jest.fn(impl);
    globalThis.fetch = stub as unknown as typeof fetch;
    return stub;
  };

  it('passes the envelope through and gives up after 90 s', async () => {
    const stub = answer(async () => Response.json({ status: 200, msg: 'success', data: { a: 1 } }));
    expect(await api('/api/x', { locale: 'en-US' })).toEqual({ status: 200, msg: 'success', data: { a: 1 } });
    expect(stub.mock.calls[0][0]).toBe('/api/x?l=en-US');
    expect(stub.mock.calls[0][1]?.signal).toBeInstanceOf(AbortSignal);
    expect(REQUEST_TIMEOUT_MS).toBe(90_000);
  });

  it("says 'request timed out' when no answer comes in time", async () => {
    answer((_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    expect(await api('/api/slow', { timeoutMs: 20 })).toEqual({ status: NO_RESPONSE, msg: '请求超时，请稍后重试', data: null });
  });

  it('says the link to the server is broken when the request fails', async () => {
    answer(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await api('/api/x')).toEqual({ status: NO_RESPONSE, msg: '与服务器连接异常，请稍后重试', data: null });
  });

  it("falls back to 'server error, please refresh again' for an answer that is not the envelope, and to not found for a bare 404", async () => {
    answer(async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect(await api('/api/x')).toEqual({ status: 502, msg: '服务器错误，请重新刷新', data: null });
    answer(async () => Response.json([1, 2], { status: 500 }));
    expect((await api('/api/x')).msg).toBe('服务器错误，请重新刷新');
    answer(async () => new Response('nope', { status: 404 }));
    expect(await api('/api/x')).toEqual({ status: 404, msg: '请求的资源不存在', data: null });
  });
});

// 401 and 403 are told to the shell as window events: it opens the login dialog, or shows the refusal and reads the roles again (01 §8).
describe('api() refusals', () => {
  const realFetch = globalThis.fetch;
  const hadWindow = 'window' in globalThis;
  afterEach(() => {
    globalThis.fetch = realFetch;
    if (!hadWindow) delete (globalThis as { window?: unknown }).window;
  });

  it('raises FORBIDDEN_EVENT with the message on 403, UNAUTHORIZED_EVENT on 401, and nothing otherwise', async () => {
    const target = new EventTarget();
    if (!hadWindow) (globalThis as { window?: unknown }).window = target;
    const win = (hadWindow ? window : target) as EventTarget;
    const seen: Array<[string, unknown]> = [];
    const record = (event: Event) => seen.push([event.type, (event as CustomEvent).detail]);
    win.addEventListener(FORBIDDEN_EVENT, record);
    win.addEventListener(UNAUTHORIZED_EVENT, record);
    try {
      globalThis.fetch = (async () => Response.json({ status: 403, msg: 'No Access', data: null }, { status: 403 })) as typeof fetch;
      expect(await api('/api/x')).toEqual({ status: 403, msg: 'No Access', data: null });
      globalThis.fetch = (async () => Response.json({ status: 401, msg: 'Please login first', data: null }, { status: 401 })) as typeof fetch;
      await api('/api/x');
      globalThis.fetch = (async () => Response.json({ status: 400, msg: 'bad', data: null }, { status: 400 })) as typeof fetch;
      await api('/api/x');
      expect(seen).toEqual([
        [FORBIDDEN_EVENT, 'No Access'],
        [UNAUTHORIZED_EVENT, 'Please login first'],
      ]);
    } finally {
      win.removeEventListener(FORBIDDEN_EVENT, record);
      win.removeEventListener(UNAUTHORIZED_EVENT, record);
    }
  });
});

// 01 §8: every answer whose status is not 200 is shown once, from api() itself (a toast, plus a notification
// on desktop widths); a `quiet` call (background polling, ...) leaves it to the caller.
describe('api() failure reporting', () => {
  const realFetch = globalThis.fetch;
  const hadWindow = 'window' in globalThis;
  let wide = true;
  beforeEach(() => {
    if (!hadWindow) (globalThis as { window?: unknown }).window = Object.assign(new EventTarget(), { matchMedia: () => ({ matches: !wide }) });
    notifications.clean();
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    if (!hadWindow) delete (globalThis as { window?: unknown }).window;
    notifications.clean();
  });
  const shown = () => [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue].map((n) => [n.position ?? 'default', n.color, n.message]);
  const reply = (status: number, body: unknown) => {
    globalThis.fetch = (async () => Response.json(body, { status })) as typeof fetch;
  };

  it("shows a failure's server message as a toast and a notification, once", async () => {
    wide = true;
    reply(400, { status: 400, msg: 'The title is required', data: null });
    await api('/api/x');
    expect(shown()).toEqual([
      ['default', 'red', 'The title is required'],
      ['top-right', 'red', 'The title is required'],
    ]);
    // a second failure takes the place of the first (one of each, the newest)
    reply(409, { status: 409, msg: 'The username already exists', data: null });
    await api('/api/x');
    expect(shown()).toEqual([
      ['default', 'red', 'The username already exists'],
      ['top-right', 'red', 'The username already exists'],
    ]);
  });

  it('skips the notification on a phone-wide page', async () => {
    wide = false;
    reply(404, { status: 404, msg: 'The problem does not exist', data: null });
    await api('/api/x');
    expect(shown()).toEqual([['default', 'red', 'The problem does not exist']]);
  });

  it('shows the fallbacks of 01 §8 when the answer carries no message', async () => {
    wide = false;
    globalThis.fetch = (async () => new Response('nope', { status: 404 })) as typeof fetch;
    await api('/api/x');
    expect(shown()).toEqual([['default', 'red', '请求的资源不存在']]);
    reply(500, { status: 500, msg: '', data: null });
    await api('/api/x');
    expect(shown()).toEqual([['default', 'red', '服务器错误，请重新刷新']]);
  });

  it('shows nothing for a success, nor for a quiet call', async () => {
    reply(200, { status: 200, msg: 'success', data: 1 });
    await api('/api/x');
    reply(500, { status: 500, msg: 'boom', data: null });
    expect((await api('/api/x', { quiet: 'a background poll' })).msg).toBe('boom');
    expect(shown()).toEqual([]);
  });

  it('reported() ignores an envelope without a status field', () => {
    reported({ msg: 'whatever', data: null } as unknown as Envelope);
    expect(shown()).toEqual([]);
  });
});
