import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { Pager, pageOfUrl, useQueryChange } from '@oj/web/app/plugin-kit';
import { GROUP_PROBLEM_PAGE_SIZE, groupProblemApi, loadGroup, type GroupAdminProblemRow, type GroupProblemRow, type Page } from './problem-api';
import { isGroupAdmin } from './problem-rules';
import { groupsPluginLoader, problemTitleOf, useProblemText } from './problem-text';
import { ProblemAdminList } from './ui/problem-admin-list';
import { ProblemGroupFrame } from './ui/problem-group-frame';
import { ProblemUserList } from './ui/problem-user-list';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = groupsPluginLoader;

export async function clientLoader({ params, request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const url = new URL(request.url);
  const currentPage = pageOfUrl(url, 'currentPage');
  const loaded = await loadGroup(params.groupID ?? '');
  const group = loaded.group;
  // Problem Admin is the group admins' view (03 §2); anyone else gets the user list whatever the URL says
  const admin = url.searchParams.get('admin') === 'true' && isGroupAdmin(group?.role);
  if (!group?.role) return { loaded, admin, currentPage, users: undefined, admins: undefined, marks: {} };
  if (admin) {
    const admins = await groupProblemApi.adminList(group.id, currentPage);
    return { loaded, admin, currentPage, users: undefined, admins, marks: {} };
  }
  const users = await groupProblemApi.list(group.id, currentPage);
  const pids = users.page.records.map((r) => r.pid);
  const marks = pids.length ? await groupProblemApi.statuses(group.id, pids) : undefined;
  return { loaded, admin, currentPage, users, admins: undefined, marks: marks?.status === 200 && marks.data ? marks.data : {} };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

export const meta: MetaFunction = ({ data, matches }) => problemTitleOf((data as { loaded?: { group?: { name: string } } } | undefined)?.loaded?.group?.name ?? 'Group', matches);

/** /group/:groupID/problem (GroupProblemList, 03 §2): the user list, and for group admins Create and Problem Admin. */
export default function GroupProblemList() {
  const data = useLoaderData<typeof clientLoader>();
  const { t } = useProblemText();
  const change = useQueryChange({ resetPage: 'currentPage' });
  const toggleAdmin = () => change({ admin: data.admin ? null : 'true' });
  const page: Page<GroupProblemRow | GroupAdminProblemRow> = (data.admin ? data.admins?.page : data.users?.page) ?? { records: [], total: 0 };
  return (
    <ProblemGroupFrame loaded={data.loaded} tab="problem">
      {(group) => (
        <Stack gap="sm" data-testid="group-problem-tab">
          <Group justify="space-between">
            <Title order={4}>{t(data.admin ? 'groupProblem.adminList' : 'groupProblem.list')}</Title>
            {isGroupAdmin(group.role) ? (
              <Group gap="xs">
                <Button size="xs" component={Link} to={`/group/${group.id}/problem/create`} data-testid="group-problem-create">{t('groupProblem.create')}</Button>
                <Button size="xs" variant={data.admin ? 'filled' : 'light'} color="orange" onClick={toggleAdmin} data-testid="group-problem-admin-toggle">
                  {t(data.admin ? 'groupProblem.cancelAdmin' : 'groupProblem.problemAdmin')}
                </Button>
              </Group>
            ) : null}
          </Group>
          {data.admin ? (
            <ProblemAdminList group={group} rows={(data.admins?.page.records ?? []) as GroupAdminProblemRow[]} />
          ) : (
            <ProblemUserList gid={group.id} rows={(data.users?.page.records ?? []) as GroupProblemRow[]} marks={data.marks} />
          )}
          <Pager total={page.total} current={data.currentPage} size={GROUP_PROBLEM_PAGE_SIZE} pageParam="currentPage" />
        </Stack>
      )}
    </ProblemGroupFrame>
  );
}
