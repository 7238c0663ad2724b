import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useParams } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { PageNumbers, requirePlugin, send, useGroupRole } from '@oj/web/app/plugin-kit';
import { pluginLoader } from './plugin-loader';
import { draftOf, emptyDraft } from './ui/admin-contest/api';
import { ContestForm } from './ui/admin-contest/contest-form';
import { GroupContestAdminTable } from './ui/group-contest-admin';
import { GroupContestAnnouncements } from './ui/group-contest-announcements';
import { emptyPage, GROUP_CONTEST_API, GROUP_CONTEST_PAGE_SIZE, useGroupText, type GroupAdminContest, type GroupContestRow, type Page } from './ui/group-contest-api';
import { GroupContestCards } from './ui/group-contest-cards';
import { GroupContestProblemCreate, GroupContestProblems } from './ui/group-contest-problems';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
/** The contests plugin's page inside the groups plugin's area: neither switched off (nor groups absent) shows it. */
export function loader(args: LoaderFunctionArgs) {
  pluginLoader(args);
  requirePlugin(args.context, 'groups');
  return null;
}

/** What the tab shows: the cards, the admin table, the form, or one contest's problems, new problem or announcements. */
type View =
  | { kind: 'list' }
  | { kind: 'admin' }
  | { kind: 'create' }
  | { kind: 'edit'; contest: GroupAdminContest }
  | { kind: 'problems'; contest: GroupAdminContest }
  | { kind: 'createProblem'; contest: GroupAdminContest; taken: string[] }
  | { kind: 'announcements'; contest: GroupAdminContest };

/**
 * /group/:groupID/contest (03 §2 Contest tab; the groups plugin's layout around it): the group's contests as
 * cards for its members (details open the contest's own /contest/:cid pages); group admins get Create / Back
 * and Contest Admin / Cancel Admin, the admin table (edit, problems, announcements, AC download, delete and the
 * visible switch for the group root or the contest's creator), the contest form of the admin pages, a
 * contest's problem list (add from public or group problems, create a group problem) and its announcements.
 * Only a group admin or root (the groups layout's `role`) asks for the admin list; the server's answer decides.
 */
export default function GroupContestTab() {
  const { t } = useGroupText();
  const gid = Number(useParams().groupID);
  // the viewer's role in the group as the groups plugin's layout loaded it (docs/plugins.md, Pages); undefined outside it
  const layoutRole = useGroupRole();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<Page<GroupContestRow>>(emptyPage());
  const [adminRows, setAdminRows] = useState<Page<GroupAdminContest>>(emptyPage());
  const [groupAdmin, setGroupAdmin] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();

  const load = useCallback(async () => {
    setLoading(true);
    const q = `gid=${gid}&currentPage=${page}&limit=${GROUP_CONTEST_PAGE_SIZE}`;
    const [list, admin] = await Promise.all([
      send<Page<GroupContestRow>>(`${GROUP_CONTEST_API.list}?${q}`),
      // a plain member is not asked for (its 403 would be an error in every member's console)
      layoutRole === 'admin' || layoutRole === 'root' || layoutRole === undefined
        ? send<Page<GroupAdminContest>>(`${GROUP_CONTEST_API.adminList}?${q}`, { quiet: 'a member is not a group admin: the admin controls stay hidden' })
        : Promise.resolve({ status: 403 } as { status: number; data?: Page<GroupAdminContest> }),
    ]);
    setRows(list.status === 200 && list.data ? list.data : emptyPage());
    setError(list.status === 200 ? undefined : list.msg);
    setGroupAdmin(admin.status === 200);
    setAdminRows(admin.status === 200 && admin.data ? admin.data : emptyPage());
    setLoading(false);
  }, [gid, page, layoutRole]);
  useEffect(() => void load(), [load]);
  const back = (kind: 'list' | 'admin') => {
    setView({ kind });
    void load();
  };
  const openEdit = async (row: GroupAdminContest) => {
    const r = await send<GroupAdminContest>(`${GROUP_CONTEST_API.contest}?cid=${row.id}`);
    if (r.status === 200 && r.data) setView({ kind: 'edit', contest: { ...r.data, canManage: true, gid } });
  };

  if (!Number.isSafeInteger(gid) || gid < 1) return null;
  if (view.kind === 'create' || view.kind === 'edit') {
    const initial = view.kind === 'edit' ? draftOf(view.contest) : emptyDraft();
    return (
      <Stack data-testid="group-contest-form">
        <ContestForm key={view.kind === 'edit' ? view.contest.id : 'new'} initial={initial} target={{ url: GROUP_CONTEST_API.contest, extra: { gid }, onSaved: () => back(view.kind === 'edit' ? 'admin' : 'list') }} />
      </Stack>
    );
  }
  if (view.kind === 'problems') return <GroupContestProblems contest={view.contest} onBack={() => back('admin')} onCreate={(taken) => setView({ kind: 'createProblem', contest: view.contest, taken })} />;
  if (view.kind === 'createProblem') return <GroupContestProblemCreate contest={view.contest} taken={view.taken} onDone={() => setView({ kind: 'problems', contest: view.contest })} />;
  if (view.kind === 'announcements') return <GroupContestAnnouncements contest={view.contest} onBack={() => back('admin')} />;

  const admin = view.kind === 'admin';
  const current = admin ? adminRows : rows;
  return (
    <Stack data-testid="group-contest-tab">
      <Group justify="space-between">
        <Title order={3}>{admin ? t('groupContest.admin') : t('contest.listTitle')}</Title>
        {groupAdmin ? (
          <Group gap="xs">
            <Button variant="light" onClick={() => setView({ kind: 'create' })} data-testid="group-contest-create">{t('groupContest.create')}</Button>
            <Button variant={admin ? 'default' : 'filled'} onClick={() => setView({ kind: admin ? 'list' : 'admin' })} data-testid="group-contest-admin-toggle">
              {admin ? t('groupContest.cancelAdmin') : t('groupContest.admin')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {loading ? (
        <Group justify="center" py="xl"><Loader /></Group>
      ) : error ? (
        <Alert color="red" title={t('groupContest.loadFailed')}>{error}</Alert>
      ) : admin ? (
        <GroupContestAdminTable
          rows={adminRows.records}
          onEdit={(row) => void openEdit(row)}
          onProblems={(row) => setView({ kind: 'problems', contest: { ...row, gid } })}
          onAnnouncements={(row) => setView({ kind: 'announcements', contest: { ...row, gid } })}
          onChanged={() => void load()}
        />
      ) : (
        <GroupContestCards rows={rows.records} />
      )}
      <PageNumbers pages={Math.max(1, Math.ceil(current.total / GROUP_CONTEST_PAGE_SIZE))} current={page} onChange={setPage} />
    </Stack>
  );
}
