import { EventEmitter } from 'node:events';
import { connect, type ChannelModel } from 'amqplib';

/** Longest wait between reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 2_000;
const FIRST_RECONNECT_DELAY_MS = 100;
/** How long a caller may wait for a connection before being told the broker is away. */
export const CONNECT_WAIT_MS = 3_000;

/**
 * One AMQP connection that comes back by itself: when the broker closes it or goes away, it reconnects
 * with a capped backoff and emits 'connected' again, so users re-declare what they need.
 */
export class ManagedAmqpConnection extends EventEmitter {
  private current: ChannelModel | undefined;
  private closing = false;
  private attempt = 0;
  private timer: NodeJS.Timeout | undefined;
  lastError: string | undefined;

  constructor(private readonly url: string) {
    super();
  }

  /** Starts connecting; resolves after the first connection (or rejects after `waitMs`). */
  async start(waitMs = CONNECT_WAIT_MS): Promise<void> {
    void this.connectLoop();
    await this.connection(waitMs);
  }

  get connected(): boolean {
    return this.current !== undefined;
  }

  get serverVersion(): string | undefined {
    const version = this.current?.connection.serverProperties.version;
    return typeof version === 'string' ? version : undefined;
  }

  /** The live connection, waiting up to `waitMs` for one. */
  connection(waitMs = CONNECT_WAIT_MS): Promise<ChannelModel> {
    if (this.current) return Promise.resolve(this.current);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.off('connected', onConnected);
        reject(new Error(`RabbitMQ is not reachable${this.lastError ? `: ${this.lastError}` : ''}`));
      }, waitMs);
      const onConnected = (c: ChannelModel) => {
        clearTimeout(timer);
        resolve(c);
      };
      this.once('connected', onConnected);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    const c = this.current;
    this.current = undefined;
    await c?.close().catch(() => {});
  }

  private async connectLoop(): Promise<void> {
    if (this.closing) return;
    try {
      const c = await connect(this.url, { timeout: CONNECT_WAIT_MS });
      if (this.closing) {
        await c.close().catch(() => {});
        return;
      }
      this.attempt = 0;
      this.lastError = undefined;
      c.on('error', (e: Error) => {
        this.lastError = e.message;
      });
      c.on('close', () => {
        if (this.current !== c) return;
        this.current = undefined;
        this.emit('disconnected');
        this.scheduleReconnect();
      });
      this.current = c;
      this.emit('connected', c);
    } catch (error) {
      this.lastError = (error as Error).message;
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect(): void {
    if (this.closing) return;
    const delay = Math.min(FIRST_RECONNECT_DELAY_MS * 2 ** this.attempt++, MAX_RECONNECT_DELAY_MS);
    this.timer = setTimeout(() => void this.connectLoop(), delay);
  }
}
