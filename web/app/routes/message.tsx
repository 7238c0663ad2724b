import { Badge, Stack, Tabs, Title } from '@mantine/core';
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Outlet, useNavigate, useParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LOGIN_FIRST_PATH } from '../components/login-first';
import { DEFAULT_TAB, MESSAGE_TABS } from '../components/message/message-boxes';
import { useUnread } from '../components/unread';
import { createI18n, type Locale } from '../i18n/i18n';

/**
 * /message, the message centre (02 §2). Login-only: a guest goes home with 'Please login first' and the
 * login dialog (01 §8); /message itself opens the discuss tab.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  if (!context.request.user) throw redirect(LOGIN_FIRST_PATH);
  const url = new URL(request.url);
  if (url.pathname.replace(/\/+$/, '') === '/message') throw redirect(`/message/${DEFAULT_TAB}${url.search}`);
  const config = await context.services.websiteConfig();
  return { title: `${createI18n(context.request.locale as Locale).t('messageCentre.title')} - ${config.name}` };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Messages' }];

/** The five tabs with their unread badges (the counts the header polls), the open tab's list below. */
export default function MessageCentre() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { box = DEFAULT_TAB } = useParams();
  const unread = useUnread(true);
  return (
    <Stack maw={960} mx="auto" w="100%" data-testid="message-centre">
      <Title order={2}>{t('messageCentre.title')}</Title>
      <Tabs value={box} onChange={(next) => next && navigate(`/message/${next}`)} keepMounted={false}>
        <Tabs.List>
          {MESSAGE_TABS.map((tab) => (
            <Tabs.Tab key={tab.box} value={tab.box} data-testid={`message-tab-${tab.box}`}
              rightSection={unread[tab.unread] ? <Badge size="xs" color="red" circle={unread[tab.unread] < 10} data-testid={`message-tab-badge-${tab.box}`}>{unread[tab.unread]}</Badge> : null}>
              {t(`messageCentre.tab.${tab.box}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
