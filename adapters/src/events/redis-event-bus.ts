import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LocalHandlers, type DeliveredEvent, type EventBus, type EventHandler, type EventMap, type EventName } from '@oj/core';

/**
 * Events delivered in this process and, through Redis pub/sub, to every other web process of the site.
 * Local handlers run before `publish` resolves; messages coming back from our own origin are skipped so
 * each handler sees an event exactly once. The subscriber re-subscribes by itself after a reconnect.
 * While Redis is away other processes miss events, so whatever they cache from events must also age out.
 */
export class RedisEventBus implements EventBus {
  readonly origin = randomUUID();
  private readonly local: LocalHandlers;
  private readonly channel: string;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    namespace = 'oj:',
    private readonly onError: (error: unknown, event: DeliveredEvent) => void = () => {},
  ) {
    this.local = new LocalHandlers(onError);
    this.channel = `${namespace}events`;
    // subscribe on every (re)connection: the client has no offline queue, so a SUBSCRIBE sent while
    // Redis is away would be lost rather than queued
    const subscribe = () => void this.subscriber.subscribe(this.channel).catch(() => {});
    this.subscriber.on('ready', subscribe);
    if (this.subscriber.status === 'ready') subscribe();
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      let event: DeliveredEvent;
      try {
        event = JSON.parse(message) as DeliveredEvent;
      } catch {
        return;
      }
      if (event.origin !== this.origin) void this.local.deliver(event);
    });
  }

  async publish<N extends EventName>(name: N, payload: EventMap[N]): Promise<void> {
    const event = LocalHandlers.event(name, payload, this.origin);
    await this.local.deliver(event);
    try {
      await this.publisher.publish(this.channel, JSON.stringify(event));
    } catch (error) {
      // the change itself has happened; other processes catch up when their cached copies age out
      this.onError(error, event);
    }
  }

  subscribe<N extends EventName>(name: N, handler: EventHandler<N>): () => void {
    return this.local.add(name, handler);
  }
}
