import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { NotFoundDigits } from './not-found-digits';

/**
 * The site's 404 page (01 §2): animated digits, Go Home and Back. `message` says what is missing when a page
 * knows ('The problem does not exist', 'user not found'); else the general text.
 */
export function NotFoundPage({ message }: { message?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // a visitor who arrived here first (a typed or outside link) has nothing to go back to: home instead
  const back = () => (window.history.length > 1 ? window.history.back() : navigate('/home'));
  return (
    <Stack align="center" gap="md" py="xl" data-testid="not-found">
      <NotFoundDigits />
      <Title order={2} size="h3">{t('notFound.title')}</Title>
      <Text c="dimmed" ta="center" data-testid="not-found-message">{message || t('notFound.text')}</Text>
      <Group>
        <Button component={Link} to="/home" data-testid="not-found-home">{t('notFound.home')}</Button>
        <Button variant="default" onClick={back} data-testid="not-found-back">{t('notFound.back')}</Button>
      </Group>
    </Stack>
  );
}
