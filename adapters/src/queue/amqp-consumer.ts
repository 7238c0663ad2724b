import type { Channel, ChannelModel } from 'amqplib';
import type { Consumer } from '@oj/core';
import { MAX_RECONNECT_DELAY_MS, type ManagedAmqpConnection } from './amqp-connection';

const FIRST_RESTART_DELAY_MS = 200;
const RESTART_BACKOFF_FACTOR = 2;

/**
 * A consumer that outlives its channel: after a reconnection, or when its channel alone is closed (a
 * channel error, the broker cancelling it), it opens a new channel and consumes again. `open` sets the
 * channel up (prefetch, consume); cancelling closes the channel, which hands unacknowledged deliveries
 * back to the broker.
 */
export class RestartingConsumer implements Consumer {
  private channel: Channel | undefined;
  private attaching = false;
  private cancelled = false;
  private restarts = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly onConnected = (connection: ChannelModel) => void this.attachTo(connection).catch(() => this.scheduleRestart());

  constructor(
    private readonly connection: ManagedAmqpConnection,
    private readonly open: (channel: Channel) => Promise<void>,
  ) {
    connection.on('connected', this.onConnected);
  }

  /** Attaches now when connected (failing if that fails); otherwise it attaches once the broker is back. */
  async start(): Promise<void> {
    if (this.connection.connected) await this.attachTo(await this.connection.connection(0));
  }

  async cancel(): Promise<void> {
    this.cancelled = true;
    if (this.timer) clearTimeout(this.timer);
    this.connection.off('connected', this.onConnected);
    const channel = this.channel;
    this.channel = undefined;
    await channel?.close().catch(() => {});
  }

  private async attachTo(connection: ChannelModel): Promise<void> {
    if (this.cancelled || this.channel || this.attaching) return;
    this.attaching = true;
    let channel: Channel | undefined;
    try {
      channel = await connection.createChannel();
      const opened = channel;
      let closed = false;
      opened.on('error', () => {});
      opened.on('close', () => {
        closed = true;
        this.onChannelClosed(opened);
      });
      await this.open(opened);
      if (closed) throw new Error('the channel closed while the consumer started');
      if (this.cancelled) {
        await opened.close().catch(() => {});
        return;
      }
      this.channel = opened;
      this.restarts = 0;
    } catch (error) {
      await channel?.close().catch(() => {});
      throw error;
    } finally {
      this.attaching = false;
    }
  }

  private onChannelClosed(channel: Channel): void {
    if (this.channel !== channel) return;
    this.channel = undefined;
    // when the whole connection went, 'connected' re-attaches; this covers a channel lost on its own
    this.scheduleRestart();
  }

  private scheduleRestart(): void {
    if (this.cancelled) return;
    if (this.timer) clearTimeout(this.timer);
    const delay = Math.min(FIRST_RESTART_DELAY_MS * RESTART_BACKOFF_FACTOR ** this.restarts++, MAX_RECONNECT_DELAY_MS);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.connection.connected) return;
      void this.connection
        .connection(0)
        .then((c) => this.attachTo(c))
        .catch(() => this.scheduleRestart());
    }, delay);
  }
}
