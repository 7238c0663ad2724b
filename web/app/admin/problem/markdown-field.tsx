import { Box, Button, FileButton, Group, InputWrapper, SegmentedControl, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown, type TextFormat } from '../../components/markdown/markdown';
import { useUpload } from './use-upload';

const STATEMENT_MAX = 65_535 * 4;
const IMAGE_TYPES = 'image/gif,image/jpeg,image/png,image/bmp,image/webp';
/** The markdown editor's uploads (03 §7 Files): images and attachments, linked into the text. */
const MD_UPLOAD = { image: '/api/file/upload-md-img', file: '/api/file/upload-md-file' } as const;

/** The preview of a statement field: the site's markdown (or HTML), maths and code as the problem page shows them. */
function Preview({ source, format, testId }: { source: string; format: TextFormat; testId: string }) {
  return (
    <Box p="sm" mih={80} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}>
      <Markdown source={source} format={format} testId={`${testId}-preview`} />
    </Box>
  );
}

/** Markdown (or HTML) text for an uploaded image or file (brackets in the name would end the link text). */
export function uploadLink(kind: 'image' | 'file', name: string, link: string, format: TextFormat = 'markdown'): string {
  if (format === 'html') {
    const text = name.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] as string);
    return kind === 'image' ? `<img src="${link}" alt="${text}">` : `<a href="${link}">${text}</a>`;
  }
  const text = name.replace(/[[\]]/g, '');
  return kind === 'image' ? `![${text}](${link})` : `[${text}](${link})`;
}

/** A markdown (or HTML) statement field (description, input, output, hint, source) with Write and Preview, and image and file uploads. */
export function MarkdownField({ label, value, format = 'markdown', onChange, error, required, testId, minRows = 4, uploads = true }: {
  label: string;
  value: string;
  format?: TextFormat;
  onChange(value: string): void;
  error?: string;
  required?: boolean;
  testId: string;
  minRows?: number;
  uploads?: boolean;
}) {
  const { t } = useTranslation();
  const upload = useUpload();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const area = useRef<HTMLTextAreaElement>(null);
  const insert = async (kind: 'image' | 'file', file: File | null) => {
    if (!file) return;
    const r = await upload<{ link: string }>(MD_UPLOAD[kind], kind, file);
    if (r.status !== 200 || !r.data) return;
    const at = area.current?.selectionStart ?? value.length;
    onChange(`${value.slice(0, at)}${uploadLink(kind, file.name, r.data.link, format)}${value.slice(at)}`);
  };
  return (
    <InputWrapper label={label} required={required} error={error}>
      <Group justify="flex-end" gap="xs" mb={4}>
        {uploads && mode === 'write' ? (
          <>
            <FileButton onChange={(f) => void insert('image', f)} accept={IMAGE_TYPES}>
              {(props) => <Button {...props} size="compact-xs" variant="subtle" aria-label={`${t('adminProblem.uploadImage')}: ${label}`}>{t('adminProblem.uploadImage')}</Button>}
            </FileButton>
            <FileButton onChange={(f) => void insert('file', f)}>
              {(props) => <Button {...props} size="compact-xs" variant="subtle" aria-label={`${t('adminProblem.uploadFile')}: ${label}`}>{t('adminProblem.uploadFile')}</Button>}
            </FileButton>
          </>
        ) : null}
        <SegmentedControl size="xs" value={mode} onChange={(v) => setMode(v as 'write' | 'preview')} aria-label={label}
          data={[{ value: 'write', label: t('adminProblem.write') }, { value: 'preview', label: t('adminProblem.preview') }]} />
      </Group>
      {mode === 'write' ? (
        <Textarea ref={area} aria-label={label} value={value} maxLength={STATEMENT_MAX} autosize minRows={minRows} maxRows={20} error={Boolean(error)}
          onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId} />
      ) : (
        <Preview source={value} format={format} testId={testId} />
      )}
    </InputWrapper>
  );
}
