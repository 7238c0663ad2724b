import type { SubmissionChange } from '@oj/core';

/** An open event stream read with fetch: its parsed `submission` events so far, its comments, and its end. */
export interface OpenStream {
  events: SubmissionChange[];
  comments: string[];
  close(): void;
}

/** Opens an event stream (it must answer 200 with text/event-stream) and reads it as it comes. */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(res.headers.get('x-accel-buffering')).toBe('no');
  const events: SubmissionChange[] = [];
  const comments: string[] = [];
  const reader = (res.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffered += value;
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const frame = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (frame.startsWith(':')) comments.push(frame);
        else if (frame.startsWith('event: submission\ndata: ')) events.push(JSON.parse(frame.slice('event: submission\ndata: '.length)) as SubmissionChange);
        else throw new Error(`unexpected frame ${frame}`);
      }
    }
  })();
  return { events, comments, close: () => abort.abort() };
}
