import { Alert, Button, Divider, Group, InputWrapper, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, useAdminCall } from '../admin-api';
import { CheckerField } from './checker-field';
import { ExamplesField } from './examples-field';
import { ExtraFilesField } from './extra-files-field';
import { ProblemFormCallsContext, type ProblemFormCalls } from './form-calls';
import type { SectionProps } from './form-section';
import { LanguagesField, TemplatesField } from './languages-field';
import { MarkdownField } from './markdown-field';
import { PROBLEM_API, saveBody, type FormChoices } from './problem-api';
import {
  checkDraft,
  DIFFICULTY_LABELS,
  formFieldOf,
  JUDGE_CASE_MODES_OF,
  PROBLEM_FORM_LIMITS,
  ProblemAuth,
  ProblemType,
  splitScores,
  type ProblemAuthCode,
  type ProblemDraft,
  type ProblemTypeCode,
  type StatementFormat,
} from './problem-draft';
import { TagPicker } from './tag-picker';
import { TestDataField } from './test-data-field';

const AUTHS: readonly ProblemAuthCode[] = [ProblemAuth.PUBLIC, ProblemAuth.PRIVATE, ProblemAuth.CONTEST];
const TYPES: readonly ProblemTypeCode[] = [ProblemType.ACM, ProblemType.OI];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">{title}</Title>
      {children}
    </Paper>
  );
}

const toInt = (v: string | number, fallback: number) => (typeof v === 'number' ? v : v === '' ? fallback : Number(v));

/** Display id, title, limits, difficulty, type and auth. */
function BasicFields({ draft, change, errors, prefix }: SectionProps & { prefix?: string }) {
  const { t } = useTranslation();
  const setType = (type: ProblemTypeCode) => {
    const judgeCaseMode = JUDGE_CASE_MODES_OF[type].includes(draft.judgeCaseMode) ? draft.judgeCaseMode : 'default';
    // 03 §4: choosing OI splits the total evenly over the cases
    const scored = type === ProblemType.OI && draft.type !== ProblemType.OI;
    change({
      type,
      judgeCaseMode,
      ...(scored ? { uploadedCases: splitScores(draft.uploadedCases, draft.ioScore), manualCases: splitScores(draft.manualCases, draft.ioScore) } : {}),
    });
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('adminProblem.problemId')} required value={draft.problemId} maxLength={PROBLEM_FORM_LIMITS.problemIdMax - (prefix?.length ?? 0)} error={errors.problemId}
          leftSection={prefix ? <Text size="sm" fw={600} data-testid="problem-problemId-prefix">{prefix}</Text> : undefined} leftSectionWidth={prefix ? prefix.length * 9 + 16 : undefined}
          onChange={(e) => change({ problemId: e.currentTarget.value })} data-testid="problem-problemId" />
        <TextInput label={t('adminProblem.title')} required value={draft.title} maxLength={PROBLEM_FORM_LIMITS.titleMax} error={errors.title}
          onChange={(e) => change({ title: e.currentTarget.value })} data-testid="problem-title" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput label={t('adminProblem.timeLimit')} min={1} max={PROBLEM_FORM_LIMITS.timeLimitMax} allowDecimal={false} value={draft.timeLimit} error={errors.timeLimit}
          onChange={(v) => change({ timeLimit: toInt(v, 0) })} data-testid="problem-timeLimit" />
        <NumberInput label={t('adminProblem.memoryLimit')} min={1} max={PROBLEM_FORM_LIMITS.memoryLimitMax} allowDecimal={false} value={draft.memoryLimit} error={errors.memoryLimit}
          onChange={(v) => change({ memoryLimit: toInt(v, 0) })} data-testid="problem-memoryLimit" />
        <NumberInput label={t('adminProblem.stackLimit')} min={1} max={PROBLEM_FORM_LIMITS.stackLimitMax} allowDecimal={false} value={draft.stackLimit} error={errors.stackLimit}
          onChange={(v) => change({ stackLimit: toInt(v, 0) })} data-testid="problem-stackLimit" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <Select label={t('adminProblem.difficulty')} allowDeselect={false} value={String(draft.difficulty)} error={errors.difficulty}
          data={DIFFICULTY_LABELS.map((_, i) => ({ value: String(i), label: `${i} · ${t(`adminProblem.difficulty.${i}`)}` }))}
          onChange={(v) => v && change({ difficulty: Number(v) })} data-testid="problem-difficulty" />
        <div>
          <Text size="sm" fw={500} mb={4}>{t('adminProblem.type')}</Text>
          <SegmentedControl fullWidth value={String(draft.type)} onChange={(v) => setType(Number(v) as ProblemTypeCode)} data-testid="problem-type"
            data={TYPES.map((ty) => ({ value: String(ty), label: t(`adminProblem.type.${ty}`) }))} />
        </div>
        {draft.type === ProblemType.OI ? (
          <NumberInput label={t('adminProblem.ioScore')} min={0} max={PROBLEM_FORM_LIMITS.ioScoreMax} allowDecimal={false} value={draft.ioScore} error={errors.ioScore}
            onChange={(v) => change({ ioScore: toInt(v, 0) })} data-testid="problem-ioScore" />
        ) : <div />}
        <Select label={t('adminProblem.auth')} allowDeselect={false} value={String(draft.auth)} error={errors.auth}
          data={AUTHS.map((a) => ({ value: String(a), label: t(`adminProblem.auth.${a}`) }))}
          onChange={(v) => v && change({ auth: Number(v) as ProblemAuthCode })} data-testid="problem-auth-select" />
      </SimpleGrid>
    </Stack>
  );
}

/** File IO and the judging switches. */
function IoFields({ draft, change, errors }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Switch label={t('adminProblem.isRemoveEndBlank')} checked={draft.isRemoveEndBlank} onChange={(e) => change({ isRemoveEndBlank: e.currentTarget.checked })} data-testid="problem-isRemoveEndBlank" />
      <Switch label={t('adminProblem.openCaseResult')} checked={draft.openCaseResult} onChange={(e) => change({ openCaseResult: e.currentTarget.checked })} data-testid="problem-openCaseResult" />
      <Switch label={t('adminProblem.codeShare')} checked={draft.codeShare} onChange={(e) => change({ codeShare: e.currentTarget.checked })} data-testid="problem-codeShare" />
      <Switch label={t('adminProblem.isFileIO')} checked={draft.isFileIO} onChange={(e) => change({ isFileIO: e.currentTarget.checked })} data-testid="problem-isFileIO" />
      {draft.isFileIO ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('adminProblem.ioReadFileName')} required value={draft.ioReadFileName} error={errors.ioReadFileName} placeholder="data.in"
            onChange={(e) => change({ ioReadFileName: e.currentTarget.value })} data-testid="problem-ioReadFileName" />
          <TextInput label={t('adminProblem.ioWriteFileName')} required value={draft.ioWriteFileName} error={errors.ioWriteFileName} placeholder="data.out"
            onChange={(e) => change({ ioWriteFileName: e.currentTarget.value })} data-testid="problem-ioWriteFileName" />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

/**
 * The admin problem form (create and edit, 03 §5): checks the draft the way the server will, sends it,
 * and shows the server's message on a refusal (the server is the authority), at its field where it names one.
 */
/**
 * Where the form sends a problem and what follows a save: the bank's by default; a plugin's page (a contest's
 * own problem) names its API, which takes the same body, and its next step (link the problem, go back).
 */
export interface ProblemFormTarget {
  url: string;
  /** After a 200: receives the answer's data (the created problem's pid and problemId on a create). */
  afterSave: (data: unknown) => void | Promise<void>;
  /** The plugin's own checker-compile and test-data calls (a group's carry its gid); the admin's when absent. */
  calls?: ProblemFormCalls;
  /** A fixed start of the display id (a group's short name, 03 §3), shown before the box; the plugin's API puts it in front of what is sent. */
  problemIdPrefix?: string;
  /** Fields the plugin's API takes in the body's `problem` beside the form's (a group's gid). */
  problemFields?: Record<string, unknown>;
}

export function ProblemForm({ initial, choices, target }: { initial: ProblemDraft; choices: FormChoices; target?: ProblemFormTarget }) {
  const { t } = useTranslation();
  const call = useAdminCall();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const change = (changes: Partial<ProblemDraft>) => {
    setDraft((d) => ({ ...d, ...changes }));
    // a field's message goes once the field is edited
    setErrors((e) => (Object.keys(changes).some((k) => k in e) ? Object.fromEntries(Object.entries(e).filter(([k]) => !(k in changes))) : e));
  };
  const props: SectionProps = { draft, change, errors };

  const save = async () => {
    const issues = checkDraft(draft);
    if (issues.length > 0) {
      const found = Object.fromEntries(issues.map((i) => [i.field, t(`adminProblem.check.${i.problem}`)]));
      setErrors(found);
      notifications.show({ color: 'red', message: t(`adminProblem.check.${issues[0].problem}`) });
      return;
    }
    setBusy(true);
    const body = saveBody(draft, choices.languages);
    const r = await call(target?.url ?? PROBLEM_API.problem, { method: draft.id === undefined ? 'POST' : 'PUT', body: target?.problemFields ? { ...body, problem: { ...body.problem, ...target.problemFields } } : body });
    setBusy(false);
    if (r.status === 200) {
      setErrors({});
      if (target) await target.afterSave(r.data);
      else navigate('/admin/problems');
      return;
    }
    const fromServer = fieldErrorsOf(r);
    setErrors(Object.fromEntries(Object.entries(fromServer).map(([field, msg]) => [formFieldOf(field), msg])));
  };

  const form = (
    <Stack data-testid="problem-form">
      {draft.publishOnCompile ? (
        <Alert color="orange" title={t('adminProblem.hiddenForChecker.title')} data-testid="problem-hidden-for-checker">
          {t('adminProblem.hiddenForChecker.text')}
        </Alert>
      ) : null}
      <Section title={t('adminProblem.section.basic')}><BasicFields {...props} prefix={target?.problemIdPrefix} /></Section>
      <Section title={t('adminProblem.section.statement')}>
        <Stack gap="sm">
          <InputWrapper label={t('adminProblem.statementFormat')} description={t('adminProblem.statementFormatHelp')}>
            <SegmentedControl value={draft.statementFormat} onChange={(v) => change({ statementFormat: v as StatementFormat })} data-testid="problem-statementFormat"
              data={[{ value: 'markdown', label: t('adminProblem.statementFormat.markdown') }, { value: 'html', label: t('adminProblem.statementFormat.html') }]} />
          </InputWrapper>
          <MarkdownField label={t('adminProblem.description')} value={draft.description} format={draft.statementFormat} error={errors.description} minRows={6} testId="problem-description"
            onChange={(description) => change({ description })} />
          <MarkdownField label={t('adminProblem.input')} required value={draft.input} format={draft.statementFormat} error={errors.input} testId="problem-input" onChange={(input) => change({ input })} />
          <MarkdownField label={t('adminProblem.output')} required value={draft.output} format={draft.statementFormat} error={errors.output} testId="problem-output" onChange={(output) => change({ output })} />
          <MarkdownField label={t('adminProblem.hint')} value={draft.hint} format={draft.statementFormat} error={errors.hint} testId="problem-hint" onChange={(hint) => change({ hint })} />
          <MarkdownField label={t('adminProblem.source')} value={draft.source} error={errors.source} minRows={1} uploads={false} testId="problem-source" onChange={(source) => change({ source })} />
        </Stack>
      </Section>
      <Section title={t('adminProblem.section.examples')}><ExamplesField examples={draft.examples} onChange={(examples) => change({ examples })} /></Section>
      <Section title={t('adminProblem.section.tags')}><TagPicker tags={draft.tags} known={choices.tags} error={errors.tags} onChange={(tags) => change({ tags })} /></Section>
      <Section title={t('adminProblem.section.languages')}><LanguagesField {...props} languages={choices.languages} /></Section>
      <Section title={t('adminProblem.section.templates')}><TemplatesField {...props} languages={choices.languages} /></Section>
      <Section title={t('adminProblem.section.judge')}><CheckerField {...props} languages={choices.languages} /></Section>
      <Section title={t('adminProblem.section.testData')}><TestDataField {...props} /></Section>
      <Section title={t('adminProblem.section.io')}><IoFields {...props} /></Section>
      <Section title={t('adminProblem.section.extraFiles')}>
        <Stack>
          <ExtraFilesField label={t('adminProblem.userExtraFile')} files={draft.userExtraFile} error={errors.userExtraFile} testId="user-extra-files"
            onChange={(userExtraFile) => change({ userExtraFile })} />
          <Divider />
          <ExtraFilesField label={t('adminProblem.judgeExtraFile')} files={draft.judgeExtraFile} error={errors.judgeExtraFile} testId="judge-extra-files"
            onChange={(judgeExtraFile) => change({ judgeExtraFile })} />
        </Stack>
      </Section>
      <Group justify="flex-end">
        <Button size="md" onClick={() => void save()} loading={busy} data-testid="problem-save">{t('adminProblem.save')}</Button>
      </Group>
    </Stack>
  );
  return target?.calls ? <ProblemFormCallsContext.Provider value={target.calls}>{form}</ProblemFormCallsContext.Provider> : form;
}
