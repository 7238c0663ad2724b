import { Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExtraFile } from './problem-draft';

const NAME_MAX = 255;

/** Extra files (name and content, both required) placed beside the user's program or the checker. */
export function ExtraFilesField({ label, files, onChange, error, testId }: { label: string; files: ExtraFile[]; onChange(files: ExtraFile[]): void; error?: string; testId: string }) {
  const { t } = useTranslation();
  const set = (i: number, changes: Partial<ExtraFile>) => onChange(files.map((f, k) => (k === i ? { ...f, ...changes } : f)));
  return (
    <Stack gap="xs" data-testid={testId}>
      <Text fw={500} size="sm">{label}</Text>
      {files.map((f, i) => (
        <Paper key={i} withBorder p="xs">
          <Group align="flex-start" gap="xs">
            <TextInput aria-label={`${label}: ${t('adminProblem.fileName')}`} placeholder={t('adminProblem.fileName')} w={200} value={f.name} maxLength={NAME_MAX}
              error={error && f.name.trim() === '' ? error : undefined} onChange={(e) => set(i, { name: e.currentTarget.value })} />
            <Textarea aria-label={`${label}: ${t('adminProblem.fileContent')}`} placeholder={t('adminProblem.fileContent')} style={{ flex: 1 }} value={f.content} autosize minRows={2} maxRows={12}
              styles={{ input: { fontFamily: 'monospace' } }} error={error && f.content === '' ? error : undefined} onChange={(e) => set(i, { content: e.currentTarget.value })} />
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => onChange(files.filter((_, k) => k !== i))}>{t('adminProblem.remove')}</Button>
          </Group>
        </Paper>
      ))}
      <Group><Button size="xs" variant="light" onClick={() => onChange([...files, { name: '', content: '' }])}>{t('adminProblem.addFile')}</Button></Group>
    </Stack>
  );
}
