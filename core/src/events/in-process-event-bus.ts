import { randomUUID } from 'node:crypto';
import type { EventMap, EventName } from './event-map';
import type { EventBus, EventHandler } from './event-bus.port';
import { LocalHandlers } from './local-handlers';

/** The event bus of a single process (the embedded site, tests). */
export class InProcessEventBus implements EventBus {
  readonly origin = randomUUID();
  private readonly local: LocalHandlers;

  constructor(onError: (error: unknown) => void = () => {}) {
    this.local = new LocalHandlers(onError);
  }

  async publish<N extends EventName>(name: N, payload: EventMap[N]): Promise<void> {
    await this.local.deliver(LocalHandlers.event(name, payload, this.origin));
  }

  subscribe<N extends EventName>(name: N, handler: EventHandler<N>): () => void {
    return this.local.add(name, handler);
  }
}
