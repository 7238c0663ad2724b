import { Button, Group, Modal, Stack, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { ConfirmDelete, emptyDraft, loadChoices, PageNumbers, ProblemForm, send } from '@oj/web/app/plugin-kit';
import { AddFromPublic } from './admin-contest/add-from-public';
import type { AdminContestProblem } from './admin-contest/api';
import { ContestProblemTable } from './admin-contest/contest-problem-table';
import { EditContestProblem } from './admin-contest/edit-contest-problem';
import { nextDisplayId } from './admin-contest/next-display-id';
import { emptyPage, GROUP_CONTEST_API, GROUP_CONTEST_PAGE_SIZE, useGroupCall, useGroupText, type GroupAdminContest, type Page } from './group-contest-api';

type ProblemListAnswer<T> = { problemList: Page<T> };

/** 03 §5 "Adding from group": a problem id of this group, and the display id in the contest. */
function AddFromGroup({ cid, opened, onClose, onAdded }: { cid: number; opened: boolean; onClose(): void; onAdded(): void }) {
  const { t } = useGroupText();
  const call = useGroupCall();
  const [problemId, setProblemId] = useState('');
  const [displayId, setDisplayId] = useState('');
  const add = async () => {
    const q = new URLSearchParams({ cid: String(cid), problemId: problemId.trim(), displayId: displayId.trim() });
    const r = await call(`${GROUP_CONTEST_API.addFromGroup}?${q}`, { method: 'POST' });
    if (r.status === 200) {
      setProblemId('');
      setDisplayId('');
      onAdded();
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('groupContest.addFromGroup')} centered>
      <Stack>
        <TextInput label={t('groupContest.groupProblemId')} value={problemId} onChange={(e) => setProblemId(e.currentTarget.value)} required data-testid="group-contest-group-problem-id" />
        <TextInput label={t('adminContest.displayId')} value={displayId} onChange={(e) => setDisplayId(e.currentTarget.value)} required data-testid="group-contest-group-display-id" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('adminContest.cancel')}</Button>
          <Button onClick={() => void add()} disabled={!problemId.trim() || !displayId.trim()}>{t('adminContest.add')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A new problem of the group for the contest (03 §2 "create problem"): the core's problem form, saved through
 * POST /api/group/contest-problem with the group, the contest and the display id (the server prefixes the
 * group's short name and links it).
 */
export function GroupContestProblemCreate({ contest, taken, onDone }: { contest: GroupAdminContest; taken: string[]; onDone(): void }) {
  const { t } = useGroupText();
  const [displayId, setDisplayId] = useState(nextDisplayId(taken));
  const [form, setForm] = useState<{ draft: ReturnType<typeof emptyDraft>; choices: Awaited<ReturnType<typeof loadChoices>> }>();
  useEffect(() => {
    void loadChoices().then((choices) => setForm({ choices, draft: { ...emptyDraft(), type: contest.type, languageIds: choices.languages.map((l) => l.id) } }));
  }, [contest.type]);
  const url = `${GROUP_CONTEST_API.problem}?${new URLSearchParams({ gid: String(contest.gid), cid: String(contest.id), ...(displayId.trim() ? { displayId: displayId.trim() } : {}) })}`;
  return (
    <Stack data-testid="group-contest-problem-create">
      <Group justify="space-between">
        <Title order={3}>{t('groupContest.createProblem')} · {contest.title}</Title>
        <Button variant="default" onClick={onDone}>{t('groupContest.back')}</Button>
      </Group>
      <TextInput label={t('adminContest.displayId')} required maw={240} value={displayId} onChange={(e) => setDisplayId(e.currentTarget.value)} />
      {form ? <ProblemForm initial={form.draft} choices={form.choices} target={{ url, afterSave: onDone }} /> : null}
    </Stack>
  );
}

/** A group contest's problems (03 §2): relabel, remove, add from the public bank or from the group, create a group problem. */
export function GroupContestProblems({ contest, onBack, onCreate }: { contest: GroupAdminContest; onBack(): void; onCreate(taken: string[]): void }) {
  const { t } = useGroupText();
  const call = useGroupCall();
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<Page<AdminContestProblem>>(emptyPage());
  const [adding, setAdding] = useState<'public' | 'group'>();
  const [editing, setEditing] = useState<AdminContestProblem>();
  const [removing, setRemoving] = useState<AdminContestProblem>();
  const read = useCallback(async () => {
    const r = await send<ProblemListAnswer<AdminContestProblem>>(`${GROUP_CONTEST_API.problems}?cid=${contest.id}&currentPage=${page}&limit=${GROUP_CONTEST_PAGE_SIZE}`);
    if (r.status === 200) setRows(r.data?.problemList ?? emptyPage());
  }, [contest.id, page]);
  useEffect(() => void read(), [read]);
  const remove = async () => {
    if (!removing) return;
    const r = await call(`${GROUP_CONTEST_API.contestProblem}?pid=${removing.pid}&cid=${contest.id}`, { method: 'DELETE' });
    setRemoving(undefined);
    if (r.status === 200) void read();
  };
  return (
    <Stack data-testid="group-contest-problem-list">
      <Group justify="space-between">
        <Title order={3}>{t('adminContest.problemsTitle', { title: contest.title })}</Title>
        <Group gap="xs">
          <Button variant="default" onClick={onBack}>{t('groupContest.back')}</Button>
          <Button variant="light" onClick={() => onCreate(rows.records.map((p) => p.displayId))} data-testid="group-contest-create-problem">{t('groupContest.createProblem')}</Button>
          <Button variant="light" onClick={() => setAdding('group')} data-testid="group-contest-add-group">{t('groupContest.addFromGroup')}</Button>
          <Button onClick={() => setAdding('public')} data-testid="group-contest-add-public">{t('adminContest.addFromPublic')}</Button>
        </Group>
      </Group>
      <ContestProblemTable contestId={contest.id} rows={rows.records} onEdit={setEditing} onRemove={setRemoving} testIds={{ row: 'group-contest-problem-row' }} />
      <PageNumbers pages={Math.max(1, Math.ceil(rows.total / GROUP_CONTEST_PAGE_SIZE))} current={page} onChange={setPage} />
      <AddFromPublic contest={contest} api={GROUP_CONTEST_API} call={call} opened={adding === 'public'} onClose={() => setAdding(undefined)} onAdded={() => void read()} />
      <AddFromGroup cid={contest.id} opened={adding === 'group'} onClose={() => setAdding(undefined)} onAdded={() => void read()} />
      <EditContestProblem problem={editing} url={GROUP_CONTEST_API.contestProblem} call={call} onClose={() => setEditing(undefined)} onSaved={() => void read()} />
      <ConfirmDelete opened={removing !== undefined} what={removing?.displayTitle ?? ''} onCancel={() => setRemoving(undefined)} onConfirm={remove} />
    </Stack>
  );
}
