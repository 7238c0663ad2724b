import { Button, Group, Modal, Select, Stack, Switch, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Markdown, notifyResult } from '@oj/web/app/plugin-kit';
import { DISCUSSION_LIMITS, discussionApi, groupDiscussionApi, type Discussion, type DiscussionCategory, type DiscussionDraft } from '../discussion-api';
import { bareTitle } from '../../src/title-prefix';
import { draftErrors, type DraftField as Field } from '../discussion-rules';
import { useText } from '../use-text';

/**
 * The full-screen dialog that creates or edits a discussion (02 §2, §5). A problem's discussion carries its
 * `pid` (the server prefixes the title with `[problemId]`); pinning shows for admin roles (a group's admins) only.
 */
export function DiscussionEditor({ opened, editing, pid, gid, categories, canPin, onClose, onSaved }: {
  opened: boolean; editing?: Discussion; pid?: string; categories: DiscussionCategory[]; canPin: boolean; onClose(): void; onSaved(saved?: Discussion): void;
  /** A group's discussion: saved through /api/group/discussion (03 §7). */
  gid?: number;
}) {
  const { t } = useText();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [topPriority, setTopPriority] = useState(false);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    // the author edits their words; the server puts the [problemId] prefix back
    setTitle(editing ? bareTitle(editing.title, editing.pid) : '');
    setDescription(editing?.description ?? '');
    setCategoryId(editing?.categoryId ?? categories[0]?.id ?? null);
    setContent(editing?.content ?? '');
    setTopPriority(editing?.topPriority ?? false);
    setTried(false);
  }, [opened, editing, categories]);

  const errors = draftErrors({ title, description, categoryId, content });
  const errorOf = (field: Field) => {
    const error = tried ? errors[field] : undefined;
    if (!error) return undefined;
    return error === 'required' ? t(`discussions.required.${field}`) : t(`discussions.tooLong.${field}`);
  };

  const save = async () => {
    setTried(true);
    if (Object.keys(errors).length > 0 || categoryId === null) return;
    setSaving(true);
    const draft: DiscussionDraft = { categoryId, title: title.trim(), description: description.trim(), content, pid: editing ? editing.pid : pid ?? null, ...(canPin ? { topPriority } : {}) };
    const result = editing
      ? gid ? await groupDiscussionApi.update({ ...draft, gid, id: editing.id }) : await discussionApi.update({ ...draft, id: editing.id })
      : gid ? await groupDiscussionApi.create({ ...draft, gid }) : await discussionApi.create(draft);
    setSaving(false);
    // an edit answers the discussion as saved: the detail page shows it without counting another view
    if (notifyResult(result)) onSaved(editing && result.data ? (result.data as Discussion) : undefined);
  };

  return (
    <Modal opened={opened} onClose={onClose} fullScreen title={editing ? t('discussions.editTitle') : t('discussions.createTitle')} data-testid="discussion-editor" closeButtonProps={{ 'aria-label': t('discussions.close') }}>
      <Stack maw={1100} mx="auto">
        {pid && !editing ? (
          <Text size="sm" c="dimmed" data-testid="editor-problem">
            {t('discussions.forProblem', { pid })}
          </Text>
        ) : null}
        <TextInput label={t('discussions.field.title')} withAsterisk value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errorOf('title')} data-testid="editor-title" />
        <TextInput label={t('discussions.field.description')} withAsterisk value={description} onChange={(e) => setDescription(e.currentTarget.value)} error={errorOf('description')} data-testid="editor-description" />
        <Group align="flex-end">
          <Select
            label={t('discussions.field.categoryId')}
            withAsterisk
            data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
            value={categoryId === null ? null : String(categoryId)}
            onChange={(value) => setCategoryId(value ? Number(value) : null)}
            error={errorOf('categoryId')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
            data-testid="editor-category"
          />
          {canPin ? <Switch label={t('discussions.pin')} checked={topPriority} onChange={(e) => setTopPriority(e.currentTarget.checked)} data-testid="editor-pin" /> : null}
        </Group>
        <Tabs defaultValue="write">
          <Tabs.List>
            <Tabs.Tab value="write">{t('discussions.write')}</Tabs.Tab>
            <Tabs.Tab value="preview" data-testid="editor-preview-tab">{t('discussions.preview')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="xs">
            <Textarea
              aria-label={t('discussions.field.content')}
              placeholder={t('discussions.contentHint')}
              autosize
              minRows={14}
              maxRows={30}
              value={content}
              onChange={(e) => setContent(e.currentTarget.value)}
              error={errorOf('content')}
              styles={{ input: { fontFamily: 'monospace' } }}
              data-testid="editor-content"
            />
            <Text size="xs" c="dimmed" ta="right">
              {content.length} / {DISCUSSION_LIMITS.contentMax}
            </Text>
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="xs">
            {/* the preview is shown as readers will see it: through the user allow-list */}
            <Markdown source={content} userContent testId="editor-preview" />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('discussions.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving} data-testid="editor-submit">
            {editing ? t('discussions.save') : t('discussions.post')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
