import { Autocomplete, Badge, Button, CloseButton, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TagRow } from './problem-api';
import { addTag, type TagChoice } from './problem-draft';

/** The problem's tags: pick an existing tag by name or type a new one (created on save); twice is 'Add Tag Error'. */
export function TagPicker({ tags, known, onChange, error }: { tags: TagChoice[]; known: TagRow[]; onChange(tags: TagChoice[]): void; error?: string }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const add = () => {
    const existing = known.find((k) => k.name.toLowerCase() === name.trim().toLowerCase());
    const next = addTag(tags, existing ? { id: existing.id, name: existing.name, color: existing.color } : { name });
    if (!next) {
      notifications.show({ color: 'red', message: t('adminProblem.addTagError') });
      return;
    }
    onChange(next);
    setName('');
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" data-testid="problem-tags">
        {tags.map((tag) => (
          <Badge key={tag.name} color={tag.color ?? 'blue'} autoContrast variant={tag.id === undefined ? 'outline' : 'filled'} tt="none" data-testid="problem-tag"
            rightSection={<CloseButton size="xs" variant="transparent" c="inherit" aria-label={t('adminProblem.removeTag', { name: tag.name })} onClick={() => onChange(tags.filter((x) => x !== tag))} />}>
            {tag.name}{tag.id === undefined ? ` (${t('adminProblem.newTag')})` : ''}
          </Badge>
        ))}
      </Group>
      <Group gap="xs" align="flex-start">
        <Autocomplete aria-label={t('adminProblem.tagName')} placeholder={t('adminProblem.tagName')} w={280} value={name} error={error}
          data={[...new Set(known.map((k) => k.name))]} limit={20} onChange={setName}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          data-testid="tag-name" />
        <Button variant="light" onClick={add} disabled={name.trim() === ''} data-testid="tag-add">{t('adminProblem.addTag')}</Button>
      </Group>
    </Stack>
  );
}
