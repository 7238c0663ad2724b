import { Button, ColorInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ContestAdminCall } from './add-from-public';
import type { AdminContestProblem } from './api';
import { useText } from './text';

/** Display id, display title (both required) and balloon colour of one contest problem, saved by PUT to `url` (the admin's or the group's contest-problem). */
export function EditContestProblem({ problem, url, call, onClose, onSaved }: { problem: AdminContestProblem | undefined; url: string; call: ContestAdminCall; onClose(): void; onSaved(): void }) {
  const { t } = useText();
  const [displayId, setDisplayId] = useState('');
  const [displayTitle, setDisplayTitle] = useState('');
  const [color, setColor] = useState('');
  useEffect(() => {
    setDisplayId(problem?.displayId ?? '');
    setDisplayTitle(problem?.displayTitle ?? '');
    setColor(problem?.color ?? '');
  }, [problem]);
  const save = async () => {
    if (!problem) return;
    const r = await call(url, { method: 'PUT', body: { id: problem.id, cid: problem.cid, pid: problem.pid, displayId: displayId.trim(), displayTitle: displayTitle.trim(), color: color || null } });
    if (r.status === 200) {
      onSaved();
      onClose();
    }
  };
  return (
    <Modal opened={problem !== undefined} onClose={onClose} title={t('adminContest.edit')} centered>
      <Stack>
        <TextInput label={t('adminContest.displayId')} value={displayId} onChange={(e) => setDisplayId(e.currentTarget.value)} required error={displayId.trim() ? undefined : t('adminContest.required', { field: t('adminContest.displayId') })} />
        <TextInput label={t('adminContest.displayTitle')} value={displayTitle} onChange={(e) => setDisplayTitle(e.currentTarget.value)} required error={displayTitle.trim() ? undefined : t('adminContest.required', { field: t('adminContest.displayTitle') })} />
        <ColorInput label={t('adminContest.balloon')} value={color} onChange={setColor} format="hex" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('adminContest.cancel')}</Button>
          <Button onClick={() => void save()} disabled={!displayId.trim() || !displayTitle.trim()}>{t('adminContest.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
