import { Button, Code, Group, InputWrapper, Modal, ScrollArea, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalTarget, send } from '../admin-api';
import { CodeField } from './code-field';
import type { SectionProps } from './form-section';
import { useProblemFormCalls } from './form-calls';
import type { LanguageOption } from './problem-api';
import { checkerNeedsCompile, extraFileMap, JUDGE_MODES, PROBLEM_FORM_LIMITS, ProblemAuth } from './problem-draft';
import type { JudgeMode } from '@oj/core';

/** Checkers and interactors are C or C++: the site's languages of those editor modes (by name where a list has no mode). */
const CHECKER_CONTENT_TYPES = ['text/x-csrc', 'text/x-c++src'];
const CHECKER_NAME = /^C(\+\+)?(\s|$)/;
const isCheckerLanguage = (l: LanguageOption) => (l.contentType ? CHECKER_CONTENT_TYPES.includes(l.contentType) : CHECKER_NAME.test(l.name));

/** What a failed compile answers: the message, and the compiler's output where the server sends it apart. */
function compileOutputOf(data: unknown): string {
  if (typeof data === 'string') return data;
  const d = data as { compileMessage?: unknown } | null;
  return typeof d?.compileMessage === 'string' ? d.compileMessage : '';
}

/** Judge mode, and for a special or interactive judge its code, its language and the Compile button (03 §4). */
export function CheckerField({ draft, change, errors, languages }: SectionProps & { languages: LanguageOption[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const calls = useProblemFormCalls();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ msg: string; output: string }>();
  const checkerLanguages = [...new Set([draft.spjLanguage, ...languages.filter(isCheckerLanguage).map((l) => l.name)])];
  const compile = async () => {
    setBusy(true);
    const path = draft.judgeMode === 'interactive' ? calls.compileInteractive : calls.compileSpj;
    const r = await send(path, { method: 'POST', body: { code: draft.spjCode, pid: draft.id ?? null, language: draft.spjLanguage, extraFiles: extraFileMap(draft.judgeExtraFile) } });
    setBusy(false);
    if (r.status === 200) {
      notifications.show({ color: 'green', message: r.msg || t('adminProblem.compiled') });
      // the stored checker of a problem its import hid has compiled: the server made it public
      const published = (r.data as { published?: boolean } | null)?.published === true;
      change({ compiled: { code: draft.spjCode, language: draft.spjLanguage }, ...(published ? { publishOnCompile: false, auth: ProblemAuth.PUBLIC } : {}) });
      return;
    }
    const target = refusalTarget(r.status);
    if (target) {
      navigate(target);
      return;
    }
    const output = compileOutputOf(r.data);
    // the message quotes the compiler's output: shown once, in its own block
    setFailure({ msg: output && r.msg.includes(output) ? r.msg.replace(output, '').trim() : r.msg, output });
  };
  const mode = draft.judgeMode;
  return (
    <Stack gap="sm">
      <InputWrapper label={t('adminProblem.judgeMode')}>
        <SegmentedControl fullWidth value={mode} onChange={(v) => change({ judgeMode: v as JudgeMode })} data-testid="judge-mode"
          data={JUDGE_MODES.map((m) => ({ value: m, label: t(`adminProblem.judgeMode.${m}`) }))} />
      </InputWrapper>
      {mode === 'default' ? null : (
        <>
          <Group align="flex-end" gap="xs">
            <Select label={t('adminProblem.checkerLanguage')} w={220} allowDeselect={false} value={draft.spjLanguage}
              data={checkerLanguages.map((l) => ({ value: l, label: l }))} onChange={(v) => v && change({ spjLanguage: v })} data-testid="checker-language" />
            <Button onClick={() => void compile()} loading={busy} disabled={draft.spjCode.trim() === ''} data-testid="checker-compile">{t('adminProblem.compile')}</Button>
            {checkerNeedsCompile(draft) ? <Text size="sm" c="orange.9">{t('adminProblem.compileNeeded')}</Text> : null}
          </Group>
          <CodeField label={t(`adminProblem.checkerCode.${mode}`)} value={draft.spjCode} language={draft.spjLanguage} height={360}
            contentType={languages.find((l) => l.name === draft.spjLanguage)?.contentType} error={errors.spjCode}
            onChange={(spjCode) => change({ spjCode: spjCode.slice(0, PROBLEM_FORM_LIMITS.checkerCodeMax) })} testId="checker-code" />
        </>
      )}
      <Modal opened={failure !== undefined} onClose={() => setFailure(undefined)} title={t('adminProblem.compileError')} size="xl" centered
        closeButtonProps={{ 'aria-label': t('adminProblem.close') }}>
        <Stack data-testid="compile-error">
          <Text>{failure?.msg}</Text>
          {failure?.output ? (
            <ScrollArea.Autosize mah={400}><Code block>{failure.output}</Code></ScrollArea.Autosize>
          ) : null}
          <Group justify="flex-end"><Button onClick={() => setFailure(undefined)}>{t('adminProblem.close')}</Button></Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
