import { Anchor, Badge, Button, Card, Checkbox, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { Link, useLoaderData, useRevalidator, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { AdminLoading, AdminPager, ConfirmDelete, currentPageOf, loadAdmin, LocalDate, useAdminCall, useQueryChange } from '@oj/web/app/plugin-kit';
import { pluginLoader } from './area-guard';
import { DISCUSSION_LIMITS, DiscussionStatus, discussionAdminApi, type Discussion, type DiscussionPage } from './discussion-api';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export const loader = pluginLoader;

export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const keyword = new URL(request.url).searchParams.get('keyword')?.trim() ?? '';
  const currentPage = currentPageOf(request.url);
  const page = await loadAdmin<DiscussionPage>(discussionAdminApi.list(currentPage, keyword));
  return { page, keyword, currentPage };
}
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;

/**
 * /admin/discussion (03 'Discussion admin'): every discussion, hidden ones included; pin and hide/show per
 * row, delete the selected ones in one go; the report list is /admin/discussion-report.
 */
export default function DiscussionAdmin() {
  const { page, keyword: loaded, currentPage } = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useText();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const change = useQueryChange({ resetPage: 'currentPage' });
  const [keyword, setKeyword] = useState(loaded);
  useEffect(() => setKeyword(loaded), [loaded]);
  const [selected, setSelected] = useState<number[]>([]);
  useEffect(() => setSelected([]), [page]);
  const [confirming, setConfirming] = useState(false);

  const update = async (row: Discussion, changes: Partial<Pick<Discussion, 'topPriority' | 'status'>>) => {
    const result = await call(discussionAdminApi.update, { method: 'PUT', body: { id: row.id, topPriority: row.topPriority, status: row.status, ...changes } });
    if (result.status === 200) revalidator.revalidate();
  };
  const removeSelected = async () => {
    setConfirming(false);
    const result = await call(discussionAdminApi.remove, { method: 'DELETE', body: { ids: selected } });
    if (result.status === 200) revalidator.revalidate();
  };
  const toggle = (id: number, on: boolean) => setSelected((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
  const allSelected = page.records.length > 0 && page.records.every((r) => selected.includes(r.id));

  return (
    <Stack data-testid="admin-discussion">
      <Group justify="space-between">
        <Title order={2}>{t('discussions.adminTitle')}</Title>
        <Group gap="xs">
          <Button component={Link} to="/admin/discussion-report" variant="light">
            {t('discussions.reportsTitle')}
          </Button>
          <Button color="red" disabled={selected.length === 0} onClick={() => setConfirming(true)} data-testid="admin-discussion-delete">
            {t('discussions.deleteSelected', { count: selected.length })}
          </Button>
        </Group>
      </Group>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          change({ keyword: keyword.trim() });
        }}
      >
        <TextInput placeholder={t('discussions.searchHint')} aria-label={t('discussions.searchHint')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} maw={360} />
      </form>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={900}>
          <Table striped verticalSpacing="xs" data-testid="admin-discussion-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox aria-label={t('discussions.selectAll')} checked={allSelected} onChange={(e) => setSelected(e.currentTarget.checked ? page.records.map((r) => r.id) : [])} />
                </Table.Th>
                <Table.Th w={60}>ID</Table.Th>
                <Table.Th>{t('discussions.field.title')}</Table.Th>
                <Table.Th w={120}>{t('discussions.author')}</Table.Th>
                <Table.Th w={110}>{t('discussions.field.categoryId')}</Table.Th>
                <Table.Th w={170}>{t('discussions.time')}</Table.Th>
                <Table.Th w={80}>{t('discussions.pin')}</Table.Th>
                <Table.Th w={80}>{t('discussions.shown')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.records.map((row) => (
                <Table.Tr key={row.id} data-testid="admin-discussion-row" data-did={row.id}>
                  <Table.Td>
                    <Checkbox aria-label={row.title} checked={selected.includes(row.id)} onChange={(e) => toggle(row.id, e.currentTarget.checked)} data-testid="admin-discussion-select" />
                  </Table.Td>
                  <Table.Td>{row.id}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Anchor component={Link} to={`/discussion-detail/${row.id}`} size="sm">
                        {row.title}
                      </Anchor>
                      {row.status === DiscussionStatus.HIDDEN ? (
                        <Badge size="xs" color="gray">
                          {t('discussions.hiddenBadge')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{row.author}</Table.Td>
                  <Table.Td>{row.categoryName}</Table.Td>
                  <Table.Td>
                    <LocalDate value={row.gmtCreate} locale={i18n.language} />
                  </Table.Td>
                  <Table.Td>
                    <Switch checked={row.topPriority} onChange={(e) => void update(row, { topPriority: e.currentTarget.checked })} aria-label={t('discussions.pin')} data-testid="admin-discussion-pin" />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={row.status === DiscussionStatus.SHOWN}
                      onChange={(e) => void update(row, { status: e.currentTarget.checked ? DiscussionStatus.SHOWN : DiscussionStatus.HIDDEN })}
                      aria-label={t('discussions.shown')}
                      data-testid="admin-discussion-shown"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {page.records.length === 0 ? (
          <Text ta="center" py="xl" c="dimmed">
            {t('discussions.empty')}
          </Text>
        ) : null}
      </Card>
      <AdminPager total={page.total} current={currentPage} size={DISCUSSION_LIMITS.adminPageSize} />
      <ConfirmDelete opened={confirming} what={t('discussions.selectedCount', { count: selected.length })} onCancel={() => setConfirming(false)} onConfirm={() => void removeSelected()} />
    </Stack>
  );
}
