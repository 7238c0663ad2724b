import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { data, type MetaFunction } from '@remix-run/node';
import { Link, useNavigate } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { NotFoundDigits } from '../components/not-found-digits';
import { DEFAULT_LOCALE, type Locale } from '../i18n/i18n';
import { messages } from '../i18n/messages';

export const loader = () => data(null, { status: 404 });

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m.id === 'root')?.data as { config?: { name?: string }; locale?: Locale } | undefined;
  return [{ title: `${messages[root?.locale ?? DEFAULT_LOCALE]['notFound.title']} · ${root?.config?.name ?? 'OJ'}` }];
};

/** Anything else: the 404 page with animated digits, Go Home and Back (01 §2). */
export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // a visitor who arrived here first (a typed or outside link) has nothing to go back to: home instead
  const back = () => (window.history.length > 1 ? window.history.back() : navigate('/home'));
  return (
    <Stack align="center" gap="md" py="xl" data-testid="not-found">
      <NotFoundDigits />
      <Title order={2} size="h3">{t('notFound.title')}</Title>
      <Text c="dimmed" ta="center">{t('notFound.text')}</Text>
      <Group>
        <Button component={Link} to="/home" data-testid="not-found-home">{t('notFound.home')}</Button>
        <Button variant="default" onClick={back} data-testid="not-found-back">{t('notFound.back')}</Button>
      </Group>
    </Stack>
  );
}
