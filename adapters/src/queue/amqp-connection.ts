import { EventEmitter } from 'node:events';
import { connect, type ChannelModel } from 'amqplib';

/** Longest wait between reconnection attempts: a broker back after a restart is used within this. */
export const MAX_RECONNECT_DELAY_MS = 2_000;
const FIRST_RECONNECT_DELAY_MS = 100;
const RECONNECT_BACKOFF_FACTOR = 2;
/** How long one connection attempt (TCP + AMQP handshake) may take. */
export const CONNECT_TIMEOUT_MS = 3_000;
/** Heartbeat asked of the broker unless the URL names one: a silent peer is noticed within two of these. */
const HEARTBEAT_SECONDS = 10;

function withHeartbeat(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('heartbeat')) parsed.searchParams.set('heartbeat', String(HEARTBEAT_SECONDS));
  return parsed.toString();
}

/**
 * One AMQP connection that comes back by itself: when the broker closes it or goes away, it reconnects
 * with a backoff capped at MAX_RECONNECT_DELAY_MS, runs `setup` (declare the topology) on the new
 * connection, and only then emits 'connected' and hands it out. Emits 'disconnected' when it is lost.
 */
export class ManagedAmqpConnection extends EventEmitter {
  private current: ChannelModel | undefined;
  private closing = false;
  private attempt = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly url: string;
  /** Why the last attempt failed or the last connection ended (for health and error messages). */
  lastError: string | undefined;
  /** Set while the broker blocks publishers (memory or disk alarm). */
  blockedReason: string | undefined;

  constructor(
    url: string,
    private readonly setup: (connection: ChannelModel) => Promise<void> = async () => {},
  ) {
    super();
    this.url = withHeartbeat(url);
  }

  /** Starts connecting; resolves after the first connection, or rejects after `waitMs` (it keeps trying). */
  async start(waitMs = CONNECT_TIMEOUT_MS): Promise<void> {
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

  /** The live, set-up connection, waiting up to `waitMs` for one (0: fail at once when there is none). */
  connection(waitMs = CONNECT_TIMEOUT_MS): Promise<ChannelModel> {
    if (this.current) return Promise.resolve(this.current);
    if (this.closing) return Promise.reject(new Error('the RabbitMQ connection is closed'));
    if (waitMs <= 0) return Promise.reject(this.unreachable());
    return new Promise((resolve, reject) => {
      const onConnected = (c: ChannelModel) => {
        clearTimeout(timer);
        resolve(c);
      };
      const timer = setTimeout(() => {
        this.off('connected', onConnected);
        reject(this.unreachable());
      }, waitMs);
      this.once('connected', onConnected);
    });
  }

  private unreachable(): Error {
    return new Error(`RabbitMQ is not reachable${this.lastError ? `: ${this.lastError}` : ''}`);
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
    let c: ChannelModel | undefined;
    try {
      c = await connect(this.url, { timeout: CONNECT_TIMEOUT_MS });
      const model = c;
      model.on('error', (e: Error) => {
        this.lastError = e.message;
      });
      model.on('blocked', (reason: string) => {
        this.blockedReason = reason;
      });
      model.on('unblocked', () => {
        this.blockedReason = undefined;
      });
      model.on('close', () => this.onClose(model));
      await this.setup(model);
      if (this.closing) {
        await model.close().catch(() => {});
        return;
      }
      this.attempt = 0;
      this.lastError = undefined;
      this.blockedReason = undefined;
      this.current = model;
      this.emit('connected', model);
    } catch (error) {
      this.lastError = (error as Error).message;
      await c?.close().catch(() => {});
      this.scheduleReconnect();
    }
  }

  private onClose(model: ChannelModel): void {
    // a connection that failed during setup is retried by connectLoop itself
    if (this.current !== model) return;
    this.current = undefined;
    this.lastError ??= 'connection closed';
    this.emit('disconnected');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closing) return;
    const delay = Math.min(FIRST_RECONNECT_DELAY_MS * RECONNECT_BACKOFF_FACTOR ** this.attempt++, MAX_RECONNECT_DELAY_MS);
    this.timer = setTimeout(() => void this.connectLoop(), delay);
  }
}
