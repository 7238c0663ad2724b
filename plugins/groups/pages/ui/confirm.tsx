import { Button, Group, Modal, Text } from '@mantine/core';
import { useText } from '../use-text';

/** Asks before exiting, disbanding or deleting. */
export function Confirm({ opened, text, danger, onCancel, onConfirm }: { opened: boolean; text: string; danger?: boolean; onCancel(): void; onConfirm(): void }) {
  const { t } = useText();
  return (
    <Modal opened={opened} onClose={onCancel} centered withCloseButton={false}>
      <Text mb="md">{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('group.cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} data-testid="group-confirm">
          {t('group.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
