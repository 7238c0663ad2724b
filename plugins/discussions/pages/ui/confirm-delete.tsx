import { Button, Group, Modal, Text } from '@mantine/core';
import type { Discussion } from '../discussion-api';
import { useText } from '../use-text';

/** 'Delete this discussion?' before it goes (its comments go with it). */
export function ConfirmDiscussionDelete({ discussion, onCancel, onConfirm }: { discussion: Discussion | undefined; onCancel(): void; onConfirm(): void }) {
  const { t } = useText();
  return (
    <Modal opened={discussion !== undefined} onClose={onCancel} title={t('discussions.delete')} centered closeButtonProps={{ 'aria-label': t('discussions.close') }}>
      <Text mb="md">{t('discussions.confirmDelete', { title: discussion?.title ?? '' })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('discussions.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} data-testid="confirm-delete">
          {t('discussions.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
