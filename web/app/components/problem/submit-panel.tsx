import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '../api';
import { useAuthDialog } from '../auth-dialog';
import { CODE_MAX_LENGTH, type EditorState } from '../editor/editor-settings';
import { problemApi, type ProblemDetail } from './problem-api';
import { languageLimits } from '../../format/problem-limits';
import type { LanguageFacts } from './use-content-types';

/** What the page checks before sending code (01 §5); the server checks again. */
export function codeProblem(code: string): 'problem.codeEmpty' | 'problem.codeTooLong' | undefined {
  if (code.trim() === '') return 'problem.codeEmpty';
  if (code.length > CODE_MAX_LENGTH) return 'problem.codeTooLong';
  return undefined;
}

/**
 * The submit button: signed-out visitors get 'Please login first' and the login dialog (01 §5); the
 * code is checked, sent to `POST /api/submit-problem-judge`, and the server's answer shown as it came.
 */
export function SubmitPanel({ problem, state, signedIn, disabled, facts }: { problem: ProblemDetail | undefined; state: EditorState; signedIn: boolean; disabled?: boolean; facts?: LanguageFacts }) {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Envelope<{ submitId?: number } | null>>();
  const limits = problem ? languageLimits(problem, facts) : undefined;

  const submit = async () => {
    if (!problem) return;
    if (!signedIn) {
      notifications.show({ color: 'yellow', message: t('problem.loginFirst') });
      open('login');
      return;
    }
    const refused = codeProblem(state.code);
    if (refused) {
      notifications.show({ color: 'yellow', message: t(refused, { max: CODE_MAX_LENGTH }) });
      return;
    }
    setBusy(true);
    const result = await problemApi.submit({ pid: problem.id, language: state.language, code: state.code, cid: 0, tid: null, gid: problem.gid ?? null, isRemote: problem.isRemote });
    setBusy(false);
    setAnswer(result);
    if (result.status === 200) notifications.show({ color: 'green', message: t('problem.submitOk') });
  };

  return (
    <>
      <Group justify="flex-end" gap="xs">
        {limits ? <Text size="sm" c="dimmed" data-testid="language-limits">{t('problem.languageLimits', { language: state.language, time: limits.time, memory: limits.memory })}</Text> : null}
        <Text size="sm" c="dimmed">{t('problem.codeLength', { length: state.code.length })}</Text>
        <Button onClick={submit} loading={busy} disabled={disabled || !problem} data-testid="submit-button">{t('problem.submit')}</Button>
      </Group>
      {answer ? (
        <Alert color={answer.status === 200 ? 'green' : 'red'} withCloseButton onClose={() => setAnswer(undefined)} data-testid="submit-answer">
          {answer.status === 200 ? t('problem.submitOkId', { id: answer.data?.submitId ?? '' }) : answer.msg}
        </Alert>
      ) : null}
    </>
  );
}
