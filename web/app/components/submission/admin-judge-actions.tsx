import { ActionIcon, Button, Group, Menu, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyResult } from '../notify';
import { useStatusName, useStatusTable } from './status-tag';
import { MANUAL_STATUSES, submissionApi, type SubmissionRow } from './submission-api';

/** The most a manual score may be (core's ManualJudgeQuery refuses more). */
const MANUAL_SCORE_MAX = 1_000_000;
/** Cancelled is listed but not selectable (01 §4). */
const CANCELLED = -4;

/**
 * The super admin's judge actions on a row (01 §4): rejudge, manual judge (status and score; Cancelled
 * and the in-progress statuses are not selectable) and cancel after a confirmation. The API checks the
 * same ability; `onChanged` receives the row as it now is.
 */
export function AdminJudgeActions({ row, onChanged }: { row: Pick<SubmissionRow, 'submitId' | 'status' | 'score'>; onChanged: (row: SubmissionRow) => void }) {
  const { t } = useTranslation();
  const table = useStatusTable();
  const statusName = useStatusName();
  const [dialog, setDialog] = useState<'manual' | 'cancel' | undefined>();
  const [status, setStatus] = useState<string | null>(null);
  const [score, setScore] = useState<string | number>('');
  const [busy, setBusy] = useState(false);

  const run = async (action: () => ReturnType<typeof submissionApi.rejudge>) => {
    setBusy(true);
    const answer = await action();
    setBusy(false);
    if (notifyResult(answer) && answer.data) {
      onChanged(answer.data);
      setDialog(undefined);
    }
  };
  const openManual = () => {
    setStatus(MANUAL_STATUSES.includes(row.status) ? String(row.status) : null);
    setScore(row.score ?? '');
    setDialog('manual');
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('status.adminActions', { id: row.submitId })} data-testid="admin-actions">
            <span aria-hidden style={{ fontSize: 18, lineHeight: 1 }}>⋯</span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void run(() => submissionApi.rejudge(row.submitId))} data-testid="rejudge">{t('status.rejudge')}</Menu.Item>
          <Menu.Item onClick={openManual} data-testid="manual-judge">{t('status.manualJudge')}</Menu.Item>
          <Menu.Item color="red" onClick={() => setDialog('cancel')} data-testid="cancel-judge">{t('status.cancelJudge')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={dialog === 'manual'} onClose={() => setDialog(undefined)} title={t('status.manualTitle', { id: row.submitId })} centered>
        <Stack>
          <Select
            label={t('status.manualStatus')}
            data={table.filter((s) => MANUAL_STATUSES.includes(s.code) || s.code === CANCELLED).map((s) => ({ value: String(s.code), label: statusName(s.code), disabled: !MANUAL_STATUSES.includes(s.code) }))}
            value={status}
            onChange={setStatus}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="manual-status"
          />
          <NumberInput label={t('status.manualScore')} description={t('status.manualScoreHint')} min={0} max={MANUAL_SCORE_MAX} allowDecimal={false} value={score} onChange={setScore} data-testid="manual-score" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog(undefined)}>{t('status.back')}</Button>
            <Button loading={busy} disabled={status === null} onClick={() => void run(() => submissionApi.manualJudge(row.submitId, Number(status), score === '' ? undefined : Number(score)))} data-testid="manual-submit">
              {t('status.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={dialog === 'cancel'} onClose={() => setDialog(undefined)} title={t('status.cancelJudge')} centered>
        <Stack>
          <Text>{t('status.cancelConfirm', { id: row.submitId })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog(undefined)}>{t('status.back')}</Button>
            <Button color="red" loading={busy} onClick={() => void run(() => submissionApi.cancel(row.submitId))} data-testid="cancel-confirm">{t('status.confirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

