import type { EventMap, EventName } from './event-map';
import type { DeliveredEvent, EventHandler } from './event-bus.port';

/**
 * The in-process half every EventBus adapter shares: a handler list per event name,
 * run one after another, failures passed to `onError` instead of the publisher.
 */
export class LocalHandlers {
  private readonly handlers = new Map<string, Set<EventHandler<EventName>>>();

  constructor(private readonly onError: (error: unknown, event: DeliveredEvent) => void) {}

  add<N extends EventName>(name: N, handler: EventHandler<N>): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    set.add(handler as EventHandler<EventName>);
    return () => {
      set.delete(handler as EventHandler<EventName>);
    };
  }

  async deliver<N extends EventName>(event: DeliveredEvent<N>): Promise<void> {
    const set = this.handlers.get(event.name);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        await handler(event as DeliveredEvent<EventName>);
      } catch (e) {
        this.onError(e, event as DeliveredEvent<EventName>);
      }
    }
  }

  static event<N extends EventName>(name: N, payload: EventMap[N], origin: string): DeliveredEvent<N> {
    return { name, payload, origin, occurredAt: new Date().toISOString() };
  }
}
