import { Box, Group, InputWrapper, SegmentedControl, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../components/markdown/markdown';

const STATEMENT_MAX = 65_535 * 4;

/** The preview of a statement field: the site's markdown, maths and code as the problem page shows them. */
function Preview({ source, testId }: { source: string; testId: string }) {
  return (
    <Box p="sm" mih={80} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}>
      <Markdown source={source} testId={`${testId}-preview`} />
    </Box>
  );
}

/** A markdown statement field (description, input, output, hint, source) with Write and Preview. */
export function MarkdownField({ label, value, onChange, error, required, testId, minRows = 4 }: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  required?: boolean;
  testId: string;
  minRows?: number;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  return (
    <InputWrapper label={label} required={required} error={error}>
      <Group justify="flex-end" mb={4}>
        <SegmentedControl size="xs" value={mode} onChange={(v) => setMode(v as 'write' | 'preview')} aria-label={label}
          data={[{ value: 'write', label: t('adminProblem.write') }, { value: 'preview', label: t('adminProblem.preview') }]} />
      </Group>
      {mode === 'write' ? (
        <Textarea aria-label={label} value={value} maxLength={STATEMENT_MAX} autosize minRows={minRows} maxRows={20} error={Boolean(error)}
          onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId} />
      ) : (
        <Preview source={value} testId={testId} />
      )}
    </InputWrapper>
  );
}
