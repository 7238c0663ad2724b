import { ActionIcon, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifyResult } from '@oj/web/app/plugin-kit';
import { DISCUSSION_LIMITS, discussionApi, type DiscussionCategory } from '../discussion-api';
import { useText } from '../use-text';

/** The super admin's category list editor (02 §2 'category list (super admin can edit)'): rename, add, remove, saved as one list. */
export function CategoryEditor({ opened, categories, onClose, onSaved }: { opened: boolean; categories: DiscussionCategory[]; onClose(): void; onSaved(): void }) {
  const { t } = useText();
  const [rows, setRows] = useState<Array<{ id?: number; name: string }>>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (opened) setRows(categories.map((c) => ({ ...c })));
  }, [opened, categories]);
  const save = async () => {
    setSaving(true);
    const result = await discussionApi.saveCategories(rows.map((r) => ({ ...r, name: r.name.trim() })));
    setSaving(false);
    if (notifyResult(result)) onSaved();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('discussions.editCategories')} centered data-testid="category-editor" closeButtonProps={{ 'aria-label': t('discussions.close') }}>
      <Stack gap="xs">
        {rows.map((row, i) => (
          <Group key={row.id ?? `new-${i}`} gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              aria-label={t('discussions.categoryName')}
              value={row.name}
              maxLength={DISCUSSION_LIMITS.categoryNameMax}
              onChange={(e) => {
                const name = e.currentTarget.value;
                setRows((list) => list.map((r, j) => (j === i ? { ...r, name } : r)));
              }}
              data-testid="category-name"
            />
            <ActionIcon variant="subtle" color="red" aria-label={t('discussions.delete')} onClick={() => setRows((list) => list.filter((_r, j) => j !== i))}>
              ✕
            </ActionIcon>
          </Group>
        ))}
        <Button variant="light" onClick={() => setRows((list) => [...list, { name: '' }])} data-testid="category-add">
          {t('discussions.addCategory')}
        </Button>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('discussions.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving} data-testid="category-save">
            {t('discussions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
