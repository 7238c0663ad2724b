import { Alert, Badge, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigate, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { formatAcRate, MyStatus } from '@oj/web/app/plugin-kit';
import { contestApi, loadContest, type ContestProblem, type LoadedContest } from './contest-api';
import { pluginLoader } from './plugin-loader';
import { titleOf } from './root-data';
import { ContestShell } from './ui/contest-shell';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const cid = params.contestID ?? '';
  const loaded = await loadContest(cid);
  if (!loaded.access?.enter) return { loaded, problems: [] as ContestProblem[], error: undefined };
  const answer = await contestApi.problems(cid);
  return answer.status === 200 && Array.isArray(answer.data) ? { loaded, problems: answer.data, error: undefined } : { loaded, problems: [] as ContestProblem[], error: answer.msg };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

export const meta: MetaFunction = ({ data, matches }) => titleOf((data as { loaded?: LoadedContest } | undefined)?.loaded?.contest?.title ?? 'Contest', matches);

/** '?' without the real-time permission (02 §4). */
const countOf = (n: number | null) => (n === null ? '?' : String(n));

/** The problem list tab (02 §2): status (OI: score), display id with its balloon, title, AC, Total, AC rate; a row opens the problem. */
export default function ContestProblemList() {
  const { loaded, problems: rows, error } = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  const navigate = useNavigate();
  return (
    <ContestShell loaded={loaded} tab="problems">
      {(contest) => (
        <Stack gap="xs">
          {error ? <Alert color="red">{error}</Alert> : null}
          <Card withBorder p={0}>
            <Table.ScrollContainer minWidth={560}>
              <Table striped highlightOnHover verticalSpacing="sm" data-testid="contest-problem-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={70} aria-label={t('contest.problem.status')} />
                    <Table.Th w={80}>{t('contest.problem.id')}</Table.Th>
                    <Table.Th>{t('contest.problem.title')}</Table.Th>
                    <Table.Th w={70}>{t('contest.problem.ac')}</Table.Th>
                    <Table.Th w={70}>{t('contest.problem.total')}</Table.Th>
                    <Table.Th w={100}>{t('contest.problem.acRate')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id} onClick={() => navigate(`/contest/${contest.id}/problem/${encodeURIComponent(row.displayId)}`)} style={{ cursor: 'pointer' }} data-testid="contest-problem-row" data-display-id={row.displayId}>
                      <Table.Td>
                        {contest.type === 1 && row.score !== null && row.myStatus !== -10 ? (
                          <Badge variant="light" color={row.myStatus === 0 ? 'green' : 'orange'} data-testid="problem-score">
                            {row.score}
                          </Badge>
                        ) : (
                          <MyStatus status={row.myStatus} />
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          {row.color ? <span aria-hidden style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 6, background: row.color }} data-testid="balloon" /> : null}
                          <Text fw={600}>{row.displayId}</Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text fw={600} c="blue" size="sm">
                          {row.displayTitle}
                        </Text>
                      </Table.Td>
                      <Table.Td data-testid="problem-ac">{countOf(row.ac)}</Table.Td>
                      <Table.Td data-testid="problem-total">{countOf(row.total)}</Table.Td>
                      <Table.Td>{row.ac === null || row.total === null ? '?' : formatAcRate(row.ac, row.total)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {rows.length === 0 ? (
              <Text ta="center" py="xl" c="dimmed">
                {t('contest.problem.empty')}
              </Text>
            ) : null}
          </Card>
        </Stack>
      )}
    </ContestShell>
  );
}
