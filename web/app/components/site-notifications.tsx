import { Notifications, notifications, notificationsStore, type NotificationData, type NotificationsState } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_MS } from './failure-notice';

const positionOf = (n: NotificationData, state: NotificationsState) => n.position ?? state.defaultPosition;

/**
 * Keeps the newest message of each position and drops the older ones: Mantine queues what is beyond the
 * limit, but 01 §8 wants a new toast to take the shown one's place at once. Answers what to keep.
 */
export function newestPerPosition(list: NotificationData[], state: NotificationsState): NotificationData[] {
  const last = new Map<string, number>();
  list.forEach((n, i) => last.set(positionOf(n, state), i));
  return list.filter((n, i) => last.get(positionOf(n, state)) === i);
}

/** The site's toasts and notifications (01 §8): top-centre, one at a time (a new one replaces the shown one), 4 s. */
export function SiteNotifications() {
  useEffect(
    () =>
      notificationsStore.subscribe((state) => {
        // something waits in the queue: the shown message of that position gives way to the newest
        if (state.queue.length > 0) notifications.updateState(notificationsStore, (list) => newestPerPosition(list, state));
      }),
    [],
  );
  return <Notifications position="top-center" limit={1} autoClose={TOAST_MS} />;
}
