import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LocalHandlers, type DeliveredEvent, type EventBus, type EventHandler, type EventMap, type EventName, type HealthIndicator } from '@oj/core';
import { DEFAULT_REDIS_NAMESPACE } from '../cache/redis-cache';
import { closeRedisClient, createRedisClient, whenReady } from '../cache/redis-client';
import { RedisHealthIndicator } from '../cache/redis-health';
import { eventsChannel, parseBroadcast } from './redis-event-channel';

/** Default wait of `whenSubscribed`. */
const SUBSCRIBE_TIMEOUT_MS = 5_000;
/** When SUBSCRIBE fails on a live connection (Redis stalled past the command timeout), the next try. */
const RESUBSCRIBE_AFTER_MS = 1_000;

type ErrorReport = (error: unknown, event: DeliveredEvent) => void;

/**
 * Events delivered in this process and, through Redis pub/sub on the site's channel, to every other web
 * process of the site. Local handlers run before `publish` resolves; broadcasts from our own origin are
 * skipped, so each handler sees an event exactly once. The subscriber connection subscribes again after
 * every reconnect. While Redis is away other processes miss events (publish still resolves and reports
 * the failure), so whatever they cache from events must also age out.
 */
export class RedisEventBus implements EventBus {
  readonly origin = randomUUID();
  readonly channel: string;
  private readonly local: LocalHandlers;
  private subscribed = false;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private readonly waiters = new Set<() => void>();

  /** Uses the two connections without owning them: `close()` leaves them open. `subscriber` must serve no other purpose than pub/sub. */
  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    namespace = DEFAULT_REDIS_NAMESPACE,
    private readonly onError: ErrorReport = () => {},
    private readonly ownsClients = false,
  ) {
    this.local = new LocalHandlers(onError);
    this.channel = eventsChannel(namespace);
    subscriber.on('message', this.onMessage);
    subscriber.on('ready', this.listen);
    subscriber.on('close', this.onConnectionLost);
    if (subscriber.status === 'ready') this.listen();
  }

  /** A bus on two connections of its own (publisher and subscriber), which `close()` ends. */
  static connect(url: string, namespace = DEFAULT_REDIS_NAMESPACE, onError?: ErrorReport): RedisEventBus {
    return new RedisEventBus(createRedisClient(url), createRedisClient(url), namespace, onError, true);
  }

  async publish<N extends EventName>(name: N, payload: EventMap[N]): Promise<void> {
    const event = LocalHandlers.event(name, payload, this.origin);
    await this.local.deliver(event);
    try {
      await this.publisher.publish(this.channel, JSON.stringify(event));
    } catch (error) {
      // the change itself has happened; other processes catch up when their cached copies age out
      this.onError(new Error(`event ${name} not broadcast to other processes: ${(error as Error).message}`, { cause: error }), event);
    }
  }

  subscribe<N extends EventName>(name: N, handler: EventHandler<N>): () => void {
    return this.local.add(name, handler);
  }

  /**
   * Resolves once the publishing connection is up again (after start or a reconnect); rejects after
   * `timeoutMs`. Until then `publish` reaches only this process: the connection queues nothing while away.
   */
  whenPublishing(timeoutMs = SUBSCRIBE_TIMEOUT_MS): Promise<void> {
    return whenReady(this.publisher, timeoutMs);
  }

  /** Resolves once the subscriber listens on the channel (after start or a reconnect); rejects after `timeoutMs`. */
  whenSubscribed(timeoutMs = SUBSCRIBE_TIMEOUT_MS): Promise<void> {
    if (this.subscribed) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(done);
        reject(new Error(`not subscribed to ${this.channel} within ${timeoutMs} ms (subscriber is ${this.subscriber.status})`));
      }, timeoutMs);
      this.waiters.add(done);
    });
  }

  /** Up when the subscriber answers PING and listens on the channel: otherwise this process misses events. */
  healthIndicator(name = 'events'): HealthIndicator {
    const ping = new RedisHealthIndicator(name, this.subscriber);
    return {
      name,
      check: async () => {
        const report = await ping.check();
        if (report.status === 'up' && !this.subscribed) return { status: 'down', detail: `Redis answers but ${this.channel} is not subscribed yet; retrying` };
        return report;
      },
    };
  }

  /** Stops listening; ends the connections if this bus made them. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.subscriber.off('message', this.onMessage);
    this.subscriber.off('ready', this.listen);
    this.subscriber.off('close', this.onConnectionLost);
    this.subscribed = false;
    if (this.ownsClients) {
      await Promise.all([closeRedisClient(this.publisher), closeRedisClient(this.subscriber)]);
    } else if (this.subscriber.status === 'ready') {
      await this.subscriber.unsubscribe(this.channel).catch(() => {});
    }
  }

  // Subscribes on every (re)connection. createRedisClient turns ioredis's own re-subscription off: it
  // leaves a failed SUBSCRIBE unhandled, which would end the process when Redis flaps.
  private readonly listen = (): void => {
    clearTimeout(this.retry);
    this.subscriber.subscribe(this.channel).then(
      () => {
        if (this.closed || this.subscriber.status !== 'ready') return;
        this.subscribed = true;
        for (const wake of this.waiters) wake();
        this.waiters.clear();
      },
      () => {
        // a lost connection subscribes again on its next 'ready'; a live but stalled one is retried here
        if (this.closed || this.subscriber.status !== 'ready') return;
        this.retry = setTimeout(this.listen, RESUBSCRIBE_AFTER_MS);
        this.retry.unref();
      },
    );
  };

  private readonly onConnectionLost = (): void => {
    this.subscribed = false;
  };

  private readonly onMessage = (channel: string, message: string): void => {
    if (channel !== this.channel) return;
    const event = parseBroadcast(message);
    if (event && event.origin !== this.origin) void this.local.deliver(event);
  };
}
