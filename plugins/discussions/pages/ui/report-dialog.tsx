import { Button, Chip, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifyResult } from '@oj/web/app/plugin-kit';
import { DISCUSSION_LIMITS, REPORT_LABELS, discussionApi, type ReportLabel } from '../discussion-api';
import { reportContent } from '../discussion-rules';
import { useText } from '../use-text';

/** A label in the reader's language (the stored words are the canonical Chinese ones). */
export function useReportLabel() {
  const { t } = useText();
  return (label: string) => t(`discussions.reportLabel.${REPORT_LABELS.indexOf(label as ReportLabel)}`, { defaultValue: label });
}

/** 02 §5: the report dialog — at least one of the six labels or a reason; the reason 200 characters at most. */
export function ReportDialog({ did, opened, onClose }: { did: number; opened: boolean; onClose(): void }) {
  const { t } = useText();
  const labelOf = useReportLabel();
  const [labels, setLabels] = useState<ReportLabel[]>([]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (opened) {
      setLabels([]);
      setReason('');
      setError(undefined);
    }
  }, [opened]);

  const send = async () => {
    if (labels.length === 0 && !reason.trim()) return setError(t('discussions.reportEmpty'));
    if (reason.length > DISCUSSION_LIMITS.reportReasonMax) return setError(t('discussions.reportTooLong', { max: DISCUSSION_LIMITS.reportReasonMax }));
    setSending(true);
    const result = await discussionApi.report(did, reportContent(labels, reason));
    setSending(false);
    if (notifyResult(result)) onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('discussions.report')} centered data-testid="report-dialog" closeButtonProps={{ 'aria-label': t('discussions.close') }}>
      <Stack>
        <Text size="sm">{t('discussions.reportLabels')}</Text>
        <Chip.Group multiple value={labels} onChange={(value) => setLabels(value as ReportLabel[])}>
          <Group gap={6}>
            {REPORT_LABELS.map((label) => (
              <Chip key={label} value={label} size="sm" data-testid="report-label">
                {labelOf(label)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Textarea
          label={t('discussions.reportReason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={3}
          description={`${reason.length} / ${DISCUSSION_LIMITS.reportReasonMax}`}
          data-testid="report-reason"
        />
        {error ? (
          <Text c="red" size="sm" data-testid="report-error">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('discussions.cancel')}
          </Button>
          <Button color="red" onClick={() => void send()} loading={sending} data-testid="report-submit">
            {t('discussions.submitReport')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
