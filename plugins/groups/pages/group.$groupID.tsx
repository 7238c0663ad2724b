import { Alert, Anchor, Button, Grid, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, Outlet, useLocation, useNavigate, type ClientLoaderFunctionArgs, type ShouldRevalidateFunction } from '@remix-run/react';
import { requirePlugin, useLoginFirst } from '@oj/web/app/plugin-kit';
import { GROUP_LAYOUT_ROUTE, loadGroup, useGroup, type LoadedGroupData } from './group-context';
import { fullWidth, tabOfPath, visibleTabs } from './group-rules';
import { PLUGIN_ID, titleOf, useRootData } from './root-data';
import { GroupSideCard } from './ui/group-side-card';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  return loadGroup(params.groupID ?? '');
}
clientLoader.hydrate = true as const;

// moving between the tabs or their pages and queries keeps the group; another group, a form's action or an
// explicit revalidate (after joining, exiting, a new role or avatar) reads it again
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams, currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  currentParams.groupID !== nextParams.groupID || Boolean(formMethod) || (currentUrl.href === nextUrl.href && defaultShouldRevalidate);

export function HydrateFallback() {
  return (
    <Stack align="center" py="xl">
      <Loader />
    </Stack>
  );
}

// 03 §2: the page title is the group's name
export const meta: MetaFunction = ({ matches }) => {
  const data = matches.find((m) => m.id === GROUP_LAYOUT_ROUTE)?.data as LoadedGroupData | undefined;
  return titleOf(data?.group?.name ?? 'Group', matches);
};

/**
 * /group/:groupID and every page below it (its own tabs and the ones trainings, contests and discussions add
 * through `groups.tabs`, nested here by docs/plugins.md's layout rule): the tabs of the detail's `tabs` (03 §2:
 * Announcement for group admins, Setting for the group root; all but Home, Announcement and Setting disabled for
 * non-members), the tab's page, and beside it the side card (full width for submissions, problem details and
 * training sub-pages).
 */
export default function GroupLayout() {
  const { t } = useText();
  const loaded = useGroup();
  const { user } = useRootData();
  const loginFirst = useLoginFirst();
  const navigate = useNavigate();
  const location = useLocation();

  if (!user) {
    return (
      <Alert color="orange" data-testid="group-login-first">
        <Group justify="space-between">
          <Text size="sm">{t('group.loginFirst')}</Text>
          <Button size="xs" onClick={() => loginFirst()} data-testid="group-login">
            {t('group.loginFirst')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!loaded.group) {
    return (
      <Stack data-testid="group-load-failed">
        <Alert color="red" title={t('group.loadFailed')}>
          {loaded.error}
        </Alert>
        <Anchor component={Link} to="/group">
          {t('group.backToList')}
        </Anchor>
      </Stack>
    );
  }
  const group = loaded.group;
  const base = `/group/${group.id}`;
  const rest = location.pathname.slice(base.length);
  const tabs = visibleTabs(loaded.tabs, loaded.role);
  const active = tabOfPath(rest, loaded.tabs);
  const activeTab = tabs.find((tab) => tab.id === active);
  const pathOf = (id: string) => {
    const tab = tabs.find((x) => x.id === id);
    return !tab || id === 'home' || !tab.path ? base : `${base}/${tab.path}`;
  };
  const wide = fullWidth(rest);
  const page = activeTab && !activeTab.disabled ? <Outlet /> : <Alert color="orange" data-testid="group-tab-closed">{t('group.noMember')}</Alert>;

  return (
    <Stack data-testid="group-details" data-group-id={group.id}>
      <Title order={2} data-testid="group-title">
        {group.name}
      </Title>
      <Tabs value={active} onChange={(value) => value && value !== active && navigate(pathOf(value))} keepMounted={false}>
        <Tabs.List data-testid="group-tabs">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.id} value={tab.id} disabled={tab.disabled} data-testid={`group-tab-${tab.id}`}>
              {tab.label ?? t(tab.labelKey, { defaultValue: t(`group.tab.${tab.id}`, { defaultValue: tab.id }) })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* the tab's page is the active tab's panel (its aria-controls names it) */}
        <Tabs.Panel value={active} pt="md">
          {wide ? (
            page
          ) : (
            <Grid>
              <Grid.Col span={{ base: 12, md: 9 }}>{page}</Grid.Col>
              <Grid.Col span={{ base: 12, md: 3 }}>
                <GroupSideCard group={group} />
              </Grid.Col>
            </Grid>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
