import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LOGIN_FIRST_PATH } from '../components/login-first';
import { createI18n, type Locale } from '../i18n/i18n';

/**
 * /message, the message centre (01 §1: signed-in users receive messages). Login-only: a guest goes home with
 * 'Please login first' and the login dialog (01 §8). The centre itself comes with the messages feature,
 * which does not exist yet: the page says so (and the unread badge stays at zero until then).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.request.user) throw redirect(LOGIN_FIRST_PATH);
  const config = await context.services.websiteConfig();
  return { title: `${createI18n(context.request.locale as Locale).t('messageCentre.title')} - ${config.name}` };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Messages' }];

export default function MessageCentre() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" gap="sm" data-testid="message-centre-coming">
      <ThemeIcon size={64} radius={64} variant="light" aria-hidden>
        <span style={{ fontSize: 32 }}>✉️</span>
      </ThemeIcon>
      <Title order={2}>{t('messageCentre.comingTitle')}</Title>
      <Text c="dimmed" ta="center" maw={520}>{t('messageCentre.comingText')}</Text>
      <Button component={Link} to="/home" variant="light">{t('messageCentre.backHome')}</Button>
    </Stack>
  );
}
