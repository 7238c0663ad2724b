import { Alert } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

/** An admin page whose data could not be read shows why (every admin page's ErrorBoundary). */
export function AdminError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" m="md" title={t('admin.loadFailed')} data-testid="admin-error">
      {message}
    </Alert>
  );
}
