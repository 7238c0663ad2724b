import { Button, Stack, Text } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from './not-found-page';

/** What a page's loader throws for something that does not exist: a 404 with the message to show (the API's, or a page string). */
export interface NotFoundData {
  msg?: string;
  messageKey?: 'notFound.problem';
}

/**
 * A page's error boundary: a 404 (a problem or user that does not exist) is the site's 404 page with what
 * is missing, inside the shell; anything else the spec's 'server error, please refresh again' (01 §8) and a
 * way to do so, instead of the framework's bare 'Application Error'. The root uses it too.
 */
export function PageError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const found = error.data as NotFoundData | null;
    return <NotFoundPage message={found?.msg ?? (found?.messageKey ? t(found.messageKey) : undefined)} />;
  }
  return (
    <Stack align="center" gap="md" py="xl" data-testid="server-error">
      <Text>{t('request.serverError')}</Text>
      <Button onClick={() => window.location.reload()}>{t('shell.refresh')}</Button>
    </Stack>
  );
}
