import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EXAMPLES_ADVISED, type Example } from './problem-draft';

/** The statement's examples: input and output pairs, two advised (03 §5). */
export function ExamplesField({ examples, onChange }: { examples: Example[]; onChange(examples: Example[]): void }) {
  const { t } = useTranslation();
  const set = (i: number, changes: Partial<Example>) => onChange(examples.map((e, k) => (k === i ? { ...e, ...changes } : e)));
  return (
    <Stack gap="sm">
      {examples.map((e, i) => (
        <Paper key={i} withBorder p="sm" data-testid="example">
          <Group justify="space-between" mb="xs">
            <Text fw={500} size="sm">{t('adminProblem.example', { n: i + 1 })}</Text>
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => onChange(examples.filter((_, k) => k !== i))}>{t('adminProblem.remove')}</Button>
          </Group>
          <Group grow align="flex-start">
            <Textarea label={t('adminProblem.exampleInput', { n: i + 1 })} value={e.input} autosize minRows={3} styles={{ input: { fontFamily: 'monospace' } }}
              onChange={(ev) => set(i, { input: ev.currentTarget.value })} data-testid="example-input" />
            <Textarea label={t('adminProblem.exampleOutput', { n: i + 1 })} value={e.output} autosize minRows={3} styles={{ input: { fontFamily: 'monospace' } }}
              onChange={(ev) => set(i, { output: ev.currentTarget.value })} data-testid="example-output" />
          </Group>
        </Paper>
      ))}
      <Group>
        <Button size="xs" variant="light" onClick={() => onChange([...examples, { input: '', output: '' }])} data-testid="example-add">{t('adminProblem.addExample')}</Button>
        {examples.length > EXAMPLES_ADVISED ? <Text size="sm" c="orange.9">{t('adminProblem.examplesAdvised', { n: EXAMPLES_ADVISED })}</Text> : null}
      </Group>
    </Stack>
  );
}
