import { Anchor, Loader, Stack, Table, Text } from '@mantine/core';
import { Link, useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMemory, formatTime } from '../../format/format';
import { LocalDate } from '../local-date';
import { api } from '../api';
import { checkSubmissionsStatus, isInProgress, useSubmissionUpdates, type SubmissionPoll } from '../submission/use-submission-updates';
import { problemApi, type SubmissionRow } from './problem-api';
import { VerdictBadge } from './verdict-badge';

/** My Submission lists the user's latest 10 of the problem (01 §2). */
export const MY_SUBMISSION_PAGE_SIZE = 10;

/**
 * The My Submission tab: the signed-in user's latest submissions of the problem, newest first; a row
 * opens its detail page and in-progress rows change live. `refresh` changes when the page submitted.
 */
export function MySubmissions({ problemId, refresh, cid, gid, detailPath = '/submission-detail' }: { problemId: string; refresh: string; cid?: number; gid?: number; detailPath?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [rows, setRows] = useState<SubmissionRow[]>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    void problemApi.mySubmissions(problemId, MY_SUBMISSION_PAGE_SIZE, cid, gid).then((answer) => {
      if (!live) return;
      if (answer.status === 200 && answer.data) setRows(answer.data.records);
      else setError(answer.msg);
    });
    return () => {
      live = false;
    };
  }, [problemId, refresh, cid, gid]);

  const following = (rows ?? []).filter((r) => isInProgress(r.status)).map((r) => r.submitId);
  useSubmissionUpdates(
    following,
    (change) => setRows((current) => current?.map((r) => (r.submitId === change.submitId ? { ...r, status: change.status, time: change.time, memory: change.memory, score: change.score } : r))),
    cid ? checkContestSubmissionsStatus(cid) : checkSubmissionsStatus(0),
  );

  if (error !== undefined) return <Text c="red" data-testid="my-submissions">{error}</Text>;
  if (!rows) return <Stack align="center" py="xl" data-testid="my-submissions"><Loader size="sm" /></Stack>;
  if (rows.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl" data-testid="my-submissions" data-page-size={MY_SUBMISSION_PAGE_SIZE}>
        <Text fw={600}>{t('submit.mySubmission.empty')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" data-testid="my-submissions" data-page-size={MY_SUBMISSION_PAGE_SIZE}>
      <Table.ScrollContainer minWidth={420}>
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('submit.mySubmission.when')}</Table.Th>
              <Table.Th>{t('submit.mySubmission.status')}</Table.Th>
              <Table.Th>{t('submit.mySubmission.time')}</Table.Th>
              <Table.Th>{t('submit.mySubmission.memory')}</Table.Th>
              <Table.Th>{t('submit.mySubmission.language')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.submitId} onClick={() => navigate(`${detailPath}/${row.submitId}`)} style={{ cursor: 'pointer' }} data-testid="my-submission-row" data-submit-id={row.submitId}>
                <Table.Td>
                  <Anchor component={Link} to={`${detailPath}/${row.submitId}`} size="sm" onClick={(e) => e.stopPropagation()}>
                    <LocalDate value={row.submitTime} locale={i18n.language} />
                  </Anchor>
                </Table.Td>
                <Table.Td><VerdictBadge status={row.status} testId="my-submission-status" /></Table.Td>
                <Table.Td>{formatTime(row.time)}</Table.Td>
                <Table.Td>{formatMemory(row.memory)}</Table.Td>
                <Table.Td>{row.language}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('submit.mySubmission.hint')}{' '}
        <Anchor component={Link} to={cid ? `/contest/${cid}/submissions?onlyMine=true&problemID=${encodeURIComponent(problemId)}` : `${gid ? `/group/${gid}/status` : '/status'}?onlyMine=true&problemID=${encodeURIComponent(problemId)}&completeProblemID=true`} size="xs">{t('submit.mySubmission.all')}</Anchor>
      </Text>
    </Stack>
  );
}

/** A contest's rows are polled through the contests plugin's `check-contest-submissions-status` (the core's answers non-contest rows only). */
function checkContestSubmissionsStatus(cid: number): SubmissionPoll {
  return async (submitIds) => {
    const answer = await api<Record<string, { submitId: number; uid: string; pid: number; status: number; score: number | null; time: number | null; memory: number | null }> | null>('/api/check-contest-submissions-status', { method: 'POST', body: { submitIds, cid }, quiet: 'background polling: a failure stops it (01 §8) and the rows keep their last status' });
    if (answer.status !== 200 || !answer.data) throw new Error(answer.msg);
    return Object.values(answer.data).map(({ submitId, uid, pid, status, score, time, memory }) => ({ submitId, uid, pid, cid, status, score, time, memory }));
  };
}
