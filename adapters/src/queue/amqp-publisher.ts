import type { ChannelModel, ConfirmChannel, Options } from 'amqplib';
import { ServiceUnavailable } from '@oj/core';
import type { ManagedAmqpConnection } from './amqp-connection';

/** How long the broker may take to confirm a message before the publisher is told it failed. */
export const PUBLISH_CONFIRM_TIMEOUT_MS = 5_000;

const JSON_TYPE = 'application/json';

/** The error callers see whenever the broker cannot take or settle a message right now (HTTP 503). */
export function queueUnavailable(reason: unknown): ServiceUnavailable {
  return new ServiceUnavailable('error.queueUnavailable', { reason: reason instanceof Error ? reason.message : String(reason) });
}

/**
 * Publishes persistent messages on a confirm channel and resolves only once the broker has confirmed
 * them (written to disk for durable queues). With no connection it fails at once; with a connection
 * that does not confirm in PUBLISH_CONFIRM_TIMEOUT_MS it fails then (the message may still arrive:
 * delivery is at least once). Failures are ServiceUnavailable('error.queueUnavailable').
 */
export class ConfirmPublisher {
  private channel: { connection: ChannelModel; ready: Promise<ConfirmChannel> } | undefined;

  constructor(private readonly connection: ManagedAmqpConnection) {}

  async send(queue: string, body: Buffer, options: Options.Publish = {}): Promise<void> {
    let channel: ConfirmChannel;
    try {
      channel = await this.confirmChannel();
    } catch (error) {
      throw queueUnavailable(error);
    }
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(queueUnavailable(`no confirm from RabbitMQ within ${PUBLISH_CONFIRM_TIMEOUT_MS} ms`)), PUBLISH_CONFIRM_TIMEOUT_MS);
      try {
        channel.sendToQueue(queue, body, { persistent: true, contentType: JSON_TYPE, ...options }, (err) => {
          clearTimeout(timer);
          if (err) reject(queueUnavailable(err));
          else resolve();
        });
      } catch (error) {
        clearTimeout(timer);
        reject(queueUnavailable(error));
      }
    });
  }

  private async confirmChannel(): Promise<ConfirmChannel> {
    // fail fast: a caller is never parked waiting for a broker that is away
    const connection = await this.connection.connection(0);
    if (this.channel?.connection !== connection) {
      const ready = connection.createConfirmChannel().then((ch) => {
        ch.on('error', () => {});
        ch.on('close', () => {
          if (this.channel?.ready === ready) this.channel = undefined;
        });
        return ch;
      });
      ready.catch(() => {
        if (this.channel?.ready === ready) this.channel = undefined;
      });
      this.channel = { connection, ready };
    }
    return this.channel.ready;
  }
}
