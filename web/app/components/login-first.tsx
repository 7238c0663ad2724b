import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { HOME_WITH_LOGIN, useAuthDialog } from './auth-dialog';
import { withNotice } from './route-notice';

/**
 * Where a login-only route (/setting, /logout, /message) sends a guest (01 §8): home with the login dialog
 * open and 'Please login first' shown. A loader throws `redirect(LOGIN_FIRST_PATH)`.
 */
export const LOGIN_FIRST_PATH = withNotice(HOME_WITH_LOGIN, 'login-first');

/** 'Please login first' (01 §8): the warning, then the login dialog. What every login-only action of a guest does. */
export function useLoginFirst(): () => void {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  return () => {
    notifications.show({ color: 'yellow', message: t('auth.loginFirst') });
    open('login');
  };
}
