import type { IncomingMessage, ServerResponse } from 'node:http';
import { LIVE_STREAM_LIMITS, ServiceUnavailable, type LiveStream, type LiveStreamGate, type LiveStreamLease, type StreamOpener } from '@oj/core';

/** Streams one web process keeps open at once (sockets, memory); beyond, 503 and the page polls. */
export const MAX_OPEN_STREAMS = 1000;
/**
 * A comment this often keeps proxies from closing an idle stream (most close after 30–60 s); the stream's
 * lease is renewed with it.
 */
export const STREAM_HEARTBEAT_MS = LIVE_STREAM_LIMITS.renewSeconds * 1000;

export interface LiveStreamsOptions {
  max?: number;
  heartbeatMs?: number;
  /** A lease that could not be renewed or given back (Redis away): logged, the stream goes on. */
  onLeaseError?(error: unknown): void;
}

/**
 * The open live-update streams of this web process: every route that answers a LiveStream is opened here,
 * through the gate's caps (per session and per client address, across processes), with its heartbeat and
 * lease renewal, and ended when the client leaves or the site closes.
 */
export class LiveStreams {
  private readonly open = new Set<ServerResponse>();
  private readonly max: number;
  private readonly heartbeatMs: number;

  constructor(
    private readonly gate: LiveStreamGate,
    private readonly options: LiveStreamsOptions = {},
  ) {
    this.max = options.max ?? MAX_OPEN_STREAMS;
    this.heartbeatMs = options.heartbeatMs ?? STREAM_HEARTBEAT_MS;
  }

  /** Streams open in this process now. */
  get count(): number {
    return this.open.size;
  }

  /**
   * Answers `req` with `stream` if the caps allow. A refusal (429 from the gate with Retry-After, 503 when
   * this process is full) is thrown before anything is written, so the caller answers it in the envelope.
   */
  async start(req: IncomingMessage, res: ServerResponse, stream: LiveStream, opener: StreamOpener): Promise<void> {
    if (this.open.size >= this.max) throw new ServiceUnavailable();
    const lease = await this.gate.admit(opener);
    // the client may have left while the lease was taken
    if (res.destroyed || req.socket.destroyed) {
      await this.released(lease);
      return;
    }
    this.open.add(res);
    req.socket.setNoDelay(true);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx would otherwise hold the events in its buffer
      'X-Accel-Buffering': 'no',
    });
    // the first bytes: the client knows the stream is open (fetch resolves, EventSource fires `open`)
    res.write(': open\n\n');
    const unsubscribe = stream.subscribe((event, data) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    const heartbeat = setInterval(() => {
      res.write(': heartbeat\n\n');
      lease.renew().catch((error: unknown) => this.options.onLeaseError?.(error));
    }, this.heartbeatMs);
    heartbeat.unref();
    res.once('close', () => {
      clearInterval(heartbeat);
      this.open.delete(res);
      unsubscribe();
      void this.released(lease);
    });
  }

  /** Ends every stream (the site is closing: open streams would keep its server from closing). */
  closeAll(): void {
    for (const res of [...this.open]) res.end();
  }

  private async released(lease: LiveStreamLease): Promise<void> {
    await lease.release().catch((error: unknown) => this.options.onLeaseError?.(error));
  }
}
