import { Button, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { notifyResult, REMOTE_OJS, useAdminCall } from '@oj/web/app/plugin-kit';
import { ADMIN_TRAINING_API } from '../admin-training-api';
import { useText } from '../use-text';

/**
 * HOJ's "add a remote judge's problem" dialog: the judge and its problem id. The server adds the
 * problem when the bank already mirrors it ('<OJ>-<id>') and says why not otherwise (remote judging is
 * not built yet); the answer's message is the site's toast either way.
 */
export function ImportRemoteProblem({ tid, opened, onClose, onAdded }: { tid: number; opened: boolean; onClose(): void; onAdded(): void }) {
  const { t } = useText();
  const call = useAdminCall();
  const [oj, setOj] = useState<string>(REMOTE_OJS[0]);
  const [problemId, setProblemId] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const q = new URLSearchParams({ name: oj, problemId: problemId.trim(), tid: String(tid) });
    const r = await call(`${ADMIN_TRAINING_API.importRemote}?${q}`, { method: 'GET', changesState: true });
    setBusy(false);
    // A GET's success is not announced by the admin call; this one changes the training, so say so.
    if (notifyResult(r)) {
      setProblemId('');
      onAdded();
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('adminTraining.importRemote')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack data-testid="import-remote">
          <Text size="sm" c="dimmed">
            {t('adminTraining.importRemoteHint')}
          </Text>
          <Select label={t('adminTraining.remoteOj')} data={[...REMOTE_OJS]} value={oj} onChange={(v) => v && setOj(v)} allowDeselect={false} />
          <TextInput
            label={t('adminTraining.remoteProblemId')}
            required
            maxLength={100}
            value={problemId}
            onChange={(e) => setProblemId(e.currentTarget.value)}
            data-testid="remote-problem-id"
          />
          <Button type="submit" loading={busy} disabled={!problemId.trim()}>
            {t('adminTraining.add')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
