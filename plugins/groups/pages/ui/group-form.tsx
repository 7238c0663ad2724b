import { Alert, Button, Group, SegmentedControl, Stack, Switch, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { fieldErrorsOf, Markdown, type Envelope } from '@oj/web/app/plugin-kit';
import { GROUP_AUTHS, type GroupAuth, type GroupDraft } from '../group-api';
import { GROUP_BRIEF, GROUP_CODE_LENGTH, GROUP_DESCRIPTION, GROUP_NAME, GROUP_SHORT_NAME, groupFormProblems, PUBLIC, type FieldProblem, type GroupField } from '../group-rules';
import { useText } from '../use-text';

export const emptyGroupDraft = (): GroupDraft => ({ name: '', shortName: '', brief: '', description: '', auth: PUBLIC, code: '', visible: true });

/**
 * The group info form of the create dialog and the Setting tab (03 §5): name 5–25, short name 5–10, brief 5–50,
 * auth, the 6-character code (only when not public), the markdown description 5–1000. Checked before sending;
 * the server's field messages and refusal are shown after.
 */
export function GroupForm({ initial, withVisible, submitLabel, onSubmit, onCancel }: {
  initial: GroupDraft;
  withVisible?: boolean;
  submitLabel: string;
  onSubmit(draft: GroupDraft): Promise<Envelope>;
  onCancel?(): void;
}) {
  const { t } = useText();
  const [draft, setDraft] = useState<GroupDraft>(initial);
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [serverMsg, setServerMsg] = useState<string>();
  const [busy, setBusy] = useState(false);
  const problems = groupFormProblems(draft);
  const set = <K extends keyof GroupDraft>(key: K, value: GroupDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setServerErrors((e) => ({ ...e, [key]: '' }));
  };
  const message = (p: FieldProblem | undefined) => (p ? t(p.key, { min: p.min, max: p.max }) : undefined);
  const error = (field: GroupField) => (shown ? message(problems[field]) : undefined) || serverErrors[field] || undefined;
  const submit = async () => {
    setShown(true);
    if (Object.keys(problems).length) return;
    setBusy(true);
    const result = await onSubmit(draft);
    setBusy(false);
    if (result.status !== 200) {
      setServerErrors(fieldErrorsOf(result));
      setServerMsg(result.msg);
    } else setServerMsg(undefined);
  };
  const counter = (value: string, max: number) => `${value.trim().length}/${max}`;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="group-form"
    >
      <Stack>
        <TextInput label={t('group.field.name')} required value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} error={error('name')} description={counter(draft.name, GROUP_NAME.max)} maxLength={GROUP_NAME.max + 10} data-testid="group-name" />
        <TextInput label={t('group.field.shortName')} required value={draft.shortName} onChange={(e) => set('shortName', e.currentTarget.value)} error={error('shortName')} description={counter(draft.shortName, GROUP_SHORT_NAME.max)} data-testid="group-short-name" />
        <TextInput label={t('group.field.brief')} required value={draft.brief} onChange={(e) => set('brief', e.currentTarget.value)} error={error('brief')} description={counter(draft.brief, GROUP_BRIEF.max)} data-testid="group-brief" />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('group.field.auth')}
          </Text>
          <SegmentedControl
            value={String(draft.auth)}
            onChange={(v) => set('auth', Number(v) as GroupAuth)}
            data={GROUP_AUTHS.map((a) => ({ value: String(a), label: t(`group.auth.${a}`) }))}
            data-testid="group-auth"
          />
          {error('auth') ? <Text size="xs" c="red">{error('auth')}</Text> : null}
        </Stack>
        {draft.auth !== PUBLIC ? (
          <TextInput label={t('group.field.code')} required value={draft.code} onChange={(e) => set('code', e.currentTarget.value)} error={error('code')} description={t('group.form.codeHint')} maxLength={GROUP_CODE_LENGTH} data-testid="group-code" />
        ) : null}
        {withVisible ? <Switch label={t('group.field.visible')} checked={draft.visible} onChange={(e) => set('visible', e.currentTarget.checked)} data-testid="group-visible" /> : null}
        <Tabs defaultValue="write" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="write">{t('group.field.description')}</Tabs.Tab>
            <Tabs.Tab value="preview">Markdown</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="xs">
            <Textarea required autosize minRows={6} maxRows={16} value={draft.description} onChange={(e) => set('description', e.currentTarget.value)} error={error('description')} description={counter(draft.description, GROUP_DESCRIPTION.max)} data-testid="group-description" aria-label={t('group.field.description')} />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="xs">
            <Markdown source={draft.description} userContent />
          </Tabs.Panel>
        </Tabs>
        {serverMsg ? (
          <Alert color="red" data-testid="group-form-error">
            {serverMsg}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('group.form.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={busy} data-testid="group-submit">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
