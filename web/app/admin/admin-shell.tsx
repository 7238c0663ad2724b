import { Anchor, AppShell, Burger, Button, Group, Menu, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { announceSession } from '../components/session-sync';
import { ADMIN_LOGIN, send } from './admin-api';

export interface AdminMenuGroup {
  label: string;
  entries: Array<{ id: string; path: string; label: string }>;
}

const HEADER_HEIGHT = 56;
const NAVBAR_WIDTH = 220;

/** Ends the admin session, tells the other tabs, and returns to the admin login. */
async function logout(): Promise<void> {
  await send('/api/admin/logout', { changesState: true });
  announceSession('signed-out');
  window.location.assign(ADMIN_LOGIN);
}

/** The admin app's own layout: a header (site, back to the site, language, the admin's menu) and the admin menu. */
export function AdminShell({ siteName, username, menu, locale, children }: { siteName: string; username: string; menu: AdminMenuGroup[]; locale: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const other = locale === 'zh-CN' ? 'en-US' : 'zh-CN';
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="menu" />
            <Text component={Link} to="/admin/dashboard" fw={700} c="dark" style={{ textDecoration: 'none', whiteSpace: 'nowrap' }} data-testid="admin-title">
              {siteName} · {t('admin.title')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Anchor href="/home" size="sm">{t('admin.backToSite')}</Anchor>
            <Anchor href={`?l=${other}`} size="sm">{t('language.switch')}</Anchor>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="subtle" data-testid="admin-user-menu">{username}</Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => void logout()} data-testid="admin-logout">{t('user.logout')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('admin.menu')} data-testid="admin-menu">
        <ScrollArea>
          {menu.map((group) => (
            <div key={group.label}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mt="sm" mb={4}>{group.label}</Text>
              {group.entries.map((entry) => (
                <NavLink
                  key={entry.id}
                  component={Link}
                  to={entry.path}
                  label={entry.label}
                  active={location.pathname === entry.path || location.pathname.startsWith(`${entry.path}/`)}
                  onClick={close}
                  data-testid={`admin-nav-${entry.id}`}
                />
              ))}
            </div>
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
