import { Anchor, Avatar, Box, Burger, Button, Drawer, Group, Indicator, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useAbility } from './ability';
import { useAuthDialog } from './auth-dialog';
import { MOBILE_NAV_BREAKPOINT, NAV_ITEMS } from './nav';
import { unreadTotal, useUnread } from './unread';

/** A top-navigation entry of an enabled plugin, as the root loader gives it. */
export interface PluginNavItem {
  path: string;
  label: string;
  order: number;
  requiresSwitch?: string;
}

export interface HeaderUser {
  uid: string;
  username: string;
  /** The avatar's address, '' for none (a placeholder shows). */
  avatar?: string;
}

/**
 * Top navigation (a side drawer under 992 px), the user menu, the language switch. `userPending`: a signed-in
 * visitor on a page kept for every signed-in visitor, whose user arrives after hydration (a placeholder till then).
 */
export function SiteHeader({ siteName, user, userPending = false, openPublicDiscussion, locale, pluginNav = [] }: { siteName: string; user?: HeaderUser; userPending?: boolean; openPublicDiscussion: boolean; locale: string; pluginNav?: PluginNavItem[] }) {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  const ability = useAbility();
  const [drawer, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const unread = unreadTotal(useUnread(Boolean(user)));
  // the core's items and the enabled plugins', by order (labels already in the page's language)
  const items = [
    ...NAV_ITEMS.map((item) => ({ path: item.path, text: t(item.label), order: item.order, requiresSwitch: item.requiresSwitch as string | undefined })),
    ...pluginNav.map((item) => ({ path: item.path, text: item.label, order: item.order, requiresSwitch: item.requiresSwitch })),
  ]
    .filter((item) => !item.requiresSwitch || (item.requiresSwitch === 'openPublicDiscussion' && openPublicDiscussion))
    .sort((a, b) => a.order - b.order);
  const other = locale === 'zh-CN' ? 'en-US' : 'zh-CN';
  // the same page in the other language: only `l` changes (a reset link's code, a list's filters stay)
  const switchParams = new URLSearchParams(location.search);
  switchParams.set('l', other);
  const links = (vertical: boolean) =>
    items.map((item) => (
      <Anchor
        key={item.path}
        component={Link}
        to={item.path}
        prefetch="intent"
        onClick={close}
        fw={location.pathname.startsWith(item.path) ? 700 : 400}
        c={location.pathname.startsWith(item.path) ? 'blue' : 'dark'}
        underline="never"
        size={vertical ? 'md' : 'sm'}
      >
        {item.text}
      </Anchor>
    ));
  return (
    <Group component="header" justify="space-between" px="md" h={56} style={{ borderBottom: '1px solid #e9ecef' }} wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Burger opened={drawer} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('shell.menu')} />
        <Text component={Link} to="/home" fw={700} size="lg" c="dark" style={{ textDecoration: 'none', whiteSpace: 'nowrap' }}>
          {siteName}
        </Text>
        <Group gap="md" visibleFrom="md" wrap="nowrap" component="nav">
          {links(false)}
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Anchor href={`?${switchParams}`} size="sm" data-testid="language-switch">{t('language.switch')}</Anchor>
        {user ? (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="subtle" data-testid="user-menu" aria-label={unread ? t('user.unread', { username: user.username, count: unread }) : undefined}
                leftSection={<Avatar src={user.avatar || undefined} size={24} radius="xl" alt="" data-testid="header-avatar" />}>
                {/* unread messages of every box together, polled every 120 s (01 §8) */}
                <Indicator inline label={unread} size={16} disabled={unread === 0} color="red" offset={-4} position="top-end" data-testid="unread-badge">
                  <span>{user.username}</span>
                </Indicator>
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={`/user-home?uid=${user.uid}&username=${encodeURIComponent(user.username)}`}>{t('user.home')}</Menu.Item>
              <Menu.Item component={Link} to="/status?onlyMine=true">{t('user.submissions')}</Menu.Item>
              <Menu.Item component={Link} to="/setting">{t('user.setting')}</Menu.Item>
              {ability.can('enter', 'Admin') ? <Menu.Item component="a" href="/admin" data-testid="admin-link">{t('user.admin')}</Menu.Item> : null}
              <Menu.Item component={Link} to="/logout">{t('user.logout')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : userPending ? (
          // the user menu's place, kept so the header does not shift when it arrives
          <Box w={110} h={30} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }} data-testid="user-pending" role="status" aria-label={t('shell.userLoading')} />
        ) : (
          <Button size="xs" onClick={() => open('login')} data-testid="login-button">{t('auth.login')}</Button>
        )}
      </Group>
      <Drawer opened={drawer} onClose={close} title={siteName} size="xs" hiddenFrom="md">
        <Stack component="nav">{links(true)}</Stack>
      </Drawer>
    </Group>
  );
}

export { MOBILE_NAV_BREAKPOINT };
