import type { ServiceIdentifier } from 'inversify';
import type { EventMap, EventName } from './event-map';

/** An event as delivered: its payload plus where and when it was raised. */
export interface DeliveredEvent<N extends EventName = EventName> {
  name: N;
  payload: EventMap[N];
  /** Id of the process that published it. */
  origin: string;
  occurredAt: string;
}

export type EventHandler<N extends EventName> = (event: DeliveredEvent<N>) => void | Promise<void>;

/**
 * Publish/subscribe between features. Handlers in this process run before `publish` resolves
 * (a failing handler is reported, never thrown at the publisher); with a shared transport (Redis),
 * every other web process receives the event as well, once, shortly after.
 */
export interface EventBus {
  publish<N extends EventName>(name: N, payload: EventMap[N]): Promise<void>;
  /** Returns a disposer that removes the handler (plugins switch off without a restart). */
  subscribe<N extends EventName>(name: N, handler: EventHandler<N>): () => void;
}

export const EVENT_BUS: ServiceIdentifier<EventBus> = Symbol.for('oj.EventBus');
