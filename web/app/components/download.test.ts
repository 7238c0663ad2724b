import { describe, expect, it } from '@jest/globals';
import { DOWNLOAD_TIMEOUT_MS, downloadFile, filenameOf, type DownloadDeps, type DownloadNotice } from './download';

// The download helper of 01 §8 with the browser's parts replaced: what it fetches, says and saves.
function harness(answer: () => Promise<Response>) {
  const notices: Array<[DownloadNotice, string]> = [];
  const saved: Array<{ name: string; body: string; type: string }> = [];
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const pending: Array<Promise<void>> = [];
  const deps: Partial<DownloadDeps> = {
    fetch: (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return answer();
    }) as typeof fetch,
    notify: (kind, message) => notices.push([kind, message]),
    save: (blob, name) => void pending.push(blob.text().then((body) => void saved.push({ name, body, type: blob.type }))),
    text: (key) => ({ 'download.started': 'Downloading...', 'download.done': 'Download Successfully!', 'download.invalidFormat': 'Invalid file format' })[key as string] ?? key,
  };
  return { deps, notices, saved, calls, settle: () => Promise.all(pending) };
}

describe('downloadFile', () => {
  it('fetches the file as a blob with a 5-minute timeout and saves it under the server name', async () => {
    const h = harness(async () => new Response('a,b\n1,2\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="rank-1000.csv"' } }));
    expect(await downloadFile('/api/file/download-contest-rank?cid=1', h.deps)).toBe(true);
    await h.settle();
    expect(DOWNLOAD_TIMEOUT_MS).toBe(300_000);
    expect(h.calls[0].url).toBe('/api/file/download-contest-rank?cid=1');
    expect(h.calls[0].init?.signal).toBeInstanceOf(AbortSignal);
    expect(h.saved).toEqual([{ name: 'rank-1000.csv', body: 'a,b\n1,2\n', type: 'text/csv' }]);
    expect(h.notices).toEqual([['info', 'Downloading...'], ['success', 'Download Successfully!']]);
  });

  it("sends the session's CSRF token with a download that changes something (the generated accounts)", async () => {
    const h = harness(async () => (h.calls.length === 1 ? Response.json({ status: 200, msg: 'success', data: { csrfToken: 'tok-1' } }) : new Response('username,password\n', { headers: { 'content-type': 'text/csv' } })));
    expect(await downloadFile('/api/file/generate-user-excel?key=k', h.deps, { changesState: true })).toBe(true);
    expect(h.calls.map((c) => c.url)).toEqual(['/api/get-user-auth-info', '/api/file/generate-user-excel?key=k']);
    expect(h.calls[1].init?.headers).toEqual({ 'x-csrf-token': 'tok-1' });
  });

  it('shows a JSON answer as info (200) or error instead of saving it', async () => {
    const ok = harness(async () => Response.json({ status: 200, msg: 'Nothing to download yet', data: null }));
    expect(await downloadFile('/api/file/x', ok.deps)).toBe(false);
    expect(ok.notices).toEqual([['info', 'Downloading...'], ['info', 'Nothing to download yet']]);
    const refused = harness(async () => Response.json({ status: 403, msg: 'No Access', data: null }, { status: 403 }));
    expect(await downloadFile('/api/file/x', refused.deps)).toBe(false);
    expect(refused.notices[1]).toEqual(['error', 'No Access']);
    expect(refused.saved).toEqual([]);
  });

  it("says 'Invalid file format' for a JSON answer without a message or that does not parse", async () => {
    for (const body of ['{"data":1}', '{not json']) {
      const h = harness(async () => new Response(body, { headers: { 'content-type': 'application/json' } }));
      expect(await downloadFile('/api/file/x', h.deps)).toBe(false);
      expect(h.notices[1]).toEqual(['error', 'Invalid file format']);
    }
  });

  it('reports a timeout and a lost connection with their messages', async () => {
    const timeout = harness(async () => { throw new DOMException('timed out', 'TimeoutError'); });
    expect(await downloadFile('/api/file/x', { ...timeout.deps, timeoutMs: 10 })).toBe(false);
    expect(timeout.notices[1][0]).toBe('error');
    const offline = harness(async () => { throw new TypeError('fetch failed'); });
    expect(await downloadFile('/api/file/x', offline.deps)).toBe(false);
    expect(offline.notices[1][0]).toBe('error');
    expect(offline.notices[1][1]).not.toBe(timeout.notices[1][1]);
  });

  it('names the file from the URL when the server gives no name', async () => {
    const h = harness(async () => new Response('x', { headers: { 'content-type': 'application/zip' } }));
    await downloadFile('/api/file/testcase%20set.zip?pid=1', h.deps);
    await h.settle();
    expect(h.saved[0].name).toBe('testcase set.zip');
  });
});

describe('filenameOf', () => {
  it('reads plain, quoted and RFC 5987 names', () => {
    expect(filenameOf('attachment; filename=a.zip', 'f')).toBe('a.zip');
    expect(filenameOf('attachment; filename="b c.txt"', 'f')).toBe('b c.txt');
    expect(filenameOf("attachment; filename*=UTF-8''%E6%8E%92%E5%90%8D.csv", 'f')).toBe('排名.csv');
    expect(filenameOf(null, 'f')).toBe('f');
    expect(filenameOf('inline', 'f')).toBe('f');
  });
});
