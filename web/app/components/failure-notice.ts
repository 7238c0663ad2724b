import { notifications } from '@mantine/notifications';
import { pageText } from '../i18n/page-text';

/** Toasts (01 §9): top-centre, one at a time, 4 s. */
export const TOAST_MS = 4000;
/** Notifications (01 §9): 5 s, titled, top-right below the toast's row. */
export const NOTIFICATION_MS = 5000;
/** A page narrower than this is a phone: no notification besides the toast (01 §8; the small-pager width of 01 §9). */
export const MOBILE_WIDTH = 768;
/**
 * The notification starts below the toast (no overlap where the two columns meet) and lets clicks through:
 * it closes by itself, and a form's button under it stays usable meanwhile (the toast has the close button).
 */
const NOTIFICATION_STYLE = { marginTop: 56, pointerEvents: 'none' } as const;

/** The ids of the error toast and notification: a burst of failed calls shows one of each, the newest. */
export const ERROR_TOAST_ID = 'oj-error-toast';
export const ERROR_NOTIFICATION_ID = 'oj-error-notification';

function isMobile(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${MOBILE_WIDTH - 0.02}px)`).matches;
}

/**
 * 01 §8's global handling of a failed call: the message as an error toast and, on desktop widths, as a
 * notification. Called from one place, the request helpers (`api()`, the admin app's `send()`); pages
 * show no second copy of it.
 */
export function reportFailure(message: string): void {
  if (typeof window === 'undefined' || !message) return;
  // a newer failure replaces the shown one instead of queueing behind it
  notifications.hide(ERROR_TOAST_ID);
  notifications.show({ id: ERROR_TOAST_ID, color: 'red', message, autoClose: TOAST_MS, 'data-testid': 'error-toast' });
  if (isMobile()) return;
  notifications.hide(ERROR_NOTIFICATION_ID);
  notifications.show({ id: ERROR_NOTIFICATION_ID, color: 'red', title: pageText('request.failedTitle'), message, position: 'top-right', autoClose: NOTIFICATION_MS, withCloseButton: false, style: NOTIFICATION_STYLE, 'data-testid': 'error-notification' });
}
