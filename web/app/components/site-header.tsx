import { Avatar, Badge, Burger, Button, Drawer, Indicator, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useAbility } from './ability';
import { useAuthDialog } from './auth-dialog';
import { MOBILE_NAV_BREAKPOINT, NAV_ITEMS } from './nav';
import classes from './site-header.module.css';
import { unreadTotal, useUnread } from './unread';

/** The unread badge sits over the name's corner: the button must not cut it off. */
const UNCLIPPED_BADGE = { root: { overflow: 'visible' }, inner: { overflow: 'visible' }, label: { overflow: 'visible' } } as const;

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
  const links = () =>
    items.map((item) => {
      const active = location.pathname.startsWith(item.path);
      // the entry's own page, or a page within its section (/problem/1000 under Problems)
      const current = location.pathname === item.path ? 'page' : active ? 'true' : undefined;
      return (
        <Link key={item.path} to={item.path} prefetch="intent" onClick={close} className={active ? `${classes.link} ${classes.active}` : classes.link} aria-current={current}>
          {item.text}
        </Link>
      );
    });
  return (
    <header className={classes.header}>
      <div className={classes.start}>
        <Burger opened={drawer} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('shell.menu')} />
        <Link to="/home" className={classes.siteName}>
          {siteName}
        </Link>
        <nav className={classes.nav}>{links()}</nav>
      </div>
      <div className={classes.end}>
        <a href={`?${switchParams}`} className={classes.languageSwitch} data-testid="language-switch">{t('language.switch')}</a>
        {user ? (
          // no focus placeholder: a role=menu may hold menu items only (axe: aria-required-children)
          <Menu position="bottom-end" withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <Button variant="subtle" data-testid="user-menu" styles={UNCLIPPED_BADGE} aria-label={unread ? t('user.unread', { username: user.username, count: unread }) : undefined}
                leftSection={<Avatar src={user.avatar || undefined} size={24} radius="xl" alt="" data-testid="header-avatar" />}>
                {/* unread messages of every box together, polled every 120 s (01 §8) */}
                <Indicator inline label={unread} size={16} disabled={unread === 0} color="red" offset={-4} position="top-end" data-testid="unread-badge">
                  <span>{user.username}</span>
                </Indicator>
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={`/user-home?uid=${user.uid}&username=${encodeURIComponent(user.username)}`}>{t('user.home')}</Menu.Item>
              <Menu.Item component={Link} to="/message" data-testid="message-link" rightSection={unread ? <Badge size="xs" color="red">{unread}</Badge> : null}>{t('messageCentre.menu')}</Menu.Item>
              <Menu.Item component={Link} to="/status?onlyMine=true">{t('user.submissions')}</Menu.Item>
              <Menu.Item component={Link} to="/setting">{t('user.setting')}</Menu.Item>
              {ability.can('enter', 'Admin') ? <Menu.Item component="a" href="/admin" data-testid="admin-link">{t('user.admin')}</Menu.Item> : null}
              <Menu.Item component={Link} to="/logout">{t('user.logout')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : userPending ? (
          <div className={classes.pending} data-testid="user-pending" role="status" aria-label={t('shell.userLoading')} />
        ) : (
          <Button size="xs" onClick={() => open('login')} data-testid="login-button">{t('auth.login')}</Button>
        )}
      </div>
      <Drawer opened={drawer} onClose={close} title={siteName} size="xs" hiddenFrom="md">
        <nav className={classes.drawerNav}>{links()}</nav>
      </Drawer>
    </header>
  );
}

export { MOBILE_NAV_BREAKPOINT };
