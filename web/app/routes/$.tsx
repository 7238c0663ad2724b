import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { data } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

export const loader = () => data(null, { status: 404 });

/** Anything else: the 404 page with Go Home and Back (03 §2). */
export default function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" data-testid="not-found">
      <Title order={1} style={{ fontSize: 96, letterSpacing: 8 }}>404</Title>
      <Title order={3}>{t('notFound.title')}</Title>
      <Text c="dimmed">{t('notFound.text')}</Text>
      <Group>
        <Button component={Link} to="/home">{t('notFound.home')}</Button>
        <Button variant="default" onClick={() => window.history.back()}>{t('notFound.back')}</Button>
      </Group>
    </Stack>
  );
}
