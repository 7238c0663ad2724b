import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { api, NO_RESPONSE, REQUEST_TIMEOUT_MS } from './api';

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
