import { Alert, Button, Code, Drawer, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH, type EditorState } from '../editor/editor-settings';
import { isInProgress } from '../submission/use-submission-updates';
import { codeProblem } from './submit-panel';
import { parseExamples } from './examples';
import { problemApi, type ProblemDetail, type TestRunResult } from './problem-api';
import { VerdictBadge } from './verdict-badge';

/** 01 §5: the test input is at most 1000 characters (core's TEST_INPUT_MAX_LENGTH; the server refuses more). */
export const TEST_INPUT_MAX_LENGTH = 1000;
/** The expected output the server takes (its own limit, 'at most 10000 characters'). */
export const EXPECTED_OUTPUT_MAX_LENGTH = 10_000;
/** 01 §4, §9: a test run is polled every second. */
export const TEST_RUN_POLL_MS = 1000;
/** Give up after this many polls (the judge's longest limits are far shorter). */
const MAX_TEST_RUN_POLLS = 300;

/**
 * The online test run (01 §2, §4): the editor's code on the user's input (the first sample to start
 * with) and an optional expected output; the result is polled every second until it leaves
 * Pending/Compiling/Judging, then shown with time, memory, output, error output and the sample an
 * Accepted output matched.
 */
export function TestRunDrawer({ opened, onClose, problem, state, cid }: { opened: boolean; onClose: () => void; problem: ProblemDetail; state: EditorState; cid?: number }) {
  const { t } = useTranslation();
  const [input, setInput] = useState(() => parseExamples(problem.examples)[0]?.input ?? '');
  const [expected, setExpected] = useState('');
  const [result, setResult] = useState<TestRunResult>();
  const [error, setError] = useState<string>();
  const [running, setRunning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const poll = (key: string, polls: number) => {
    timer.current = setTimeout(async () => {
      const answer = await problemApi.testRunResult(key);
      if (answer.status !== 200 || !answer.data) {
        setError(answer.msg);
        setRunning(false);
        return;
      }
      setResult(answer.data);
      if (isInProgress(answer.data.status) && polls + 1 < MAX_TEST_RUN_POLLS) poll(key, polls + 1);
      else setRunning(false);
    }, TEST_RUN_POLL_MS);
  };

  const run = async () => {
    const refused = codeProblem(state.code);
    if (refused) return setError(t(refused, { max: CODE_MAX_LENGTH }));
    if (input.length > TEST_INPUT_MAX_LENGTH) return setError(t('testRun.inputTooLong', { max: TEST_INPUT_MAX_LENGTH }));
    clearTimeout(timer.current);
    setError(undefined);
    setResult(undefined);
    setRunning(true);
    const answer = await problemApi.testRun({
      pid: problem.id, type: cid ? 'contest' : 'public', ...(cid ? { cid } : {}), code: state.code, language: state.language, userInput: input, expectedOutput: expected, mode: problem.judgeMode, isRemoteJudge: problem.isRemote,
    });
    if (answer.status !== 200 || typeof answer.data !== 'string') {
      setRunning(false);
      setError(answer.msg);
      return;
    }
    poll(answer.data, 0);
  };

  const tooLong = input.length > TEST_INPUT_MAX_LENGTH;
  return (
    <Drawer opened={opened} onClose={onClose} title={t('testRun.title')} position="right" size="md" data-testid="test-run-drawer">
      <Stack gap="sm">
        <Textarea
          label={t('testRun.input')}
          value={input}
          onChange={(e) => setInput(e.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={12}
          error={tooLong ? t('testRun.inputTooLong', { max: TEST_INPUT_MAX_LENGTH }) : undefined}
          description={<span data-testid="test-run-count">{t('testRun.count', { length: input.length, max: TEST_INPUT_MAX_LENGTH })}</span>}
          styles={{ input: { fontFamily: 'monospace' } }}
          data-testid="test-run-input"
        />
        <Textarea
          label={t('testRun.expected')}
          value={expected}
          onChange={(e) => setExpected(e.currentTarget.value)}
          maxLength={EXPECTED_OUTPUT_MAX_LENGTH}
          autosize
          minRows={2}
          maxRows={8}
          styles={{ input: { fontFamily: 'monospace' } }}
          data-testid="test-run-expected"
        />
        <Group justify="flex-end">
          <Button onClick={() => void run()} loading={running} disabled={tooLong} data-testid="test-run-run">{t('testRun.run')}</Button>
        </Group>
        {error !== undefined ? <Alert color="red" data-testid="test-run-error">{error}</Alert> : null}
        {result ? <TestRunOutcome result={result} /> : null}
      </Stack>
    </Drawer>
  );
}

function TestRunOutcome({ result }: { result: TestRunResult }) {
  const { t } = useTranslation();
  const judged = !isInProgress(result.status);
  return (
    <Stack gap="xs" data-testid="test-run-result">
      <Group gap="xs">
        <VerdictBadge status={result.status} testId="test-run-status" />
        {judged && result.time !== null && result.memory !== null ? <Text size="sm" c="dimmed">{t('testRun.timeMemory', { time: result.time, memory: result.memory })}</Text> : null}
      </Group>
      {result.sampleIndex ? <Text size="sm" c="green" data-testid="test-run-sample">{t('testRun.sampleMatched', { index: result.sampleIndex })}</Text> : null}
      {judged && result.userOutput !== null ? (
        <>
          <Text size="sm" fw={600}>{t('testRun.output')}</Text>
          <Code block data-testid="test-run-output">{result.userOutput}</Code>
        </>
      ) : null}
      {result.stderr ? (
        <>
          <Text size="sm" fw={600}>{t('testRun.stderr')}</Text>
          <Code block c="red" data-testid="test-run-stderr">{result.stderr}</Code>
        </>
      ) : null}
    </Stack>
  );
}
