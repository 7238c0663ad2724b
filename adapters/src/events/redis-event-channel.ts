import type { DeliveredEvent } from '@oj/core';

/** The pub/sub channel of one site: every process of the site publishes and listens there. */
export function eventsChannel(namespace: string): string {
  return `${namespace}events`;
}

/** A broadcast read back; undefined for anything that is not an event (another program on the channel). */
export function parseBroadcast(message: string): DeliveredEvent | undefined {
  let data: unknown;
  try {
    data = JSON.parse(message);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const { name, origin, occurredAt } = data as Record<string, unknown>;
  if (typeof name !== 'string' || typeof origin !== 'string' || typeof occurredAt !== 'string' || !('payload' in data)) return undefined;
  return data as DeliveredEvent;
}
