import { inject, injectable } from 'inversify';
import { EVENT_BUS, type EventBus } from '../events/event-bus.port';
import type { SubmissionChange } from './submission.events';

type Listener = (change: SubmissionChange) => void;

/**
 * Hands `submission.changed` (from any web process, through the event bus) to whoever follows those
 * submissions in this process: one bus subscription for all of them, held while anyone follows.
 */
@injectable()
export class SubmissionChangeFanout {
  private readonly listenersById = new Map<number, Set<Listener>>();
  private unsubscribe: (() => void) | undefined;

  constructor(@inject(EVENT_BUS) private readonly events: EventBus) {}

  /** Calls `listener` with each change of the submissions `ids` until the returned function is called. */
  follow(ids: readonly number[], listener: Listener): () => void {
    this.unsubscribe ??= this.events.subscribe('submission.changed', ({ payload }) => this.deliver(payload));
    for (const id of ids) {
      let listeners = this.listenersById.get(id);
      if (!listeners) this.listenersById.set(id, (listeners = new Set()));
      listeners.add(listener);
    }
    return () => {
      for (const id of ids) {
        const listeners = this.listenersById.get(id);
        listeners?.delete(listener);
        if (listeners?.size === 0) this.listenersById.delete(id);
      }
      if (this.listenersById.size === 0) {
        this.unsubscribe?.();
        this.unsubscribe = undefined;
      }
    };
  }

  private deliver(change: SubmissionChange): void {
    for (const listener of this.listenersById.get(change.submitId) ?? []) listener(change);
  }
}
