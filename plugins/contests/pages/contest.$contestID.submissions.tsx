import { Alert, Anchor, Badge, Card, Group, Loader, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { formatTime, LocalDate, Pager, pageOfUrl, StatusTag, useQueryChange } from '@oj/web/app/plugin-kit';
import { contestApi, loadContest, type ContestSubmission, type LoadedContest, type Page } from './contest-api';
import { pluginLoader } from './plugin-loader';
import { CONTEST_SUBMISSION_PAGE_SIZE, titleOf } from './root-data';
import { ContestShell } from './ui/contest-shell';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

const flag = (v: string | null) => v === 'true';
/** Rows still judging (Pending, Compiling, Judging, Submitting) are polled every 2 s (02 §2). */
const UNFINISHED = new Set([5, 6, 7, 9]);
const POLL_MS = 2000;

export async function clientLoader({ params, request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const cid = params.contestID ?? '';
  const url = new URL(request.url);
  const p = url.searchParams;
  const filter = {
    onlyMine: flag(p.get('onlyMine')),
    problemID: p.get('problemID') ?? '',
    status: p.get('status') ?? '',
    username: p.get('username') ?? '',
    containsEnd: flag(p.get('containsEnd')),
    currentPage: pageOfUrl(url, 'currentPage'),
  };
  const loaded = await loadContest(cid);
  if (!loaded.access?.enter) return { loaded, filter, page: { records: [], total: 0 } as Page<ContestSubmission>, error: undefined };
  const answer = await contestApi.submissions(cid, filter);
  return answer.status === 200 && answer.data ? { loaded, filter, page: answer.data, error: undefined } : { loaded, filter, page: { records: [], total: 0 } as Page<ContestSubmission>, error: answer.msg };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

export const meta: MetaFunction = ({ data, matches }) => titleOf((data as { loaded?: LoadedContest } | undefined)?.loaded?.contest?.title ?? 'Contest', matches);

/** The submissions tab (02 §2 ContestSubmissionList): filters, the rows (sealed ones as -5), the 2 s poll of rows still judging. */
export default function ContestSubmissionList() {
  const { loaded, filter, page, error } = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useText();
  const [rows, setRows] = useState(page.records);
  const [username, setUsername] = useState(filter.username);
  const [problem, setProblem] = useState(filter.problemID);
  useEffect(() => setRows(page.records), [page.records]);
  const cid = loaded.contest?.id;
  useEffect(() => {
    const waiting = rows.filter((r) => UNFINISHED.has(r.status)).map((r) => r.submitId);
    if (!cid || !waiting.length) return;
    const timer = setTimeout(() => {
      void contestApi.checkStatus(cid, waiting).then((answer) => {
        if (answer.status !== 200 || !answer.data) return;
        const fresh = answer.data;
        setRows((current) => current.map((r) => fresh[String(r.submitId)] ?? r));
      });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [rows, cid]);
  const change = useQueryChange({ resetPage: 'currentPage', preventScrollReset: true });
  return (
    <ContestShell loaded={loaded} tab="submissions">
      {(contest) => (
        <Stack gap="xs">
          <Card withBorder>
            <Group gap="sm" align="end" wrap="wrap">
              <Switch label={t('contest.submission.onlyMine')} checked={filter.onlyMine} onChange={(e) => change({ onlyMine: e.currentTarget.checked ? 'true' : '' })} data-testid="only-mine" />
              <Switch label={t('contest.submission.containsEnd')} checked={filter.containsEnd} onChange={(e) => change({ containsEnd: e.currentTarget.checked ? 'true' : '' })} data-testid="contains-end" />
              <form onSubmit={(e) => { e.preventDefault(); change({ problemID: problem.trim() }); }}>
                <TextInput label={t('contest.submission.problemFilter')} value={problem} onChange={(e) => setProblem(e.currentTarget.value)} w={100} data-testid="problem-filter" />
              </form>
              <form onSubmit={(e) => { e.preventDefault(); change({ username: username.trim() }); }}>
                <TextInput label={t('contest.submission.username')} value={username} onChange={(e) => setUsername(e.currentTarget.value)} disabled={filter.onlyMine} w={160} data-testid="username-filter" />
              </form>
            </Group>
          </Card>
          {error ? <Alert color="red">{error}</Alert> : null}
          <Card withBorder p={0}>
            <Table.ScrollContainer minWidth={820}>
              <Table striped highlightOnHover verticalSpacing="xs" data-testid="contest-submission-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('contest.submission.id')}</Table.Th>
                    <Table.Th>{t('contest.submission.problem')}</Table.Th>
                    <Table.Th>{t('contest.submission.status')}</Table.Th>
                    {contest.type === 1 ? <Table.Th>{t('contest.submission.score')}</Table.Th> : null}
                    <Table.Th>{t('contest.submission.time')}</Table.Th>
                    <Table.Th>{t('contest.submission.memory')}</Table.Th>
                    <Table.Th>{t('contest.submission.language')}</Table.Th>
                    <Table.Th>{t('contest.submission.user')}</Table.Th>
                    <Table.Th>{t('contest.submission.submitTime')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.submitId} data-testid="contest-submission-row" data-submit-id={row.submitId} data-status={row.status}>
                      <Table.Td>
                        <Anchor component={Link} to={`/contest/${contest.id}/problem/${encodeURIComponent(row.displayId)}/submission-detail/${row.submitId}`} size="sm">
                          {row.submitId}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/contest/${contest.id}/problem/${encodeURIComponent(row.displayId)}`} size="sm">
                          {row.displayId}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <StatusTag code={row.status} />
                          {row.isAfterContest ? <Badge size="xs" color="gray" variant="outline">{t('contest.submission.afterContest')}</Badge> : null}
                          {row.isVirtual ? <Badge size="xs" color="blue" variant="light" data-testid="contest-submission-virtual">{t('contest.virtual.mark')}</Badge> : null}
                        </Group>
                      </Table.Td>
                      {contest.type === 1 ? <Table.Td>{row.score ?? '--'}</Table.Td> : null}
                      <Table.Td>{formatTime(row.time)}</Table.Td>
                      <Table.Td>{row.memory === null ? '--' : `${row.memory}KB`}</Table.Td>
                      <Table.Td>{row.language}</Table.Td>
                      <Table.Td>{row.username}</Table.Td>
                      <Table.Td>
                        <LocalDate value={row.submitTime} locale={i18n.language} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {rows.length === 0 ? (
              <Text ta="center" py="xl" c="dimmed">
                {t('contest.submission.empty')}
              </Text>
            ) : null}
          </Card>
          <Pager total={page.total} current={filter.currentPage} size={page.size ?? CONTEST_SUBMISSION_PAGE_SIZE} pageParam="currentPage" />
        </Stack>
      )}
    </ContestShell>
  );
}
