import { Button, FileButton, Group, NumberInput, SegmentedControl, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from './form-section';
import { useProblemFormCalls, withQuery } from './form-calls';
import type { TestcaseUpload } from './problem-api';
import { useUpload } from './use-upload';
import { JUDGE_CASE_MODES_OF, ProblemType, splitScores, SUBTASK_MODES, type CaseRow } from './problem-draft';
import type { JudgeCaseMode } from '@oj/core';

const numberOrNull = (v: string | number) => (v === '' ? null : Number(v));
const EMPTY_CASE: CaseRow = { input: '', output: '', score: null, groupNum: null };

/** Test data (03 §5): a zip of cases uploaded, or cases typed in; OI scores and subtask group numbers per case. */
export function TestDataField({ draft, change, errors }: SectionProps) {
  const { t } = useTranslation();
  const uploadFile = useUpload();
  const calls = useProblemFormCalls();
  const [busy, setBusy] = useState(false);
  const oi = draft.type === ProblemType.OI;
  const grouped = SUBTASK_MODES.includes(draft.judgeCaseMode);
  const key = draft.isUploadCase ? 'uploadedCases' : 'manualCases';
  const cases = draft[key];
  const setCases = (next: CaseRow[]) => change({ [key]: next });
  const setCase = (i: number, changes: Partial<CaseRow>) => setCases(cases.map((c, k) => (k === i ? { ...c, ...changes } : c)));

  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    const r = await uploadFile<TestcaseUpload>(withQuery(calls.uploadTestcase, `mode=${draft.judgeCaseMode}`), 'file', file);
    setBusy(false);
    if (r.status !== 200 || !r.data) return;
    const rows = r.data.fileList.map((c): CaseRow => ({ input: c.input, output: c.output, score: c.score ?? null, groupNum: c.groupNum ?? null }));
    change({ uploadedCases: oi ? splitScores(rows) : rows, uploadTestcaseDir: r.data.fileListDir });
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <SegmentedControl value={draft.isUploadCase ? 'upload' : 'manual'} onChange={(v) => change({ isUploadCase: v === 'upload' })} data-testid="case-source"
          data={[{ value: 'upload', label: t('adminProblem.uploadCases') }, { value: 'manual', label: t('adminProblem.manualCases') }]} />
        <Select label={t('adminProblem.judgeCaseMode')} w={240} allowDeselect={false} value={draft.judgeCaseMode}
          data={JUDGE_CASE_MODES_OF[draft.type].map((m) => ({ value: m, label: t(m === 'default' ? `adminProblem.judgeCaseMode.default.${draft.type}` : `adminProblem.judgeCaseMode.${m}`) }))}
          onChange={(v) => v && change({ judgeCaseMode: v as JudgeCaseMode })} data-testid="judge-case-mode" />
      </Group>
      {draft.isUploadCase ? (
        <Group>
          <FileButton onChange={(f) => void upload(f)} accept=".zip,application/zip">
            {(props) => <Button {...props} variant="light" loading={busy} data-testid="case-upload">{t('adminProblem.uploadZip')}</Button>}
          </FileButton>
        </Group>
      ) : null}
      {errors.cases ? <Text size="sm" c="red.8" data-testid="cases-error">{errors.cases}</Text> : null}
      {cases.length === 0 ? (
        <Text size="sm" c="dimmed">{t('adminProblem.noCases')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table withTableBorder data-testid="case-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('adminProblem.caseInput')}</Table.Th>
                <Table.Th>{t('adminProblem.caseOutput')}</Table.Th>
                {oi ? <Table.Th>{t('adminProblem.caseScore')}</Table.Th> : null}
                {grouped ? <Table.Th>{t('adminProblem.caseGroup')}</Table.Th> : null}
                {draft.isUploadCase ? null : <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cases.map((c, i) => (
                <Table.Tr key={i} data-testid="case-row">
                  <Table.Td>{i + 1}</Table.Td>
                  {draft.isUploadCase ? (
                    <>
                      <Table.Td><Text ff="monospace" size="sm">{c.input}</Text></Table.Td>
                      <Table.Td><Text ff="monospace" size="sm">{c.output}</Text></Table.Td>
                    </>
                  ) : (
                    <>
                      <Table.Td><Textarea aria-label={`${t('adminProblem.caseInput')} ${i + 1}`} value={c.input} autosize minRows={2} styles={{ input: { fontFamily: 'monospace' } }}
                        onChange={(e) => setCase(i, { input: e.currentTarget.value })} data-testid="case-input" /></Table.Td>
                      <Table.Td><Textarea aria-label={`${t('adminProblem.caseOutput')} ${i + 1}`} value={c.output} autosize minRows={2} styles={{ input: { fontFamily: 'monospace' } }}
                        onChange={(e) => setCase(i, { output: e.currentTarget.value })} data-testid="case-output" /></Table.Td>
                    </>
                  )}
                  {oi ? (
                    <Table.Td w={110}><NumberInput aria-label={`${t('adminProblem.caseScore')} ${i + 1}`} size="xs" min={0} allowDecimal={false} value={c.score ?? ''}
                      onChange={(v) => setCase(i, { score: numberOrNull(v) })} data-testid="case-score" /></Table.Td>
                  ) : null}
                  {grouped ? (
                    <Table.Td w={100}><NumberInput aria-label={`${t('adminProblem.caseGroup')} ${i + 1}`} size="xs" min={1} allowDecimal={false} value={c.groupNum ?? ''}
                      onChange={(v) => setCase(i, { groupNum: numberOrNull(v) })} data-testid="case-group" /></Table.Td>
                  ) : null}
                  {draft.isUploadCase ? null : (
                    <Table.Td w={80}><Button size="compact-xs" variant="subtle" color="red" onClick={() => setCases(cases.filter((_, k) => k !== i))}>{t('adminProblem.remove')}</Button></Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        {draft.isUploadCase ? null : <Button size="xs" variant="light" onClick={() => setCases([...cases, EMPTY_CASE])} data-testid="case-add">{t('adminProblem.addCase')}</Button>}
        {oi && cases.length > 0 ? (
          <Button size="xs" variant="subtle" onClick={() => setCases(splitScores(cases, draft.ioScore))}>{t('adminProblem.splitScores', { total: draft.ioScore })}</Button>
        ) : null}
      </Group>
    </Stack>
  );
}
