import type { EventBus } from '@oj/core';

/** What every EventBus promises to the process that uses it. */
export function eventBusContract(name: string, make: () => Promise<{ bus: EventBus; close(): Promise<void> }>): void {
  describe(`EventBus contract: ${name}`, () => {
    let bus: EventBus;
    let close: () => Promise<void>;
    beforeEach(async () => {
      ({ bus, close } = await make());
    });
    afterEach(() => close());

    it('runs local handlers before publish resolves, with payload and origin', async () => {
      const seen: unknown[] = [];
      bus.subscribe('site.config-changed', (e) => {
        seen.push(e.payload);
        expect(typeof e.origin).toBe('string');
        expect(Date.parse(e.occurredAt)).not.toBeNaN();
      });
      await bus.publish('site.config-changed', { keys: ['name'] });
      expect(seen).toEqual([{ keys: ['name'] }]);
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
      bus.subscribe('site.config-changed', async () => void seen.push('second'));
      await expect(bus.publish('site.config-changed', { keys: [] })).resolves.toBeUndefined();
      expect(seen).toEqual(['second']);
    });

    it('stops delivering after the disposer runs', async () => {
      let count = 0;
      const dispose = bus.subscribe('site.config-changed', () => void count++);
      await bus.publish('site.config-changed', { keys: [] });
      dispose();
      await bus.publish('site.config-changed', { keys: [] });
      expect(count).toBe(1);
    });
  });
}
