import { notifications } from '@mantine/notifications';
import type { Envelope } from './api';

/**
 * Shows a call's success as a green toast with the server's message. A failure is not shown here: the
 * request helper already showed it (01 §8). Answers whether the call succeeded.
 */
export function notifyResult(result: Envelope): boolean {
  const ok = result.status === 200;
  if (ok) notifications.show({ message: result.msg, color: 'green' });
  return ok;
}

