import { BackgroundServicesPoint, type BackgroundService } from './background-services';

describe('the backgroundServices extension point', () => {
  const service = (log: string[], id = 'worker', startFails = false): BackgroundService => ({
    id,
    async start() {
      log.push(`start ${id}`);
      if (startFails) throw new Error('no database');
      return async () => {
        await new Promise((r) => setTimeout(r, 20));
        log.push(`stopped ${id}`);
      };
    },
  });

  it('starts an item when it is registered and stops it when it is withdrawn, again and again', async () => {
    const log: string[] = [];
    const point = new BackgroundServicesPoint(() => undefined as never, () => {});
    const item = service(log);
    const withdraw = point.register(item, 'plugin');
    expect(point.has('worker')).toBe(true);
    withdraw();
    expect(point.has('worker')).toBe(false);
    await point.stopAll();
    expect(log).toEqual(['start worker', 'stopped worker']);
    point.register(item, 'plugin')();
    await point.stopAll();
    expect(log).toEqual(['start worker', 'stopped worker', 'start worker', 'stopped worker']);
  });

  it('stops every running item at the site\'s close and waits for each; a failed start is told and stops nothing', async () => {
    const log: string[] = [];
    const failures: string[] = [];
    const point = new BackgroundServicesPoint(() => undefined as never, (error, id) => failures.push(`${id}: ${(error as Error).message}`));
    point.register(service(log, 'a'), 'one');
    point.register(service(log, 'b', true), 'two');
    await point.stopAll();
    expect(log.sort()).toEqual(['start a', 'start b', 'stopped a']);
    expect(failures).toEqual(['b: no database']);
  });
});
