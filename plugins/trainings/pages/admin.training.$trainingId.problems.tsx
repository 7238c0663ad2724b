import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, redirect, useLoaderData, useParams, useRevalidator, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useState } from 'react';
import { AdminLoading, AdminPager, ConfirmDelete, currentPageOf, loadAdmin, pageSizeOf, requirePlugin, send, useAdminCall } from '@oj/web/app/plugin-kit';
import { ADMIN_TRAINING_API, type AdminTraining, type AdminTrainingProblem, type PublicProblem } from './admin-training-api';
import { PLUGIN_ID } from './root-data';
import { AddFromPublic, type ProblemListAnswer } from './ui/add-from-public';
import { ImportRemoteProblem } from './ui/import-remote-problem';
import { TrainingProblemTable } from './ui/training-problem-table';
import type { Page } from './training-api';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

const recordsOf = <T,>(data: ProblemListAnswer<T> | undefined): Page<T> => data?.problemList ?? { records: [], total: 0 };

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader({ params, request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const tid = encodeURIComponent(params.trainingId ?? '');
  // the training's own problems, paged like every admin list (03 §9: 10 a page, the size selector's sizes)
  const currentPage = currentPageOf(request.url);
  const limit = pageSizeOf(request.url);
  const [found, existing] = await Promise.all([
    loadAdmin<AdminTraining>(`${ADMIN_TRAINING_API.training}?tid=${tid}`),
    loadAdmin<ProblemListAnswer<AdminTrainingProblem>>(`${ADMIN_TRAINING_API.problems}?tid=${tid}&queryExisted=true&currentPage=${currentPage}&limit=${limit}`),
  ]);
  const page = recordsOf(existing);
  // past the last page (its last row was just removed, or a typed URL): the last page instead
  const lastPage = Math.max(1, Math.ceil(page.total / limit));
  if (page.records.length === 0 && currentPage > lastPage) {
    const url = new URL(request.url);
    url.searchParams.set('currentPage', String(lastPage));
    throw redirect(`${url.pathname}${url.search}`);
  }
  return { training: found.training, problems: page.records, total: page.total, currentPage, limit };
}
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;

/** /admin/training/:trainingId/problems: the training's problems (rank change, removal) and the add-from-public dialog. */
export default function TrainingProblemsAdmin() {
  const { training, problems, total, currentPage, limit } = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const { trainingId } = useParams();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [removing, setRemoving] = useState<AdminTrainingProblem>();

  const saveRank = async (row: AdminTrainingProblem, rank: number) => {
    const r = await call(ADMIN_TRAINING_API.problem, { method: 'PUT', body: { id: row.id, tid: training.id, pid: row.pid, displayId: row.displayId ?? row.problemId, rank } });
    if (r.status === 200) revalidator.revalidate();
  };
  const remove = async () => {
    if (!removing) return;
    const r = await call(`${ADMIN_TRAINING_API.problem}?pid=${removing.pid}&tid=${training.id}`, { method: 'DELETE' });
    setRemoving(undefined);
    if (r.status === 200) revalidator.revalidate();
  };

  return (
    <Stack data-testid="admin-training-problems" data-training-id={trainingId}>
      <Anchor component={Link} to="/admin/training" size="sm">
        {t('adminTraining.back')}
      </Anchor>
      <Group justify="space-between">
        <Title order={3}>{t('adminTraining.problemsTitle', { title: training.title })}</Title>
        <Group gap="xs">
          <Button onClick={() => setAdding(true)} data-testid="open-add-from-public">
            {t('adminTraining.addFromPublic')}
          </Button>
          <Button variant="light" onClick={() => setImporting(true)} data-testid="open-import-remote">
            {t('adminTraining.importRemote')}
          </Button>
        </Group>
      </Group>
      <TrainingProblemTable problems={problems} onRank={(row, rank) => void saveRank(row, rank)} onRemove={setRemoving} rowTestId="training-problem-admin-row" />
      <AdminPager total={total} current={currentPage} size={limit} />
      <AddFromPublic
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={() => revalidator.revalidate()}
        read={(q) => send<ProblemListAnswer<PublicProblem>>(`${ADMIN_TRAINING_API.problems}?${new URLSearchParams({ tid: String(training.id), queryExisted: 'false', ...q })}`)}
        add={(row) => call(ADMIN_TRAINING_API.addFromPublic, { method: 'POST', body: { pid: row.pid, tid: training.id, displayId: row.problemId } })}
      />
      <ImportRemoteProblem tid={training.id} opened={importing} onClose={() => setImporting(false)} onAdded={() => revalidator.revalidate()} />
      <ConfirmDelete opened={removing !== undefined} what={removing ? `${removing.problemId} ${removing.title}` : ''} onCancel={() => setRemoving(undefined)} onConfirm={remove} />
    </Stack>
  );
}
