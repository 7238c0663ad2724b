import { Alert, Anchor, Button, Group, Loader, Modal, Stack, TextInput, Title } from '@mantine/core';
import { Link, useLoaderData, useParams, useRevalidator, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useState } from 'react';
import { ConfirmDelete, Pager, pageOfUrl } from '@oj/web/app/plugin-kit';
import type { AdminTrainingProblem } from './admin-training-api';
import { GROUP_TRAINING_PAGE_SIZE, groupTrainingApi } from './group-training-api';
import { pluginLoader } from './plugin-loader';
import { AddFromPublic } from './ui/add-from-public';
import { TrainingProblemTable } from './ui/training-problem-table';
import { groupTrainingPaths } from './ui/training-paths';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

export async function clientLoader({ params, request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const tid = params.trainingID ?? '';
  const url = new URL(request.url);
  const currentPage = pageOfUrl(url, 'currentPage');
  const limit = Number(url.searchParams.get('limit')) || GROUP_TRAINING_PAGE_SIZE;
  const [found, existing] = await Promise.all([groupTrainingApi.get(tid), groupTrainingApi.problems(tid, true, currentPage, limit)]);
  if (found.status !== 200 || !found.data) return { training: undefined, problems: [] as AdminTrainingProblem[], total: 0, currentPage, limit, error: found.msg };
  const page = existing.status === 200 && existing.data ? existing.data.problemList : { records: [] as AdminTrainingProblem[], total: 0 };
  return { training: found.data.training, problems: page.records, total: page.total, currentPage, limit, error: existing.status === 200 ? undefined : existing.msg };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

/** The narrow dialog of 03 §2/§5: a problem of this group by its problem id. */
function AddFromGroup({ tid, opened, onClose, onAdded }: { tid: number; opened: boolean; onClose(): void; onAdded(): void }) {
  const { t } = useText();
  const [problemId, setProblemId] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!problemId.trim()) return;
    setBusy(true);
    const r = await groupTrainingApi.addFromGroup(tid, problemId.trim());
    setBusy(false);
    if (r.status === 200) {
      setProblemId('');
      onAdded();
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('groupTraining.addFromGroup')} size="sm" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Stack data-testid="add-from-group">
          <TextInput
            label={t('groupTraining.groupProblemId')}
            placeholder={t('groupTraining.groupProblemIdHint')}
            value={problemId}
            onChange={(e) => setProblemId(e.currentTarget.value)}
            required
            data-autofocus
            data-testid="group-problem-id"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminTraining.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!problemId.trim()} data-testid="group-problem-add">
              {t('adminTraining.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * /group/:groupID/training/:trainingID/problem-admin (03 §2 GroupTrainingProblemList): the training's problems
 * (rank, removal — another group's problem can only be removed, 03 §6), Add from public problems (wide dialog)
 * and Add from group problems (narrow dialog with a problem id).
 */
export default function GroupTrainingProblemAdmin() {
  const { training, problems, total, currentPage, limit, error } = useLoaderData<typeof clientLoader>();
  const { groupID = '' } = useParams();
  const { t } = useText();
  const revalidator = useRevalidator();
  const [adding, setAdding] = useState<'public' | 'group'>();
  const [removing, setRemoving] = useState<AdminTrainingProblem>();
  const paths = groupTrainingPaths(groupID);
  const back = (
    <Anchor component={Link} to={`${paths.list}/admin`} size="sm">
      {t('groupTraining.back')}
    </Anchor>
  );
  if (!training) {
    return (
      <Stack>
        {back}
        <Alert color="red">{error}</Alert>
      </Stack>
    );
  }
  const saveRank = async (row: AdminTrainingProblem, rank: number) => {
    if ((await groupTrainingApi.updateProblem(training.id, row.pid, rank, row.displayId ?? row.problemId)).status === 200) revalidator.revalidate();
  };
  const remove = async () => {
    if (!removing) return;
    const r = await groupTrainingApi.removeProblem(training.id, removing.pid);
    setRemoving(undefined);
    if (r.status === 200) revalidator.revalidate();
  };

  return (
    <Stack data-testid="group-training-problems" data-training-id={training.id}>
      {back}
      <Group justify="space-between">
        <Title order={3}>{t('adminTraining.problemsTitle', { title: training.title })}</Title>
        <Group gap="xs">
          <Button size="xs" onClick={() => setAdding('public')} data-testid="open-add-from-public">
            {t('adminTraining.addFromPublic')}
          </Button>
          <Button size="xs" variant="light" onClick={() => setAdding('group')} data-testid="open-add-from-group">
            {t('groupTraining.addFromGroup')}
          </Button>
        </Group>
      </Group>
      {error ? <Alert color="red">{error}</Alert> : null}
      <TrainingProblemTable problems={problems} onRank={(row, rank) => void saveRank(row, rank)} onRemove={setRemoving} rowTestId="group-training-problem-row" />
      <Pager total={total} current={currentPage} size={limit} pageParam="currentPage" limitParam="limit" />
      <AddFromPublic
        opened={adding === 'public'}
        onClose={() => setAdding(undefined)}
        onAdded={() => revalidator.revalidate()}
        read={(q) => groupTrainingApi.publicProblems(training.id, Number(q.currentPage), Number(q.limit), q.keyword)}
        add={(row) => groupTrainingApi.addFromPublic(training.id, row.pid, row.problemId)}
      />
      <AddFromGroup tid={training.id} opened={adding === 'group'} onClose={() => setAdding(undefined)} onAdded={() => revalidator.revalidate()} />
      <ConfirmDelete opened={removing !== undefined} what={removing ? `${removing.problemId} ${removing.title}` : ''} onCancel={() => setRemoving(undefined)} onConfirm={remove} />
    </Stack>
  );
}
