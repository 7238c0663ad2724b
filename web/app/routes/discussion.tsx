import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { withNotice } from '../components/route-notice';
import { createI18n, type Locale } from '../i18n/i18n';

/**
 * The public discussion area (01 §2, 03 §6): closed while openPublicDiscussion is off — /discussion and
 * everything under it go home with 'No Access, there is no open discussion area'. While it is on, the
 * boards themselves come with the discussions plugin, which does not exist yet: the page says so.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const config = await context.services.websiteConfig();
  if (!config.openPublicDiscussion) throw redirect(withNotice('/home', 'no-discussion'));
  return { title: `${createI18n(context.request.locale as Locale).t('discussion.title')} - ${config.name}` };
}

/** The guard runs again on every move inside the area, so a switch turned off takes effect at once. */
export const shouldRevalidate = () => true;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Discussion' }];

export default function Discussion() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" gap="sm" data-testid="discussion-coming">
      <ThemeIcon size={64} radius={64} variant="light" aria-hidden>
        <span style={{ fontSize: 32 }}>💬</span>
      </ThemeIcon>
      <Title order={2}>{t('discussion.comingTitle')}</Title>
      <Text c="dimmed" ta="center" maw={520}>{t('discussion.comingText')}</Text>
      <Button component={Link} to="/problem" variant="light">{t('discussion.backToProblems')}</Button>
    </Stack>
  );
}
