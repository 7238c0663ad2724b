import { Alert, Anchor, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useMatches, useNavigate } from '@remix-run/react';
import type { ReactNode } from 'react';
import { GROUP_LAYOUT_ROUTE } from '../group-context';
import type { GroupInfo, LoadedGroup } from '../problem-api';
import { useProblemText } from '../problem-text';

/** Tab labels of the group page (03 §2) by tab id; another plugin's tab falls back to its own labelKey. */
const KNOWN_TABS = ['home', 'problem', 'training', 'contest', 'submission', 'discussion', 'member', 'announcement', 'setting', 'rank'];

/**
 * What the group's problem and submission pages show around their content (03 §2). Inside the group page's
 * layout (its tabs, title and side card) only the content; on its own (the layout absent) the group's name and
 * the tabs get-group-detail answers (the enabled plugins' tabs the viewer's role sees). The content needs a role
 * (member, admin, root; a super admin is root): others see why not. No side card: the problem and submission
 * pages use the full width (03 §2).
 */
export function ProblemGroupFrame({ loaded, tab, children }: { loaded: LoadedGroup; tab: string; children: (group: GroupInfo) => ReactNode }) {
  const { t } = useProblemText();
  const navigate = useNavigate();
  const inLayout = useMatches().some((m) => m.id === GROUP_LAYOUT_ROUTE);
  // the layout says itself why a group could not be read
  if (!loaded.group && inLayout) return null;
  if (!loaded.group) {
    return (
      <Stack data-testid="group-load-failed">
        <Alert color="red" title={t('groupProblem.loadFailed')}>{loaded.error}</Alert>
        <Anchor component={Link} to="/group">{t('groupProblem.backToGroups')}</Anchor>
      </Stack>
    );
  }
  const group = loaded.group;
  if (inLayout) return group.role ? <>{children(group)}</> : <Alert color="yellow" data-testid="group-no-access">{t('groupProblem.noAccess')}</Alert>;
  const base = `/group/${group.id}`;
  const tabs = group.tabs?.length ? group.tabs : [{ id: 'home', path: '', labelKey: '', order: 10 }, { id: tab, path: tab === 'submission' ? 'status' : tab, labelKey: '', order: 20 }];
  const pathOf = (id: string) => {
    const found = tabs.find((x) => x.id === id);
    return found?.path ? `${base}/${found.path}` : base;
  };
  return (
    <Stack data-testid="group-frame" data-group-id={group.id}>
      <Card withBorder py="sm">
        <Group gap="sm">
          <Title order={3} data-testid="group-name">{group.name}</Title>
          <Text c="dimmed" size="sm">{group.shortName}</Text>
        </Group>
      </Card>
      <Tabs value={tab} onChange={(value) => value && value !== tab && navigate(pathOf(value))} keepMounted={false}>
        <Tabs.List data-testid="group-tabs">
          {tabs.map((x) => (
            <Tabs.Tab key={x.id} value={x.id} disabled={!group.role && x.id !== 'home'} data-testid={`group-tab-${x.id}`}>
              {KNOWN_TABS.includes(x.id) ? t(`groupProblem.tab.${x.id}`) : t(x.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {group.role ? children(group) : <Alert color="yellow" data-testid="group-no-access">{t('groupProblem.noAccess')}</Alert>}
    </Stack>
  );
}
