import { Accordion, Card, Code, Group, Stack, Table, Text } from '@mantine/core';
import type { SubmissionCase } from '@oj/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMemory, formatTime, orEmpty } from '../../format/format';
import { StatusTag } from './status-tag';
import type { CaseResult } from './submission-api';

/**
 * Under a case the server gave details of (its owner and admins, when case results are open to them):
 * the start of what the program printed and the checker's message (or why the run failed).
 */
function CaseDetails({ c, columns }: { c: SubmissionCase; columns: number }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="case-detail">
      <Table.Td colSpan={columns} pt={0}>
        <Stack gap={6}>
          {c.message ? (
            <div>
              <Text size="xs" c="dimmed" fw={600}>{t('submission.caseMessage')}</Text>
              <Code block data-testid="case-message" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 160, overflow: 'auto' }}>{c.message}</Code>
            </div>
          ) : null}
          {typeof c.userOutput === 'string' ? (
            <div>
              <Text size="xs" c="dimmed" fw={600}>{t('submission.caseUserOutput')}</Text>
              <Code block data-testid="case-user-output" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 160, overflow: 'auto' }}>{c.userOutput || t('submission.caseNoOutput')}</Code>
            </div>
          ) : null}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** The cases of one list (all, or one subtask's): id, status, time, memory, score for OI, the test files, and their details when given. */
function CaseRows({ cases, withScore }: { cases: SubmissionCase[]; withScore: boolean }) {
  const { t } = useTranslation();
  const columns = withScore ? 7 : 6;
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table verticalSpacing="xs" data-testid="case-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{t('submission.caseId')}</Table.Th>
            <Table.Th>{t('status.status')}</Table.Th>
            <Table.Th w={90}>{t('status.time')}</Table.Th>
            <Table.Th w={100}>{t('status.memory')}</Table.Th>
            {withScore ? <Table.Th w={70}>{t('status.score')}</Table.Th> : null}
            <Table.Th>{t('submission.input')}</Table.Th>
            <Table.Th>{t('submission.output')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cases.map((c) => (
            <Fragment key={c.caseId}>
              <Table.Tr data-testid="case-row">
                <Table.Td>#{c.caseId}</Table.Td>
                <Table.Td><StatusTag code={c.status} size="sm" /></Table.Td>
                <Table.Td>{formatTime(c.time)}</Table.Td>
                <Table.Td>{formatMemory(c.memory)}</Table.Td>
                {withScore ? <Table.Td>{orEmpty(c.score)}</Table.Td> : null}
                <Table.Td><Text size="sm" ff="monospace">{orEmpty(c.inputData)}</Text></Table.Td>
                <Table.Td><Text size="sm" ff="monospace">{orEmpty(c.outputData)}</Text></Table.Td>
              </Table.Tr>
              {c.message || typeof c.userOutput === 'string' ? <CaseDetails c={c} columns={columns} /> : null}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A submission's case results (01 §3 result payload): the case table, or for subtask_lowest and
 * subtask_average one expandable row per group (groupNum, status, score, ac/total, time, memory).
 */
export function CaseTable({ result, oi }: { result: CaseResult; oi: boolean }) {
  const { t } = useTranslation();
  const groups = result.subTaskJudgeCaseVoList;
  if (!groups) {
    return (
      <Card withBorder p={0}>
        <CaseRows cases={result.judgeCaseList} withScore={oi} />
      </Card>
    );
  }
  return (
    <Accordion variant="separated" multiple data-testid="subtask-groups">
      {groups.map((g) => (
        <Accordion.Item key={g.groupNum} value={String(g.groupNum)} data-testid="subtask-group">
          <Accordion.Control>
            <Group gap="md" wrap="wrap">
              <Text fw={600} w={100}>{t('submission.subtaskNum', { num: g.groupNum })}</Text>
              <StatusTag code={g.status} />
              <Text size="sm"><Text span c="dimmed" size="sm">{t('status.score')} </Text>{g.score}</Text>
              <Text size="sm" data-testid="subtask-ac"><Text span c="dimmed" size="sm">{t('submission.acTotal')} </Text>{g.ac}/{g.total}</Text>
              <Text size="sm"><Text span c="dimmed" size="sm">{t('status.time')} </Text>{formatTime(g.time)}</Text>
              <Text size="sm"><Text span c="dimmed" size="sm">{t('status.memory')} </Text>{formatMemory(g.memory)}</Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <CaseRows cases={g.subtaskDetailList} withScore />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
