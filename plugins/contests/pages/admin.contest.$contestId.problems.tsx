import { Button, Group, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useState } from 'react';
import { AdminLoading, AdminPager, ConfirmDelete, currentPageOf, loadAdmin, pageSizeOf, REMOTE_OJS, requirePlugin, useAbility, useAdminCall } from '@oj/web/app/plugin-kit';
import { AddFromPublic } from './ui/admin-contest/add-from-public';
import { ADMIN_CONTEST_API, PLUGIN_ID, type AdminContest, type AdminContestProblem, type Page } from './ui/admin-contest/api';
import { ContestProblemTable } from './ui/admin-contest/contest-problem-table';
import { EditContestProblem } from './ui/admin-contest/edit-contest-problem';
import { useText } from './ui/admin-contest/text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

type ProblemListAnswer<T> = { problemList: Page<T> } | null;

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader({ params, request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const cid = encodeURIComponent(params.contestId ?? '');
  const currentPage = currentPageOf(request.url);
  const limit = pageSizeOf(request.url);
  const [contest, existing] = await Promise.all([
    loadAdmin<AdminContest>(`${ADMIN_CONTEST_API.contest}?cid=${cid}`),
    loadAdmin<ProblemListAnswer<AdminContestProblem>>(`${ADMIN_CONTEST_API.problems}?cid=${cid}&currentPage=${currentPage}&limit=${limit}`),
  ]);
  return { contest, page: existing?.problemList ?? { records: [], total: 0 }, currentPage, limit };
}
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;

/** A remote judge's problem for the contest: the bank's mirror, or mirrored now (501 where no remote judge can). */
function ImportRemote({ cid, opened, onClose, onAdded }: { cid: number; opened: boolean; onClose(): void; onAdded(): void }) {
  const { t } = useText();
  const call = useAdminCall();
  const [oj, setOj] = useState<string>(REMOTE_OJS[0]);
  const [problemId, setProblemId] = useState('');
  const [displayId, setDisplayId] = useState('');
  const add = async () => {
    const q = new URLSearchParams({ cid: String(cid), name: oj, problemId: problemId.trim(), ...(displayId.trim() ? { displayId: displayId.trim() } : {}) });
    const r = await call(`${ADMIN_CONTEST_API.importRemote}?${q}`, { changesState: true });
    if (r.status === 200) {
      onAdded();
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('adminContest.importRemote')} centered>
      <Stack>
        <Select label={t('adminContest.remoteOj')} data={[...REMOTE_OJS]} value={oj} onChange={(v) => v && setOj(v)} allowDeselect={false} />
        <TextInput label={t('adminContest.remoteId')} value={problemId} onChange={(e) => setProblemId(e.currentTarget.value)} required />
        <TextInput label={t('adminContest.displayId')} value={displayId} onChange={(e) => setDisplayId(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('adminContest.cancel')}</Button>
          <Button onClick={() => void add()} disabled={!problemId.trim()}>{t('adminContest.add')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * /admin/contest/:contestId/problems: the contest's problems with display id, title and balloon colour; add
 * from the public bank by the import rule, import a remote problem, edit, remove, and (super admin) rejudge all
 * submissions of a problem.
 */
export default function ContestProblemsAdmin() {
  const { contest, page, currentPage, limit } = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const ability = useAbility();
  const superAdmin = ability.can('manage', 'all');
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<AdminContestProblem>();
  const [removing, setRemoving] = useState<AdminContestProblem>();
  const reload = () => revalidator.revalidate();

  const remove = async () => {
    if (!removing) return;
    const r = await call(`${ADMIN_CONTEST_API.problem}?pid=${removing.pid}&cid=${contest.id}`, { method: 'DELETE' });
    setRemoving(undefined);
    if (r.status === 200) reload();
  };
  const [rejudging, setRejudging] = useState<AdminContestProblem>();
  const [rejudgeBusy, setRejudgeBusy] = useState(false);
  // every submission of the problem in the contest is judged again: asked first, then the count is told (a GET shows no toast of its own)
  const rejudge = async () => {
    if (!rejudging) return;
    setRejudgeBusy(true);
    const r = await call<{ count: number }>(`${ADMIN_CONTEST_API.rejudge}?cid=${contest.id}&pid=${rejudging.pid}`, { changesState: true });
    setRejudgeBusy(false);
    setRejudging(undefined);
    if (r.status === 200) notifications.show({ color: 'green', message: t('adminContest.rejudged', { count: r.data?.count ?? 0 }) });
  };

  return (
    <Stack data-testid="admin-contest-problems">
      <Group justify="space-between">
        <Title order={2}>{t('adminContest.problemsTitle', { title: contest.title })}</Title>
        <Group gap="xs">
          <Button variant="default" component={Link} to="/admin/contest">{t('adminContest.back')}</Button>
          <Button variant="light" onClick={() => setImporting(true)}>{t('adminContest.importRemote')}</Button>
          <Button variant="light" component={Link} to={`/admin/contest/${contest.id}/problem/create`} data-testid="contest-create-problem">{t('adminContest.createProblem')}</Button>
          <Button onClick={() => setAdding(true)} data-testid="contest-add-public">{t('adminContest.addFromPublic')}</Button>
        </Group>
      </Group>
      <ContestProblemTable
        contestId={contest.id}
        rows={page.records}
        onEdit={setEditing}
        onRemove={setRemoving}
        formLink={(p) => `/admin/contest/${contest.id}/problem/${p.pid}/edit`}
        extra={(p) => (superAdmin ? <Button size="xs" variant="light" color="orange" onClick={() => setRejudging(p)} data-testid="contest-problem-rejudge">{t('adminContest.rejudge')}</Button> : null)}
        testIds={{ table: 'admin-contest-problem-table', row: 'admin-contest-problem-row' }}
      />
      <AdminPager total={page.total} current={currentPage} size={limit} />
      <AddFromPublic contest={contest} api={ADMIN_CONTEST_API} call={call} opened={adding} onClose={() => setAdding(false)} onAdded={reload} />
      <ImportRemote cid={contest.id} opened={importing} onClose={() => setImporting(false)} onAdded={reload} />
      <EditContestProblem problem={editing} url={ADMIN_CONTEST_API.contestProblem} call={call} onClose={() => setEditing(undefined)} onSaved={reload} />
      <Modal opened={rejudging !== undefined} onClose={() => setRejudging(undefined)} title={t('adminContest.rejudge')} centered>
        <Text mb="md">{t('adminContest.rejudgeConfirm', { displayId: rejudging?.displayId ?? '', title: rejudging?.displayTitle ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRejudging(undefined)}>{t('adminContest.cancel')}</Button>
          <Button color="orange" loading={rejudgeBusy} onClick={() => void rejudge()} data-testid="confirm-rejudge">{t('adminContest.rejudge')}</Button>
        </Group>
      </Modal>
      <ConfirmDelete opened={removing !== undefined} what={removing?.displayTitle ?? ''} onCancel={() => setRemoving(undefined)} onConfirm={remove} />
    </Stack>
  );
}
