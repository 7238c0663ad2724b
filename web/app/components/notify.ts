import { notifications } from '@mantine/notifications';
import type { Envelope } from './api';

/** Shows the outcome of a call as a toast: the server's message, green or red. */
export function notifyResult(result: Envelope): boolean {
  const ok = result.status === 200;
  notifications.show({ message: result.msg, color: ok ? 'green' : 'red' });
  return ok;
}
