import { describe, expect, it, jest } from '@jest/globals';
import { LAZY_LOAD_TIMEOUT_MS, lazyModule, loadWithin } from './lazy-load';

// Lazily loaded screen parts (monaco, ECharts) give up after 120 s (01 §9), and a failure can be retried.
describe('lazy screen loading', () => {
  it('gives up after 120 s', async () => {
    expect(LAZY_LOAD_TIMEOUT_MS).toBe(120_000);
    jest.useFakeTimers();
    try {
      const never = loadWithin(() => new Promise<never>(() => undefined), LAZY_LOAD_TIMEOUT_MS);
      const settled = jest.fn();
      never.then(settled, settled);
      await jest.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS - 1);
      expect(settled).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await expect(never).rejects.toThrow('timed out');
    } finally {
      jest.useRealTimers();
    }
  });

  it('passes a load through, and a failure as an Error', async () => {
    await expect(loadWithin(async () => 7, 1000)).resolves.toBe(7);
    await expect(loadWithin(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 1000)).rejects.toThrow('Failed to fetch');
  });

  it('keeps what arrived, and asks again after a failure (retry)', async () => {
    let calls = 0;
    const module = lazyModule(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return 'monaco';
    });
    await expect(module.load()).rejects.toThrow('chunk failed');
    expect(module.loaded).toBeUndefined();
    await expect(module.load()).resolves.toBe('monaco');
    expect(module.loaded).toBe('monaco');
    expect(calls).toBe(2);
  });
});
