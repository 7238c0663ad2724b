import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before deleting: nothing is removed without a second click. */
export function ConfirmDelete({ opened, what, onCancel, onConfirm }: { opened: boolean; what: string; onCancel(): void; onConfirm(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('admin.delete')} centered closeButtonProps={{ 'aria-label': t('auth.close') }}>
      <Text mb="md">{t('admin.confirmDelete', { what })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>{t('admin.cancel')}</Button>
        <Button color="red" onClick={onConfirm} data-testid="confirm-delete">{t('admin.delete')}</Button>
      </Group>
    </Modal>
  );
}
