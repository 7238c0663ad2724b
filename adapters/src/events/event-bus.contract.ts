import type { EventBus } from '@oj/core';

/** What a contract run works on: a bus ready to deliver (subscribed, where it has a transport). */
export interface EventBusUnderTest {
  bus: EventBus;
  close(): Promise<void>;
}

/** Long enough for a broadcast to come back from a shared transport, had it not been filtered out. */
const ECHO_WAIT_MS = 200;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What every EventBus promises to the process that uses it. */
export function eventBusContract(name: string, make: () => Promise<EventBusUnderTest>): void {
  describe(`EventBus contract: ${name}`, () => {
    let bus: EventBus;
    let close: () => Promise<void>;
    beforeEach(async () => {
      ({ bus, close } = await make());
    });
    afterEach(() => close());

    it('runs local handlers before publish resolves, with name, payload, origin and time', async () => {
      const seen: unknown[] = [];
      bus.subscribe('site.config-changed', (e) => {
        seen.push([e.name, e.payload]);
        expect(typeof e.origin).toBe('string');
        expect(Date.parse(e.occurredAt)).not.toBeNaN();
      });
      await bus.publish('site.config-changed', { keys: ['name'] });
      expect(seen).toEqual([['site.config-changed', { keys: ['name'] }]]);
    });

    it('waits for async handlers, running them one after another in the order they subscribed', async () => {
      const seen: string[] = [];
      bus.subscribe('account.changed', async () => {
        await sleep(20);
        seen.push('first');
      });
      bus.subscribe('account.changed', () => void seen.push('second'));
      await bus.publish('account.changed', { uid: 'u1' });
      expect(seen).toEqual(['first', 'second']);
    });

    it('runs each handler exactly once per event, even after a broadcast could have come back', async () => {
      let count = 0;
      bus.subscribe('account.changed', () => void count++);
      await bus.publish('account.changed', { uid: 'u1' });
      await sleep(ECHO_WAIT_MS);
      expect(count).toBe(1);
    });

    it('delivers only to handlers of that event', async () => {
      const seen: string[] = [];
      bus.subscribe('plugin.toggled', () => void seen.push('plugin'));
      bus.subscribe('site.config-changed', () => void seen.push('config'));
      await bus.publish('plugin.toggled', { id: 'x', enabled: false });
      expect(seen).toEqual(['plugin']);
    });

    it('never throws a failing handler at the publisher, and still runs the others', async () => {
      const seen: string[] = [];
      bus.subscribe('site.config-changed', () => {
        throw new Error('handler broke');
      });
      bus.subscribe('site.config-changed', async () => {
        throw new Error('async handler broke');
      });
      bus.subscribe('site.config-changed', async () => void seen.push('last'));
      await expect(bus.publish('site.config-changed', { keys: [] })).resolves.toBeUndefined();
      expect(seen).toEqual(['last']);
    });

    it('stops delivering after the disposer runs (twice is harmless), leaving other handlers', async () => {
      let disposed = 0;
      let kept = 0;
      const dispose = bus.subscribe('site.config-changed', () => void disposed++);
      bus.subscribe('site.config-changed', () => void kept++);
      await bus.publish('site.config-changed', { keys: [] });
      dispose();
      dispose();
      await bus.publish('site.config-changed', { keys: [] });
      expect([disposed, kept]).toEqual([1, 2]);
    });

    it('publishes with nobody listening', async () => {
      await expect(bus.publish('account.registered', { uid: 'u', username: 'n' })).resolves.toBeUndefined();
    });
  });
}
