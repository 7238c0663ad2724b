import { describe, expect, it } from '@jest/globals';
import type { NotificationsState } from '@mantine/notifications';
import { newestPerPosition } from './site-notifications';

// 01 §8: toasts one at a time — a new one takes the shown one's place instead of waiting behind it.
describe('newestPerPosition', () => {
  const state = { defaultPosition: 'top-center', limit: 1, notifications: [], queue: [] } as NotificationsState;
  it('keeps the newest message of each position, in order', () => {
    const list = [
      { id: 'a', message: 'saved' },
      { id: 'b', message: 'error', position: 'top-right' as const },
      { id: 'c', message: 'Update Successfully' },
      { id: 'd', message: 'Downloading...', position: 'top-center' as const },
    ];
    expect(newestPerPosition(list, state).map((n) => n.id)).toEqual(['b', 'd']);
    expect(newestPerPosition([], state)).toEqual([]);
  });
});
