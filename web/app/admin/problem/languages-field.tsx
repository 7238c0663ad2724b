import { Button, Checkbox, Group, InputWrapper, Paper, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from './code-field';
import type { SectionProps } from './form-section';
import type { LanguageOption } from './problem-api';

const TEMPLATE_MAX = 65_535;

/** The languages users may submit in (a checkbox each, and All). */
export function LanguagesField({ draft, change, errors, languages }: SectionProps & { languages: LanguageOption[] }) {
  const { t } = useTranslation();
  const all = languages.length > 0 && languages.every((l) => draft.languageIds.includes(l.id));
  return (
    <InputWrapper error={errors.languages}>
      <Checkbox mb="xs" label={t('adminProblem.allLanguages')} checked={all} indeterminate={!all && draft.languageIds.length > 0}
        onChange={(e) => change({ languageIds: e.currentTarget.checked ? languages.map((l) => l.id) : [] })} data-testid="language-all" />
      <Checkbox.Group value={draft.languageIds.map(String)} onChange={(v) => change({ languageIds: v.map(Number) })}>
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="xs" data-testid="problem-languages">
          {/* a problem keeps its languages; users are offered only those a judge runner can run (docs/judge.md) */}
          {languages.map((l) => <Checkbox key={l.id} value={String(l.id)} label={l.name} description={l.available === false ? t('adminProblem.languageNotJudgeable') : undefined} />)}
        </SimpleGrid>
      </Checkbox.Group>
    </InputWrapper>
  );
}

/** Code templates per chosen language, each with its enabled switch (an enabled one cannot be empty). */
export function TemplatesField({ draft, change, errors, languages }: SectionProps & { languages: LanguageOption[] }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<string | null>(null);
  const nameOf = (lid: number) => languages.find((l) => l.id === lid)?.name ?? String(lid);
  const offered = languages.filter((l) => draft.languageIds.includes(l.id) && !draft.codeTemplates.some((tpl) => tpl.lid === l.id));
  const set = (lid: number, changes: { code?: string; status?: boolean }) =>
    change({ codeTemplates: draft.codeTemplates.map((tpl) => (tpl.lid === lid ? { ...tpl, ...changes } : tpl)) });
  return (
    <Stack gap="sm">
      {draft.codeTemplates.length === 0 ? <Text size="sm" c="dimmed">{t('adminProblem.noTemplates')}</Text> : null}
      {draft.codeTemplates.map((tpl) => (
        <Paper key={tpl.lid} withBorder p="sm" data-testid="code-template">
          <Group justify="space-between" mb="xs">
            <Text fw={500} size="sm">{t('adminProblem.templateFor', { language: nameOf(tpl.lid) })}</Text>
            <Group gap="xs">
              <Switch label={t('adminProblem.templateEnabled')} checked={tpl.status} onChange={(e) => set(tpl.lid, { status: e.currentTarget.checked })} />
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => change({ codeTemplates: draft.codeTemplates.filter((x) => x.lid !== tpl.lid) })}>{t('adminProblem.remove')}</Button>
            </Group>
          </Group>
          <CodeField label="" value={tpl.code} language={nameOf(tpl.lid)} contentType={languages.find((l) => l.id === tpl.lid)?.contentType} height={200}
            error={tpl.status && tpl.code.trim() === '' ? errors.codeTemplates : undefined} onChange={(code) => set(tpl.lid, { code: code.slice(0, TEMPLATE_MAX) })}
            testId="template-code" />
        </Paper>
      ))}
      {offered.length > 0 ? (
        <Group gap="xs">
          <Select aria-label={t('adminProblem.addTemplate')} placeholder={t('adminProblem.addTemplate')} w={220} value={adding} onChange={setAdding}
            data={offered.map((l) => ({ value: String(l.id), label: l.name }))} data-testid="template-language" />
          <Button variant="light" disabled={!adding} data-testid="template-add"
            onClick={() => {
              if (!adding) return;
              change({ codeTemplates: [...draft.codeTemplates, { lid: Number(adding), code: '', status: true }] });
              setAdding(null);
            }}>{t('adminProblem.addTemplate')}</Button>
        </Group>
      ) : null}
    </Stack>
  );
}
