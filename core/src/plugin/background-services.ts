import type { ServiceIdentifier } from 'inversify';
import { ExtensionPoint, type Disposer, type Extension } from './extension-point';

/** Resolves a service of the site's container. */
export type ServiceGetter = <T>(id: ServiceIdentifier<T>) => T;

/** Stops a running background service; resolves once the work it had in hand is settled. */
export type BackgroundStop = () => Promise<void>;

/**
 * Work a plugin keeps running while it is enabled: queue consumers, periodic checks (the remote judges'
 * workers). Started when the plugin is switched on, stopped when it is switched off or the site closes.
 */
export interface BackgroundService extends Extension {
  /** Starts the work; answers how to stop it. A failure to start is logged and leaves it stopped. */
  start(get: ServiceGetter): Promise<BackgroundStop>;
}

/**
 * The `backgroundServices` extension point: registering an item starts it, its disposer (the plugin
 * switched off) stops it, and `stopAll` (the site closing) stops every one still running and waits for
 * them, so none outlives the database and queues it works with.
 */
export class BackgroundServicesPoint extends ExtensionPoint<BackgroundService> {
  private readonly running = new Map<BackgroundService, Promise<BackgroundStop>>();
  private readonly stopping = new Set<Promise<void>>();

  constructor(
    private readonly services: ServiceGetter,
    private readonly onError: (error: unknown, id: string) => void,
  ) {
    super('backgroundServices', 'plugin', 'Work a plugin keeps running while it is enabled (queue consumers, periodic checks).');
  }

  override register(item: BackgroundService, owner: string): Disposer {
    const withdraw = super.register(item, owner);
    const started = item.start(this.services).catch((error: unknown) => {
      this.onError(error, item.id);
      return async () => {};
    });
    this.running.set(item, started);
    return () => {
      withdraw();
      this.stop(item);
    };
  }

  /** Stops every service still running and waits until each has stopped. */
  async stopAll(): Promise<void> {
    for (const item of [...this.running.keys()]) this.stop(item);
    await Promise.all([...this.stopping]);
  }

  private stop(item: BackgroundService): void {
    const started = this.running.get(item);
    if (!started) return;
    this.running.delete(item);
    const stopped = started
      .then((stop) => stop())
      .catch((error: unknown) => this.onError(error, item.id))
      .finally(() => this.stopping.delete(stopped));
    this.stopping.add(stopped);
  }
}
