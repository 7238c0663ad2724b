import { Badge, Card, darken, Group, Loader, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useNavigate, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useText } from '../use-text';
import { formatTime, Pager, pageOfUrl, requirePlugin, statusOf, StatusTableProvider, useStatusTable, useQueryChange } from '@oj/web/app/plugin-kit';
import { shownName } from '../rank-name';
import { PLUGIN_ID, TRAINING_RANK_PAGE_SIZE, useRootData } from '../root-data';
import { loadTraining, trainingApi, type Page, type TrainingProblem, type TrainingRankRow } from '../training-api';
import { TrainingShell } from './training-shell';
import { useTrainingPaths } from './training-paths';

/** The judge statuses' names, short codes and colours come from core, read where the page is made. */
export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return { statuses: context.services.judgeStatuses().map(({ code, name, short, color }) => ({ code, name, short, color })) };
}

export async function clientLoader({ params, request, serverLoader }: ClientLoaderFunctionArgs) {
  const server = (await serverLoader()) as Awaited<ReturnType<typeof loader>>;
  const url = new URL(request.url);
  const keyword = url.searchParams.get('keyword')?.trim() ?? '';
  const currentPage = pageOfUrl(url, 'currentPage');
  const tid = params.trainingID ?? '';
  const loaded = await loadTraining(tid);
  const empty = { ...server, loaded, keyword, currentPage, page: { records: [], total: 0 } as Page<TrainingRankRow>, error: undefined as string | undefined, problems: [] as TrainingProblem[] };
  if (!loaded.access) return empty;
  const [rank, problems] = await Promise.all([trainingApi.rank(tid, currentPage, keyword), trainingApi.problems(tid)]);
  return {
    ...empty,
    keyword,
    currentPage,
    page: rank.status === 200 && rank.data ? rank.data : ({ records: [], total: 0 } as Page<TrainingRankRow>),
    error: rank.status === 200 ? undefined : rank.msg,
    problems: problems.status === 200 && Array.isArray(problems.data) ? problems.data : ([] as TrainingProblem[]),
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

/** The status list of one user, optionally of one problem or one status (02 §2: a cell or the total opens it). */
const statusLink = (username: string, filter: { problemID?: string; status?: number }) =>
  `/status?${new URLSearchParams({
    username,
    ...(filter.problemID ? { problemID: filter.problemID, completeProblemID: 'true' } : {}),
    ...(filter.status !== undefined ? { status: String(filter.status) } : {}),
  })}`;

// the status colours are light: the short code takes a darker shade so it stays readable (as the status tags do)
const TEXT_DARKEN = 0.45;

function Cell({ info, to }: { info: { status: number; runTime: number | null } | undefined; to: string }) {
  const table = useStatusTable();
  const navigate = useNavigate();
  if (!info) return null;
  const status = statusOf(table, info.status);
  return (
    <UnstyledButton onClick={() => navigate(to)} title={status.name} data-testid="rank-cell" data-status={status.code}>
      <Text size="sm" fw={700} c={darken(status.color, TEXT_DARKEN)} lh={1.2}>
        {status.short}
      </Text>
      <Text size="xs" c="gray.7">
        {formatTime(info.runTime)}
      </Text>
    </UnstyledButton>
  );
}

/** The rank tab (02 §2): search, 30 a page (or the size the super admin set), Own/Girl flags, school, real names when the server sends them (training admins), AC with run time, one cell per problem. */
export default function TrainingRank() {
  const data = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  const paths = useTrainingPaths();
  const { user } = useRootData();
  const change = useQueryChange({ resetPage: 'currentPage', preventScrollReset: true });
  const [keyword, setKeyword] = useState(data.keyword);
  useEffect(() => setKeyword(data.keyword), [data.keyword]);
  // the server fills realname only for the training's admins (02 §6)
  const realNames = data.page.records.some((r) => r.realname);
  const search = () => change({ keyword: keyword.trim() });

  return (
    <StatusTableProvider statuses={data.statuses}>
      <TrainingShell loaded={data.loaded} tab="rank">
        {(training) => (
          <Stack gap="sm" data-testid="training-rank" data-training-id={training.id}>
            <form
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                search();
              }}
            >
              <TextInput
                placeholder={t('training.rank.searchHint')}
                aria-label={t('training.rank.searchHint')}
                value={keyword}
                onChange={(e) => setKeyword(e.currentTarget.value)}
                maw={320}
                data-testid="rank-search"
              />
            </form>
            <Card withBorder p={0}>
              <Table.ScrollContainer minWidth={480 + data.problems.length * 80}>
                <Table striped verticalSpacing="xs" data-testid="training-rank-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={60}>{t('training.rank.rank')}</Table.Th>
                      <Table.Th miw={160}>{t('training.rank.user')}</Table.Th>
                      {realNames ? <Table.Th>{t('training.rank.realname')}</Table.Th> : null}
                      <Table.Th w={120}>{t('training.rank.total')}</Table.Th>
                      {data.problems.map((p) => (
                        <Table.Th key={p.pid} ta="center" miw={70} title={p.title}>
                          <Text component={Link} to={`${paths.training(training.id)}/problem/${encodeURIComponent(p.problemId)}`} size="sm" fw={600} c="blue">
                            {p.displayId ?? p.problemId}
                          </Text>
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.page.records.map((row) => (
                      <Table.Tr key={row.uid} data-testid="rank-row" data-username={row.username} bg={row.uid === user?.uid ? 'var(--mantine-color-blue-light)' : undefined}>
                        <Table.Td>{row.rank}</Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            <Text component={Link} to={`/user-home?username=${encodeURIComponent(row.username)}`} size="sm" fw={600} c="blue.9" data-testid="rank-name">
                              {shownName(row, training.rankShowName)}
                            </Text>
                            {row.uid === user?.uid ? (
                              <Badge size="xs" color="blue" tt="none">
                                {t('training.rank.own')}
                              </Badge>
                            ) : null}
                            {row.gender === 'female' ? (
                              <Badge size="xs" color="pink" tt="none">
                                {t('training.rank.girl')}
                              </Badge>
                            ) : null}
                          </Group>
                          {row.school ? (
                            <Text size="xs" c="gray.7">
                              {row.school}
                            </Text>
                          ) : null}
                        </Table.Td>
                        {realNames ? <Table.Td>{row.realname ?? ''}</Table.Td> : null}
                        <Table.Td>
                          <UnstyledButton component={Link} to={statusLink(row.username, { status: 0 })} data-testid="rank-total">
                            <Text size="sm" fw={700} data-testid="rank-ac">
                              {row.ac}
                            </Text>
                            <Text size="xs" c="gray.7">
                              {formatTime(row.totalRunTime)}
                            </Text>
                          </UnstyledButton>
                        </Table.Td>
                        {data.problems.map((p) => (
                          <Table.Td key={p.pid} ta="center">
                            <Cell info={row.submissionInfo?.[p.displayId ?? p.problemId]} to={statusLink(row.username, { problemID: p.problemId })} />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {data.page.records.length === 0 ? (
                <Text ta="center" py="xl" c="dimmed">
                  {data.error ?? t('training.rank.empty')}
                </Text>
              ) : null}
            </Card>
            <Pager total={data.page.total} current={data.currentPage} size={data.page.size ?? TRAINING_RANK_PAGE_SIZE} pageParam="currentPage" />
          </Stack>
        )}
      </TrainingShell>
    </StatusTableProvider>
  );
}
