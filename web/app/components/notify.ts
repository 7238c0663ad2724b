import { notifications } from '@mantine/notifications';
import type { Envelope } from './api';

/** Shows the outcome of a call as a toast: the server's message, green or red. */
export function notifyResult(result: Envelope): boolean {
  const ok = result.status === 200;
  // a refusal's message is shown by the shell, which also reads the roles again (ForbiddenWatcher)
  if (result.status === 403 && typeof window !== 'undefined') return false;
  notifications.show({ message: result.msg, color: ok ? 'green' : 'red' });
  return ok;
}
