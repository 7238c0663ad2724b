import { Button, Group, Modal, Text } from '@mantine/core';
import { useProblemText } from '../problem-text';

/** A yes/no question before a change the API makes at once (delete, apply public, agree, refuse). */
export function ProblemConfirm({ question, onCancel, onConfirm, danger }: { question: string | undefined; onCancel(): void; onConfirm(): void; danger?: boolean }) {
  const { t } = useProblemText();
  return (
    <Modal opened={question !== undefined} onClose={onCancel} centered withCloseButton={false}>
      <Text mb="md">{question}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>{t('groupProblem.cancel')}</Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} data-testid="group-problem-confirm">{t('groupProblem.confirm')}</Button>
      </Group>
    </Modal>
  );
}
