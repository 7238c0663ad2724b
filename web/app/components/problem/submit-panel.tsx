import { Alert, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Link } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginFirst } from '../login-first';
import { CODE_MAX_LENGTH, type EditorState } from '../editor/editor-settings';
import { CaptchaDialog } from './captcha-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { problemApi, type ProblemDetail, type SubmissionRow, type SubmitRequest } from './problem-api';
import { confirmSubmit } from './submit-hooks';
import type { useSubmitState } from './submit-state';
import { TestRunDrawer } from './test-run-drawer';
import { ACCEPTED, NOT_SUBMITTED, VerdictBadge } from './verdict-badge';

/** What the page checks before sending code (01 §5); the server checks again. */
export function codeProblem(code: string): 'problem.codeEmpty' | 'problem.codeTooLong' | undefined {
  if (code.trim() === '') return 'problem.codeEmpty';
  if (code.length > CODE_MAX_LENGTH) return 'problem.codeTooLong';
  return undefined;
}

export interface SubmitPanelProps {
  problem: ProblemDetail | undefined;
  state: EditorState;
  signedIn: boolean;
  disabled?: boolean;
  flow: ReturnType<typeof useSubmitState>;
  /** The user's mark on the problem (-10: never submitted); undefined for guests or while loading. */
  myStatus: number | undefined;
  /** Puts code in the editor (the recent accepted code). */
  onCode: (changes: Partial<EditorState>) => void;
  /** The training the submission is made in (its plugin's submission context decides), if any. */
  tid?: number;
  /** The contest the submission is made in (the contests plugin's submission context decides), if any. */
  cid?: number;
  /** Where the submission's detail opens (`<detailPath>/<submitId>`; the core's /submission-detail by default). */
  detailPath?: string;
}

/**
 * The submit button and its companions (01 §2, §4, §5): signed-out visitors get 'Please login first'
 * and the login dialog; a second submission is confirmed, then the plugins' confirmations of the
 * context are asked; Submitting shows while the call is out and the status tag follows the row until
 * its verdict; a refused submit resets the state and shows the server's words (a captcha when it asks
 * for one). Beside it: the test run and 'Get recent accepted code'.
 */
export function SubmitPanel({ problem, state, signedIn, disabled, flow, myStatus, onCode, tid, cid, detailPath = '/submission-detail' }: SubmitPanelProps) {
  const { t } = useTranslation();
  const loginFirst = useLoginFirst();
  const [again, againDialog] = useDisclosure(false);
  const [lastAc, lastAcDialog] = useDisclosure(false);
  const [captcha, setCaptcha] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [testRun, testRunDrawer] = useDisclosure(false);
  // closing the notice hides it; the status tag keeps following the submission
  const [dismissed, setDismissed] = useState<number>();
  const busy = flow.state.status === 9 && flow.state.submitId === undefined;

  const send = async (answer?: { captcha: string; captchaKey: string }) => {
    if (!problem) return;
    const body: SubmitRequest = { pid: problem.id, language: state.language, code: state.code, cid: cid ?? 0, tid: tid ?? null, gid: problem.gid ?? null, isRemote: problem.isRemote, ...answer };
    setRefusal(undefined);
    flow.submitting();
    const result = await problemApi.submit(body);
    if (result.status === 200 && result.data && 'submitId' in result.data) {
      const row = result.data as SubmissionRow;
      flow.submitted(row.submitId, row.status);
      notifications.show({ color: 'green', message: result.msg || t('problem.submitOk') });
      return;
    }
    flow.reset();
    if (result.data && 'requireCaptcha' in result.data && result.data.requireCaptcha) {
      setCaptcha(result.msg);
      return;
    }
    setRefusal(result.msg);
  };

  /** After the checks and the second-submission prompt: the plugins' confirmations, then the call. */
  const confirmed = async () => {
    if (!problem) return;
    const go = await confirmSubmit(cid ? 'contest' : tid ? 'training' : problem.gid ? 'group' : 'problem', { pid: problem.id, problemId: problem.problemId, language: state.language, code: state.code, cid: cid ?? 0, tid: tid ?? null, gid: problem.gid ?? null, myStatus });
    if (go) await send();
  };

  const submit = () => {
    if (!problem) return;
    if (!signedIn) return loginFirst();
    const refused = codeProblem(state.code);
    if (refused) {
      notifications.show({ color: 'yellow', message: t(refused, { max: CODE_MAX_LENGTH }) });
      return;
    }
    const hasSubmission = flow.state.submitId !== undefined || (myStatus !== undefined && myStatus !== NOT_SUBMITTED);
    if (hasSubmission) againDialog.open();
    else void confirmed();
  };

  const loadLastAc = async () => {
    if (!problem) return;
    const answer = await problemApi.lastAcCode(problem.id, cid);
    // a failure was shown by api()
    if (answer.status !== 200 || !answer.data) return;
    onCode({ language: answer.data.language, code: answer.data.code });
    notifications.show({ color: 'green', message: t('submit.lastAcLoaded') });
  };

  const askLastAc = () => {
    if (!signedIn) return loginFirst();
    // the spec allows it only once the problem is solved (01 §5); the server refuses in the same words
    if (myStatus !== ACCEPTED) {
      notifications.show({ color: 'yellow', message: t('submit.lastAcNotPassed') });
      return;
    }
    lastAcDialog.open();
  };

  const { submitId, status } = flow.state;
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          {/* a remote judge runs submissions only: no test run on its problems */}
          {problem?.isRemote ? null : (
            <Button size="xs" variant="light" onClick={() => (signedIn ? testRunDrawer.open() : loginFirst())} disabled={!problem} data-testid="test-run-button">{t('testRun.open')}</Button>
          )}
          <Button size="xs" variant="light" color="teal" onClick={askLastAc} disabled={!problem} data-testid="last-ac-button">{t('submit.lastAc')}</Button>
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed">{t('problem.codeLength', { length: state.code.length })}</Text>
          {status !== undefined ? <VerdictBadge status={status} testId="submit-status" /> : null}
          <Button onClick={submit} loading={busy} disabled={disabled || !problem} data-testid="submit-button">{t('problem.submit')}</Button>
        </Group>
      </Group>
      {submitId !== undefined && submitId !== dismissed ? (
        <Alert color="green" withCloseButton onClose={() => setDismissed(submitId)} data-testid="submit-answer">
          <Group gap="xs">
            <Text size="sm">{t('submit.submittedOk')}</Text>
            <Text size="sm" component={Link} to={`${detailPath}/${submitId}`} td="underline" data-testid="submit-detail-link">#{submitId}</Text>
          </Group>
        </Alert>
      ) : null}
      {refusal !== undefined ? (
        <Alert color="red" withCloseButton onClose={() => setRefusal(undefined)} data-testid="submit-answer" role="alert">
          {refusal}
        </Alert>
      ) : null}
      <ConfirmDialog opened={again} onClose={againDialog.close} onConfirm={() => void confirmed()} title={t('submit.againTitle')} message={t('submit.againConfirm')} testId="submit-again" />
      <ConfirmDialog opened={lastAc} onClose={lastAcDialog.close} onConfirm={() => void loadLastAc()} title={t('submit.lastAc')} message={t('submit.lastAcConfirm')} testId="last-ac" />
      <CaptchaDialog opened={captcha !== undefined} message={captcha ?? ''} onClose={() => setCaptcha(undefined)} onAnswer={(answer, captchaKey) => { setCaptcha(undefined); void send({ captcha: answer, captchaKey }); }} />
      {problem ? <TestRunDrawer opened={testRun} onClose={testRunDrawer.close} problem={problem} state={state} cid={cid} /> : null}
    </>
  );
}
