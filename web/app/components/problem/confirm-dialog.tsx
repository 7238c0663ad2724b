import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A yes/no question of the problem page (submit again, load the accepted code). */
export function ConfirmDialog({ opened, title, message, onConfirm, onClose, testId }: { opened: boolean; title: string; message: string; onConfirm: () => void; onClose: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm" data-testid={testId}>{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>{t('submit.cancel')}</Button>
        <Button onClick={() => { onClose(); onConfirm(); }} data-testid={`${testId}-confirm`}>{t('submit.confirm')}</Button>
      </Group>
    </Modal>
  );
}
