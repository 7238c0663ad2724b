import './submission-code.css';
import { Button, Card, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../markdown/markdown';
import { submissionApi } from './submission-api';

/** highlight.js's name for a site language (the markdown renderer knows these); others stay plain text. */
export function highlightLanguageOf(language: string): string {
  const name = language.toLowerCase();
  const known: Array<[RegExp, string]> = [
    [/^c\+\+|^g\+\+|clang\+\+|cpp/, 'cpp'], [/^c\b|^gcc|^clang\b/, 'c'], [/java(?!script)/, 'java'], [/python|pypy/, 'python'],
    [/golang|^go\b/, 'go'], [/javascript|node/, 'javascript'], [/php/, 'php'], [/ruby/, 'ruby'], [/rust/, 'rust'], [/pascal|delphi/, 'delphi'], [/bash|shell/, 'bash'],
  ];
  return known.find(([pattern]) => pattern.test(name))?.[1] ?? 'plaintext';
}

/** The code as a fenced block with a fence longer than any backtick run inside it. */
export function fencedCode(code: string, language: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  // the fence's own line break ends the last line: a final newline of the code would show as an empty line
  return `${fence}${highlightLanguageOf(language)}\n${code.replace(/\n$/, '')}\n${fence}`;
}

export interface SubmissionCodeProps {
  submitId: number;
  code: string;
  language: string;
  /** The viewer owns it and the problem allows sharing: the Shared/Unshared button shows. */
  canShare: boolean;
  share: boolean;
}

/** The highlighted code with the footer of 01 §2: Copy, and Shared/Unshared for the owner. */
export function SubmissionCode({ submitId, code, language, canShare, share: initialShare }: SubmissionCodeProps) {
  const { t } = useTranslation();
  const [share, setShare] = useState(initialShare);
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notifications.show({ color: 'green', message: t('submission.copied') });
    } catch {
      notifications.show({ color: 'red', message: t('submission.copyFailed') });
    }
  };
  const toggleShare = async () => {
    setBusy(true);
    const answer = await submissionApi.share(submitId, !share);
    setBusy(false);
    // a failure was shown by api()
    if (answer.status !== 200) return;
    setShare(!share);
    notifications.show({ color: 'green', message: t(share ? 'submission.unshareOk' : 'submission.shareOk') });
  };
  return (
    <Card withBorder p={0} data-testid="submission-code">
      <Group justify="space-between" px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Text fw={600} size="sm">{t('submission.code')} <Text span c="dimmed" size="sm">· {language}</Text></Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => void copy()} data-testid="copy-code">{t('submission.copy')}</Button>
          {canShare ? (
            <Button size="xs" variant={share ? 'filled' : 'default'} color={share ? 'green' : undefined} loading={busy} onClick={() => void toggleShare()} aria-pressed={share} data-testid="share-code">
              {t(share ? 'submission.shared' : 'submission.unshared')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Markdown source={fencedCode(code, language)} className="oj-submission-code" testId="code-view" />
    </Card>
  );
}
