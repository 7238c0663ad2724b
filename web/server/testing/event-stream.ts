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

/** A named Server-Sent Event as a test reads it: its name, its JSON data, and when it arrived (ms). */
export interface ReceivedEvent<T = unknown> {
  event: string;
  data: T;
  at: number;
}

/**
 * Reads an open stream's `event:`/`data:` frames into `into` as they come (comments and frames without data are
 * skipped), until the stream ends or the test aborts it.
 */
export async function collectEvents<T>(res: Response, into: Array<ReceivedEvent<T>>): Promise<void> {
  if (!res.body) return;
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) into.push({ event, data: JSON.parse(data) as T, at: Date.now() });
      }
    }
  } catch {
    // aborted by the test
  }
}
