import { Anchor, Badge, Breadcrumbs, Button, Card, Group, Loader, Pagination, Stack, Switch, Table, Text } from '@mantine/core';
import { Link, useRevalidator } from '@remix-run/react';
import { useCallback, useState } from 'react';
import { LocalDate, notifyResult, Pager, useAbility, useGroupRole } from '@oj/web/app/plugin-kit';
import { DISCUSSION_LIMITS, discussionApi, groupDiscussionApi, problemHref, type Discussion, type DiscussionCategory, type DiscussionPage } from '../discussion-api';
import { useRootData } from '../root-data';
import { useText } from '../use-text';
import { ConfirmDiscussionDelete } from './confirm-delete';
import { DiscussionCard } from './discussion-card';
import { DiscussionEditor } from './discussion-editor';

/** What the group's Discussion tab loads: its page of cards and the categories (the admin table loads when opened). */
export interface GroupBoardData {
  gid: number;
  pid?: string;
  currentPage: number;
  page: DiscussionPage;
  error?: string;
  categories: DiscussionCategory[];
}

const emptyPage = (current: number): DiscussionPage => ({ records: [], total: 0, current, size: DISCUSSION_LIMITS.listPageSize });

/** The tab's loader (03 §7: page, limit, the group, a problem): the list and the categories. */
export async function loadGroupBoard(url: URL, groupID: string | undefined, pid?: string): Promise<GroupBoardData> {
  const gid = Number(groupID);
  const currentPage = Math.max(1, Number(url.searchParams.get('currentPage')) || 1);
  const [list, categories] = await Promise.all([groupDiscussionApi.list(gid, currentPage, pid), discussionApi.categories()]);
  return {
    gid, pid, currentPage,
    page: list.status === 200 && list.data ? list.data : emptyPage(currentPage),
    error: list.status === 200 ? undefined : list.msg,
    categories: categories.status === 200 && Array.isArray(categories.data) ? categories.data : [],
  };
}

/**
 * /group/:groupID/discussion and /group/:groupID/discussion/:problemID (03 §2 Discussion tab): cards with the
 * pinned mark, title, linked-problem button, description, author with avatar and SPA/ADM badge, counts,
 * category and time; edit for the author, delete for the author and the group's admins; the full-screen
 * editor; the group admins' table (pin, shown, delete) behind 'Discussion Admin'. Who is an admin is the groups
 * layout's role (useGroupRole); the API decides in the end.
 */
export function GroupDiscussionBoard({ data }: { data: GroupBoardData }) {
  const { t, i18n } = useText();
  const { gid, pid, page, error, categories } = data;
  const { user } = useRootData();
  const role = useGroupRole();
  const ability = useAbility();
  const revalidator = useRevalidator();
  const [editor, setEditor] = useState<{ editing?: Discussion } | undefined>();
  const [deleting, setDeleting] = useState<Discussion>();
  // the admin table: loaded when opened (group admins and root only: the groups layout's role)
  const [adminPage, setAdminPage] = useState<DiscussionPage>();
  const groupAdmin = role === 'admin' || role === 'root';
  const base = `/group/${gid}/discussion`;
  const loadAdmin = useCallback(async (current: number) => {
    const result = await groupDiscussionApi.adminList(gid, current);
    // a refusal shows as the site shows any failed call
    if (result.status === 200 && result.data) setAdminPage(result.data);
  }, [gid]);
  const refresh = () => {
    revalidator.revalidate();
    if (adminPage) void loadAdmin(adminPage.current);
  };

  const openEditor = async (editing?: Discussion) => {
    if (editing) {
      // the card leaves the content out: the editor needs the whole discussion
      const detail = await discussionApi.detail(editing.id);
      if (detail.status !== 200 || !detail.data) return;
      editing = detail.data;
    }
    setEditor({ editing });
  };
  const remove = async () => {
    if (!deleting) return;
    const result = await groupDiscussionApi.remove(deleting.id);
    setDeleting(undefined);
    if (notifyResult(result)) refresh();
  };
  const moderate = async (row: Discussion, change: { topPriority?: boolean; status?: 0 | 1 }) => {
    // only the pin or the shown state: the author's words stay as they are
    const result = await groupDiscussionApi.moderate({ id: row.id, gid, ...change });
    if (notifyResult(result)) refresh();
  };

  return (
    <Stack data-testid="group-discussion-board">
      <Group justify="space-between">
        <Breadcrumbs>
          <Anchor component={Link} to={base}>
            {t('discussions.title')}
          </Anchor>
          {pid ? <Text data-testid="board-problem">{pid}</Text> : null}
        </Breadcrumbs>
        <Group gap="xs">
          {pid ? (
            <Button size="xs" variant="light" component={Link} to={problemHref(pid, gid)} data-testid="go-to-problem">
              {t('discussions.goToProblem')}
            </Button>
          ) : null}
          <Button size="xs" onClick={() => void openEditor()} disabled={!ability.can('create', 'Discussion')} data-testid="discussion-post">
            {t('discussions.postButton')}
          </Button>
          {groupAdmin ? (
            <Button size="xs" variant="light" onClick={() => (adminPage ? setAdminPage(undefined) : void loadAdmin(1))} data-testid="group-discussion-admin">
              {adminPage ? t('discussions.cancelAdmin') : t('discussions.groupAdmin')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {revalidator.state === 'loading' ? <Loader size="sm" /> : null}
      {adminPage ? (
        <Card withBorder padding="xs">
          <Table striped highlightOnHover data-testid="group-discussion-admin-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>ID</Table.Th>
                <Table.Th>{t('discussions.field.title')}</Table.Th>
                <Table.Th w={120}>{t('discussions.author')}</Table.Th>
                <Table.Th w={170}>{t('discussions.time')}</Table.Th>
                <Table.Th w={70}>{t('discussions.pin')}</Table.Th>
                <Table.Th w={70}>{t('discussions.shown')}</Table.Th>
                <Table.Th w={90} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {adminPage.records.map((row) => (
                <Table.Tr key={row.id} data-did={row.id}>
                  <Table.Td>{row.id}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/group/${gid}/discussion-detail/${row.id}`} size="sm">
                      {row.title}
                    </Anchor>
                    {row.status === 1 ? (
                      <Badge ml={6} size="xs" color="gray">
                        {t('discussions.hiddenBadge')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{row.author}</Table.Td>
                  <Table.Td>
                    <LocalDate value={row.gmtCreate} locale={i18n.language} />
                  </Table.Td>
                  <Table.Td>
                    <Switch checked={row.topPriority} onChange={(e) => void moderate(row, { topPriority: e.currentTarget.checked })} aria-label={t('discussions.pin')} />
                  </Table.Td>
                  <Table.Td>
                    <Switch checked={row.status === 0} onChange={(e) => void moderate(row, { status: e.currentTarget.checked ? 0 : 1 })} aria-label={t('discussions.shown')} />
                  </Table.Td>
                  <Table.Td>
                    <Button size="compact-xs" color="red" variant="light" onClick={() => setDeleting(row)}>
                      {t('discussions.delete')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {adminPage.total > DISCUSSION_LIMITS.adminPageSize ? (
            <Pagination mt="xs" total={Math.ceil(adminPage.total / DISCUSSION_LIMITS.adminPageSize)} value={adminPage.current} onChange={(n) => void loadAdmin(n)} />
          ) : null}
        </Card>
      ) : (
        <>
          {page.records.map((d) => (
            <DiscussionCard
              key={d.id}
              discussion={d}
              detailHref={`/group/${gid}/discussion-detail/${d.id}`}
              problemLink={d.pid ? `${base}/${encodeURIComponent(d.pid)}` : undefined}
              canEdit={Boolean(user && user.uid === d.uid)}
              canDelete={Boolean(user && (user.uid === d.uid || groupAdmin))}
              onEdit={() => void openEditor(d)}
              onDelete={() => setDeleting(d)}
            />
          ))}
          {page.records.length === 0 ? (
            <Card withBorder>
              <Text ta="center" py="lg" c="dimmed" data-testid="discussion-empty">
                {error ?? t('discussions.empty')}
              </Text>
            </Card>
          ) : null}
          <Pager total={page.total} current={data.currentPage} size={DISCUSSION_LIMITS.listPageSize} pageParam="currentPage" />
        </>
      )}
      <DiscussionEditor
        opened={editor !== undefined}
        editing={editor?.editing}
        pid={pid}
        gid={gid}
        categories={categories}
        canPin={groupAdmin}
        onClose={() => setEditor(undefined)}
        onSaved={() => {
          setEditor(undefined);
          refresh();
        }}
      />
      <ConfirmDiscussionDelete discussion={deleting} onCancel={() => setDeleting(undefined)} onConfirm={() => void remove()} />
    </Stack>
  );
}
